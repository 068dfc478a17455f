/**
 * The user's university searches (users.search_history, core/searchHistory.ts keeps the list's
 * rules): recorded by a logged-in search, emptied on request.
 */
import { eq } from 'drizzle-orm'
import { pushSearchHistory } from '../../core/searchHistory'
import type { Db } from '../db/open'
import { users } from '../db/schema'

/** Puts q first in the user's history; the row lock keeps two concurrent searches from losing one. */
export async function recordSearch(db: Db, userId: number, q: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx.select({ history: users.searchHistory }).from(users).where(eq(users.id, userId)).for('update')
    if (!row) return
    await tx
      .update(users)
      .set({ searchHistory: pushSearchHistory(row.history, q) })
      .where(eq(users.id, userId))
  })
}

export async function clearSearchHistory(db: Db, userId: number): Promise<void> {
  await db.update(users).set({ searchHistory: [] }).where(eq(users.id, userId))
}
