/** Unread messages of a user. There is no messages table yet: always 0 until the messages issue. */
import type { Db } from '../db/open'

export async function unreadCount(_db: Db, _userId: number): Promise<number> {
  return 0
}
