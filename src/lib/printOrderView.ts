/**
 * How the app shows print orders (issue 21, docs/print.md): the list's tabs, what each status
 * lets the user do, money in yuan from the server's fen, the pay amount, the cancel reason sent,
 * and the lines of an order card. Pure: the pages (cloud/print/*) only render these.
 */
import { PRINT_ORDER_STATUSES, PRINT_ORDER_STATUS_NAMES, PRINT_LIMITS, type PrintOrder, type PrintOrderStatus } from '@types-contract/print'
import { fenToYuanString, yuanToFen } from '@core/payments/plans'

/** cloudPrintOrder without a usable print order id or selection (SPEC §5). */
export const PRINT_ORDER_MISSING = '创建订单出错，请重新加入打印队列'

/** The list's tabs: 全部, then every status by its name (待付款 … 已取消). */
export interface PrintOrderTab {
  /** undefined: 全部. */
  status: PrintOrderStatus | undefined
  label: string
}

export const PRINT_ORDER_TABS: readonly PrintOrderTab[] = [
  { status: undefined, label: '全部' },
  ...PRINT_ORDER_STATUSES.map((s) => ({ status: s, label: PRINT_ORDER_STATUS_NAMES[s] }))
]

/** The status a page's `?status=` asks for; anything else is 全部. */
export function statusOfQuery(raw: string | undefined): PrintOrderStatus | undefined {
  return PRINT_ORDER_STATUSES.find((s) => s === raw)
}

export type PrintOrderAction = 'pay' | 'cancel' | 'tracking' | 'accept'

export const PRINT_ORDER_ACTION_NAMES: Record<PrintOrderAction, string> = {
  pay: '去支付',
  cancel: '取消订单',
  tracking: '查看物流',
  accept: '确认收货'
}

/**
 * The buttons of an order, in the order shown (the main one last): 待付款 取消订单 · 去支付;
 * 待打印 取消订单 (refunded); 已发货 查看物流 · 确认收货; 已完成 查看物流. Cancelling follows the
 * server's can_cancel (printing has not started); printing and cancelled orders offer nothing.
 */
export function printOrderActions(order: Pick<PrintOrder, 'status' | 'can_cancel' | 'express'>): PrintOrderAction[] {
  const cancel: PrintOrderAction[] = order.can_cancel ? ['cancel'] : []
  switch (order.status) {
    case 'submitted':
      return [...cancel, 'pay']
    case 'paid':
      return cancel
    case 'shipped':
      return ['tracking', 'accept']
    case 'received':
      return order.express ? ['tracking'] : []
    default:
      return []
  }
}

/** Fen as the app shows money: 1999 → '¥19.99', 30 → '¥0.30'. */
export function moneyText(fen: number): string {
  return `¥${fenToYuanString(fen)}`
}

/**
 * The payment's total_fee (fen) of an order: order_money (yuan) × 100 as the spec says, rounded to
 * whole fen so that yuan that binary floating point cannot hold (0.1 + 0.2, 19.99) pay exactly.
 */
export function printPayTotalFee(order: Pick<PrintOrder, 'order_money'>): number {
  return yuanToFen(order.order_money)
}

/** A line under the status on a card or the order page. */
export function printOrderStatusHint(order: Pick<PrintOrder, 'status' | 'refunded_fen'>): string {
  switch (order.status) {
    case 'submitted':
      return '订单已提交，请尽快支付'
    case 'paid':
      return '已支付，等待打印'
    case 'printing':
      return '正在打印，打印完成后尽快寄出'
    case 'shipped':
      return '已发货，请留意物流信息'
    case 'received':
      return '已签收，订单完成'
    case 'cancelled':
      return order.refunded_fen > 0 ? `订单已取消，已退款 ${moneyText(order.refunded_fen)}，原路退回` : '订单已取消'
  }
}

/** 'xx.pdf 等 3 个文件 · 共 24 页' (pages printed: the page range × copies is the fee's concern). */
export function printOrderFilesText(order: Pick<PrintOrder, 'items'>): string {
  const { items } = order
  if (items.length === 0) return ''
  const pages = items.reduce((n, i) => n + i.page_count, 0)
  const names = items.length === 1 ? items[0].name : `${items[0].name} 等 ${items.length} 个文件`
  return `${names} · 共 ${pages} 页`
}

/** The reasons cancelOrder offers; 其他原因 asks for a note. */
export const CANCEL_REASONS = ['不想打印了', '文件选错了', '打印设置有误', '收货地址填错了', '其他原因'] as const
export const OTHER_CANCEL_REASON = '其他原因'

/**
 * The reason sent with a cancel: the choice, and the note after a colon ('文件选错了：少选了一份'),
 * cut to the server's limit; null when nothing is chosen, or 其他原因 without a note.
 */
export function cancelReasonText(choice: string | null, note: string): string | null {
  const n = note.trim()
  if (!choice || (choice === OTHER_CANCEL_REASON && !n)) return null
  const text = choice === OTHER_CANCEL_REASON ? n : n ? `${choice}：${n}` : choice
  return [...text].slice(0, PRINT_LIMITS.cancelReasonMaxLength).join('')
}

/** What cancelOrder tells before cancelling: a paid order's money comes back in full. */
export function cancelNotice(order: Pick<PrintOrder, 'status' | 'total_fen'>): string {
  return order.status === 'paid' ? `订单已支付，取消后将全额退款 ${moneyText(order.total_fen)}，款项原路退回` : '订单尚未支付，取消后文件回到打印队列，可重新下单'
}
