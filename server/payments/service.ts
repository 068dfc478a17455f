/**
 * Orders, settlement and refunds, whichever provider takes the money (docs/payments.md).
 *
 *  - createOrder prices the order with its order type (never with the app's total_fee, which is
 *    only compared), stores it 'pending' and asks the provider for the pay data.
 *  - settle is the only way an order becomes paid: the row is locked, the verified amount must
 *    equal the order's, and the pending → paid update and the order type's fulfilment commit
 *    together. A repeated notification finds the order paid and grants nothing.
 *  - requestRefund records a refund with the business change that causes it (and takes the
 *    fulfilment back on a full refund); processRefunds sends pending refunds to the provider and
 *    is retried by the sweep until the provider accepts.
 */
import { randomInt } from 'crypto'
import { and, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm'
import type { FastifyBaseLogger } from 'fastify'
import type {
  OrderStateResponse,
  OrderSummary,
  PaymentOrderBody,
  PayMethod,
  PayProviderName,
  CreateOrderResponse,
  OrderStatus,
  WxJsapiPayData
} from '../../types/payments'
import { PAY_PATHS } from '../../types/payments'
import { chinaFormat } from '../../core/chinaTime'
import { PAY_RETURN_ROUTE } from '../../core/payments/orderKinds'
import type { Config } from '../config'
import type { Db } from '../db/open'
import { paymentOrders, paymentRefunds } from '../db/schema'
import { ApiError } from '../errors'
import type { Clock } from '../lib/clock'
import type { WechatProvider } from '../wechat/provider'
import { AlipayProvider } from './alipay'
import type { OrderTypeRegistry, Priced } from './orderTypes'
import { NotificationRefused, ProviderError, type NotificationInput, type NotificationReply, type OrderRow, type PayProvider, type VerifiedPayment } from './provider'
import { SandboxProvider } from './sandbox'
import { WxpayProvider } from './wechatpay'

/** A refund not accepted yet is sent again after this. */
export const REFUND_RETRY_MS = 60_000

/** Why money goes back; each happens at most once per order (it is part of out_refund_no). */
export const REFUND_REASONS = {
  group_discount: { code: 'GD', text: '拼团成功返还' },
  group_failed: { code: 'GF', text: '拼团未成团退款' },
  group_left: { code: 'GL', text: '退出拼团退款' },
  print_cancelled: { code: 'PC', text: '打印订单取消退款' },
  print_unneeded: { code: 'PU', text: '打印订单无需付款退款' },
  shop_cancelled: { code: 'SC', text: '商城订单取消退款' },
  shop_unneeded: { code: 'SU', text: '商城订单无需付款退款' },
  shop_after_sale: { code: 'SA', text: '商城订单售后退款' },
  live_unneeded: { code: 'LU', text: '直播已购买，重复付款退款' },
  xkw_unneeded: { code: 'XU', text: '资料已购买，重复付款退款' },
  /** The operator console (payments/staffRefund.ts): numbered per request, not per reason (`…ST<uuid hex>`). */
  staff: { code: 'ST', text: '客服退款' }
} as const
export type RefundReason = keyof typeof REFUND_REASONS

const providerUnavailable = (error: ProviderError) => new ApiError(503, 'service_unavailable', error.message)

/** 'P' + China-time yyyyMMddHHmmss + 10 random digits: unique, sortable, within WeChat's 32 characters. */
export function newOrderNumber(now: number): string {
  const stamp = chinaFormat(now, 'YYYYMMDDHHmmss')
  return `P${stamp}${String(randomInt(0, 1e10)).padStart(10, '0')}`
}

/** The row of a new order priced by its type (shared by createOrder and Apple's verify). */
export function newOrderValues(
  order: { userId: number; kind: string; priced: Priced; provider: string; method: string; tradeType: string; now: number },
  extra: { providerTradeNo?: string } = {}
): typeof paymentOrders.$inferInsert {
  const { userId, kind, priced, provider, method, tradeType, now } = order
  return {
    outOrderNumber: newOrderNumber(now),
    userId,
    kind,
    item: priced.item,
    subject: priced.subject,
    totalFee: priced.totalFee,
    provider,
    method,
    tradeType,
    details: priced.details ?? {},
    ...extra,
    createdAt: new Date(now)
  }
}

export interface PaymentDeps {
  config: Config
  db: Db
  clock: Clock
  log: FastifyBaseLogger
  registry: OrderTypeRegistry
  /** jscode → openid for JSAPI payers. */
  wechat: WechatProvider
  /** Signs sandbox notifications and confirm links (derived from JWT_SECRET). */
  sandboxSecret: string
}

export class PaymentService {
  readonly sandbox: SandboxProvider | null
  readonly wxpay: WxpayProvider | null
  readonly alipay: AlipayProvider | null
  private readonly db: Db

  constructor(private readonly deps: PaymentDeps) {
    const { config, clock } = deps
    const pay = config.payments
    const base = `${pay.publicUrl ?? ''}${config.apiPrefix}`
    this.db = deps.db
    this.sandbox = pay.sandbox ? new SandboxProvider(deps.sandboxSecret, base, clock) : null
    this.wxpay = pay.wxpay ? new WxpayProvider(pay.wxpay, clock) : null
    this.alipay = pay.alipay ? new AlipayProvider(pay.alipay, clock) : null
  }

  get registry(): OrderTypeRegistry {
    return this.deps.registry
  }

  /** The configured provider of a method, else the sandbox standing in for it. */
  providerFor(method: PayMethod): PayProvider {
    const real = method === 'wxpay' ? this.wxpay : this.alipay
    const provider = real ?? this.sandbox
    if (!provider) throw new ApiError(422, 'business_rule', method === 'wxpay' ? '暂不支持微信支付' : '暂不支持支付宝支付')
    return provider
  }

  providerNamed(name: string): PayProvider | null {
    return name === 'sandbox' ? this.sandbox : name === 'wxpay' ? this.wxpay : name === 'alipay' ? this.alipay : null
  }

  summary(order: OrderRow): OrderSummary {
    const type = this.registry.forOrder(order)
    return {
      out_order_number: order.outOrderNumber,
      order_type: type.orderTypeOf(order),
      subject: order.subject,
      total_fee: order.totalFee,
      status: order.status as OrderStatus,
      provider: order.provider as OrderSummary['provider'],
      trade_type: order.tradeType,
      ...(order.prepayId ? { prepay_id: order.prepayId } : {}),
      return_route: type.returnRoute(order)
    }
  }

  /** The H5 address a mobile-web payment comes back to: the app's own, else pages/return/index with the order type's page. */
  private returnUrl(order: OrderRow, requested: string | undefined): string {
    const path =
      requested ?? `/h5/#/${PAY_RETURN_ROUTE}?redirectTo=${encodeURIComponent(this.registry.forOrder(order).returnRoute(order))}&out_order_number=${order.outOrderNumber}`
    return `${this.deps.config.payments.publicUrl ?? ''}${path}`
  }

  async ownOrder(userId: number, outOrderNumber: string): Promise<OrderRow> {
    const [order] = await this.db
      .select()
      .from(paymentOrders)
      .where(and(eq(paymentOrders.outOrderNumber, outOrderNumber), eq(paymentOrders.userId, userId)))
    if (!order) throw new ApiError(404, 'not_found', '订单不存在')
    return order
  }

  async createOrder(userId: number, method: PayMethod, body: PaymentOrderBody, clientIp: string): Promise<CreateOrderResponse> {
    if (method === 'alipay' && body.trade_type === 'JSAPI') {
      throw new ApiError(400, 'validation_error', '支付方式选择错误', { trade_type: '支付宝不支持小程序支付' })
    }
    const type = this.registry.forOrderType(body.order_type)
    if (!type) throw new ApiError(400, 'validation_error', '订单类型不存在', { order_type: '订单类型不存在' })
    const provider = this.providerFor(method)
    let openid: string | null = null
    if (body.trade_type === 'JSAPI') {
      if (!body.jscode) throw new ApiError(400, 'validation_error', '小程序支付需要登录凭证', { jscode: '缺少 jscode' })
      openid = (await this.deps.wechat.code2Session(body.jscode)).openid
    }
    const now = this.deps.clock()
    let order: OrderRow
    if (body.out_order_number) {
      order = await this.ownOrder(userId, body.out_order_number)
      if (order.status !== 'pending') throw new ApiError(422, 'business_rule', '订单已支付，请勿重复支付')
      if (!type.claims(body.order_type) || type.orderTypeOf(order) !== body.order_type) throw new ApiError(422, 'business_rule', '订单类型与原订单不符')
      // One provider per order: a payment at two would take the money twice.
      if (order.method !== method || order.provider !== provider.name) throw new ApiError(422, 'business_rule', '请重新下单后更换支付方式')
      if (body.total_fee !== undefined && body.total_fee !== order.totalFee) throw new ApiError(422, 'business_rule', '订单金额有误，请刷新后重试')
    } else {
      const priced = await type.price(body, { userId, now, config: this.deps.config.payments, db: this.db })
      if (body.total_fee !== undefined && body.total_fee !== priced.totalFee) throw new ApiError(422, 'business_rule', '订单金额有误，请刷新后重试')
      ;[order] = await this.db
        .insert(paymentOrders)
        .values(newOrderValues({ userId, kind: type.kind, priced, provider: provider.name, method, tradeType: body.trade_type, now }))
        .returning()
    }
    const returnUrl = body.return_url || !order.returnUrl ? this.returnUrl(order, body.return_url) : order.returnUrl
    let created
    try {
      created = await provider.create({
        method,
        tradeType: body.trade_type,
        order,
        openid,
        clientIp,
        returnUrl,
        notifyUrl: `${this.deps.config.payments.publicUrl ?? ''}${this.deps.config.apiPrefix}${PAY_PATHS.notify(provider.name)}`
      })
    } catch (error) {
      if (error instanceof ProviderError) throw providerUnavailable(error)
      throw error
    }
    ;[order] = await this.db
      .update(paymentOrders)
      .set({ prepayId: created.prepayId ?? order.prepayId, tradeType: body.trade_type, returnUrl })
      .where(eq(paymentOrders.id, order.id))
      .returning()
    return { data: created.data, order: this.summary(order), ...(created.sandboxUrl ? { sandbox_url: created.sandboxUrl } : {}) }
  }

  /** The mini-program pay params of the caller's unpaid JSAPI order, signed again (wxpay/sign: a retry without a new order). */
  async signJsapiAgain(userId: number, outOrderNumber: string): Promise<{ data: WxJsapiPayData; order: OrderSummary }> {
    const order = await this.ownOrder(userId, outOrderNumber)
    if (order.status !== 'pending') throw new ApiError(422, 'business_rule', '订单已支付，请勿重复支付')
    if (order.method !== 'wxpay' || order.tradeType !== 'JSAPI' || !order.prepayId) throw new ApiError(422, 'business_rule', '该订单不是小程序微信支付订单')
    const signer = order.provider === 'wxpay' ? this.wxpay : order.provider === 'sandbox' ? this.sandbox : null
    if (!signer) throw new ApiError(422, 'business_rule', '暂不支持微信支付')
    return { data: signer.signJsapi(order.prepayId), order: this.summary(order) }
  }

  /**
   * Marks the order paid and fulfils it, once. Returns false when it had been paid before.
   * Throws NotificationRefused for an unknown order, another provider's order or a wrong amount.
   */
  async settle(providerName: string, payment: VerifiedPayment): Promise<boolean> {
    const now = this.deps.clock()
    return this.db.transaction(async (tx) => {
      const [order] = await tx.select().from(paymentOrders).where(eq(paymentOrders.outOrderNumber, payment.outOrderNumber)).for('update')
      if (!order) throw new NotificationRefused(`unknown order ${payment.outOrderNumber}`)
      if (order.provider !== providerName) throw new NotificationRefused(`order ${order.outOrderNumber} belongs to ${order.provider}`)
      if (payment.amountFen !== order.totalFee) throw new NotificationRefused(`amount ${payment.amountFen} ≠ order ${order.totalFee}`)
      if (order.status !== 'pending') return false
      const grant = await this.registry.forOrder(order).fulfil(tx, order, now)
      await tx
        .update(paymentOrders)
        .set({ status: 'paid', paidAt: new Date(now), providerTradeNo: payment.providerTradeNo, grant })
        .where(eq(paymentOrders.id, order.id))
      return true
    })
  }

  /** A provider's notification: verified, then settled; the answer is in the provider's format. */
  async receiveNotification(providerName: PayProviderName, input: NotificationInput): Promise<NotificationReply | null> {
    const provider = this.providerNamed(providerName)
    if (!provider) return null
    try {
      const payment = provider.verifyNotification(input)
      if (payment) {
        const granted = await this.settle(providerName, payment)
        this.deps.log.info({ provider: providerName, out_order_number: payment.outOrderNumber, granted }, 'payment notification')
      }
      return provider.reply(true)
    } catch (error) {
      if (!(error instanceof NotificationRefused)) throw error
      // Worth an alert: a forged or mismatched notification grants nothing.
      this.deps.log.warn({ provider: providerName, reason: error.message }, 'payment notification refused')
      return provider.reply(false)
    }
  }

  /** How an order stands; a pending one is looked up at its provider (a notification may be late). */
  async orderState(userId: number, outOrderNumber: string): Promise<OrderStateResponse> {
    let order = await this.ownOrder(userId, outOrderNumber)
    const provider = this.providerNamed(order.provider)
    if (order.status === 'pending' && provider) {
      try {
        const payment = await provider.query(order)
        if (payment && payment.outOrderNumber === order.outOrderNumber) {
          await this.settle(provider.name, payment)
          order = await this.ownOrder(userId, outOrderNumber)
        }
      } catch (error) {
        // The answer is the stored state; the provider is asked again on the next poll.
        if (!(error instanceof ProviderError || error instanceof NotificationRefused)) throw error
        this.deps.log.warn({ out_order_number: outOrderNumber, reason: error.message }, 'payment query failed')
      }
    }
    return { order: this.summary(order), paid: order.status !== 'pending' }
  }

  /**
   * Records a refund of `amount` fen for a paid order, in the caller's transaction; a full refund
   * takes the fulfilment back. Idempotent per (order, reason).
   */
  async requestRefund(tx: Db, order: OrderRow, amount: number, reason: RefundReason, now: number): Promise<void> {
    const give = Math.min(amount, order.totalFee - order.refundedFee)
    if (give <= 0) return
    const inserted = await tx
      .insert(paymentRefunds)
      .values({ outRefundNo: `${order.outOrderNumber}${REFUND_REASONS[reason].code}`, orderId: order.id, amount: give, reason, createdAt: new Date(now) })
      .onConflictDoNothing()
      .returning({ id: paymentRefunds.id })
    if (inserted.length === 0) return
    const refunded = order.refundedFee + give
    const full = refunded >= order.totalFee
    if (full) await this.registry.forOrder(order).revoke?.(tx, order, now)
    await tx
      .update(paymentOrders)
      .set({ refundedFee: refunded, status: full ? 'refunded' : order.status })
      .where(eq(paymentOrders.id, order.id))
  }

  /**
   * Sends pending refunds to their providers; one that fails stays pending for a later run.
   * With `orderIds`, only those orders' refunds: a request sends the refunds it caused and never
   * waits on a backlog (the timer's sweep retries everything).
   */
  async processRefunds(orderIds?: number[]): Promise<void> {
    if (orderIds?.length === 0) return
    const now = this.deps.clock()
    const due = or(isNull(paymentRefunds.lastAttemptAt), lte(paymentRefunds.lastAttemptAt, new Date(now - REFUND_RETRY_MS)))
    const pending = await this.db
      .select({ id: paymentRefunds.id })
      .from(paymentRefunds)
      .where(and(eq(paymentRefunds.status, 'pending'), due, orderIds ? inArray(paymentRefunds.orderId, orderIds) : undefined))
      .limit(50)
    for (const { id } of pending) {
      // Claim it, so the timer and a request running the sweep together do not both send it.
      const [refund] = await this.db
        .update(paymentRefunds)
        .set({ lastAttemptAt: new Date(now), attempts: sql`${paymentRefunds.attempts} + 1` })
        .where(and(eq(paymentRefunds.id, id), eq(paymentRefunds.status, 'pending'), due))
        .returning()
      if (!refund) continue
      const [order] = await this.db.select().from(paymentOrders).where(eq(paymentOrders.id, refund.orderId))
      const provider = this.providerNamed(order.provider)
      try {
        if (!provider) throw new ProviderError('sandbox', `provider ${order.provider} is not configured`)
        await provider.refund(order, {
          outRefundNo: refund.outRefundNo,
          amount: refund.amount,
          reason: REFUND_REASONS[refund.reason as RefundReason]?.text ?? refund.reason
        })
        await this.db
          .update(paymentRefunds)
          .set({ status: 'succeeded', doneAt: new Date(this.deps.clock()), lastError: null })
          .where(eq(paymentRefunds.id, id))
      } catch (error) {
        if (!(error instanceof ProviderError)) throw error
        await this.db.update(paymentRefunds).set({ lastError: error.message }).where(eq(paymentRefunds.id, id))
        this.deps.log.warn({ out_refund_no: refund.outRefundNo, reason: error.message }, 'refund not accepted; retried later')
      }
    }
  }
}
