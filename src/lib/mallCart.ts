/**
 * What the cart and coupon pages show (issue 23, docs/mall.md "Cart" and "Coupons"): a line's
 * change since it was added and its problem, which lines go to the checkout, a coupon's face and
 * validity, the delivery hint, and the lines carried to couponList's choose mode. Pure; the rules
 * themselves are core/mallPricing.ts and core/mallCoupons.ts, applied by the server.
 */
import { chinaFormat } from '@core/chinaTime'
import { fenToYuanString } from '@core/payments/plans'
import { MALL_CATEGORY_NAMES, MALL_LINE_PROBLEM_NAMES, MALL_MAX_LINES, MALL_MAX_QUANTITY, type MallLineInput } from '@types-contract/mall'
import {
  MALL_COUPON_STATE_NAMES,
  MALL_COUPON_STATES,
  type MallCartLine,
  type MallCentreCoupon,
  type MallCouponOption,
  type MallCouponState,
  type MallQuote,
  type MallUserCoupon
} from '@types-contract/mallCart'
import { moneyText } from './printOrderView'

export { moneyText }

/** The price now against the price when added: '比加入时降¥2.00' / '比加入时涨¥3.00', or null when the same. */
export function priceChangeText(line: Pick<MallCartLine, 'price_fen' | 'price_fen_added'>): string | null {
  const change = line.price_fen - line.price_fen_added
  if (change === 0) return null
  return `比加入时${change < 0 ? '降' : '涨'}${moneyText(Math.abs(change))}`
}

/** Why the line cannot be bought as it is (库存不足 says how many are left), or null. */
export function lineProblemText(line: Pick<MallCartLine, 'problem' | 'stock'>): string | null {
  if (line.problem === null) return null
  return line.problem === 'low_stock' ? `库存不足，仅剩${line.stock}件` : MALL_LINE_PROBLEM_NAMES[line.problem]
}

/** Off the shelf or sold out: 失效, it cannot be selected (a line short of stock can: its quantity goes down). */
export const isLapsed = (line: Pick<MallCartLine, 'problem'>) => line.problem === 'off_shelf' || line.problem === 'sold_out'

/** The most the quantity stepper allows: the stock (at least 1) within the per-line limit. */
export const maxQuantityOf = (line: Pick<MallCartLine, 'stock'>) => Math.max(1, Math.min(MALL_MAX_QUANTITY, line.stock))

/** Every line that can be selected is selected (false for a cart without such lines). */
export function allSelected(lines: readonly Pick<MallCartLine, 'problem' | 'selected'>[]): boolean {
  const open = lines.filter((line) => !isLapsed(line))
  return open.length > 0 && open.every((line) => line.selected)
}

export type Checkout = { ok: true; lines: MallLineInput[] } | { ok: false; refusal: string }

/** The selected lines for the order page (the lapsed ones stay behind), or why not (none selected, one short of stock). */
export function checkoutOf(lines: readonly MallCartLine[]): Checkout {
  const chosen = lines.filter((line) => line.selected && !isLapsed(line))
  if (chosen.length === 0) return { ok: false, refusal: '请选择要结算的商品' }
  const short = chosen.find((line) => line.problem === 'low_stock')
  if (short) return { ok: false, refusal: `「${short.title}」库存不足，仅剩${short.stock}件，请减少数量` }
  return { ok: true, lines: chosen.map((line) => ({ sku_id: line.sku_id, quantity: line.quantity })) }
}

/** 'Free delivery' or what is missing for it, under the cart's lines. */
export function deliveryHint(quote: Pick<MallQuote, 'goods_fen' | 'delivery_fen' | 'free_delivery_gap_fen'>): string | null {
  if (quote.goods_fen === 0) return null
  if (quote.delivery_fen === 0) return '已满¥59，免运费'
  return `运费${moneyText(quote.delivery_fen)}，再买${moneyText(quote.free_delivery_gap_fen)}免运费`
}

/** The cart's coupon strip: the best coupon it applied, else how many could be used, else an invitation to 领券. */
export function cartCouponText(quote: Pick<MallQuote, 'coupon' | 'discount_fen' | 'coupons' | 'goods_fen'>): string {
  if (quote.coupon) return `已选最优券「${quote.coupon.name}」，下单立减${moneyText(quote.discount_fen)}`
  if (quote.goods_fen > 0 && quote.coupons.length > 0) return `所选商品暂无可用优惠券（共${quote.coupons.length}张）`
  return '领券下单更优惠'
}

type CouponRule = Pick<MallUserCoupon, 'kind' | 'threshold_fen' | 'discount_fen' | 'percent_off' | 'max_discount_fen' | 'category'>

/** 1000 → '10', 1050 → '10.5', 1005 → '10.05' (a coupon's face). */
const shortYuan = (fen: number) => fenToYuanString(fen).replace(/\.?0+$/, '')

/** A coupon's face: the amount (¥ + '10', or '8.5' + 折), when it applies, where, and its cap. */
export interface CouponFace {
  amount: string
  /** '¥' before a cash amount, '折' after a discount. */
  unit: '¥' | '折'
  condition: string
  scope: string
  cap: string | null
}

export function couponFace(coupon: CouponRule): CouponFace {
  const cash = coupon.kind === 'cash'
  return {
    amount: cash ? shortYuan(coupon.discount_fen) : String((100 - coupon.percent_off) / 10),
    unit: cash ? '¥' : '折',
    condition: coupon.threshold_fen === 0 ? '无门槛' : `满${shortYuan(coupon.threshold_fen)}可用`,
    scope: coupon.category === null ? '全场通用' : `限${MALL_CATEGORY_NAMES[coupon.category]}`,
    cap: !cash && coupon.max_discount_fen !== null ? `最高减¥${shortYuan(coupon.max_discount_fen)}` : null
  }
}

const DAY_MS = 86_400_000

/** The validity line: '有效期至 2025.06.08 08:00' (China time) and, within 3 days of the end, 即将过期. */
export function couponValidity(coupon: Pick<MallUserCoupon, 'ends_at' | 'state'>, now: number): { text: string; soon: boolean } {
  return {
    text: `有效期至 ${chinaFormat(coupon.ends_at, 'YYYY.MM.DD HH:mm')}`,
    soon: coupon.state === 'usable' && Date.parse(coupon.ends_at) - now < 3 * DAY_MS
  }
}

/** When it ends: '2025.06.08 08:00 到期' (China time). */
export const couponEndText = (coupon: Pick<MallUserCoupon, 'ends_at'>) => `${chinaFormat(coupon.ends_at, 'YYYY.MM.DD HH:mm')} 到期`

/** A centre coupon's validity once claimed. */
export const centreValidity = (coupon: Pick<MallCentreCoupon, 'valid_days'>) => `领取后${coupon.valid_days}天内有效`

/** The coupon row of an order page: '-¥10.00', else how many could be used, else none. */
export function couponChoiceText(quote: Pick<MallQuote, 'coupon' | 'discount_fen' | 'coupons'>): string {
  if (quote.coupon) return `-${moneyText(quote.discount_fen)}`
  const usable = quote.coupons.filter((option) => option.usable).length
  return usable > 0 ? `${usable}张可用` : '暂无可用'
}

/** Choose mode: the usable options (best first) and the others (with why), as the server ordered them. */
export function splitOptions(options: readonly MallCouponOption[]): { usable: MallCouponOption[]; unusable: MallCouponOption[] } {
  return { usable: options.filter((o) => o.usable), unusable: options.filter((o) => !o.usable) }
}

/** Lines in a page query: '12x2.15x1' (sku 12 × 2, sku 15 × 1). */
export const encodeLines = (lines: readonly MallLineInput[]) => lines.map((line) => `${line.sku_id}x${line.quantity}`).join('.')

/** The lines of a page query, or null when it is not a list of whole ids and quantities within the limits. */
export function decodeLines(text: string | undefined): MallLineInput[] | null {
  if (!text || !/^\d{1,15}x\d{1,2}(\.\d{1,15}x\d{1,2})*$/.test(text)) return null
  const lines = text.split('.').map((part) => {
    const [sku, quantity] = part.split('x').map(Number)
    return { sku_id: sku, quantity }
  })
  const ok = lines.length <= MALL_MAX_LINES && lines.every((l) => l.sku_id > 0 && l.quantity >= 1 && l.quantity <= MALL_MAX_QUANTITY)
  return ok && new Set(lines.map((l) => l.sku_id)).size === lines.length ? lines : null
}

/** The same lines in any order give the same key (a coupon choice belongs to one set of lines). */
export const linesKey = (lines: readonly MallLineInput[]) => encodeLines([...lines].sort((a, b) => a.sku_id - b.sku_id))

/** The choice in a page query: 'none' = 不使用 (null), an id, anything else = not chosen (undefined: the best). */
export function choiceOfQuery(raw: string | undefined): number | null | undefined {
  if (raw === 'none') return null
  return raw && /^\d{1,15}$/.test(raw) && Number(raw) > 0 ? Number(raw) : undefined
}

/** couponList's tabs: my coupons by state, then the coupon centre. */
export type CouponTab = MallCouponState | 'centre'
export const COUPON_TABS: readonly { tab: CouponTab; label: string }[] = [
  ...MALL_COUPON_STATES.map((state) => ({ tab: state, label: MALL_COUPON_STATE_NAMES[state] })),
  { tab: 'centre', label: '领券中心' }
]

/** The tab of couponList?tab=; 可使用 when none or unknown. */
export function tabOfQuery(raw: string | undefined): CouponTab {
  return COUPON_TABS.find((t) => t.tab === raw)?.tab ?? 'usable'
}
