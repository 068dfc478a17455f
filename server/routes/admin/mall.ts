/**
 * Operator console: the mall's goods, SKUs with stock, and coupon templates (issue 28,
 * types/adminMall.ts ADMIN_MALL_PATHS; services/admin/mallGoods.ts and mallCoupons.ts). Orders,
 * after-sale and coupon grants are the mall family's own staff routes (server/routes/mall).
 *
 *   GET   /api/admin/mall/goods/?status=&category=&q=&page=  → Page(AdminGoods)
 *   PATCH /api/admin/mall/goods/<id>/  AdminGoodsPatch        → AdminGoods      (audit: mall_goods status)
 *   PATCH /api/admin/mall/skus/<id>/   AdminSkuPatch          → AdminSku        (audit: mall_sku stock, prices)
 *   GET   /api/admin/mall/coupons/?page=                      → Page(AdminCoupon)
 *   POST  /api/admin/mall/coupons/     AdminCouponCreate      → 201 AdminCoupon (audit: coupon, after = the template)
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import type { FastifyRequest } from 'fastify'
import { ADMIN_MALL_PATHS } from '../../../types/adminMall'
import {
  AdminCoupon,
  AdminCouponCreate,
  AdminCouponListQuery,
  AdminGoods,
  AdminGoodsListQuery,
  AdminGoodsPatch,
  AdminMallIdParams,
  AdminSku,
  AdminSkuPatch
} from '../../../types/schemas/adminMall'
import { NoQuery, Page } from '../../../types/schema'
import { paginate } from '../../lib/paginate'
import { rel } from '../../lib/paths'
import { auditOf } from '../../services/admin/audit'
import { adminCouponPage, couponAuditFields, createCoupon } from '../../services/admin/mallCoupons'
import { adminGoodsPage, goodsAuditFields, patchSku, setGoodsStatus, skuAuditFields } from '../../services/admin/mallGoods'

const goods = rel(ADMIN_MALL_PATHS.goods)
const skus = rel(ADMIN_MALL_PATHS.skus)
const coupons = rel(ADMIN_MALL_PATHS.coupons)

const idOf = (request: FastifyRequest) => (request.params as { id: number }).id

/** The template a request created, for the audit loader that runs after the handler (before it, there is none). */
const createdCoupons = new WeakMap<FastifyRequest, number>()

export const mallAdminRoutes: FastifyPluginAsyncTypebox = async (api) => {
  const { db } = api.database
  const prefix = api.config.apiPrefix
  const now = () => api.accounts.clock()

  api.get(goods, { schema: { querystring: AdminGoodsListQuery, response: { 200: Page(AdminGoods) } } }, async (request) => {
    const { count, results } = await adminGoodsPage(db, prefix, request.query)
    return paginate(request.url, request.query, count, results)
  })

  api.patch(
    `${goods}:id/`,
    {
      schema: { params: AdminMallIdParams, querystring: NoQuery, body: AdminGoodsPatch, response: { 200: AdminGoods } },
      config: { audit: auditOf('mall_goods', (database, request) => goodsAuditFields(database, idOf(request))) }
    },
    async (request) => setGoodsStatus(db, prefix, request.params.id, request.body)
  )

  api.patch(
    `${skus}:id/`,
    {
      schema: { params: AdminMallIdParams, querystring: NoQuery, body: AdminSkuPatch, response: { 200: AdminSku } },
      config: { audit: auditOf('mall_sku', (database, request) => skuAuditFields(database, idOf(request))) }
    },
    async (request) => patchSku(db, request.params.id, request.body)
  )

  api.get(coupons, { schema: { querystring: AdminCouponListQuery, response: { 200: Page(AdminCoupon) } } }, async (request) => {
    const { count, results } = await adminCouponPage(db, request.query)
    return paginate(request.url, request.query, count, results)
  })

  api.post(
    coupons,
    {
      schema: { querystring: NoQuery, body: AdminCouponCreate, response: { 201: AdminCoupon } },
      config: {
        audit: auditOf(
          'coupon',
          async (database, request) => {
            const id = createdCoupons.get(request)
            return id === undefined ? null : couponAuditFields(database, id)
          },
          (request) => String(createdCoupons.get(request) ?? '') || null
        )
      }
    },
    async (request, reply) => {
      const created = await createCoupon(db, request.body, now())
      createdCoupons.set(request, created.id)
      return reply.code(201).send(created)
    }
  )
}
