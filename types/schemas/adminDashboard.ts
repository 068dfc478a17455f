/** Console dashboard schemas (issue 28): figures per China day and the queues waiting for staff (types/adminDashboard.ts). */
import { DASHBOARD_DAYS } from '../adminDashboard'
import { Obj, Type, type Static } from '../schema'

export const AdminDashboardQuery = Obj({
  days: Type.Optional(Type.Integer({ minimum: 1, maximum: DASHBOARD_DAYS.max, default: DASHBOARD_DAYS.default }))
})
export type AdminDashboardQuery = Static<typeof AdminDashboardQuery>

export const AdminDashboardDay = Obj({
  /** China calendar date, 'YYYY-MM-DD'. */
  date: Type.String(),
  new_users: Type.Integer(),
  paying_users: Type.Integer(),
  paid_fen: Type.Integer(),
  refunded_fen: Type.Integer(),
  /** paid_fen − refunded_fen. */
  revenue_fen: Type.Integer()
})
export type AdminDashboardDay = Static<typeof AdminDashboardDay>

export const AdminDashboardWaiting = Obj({
  print_orders: Type.Integer(),
  mall_orders: Type.Integer(),
  after_sales: Type.Integer(),
  forum_reports: Type.Integer(),
  certificates: Type.Integer(),
  withdrawals: Type.Integer()
})
export type AdminDashboardWaiting = Static<typeof AdminDashboardWaiting>

export const AdminDashboard = Obj({
  /** Oldest first; the last is today (China). */
  days: Type.Array(AdminDashboardDay),
  /** Over the whole window (paying_users counts each user once). */
  totals: Obj({ new_users: Type.Integer(), paying_users: Type.Integer(), revenue_fen: Type.Integer() }),
  waiting: AdminDashboardWaiting
})
export type AdminDashboard = Static<typeof AdminDashboard>
