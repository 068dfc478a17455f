/**
 * The user's university searches (users.search_history, core/searchHistory.ts keeps the list's
 * rules): recorded by a logged-in search, emptied on request.
 */
import { and, eq, sql } from 'drizzle-orm'
import { pushSearchHistory } from '../../core/searchHistory'
import type { Db } from '../db/open'
import { users } from '../db/schema'

const MAX_ATTEMPTS = 5

/**
 * Puts q first in the user's history. Every logged-in search calls it, so it costs one read when the
 * history stays as it is (the same search again) and a read and a write otherwise, with no
 * transaction: the write applies only to the history it was computed from, and a concurrent search
 * that changed the history in between makes it read again, so neither search is lost (past
 * MAX_ATTEMPTS such races in a row, this search is left out of the history rather than retried on).
 */
export async function recordSearch(db: Db, userId: number, q: string): Promise<void> {
  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
    const [row] = await db.select({ history: users.searchHistory }).from(users).where(eq(users.id, userId))
    if (!row) return
    const next = pushSearchHistory(row.history, q)
    if (JSON.stringify(next) === JSON.stringify(row.history)) return
    const written = await db
      .update(users)
      .set({ searchHistory: next })
      .where(and(eq(users.id, userId), sql`${users.searchHistory} = ${JSON.stringify(row.history)}::jsonb`))
      .returning({ id: users.id })
    if (written.length > 0) return
  }
}

export async function clearSearchHistory(db: Db, userId: number): Promise<void> {
  await db.update(users).set({ searchHistory: [] }).where(eq(users.id, userId))
}
