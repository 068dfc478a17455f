/**
 * How the app shows mall orders (issue 23, docs/mall.md "Orders in the app"): the list's tabs and
 * badges, what each state lets the user do, the status lines (with the pay window's countdown), the
 * pay amount, the cancel and after-sale forms' rules, and the pages the buttons open. Pure: the
 * pages (market/bookMall/goodsOrder*, goodsCancelOrder, goodsExpress) only render these.
 */
import { yuanToFen } from '@core/payments/plans'
import {
  SHOP_AFTER_SALE_KINDS,
  SHOP_CLOSED_REASON,
  SHOP_ORDER_LIMITS,
  SHOP_ORDER_STATUS_NAMES,
  type ShopAfterSaleKind,
  type ShopAfterSaleRequest,
  type ShopOrder,
  type ShopOrderCounts,
  type ShopOrderFilter
} from '@types-contract/mallOrders'
import type { MallQuote } from '@types-contract/mallCart'
import { urlOf } from '../routes'
import { lineProblemText } from './mallCart'
import type { MallPayStatus } from './mallTransfer'
import { moneyText } from './printOrderView'

export { moneyText }

/** goodsOrder without a usable shop_order_id or transferParams (SPEC §5). */
export const SHOP_ORDER_MISSING = '创建订单出错'

export interface ShopOrderTab {
  /** undefined: 全部. */
  filter: ShopOrderFilter | undefined
  label: string
}

/** 全部 待付款 待发货 待收货 已完成 售后 (cancelled orders are under 全部). */
export const SHOP_ORDER_TABS: readonly ShopOrderTab[] = [
  { filter: undefined, label: '全部' },
  ...(['unpaid', 'paid', 'shipped', 'received'] as const).map((s) => ({ filter: s, label: SHOP_ORDER_STATUS_NAMES[s] })),
  { filter: 'after_sale', label: '售后' }
]

/** The tab a page's `?status=` asks for; anything else is 全部. */
export function filterOfQuery(raw: string | undefined): ShopOrderFilter | undefined {
  return SHOP_ORDER_TABS.find((t) => t.filter !== undefined && t.filter === raw)?.filter
}

/** The number on a tab: orders waiting in it (待付款, 待发货, 待收货, 售后 in progress); null for none. */
export function tabBadge(counts: ShopOrderCounts | null, filter: ShopOrderFilter | undefined): number | null {
  if (!counts || filter === undefined || filter === 'received' || filter === 'cancelled') return null
  const n = counts[filter]
  return n > 0 ? n : null
}

export type ShopOrderAction = 'pay' | 'cancel' | 'tracking' | 'receive' | 'comment' | 'after_sale'

export const SHOP_ORDER_ACTION_NAMES: Record<ShopOrderAction, string> = {
  pay: '去支付',
  cancel: '取消订单',
  tracking: '查看物流',
  receive: '确认收货',
  comment: '评价',
  after_sale: '申请售后'
}

type ActionOrder = Pick<ShopOrder, 'status' | 'can_cancel' | 'can_after_sale' | 'express' | 'items'>

/** The first line not commented yet (评价 opens it), or null. */
export function uncommentedItem(order: Pick<ShopOrder, 'status' | 'items'>): ShopOrder['items'][number] | null {
  if (order.status !== 'received') return null
  return order.items.find((i) => !i.commented && i.goods_id !== null) ?? null
}

/**
 * The buttons of an order, in the order shown (the main one last): 待付款 取消订单 · 去支付;
 * 待发货 取消订单 (refunded in full); 待收货 申请售后 · 查看物流 · 确认收货; 已完成 申请售后 ·
 * 查看物流 · 评价 (while a line is not commented); 已取消 none. 申请售后 follows the server's
 * can_after_sale (within the window, none pending or approved), 取消订单 its can_cancel.
 */
export function shopOrderActions(order: ActionOrder): ShopOrderAction[] {
  const cancel: ShopOrderAction[] = order.can_cancel ? ['cancel'] : []
  const afterSale: ShopOrderAction[] = order.can_after_sale ? ['after_sale'] : []
  const tracking: ShopOrderAction[] = order.express ? ['tracking'] : []
  switch (order.status) {
    case 'unpaid':
      return [...cancel, 'pay']
    case 'paid':
      return cancel
    case 'shipped':
      return [...afterSale, ...tracking, 'receive']
    case 'received':
      return [...afterSale, ...tracking, ...(uncommentedItem(order) ? (['comment'] as const) : [])]
    default:
      return []
  }
}

/** The time left to pay, 'mm:ss' ('00:00' once the window has passed). */
export function payCountdown(deadline: string, now: number): string {
  const left = Math.max(0, Math.floor((Date.parse(deadline) - now) / 1000))
  const two = (n: number) => String(n).padStart(2, '0')
  return `${two(Math.floor(left / 60))}:${two(left % 60)}`
}

/** The pay window has passed (the server closes the order on the next read). */
export const payWindowOver = (order: Pick<ShopOrder, 'pay_deadline'>, now: number) => Date.parse(order.pay_deadline) <= now

/** A line under the status on the order page and cards. */
export function shopOrderStatusHint(order: Pick<ShopOrder, 'status' | 'refunded_fen' | 'cancel_reason' | 'pay_deadline'>, now: number): string {
  switch (order.status) {
    case 'unpaid':
      return `请在 ${payCountdown(order.pay_deadline, now)} 内完成支付，超时订单将自动关闭`
    case 'paid':
      return '已付款，商家正在备货'
    case 'shipped':
      return '商品已发出，请留意物流信息'
    case 'received':
      return order.refunded_fen > 0 ? `交易完成，已退款 ${moneyText(order.refunded_fen)}` : '交易完成，感谢你的购买'
    case 'cancelled':
      if (order.cancel_reason === SHOP_CLOSED_REASON) return '超时未支付，订单已自动关闭'
      return order.refunded_fen > 0 ? `订单已取消，已退款 ${moneyText(order.refunded_fen)}，原路退回` : '订单已取消'
  }
}

/** The line a list card adds under its goods: the countdown of an unpaid order, why a cancelled one closed or what it refunded; null otherwise. */
export function cardHint(order: Pick<ShopOrder, 'status' | 'refunded_fen' | 'cancel_reason' | 'pay_deadline'>, now: number): string | null {
  if (order.status === 'unpaid') return shopOrderStatusHint(order, now)
  if (order.status === 'cancelled' && (order.cancel_reason === SHOP_CLOSED_REASON || order.refunded_fen > 0)) return shopOrderStatusHint(order, now)
  return null
}

/**
 * What the order page says when the order is not as its opener saw it (payStatus of the address):
 * opened to pay but paid or closed meanwhile, or back from paying before the payment has landed.
 */
export function payStatusNotice(payStatus: MallPayStatus | undefined, order: Pick<ShopOrder, 'status' | 'cancel_reason'>): string | null {
  if (payStatus === 'unpaid' && order.status !== 'unpaid') {
    if (order.status !== 'cancelled') return '订单已支付，无需再次付款'
    return order.cancel_reason === SHOP_CLOSED_REASON ? '订单已超时关闭，如需购买请重新下单' : '订单已取消'
  }
  if (payStatus === 'paid' && order.status === 'unpaid') return '正在确认支付结果，请稍后刷新'
  return null
}

/** An order's after-sale as a card shows it: '售后处理中', '售后已退款 ¥20.00', '售后已拒绝'; null without one. */
export function afterSaleText(order: Pick<ShopOrder, 'after_sale'>): string | null {
  const a = order.after_sale
  if (!a) return null
  return a.status === 'approved' ? `售后已退款 ${moneyText(a.amount_fen)}` : `售后${a.status_name}`
}

/** '共 3 件' */
export function itemCountText(order: Pick<ShopOrder, 'items'>): string {
  return `共 ${order.items.reduce((n, i) => n + i.quantity, 0)} 件`
}

/**
 * The payment's total_fee (fen) of an order: order_money (yuan) × 100 as the spec says, rounded to
 * whole fen so that yuan binary floating point cannot hold (0.1 + 0.2, 19.99) pay exactly.
 */
export function shopPayTotalFee(order: Pick<ShopOrder, 'order_money'>): number {
  return yuanToFen(order.order_money)
}

/** The opening page showed other money than the server asks now: say so (the server's price is the one charged). */
export function priceChangeNotice(shownYuan: number, quote: Pick<MallQuote, 'goods_fen'>): string | null {
  if (shownYuan <= 0 || yuanToFen(shownYuan) === quote.goods_fen) return null
  return `商品价格有变动，已按最新价格 ${moneyText(quote.goods_fen)} 计算`
}

/** Why the checkout cannot be submitted as it is (a line's problem, no address), or null. */
export function checkoutRefusal(quote: Pick<MallQuote, 'lines'>, hasAddress: boolean): string | null {
  const problem = quote.lines.find((l) => l.problem !== null)
  if (problem) return `「${problem.title}」${lineProblemText(problem)}`
  return hasAddress ? null : '请添加收货地址'
}

/** The reasons goodsCancelOrder offers; 其他原因 asks for a note (printOrderView's cancelReasonText builds the text). */
export const SHOP_CANCEL_REASONS = ['不想买了', '商品选错了', '收货地址填错了', '价格有变化', '其他原因'] as const

/** What goodsCancelOrder tells before cancelling. */
export function shopCancelNotice(order: Pick<ShopOrder, 'status' | 'total_fen' | 'coupon'>): string {
  if (order.status === 'paid') return `订单已支付，取消后将全额退款 ${moneyText(order.total_fen)}，款项原路退回`
  return order.coupon ? '订单尚未支付，取消后优惠券将退回你的账户' : '订单尚未支付，取消后可重新下单'
}

/** What goodsCancelOrder is for this order: the cancel form, the after-sale form, or neither (the state moved on). */
export type CancelPageMode = 'cancel' | 'after_sale' | 'none'

/** `?type=after_sale` asks for the after-sale form; otherwise cancelling comes first when the order allows it. */
export function cancelPageMode(order: Pick<ShopOrder, 'can_cancel' | 'can_after_sale'>, type: string | undefined): CancelPageMode {
  if (type !== 'after_sale' && order.can_cancel) return 'cancel'
  if (order.can_after_sale) return 'after_sale'
  return order.can_cancel ? 'cancel' : 'none'
}

export const AFTER_SALE_KINDS = SHOP_AFTER_SALE_KINDS

/** The reasons of an after-sale request; 其他原因 needs the description. */
export const AFTER_SALE_REASONS = ['商品破损', '少件/漏发', '发错商品', '质量问题', '与描述不符', '不想要了', '其他原因'] as const
export const OTHER_AFTER_SALE_REASON = '其他原因'

export interface AfterSaleForm {
  kind: ShopAfterSaleKind | null
  reason: string | null
  description: string
  /** Yuan as typed; '' asks for all that is left. */
  amount: string
}

export const emptyAfterSaleForm = (): AfterSaleForm => ({ kind: null, reason: null, description: '', amount: '' })

export type AfterSaleField = 'kind' | 'reason' | 'description' | 'amount' | 'images'

export type AfterSaleCheck = { ok: true; value: ShopAfterSaleRequest } | { ok: false; errors: Partial<Record<AfterSaleField, string>> }

/** What is left to refund of an order (fen). */
export const refundLeft = (order: Pick<ShopOrder, 'total_fen' | 'refunded_fen'>) => Math.max(0, order.total_fen - order.refunded_fen)

/**
 * The after-sale request, or the messages under its fields: a kind and a reason are chosen (其他原因
 * needs a description), the description within its limit, the amount (yuan, up to two decimals) more
 * than 0 and at most what is left to refund, and the pictures uploaded (none failed or on their way).
 */
export function checkAfterSale(
  form: AfterSaleForm,
  order: Pick<ShopOrder, 'total_fen' | 'refunded_fen'>,
  images: { readiness: 'ready' | 'uploading' | 'failed'; keys: string[] }
): AfterSaleCheck {
  const errors: Partial<Record<AfterSaleField, string>> = {}
  const description = form.description.trim()
  if (!form.kind) errors.kind = '请选择售后类型'
  if (!form.reason) errors.reason = '请选择售后原因'
  if (form.reason === OTHER_AFTER_SALE_REASON && !description) errors.description = '请描述遇到的问题'
  if ([...description].length > SHOP_ORDER_LIMITS.afterSaleDescriptionMax) errors.description = `问题描述最多 ${SHOP_ORDER_LIMITS.afterSaleDescriptionMax} 个字`
  const left = refundLeft(order)
  let amount: number | undefined
  const typed = form.amount.trim()
  if (typed) {
    if (!/^\d+(\.\d{1,2})?$/.test(typed) || yuanToFen(Number(typed)) <= 0) errors.amount = '请输入正确的退款金额'
    else if (yuanToFen(Number(typed)) > left) errors.amount = `退款金额最多 ${moneyText(left)}`
    else amount = yuanToFen(Number(typed))
  }
  if (images.readiness === 'failed') errors.images = '有图片上传失败，请重试或删除'
  else if (images.readiness === 'uploading') errors.images = '图片正在上传，请稍候'
  if (Object.keys(errors).length > 0) return { ok: false, errors }
  return {
    ok: true,
    value: { kind: form.kind!, reason: form.reason!, description, images: images.keys, ...(amount === undefined || amount === left ? {} : { amount_fen: amount }) }
  }
}

/** The pages an order's buttons open. */
export const shopCancelUrl = (id: number) => urlOf('bookMall/goodsCancelOrder', { id })
export const shopAfterSaleUrl = (id: number) => urlOf('bookMall/goodsCancelOrder', { id, type: 'after_sale' })
export const shopExpressUrl = (id: number) => urlOf('bookMall/goodsExpress', { id })
export const addCommentUrl = (itemId: number) => urlOf('bookMall/addComment', { order_item_id: itemId })
export const productUrl = (goodsId: number) => urlOf('bookMall/productDetails', { id: goodsId })
