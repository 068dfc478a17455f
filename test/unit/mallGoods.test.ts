/**
 * The rules of goods and comments (core/mallGoods.ts): the shown price, rating bands and summary,
 * the masked buyer name and the comment text check at their boundaries; and the demo catalogue's
 * shape and pictures (server/seed/demoMallCatalogue.ts, demoMallImages.ts).
 */
import { commentTextProblem, lowestPrice, maskedName, ratingBand, ratingSummary } from '../../core/mallGoods'
import { DEMO_CATALOGUE } from '../../server/seed/demoMallCatalogue'
import { mallPictureSvg, shade } from '../../server/seed/demoMallImages'
import { MALL_CATEGORIES } from '../../types/mall'
import { MALL_GOODS_LIMITS } from '../../types/mallGoods'

describe('lowestPrice', () => {
  test('the cheapest SKU with its own list price; the first on a tie; none without SKUs', () => {
    expect(
      lowestPrice([
        { price_fen: 3980, original_price_fen: 5800 },
        { price_fen: 3680, original_price_fen: null },
        { price_fen: 3680, original_price_fen: 5200 }
      ])
    ).toEqual({ price_fen: 3680, original_price_fen: null })
    expect(lowestPrice([])).toEqual({ price_fen: 0, original_price_fen: null })
  })
})

describe('ratings', () => {
  test('bands: 4-5 好评, 3 中评, 1-2 差评', () => {
    expect([1, 2, 3, 4, 5].map(ratingBand)).toEqual(['bad', 'bad', 'medium', 'good', 'good'])
  })

  test('summary: average to one decimal, 好评率 rounded down, 100% and 0 without comments', () => {
    expect(ratingSummary([0, 0, 0, 0, 0], 0)).toEqual({ count: 0, average: 0, good_rate: 100, good: 0, medium: 0, bad: 0, images: 0 })
    expect(ratingSummary([1, 1, 1, 1, 3], 2)).toEqual({ count: 7, average: 3.6, good_rate: 57, good: 4, medium: 1, bad: 2, images: 2 })
    // 249 of 250 good is 99.6%: shown 99, never 100.
    expect(ratingSummary([1, 0, 0, 0, 249], 0).good_rate).toBe(99)
    expect(ratingSummary([0, 0, 0, 1, 1], 0).average).toBe(4.5)
    expect(ratingSummary([0, 0, 0, 0, 3], 0).average).toBe(5)
  })
})

describe('maskedName', () => {
  test('the first character and **; 匿名用户 without a name', () => {
    expect([maskedName('张小明'), maskedName('李'), maskedName(' 🐱猫 '), maskedName(''), maskedName(null), maskedName('   ')]).toEqual([
      '张**',
      '李**',
      '🐱**',
      '匿名用户',
      '匿名用户',
      '匿名用户'
    ])
  })
})

describe('commentTextProblem', () => {
  test('1 to 500 characters once trimmed, an emoji counting one', () => {
    expect(commentTextProblem('')).toBe('请写下你的使用感受')
    expect(commentTextProblem(' \n ')).toBe('请写下你的使用感受')
    expect(commentTextProblem('好')).toBeNull()
    expect(commentTextProblem('好'.repeat(MALL_GOODS_LIMITS.commentMax))).toBeNull()
    expect(commentTextProblem('😀'.repeat(MALL_GOODS_LIMITS.commentMax))).toBeNull()
    expect(commentTextProblem(` ${'好'.repeat(MALL_GOODS_LIMITS.commentMax)} `)).toBeNull()
    expect(commentTextProblem('好'.repeat(MALL_GOODS_LIMITS.commentMax + 1))).toBe('评价最多 500 个字')
  })
})

describe('the demo catalogue', () => {
  test('at least 40 goods, 8 or more in each category, each with SKUs priced under their list price', () => {
    expect(DEMO_CATALOGUE.length).toBeGreaterThanOrEqual(40)
    for (const category of MALL_CATEGORIES) expect(DEMO_CATALOGUE.filter((g) => g.category === category).length).toBeGreaterThanOrEqual(8)
    expect(new Set(DEMO_CATALOGUE.map((g) => g.title)).size).toBe(DEMO_CATALOGUE.length)
    for (const goods of DEMO_CATALOGUE) {
      expect(goods.skus.length).toBeGreaterThan(0)
      for (const sku of goods.skus) {
        expect(Number.isInteger(sku.price) && sku.price > 0).toBe(true)
        if (sku.original !== null) expect(sku.original).toBeGreaterThan(sku.price)
      }
    }
    // Some SKUs show the sold-out and low-stock states.
    const stocks = DEMO_CATALOGUE.flatMap((g) => g.skus.map((s) => s.stock))
    expect(stocks).toContain(0)
    expect(stocks.some((s) => s !== undefined && s > 0 && s < 5)).toBe(true)
  })

  test('pictures: the same SVG for the same seed, another for another view; no text drawn', () => {
    const art = DEMO_CATALOGUE[0].art
    expect(mallPictureSvg(art, 0, 'a')).toBe(mallPictureSvg(art, 0, 'a'))
    expect(mallPictureSvg(art, 1, 'a')).not.toBe(mallPictureSvg(art, 0, 'a'))
    for (const goods of DEMO_CATALOGUE) for (const view of [0, 1]) expect(mallPictureSvg(goods.art, view, 'x')).not.toMatch(/<text/)
  })

  test('shade mixes toward white or black', () => {
    expect([shade('#336699', 0), shade('#336699', 1), shade('#336699', -1), shade('#000000', 0.5)]).toEqual(['#336699', '#ffffff', '#000000', '#808080'])
  })
})
