/**
 * Order types: the one interface through which anything the app sells (membership, cloud space,
 * print and mall orders now; live and study-resource orders as those areas arrive) plugs into payments. An order type
 * says which `order_type` values are its own, how to price an order (integer fen, from the
 * server's own data; the app's total_fee is only compared), how to fulfil it (exactly once, inside
 * the transaction that marks the order paid), how to take fulfilment back on a full refund, and
 * where the app returns after paying. Register a type with `orderTypes.register` (listed at the
 * bottom of this file); docs/payments.md shows the steps.
 */
import { getBrand } from '../../brands'
import type { VipPlan } from '../../brands/plans'
import { ORDER_RETURN_ROUTES } from '../../core/payments/orderKinds'
import { findPlan, isPlanCode, planPriceFen } from '../../core/payments/plans'
import type { PaymentOrderBody } from '../../types/payments'
import type { Db } from '../db/open'
import { ApiError } from '../errors'
import { cloudSpaceOrderType } from './cloudSpace'
import type { PaymentConfig } from './config'
import { liveOrderType } from './liveOrder'
import { printOrderType } from './printOrder'
import { shopOrderType } from './shopOrder'
import type { OrderRow } from './provider'
import { grantVip, revokeVip, type VipGrant } from './vip'
import { xkwOrderType } from './xkwOrder'

export interface PriceContext {
  userId: number
  now: number
  config: PaymentConfig
  db: Db
}

export interface Priced {
  /** What was bought (VIP: the plan code), stored as payment_orders.item. */
  item: string
  /** The description the provider shows on its cashier and bill. */
  subject: string
  totalFee: number
  /** Order fields the type keeps for fulfilment (print_order_id, live_order_option, …). */
  details?: Record<string, unknown>
}

export interface OrderType {
  /** payment_orders.kind */
  readonly kind: string
  claims(orderType: string): boolean
  /** Throws ApiError (with a Chinese detail) when the order cannot be made. */
  price(body: PaymentOrderBody, ctx: PriceContext): Promise<Priced>
  /** Runs once per paid order, in its transaction; what it returns is kept as the order's grant. */
  fulfil(tx: Db, order: OrderRow, now: number): Promise<Record<string, unknown>>
  /** Takes the fulfilment back when the order is refunded in full; absent: refunds leave it. */
  revoke?(tx: Db, order: OrderRow, now: number): Promise<void>
  /** The app route that shows the result (pages/return/index?redirectTo=…). */
  returnRoute(order: OrderRow): string
  /** The order_type the API answers for an order (VIP: its plan code). */
  orderTypeOf(order: OrderRow): string
}

export class OrderTypeRegistry {
  private readonly types: OrderType[] = []

  register(type: OrderType): void {
    if (this.types.some((t) => t.kind === type.kind)) throw new Error(`order type ${type.kind} is registered twice`)
    this.types.push(type)
  }

  forOrderType(orderType: string): OrderType | null {
    return this.types.find((t) => t.claims(orderType)) ?? null
  }

  /** The type registered as `kind` (payment_orders.kind), or null. */
  byKind(kind: string): OrderType | null {
    return this.types.find((t) => t.kind === kind) ?? null
  }

  forOrder(order: OrderRow): OrderType {
    const type = this.byKind(order.kind)
    if (!type) throw new Error(`order ${order.outOrderNumber} has the unregistered kind ${order.kind}`)
    return type
  }
}

/** Membership: order_type is a plan code of the configured brand (brands/plans.ts). */
export const vipOrderType: OrderType = {
  kind: 'vip',
  claims: isPlanCode,
  async price(body, ctx) {
    const plans = getBrand(ctx.config.brandId).vipPlans
    if (plans.length === 0) throw new ApiError(422, 'business_rule', '当前版本暂不提供会员服务')
    const plan = findPlan(plans, body.order_type)
    if (!plan) throw new ApiError(400, 'validation_error', '会员套餐不存在', { order_type: '会员套餐不存在' })
    // The plan is kept on the order: fulfilment grants what was sold, whatever the prices are later.
    return {
      item: plan.code,
      subject: `会员服务 ${plan.year} 年`,
      totalFee: planPriceFen(plan),
      details: { plan: { code: plan.code, year: plan.year, price: plan.price } }
    }
  },
  async fulfil(tx, order, now) {
    const plan = order.details.plan as VipPlan
    // Paid after the account was deleted: the payment is recorded; there is nobody to grant to.
    if (order.userId === null) return { skipped: 'account deleted' }
    return { ...(await grantVip(tx, order.userId, plan, now)) }
  },
  async revoke(tx, order, now) {
    if (order.userId !== null && order.grant) await revokeVip(tx, order.userId, order.grant as unknown as VipGrant, now)
  },
  returnRoute: () => ORDER_RETURN_ROUTES.vip,
  orderTypeOf: (order) => order.item
}

/**
 * The order types of the product. Live and study-resource (xkw) orders register here when their
 * areas are built (ORDER_RETURN_ROUTES already names their pages).
 */
export const orderTypes = new OrderTypeRegistry()
orderTypes.register(vipOrderType)
orderTypes.register(cloudSpaceOrderType)
orderTypes.register(printOrderType)
orderTypes.register(shopOrderType)
orderTypes.register(xkwOrderType)
orderTypes.register(liveOrderType)
