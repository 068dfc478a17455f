/** 我的订单 schemas (issue 22). Constants and paths: types/personalOrders.ts. Amounts are integer fen. */
import { ORDER_LIST_KINDS, ORDER_STATES } from '../personalOrders'
import { Int, Nullable, Obj, PAGE_QUERY, Page, StringEnum, Type, type Static } from '../schema'

export const OrderListQuery = Obj({ ...PAGE_QUERY, kind: Type.Optional(StringEnum(ORDER_LIST_KINDS)), state: Type.Optional(StringEnum(ORDER_STATES)) })
export type OrderListQuery = Static<typeof OrderListQuery>

export const OrderListItem = Obj({
  out_order_number: Type.String(),
  kind: StringEnum(ORDER_LIST_KINDS),
  kind_name: Type.String(),
  /** What was bought, as the order type named it (会员服务 1 年, 云打印订单 12). */
  title: Type.String(),
  total_fen: Int(),
  refunded_fen: Int(),
  state: StringEnum(ORDER_STATES),
  state_name: Type.String(),
  created_at: Type.String(),
  paid_at: Nullable(Type.String()),
  /** The app page of the order (a page path of src/routes.ts, without '/'). */
  detail_route: Type.String()
})
export type OrderListItem = Static<typeof OrderListItem>

export const OrderListPage = Page(OrderListItem)
export type OrderListPage = Static<typeof OrderListPage>
