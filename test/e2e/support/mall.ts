/** What the mall's e2e files share: money as the app writes it, settled screenshots, goods to buy, a received order. */
import type { Page } from 'playwright-core'
import type { Paginated } from '../../../types/api'
import type { MallGoodsCard } from '../../../types/mall'
import { MALL_GOODS_PATHS, type MallGoodsDetail } from '../../../types/mallGoods'
import { ADDRESS_PATHS, type Address } from '../../../types/addresses'
import { MALL_ORDER_PATHS, type ShopOrder } from '../../../types/mallOrders'
import type { E2eContext } from './browser'
import { apiCalls } from './login'
import { settledShot } from './page'
import { payBySandbox } from './payments'

/** Money as the app shows it. */
export const yuan = (fen: number) => `¥${(fen / 100).toFixed(2)}`

/** A screenshot (test-output/screenshots) once the page and its pictures have settled. */
export const mallShot = (p: Page, name: string) => settledShot(p, name, 600)

/** The first SKU with at least 5 in stock of each of the first `n` such goods of a category (the demo catalogue). */
export async function skusOf(
  call: ReturnType<typeof apiCalls>['call'],
  token: string,
  category: string,
  n: number
): Promise<{ skuId: number; title: string; priceFen: number }[]> {
  const cards = await call<Paginated<MallGoodsCard>>(token, 'GET', `${MALL_GOODS_PATHS.goods}?category=${category}`)
  const found = []
  for (const card of cards.results) {
    const detail = await call<MallGoodsDetail>(token, 'GET', `${MALL_GOODS_PATHS.goods}${card.id}/`)
    const sku = detail.skus.find((s) => s.stock >= 5)
    if (sku) found.push({ skuId: sku.id, title: detail.title, priceFen: sku.price_fen })
    if (found.length === n) return found
  }
  throw new Error(`not ${n} goods with stock in ${category}`)
}

/**
 * A received order of one `skuId` for the user of `token`, made as users and staff make one: an
 * address, submit, pay through the sandbox, staff (`staffToken`) ship, the user receives. For what
 * follows receipt (评价); answers the order item's id.
 */
export async function receivedOrderItem(ctx: E2eContext, token: string, staffToken: string, skuId: number): Promise<number> {
  const { call } = apiCalls(ctx)
  const address = await call<Address>(token, 'POST', ADDRESS_PATHS.addresses, { name: '张三', mobile: '13800138000', district_code: '330106', detail: '文三路 90 号' })
  const order = await call<ShopOrder>(token, 'POST', MALL_ORDER_PATHS.submit, {
    lines: [{ sku_id: skuId, quantity: 1 }],
    from_cart: false,
    address_id: address.id,
    user_coupon_id: null
  })
  await payBySandbox(ctx, token, { order_type: 'shop', shop_order_id: order.id, total_fee: order.total_fen })
  await call<ShopOrder>(staffToken, 'POST', `${MALL_ORDER_PATHS.staffOrders}${order.id}/ship/`, { company: 'zto' })
  const received = await call<ShopOrder>(token, 'POST', `${MALL_ORDER_PATHS.orders}${order.id}/receive/`, {})
  return received.items[0].id
}
