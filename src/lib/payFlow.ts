/**
 * How the app pays, decided without Taro (unit-tested in node): which flow the platform uses,
 * the trade type and method path of that flow, what a mobile-web payment keeps across the
 * provider's page (so pages/return/index can route on), what the return page shows, and the
 * group-buy page's countdown and buttons. The pay modules (src/platform/pay*.ts) and pages run it.
 */
import type { GroupTaskView, OrderSummary, TradeType } from '../../types/payments'
import { GROUP_SIZE } from './payGroupBuy'
import type { PayPath } from './payMethod'
import { isPlanCode, yuanToFen } from './payPlans'
import { chinaDateText } from '@core/provinceFacts'
import { PAID_ORDER_TYPES, PAY_FAILURE, VIP_FAILURE, type PaidOrderType } from './payRouting'

/**
 * The four pay flows (issue 8):
 *  weapp    the mini-program: Taro.login jscode → JSAPI order → Taro.requestPayment
 *  webview  our H5 inside a WeChat mini-program web view / the WeChat browser: the web path,
 *           paid like mobile web (WeChat's own H5 cashier does not open inside WeChat; see docs)
 *  mobile   a phone browser: redirect to mweb_url (or submit the Alipay form) with a return
 *           address to pages/return/index
 *  desktop  a computer browser: a QR code in a 210×210 frame, polling until paid
 */
export type PayFlowKind = 'weapp' | 'webview' | 'mobile' | 'desktop'

export interface PayEnvironment {
  platform: 'weapp' | 'h5'
  userAgent?: string
  /** window.__wxjs_environment on H5 ('miniprogram' inside a mini-program web view). */
  wxjsEnvironment?: string
  /** Width of the browser window in CSS px. */
  viewportWidth?: number
}

const MOBILE_UA = /Android|iPhone|iPad|iPod|Mobile|HarmonyOS|OpenHarmony/i
/** A window at least this wide without a phone user agent is a computer: it gets the QR. */
export const DESKTOP_MIN_WIDTH = 768

export function payFlowFor(env: PayEnvironment): PayFlowKind {
  if (env.platform === 'weapp') return 'weapp'
  const ua = env.userAgent ?? ''
  if (env.wxjsEnvironment === 'miniprogram' || /miniProgram/i.test(ua) || /MicroMessenger/i.test(ua)) return 'webview'
  if (MOBILE_UA.test(ua)) return 'mobile'
  return (env.viewportWidth ?? 0) >= DESKTOP_MIN_WIDTH ? 'desktop' : 'mobile'
}

export const TRADE_TYPE_OF: Record<PayFlowKind, TradeType> = { weapp: 'JSAPI', webview: 'MWEB', mobile: 'MWEB', desktop: 'NATIVE' }

/** The mini-program is the native path (none chosen: warn and use wxpay); every browser is a web path. */
export function payPathOf(kind: PayFlowKind): PayPath {
  return kind === 'weapp' ? 'native' : 'web'
}

/** Alipay has no mini-program payment: only wxpay is offered there. */
export function methodsFor(kind: PayFlowKind): ('wxpay' | 'alipay')[] {
  return kind === 'weapp' ? ['wxpay'] : ['wxpay', 'alipay']
}

/** Which order kind an order_type is: a plan code is a membership. */
export function paidOrderTypeOf(orderType: string): PaidOrderType | null {
  if (isPlanCode(orderType)) return 'vip'
  return (PAID_ORDER_TYPES as readonly string[]).includes(orderType) ? (orderType as PaidOrderType) : null
}

/** What a mobile-web payment remembers while the user is on the provider's page. */
export interface PendingPayment {
  out_order_number: string
  order_type: string
  /** Start a group after paying (vipGroupBuying 发起拼团). */
  groupBuy?: boolean
  /** Join this group after paying (vipGroupBuying 参加). */
  groupTaskId?: number | null
  liveId?: number | string
  /** ms; entries older than PENDING_MAX_AGE_MS are dropped. */
  createdAt: number
}

export const PENDING_MAX_AGE_MS = 2 * 60 * 60 * 1000
/** At most this many remembered payments (the newest are kept). */
export const PENDING_MAX = 10

/** The remembered list with `entry` added (replacing one of the same order), old ones dropped. */
export function rememberPending(list: readonly PendingPayment[] | undefined, entry: PendingPayment, now: number): PendingPayment[] {
  const kept = (Array.isArray(list) ? list : []).filter((p) => p && p.out_order_number !== entry.out_order_number && now - p.createdAt < PENDING_MAX_AGE_MS)
  return [...kept, entry].slice(-PENDING_MAX)
}

/** The remembered payment of an order (null when unknown or too old). */
export function findPending(list: readonly PendingPayment[] | undefined, outOrderNumber: string, now: number): PendingPayment | null {
  const hit = (Array.isArray(list) ? list : []).find((p) => p && p.out_order_number === outOrderNumber)
  return hit && now - hit.createdAt < PENDING_MAX_AGE_MS ? hit : null
}

export function forgetPending(list: readonly PendingPayment[] | undefined, outOrderNumber: string): PendingPayment[] {
  return (Array.isArray(list) ? list : []).filter((p) => p && p.out_order_number !== outOrderNumber)
}

/** How often the return page and the desktop QR ask how an order stands. */
export const ORDER_POLL_INTERVAL_MS = 2000
/** The return page asks this many times before saying the result is still being confirmed. */
export const RETURN_POLL_ATTEMPTS = 8
/** The desktop QR keeps polling this long (the provider's QR is valid about 2 hours; 15 min of a page open is plenty). */
export const QR_POLL_LIMIT_MS = 15 * 60 * 1000
/** Alipay's QR frame (SPEC §9), used for both methods. */
export const QR_FRAME_PX = 210

export type ReturnStatus = 'checking' | 'paid' | 'pending' | 'failed' | 'refunded'

export interface ReturnView {
  status: ReturnStatus
  title: string
  text: string
}

/** What pages/return/index shows for an order's state (or for an answer it could not get). */
export function returnView(state: { order: Pick<OrderSummary, 'order_type' | 'status'>; paid: boolean } | null, opts: { polling: boolean; error?: string | null }): ReturnView {
  if (!state) {
    if (opts.polling && !opts.error) return { status: 'checking', title: '正在确认支付结果', text: '请稍候，正在向支付平台确认…' }
    return { status: 'failed', title: '查询失败', text: opts.error || '没有找到这笔订单，请在「我的」中查看会员状态' }
  }
  const vip = paidOrderTypeOf(state.order.order_type) === 'vip'
  if (state.order.status === 'refunded') return { status: 'refunded', title: '订单已退款', text: '这笔订单已退款，款项将原路退回' }
  if (state.paid) return { status: 'paid', title: vip ? '开通成功' : '支付成功', text: vip ? '会员已开通，正在跳转…' : '支付成功，正在跳转…' }
  if (opts.polling) return { status: 'checking', title: '正在确认支付结果', text: '请稍候，正在向支付平台确认…' }
  return {
    status: 'pending',
    title: vip ? `${VIP_FAILURE}或尚未完成` : `${PAY_FAILURE}或尚未完成`,
    text: '还没有收到这笔订单的付款。如果已经付款，请稍后点「刷新」；也可以回到上一页重新支付。'
  }
}

/** '23:59:07' (a day or more: '1天 02:03:04'). */
export function countdownText(ms: number): string {
  const total = Math.max(0, Math.floor(ms / 1000))
  const days = Math.floor(total / 86400)
  const pad = (n: number) => String(n).padStart(2, '0')
  const hms = `${pad(Math.floor((total % 86400) / 3600))}:${pad(Math.floor((total % 3600) / 60))}:${pad(total % 60)}`
  return days > 0 ? `${days}天 ${hms}` : hms
}

/**
 * The client's estimate of the server's now: the server's time at the last fetch plus the time
 * passed on this device since then (a wrong phone clock does not move countdowns).
 */
export function serverNowAt(serverTime: string, fetchedAtLocal: number, nowLocal: number): string {
  return new Date(Date.parse(serverTime) + Math.max(0, nowLocal - fetchedAtLocal)).toISOString()
}

export const GROUP_STATUS_TEXT: Record<GroupTaskView['status'], string> = {
  open: '拼团中',
  filled: '已成团',
  failed: '未成团，已全额退款',
  cancelled: '已取消'
}

/** The button a group card offers the caller. */
export type GroupAction = 'join' | 'leave' | 'share' | null

export function groupActionFor(task: Pick<GroupTaskView, 'status' | 'is_member' | 'members' | 'size'>, remainingMs: number): GroupAction {
  if (task.status !== 'open' || remainingMs <= 0) return null
  if (task.is_member) return task.members.length < task.size ? 'share' : null
  return task.members.length < task.size ? 'join' : null
}

/** '还差 1 人成团'. */
export function groupNeedText(task: Pick<GroupTaskView, 'members' | 'size'>): string {
  const need = Math.max(0, (task.size || GROUP_SIZE) - task.members.length)
  return need > 0 ? `还差 ${need} 人成团` : '人数已满'
}

/** The share path of a group (weapp onShareAppMessage path, H5 link after /h5/#). */
export function groupSharePath(route: string, taskId: number): string {
  return `/${route.replace(/^\//, '')}?task_id=${taskId}`
}

/** A task_id query value, or null when absent or not a positive integer. */
export function parseTaskId(value: unknown): number | null {
  const text = typeof value === 'string' ? value : typeof value === 'number' ? String(value) : ''
  return /^[1-9]\d{0,15}$/.test(text) ? Number(text) : null
}

/** China's calendar date of an ISO instant, '' for none (membership ends are shown in China time). */
export function chinaDateOf(iso: string | null | undefined): string {
  const t = iso ? Date.parse(iso) : NaN
  return Number.isNaN(t) ? '' : chinaDateText(new Date(t))
}

/** A plan as the membership page lists it. */
export interface PlanView {
  code: string
  name: string
  priceText: string
  /** '立省 ¥200' when the brand gives a saving above zero. */
  saveText: string | null
  /** '约 ¥14.0/月'. */
  perMonthText: string
  totalFee: number
}

export function planViews(plans: readonly { code: string; year: number; price: number; save?: number }[]): PlanView[] {
  return plans.map((p) => ({
    code: p.code,
    name: `${p.year}年会员`,
    priceText: `¥${p.price}`,
    saveText: p.save && p.save > 0 ? `立省 ¥${p.save}` : null,
    perMonthText: `约 ¥${(p.price / (p.year * 12)).toFixed(1)}/月`,
    totalFee: yuanToFen(p.price)
  }))
}

/**
 * Activation codes, as the server makes them (server/payments/activation.ts) and the page checks
 * them: 16 of these letters (no 0/O, 1/I: codes are typed from print), typed with any spaces,
 * dashes and case.
 */
export const ACTIVATION_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'
export const ACTIVATION_LENGTH = 16

/** Spaces, dashes and case do not matter when typing a code. */
export function normalizeActivationCode(code: string): string {
  return code.toUpperCase().replace(/[\s-]/g, '')
}

/** XXXX-XXXX-XXXX-XXXX */
export const groupActivationCode = (code: string): string => code.replace(/(.{4})(?=.)/g, '$1-')

export type ActivationCheck = { ok: true; code: string } | { ok: false; message: string }

/** Checks a typed activation code before sending it: clear Chinese for what is wrong. */
export function checkActivationCode(input: string): ActivationCheck {
  const code = normalizeActivationCode(input)
  if (!code) return { ok: false, message: '请输入激活码' }
  const bad = [...code].filter((c) => !ACTIVATION_ALPHABET.includes(c))
  if (bad.length) {
    const confusable = bad.some((c) => '01OI'.includes(c))
    return { ok: false, message: confusable ? '激活码中没有数字 0、1 和字母 O、I，请检查后重新输入' : '激活码只包含字母和数字，请检查后重新输入' }
  }
  if (code.length !== ACTIVATION_LENGTH) return { ok: false, message: `激活码为 ${ACTIVATION_LENGTH} 位，当前 ${code.length} 位，请检查后重新输入` }
  return { ok: true, code: groupActivationCode(code) }
}
