/**
 * Mall order helpers of the API tests (issue 23): goods and coupons written straight to the tables
 * (test/api/support/mallCart.ts), an address, a submitted order, paying it through the sandbox and
 * the staff's shipping.
 */
import type { LightMyRequestResponse } from 'fastify'
import { eq } from 'drizzle-orm'
import { yuanToFen } from '../../../core/payments/plans'
import { mallSkus, userCoupons } from '../../../server/db/schema'
import { ADDRESS_PATHS, type Address } from '../../../types/addresses'
import type { MallLineInput } from '../../../types/mall'
import { MALL_ORDER_PATHS, type ShopOrder, type ShopOrderSubmit } from '../../../types/mallOrders'
import { PAY_PATHS, type CreateOrderResponse } from '../../../types/payments'
import { signedInject } from '../helpers'
import type { AccountsApp, Member } from './accounts'
import { ok } from './forum'
import { addCoupon, addGoods, type TemplateInput } from './mallCart'
import { confirmSandbox, createOrder } from './pay'

export const shopOrderUrl = (id: number, rest = '') => `${MALL_ORDER_PATHS.orders}${id}/${rest}`

const DAY = 86_400_000

export function mallOrderClient(t: () => AccountsApp) {
  const send = (method: 'GET' | 'POST' | 'PATCH', url: string, access?: string, payload?: object): Promise<LightMyRequestResponse> =>
    signedInject(t().app, { method, url, payload, headers: access ? { authorization: `Bearer ${access}` } : {} })
  const db = () => t().database.db
  const self = {
    send,
    /** A good with one SKU (¥10, 10 in stock unless told): its SKU id. */
    sku: async (over: Parameters<typeof addGoods>[1] = {}): Promise<number> => (await addGoods(db(), over)).skuId,
    /** The SKU's row now (stock, sold, price). */
    skuRow: async (id: number) => (await db().select().from(mallSkus).where(eq(mallSkus.id, id)))[0],
    /** A coupon of the template given to `who`, valid from now for 7 days: the user coupon's id. */
    async coupon(who: Member, template: TemplateInput = {}): Promise<number> {
      const couponId = await addCoupon(db(), template)
      const now = t().clock.now
      const [row] = await db()
        .insert(userCoupons)
        .values({ userId: who.id, couponId, source: 'staff', startsAt: new Date(now - 1000), endsAt: new Date(now + 7 * DAY), createdAt: new Date(now) })
        .returning({ id: userCoupons.id })
      return row.id
    },
    couponRow: async (id: number) => (await db().select().from(userCoupons).where(eq(userCoupons.id, id)))[0],
    /** A new address of `who` in 杭州市西湖区. */
    address: async (who: Member, name = '张三'): Promise<Address> =>
      ok<Address>(
        await send('POST', ADDRESS_PATHS.addresses, who.access, { name, mobile: '13800138000', district_code: '330106', detail: '文三路 90 号 3 幢 201' }),
        201
      ),
    /** Submits the lines to the address (a new one unless given), no coupon unless told: the raw answer. */
    submit: async (who: Member, lines: MallLineInput[], over: Partial<ShopOrderSubmit> = {}) =>
      send('POST', MALL_ORDER_PATHS.submit, who.access, {
        lines,
        from_cart: false,
        address_id: over.address_id ?? (await self.address(who)).id,
        user_coupon_id: null,
        ...over
      }),
    /** A submitted order of the lines (one of a new ¥10 good unless given). */
    submitted: async (who: Member, lines?: MallLineInput[], over: Partial<ShopOrderSubmit> = {}): Promise<ShopOrder> =>
      ok<ShopOrder>(await self.submit(who, lines ?? [{ sku_id: await self.sku(), quantity: 1 }], over), 201),
    detail: async (who: Member, id: number) => ok<ShopOrder>(await send('GET', shopOrderUrl(id), who.access)),
    /** A payment order for the shop order (total_fee = order_money × 100, as the app sends it). */
    payment: (who: Member, order: ShopOrder, method: 'wxpay' | 'alipay' = 'wxpay'): Promise<CreateOrderResponse> =>
      createOrder(
        t(),
        who.access,
        { order_type: 'shop', shop_order_id: order.id, total_fee: yuanToFen(order.order_money) },
        method === 'wxpay' ? PAY_PATHS.orderNew : PAY_PATHS.alipayCreate
      ),
    /** Pays the order through the sandbox's confirm page: the payment. */
    async pay(who: Member, order: ShopOrder): Promise<CreateOrderResponse> {
      const created = await self.payment(who, order)
      const confirmed = await confirmSandbox(t(), created)
      if (confirmed.statusCode !== 303) throw new Error(`confirm ${confirmed.statusCode} ${confirmed.body}`)
      return created
    },
    /** A paid order of `who` (of the lines, or one new good). */
    async paid(who: Member, lines?: MallLineInput[]): Promise<ShopOrder> {
      const order = await self.submitted(who, lines)
      await self.pay(who, order)
      return self.detail(who, order.id)
    },
    /** Staff ships the order: the raw answer. */
    ship: (staff: Member, id: number, body: object = { company: 'sf' }) => send('POST', `${MALL_ORDER_PATHS.staffOrders}${id}/ship/`, staff.access, body),
    /** A shipped order of `who` (paid, then shipped by `staff`). */
    async shipped(who: Member, staff: Member, lines?: MallLineInput[]): Promise<ShopOrder> {
      const order = await self.paid(who, lines)
      return ok<ShopOrder>(await self.ship(staff, order.id))
    },
    /** A received order of `who`. */
    async received(who: Member, staff: Member, lines?: MallLineInput[]): Promise<ShopOrder> {
      const order = await self.shipped(who, staff, lines)
      return ok<ShopOrder>(await send('POST', shopOrderUrl(order.id, 'receive/'), who.access))
    }
  }
  return self
}
