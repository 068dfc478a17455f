export type * from './schemas/adminDashboard'

/**
 * The console's dashboard (issue 28, docs/admin.md): per China calendar day (core/chinaTime.ts) of
 * the last N days, today included, and what waits for staff now. Shapes in
 * types/schemas/adminDashboard.ts.
 *
 * - new_users: accounts made that day (the demo account left out);
 * - paying_users: distinct users with a payment order (any kind) paid that day;
 * - paid_fen: what those orders took; refunded_fen: refunds the provider carried out that day
 *   (payment_refunds succeeded, by done_at), whatever day their order was paid;
 *   revenue_fen = paid_fen − refunded_fen (it may be negative on a day of refunds).
 *
 * Waiting for staff: print orders paid and not yet printing, mall orders paid and not shipped,
 * after-sale requests pending, forum reports open, certificates pending, withdrawals pending.
 */

export const ADMIN_DASHBOARD_PATHS = {
  /** GET ?days= → AdminDashboard */
  dashboard: '/api/admin/dashboard/'
} as const

export const DASHBOARD_DAYS = { default: 30, max: 90 } as const
