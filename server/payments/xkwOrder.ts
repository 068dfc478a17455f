/**
 * Study-material library orders as an order type (docs/xkw.md "Buying"; docs/payments.md "Order
 * types"): order_type 'xkw' with xkw_order_option either {material_id} (the download right of one
 * material) or {plan} (a membership plan of core/xkwPlans.ts). Priced from the server's own data
 * (the material's price_fen, the plan's price); the app's total_fee is only compared.
 *
 * - Refusals: neither or both options 400 创建订单出错; an unknown plan 400 资源库会员套餐不存在; an
 *   unknown material 404 资料不存在; a free one 422 该资料免费，可直接下载; one bought already 422.
 * - Fulfil (once, in the settlement): inserts the purchase (a second payment of one material grants
 *   nothing new and says so in the grant) or extends users.xkw_vip_info (days from the later of now
 *   and the current end, the allowance added).
 * - Revoke (a full refund): the purchase this order granted is deleted; a plan's days and downloads
 *   are taken back (never before now, never below 0).
 */
import { ORDER_RETURN_ROUTES } from '../../core/payments/orderKinds'
import { findXkwPlan, type XkwPlanGrant } from '../../core/xkwPlans'
import { ApiError, fieldError } from '../errors'
import { materialMissing } from '../services/xkw/cards'
import { grantPlan, grantPurchase, hasPurchased, materialForSale, revokePlan, revokePurchase } from '../services/xkw/purchases'
import type { OrderType } from './orderTypes'

export const XKW_ORDER_TYPE = 'xkw'

interface XkwDetails {
  material_id?: number
  plan?: { code: string; days: number; downloads: number; price_fen: number }
}

export const xkwOrderType: OrderType = {
  kind: 'xkw',
  claims: (orderType) => orderType === XKW_ORDER_TYPE,
  async price(body, ctx) {
    const option = body.xkw_order_option ?? {}
    const hasMaterial = option.material_id !== undefined
    const hasPlan = option.plan !== undefined
    if (hasMaterial === hasPlan) throw fieldError('xkw_order_option', '创建订单出错')
    if (hasPlan) {
      const plan = findXkwPlan(option.plan)
      if (!plan) throw fieldError('xkw_order_option', '资源库会员套餐不存在')
      // The plan is kept on the order: fulfilment grants what was sold, whatever the plans are later.
      const details: XkwDetails = { plan: { code: plan.code, days: plan.days, downloads: plan.downloads, price_fen: plan.priceFen } }
      return { item: plan.code, subject: `资源库会员 ${plan.name}`, totalFee: plan.priceFen, details: { ...details } }
    }
    const id = Number(option.material_id)
    if (!Number.isSafeInteger(id) || id < 1) throw fieldError('xkw_order_option', '创建订单出错')
    const material = await materialForSale(ctx.db, id)
    if (!material) throw materialMissing()
    if (material.priceFen === 0) throw new ApiError(422, 'business_rule', '该资料免费，可直接下载')
    if (await hasPurchased(ctx.db, ctx.userId, id)) throw new ApiError(422, 'business_rule', '你已购买该资料，可直接下载')
    const details: XkwDetails = { material_id: id }
    return { item: `xkw_material:${id}`, subject: `资料下载权限 ${material.title}`.slice(0, 120), totalFee: material.priceFen, details: { ...details } }
  },
  async fulfil(tx, order, now) {
    // Paid after the account was deleted: the payment is recorded; there is nobody to grant to.
    if (order.userId === null) return { skipped: 'account deleted' }
    const details = order.details as XkwDetails
    if (details.plan) {
      const plan = {
        ...details.plan,
        code: details.plan.code as XkwPlanGrant['plan'],
        name: '',
        priceFen: details.plan.price_fen,
        rank: findXkwPlan(details.plan.code)?.rank ?? 0
      }
      return { ...(await grantPlan(tx, order.userId, plan, now)) }
    }
    const granted = await grantPurchase(tx, order.userId, details.material_id!, order.id, now)
    // A second payment of a material already bought changes nothing and goes back in full (payments/unneeded.ts).
    return granted ? { material_id: details.material_id } : { material_id: details.material_id, refund: 'xkw_unneeded' }
  },
  async revoke(tx, order, now) {
    if (order.userId === null || !order.grant) return
    const details = order.details as XkwDetails
    if (details.plan) await revokePlan(tx, order.userId, order.grant as unknown as XkwPlanGrant, now)
    else await revokePurchase(tx, order.id)
  },
  returnRoute: () => ORDER_RETURN_ROUTES.xkw,
  orderTypeOf: () => XKW_ORDER_TYPE
}
