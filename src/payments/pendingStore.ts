/**
 * The pending mobile-web payments kept in storage while the browser is on the provider's page
 * (rules in pending.ts). Apart from the flow in web.ts so that the return page, which only reads
 * and clears them, does not load the pay flow itself.
 */
import { storage } from '../platform/storage'
import { findPending, forgetPending, rememberPending, type PendingPayment } from './pending'

export const PENDING_STORAGE_KEY = 'pay_pending'

const stored = () => storage.get<PendingPayment[]>(PENDING_STORAGE_KEY)

export function savePendingPayment(entry: PendingPayment): void {
  storage.set(PENDING_STORAGE_KEY, rememberPending(stored(), entry, Date.now()))
}

export function pendingPayment(outOrderNumber: string): PendingPayment | null {
  return findPending(stored(), outOrderNumber, Date.now())
}

export function clearPendingPayment(outOrderNumber: string): void {
  storage.set(PENDING_STORAGE_KEY, forgetPending(stored(), outOrderNumber))
}
