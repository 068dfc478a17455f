/**
 * Goods comments (issue 23; types/mallGoods.ts, docs/mall.md "Comments"): a buyer comments on a
 * received order item once, with a rating and their own pictures; the comment shows under the good
 * with the buyer's name masked, in the tabs and the rating summary. Refused: before receipt (422),
 * twice (409, also two at once), another user's item or an unknown one (404), a bad text, rating or
 * picture (400), a visitor (401). The order rows are written straight to the tables.
 */
import type { LightMyRequestResponse } from 'fastify'
import { eq } from 'drizzle-orm'
import { shopOrders, shopOrderItems, users } from '../../server/db/schema'
import type { Paginated } from '../../types/api'
import { MALL_GOODS_LIMITS, MALL_GOODS_PATHS, type MallComment, type MallCommentCreate, type MallCommentTarget, type MallGoodsDetail } from '../../types/mallGoods'
import { USER_PATHS, type PresignResponse } from '../../types/user'
import { signedInject } from './helpers'
import { accountsApp, memberOf, type AccountsApp, type Member } from './support/accounts'
import { ok } from './support/forum'
import { insertGoods, insertOrderItem } from './support/mallGoods'
import { expectError } from './support/print'

let t: AccountsApp
beforeAll(async () => {
  t = await accountsApp()
})
afterAll(() => t.close())

let phone = 13600023000
const someone = async (name?: string) => {
  const who = await memberOf(t, String(phone++))
  if (name) await t.database.db.update(users).set({ username: name }).where(eq(users.id, who.id))
  return who
}

const send = (method: 'GET' | 'POST', url: string, access?: string, payload?: object): Promise<LightMyRequestResponse> =>
  signedInject(t.app, { method, url, payload, headers: access ? { authorization: `Bearer ${access}` } : {} })
const comment = (who: Member | undefined, input: Partial<MallCommentCreate> & { order_item_id: number }) =>
  send('POST', MALL_GOODS_PATHS.comments, who?.access, { rating: 5, content: '纸张很好，解析清楚。', ...input })
const commentsOf = async (goodsId: number, query = '') => ok<Paginated<MallComment>>(await send('GET', `${MALL_GOODS_PATHS.goods}${goodsId}/comments/${query}`))
const detailOf = async (goodsId: number) => ok<MallGoodsDetail>(await send('GET', `${MALL_GOODS_PATHS.goods}${goodsId}/`))
const targetOf = (who: Member | undefined, itemId: number) => send('GET', `${MALL_GOODS_PATHS.commentTarget}${itemId}/`, who?.access)

/** A finished image upload of `who` (`finished: false` leaves it pending). */
async function image(who: Member, finished = true): Promise<string> {
  const presign = ok<PresignResponse>(await t.get(`${USER_PATHS.presign}?suffix=png&method=PUT`, who.access))
  if (finished) {
    const put = await t.app.inject({ method: 'PUT', url: presign.url, payload: Buffer.from('png bytes'), headers: { 'content-type': 'image/png' } })
    expect(put.statusCode).toBe(200)
  }
  return presign.key
}

describe('writing a comment', () => {
  test('after receipt: 201 with the rating, trimmed text, pictures and the SKU bought; the name masked; shown under the good', async () => {
    const goods = await insertGoods(t.database.db, { imageKeys: ['cover.jpg'] })
    const buyer = await someone('张小明')
    const item = await insertOrderItem(t.database.db, buyer.id, goods, 'received', 'cover.jpg')
    const keys = [await image(buyer), await image(buyer)]
    t.clock.now += 1000
    const created = ok<MallComment>(await comment(buyer, { order_item_id: item, rating: 4, content: '  纸张很好，解析清楚。 ', images: keys }), 201)
    expect(created).toEqual({
      id: expect.any(Number),
      goods_id: goods.id,
      user_name: '张**',
      avatar_url: '',
      rating: 4,
      content: '纸张很好，解析清楚。',
      sku_name: '标准版',
      images: keys.map((key) => ({ url: `/api/storage/file/${key}`, thumb_url: `/api/storage/thumb/${key}` })),
      is_demo: false,
      created_at: new Date(t.clock.now).toISOString()
    })
    expect((await commentsOf(goods.id)).results).toEqual([created])
    const detail = await detailOf(goods.id)
    expect([detail.rating, detail.comments]).toEqual([{ count: 1, average: 4, good_rate: 100, good: 1, medium: 0, bad: 0, images: 1 }, [created]])
    // addComment's item now carries it.
    expect(ok<MallCommentTarget>(await targetOf(buyer, item))).toEqual({
      order_item_id: item,
      goods_id: goods.id,
      title: '测试商品',
      sku_name: '标准版',
      image_url: '/api/storage/thumb/cover.jpg',
      received: true,
      comment: created
    })
  })

  test('before receipt: 422 确认收货后才能评价; the item says it is not received yet', async () => {
    const goods = await insertGoods(t.database.db)
    const buyer = await someone()
    for (const status of ['unpaid', 'paid', 'shipped', 'cancelled']) {
      const item = await insertOrderItem(t.database.db, buyer.id, goods, status)
      expectError(await comment(buyer, { order_item_id: item }), 422, '确认收货后才能评价', 'business_rule')
      expect(ok<MallCommentTarget>(await targetOf(buyer, item))).toMatchObject({ received: false, comment: null })
    }
  })

  test('once per item: the second is 409 该商品已评价, and of two at once one wins', async () => {
    const goods = await insertGoods(t.database.db)
    const buyer = await someone()
    const item = await insertOrderItem(t.database.db, buyer.id, goods)
    ok(await comment(buyer, { order_item_id: item }), 201)
    expectError(await comment(buyer, { order_item_id: item, content: '再评一次' }), 409, '该商品已评价', 'business_rule')

    const other = await insertOrderItem(t.database.db, buyer.id, goods)
    const both = await Promise.all([comment(buyer, { order_item_id: other }), comment(buyer, { order_item_id: other })])
    expect(both.map((r) => r.statusCode).sort()).toEqual([201, 409])
    // A second item of the same good is a comment of its own.
    expect((await commentsOf(goods.id)).count).toBe(2)
  })

  test("another user's item, an unknown one: 404 订单商品不存在; a visitor 401", async () => {
    const goods = await insertGoods(t.database.db)
    const [buyer, stranger] = [await someone(), await someone()]
    const item = await insertOrderItem(t.database.db, buyer.id, goods)
    expectError(await comment(stranger, { order_item_id: item }), 404, '订单商品不存在', 'not_found')
    expectError(await targetOf(stranger, item), 404, '订单商品不存在', 'not_found')
    expectError(await comment(buyer, { order_item_id: 99999999 }), 404, '订单商品不存在', 'not_found')
    expect((await comment(undefined, { order_item_id: item })).statusCode).toBe(401)
    expect((await targetOf(undefined, item)).statusCode).toBe(401)
    expect((await commentsOf(goods.id)).count).toBe(0)
  })

  test('a good gone from the shop cannot be commented: 404 商品不存在', async () => {
    const goods = await insertGoods(t.database.db)
    const buyer = await someone()
    const item = await insertOrderItem(t.database.db, buyer.id, goods)
    await t.database.db.update(shopOrderItems).set({ goodsId: null }).where(eq(shopOrderItems.id, item))
    expectError(await comment(buyer, { order_item_id: item }), 404, '商品不存在', 'not_found')
  })

  test('bad input: 400 naming the field', async () => {
    const goods = await insertGoods(t.database.db)
    const [buyer, other] = [await someone(), await someone()]
    const item = await insertOrderItem(t.database.db, buyer.id, goods)
    expectError(await comment(buyer, { order_item_id: item, content: '   ' }), 400, '请写下你的使用感受', 'content')
    expectError(await comment(buyer, { order_item_id: item, content: '好'.repeat(MALL_GOODS_LIMITS.commentMax + 1) }), 400, '评价最多 500 个字', 'content')
    expect((await comment(buyer, { order_item_id: item, content: '好'.repeat(MALL_GOODS_LIMITS.commentMax) })).statusCode).toBe(201)
    const next = await insertOrderItem(t.database.db, buyer.id, goods)
    expectError(await comment(buyer, { order_item_id: next, rating: 0 }), 400, undefined, 'rating')
    expectError(await comment(buyer, { order_item_id: next, rating: 6 }), 400, undefined, 'rating')
    expectError(await comment(buyer, { order_item_id: next, images: [await image(other)] }), 400, '图片不存在或未上传完成，请重新上传', 'images')
    expectError(await comment(buyer, { order_item_id: next, images: [await image(buyer, false)] }), 400, '图片不存在或未上传完成，请重新上传', 'images')
    expectError(
      await comment(buyer, { order_item_id: next, images: Array.from({ length: MALL_GOODS_LIMITS.commentImagesMax + 1 }, (_, i) => `k${i}.png`) }),
      400,
      undefined,
      'images'
    )
    expectError(await send('POST', MALL_GOODS_PATHS.comments, buyer.access, { order_item_id: next, rating: 5, content: '好', extra: 1 }), 400)
    // Nothing of these was written.
    expect((await commentsOf(goods.id)).count).toBe(1)
  })
})

describe('reading comments', () => {
  test('newest first, by tab, with the summary: average to one decimal, 好评率 rounded down', async () => {
    const goods = await insertGoods(t.database.db)
    const buyer = await someone('李雷')
    const ratings = [5, 5, 4, 3, 2, 1, 5]
    const made: MallComment[] = []
    for (const [i, rating] of ratings.entries()) {
      const item = await insertOrderItem(t.database.db, buyer.id, goods)
      t.clock.now += 1000
      made.push(ok<MallComment>(await comment(buyer, { order_item_id: item, rating, content: `第 ${i + 1} 条`, images: i === 0 ? [await image(buyer)] : [] }), 201))
    }
    const newest = [...made].reverse()
    expect((await commentsOf(goods.id)).results.map((c) => c.id)).toEqual(newest.map((c) => c.id))
    const tab = async (filter: string) => (await commentsOf(goods.id, `?filter=${filter}`)).results.map((c) => c.rating)
    expect([await tab('good'), await tab('medium'), await tab('bad'), await tab('images')]).toEqual([[5, 4, 5, 5], [3], [1, 2], [5]])
    const detail = await detailOf(goods.id)
    // (5+5+4+3+2+1+5)/7 = 3.57 → 3.6; 4 of 7 good = 57.1% → 57.
    expect(detail.rating).toEqual({ count: 7, average: 3.6, good_rate: 57, good: 4, medium: 1, bad: 2, images: 1 })
    expect(detail.comments.map((c) => c.id)).toEqual(newest.slice(0, MALL_GOODS_LIMITS.detailComments).map((c) => c.id))
    const paged = await commentsOf(goods.id, '?page_size=3&page=3')
    expect([paged.count, paged.results.map((c) => c.id)]).toEqual([7, [made[0].id]])
  })

  test('an unknown good is 404, a bad tab 400; a comment whose buyer is gone shows 匿名用户', async () => {
    const goods = await insertGoods(t.database.db)
    expectError(await send('GET', `${MALL_GOODS_PATHS.goods}99999999/comments/`), 404, '商品不存在', 'not_found')
    expectError(await send('GET', `${MALL_GOODS_PATHS.goods}${goods.id}/comments/?filter=best`), 400)
    // A buyer whose order row is gone: the comment stays, anonymous when the account is gone too.
    const buyer = await someone('韩梅梅')
    const item = await insertOrderItem(t.database.db, buyer.id, goods)
    ok(await comment(buyer, { order_item_id: item }), 201)
    await t.database.db.update(shopOrders).set({ userId: null }).where(eq(shopOrders.userId, buyer.id))
    await t.database.db.delete(users).where(eq(users.id, buyer.id))
    expect((await commentsOf(goods.id)).results.map((c) => c.user_name)).toEqual(['匿名用户'])
  })
})
