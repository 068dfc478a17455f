/**
 * The one writer of users.balance (issue 22, docs/personal.md "Wallet"): changeBalance writes the
 * wallet_records row and moves the balance the one ledger way (ledger.ts). A grant carries a grant_key, unique per user
 * (wallet_records_grant_unique): a second grant of the same key (a retried request, two at once)
 * changes nothing.
 */
import type { WalletReason } from '../../../types/personalWallet'
import { walletRecords } from '../../db/schema'
import { lockCounter, moveCounter, type Writer } from './ledger'

export interface BalanceChange {
  userId: number
  /** Positive: in; negative: out. */
  deltaFen: number
  reason: WalletReason
  /** Once-only grants (core/wallet.ts inviteGrantKey, specialGrantKey). */
  grantKey?: string
  /** The withdrawal, special reward or invited user it belongs to. */
  refId?: number
  now: number
}

/** Locks the user's row: the wallet's writes of one user run one after another (PGlite and PostgreSQL). */
export async function lockUser(tx: Writer, userId: number): Promise<{ balance: number } | null> {
  const balance = await lockCounter(tx, userId, 'balance')
  return balance === null ? null : { balance }
}

/**
 * Applies the change in the caller's transaction: the balance after it, or null when nothing
 * changed (the grant was given before, or the balance does not cover a debit).
 */
export async function changeBalance(tx: Writer, change: BalanceChange): Promise<number | null> {
  const after = await moveCounter(tx, change.userId, 'balance', change.deltaFen, async (balanceAfterFen) => {
    const [record] = await tx
      .insert(walletRecords)
      .values({
        userId: change.userId,
        deltaFen: change.deltaFen,
        reason: change.reason,
        grantKey: change.grantKey ?? null,
        balanceAfterFen,
        refId: change.refId ?? null,
        createdAt: new Date(change.now)
      })
      .onConflictDoNothing()
      .returning({ id: walletRecords.id })
    return record !== undefined
  })
  return typeof after === 'number' ? after : null
}
