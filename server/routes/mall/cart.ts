/**
 * The cart and check-price (issue 23; types/mallCart.ts MALL_CART_PATHS, services/mall/cart.ts and
 * quote.ts). Login required; another user's line is 404 购物车商品不存在.
 *
 *   GET    /api/mall/cart/            → MallCart (lines newest first; the selected ones quoted with the best coupon)
 *   POST   /api/mall/cart/            MallCartAdd → 201 MallCartAdded (adds to the SKU's line)
 *   PATCH  /api/mall/cart/<id>/       MallCartPatch → MallCart
 *   DELETE /api/mall/cart/<id>/       → DetailResponse
 *   POST   /api/mall/cart/select/     MallCartSelect → MallCart (every line)
 *   POST   /api/mall/cart/remove/     MallCartRemove → MallCart
 *   GET    /api/mall/cart/count/      → MallCartCount
 *   POST   /api/mall/check-price/     MallCheckPrice → MallQuote (user_coupon_id absent: the best; null: none)
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { MALL_CART_PATHS } from '../../../types/mallCart'
import { NoQuery } from '../../../types/schema'
import { DetailResponse } from '../../../types/schemas/api'
import {
  MallCart,
  MallCartAdd,
  MallCartAdded,
  MallCartCount,
  MallCartIdParams,
  MallCartPatch,
  MallCartRemove,
  MallCartSelect,
  MallCheckPrice,
  MallQuote
} from '../../../types/schemas/mallCart'
import { rel } from '../../lib/paths'
import { userIdOf } from '../../plugins/auth'
import { addToCart, cartCount, cartOf, patchCartLine, removeCartLine, removeCartLines, selectAllCart } from '../../services/mall/cart'
import { quoteLines } from '../../services/mall/quote'

const cart = rel(MALL_CART_PATHS.cart)
const line = `${cart}:id/`

export const cartRoutes: FastifyPluginAsyncTypebox = async (api) => {
  const db = api.database.db
  const now = () => api.accounts.clock()
  const prefix = api.config.apiPrefix

  api.get(cart, { schema: { querystring: NoQuery, response: { 200: MallCart } } }, async (request) => cartOf(db, userIdOf(request), now(), prefix))

  api.post(cart, { schema: { querystring: NoQuery, body: MallCartAdd, response: { 201: MallCartAdded } } }, async (request, reply) =>
    reply.code(201).send(await addToCart(db, userIdOf(request), request.body.sku_id, request.body.quantity, now(), prefix))
  )

  api.patch(line, { schema: { params: MallCartIdParams, querystring: NoQuery, body: MallCartPatch, response: { 200: MallCart } } }, async (request) =>
    patchCartLine(db, userIdOf(request), request.params.id, request.body, now(), prefix)
  )

  api.delete(line, { schema: { params: MallCartIdParams, querystring: NoQuery, response: { 200: DetailResponse } } }, async (request) => {
    await removeCartLine(db, userIdOf(request), request.params.id)
    return { detail: '已从购物车删除' }
  })

  api.post(rel(MALL_CART_PATHS.cartSelect), { schema: { querystring: NoQuery, body: MallCartSelect, response: { 200: MallCart } } }, async (request) =>
    selectAllCart(db, userIdOf(request), request.body.selected, now(), prefix)
  )

  api.post(rel(MALL_CART_PATHS.cartRemove), { schema: { querystring: NoQuery, body: MallCartRemove, response: { 200: MallCart } } }, async (request) =>
    removeCartLines(db, userIdOf(request), request.body.ids, now(), prefix)
  )

  api.get(rel(MALL_CART_PATHS.cartCount), { schema: { querystring: NoQuery, response: { 200: MallCartCount } } }, async (request) => ({
    count: await cartCount(db, userIdOf(request))
  }))

  api.post(rel(MALL_CART_PATHS.checkPrice), { schema: { querystring: NoQuery, body: MallCheckPrice, response: { 200: MallQuote } } }, async (request) => {
    const { quote } = await quoteLines(db, userIdOf(request), request.body.lines, request.body.user_coupon_id, now(), prefix)
    return quote
  })
}
