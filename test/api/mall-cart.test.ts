/**
 * The cart and check-price (issue 23; server/routes/mall/cart.ts, services/mall/cart.ts and
 * quote.ts; docs/mall.md "Cart"): adding merges into the SKU's line within the limits (quantity,
 * stock, lines), a price or stock change since adding is shown per line and never silently
 * applied, lines with a problem are flagged and not counted, selection and removal, another user's
 * line 404, and check-price: the server's prices only (a price in the request is refused, never
 * used), delivery at 5899/5900, the same SKU twice, a missing SKU.
 */
import { eq } from 'drizzle-orm'
import type { LightMyRequestResponse } from 'fastify'
import { cartItems, mallGoods, mallSkus } from '../../server/db/schema'
import { MALL_MAX_LINES } from '../../types/mall'
import { MALL_CART_PATHS, type MallCart, type MallCartAdded, type MallCartCount, type MallQuote } from '../../types/mallCart'
import { signedInject } from './helpers'
import { appWithMembers, newMembers, type Member } from './support/accounts'
import { ok } from './support/forum'
import { addGoods } from './support/mallCart'

const { t, a, b } = appWithMembers('1370023001')
const someone = newMembers(t, 13700230100)

const send = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, who?: Member, payload?: object): Promise<LightMyRequestResponse> =>
  signedInject(t.app, { method, url, payload, headers: who ? { authorization: `Bearer ${who.access}` } : {} })

function expectError(res: LightMyRequestResponse, status: number, detail: string) {
  expect([res.statusCode, (res.json() as { detail: string }).detail]).toEqual([status, detail])
}

const lineUrl = (id: number) => `${MALL_CART_PATHS.cart}${id}/`
const add = (who: Member, sku_id: number, quantity = 1) => send('POST', MALL_CART_PATHS.cart, who, { sku_id, quantity })
const cartOf = async (who: Member) => ok<MallCart>(await send('GET', MALL_CART_PATHS.cart, who))
const checkPrice = (who: Member, body: object) => send('POST', MALL_CART_PATHS.checkPrice, who, body)
const db = () => t.database.db

describe('guards', () => {
  test('a visitor gets 401 on every cart route', async () => {
    for (const [method, url, body] of [
      ['GET', MALL_CART_PATHS.cart],
      ['POST', MALL_CART_PATHS.cart, { sku_id: 1, quantity: 1 }],
      ['PATCH', lineUrl(1), { quantity: 2 }],
      ['DELETE', lineUrl(1)],
      ['POST', MALL_CART_PATHS.cartSelect, { selected: true }],
      ['POST', MALL_CART_PATHS.cartRemove, { ids: [1] }],
      ['GET', MALL_CART_PATHS.cartCount],
      ['POST', MALL_CART_PATHS.checkPrice, { lines: [{ sku_id: 1, quantity: 1 }] }]
    ] as const)
      expect([url, (await send(method, url, undefined, body)).statusCode]).toEqual([url, 401])
  })
})

describe('adding', () => {
  test('adds a line, then adds to it; the count is of lines', async () => {
    const me = await someone()
    const book = await addGoods(db(), { priceFen: 2500, stock: 10, title: '五年高考三年模拟' })
    const pen = await addGoods(db(), { category: 'stationery', priceFen: 300 })
    const first = ok<MallCartAdded>(await add(me, book.skuId, 2), 201)
    expect(first.count).toBe(1)
    expect(first.line).toMatchObject({
      sku_id: book.skuId,
      goods_id: book.goodsId,
      title: '五年高考三年模拟',
      quantity: 2,
      price_fen: 2500,
      amount_fen: 5000,
      price_fen_added: 2500,
      selected: true,
      problem: null
    })
    expect(first.line.image_url).toMatch(/\/api\/storage\/thumb\/mall-test-cover$/)
    const again = ok<MallCartAdded>(await add(me, book.skuId, 3), 201)
    expect([again.line.id, again.line.quantity, again.count]).toEqual([first.line.id, 5, 1])
    ok(await add(me, pen.skuId), 201)
    expect(ok<MallCartCount>(await send('GET', MALL_CART_PATHS.cartCount, me))).toEqual({ count: 2 })
    const cart = await cartOf(me)
    // Newest first; both selected: 5 × 25 + 3 = ¥128, delivery free.
    expect(cart.lines.map((l) => [l.sku_id, l.quantity])).toEqual([
      [pen.skuId, 1],
      [book.skuId, 5]
    ])
    expect(cart.quote).toMatchObject({ goods_fen: 12800, discount_fen: 0, delivery_fen: 0, total_fen: 12800, buyable: true, coupon: null })
  })

  test('refuses past the stock, past 99, off the shelf, sold out, a missing SKU', async () => {
    const me = await someone()
    const few = await addGoods(db(), { stock: 3 })
    ok(await add(me, few.skuId, 2), 201)
    expectError(await add(me, few.skuId, 2), 422, '库存不足，仅剩3件')
    const many = await addGoods(db(), { stock: 500 })
    ok(await add(me, many.skuId, 98), 201)
    expectError(await add(me, many.skuId, 2), 422, '每件商品最多购买99件，购物车中已有98件')
    expect((await add(me, many.skuId, 100)).statusCode).toBe(400)
    expect((await add(me, many.skuId, 0)).statusCode).toBe(400)
    expectError(await add(me, (await addGoods(db(), { status: 'off_shelf' })).skuId), 422, '商品已下架')
    expectError(await add(me, (await addGoods(db(), { stock: 0 })).skuId), 422, '已售罄')
    expectError(await add(me, 987654321), 404, '商品不存在')
  })

  test(`at most ${MALL_MAX_LINES} lines, also when adds run at once`, async () => {
    const me = await someone()
    const goods = []
    for (let i = 0; i < MALL_MAX_LINES + 3; i++) goods.push(await addGoods(db()))
    const answers = await Promise.all(goods.map((g) => add(me, g.skuId)))
    expect(answers.filter((r) => r.statusCode === 201)).toHaveLength(MALL_MAX_LINES)
    const refused = answers.filter((r) => r.statusCode !== 201)
    expect(refused).toHaveLength(3)
    expectError(refused[0], 422, `购物车已满（最多${MALL_MAX_LINES}种商品），请先结算或删除部分商品`)
    expect(ok<MallCartCount>(await send('GET', MALL_CART_PATHS.cartCount, me)).count).toBe(MALL_MAX_LINES)
    // A line already there still takes more.
    ok(await add(me, goods.find((_, i) => answers[i].statusCode === 201)!.skuId), 201)
  })
})

describe('changes since adding', () => {
  test('a new price is shown beside the price when added, and used; adding again takes the new price', async () => {
    const me = await someone()
    const book = await addGoods(db(), { priceFen: 3000 })
    ok(await add(me, book.skuId, 2), 201)
    await db().update(mallSkus).set({ priceFen: 2800 }).where(eq(mallSkus.id, book.skuId))
    let [line] = (await cartOf(me)).lines
    expect([line.price_fen_added, line.price_fen, line.amount_fen]).toEqual([3000, 2800, 5600])
    await db().update(mallSkus).set({ priceFen: 3300 }).where(eq(mallSkus.id, book.skuId))
    ;[line] = (await cartOf(me)).lines
    expect([line.price_fen_added, line.price_fen]).toEqual([3000, 3300])
    // A quantity change does not hide the change.
    ;[line] = ok<MallCart>(await send('PATCH', lineUrl(line.id), me, { quantity: 1 })).lines
    expect([line.price_fen_added, line.price_fen]).toEqual([3000, 3300])
    // The user saw the new price on the goods page when adding again.
    expect(ok<MallCartAdded>(await add(me, book.skuId), 201).line).toMatchObject({ price_fen_added: 3300, price_fen: 3300, quantity: 2 })
  })

  test('short stock, sold out and off the shelf are flagged, never dropped nor counted', async () => {
    const me = await someone()
    const short = await addGoods(db(), { priceFen: 1000, stock: 5 })
    const gone = await addGoods(db(), { priceFen: 2000, stock: 5 })
    const off = await addGoods(db(), { priceFen: 4000, stock: 5 })
    const fine = await addGoods(db(), { priceFen: 500, stock: 5 })
    for (const g of [short, gone, off, fine]) ok(await add(me, g.skuId, 3), 201)
    await db().update(mallSkus).set({ stock: 2 }).where(eq(mallSkus.id, short.skuId))
    await db().update(mallSkus).set({ stock: 0 }).where(eq(mallSkus.id, gone.skuId))
    await db().update(mallGoods).set({ status: 'off_shelf' }).where(eq(mallGoods.id, off.goodsId))
    const cart = await cartOf(me)
    const problems = new Map(cart.lines.map((l) => [l.sku_id, [l.problem, l.quantity, l.stock]]))
    expect(problems.get(short.skuId)).toEqual(['low_stock', 3, 2])
    expect(problems.get(gone.skuId)).toEqual(['sold_out', 3, 0])
    expect(problems.get(off.skuId)?.[0]).toBe('off_shelf')
    expect(problems.get(fine.skuId)?.[0]).toBeNull()
    expect(cart.quote.lines).toHaveLength(4)
    expect(cart.quote).toMatchObject({ goods_fen: 1500, delivery_fen: 600, total_fen: 2100, buyable: false })
    // Lowering the quantity to the stock clears the flag; going up past it is refused.
    const shortLine = cart.lines.find((l) => l.sku_id === short.skuId)!
    expectError(await send('PATCH', lineUrl(shortLine.id), me, { quantity: 4 }), 422, '库存不足，仅剩2件')
    const lowered = ok<MallCart>(await send('PATCH', lineUrl(shortLine.id), me, { quantity: 2 }))
    expect(lowered.lines.find((l) => l.id === shortLine.id)?.problem).toBeNull()
    expect(lowered.quote.goods_fen).toBe(1500 + 2000)
  })
})

describe('selecting and removing', () => {
  test('the quote prices the selected lines; select all and none', async () => {
    const me = await someone()
    const x = await addGoods(db(), { priceFen: 3000 })
    const y = await addGoods(db(), { priceFen: 2900 })
    ok(await add(me, x.skuId), 201)
    const yLine = ok<MallCartAdded>(await add(me, y.skuId), 201).line
    expect((await cartOf(me)).quote).toMatchObject({ goods_fen: 5900, delivery_fen: 0, total_fen: 5900 })
    const one = ok<MallCart>(await send('PATCH', lineUrl(yLine.id), me, { selected: false }))
    expect(one.quote).toMatchObject({ goods_fen: 3000, delivery_fen: 600, total_fen: 3600, free_delivery_gap_fen: 2900 })
    expect(one.quote.lines.map((l) => l.sku_id)).toEqual([x.skuId])
    const none = ok<MallCart>(await send('POST', MALL_CART_PATHS.cartSelect, me, { selected: false }))
    expect(none.lines.every((l) => !l.selected)).toBe(true)
    expect(none.quote).toMatchObject({ lines: [], goods_fen: 0, delivery_fen: 0, total_fen: 0, buyable: false })
    const all = ok<MallCart>(await send('POST', MALL_CART_PATHS.cartSelect, me, { selected: true }))
    expect(all.quote.goods_fen).toBe(5900)
    expect((await send('PATCH', lineUrl(yLine.id), me, {})).statusCode).toBe(400)
  })

  test('remove one, remove several; another user’s line is 404 and stays', async () => {
    const me = await someone()
    const ids = []
    for (let i = 0; i < 3; i++) ids.push(ok<MallCartAdded>(await add(me, (await addGoods(db())).skuId), 201).line.id)
    const [first, second, third] = ids
    for (const [method, url, body] of [
      ['PATCH', lineUrl(first), { quantity: 2 }],
      ['PATCH', lineUrl(first), { selected: false }],
      ['DELETE', lineUrl(first)]
    ] as const)
      expectError(await send(method, url, a, body), 404, '购物车商品不存在')
    expectError(await send('POST', MALL_CART_PATHS.cartRemove, b, { ids: [first] }), 404, '购物车商品不存在')
    // All or nothing: one of them not mine, none removed.
    expectError(await send('POST', MALL_CART_PATHS.cartRemove, me, { ids: [first, 987654321] }), 404, '购物车商品不存在')
    expect((await cartOf(me)).lines).toHaveLength(3)
    expect(ok<{ detail: string }>(await send('DELETE', lineUrl(third), me))).toEqual({ detail: '已从购物车删除' })
    expectError(await send('DELETE', lineUrl(third), me), 404, '购物车商品不存在')
    const left = ok<MallCart>(await send('POST', MALL_CART_PATHS.cartRemove, me, { ids: [first, second] }))
    expect(left.lines).toEqual([])
    expect(await db().select().from(cartItems).where(eq(cartItems.userId, me.id))).toEqual([])
  })
})

describe('check-price', () => {
  test('prices come from the server: a price in the request is refused, never used', async () => {
    const me = await someone()
    const book = await addGoods(db(), { priceFen: 4500 })
    const tampered = await checkPrice(me, { lines: [{ sku_id: book.skuId, quantity: 2, price_fen: 1 }] })
    expect(tampered.statusCode).toBe(400)
    expect((await checkPrice(me, { lines: [{ sku_id: book.skuId, quantity: 2 }], total_fen: 1 })).statusCode).toBe(400)
    const quote = ok<MallQuote>(await checkPrice(me, { lines: [{ sku_id: book.skuId, quantity: 2 }] }))
    expect(quote).toMatchObject({ goods_fen: 9000, discount_fen: 0, delivery_fen: 0, total_fen: 9000, buyable: true })
    expect(quote.lines[0]).toMatchObject({ price_fen: 4500, amount_fen: 9000, quantity: 2 })
  })

  test('delivery ¥6 at 5899 fen of goods, free at 5900', async () => {
    const me = await someone()
    const below = await addGoods(db(), { priceFen: 5899 })
    const at = await addGoods(db(), { priceFen: 5900 })
    expect(ok<MallQuote>(await checkPrice(me, { lines: [{ sku_id: below.skuId, quantity: 1 }] }))).toMatchObject({
      delivery_fen: 600,
      total_fen: 6499,
      free_delivery_gap_fen: 1
    })
    expect(ok<MallQuote>(await checkPrice(me, { lines: [{ sku_id: at.skuId, quantity: 1 }] }))).toMatchObject({
      delivery_fen: 0,
      total_fen: 5900,
      free_delivery_gap_fen: 0
    })
  })

  test('a missing SKU is 404, the same SKU twice 400, bad quantities 400, no lines 400; the cart is not touched', async () => {
    const me = await someone()
    const book = await addGoods(db())
    expectError(
      await checkPrice(me, {
        lines: [
          { sku_id: book.skuId, quantity: 1 },
          { sku_id: 987654321, quantity: 1 }
        ]
      }),
      404,
      '商品不存在'
    )
    expectError(
      await checkPrice(me, {
        lines: [
          { sku_id: book.skuId, quantity: 1 },
          { sku_id: book.skuId, quantity: 2 }
        ]
      }),
      400,
      '同一规格的商品请合并为一行'
    )
    for (const quantity of [0, 100, 1.5]) expect((await checkPrice(me, { lines: [{ sku_id: book.skuId, quantity }] })).statusCode).toBe(400)
    expect((await checkPrice(me, { lines: [] })).statusCode).toBe(400)
    expect(ok<MallCartCount>(await send('GET', MALL_CART_PATHS.cartCount, me)).count).toBe(0)
  })

  test('a line short of stock is priced and flagged, not counted', async () => {
    const me = await someone()
    const few = await addGoods(db(), { priceFen: 1000, stock: 1 })
    const quote = ok<MallQuote>(await checkPrice(me, { lines: [{ sku_id: few.skuId, quantity: 2 }] }))
    expect(quote.lines[0]).toMatchObject({ amount_fen: 2000, problem: 'low_stock', stock: 1 })
    expect(quote).toMatchObject({ goods_fen: 0, total_fen: 0, buyable: false })
  })
})
