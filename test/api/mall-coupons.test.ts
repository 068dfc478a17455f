/**
 * Coupons (issue 23; server/routes/mall/coupons.ts, couponStaff.ts, services/mall/coupons.ts and
 * quote.ts; the rules in core/mallCoupons.ts; docs/mall.md "Coupons"): the rules at their
 * boundaries through check-price (threshold equal and one fen below, ends_at exact, the category's
 * scope, the cap, the order's last fen, delivery untouched, never stacked, the best coupon's ties,
 * none, a held coupon and its return), the welcome pack once (also under concurrency), the popup's
 * unseen coupons once, the coupon centre's claim once (also at once), my coupons by state, another
 * user's coupon 404 and the staff grant's guards.
 */
import { eq, inArray } from 'drizzle-orm'
import type { LightMyRequestResponse } from 'fastify'
import { userCoupons } from '../../server/db/schema'
import { holdCoupon, releaseCoupon } from '../../server/services/mall/coupons'
import type { Paginated } from '../../types/api'
import { MALL_CART_PATHS, type MallCentreCoupon, type MallCouponState, type MallQuote, type MallRecentCoupons, type MallUserCoupon } from '../../types/mallCart'
import { signedInject } from './helpers'
import { appWithMembers, newMembers, type Member } from './support/accounts'
import { ok } from './support/forum'
import { addCoupon, addGoods, type TemplateInput } from './support/mallCart'

const DAY_MS = 86_400_000

const { t, a, staff } = appWithMembers('1370023002')
const someone = newMembers(t, 13700230200)

const send = (method: 'GET' | 'POST', url: string, who?: Member, payload?: object): Promise<LightMyRequestResponse> =>
  signedInject(t.app, { method, url, payload, headers: who ? { authorization: `Bearer ${who.access}` } : {} })

function expectError(res: LightMyRequestResponse, status: number, detail: string) {
  expect([res.statusCode, (res.json() as { detail: string }).detail]).toEqual([status, detail])
}

const db = () => t.database.db
const grantRaw = (user_id: number, coupon_id: number, as: Member = staff) => send('POST', MALL_CART_PATHS.staffCouponGrant, as, { user_id, coupon_id })
/** A new template given to `who` by staff. */
const give = async (who: Member, template: TemplateInput = {}) => ok<MallUserCoupon>(await grantRaw(who.id, await addCoupon(db(), template)), 201)
const recent = async (who: Member) => ok<MallRecentCoupons>(await send('POST', MALL_CART_PATHS.recentCoupons, who)).coupons
const mine = async (who: Member, state: MallCouponState) => ok<Paginated<MallUserCoupon>>(await send('GET', `${MALL_CART_PATHS.coupons}?state=${state}`, who)).results
const centre = async (who: Member) => ok<Paginated<MallCentreCoupon>>(await send('GET', MALL_CART_PATHS.couponCentre, who)).results
const claim = (who: Member, coupon_id: number) => send('POST', MALL_CART_PATHS.couponClaim, who, { coupon_id })

/** check-price of one line of a fresh good at `priceFen` (category exam unless told). */
async function priceOne(who: Member, priceFen: number, choice?: number | null, category: Parameters<typeof addGoods>[1] = {}) {
  const { skuId } = await addGoods(db(), { priceFen, ...category })
  const lines = [{ sku_id: skuId, quantity: 1 }]
  return send('POST', MALL_CART_PATHS.checkPrice, who, choice === undefined ? { lines } : { lines, user_coupon_id: choice })
}
const quoteOne = async (who: Member, priceFen: number, choice?: number | null, over: Parameters<typeof addGoods>[1] = {}) =>
  ok<MallQuote>(await priceOne(who, priceFen, choice, over))

describe('guards', () => {
  test('a visitor gets 401; a user gets 403 on the staff grant', async () => {
    for (const [method, url, body] of [
      ['GET', MALL_CART_PATHS.coupons],
      ['GET', MALL_CART_PATHS.couponCentre],
      ['POST', MALL_CART_PATHS.couponClaim, { coupon_id: 1 }],
      ['POST', MALL_CART_PATHS.recentCoupons],
      ['POST', MALL_CART_PATHS.staffCouponGrant, { user_id: 1, coupon_id: 1 }]
    ] as const)
      expect([url, (await send(method, url, undefined, body)).statusCode]).toEqual([url, 401])
    expect((await grantRaw(a.id, await addCoupon(db()), a)).statusCode).toBe(403)
    expectError(await grantRaw(987654321, await addCoupon(db())), 404, '用户不存在')
    expectError(await grantRaw(a.id, 987654321), 404, '优惠券不存在')
  })
})

describe('the rules through check-price', () => {
  test('the threshold is met at exactly threshold_fen, not one fen below', async () => {
    const me = await someone()
    const coupon = await give(me, { name: '满59减10', thresholdFen: 5900, discountFen: 1000 })
    const at = await quoteOne(me, 5900)
    expect(at).toMatchObject({ goods_fen: 5900, discount_fen: 1000, delivery_fen: 0, total_fen: 4900 })
    expect(at.coupon?.id).toBe(coupon.id)
    const below = await quoteOne(me, 5899)
    expect(below).toMatchObject({ discount_fen: 0, delivery_fen: 600, total_fen: 6499, coupon: null })
    expect(below.coupons).toEqual([{ coupon: expect.objectContaining({ id: coupon.id }), discount_fen: 0, usable: false, reason: '商品还差¥0.01可用' }])
    expectError(await priceOne(me, 5899, coupon.id), 422, '商品还差¥0.01可用')
  })

  test('usable until ends_at, expired at ends_at exactly', async () => {
    const me = await someone()
    const coupon = await give(me, { thresholdFen: 0, discountFen: 500, validDays: 3 })
    const endsAt = Date.parse(coupon.ends_at)
    expect(endsAt - Date.parse(coupon.starts_at)).toBe(3 * DAY_MS)
    const saved = t.clock.now
    try {
      t.clock.now = endsAt - 1
      expect((await quoteOne(me, 2000, coupon.id)).discount_fen).toBe(500)
      expect((await mine(me, 'usable')).map((c) => c.id)).toEqual([coupon.id])
      t.clock.now = endsAt
      const best = await quoteOne(me, 2000)
      expect([best.coupon, best.coupons]).toEqual([null, []])
      expectError(await priceOne(me, 2000, coupon.id), 422, '优惠券已过期')
      expect(await mine(me, 'usable')).toEqual([])
      expect((await mine(me, 'expired')).map((c) => [c.id, c.state])).toEqual([[coupon.id, 'expired']])
    } finally {
      t.clock.now = saved
    }
  })

  test('a category coupon counts only its category', async () => {
    const me = await someone()
    const exam = await give(me, { name: '真题满49减8', category: 'exam', thresholdFen: 4900, discountFen: 800 })
    expectError(await priceOne(me, 9900, exam.id, { category: 'stationery' }), 422, '仅限高考真题商品可用')
    const book = await addGoods(db(), { category: 'exam', priceFen: 4000 })
    const pen = await addGoods(db(), { category: 'stationery', priceFen: 5000 })
    const lines = [
      { sku_id: book.skuId, quantity: 1 },
      { sku_id: pen.skuId, quantity: 1 }
    ]
    // ¥90 of goods, ¥40 of them exam: the threshold is not met.
    expectError(await send('POST', MALL_CART_PATHS.checkPrice, me, { lines, user_coupon_id: exam.id }), 422, '高考真题商品还差¥9.00可用')
    const more = ok<MallQuote>(await send('POST', MALL_CART_PATHS.checkPrice, me, { lines: [{ sku_id: book.skuId, quantity: 2 }, lines[1]] }))
    expect([more.goods_fen, more.discount_fen, more.coupon?.id]).toEqual([13000, 800, exam.id])
  })

  test('a percent coupon rounds down and stops at its cap', async () => {
    const me = await someone()
    await give(me, { name: '85折', kind: 'discount', thresholdFen: 0, discountFen: 0, percentOff: 15, maxDiscountFen: 2000 })
    expect((await quoteOne(me, 999)).discount_fen).toBe(149)
    expect((await quoteOne(me, 13333)).discount_fen).toBe(1999)
    expect((await quoteOne(me, 13334)).discount_fen).toBe(2000)
    expect((await quoteOne(me, 50000)).discount_fen).toBe(2000)
  })

  test('the goods keep at least 1 fen, and delivery is never discounted', async () => {
    const me = await someone()
    await give(me, { name: '无门槛减10', thresholdFen: 0, discountFen: 1000 })
    expect(await quoteOne(me, 800)).toMatchObject({ goods_fen: 800, discount_fen: 799, delivery_fen: 600, total_fen: 601 })
    expect(await quoteOne(me, 1000)).toMatchObject({ discount_fen: 999, total_fen: 601 })
    const tiny = await quoteOne(me, 1)
    expect(tiny).toMatchObject({ discount_fen: 0, total_fen: 601, coupon: null })
    expect(tiny.coupons[0].reason).toBe('订单金额过低，无法使用')
  })

  test('never stacked; the best: largest, then ending soonest, then the smallest id; null: none', async () => {
    const me = await someone()
    const five = await give(me, { thresholdFen: 0, discountFen: 500, validDays: 7 })
    const eightLater = await give(me, { thresholdFen: 0, discountFen: 800, validDays: 9 })
    const eightSooner = await give(me, { thresholdFen: 0, discountFen: 800, validDays: 8 })
    const quote = await quoteOne(me, 10000)
    expect([quote.discount_fen, quote.total_fen, quote.coupon?.id]).toEqual([800, 9200, eightSooner.id])
    expect(quote.coupons.map((o) => [o.coupon.id, o.discount_fen, o.usable])).toEqual([
      [eightSooner.id, 800, true],
      [eightLater.id, 800, true],
      [five.id, 500, true]
    ])
    // The same end: the smaller id.
    const template = await addCoupon(db(), { thresholdFen: 0, discountFen: 800, validDays: 8 })
    const twinA = ok<MallUserCoupon>(await grantRaw(me.id, template), 201)
    const twinB = ok<MallUserCoupon>(await grantRaw(me.id, template), 201)
    const twinsEnd = new Date(Date.parse(eightSooner.ends_at) - 1000)
    await db()
      .update(userCoupons)
      .set({ endsAt: twinsEnd })
      .where(inArray(userCoupons.id, [twinA.id, twinB.id]))
    expect((await quoteOne(me, 10000)).coupon?.id).toBe(Math.min(twinA.id, twinB.id))
    expect(await quoteOne(me, 10000, null)).toMatchObject({ discount_fen: 0, total_fen: 10000, coupon: null })
    expect((await quoteOne(me, 10000, five.id)).discount_fen).toBe(500)
  })

  test('another user’s coupon is 404; a held coupon cannot be used until its order gives it back', async () => {
    const me = await someone()
    const coupon = await give(me, { thresholdFen: 0, discountFen: 500 })
    expectError(await priceOne(a, 2000, coupon.id), 404, '优惠券不存在')
    expectError(await priceOne(me, 2000, 987654321), 404, '优惠券不存在')
    expect(await holdCoupon(db(), me.id, coupon.id, 424242, t.clock.now)).toBe(true)
    // Held once: a second order cannot take it.
    expect(await holdCoupon(db(), me.id, coupon.id, 434343, t.clock.now)).toBe(false)
    expectError(await priceOne(me, 2000, coupon.id), 422, '优惠券已使用')
    expect((await quoteOne(me, 2000)).coupons).toEqual([])
    expect((await mine(me, 'used')).map((c) => [c.id, c.state, c.used_order_id])).toEqual([[coupon.id, 'used', 424242]])
    await releaseCoupon(db(), 424242)
    expect((await quoteOne(me, 2000)).coupon?.id).toBe(coupon.id)
    expect(await mine(me, 'used')).toEqual([])
  })
})

describe('receiving coupons', () => {
  test('the welcome pack once, in the popup once; a staff grant shows once; a claimed one never', async () => {
    const small = await addCoupon(db(), { name: '新人无门槛券', thresholdFen: 0, discountFen: 300, validDays: 30, welcome: true })
    const big = await addCoupon(db(), { name: '新人满59减10', validDays: 20, welcome: true })
    const me = await someone()
    const first = await recent(me)
    // Ending soonest first.
    expect(first.map((c) => [c.coupon_id, c.source, c.state])).toEqual([
      [big, 'welcome', 'usable'],
      [small, 'welcome', 'usable']
    ])
    expect(await recent(me)).toEqual([])
    expect((await mine(me, 'usable')).map((c) => c.coupon_id)).toEqual([big, small])
    const granted = await give(me, { name: '补偿券' })
    expect((await recent(me)).map((c) => c.id)).toEqual([granted.id])
    expect(await recent(me)).toEqual([])
    const offered = await addCoupon(db(), { name: '领券满99减15', claimable: true })
    ok(await claim(me, offered), 201)
    expect(await recent(me)).toEqual([])
    // Welcome templates are given once each: the rows stay three (two welcome and the grant) plus the claim.
    expect(await db().select().from(userCoupons).where(eq(userCoupons.userId, me.id))).toHaveLength(4)
  })

  test('the welcome pack once under concurrency: eight popups at once answer each coupon once', async () => {
    const me = await someone()
    const answers = await Promise.all(Array.from({ length: 8 }, () => recent(me)))
    const welcome = await db().select({ id: userCoupons.id }).from(userCoupons).where(eq(userCoupons.userId, me.id))
    const shown = answers.flat().map((c) => c.id)
    expect(shown.sort()).toEqual(welcome.map((row) => row.id).sort())
    expect(welcome.length).toBeGreaterThanOrEqual(2)
    expect(await recent(me)).toEqual([])
  })

  test('an unseen coupon already used or expired is not shown', async () => {
    const me = await someone()
    await recent(me)
    const used = await give(me, { thresholdFen: 0, discountFen: 100 })
    await holdCoupon(db(), me.id, used.id, 515151, t.clock.now)
    const expired = await give(me, { validDays: 1 })
    await db()
      .update(userCoupons)
      .set({ endsAt: new Date(t.clock.now) })
      .where(eq(userCoupons.id, expired.id))
    expect(await recent(me)).toEqual([])
  })

  test('the centre: claimable coupons, each claimed once (also at once); others are 404', async () => {
    const me = await someone()
    const offered = await addCoupon(db(), { name: '文具满30减5', claimable: true, category: 'stationery', thresholdFen: 3000, discountFen: 500, validDays: 7 })
    const hidden = await addCoupon(db(), { name: '内部券' })
    const listed = await centre(me)
    expect(listed.map((c) => c.id)).toContain(offered)
    expect(listed.map((c) => c.id)).not.toContain(hidden)
    expect(listed.find((c) => c.id === offered)).toMatchObject({
      name: '文具满30减5',
      category: 'stationery',
      threshold_fen: 3000,
      discount_fen: 500,
      valid_days: 7,
      claimed: false
    })
    const answers = await Promise.all(Array.from({ length: 6 }, () => claim(me, offered)))
    expect(answers.map((r) => r.statusCode).sort()).toEqual([201, 409, 409, 409, 409, 409])
    const got = answers.find((r) => r.statusCode === 201)!.json() as MallUserCoupon
    expect(got).toMatchObject({ coupon_id: offered, source: 'claim', state: 'usable', used_order_id: null })
    expect(Date.parse(got.ends_at) - Date.parse(got.starts_at)).toBe(7 * DAY_MS)
    expectError(
      answers.find((r) => r.statusCode === 409)!,
      409,
      '已经领取过该优惠券'
    )
    expect((await centre(me)).find((c) => c.id === offered)?.claimed).toBe(true)
    // Another user may claim it too.
    expect((await claim(a, offered)).statusCode).toBe(201)
    expectError(await claim(me, hidden), 404, '优惠券不存在')
    expectError(await claim(me, 987654321), 404, '优惠券不存在')
  })

  test('my coupons by state: usable ending soonest first, used, expired; another user sees none of them', async () => {
    const me = await someone()
    const later = await give(me, { validDays: 9 })
    const sooner = await give(me, { validDays: 2 })
    const used = await give(me, { validDays: 5 })
    const old = await give(me, { validDays: 1 })
    await holdCoupon(db(), me.id, used.id, 616161, t.clock.now)
    await db()
      .update(userCoupons)
      .set({ endsAt: new Date(t.clock.now - 1) })
      .where(eq(userCoupons.id, old.id))
    expect((await mine(me, 'usable')).map((c) => c.id)).toEqual([sooner.id, later.id])
    expect((await mine(me, 'used')).map((c) => c.id)).toEqual([used.id])
    expect((await mine(me, 'expired')).map((c) => c.id)).toEqual([old.id])
    expect(ok<Paginated<MallUserCoupon>>(await send('GET', MALL_CART_PATHS.coupons, me)).count).toBe(2)
    expect((await send('GET', `${MALL_CART_PATHS.coupons}?state=lost`, me)).statusCode).toBe(400)
    const other = await someone()
    expect(await mine(other, 'usable')).toEqual([])
  })
})
