/**
 * Which /api/admin/ (or staff) route each react-admin resource lists, and how its filters become
 * the route's query. The paths come from types/ (the same constants the server registers), so a
 * route that moves moves here too.
 */
import { MALL_ORDER_PATHS } from '../../../types/mallOrders'
import { PRINT_PATHS } from '../../../types/print'
import { STAFF_PATHS } from '../../../types/forumStaff'
import { CERTIFICATE_PATHS } from '../../../types/personalCertificates'
import { WALLET_PATHS } from '../../../types/personalWallet'
import { FEEDBACK_PATHS } from '../../../types/personalFeedback'
import { ADMIN_PATHS } from '../../../types/admin'
import { ADMIN_USER_PATHS } from '../../../types/adminUsers'
import { ADMIN_ORDER_PATHS } from '../../../types/adminOrders'
import { ADMIN_CODE_PATHS } from '../../../types/adminCodes'
import { IMPORT_PATHS } from '../../../types/adminImport'
import { ADMIN_MALL_PATHS } from '../../../types/adminMall'
import { WORD_PATHS } from '../../../types/adminWords'

export interface ResourceRoute {
  /** The list route; a record's actions are `${path}${id}/${action}/`. */
  path: string
  /** `{count, next, previous, results}` by page (the default), or `{results, next_cursor}` by cursor (the forum). */
  paging?: 'page' | 'cursor'
  /** The record's own route (GET), when the server has one; otherwise getOne finds it among the listed ones. */
  detail?: (id: string | number) => string
  /** Items without an `id` (the word list): what identifies one. */
  idOf?: (item: Record<string, unknown>) => string | number
}

export const RESOURCES = {
  'print-orders': { path: PRINT_PATHS.staffOrders },
  'mall-orders': { path: MALL_ORDER_PATHS.staffOrders },
  'mall-after-sales': { path: MALL_ORDER_PATHS.staffAfterSales },
  'forum-reports': { path: STAFF_PATHS.staffReports, paging: 'cursor' },
  // A post and a reply may share a number: the kind is part of the key.
  'forum-held': { path: STAFF_PATHS.staffHeld, idOf: (item) => `${String(item.kind)}-${String(item.reply_id ?? item.post_id)}` },
  certificates: { path: CERTIFICATE_PATHS.staffCertificates },
  withdrawals: { path: WALLET_PATHS.staffWithdrawals },
  feedback: { path: FEEDBACK_PATHS.staff },
  audit: { path: ADMIN_PATHS.audit },
  users: { path: ADMIN_USER_PATHS.users, detail: (id) => `${ADMIN_USER_PATHS.users}${id}/` },
  orders: { path: ADMIN_ORDER_PATHS.orders, detail: (id) => `${ADMIN_ORDER_PATHS.orders}${id}/` },
  codes: { path: ADMIN_CODE_PATHS.codes },
  'code-batches': { path: ADMIN_CODE_PATHS.batches },
  imports: { path: IMPORT_PATHS.imports, detail: (id) => `${IMPORT_PATHS.imports}${id}/` },
  goods: { path: ADMIN_MALL_PATHS.goods },
  coupons: { path: ADMIN_MALL_PATHS.coupons },
  words: { path: WORD_PATHS.words, idOf: (item) => String(item.word) }
} satisfies Record<string, ResourceRoute>

export type ResourceName = keyof typeof RESOURCES

export function routeOf(resource: string): ResourceRoute {
  const route = (RESOURCES as Record<string, ResourceRoute>)[resource]
  if (!route) throw new Error(`未知资源 ${resource}`)
  return route
}
