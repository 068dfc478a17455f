/**
 * Goods comments (issue 23; types/mallGoods.ts MALL_GOODS_PATHS, services/mall/comments.ts). Reading
 * is open; writing and addComment's item need login.
 *
 *   GET  /api/mall/goods/<id>/comments/?filter=&page=&page_size=  → Page(MallComment), newest first (404 商品不存在)
 *   POST /api/mall/comments/                   MallCommentCreate → 201 MallComment (once per received order item)
 *   GET  /api/mall/comments/item/<order_item_id>/                 → MallCommentTarget (404 for another user's item)
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { MALL_GOODS_PATHS } from '../../../types/mallGoods'
import { NoQuery, Page } from '../../../types/schema'
import { MallComment, MallCommentCreate, MallCommentListQuery, MallCommentTarget, MallIdParams, MallOrderItemParams } from '../../../types/schemas/mallGoods'
import { paginate } from '../../lib/paginate'
import { rel } from '../../lib/paths'
import { loginRequired, userIdOf } from '../../plugins/auth'
import { commentPage, commentTarget, createComment } from '../../services/mall/comments'

const buyerRoutes: FastifyPluginAsyncTypebox = async (api) => {
  const db = api.database.db
  const prefix = api.config.apiPrefix

  api.post(rel(MALL_GOODS_PATHS.comments), { schema: { querystring: NoQuery, body: MallCommentCreate, response: { 201: MallComment } } }, async (request, reply) =>
    reply.code(201).send(await createComment(db, prefix, userIdOf(request), request.body, api.accounts.clock()))
  )

  api.get(
    `${rel(MALL_GOODS_PATHS.commentTarget)}:order_item_id/`,
    { schema: { params: MallOrderItemParams, querystring: NoQuery, response: { 200: MallCommentTarget } } },
    async (request) => commentTarget(db, prefix, userIdOf(request), request.params.order_item_id)
  )
}

export const commentRoutes: FastifyPluginAsyncTypebox = async (api) => {
  const db = api.database.db

  api.get(
    `${rel(MALL_GOODS_PATHS.goods)}:id/comments/`,
    { schema: { params: MallIdParams, querystring: MallCommentListQuery, response: { 200: Page(MallComment) } } },
    async (request) => {
      const { count, results } = await commentPage(db, api.config.apiPrefix, request.params.id, request.query)
      return paginate(request.raw.url ?? '', request.query, count, results)
    }
  )

  await api.register(loginRequired(buyerRoutes))
}
