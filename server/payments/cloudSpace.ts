/**
 * Cloud space plans as an order type (cloud/priceTable, docs/cloud.md "Space plans"): order_type is
 * a plan code of core/cloudPlans.ts; paying adds the plan's bytes to users.max_cloud_space, for
 * good, and a full refund takes exactly those bytes back. The one place a purchase moves
 * max_cloud_space.
 */
import { eq, sql } from 'drizzle-orm'
import { cloudPlanBytes, cloudPlanName, cloudPlanPriceFen, findCloudPlan, isCloudPlanCode } from '../../core/cloudPlans'
import { ORDER_RETURN_ROUTES } from '../../core/payments/orderKinds'
import { DEFAULT_CLOUD_SPACE } from '../../types/user'
import { users } from '../db/schema'
import { ApiError } from '../errors'
import type { OrderType } from './orderTypes'

/** What a paid space order added, kept on the order (payment_orders.grant). */
export interface CloudSpaceGrant {
  plan: string
  bytes: number
  /** max_cloud_space right after the grant. */
  max: number
}

export const cloudSpaceOrderType: OrderType = {
  kind: 'cloud',
  claims: isCloudPlanCode,
  async price(body) {
    const plan = findCloudPlan(body.order_type)
    if (!plan) throw new ApiError(400, 'validation_error', '空间套餐不存在', { order_type: '空间套餐不存在' })
    // The bytes are kept on the order: fulfilment grants what was sold, whatever the plans are later.
    return {
      item: plan.code,
      subject: `云空间扩容 ${cloudPlanName(plan)}`,
      totalFee: cloudPlanPriceFen(plan),
      details: { plan: { code: plan.code, bytes: cloudPlanBytes(plan), price: plan.price } }
    }
  },
  async fulfil(tx, order) {
    // Paid after the account was deleted: the payment is recorded; there is nobody to grant to.
    if (order.userId === null) return { skipped: 'account deleted' }
    const plan = order.details.plan as { code: string; bytes: number }
    // One relative update: two orders paid at once both count.
    const [row] = await tx
      .update(users)
      .set({ maxCloudSpace: sql`${users.maxCloudSpace} + ${plan.bytes}` })
      .where(eq(users.id, order.userId))
      .returning({ max: users.maxCloudSpace })
    const grant: CloudSpaceGrant = { plan: plan.code, bytes: plan.bytes, max: Number(row.max) }
    return { ...grant }
  },
  async revoke(tx, order) {
    const grant = order.grant as unknown as CloudSpaceGrant | null
    if (order.userId === null || !grant?.bytes) return
    // Never below the free space. Files already stored stay; over the quota, uploads are refused.
    await tx
      .update(users)
      .set({ maxCloudSpace: sql`greatest(${users.maxCloudSpace} - ${grant.bytes}, ${DEFAULT_CLOUD_SPACE})` })
      .where(eq(users.id, order.userId))
  },
  returnRoute: () => ORDER_RETURN_ROUTES.cloud,
  orderTypeOf: (order) => order.item
}
