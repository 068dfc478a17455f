/**
 * Goods (issue 23; types/mallGoods.ts MALL_GOODS_PATHS.goods, services/mall/goods.ts). Open: a
 * visitor browses the shop.
 *
 *   GET /api/mall/goods/?category=&q=&sort=&page=&page_size=   → Page(MallGoodsCard), goods on sale
 *   GET /api/mall/goods/<id>/                                  → MallGoodsDetail (404 商品不存在)
 *
 * A good's comments: comments.ts.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { MALL_GOODS_PATHS } from '../../../types/mallGoods'
import { NoQuery, Page } from '../../../types/schema'
import { MallGoodsCard } from '../../../types/schemas/mall'
import { MallGoodsDetail, MallGoodsListQuery, MallIdParams } from '../../../types/schemas/mallGoods'
import { paginate } from '../../lib/paginate'
import { rel } from '../../lib/paths'
import { goodsDetail, goodsPage } from '../../services/mall/goods'

const goods = rel(MALL_GOODS_PATHS.goods)

export const goodsRoutes: FastifyPluginAsyncTypebox = async (api) => {
  const db = api.database.db
  const prefix = api.config.apiPrefix

  api.get(goods, { schema: { querystring: MallGoodsListQuery, response: { 200: Page(MallGoodsCard) } } }, async (request) => {
    const { count, results } = await goodsPage(db, prefix, request.query)
    return paginate(request.raw.url ?? '', request.query, count, results)
  })

  api.get(`${goods}:id/`, { schema: { params: MallIdParams, querystring: NoQuery, response: { 200: MallGoodsDetail } } }, async (request) =>
    goodsDetail(db, prefix, request.params.id)
  )
}
