/**
 * Operator console: the mall's goods, SKUs and coupon templates (issue 28; services/admin/mallGoods.ts
 * and mallCoupons.ts): the goods list with SKUs and stock and its filters, on sale / off the shelf
 * (the storefront follows), a SKU's stock changed relative to what it is (buyers at the same time
 * keep what they took; never below 0), its price and list price, coupon templates checked against
 * the pricing rules and listed with how many were given and used; every change audited with
 * before/after; the staff guard on every route.
 */
import { and, desc, eq } from 'drizzle-orm'
import { adminAudit } from '../../server/db/schema'
import { ADMIN_MALL_PATHS, type AdminCoupon, type AdminGoods, type AdminSku } from '../../types/adminMall'
import type { Paginated } from '../../types/api'
import type { MallGoodsCard } from '../../types/mall'
import { MALL_CART_PATHS } from '../../types/mallCart'
import { MALL_GOODS_PATHS } from '../../types/mallGoods'
import { signedInject } from './helpers'
import { appForFile, fourMembersAndStaff, memberOf, type Member } from './support/accounts'
import { ok } from './support/forum'
import { addGoods } from './support/mallCart'
import { mallOrderClient } from './support/mallOrders'
import { expectError } from './support/print'

const t = appForFile()
const mall = mallOrderClient(() => t)
let user: Member
let staff: Member

beforeAll(async () => {
  ;({ a: user, staff } = await fourMembersAndStaff(t, '1393000000'))
})

type Method = 'GET' | 'POST' | 'PATCH'
/** As staff unless told; null: a visitor. */
const send = (method: Method, url: string, payload?: object, access: string | null = staff.access) =>
  signedInject(t.app, { method, url, ...(payload ? { payload } : {}), headers: access ? { authorization: `Bearer ${access}` } : {} })
const goodsUrl = (id: number) => `${ADMIN_MALL_PATHS.goods}${id}/`
const skuUrl = (id: number) => `${ADMIN_MALL_PATHS.skus}${id}/`
const patchSku = (id: number, body: object) => send('PATCH', skuUrl(id), body)
const goodsList = async (query = '') => ok<Paginated<AdminGoods>>(await send('GET', `${ADMIN_MALL_PATHS.goods}${query}`))

const lastAudit = async (entity: string, id: number) =>
  (
    await t.database.db
      .select()
      .from(adminAudit)
      .where(and(eq(adminAudit.entity, entity), eq(adminAudit.entityId, String(id))))
      .orderBy(desc(adminAudit.id))
  )[0]

const cashCoupon = { name: '满100减20', kind: 'cash', threshold_fen: 10_000, discount_fen: 2_000, percent_off: 0, max_discount_fen: null, category: null, valid_days: 7 }

test('visitor 401, user 403, staff 200/201 on every route', async () => {
  const { goodsId, skuId } = await addGoods(t.database.db)
  const calls: [Method, string, object?][] = [
    ['GET', ADMIN_MALL_PATHS.goods],
    ['PATCH', goodsUrl(goodsId), { status: 'on_sale' }],
    ['PATCH', skuUrl(skuId), { stock_delta: 0 }],
    ['GET', ADMIN_MALL_PATHS.coupons],
    ['POST', ADMIN_MALL_PATHS.coupons, cashCoupon]
  ]
  for (const [method, url, body] of calls) {
    expect([method, url, (await send(method, url, body, null)).statusCode]).toEqual([method, url, 401])
    expectError(await send(method, url, body, user.access), 403, '没有权限')
    expect([method, url, (await send(method, url, body)).statusCode]).toEqual([method, url, method === 'POST' ? 201 : 200])
  }
})

describe('goods', () => {
  test('listed with their SKUs and stock, on sale or not, filtered by status, category and words', async () => {
    const pen = await addGoods(t.database.db, { title: '高考专用 黑色签字笔', category: 'stationery', stock: 7, priceFen: 350 })
    const off = await addGoods(t.database.db, { title: '旧版真题', category: 'exam', status: 'off_shelf' })
    const all = await goodsList()
    expect(all.results.map((g) => g.id)).toEqual(expect.arrayContaining([pen.goodsId, off.goodsId]))
    expect(all.results.find((g) => g.id === pen.goodsId)).toMatchObject({
      category: 'stationery',
      title: '高考专用 黑色签字笔',
      status: 'on_sale',
      stock: 7,
      sold: 0,
      skus: [{ id: pen.skuId, goods_id: pen.goodsId, name: '标准版', price_fen: 350, original_price_fen: null, stock: 7, sold: 0 }]
    })
    expect((await goodsList('?status=off_shelf')).results.map((g) => g.id)).toEqual([off.goodsId])
    expect((await goodsList('?category=stationery')).results.map((g) => g.id)).toEqual([pen.goodsId])
    expect((await goodsList(`?q=${encodeURIComponent('签字 高考')}`)).results.map((g) => g.id)).toEqual([pen.goodsId])
    expect((await send('GET', `${ADMIN_MALL_PATHS.goods}?status=sold`)).statusCode).toBe(400)
  })

  test('off the shelf and back: the storefront follows; audited', async () => {
    const { goodsId } = await addGoods(t.database.db, { title: '志愿填报指南' })
    const storefront = async () =>
      ok<Paginated<MallGoodsCard>>(await send('GET', `${MALL_GOODS_PATHS.goods}?page_size=100`, undefined, user.access)).results.map((g) => g.id)
    expect(await storefront()).toContain(goodsId)
    const off = await send('PATCH', goodsUrl(goodsId), { status: 'off_shelf', reason: '缺货下架' })
    expect(ok<AdminGoods>(off).status).toBe('off_shelf')
    expect(await storefront()).not.toContain(goodsId)
    expect(await lastAudit('mall_goods', goodsId)).toMatchObject({
      staffId: staff.id,
      action: 'PATCH /api/admin/mall/goods/:id/',
      before: { status: 'on_sale' },
      after: { status: 'off_shelf' },
      reason: '缺货下架'
    })
    expect(ok<AdminGoods>(await send('PATCH', goodsUrl(goodsId), { status: 'on_sale' })).status).toBe('on_sale')
    expect(await storefront()).toContain(goodsId)
    expectError(await send('PATCH', goodsUrl(987_654), { status: 'on_sale' }), 404, '商品不存在')
  })
})

describe('SKUs', () => {
  test('stock added and taken relative to what it is, never below 0; audited', async () => {
    const { skuId } = await addGoods(t.database.db, { stock: 10 })
    expect(ok<AdminSku>(await patchSku(skuId, { stock_delta: 5, reason: '到货补库存' })).stock).toBe(15)
    expect(await lastAudit('mall_sku', skuId)).toMatchObject({ before: { stock: 10 }, after: { stock: 15 }, reason: '到货补库存' })
    expect(ok<AdminSku>(await patchSku(skuId, { stock_delta: -15 })).stock).toBe(0)
    expectError(await patchSku(skuId, { stock_delta: -1 }), 422, '库存不足：现有 0 件，不能减少 1 件')
    expect((await mall.skuRow(skuId)).stock).toBe(0)
    expect((await patchSku(skuId, {})).statusCode).toBe(400)
    expectError(await patchSku(987_654, { stock_delta: 1 }), 404, '商品规格不存在')
  })

  test('buyers and staff at the same time: every unit bought stays taken, every unit added is added', async () => {
    const { skuId } = await addGoods(t.database.db, { stock: 10 })
    const buyers = await Promise.all(['13930000011', '13930000012', '13930000013'].map((phone) => memberOf(t, phone)))
    const addresses = await Promise.all(buyers.map((b) => mall.address(b)))
    const answers = await Promise.all([
      ...buyers.map((b, i) => mall.submit(b, [{ sku_id: skuId, quantity: 2 }], { address_id: addresses[i].id })),
      patchSku(skuId, { stock_delta: 5 }),
      patchSku(skuId, { stock_delta: 4 }),
      patchSku(skuId, { stock_delta: -3 })
    ])
    expect(answers.map((r) => r.statusCode)).toEqual([201, 201, 201, 200, 200, 200])
    // 10 − 3 × 2 + 5 + 4 − 3
    expect((await mall.skuRow(skuId)).stock).toBe(10)
  })

  test('price and list price: the list price must exceed the price; audited', async () => {
    const { skuId } = await addGoods(t.database.db, { priceFen: 1000 })
    expect(ok<AdminSku>(await patchSku(skuId, { price_fen: 1280, original_price_fen: 1580 }))).toMatchObject({ price_fen: 1280, original_price_fen: 1580 })
    expect(await lastAudit('mall_sku', skuId)).toMatchObject({
      before: { price_fen: 1000, original_price_fen: null },
      after: { price_fen: 1280, original_price_fen: 1580 }
    })
    expectError(await patchSku(skuId, { price_fen: 1580 }), 400, '划线价须高于售价 ¥15.80', 'original_price_fen')
    expect(ok<AdminSku>(await patchSku(skuId, { price_fen: 1580, original_price_fen: null }))).toMatchObject({ price_fen: 1580, original_price_fen: null })
    expect((await patchSku(skuId, { price_fen: 0 })).statusCode).toBe(400)
  })
})

describe('coupons', () => {
  test('a template made, audited, and listed with how many were given and used', async () => {
    const made = await send('POST', ADMIN_MALL_PATHS.coupons, { ...cashCoupon, name: ' 开学季满减 ', category: 'exam', claimable: true, reason: '开学活动' })
    const coupon = ok<AdminCoupon>(made, 201)
    expect(coupon).toMatchObject({ name: '开学季满减', kind: 'cash', summary: '满100减20 · 限高考真题', claimable: true, welcome: false, issued: 0, used: 0 })
    expect(await lastAudit('coupon', coupon.id)).toMatchObject({
      action: 'POST /api/admin/mall/coupons/',
      before: {},
      after: { name: '开学季满减', kind: 'cash', threshold_fen: 10_000, discount_fen: 2_000, category: 'exam', claimable: true, welcome: false },
      reason: '开学活动'
    })
    const discount = ok<AdminCoupon>(
      await send('POST', ADMIN_MALL_PATHS.coupons, {
        ...cashCoupon,
        name: '八五折',
        kind: 'discount',
        threshold_fen: 0,
        discount_fen: 0,
        percent_off: 15,
        max_discount_fen: 2000
      }),
      201
    )
    expect(discount.summary).toBe('8.5折（最高减20元）')
    // Given to the user by staff; the user's coupon is then held by an order.
    expect((await send('POST', MALL_CART_PATHS.staffCouponGrant, { user_id: user.id, coupon_id: coupon.id })).statusCode).toBe(201)
    expect((await send('POST', MALL_CART_PATHS.staffCouponGrant, { user_id: user.id, coupon_id: coupon.id })).statusCode).toBe(201)
    const held = await mall.coupon(user, { name: '另一张' })
    expect(held).toBeGreaterThan(0)
    const page = ok<Paginated<AdminCoupon>>(await send('GET', ADMIN_MALL_PATHS.coupons))
    expect(page.results.slice(0, 3).map((c) => [c.name, c.issued, c.used])).toEqual([
      ['另一张', 1, 0],
      ['八五折', 0, 0],
      ['开学季满减', 2, 0]
    ])
    const { skuId } = await addGoods(t.database.db, { priceFen: 12_000, category: 'exam' })
    expect((await mall.submit(user, [{ sku_id: skuId, quantity: 1 }], { user_coupon_id: held })).statusCode).toBe(201)
    const after = ok<Paginated<AdminCoupon>>(await send('GET', ADMIN_MALL_PATHS.coupons))
    expect(after.results[0]).toMatchObject({ name: '另一张', issued: 1, used: 1 })
  })

  test('templates the pricing rules could not use are refused, in Chinese, naming the field', async () => {
    const bad = (over: object) => send('POST', ADMIN_MALL_PATHS.coupons, { ...cashCoupon, ...over })
    expectError(await bad({ discount_fen: 0 }), 400, '满减券须填写减免金额', 'discount_fen')
    expectError(await bad({ discount_fen: 10_000 }), 400, '减免金额须小于使用门槛', 'discount_fen')
    expectError(await bad({ percent_off: 10 }), 400, '满减券不设折扣', 'percent_off')
    expectError(await bad({ max_discount_fen: 100 }), 400, '满减券不设最高减免', 'max_discount_fen')
    expectError(await bad({ kind: 'discount', discount_fen: 0 }), 400, '折扣券须填写折扣', 'percent_off')
    expectError(await bad({ kind: 'discount', percent_off: 10 }), 400, '折扣券不设减免金额', 'discount_fen')
    expectError(await bad({ name: '   ' }), 400, '请填写优惠券名称', 'name')
    expect((await bad({ valid_days: 0 })).statusCode).toBe(400)
    expect((await bad({ percent_off: 100, kind: 'discount', discount_fen: 0 })).statusCode).toBe(400)
    expect((await bad({ category: 'food' })).statusCode).toBe(400)
  })
})
