/**
 * The mall (issue 23, docs/mall.md): goods and comments, the cart and check-price, coupons,
 * orders with express and after-sale, and the staff routes that ship orders and decide
 * after-sale requests. Paths: types/mallGoods.ts, mallCart.ts, mallOrders.ts. All SQL and rules
 * live in server/services/mall/ and core/mall*.ts.
 */
import type { FastifyPluginAsync } from 'fastify'
import { loginRequired } from '../../plugins/auth'
import { staffRequired } from '../../plugins/staff'
import { cartRoutes } from './cart'
import { commentRoutes } from './comments'
import { couponRoutes } from './coupons'
import { couponStaffRoutes } from './couponStaff'
import { goodsRoutes } from './goods'
import { orderRoutes } from './orders'
import { orderStaffRoutes } from './orderStaff'

export const mallRoutes: FastifyPluginAsync = async (api) => {
  // Goods, their pages and their comments are open; writing a comment needs login (inside).
  await api.register(goodsRoutes)
  await api.register(commentRoutes)
  await api.register(loginRequired(cartRoutes))
  await api.register(loginRequired(couponRoutes))
  await api.register(loginRequired(orderRoutes))
  await api.register(staffRequired(couponStaffRoutes))
  await api.register(staffRequired(orderStaffRoutes))
}
