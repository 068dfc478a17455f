/**
 * The goods pages' rules (src/lib/mallGoodsView.ts): prices and sales as the shop writes them, the
 * storefront's query and sort bar, the SKU picker (first with stock, quantity bounds, stock words,
 * why a pick cannot be bought), the buy bar's state, the comment tabs and the comment form's check.
 */
import type { MallSku } from '../../types/mall'
import {
  buyStateOf,
  clampQuantity,
  commentFilterOf,
  commentFormProblem,
  commentTabs,
  goodRateText,
  initialSku,
  listPriceText,
  maxQuantity,
  nextSort,
  paragraphsOf,
  pickProblem,
  priceParts,
  priceText,
  soldText,
  sortKeyOf,
  stockText,
  storefrontQueryOf
} from '../../src/lib/mallGoodsView'

const sku = (id: number, stock: number, price = 1000): MallSku => ({ id, name: `规格${id}`, price_fen: price, original_price_fen: null, stock })

test('prices and sales', () => {
  expect([priceParts(3980), priceParts(5), priceParts(0), priceParts(19900)]).toEqual([
    { yuan: '39', cents: '.80' },
    { yuan: '0', cents: '.05' },
    { yuan: '0', cents: '.00' },
    { yuan: '199', cents: '.00' }
  ])
  expect(priceText(1290)).toBe('¥12.90')
  expect([listPriceText(3980, 5800), listPriceText(3980, null), listPriceText(3980, 3980), listPriceText(3980, 3000)]).toEqual(['¥58.00', null, null, null])
  expect([soldText(0), soldText(999), soldText(1234), soldText(12345)]).toEqual(['已售 0', '已售 999', '已售 1.2k', '已售 1.2w'])
})

test('the storefront query from its address: a known category, the words trimmed and bounded', () => {
  expect(storefrontQueryOf({})).toEqual({ category: undefined, q: '', sort: 'default' })
  expect(storefrontQueryOf({ category: 'exam', q: ' 真题 ' })).toEqual({ category: 'exam', q: '真题', sort: 'default' })
  expect(storefrontQueryOf({ category: 'books', q: encodeURIComponent('数学') })).toEqual({ category: undefined, q: '数学', sort: 'default' })
  expect(storefrontQueryOf({ q: '%E0%A4%A' }).q).toBe('%E0%A4%A')
  expect(storefrontQueryOf({ q: '题'.repeat(40) }).q).toBe('题'.repeat(30))
})

test('the sort bar: 价格 starts low to high and turns round', () => {
  expect([
    nextSort('default', 'sales'),
    nextSort('sales', 'price'),
    nextSort('price_asc', 'price'),
    nextSort('price_desc', 'price'),
    nextSort('price_asc', 'default')
  ]).toEqual(['sales', 'price_asc', 'price_desc', 'price_asc', 'default'])
  expect([sortKeyOf('price_desc'), sortKeyOf('sales')]).toEqual(['price', 'sales'])
})

test('the SKU picker: the first with stock; quantity 1 to the stock, at most 99; stock words; why not', () => {
  expect(initialSku([sku(1, 0), sku(2, 5)])?.id).toBe(2)
  expect(initialSku([sku(1, 0), sku(2, 0)])?.id).toBe(1)
  expect(initialSku([])).toBeUndefined()
  expect([maxQuantity(sku(1, 3)), maxQuantity(sku(1, 500)), maxQuantity(sku(1, 0)), maxQuantity(undefined)]).toEqual([3, 99, 0, 0])
  expect([clampQuantity(0, sku(1, 3)), clampQuantity(5, sku(1, 3)), clampQuantity(2, sku(1, 3)), clampQuantity(4, sku(1, 0)), clampQuantity(120, sku(1, 500))]).toEqual([
    1, 3, 2, 1, 99
  ])
  expect([stockText(0), stockText(1), stockText(5), stockText(6)]).toEqual(['已售罄', '仅剩 1 件', '仅剩 5 件', '库存 6 件'])
  expect([pickProblem(undefined, 1), pickProblem(sku(1, 0), 1), pickProblem(sku(1, 2), 3), pickProblem(sku(1, 2), 2)]).toEqual([
    '请选择规格',
    '该规格已售罄，请选择其他规格',
    '库存不足，仅剩 2 件',
    null
  ])
})

test('the buy bar: on sale with some stock; 已下架; 已售罄 when every SKU is out', () => {
  expect(buyStateOf({ status: 'on_sale', skus: [sku(1, 0), sku(2, 1)] })).toBe('on_sale')
  expect(buyStateOf({ status: 'on_sale', skus: [sku(1, 0)] })).toBe('sold_out')
  expect(buyStateOf({ status: 'off_shelf', skus: [sku(1, 9)] })).toBe('off_shelf')
  expect(buyStateOf({ status: 'on_sale', skus: [] })).toBe('off_shelf')
  expect(paragraphsOf(' 第一段 \n\n第二段\n ')).toEqual(['第一段', '第二段'])
})

test('comment tabs with counts, 好评率, the tab of the address', () => {
  const summary = { count: 12, average: 4.6, good_rate: 83, good: 10, medium: 1, bad: 1, images: 3 }
  expect(commentTabs(summary).map((t) => t.label)).toEqual(['全部 12', '好评 10', '中评 1', '差评 1', '有图 3'])
  expect([goodRateText(summary), goodRateText({ ...summary, count: 0 })]).toEqual(['好评率 83%', '暂无评价'])
  expect([commentFilterOf('images'), commentFilterOf('best'), commentFilterOf(undefined)]).toEqual(['images', 'all', 'all'])
})

test('the comment form: a rating, the text rule, pictures done', () => {
  const form = { rating: 5, content: '很好用' }
  expect(commentFormProblem(form, 'ready')).toBeUndefined()
  expect(commentFormProblem({ ...form, rating: 0 }, 'ready')).toBe('请选择评分')
  expect(commentFormProblem({ ...form, content: '  ' }, 'ready')).toBe('请写下你的使用感受')
  expect(commentFormProblem({ ...form, content: '好'.repeat(501) }, 'ready')).toBe('评价最多 500 个字')
  expect(commentFormProblem(form, 'uploading')).toBe('图片上传中，请稍候')
  expect(commentFormProblem(form, 'failed')).toBe('有图片上传失败，请重试或删除')
})
