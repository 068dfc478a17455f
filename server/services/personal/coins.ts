/**
 * The one writer of users.num_coins (issue 22, docs/personal.md "Tasks and coins"): applyCoins
 * writes the coin_changes row and moves the count the one ledger way (ledger.ts). A grant carries a
 * grant_key, unique per user (coin_changes_grant_unique): a second grant of the same key (a retried
 * request, ten at once) inserts nothing and changes nothing.
 * balance.ts does the same for money.
 */
import { count, desc, eq } from 'drizzle-orm'
import { coinChangeTitle } from '../../../core/personalTasks'
import type { CoinChange, CoinChangeQuery, CoinReason } from '../../../types/personalTasks'
import type { Db } from '../../db/open'
import { coinChanges, users } from '../../db/schema'
import { ApiError } from '../../errors'
import { countedPage } from '../../lib/paginate'
import { lockCounter, moveCounter } from './ledger'

/** The caller's transaction. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0]

export const notEnoughCoins = () => new ApiError(422, 'business_rule', '金币不足')

export interface CoinDelta {
  /** Positive: earned; negative: spent. */
  delta: number
  reason: CoinReason
  /** Once-only grants (core/personalTasks.ts signInGrantKey, taskGrantKey, buyGrantKey). */
  grantKey: string
  now: number
}

const noUser = () => new ApiError(404, 'not_found', '用户不存在')

/** Locks the user's row (the coin writes of one user run one after another, PGlite and PostgreSQL): their coins. */
export async function lockedCoins(tx: Tx, userId: number): Promise<number> {
  const coins = await lockCounter(tx, userId, 'numCoins')
  if (coins === null) throw noUser()
  return coins
}

/**
 * Applies the change in the caller's transaction: the coins after it, or null when its grant key
 * was used before (nothing changed). 422 金币不足 when a spend exceeds the coins.
 */
export async function applyCoins(tx: Tx, userId: number, change: CoinDelta): Promise<number | null> {
  const after = await moveCounter(tx, userId, 'numCoins', change.delta, async (balanceAfter) => {
    const [inserted] = await tx
      .insert(coinChanges)
      .values({ userId, delta: change.delta, reason: change.reason, grantKey: change.grantKey, balanceAfter, createdAt: new Date(change.now) })
      .onConflictDoNothing()
      .returning({ id: coinChanges.id })
    return inserted !== undefined
  })
  if (after === 'no_user') throw noUser()
  if (after === 'short') throw notEnoughCoins()
  return after === 'repeat' ? null : after
}

/** The user's coins now. */
export async function coinsOf(db: Pick<Db, 'select'>, userId: number): Promise<number> {
  const [row] = await db.select({ coins: users.numCoins }).from(users).where(eq(users.id, userId))
  return row?.coins ?? 0
}

/** The caller's own coin changes, newest first. */
export async function listCoinChanges(db: Db, userId: number, query: CoinChangeQuery): Promise<{ count: number; results: CoinChange[] }> {
  const mine = eq(coinChanges.userId, userId)
  const { count: n, rows } = await countedPage(query, db.select({ n: count() }).from(coinChanges).where(mine), (window) =>
    db.select().from(coinChanges).where(mine).orderBy(desc(coinChanges.id)).limit(window.limit).offset(window.offset)
  )
  return {
    count: n,
    results: rows.map((row) => ({
      id: row.id,
      delta: row.delta,
      reason: row.reason as CoinReason,
      title: coinChangeTitle(row.reason as CoinReason, row.grantKey),
      balance_after: row.balanceAfter,
      created_at: row.createdAt.toISOString()
    }))
  }
}
