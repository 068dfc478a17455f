/**
 * The one way a user's counter with a ledger moves (coins.ts: users.num_coins and coin_changes;
 * balance.ts: users.balance and wallet_records): lock the user's row, write the ledger row (a used
 * grant_key inserts nothing: the caller's record answers false), then move the counter in the
 * caller's transaction, never below 0 (checked before and in the UPDATE itself).
 */
import { and, eq, sql } from 'drizzle-orm'
import type { Db } from '../../db/open'
import { users } from '../../db/schema'

/** The caller's transaction. */
export type Writer = Pick<Db, 'select' | 'insert' | 'update'>

export type Counter = 'numCoins' | 'balance'

/** Locks the user's row (the writes of one user run one after another, PGlite and PostgreSQL): the counter, null when there is no such user. */
export async function lockCounter(tx: Writer, userId: number, counter: Counter): Promise<number | null> {
  const [row] = await tx.select({ value: users[counter] }).from(users).where(eq(users.id, userId)).for('update')
  return row ? row.value : null
}

/**
 * Moves the counter by delta after record(after) wrote the ledger row: the value after, or why
 * nothing changed ('no_user'; 'short': it would go below 0; 'repeat': the grant key was used).
 */
export async function moveCounter(
  tx: Writer,
  userId: number,
  counter: Counter,
  delta: number,
  record: (after: number) => Promise<boolean>
): Promise<number | 'no_user' | 'short' | 'repeat'> {
  const before = await lockCounter(tx, userId, counter)
  if (before === null) return 'no_user'
  const after = before + delta
  if (after < 0) return 'short'
  if (!(await record(after))) return 'repeat'
  const column = users[counter]
  const moved = sql`${column} + ${delta}`
  const [row] = await tx
    .update(users)
    .set(counter === 'numCoins' ? { numCoins: moved } : { balance: moved })
    .where(and(eq(users.id, userId), sql`${column} + ${delta} >= 0`))
    .returning({ value: column })
  // The row is locked, so the value read above still holds: a refusal here is a broken invariant.
  if (!row || row.value !== after) throw new Error(`${counter} of user ${userId} changed under its lock`)
  return after
}
