/**
 * The addresses of bookMall/goodsOrder (待付款; SPEC §2, docs/mall.md "Orders in the app"). The
 * page opens in one of two ways:
 *
 * - a checkout: `?transferParams=<JSON>` with `selectedGoods` (the SKUs and quantities to buy),
 *   `order_all` (the goods amount in yuan the opening page showed: only compared with the server's
 *   price, which always wins, to say that a price changed) and an optional `orderInfo`
 *   (`from_cart`: the lines leave the cart once the order is submitted). 立即购买 on a product
 *   page and 结算 in the cart build it with mallOrderUrl.
 * - an order already submitted: `?shop_order_id=<id>&payStatus=<unpaid|paid>` (shopOrderUrl): the
 *   order as the server has it; payStatus is what the opener saw, so the page can say that the
 *   order moved on meanwhile (paid elsewhere, closed by its pay window).
 *
 * Carried as one JSON query value, as print's transferParams (src/lib/printTransfer.ts), so the
 * page also opens inside a web view with the same address.
 */
import { MALL_MAX_LINES, MALL_MAX_QUANTITY, type MallLineInput } from '@types-contract/mall'

export const MALL_ORDER_PAGE = '/market/bookMall/goodsOrder'

export interface MallOrderInfo {
  /** The lines come from the cart (结算): the submitted order removes them from it. */
  from_cart?: boolean
}

export interface MallTransferParams {
  selectedGoods: MallLineInput[]
  /** Yuan the opening page showed for these goods (before coupon and delivery); 0 when unknown. */
  order_all: number
  orderInfo?: MallOrderInfo
}

/** What the opener saw of an order it links to. */
export const MALL_PAY_STATUSES = ['unpaid', 'paid'] as const
export type MallPayStatus = (typeof MALL_PAY_STATUSES)[number]

/** The checkout of these goods (立即购买, 结算). */
export function mallOrderUrl(params: MallTransferParams): string {
  return `${MALL_ORDER_PAGE}?transferParams=${encodeURIComponent(JSON.stringify(params))}`
}

/** The page of a submitted order (去支付 and a tap in the order list): `payStatus` is what the opener saw. */
export function shopOrderUrl(id: number, payStatus?: MallPayStatus): string {
  return `${MALL_ORDER_PAGE}?shop_order_id=${id}${payStatus ? `&payStatus=${payStatus}` : ''}`
}

const isId = (v: unknown): v is number => typeof v === 'number' && Number.isSafeInteger(v) && v > 0

/** A positive whole id from the page's query text, else null. */
export function shopOrderIdOf(raw: string | undefined): number | null {
  if (!raw || !/^\d{1,15}$/.test(raw)) return null
  const id = Number(raw)
  return id > 0 ? id : null
}

/** payStatus of the query; anything else (or none) is undefined. */
export function payStatusOf(raw: string | undefined): MallPayStatus | undefined {
  return MALL_PAY_STATUSES.find((s) => s === raw)
}

/**
 * The parameters of the page's query value (decoded or not), or null when they are missing or
 * malformed: not JSON, no goods, more than MALL_MAX_LINES lines, a line without a positive sku_id
 * or with a quantity outside 1–MALL_MAX_QUANTITY (the page then says '创建订单出错'). The same SKU
 * twice is one line of both quantities (at most MALL_MAX_QUANTITY).
 */
export function parseMallTransfer(raw: string | undefined): MallTransferParams | null {
  if (!raw) return null
  let value: unknown
  try {
    value = JSON.parse(/^%7b/i.test(raw) ? decodeURIComponent(raw) : raw)
  } catch {
    return null
  }
  if (typeof value !== 'object' || value === null) return null
  const v = value as Record<string, unknown>
  if (!Array.isArray(v.selectedGoods) || v.selectedGoods.length === 0) return null
  const lines: MallLineInput[] = []
  for (const item of v.selectedGoods as unknown[]) {
    if (typeof item !== 'object' || item === null) return null
    const { sku_id: sku, quantity } = item as Record<string, unknown>
    if (!isId(sku) || !isId(quantity) || quantity > MALL_MAX_QUANTITY) return null
    const same = lines.find((l) => l.sku_id === sku)
    if (same) same.quantity = Math.min(MALL_MAX_QUANTITY, same.quantity + quantity)
    else lines.push({ sku_id: sku, quantity })
  }
  if (lines.length > MALL_MAX_LINES) return null
  const orderAll = typeof v.order_all === 'number' && Number.isFinite(v.order_all) && v.order_all >= 0 ? v.order_all : 0
  const info = typeof v.orderInfo === 'object' && v.orderInfo !== null ? (v.orderInfo as Record<string, unknown>) : null
  return { selectedGoods: lines, order_all: orderAll, ...(info?.from_cart === true ? { orderInfo: { from_cart: true } } : {}) }
}
