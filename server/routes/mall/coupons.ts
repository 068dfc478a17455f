/**
 * The user's coupons (issue 23; types/mallCart.ts MALL_CART_PATHS, services/mall/coupons.ts; the
 * spec's user families put them under /api/user/). Login required.
 *
 *   GET  /api/user/coupons/?state=usable|used|expired&page=   → Page(MallUserCoupon)
 *   GET  /api/user/coupons/centre/?page=                      → Page(MallCentreCoupon) (领券中心)
 *   POST /api/user/coupons/claim/      MallCouponClaim → 201 MallUserCoupon (404 not offered, 409 claimed already)
 *   POST /api/user/check-recent-coupon/  (no body) → MallRecentCoupons (the welcome pack once; unseen ones, then seen)
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { MALL_CART_PATHS } from '../../../types/mallCart'
import { EmptyBody, NoQuery, Page } from '../../../types/schema'
import { MallCentreCoupon, MallCentreQuery, MallCouponClaim, MallCouponListQuery, MallRecentCoupons, MallUserCoupon } from '../../../types/schemas/mallCart'
import { noBodyIsEmpty } from '../../lib/emptyBody'
import { paginate } from '../../lib/paginate'
import { rel } from '../../lib/paths'
import { userIdOf } from '../../plugins/auth'
import { centrePage, claimCoupon, couponPage, recentCoupons } from '../../services/mall/coupons'

export const couponRoutes: FastifyPluginAsyncTypebox = async (api) => {
  const db = api.database.db
  const now = () => api.accounts.clock()

  api.get(rel(MALL_CART_PATHS.coupons), { schema: { querystring: MallCouponListQuery, response: { 200: Page(MallUserCoupon) } } }, async (request) => {
    const { count, results } = await couponPage(db, userIdOf(request), request.query.state ?? 'usable', request.query, now())
    return paginate(request.raw.url ?? '', request.query, count, results)
  })

  api.get(rel(MALL_CART_PATHS.couponCentre), { schema: { querystring: MallCentreQuery, response: { 200: Page(MallCentreCoupon) } } }, async (request) => {
    const { count, results } = await centrePage(db, userIdOf(request), request.query)
    return paginate(request.raw.url ?? '', request.query, count, results)
  })

  api.post(rel(MALL_CART_PATHS.couponClaim), { schema: { querystring: NoQuery, body: MallCouponClaim, response: { 201: MallUserCoupon } } }, async (request, reply) =>
    reply.code(201).send(await claimCoupon(db, userIdOf(request), request.body.coupon_id, now()))
  )

  api.post(
    rel(MALL_CART_PATHS.recentCoupons),
    { preValidation: noBodyIsEmpty, schema: { querystring: NoQuery, body: EmptyBody, response: { 200: MallRecentCoupons } } },
    async (request) => ({ coupons: await recentCoupons(db, userIdOf(request), now()) })
  )
}
