/** What the mall's e2e files share: money as the app writes it, settled screenshots, goods to buy. */
import type { Page } from 'playwright-core'
import type { Paginated } from '../../../types/api'
import type { MallGoodsCard } from '../../../types/mall'
import { MALL_GOODS_PATHS, type MallGoodsDetail } from '../../../types/mallGoods'
import type { apiCalls } from './login'
import { settledShot } from './page'

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
