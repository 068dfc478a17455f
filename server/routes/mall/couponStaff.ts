/**
 * Staff coupon grants (issue 23; types/mallCart.ts MALL_CART_PATHS.staffCouponGrant). staffRequired
 * (routes/mall/index.ts). The user finds the coupon in the new-coupon popup (check-recent-coupon).
 *
 *   POST /api/admin/mall/coupons/grant/   MallCouponGrant → 201 MallUserCoupon (404 user or coupon missing)
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { MALL_CART_PATHS } from '../../../types/mallCart'
import { NoQuery } from '../../../types/schema'
import { MallCouponGrant, MallUserCoupon } from '../../../types/schemas/mallCart'
import { rel } from '../../lib/paths'
import { staffGrantCoupon } from '../../services/mall/coupons'

export const couponStaffRoutes: FastifyPluginAsyncTypebox = async (api) => {
  const db = api.database.db
  const now = () => api.accounts.clock()

  api.post(
    rel(MALL_CART_PATHS.staffCouponGrant),
    { schema: { querystring: NoQuery, body: MallCouponGrant, response: { 201: MallUserCoupon } } },
    async (request, reply) => reply.code(201).send(await staffGrantCoupon(db, request.body.user_id, request.body.coupon_id, now()))
  )
}
