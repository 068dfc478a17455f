/** The signed-in staff member as the console shows it (phone masked). */
import { eq } from 'drizzle-orm'
import { maskPhone } from '../../../core/phone'
import type { StaffMe } from '../../../types/admin'
import type { Db } from '../../db/open'
import { users } from '../../db/schema'

export async function staffMe(db: Db, id: number): Promise<StaffMe> {
  const [row] = await db.select({ id: users.id, username: users.username, phone: users.phone }).from(users).where(eq(users.id, id))
  return { id: row.id, username: row.username, phone: row.phone ? maskPhone(row.phone) : null }
}
