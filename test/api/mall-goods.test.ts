/**
 * Goods (issue 23; types/mallGoods.ts MALL_GOODS_PATHS.goods, docs/mall.md "Goods"): the
 * storefront's list (on sale only, categories, every search word, each sort, pages), a good's page
 * (pictures, SKUs in the shop's order, the lowest price, the rating summary and newest comments, an
 * off-shelf good's status), each 4xx with its Chinese detail, and the demo catalogue (43 labelled
 * goods whose pictures are served and thumbnailed, a few demo comments, seeded once).
 */
import { count, eq } from 'drizzle-orm'
import { goodsComments, mallGoods, mallSkus, users } from '../../server/db/schema'
import { seedDemoMall } from '../../server/seed/demoMall'
import type { Paginated } from '../../types/api'
import { MALL_CATEGORIES, type MallGoodsCard } from '../../types/mall'
import { MALL_GOODS_PATHS, type MallGoodsDetail } from '../../types/mallGoods'
import { accountsApp, type AccountsApp } from './support/accounts'
import { ok } from './support/forum'
import { insertGoods } from './support/mallGoods'
import { expectError } from './support/print'

let t: AccountsApp
let ids: Record<string, number>
beforeAll(async () => {
  t = await accountsApp()
  const db = t.database.db
  const at = (minutes: number) => new Date(Date.UTC(2025, 4, 1) + minutes * 60_000)
  // Five on sale (two weighted up), one off the shelf.
  ids = {
    math: (
      await insertGoods(db, {
        category: 'exam',
        title: '高考真题全刷·数学',
        subtitle: '按考点分类 逐题详解',
        imageKeys: ['cover-math.jpg', 'page-math.jpg'],
        skus: [
          { name: '新高考I卷', price: 3980, original: 5800, sold: 100 },
          { name: '全国甲卷', price: 3680, original: 5200, sold: 50, stock: 0 }
        ],
        createdAt: at(1)
      })
    ).id,
    english: (
      await insertGoods(db, {
        category: 'exam',
        title: '高考真题全刷·英语',
        subtitle: '阅读 写作',
        skus: [{ name: '单册', price: 3580, sold: 10 }],
        weight: 10,
        createdAt: at(2)
      })
    ).id,
    pens: (
      await insertGoods(db, {
        category: 'stationery',
        title: '考试专用中性笔',
        subtitle: '100% 速干',
        skus: [{ name: '12 支', price: 1590, sold: 900 }],
        createdAt: at(3)
      })
    ).id,
    lamp: (
      await insertGoods(db, {
        category: 'gift',
        title: '护眼台灯',
        subtitle: '无频闪',
        skus: [{ name: '标准款', price: 19900, original: 29900, sold: 30 }],
        weight: 20,
        createdAt: at(4)
      })
    ).id,
    notes: (
      await insertGoods(db, {
        category: 'tutoring',
        title: '高中数学知识清单',
        subtitle: '口袋版',
        skus: [{ name: '口袋版', price: 2280 }],
        isDemo: true,
        createdAt: at(5)
      })
    ).id,
    gone: (await insertGoods(db, { category: 'exam', title: '旧版数学真题', status: 'off_shelf', createdAt: at(6) })).id
  }
})
afterAll(() => t.close())

const list = async (query = '') => ok<Paginated<MallGoodsCard>>(await t.get(`${MALL_GOODS_PATHS.goods}${query}`))
const titles = async (query = '') => (await list(query)).results.map((g) => g.title)
const detail = async (id: number) => ok<MallGoodsDetail>(await t.get(`${MALL_GOODS_PATHS.goods}${id}/`))

describe('the storefront list', () => {
  test('goods on sale only, the shop weight first, then newest; a card carries the lowest SKU price with its list price and all units sold', async () => {
    const page = await list()
    expect(page.results.map((g) => g.id)).toEqual([ids.lamp, ids.english, ids.notes, ids.pens, ids.math])
    expect(page.count).toBe(5)
    expect(page.results.find((g) => g.id === ids.math)).toEqual({
      id: ids.math,
      category: 'exam',
      title: '高考真题全刷·数学',
      subtitle: '按考点分类 逐题详解',
      cover_url: '/api/storage/thumb/cover-math.jpg',
      price_fen: 3680,
      original_price_fen: 5200,
      sold: 150,
      is_demo: false
    })
    expect(page.results.find((g) => g.id === ids.pens)).toMatchObject({ cover_url: null, original_price_fen: null })
    expect(page.results.find((g) => g.id === ids.notes)!.is_demo).toBe(true)
  })

  test('a category narrows it', async () => {
    expect(await titles('?category=exam')).toEqual(['高考真题全刷·英语', '高考真题全刷·数学'])
    expect(await titles('?category=gift')).toEqual(['护眼台灯'])
  })

  test('every search word must be in the title or the subtitle; LIKE characters are literal', async () => {
    expect(await titles(`?q=${encodeURIComponent('数学')}`)).toEqual(['高中数学知识清单', '高考真题全刷·数学'])
    expect(await titles(`?q=${encodeURIComponent(' 真题  详解 ')}`)).toEqual(['高考真题全刷·数学'])
    expect(await titles(`?q=${encodeURIComponent('数学 写作')}`)).toEqual([])
    expect(await titles(`?q=${encodeURIComponent('100%')}`)).toEqual(['考试专用中性笔'])
    expect(await titles(`?q=${encodeURIComponent('%')}`)).toEqual(['考试专用中性笔'])
    expect(await titles(`?q=${encodeURIComponent('真题')}&category=exam&sort=price_asc`)).toEqual(['高考真题全刷·英语', '高考真题全刷·数学'])
  })

  test('sorts: units sold, and the lowest price either way', async () => {
    expect(await titles('?sort=sales')).toEqual(['考试专用中性笔', '高考真题全刷·数学', '护眼台灯', '高考真题全刷·英语', '高中数学知识清单'])
    expect(await titles('?sort=price_asc')).toEqual(['考试专用中性笔', '高中数学知识清单', '高考真题全刷·英语', '高考真题全刷·数学', '护眼台灯'])
    expect(await titles('?sort=price_desc')).toEqual(['护眼台灯', '高考真题全刷·数学', '高考真题全刷·英语', '高中数学知识清单', '考试专用中性笔'])
  })

  test('pages never overlap and link to the next', async () => {
    const first = await list('?sort=price_asc&page_size=2')
    expect(first).toMatchObject({ count: 5, previous: null, next: `${MALL_GOODS_PATHS.goods}?sort=price_asc&page_size=2&page=2` })
    const second = await list('?sort=price_asc&page_size=2&page=2')
    const third = await list('?sort=price_asc&page_size=2&page=3')
    expect([...first.results, ...second.results, ...third.results].map((g) => g.title)).toEqual(await titles('?sort=price_asc'))
    expect(third.next).toBeNull()
  })

  test('a bad query is a 400 naming the field', async () => {
    expectError(await t.get(`${MALL_GOODS_PATHS.goods}?category=books`), 400, undefined, 'category')
    expectError(await t.get(`${MALL_GOODS_PATHS.goods}?sort=cheap`), 400, undefined, 'sort')
    expectError(await t.get(`${MALL_GOODS_PATHS.goods}?q=${encodeURIComponent('数'.repeat(31))}`), 400, undefined, 'q')
    expectError(await t.get(`${MALL_GOODS_PATHS.goods}?page=0`), 400, undefined, 'page')
    expectError(await t.get(`${MALL_GOODS_PATHS.goods}?colour=red`), 400, undefined, 'colour')
  })
})

describe("a good's page", () => {
  test('pictures, SKUs in the shop order with stock, the description, no comments yet', async () => {
    await t.database.db.update(mallGoods).set({ description: '第一段\n第二段' }).where(eq(mallGoods.id, ids.math))
    const skus = await t.database.db.select().from(mallSkus).where(eq(mallSkus.goodsId, ids.math))
    expect(await detail(ids.math)).toEqual({
      id: ids.math,
      category: 'exam',
      title: '高考真题全刷·数学',
      subtitle: '按考点分类 逐题详解',
      description: '第一段\n第二段',
      images: [
        { url: '/api/storage/file/cover-math.jpg', thumb_url: '/api/storage/thumb/cover-math.jpg' },
        { url: '/api/storage/file/page-math.jpg', thumb_url: '/api/storage/thumb/page-math.jpg' }
      ],
      status: 'on_sale',
      skus: [
        { id: skus[0].id, name: '新高考I卷', price_fen: 3980, original_price_fen: 5800, stock: 10 },
        { id: skus[1].id, name: '全国甲卷', price_fen: 3680, original_price_fen: 5200, stock: 0 }
      ],
      price_fen: 3680,
      original_price_fen: 5200,
      sold: 150,
      is_demo: false,
      rating: { count: 0, average: 0, good_rate: 100, good: 0, medium: 0, bad: 0, images: 0 },
      comments: []
    })
  })

  test('an off-shelf good keeps its page, saying so', async () => {
    expect((await detail(ids.gone)).status).toBe('off_shelf')
  })

  test('an unknown good is 404 商品不存在; a bad id 400', async () => {
    expectError(await t.get(`${MALL_GOODS_PATHS.goods}999999/`), 404, '商品不存在', 'not_found')
    expectError(await t.get(`${MALL_GOODS_PATHS.goods}abc/`), 400)
    expectError(await t.get(`${MALL_GOODS_PATHS.goods}${ids.math}/?x=1`), 400)
  })
})

describe('the demo catalogue', () => {
  test('43 labelled goods in every category with served pictures, stock and a few demo comments; seeded once', async () => {
    const d = await accountsApp()
    try {
      const db = d.database.db
      // Demo members to write the comments (the demo forum's, in a full seed).
      await db.insert(users).values(['小鹿同学', '清北在望', '数学课代表'].map((username) => ({ username, isDemo: true })))
      const seeded = await seedDemoMall(d.database, d.app.accounts.files)
      expect(seeded).toMatchObject({ goods: 43, pictures: expect.any(Number), comments: expect.any(Number) })
      expect(seeded!.comments).toBeGreaterThan(40)
      expect(await seedDemoMall(d.database, d.app.accounts.files)).toBeNull()

      const all = ok<Paginated<MallGoodsCard>>(await d.get(`${MALL_GOODS_PATHS.goods}?page_size=100`))
      expect(all.count).toBe(43)
      expect(all.results.every((g) => g.is_demo && g.cover_url !== null && g.price_fen > 0)).toBe(true)
      for (const category of MALL_CATEGORIES) expect(all.results.filter((g) => g.category === category).length).toBeGreaterThanOrEqual(8)

      const first = ok<MallGoodsDetail>(await d.get(`${MALL_GOODS_PATHS.goods}${all.results[0].id}/`))
      expect(first.images).toHaveLength(2)
      expect(first.description).toContain('示例数据')
      const picture = await d.app.inject({ method: 'GET', url: first.images[0].url })
      expect([picture.statusCode, picture.headers['content-type'], picture.rawPayload.subarray(0, 2).toString('hex')]).toEqual([200, 'image/jpeg', 'ffd8'])
      expect((await d.app.inject({ method: 'GET', url: first.images[0].thumb_url })).statusCode).toBe(200)

      const stocks = await db.select({ stock: mallSkus.stock }).from(mallSkus)
      expect(stocks.some((s) => s.stock === 0)).toBe(true)
      const [comments] = await db.select({ n: count() }).from(goodsComments).where(eq(goodsComments.isDemo, true))
      expect(comments.n).toBe(seeded!.comments)
    } finally {
      await d.close()
    }
  })
})
