/**
 * In-app purchases of the iOS app (POST /api/user/pay/apple/verify/): the receipt is sent to the
 * configured verifyReceipt endpoint (APPLE_VERIFY_URL: Apple's buy.itunes.apple.com or
 * sandbox.itunes.apple.com /verifyReceipt). A verified purchase of the order type's product becomes
 * a paid order (provider 'apple', provider_trade_no = Apple's transaction_id), so one transaction
 * grants once however often its receipt is sent. Apple's receipts carry no price: the order is
 * priced by the order type like any other.
 */
import { and, eq } from 'drizzle-orm'
import type { AppleVerifyBody, AppleVerifyResponse } from '../../types/payments'
import { paymentOrders } from '../db/schema'
import { ApiError } from '../errors'
import type { PaymentService } from './service'
import { newOrderValues } from './service'
import type { Db } from '../db/open'
import type { Clock } from '../lib/clock'
import type { PaymentConfig } from './config'

/**
 * The app gives this call 15 s (SPEC §9, APPLE_VERIFY_TIMEOUT_MS); Apple gets less, so the app
 * hears our Chinese answer rather than its own timeout.
 */
export const APPLE_UPSTREAM_TIMEOUT_MS = 12_000

interface InApp {
  product_id?: string
  transaction_id?: string
}

/** A product id names an order_type when equal to it or ending in `.<order_type>` (com.brand.vip.v2001). */
export function productMatches(productId: string, orderType: string): boolean {
  return productId === orderType || productId.endsWith(`.${orderType}`)
}

export async function verifyApplePurchase(
  deps: { db: Db; clock: Clock; payments: PaymentService; config: PaymentConfig },
  userId: number,
  body: AppleVerifyBody
): Promise<AppleVerifyResponse> {
  const { config, payments, db } = deps
  if (!config.appleVerifyUrl) throw new ApiError(422, 'business_rule', '暂不支持苹果支付')
  const type = payments.registry.forOrderType(body.order_type)
  if (!type) throw new ApiError(400, 'validation_error', '订单类型不存在', { order_type: '订单类型不存在' })
  let answer: { status?: number; receipt?: { in_app?: InApp[] }; latest_receipt_info?: InApp[] }
  try {
    const response = await fetch(config.appleVerifyUrl, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        'receipt-data': body.receipt,
        'exclude-old-transactions': true,
        ...(config.appleSharedSecret ? { password: config.appleSharedSecret } : {})
      }),
      signal: AbortSignal.timeout(APPLE_UPSTREAM_TIMEOUT_MS)
    })
    answer = (await response.json()) as typeof answer
  } catch {
    throw new ApiError(503, 'service_unavailable', '苹果支付验证暂不可用，请稍后再试')
  }
  if (answer.status !== 0) throw new ApiError(422, 'business_rule', '购买凭证无效')
  const purchases = [...(answer.latest_receipt_info ?? []), ...(answer.receipt?.in_app ?? [])]
  const purchase = purchases.find((p) => typeof p.product_id === 'string' && productMatches(p.product_id, body.order_type) && typeof p.transaction_id === 'string')
  if (!purchase) throw new ApiError(422, 'business_rule', '购买凭证中没有该商品')
  const transactionId = purchase.transaction_id!

  const now = deps.clock()
  const priced = await type.price(
    { trade_type: 'APP', order_type: body.order_type, ...(body.live_order_option ? { live_order_option: body.live_order_option } : {}) },
    { userId, now, config, db }
  )
  // The unique (provider, provider_trade_no) makes a transaction one order, even when two requests race.
  const inserted = await db
    .insert(paymentOrders)
    .values(newOrderValues({ userId, kind: type.kind, priced, provider: 'apple', method: 'apple', tradeType: 'APP', now }, { providerTradeNo: transactionId }))
    .onConflictDoNothing()
    .returning()
  if (inserted.length === 0) {
    const [earlier] = await db
      .select()
      .from(paymentOrders)
      .where(and(eq(paymentOrders.provider, 'apple'), eq(paymentOrders.providerTradeNo, transactionId)))
    if (earlier.userId !== userId) throw new ApiError(422, 'business_rule', '该购买凭证已被其他账号使用')
    return { order: payments.summary(earlier), granted: false }
  }
  const granted = await payments.settle('apple', { outOrderNumber: inserted[0].outOrderNumber, providerTradeNo: transactionId, amountFen: priced.totalFee })
  return { order: payments.summary((await db.select().from(paymentOrders).where(eq(paymentOrders.id, inserted[0].id)))[0]), granted }
}
