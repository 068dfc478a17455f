/**
 * The mall's goods on H5 against the real server with the demo catalogue (issue 23): the
 * storefront (图书商城) with its labelled demo goods, a category, the price sort, a search and one
 * that finds nothing; a product's page (pictures, price, comments, description), the SKU sheet
 * (a sold-out SKU says so, the stepper stops at 1), 加入购物车 after logging in (the cart's badge)
 * and 立即购买 (待付款 with the SKU and quantity); all comments by tab; 发表评价 on a received item
 * (stars, text, a picture) and the comment under the good. Screens at 390×844: mall-storefront,
 * mall-storefront-search, mall-product, mall-product-sku, mall-comments, mall-add-comment,
 * mall-comment-done.
 */
import type { Paginated } from '../../types/api'
import type { MallGoodsCard } from '../../types/mall'
import { MALL_GOODS_PATHS, type MallGoodsDetail } from '../../types/mallGoods'
import { shotOnFailure, useServerAndBrowser } from './support/browser'
import { mallShot, receivedOrderItem } from './support/mall'
import { apiCalls, loginWithPhone } from './support/login'
import { pickImage, pngBytes } from './support/images'
import { expectCount, pageHelpers } from './support/page'
import { DEMO_PHONE } from '../../server/seed/demo'
import { pageToken } from './support/api'

jest.setTimeout(300_000)

const ctx = useServerAndBrowser({ env: { STAFF_PHONES: DEMO_PHONE } })
const { byTestId, all, field, open, back } = pageHelpers(ctx)
const { call, apiLogin } = apiCalls(ctx)
/** One account per test: a second SMS login of a phone within a minute gets no new code. */
const USERS = { buyer: '13700009501', commenter: '13700009502' }

const goods = (query: string) => call<Paginated<MallGoodsCard>>('', 'GET', `${MALL_GOODS_PATHS.goods}${query}`)
/** The grid once the query's first page is in. */
const grid = (attrs: string) => ctx.page.locator(`[data-testid="goods-grid"][data-loaded="true"]${attrs}:visible`).waitFor()
const cardTitles = () => all('goods-card-title').allInnerTexts()

test('the storefront: demo goods, a category, the price sort, a search, nothing found; a sold-out SKU', async () => {
  await shotOnFailure(ctx.page, 'mall-storefront', async () => {
    await open('/market/bookMall/goodsPreview')
    await grid('[data-category="all"]')
    const first = await goods('?page_size=20')
    expect(first.count).toBeGreaterThanOrEqual(40)
    await ctx.page.locator(`[data-testid="goods-card"][data-id="${first.results[0].id}"]:visible`).waitFor()
    await expect(cardTitles()).resolves.toEqual(first.results.map((g) => g.title))
    await byTestId('goods-card').locator('.mg-demo-tag', { hasText: '示例数据' }).waitFor()
    await mallShot(ctx.page, 'mall-storefront')

    // 文具用品, then 价格 low to high, then high to low.
    await ctx.page.locator('[data-testid="goods-category"][data-category="stationery"]:visible').click()
    await grid('[data-category="stationery"][data-sort="default"]')
    const stationery = await goods('?category=stationery')
    await expect(cardTitles()).resolves.toEqual(stationery.results.map((g) => g.title))
    await ctx.page.locator('[data-testid="goods-sort"][data-key="price"]:visible').click()
    await grid('[data-category="stationery"][data-sort="price_asc"]')
    await expect(cardTitles()).resolves.toEqual((await goods('?category=stationery&sort=price_asc')).results.map((g) => g.title))
    await ctx.page.locator('[data-testid="goods-sort"][data-key="price"]:visible').click()
    await grid('[data-category="stationery"][data-sort="price_desc"]')
    await expect(cardTitles()).resolves.toEqual((await goods('?category=stationery&sort=price_desc')).results.map((g) => g.title))

    // A search across every category.
    await ctx.page.locator('[data-testid="goods-category"][data-category="all"]:visible').click()
    await field('goods-search-input').fill('真题')
    await byTestId('goods-search-submit').click()
    await grid('[data-category="all"][data-q="真题"]')
    const found = await goods(`?q=${encodeURIComponent('真题')}&sort=price_desc`)
    expect(found.count).toBeGreaterThan(0)
    await expect(cardTitles()).resolves.toEqual(found.results.map((g) => g.title))
    await mallShot(ctx.page, 'mall-storefront-search')

    await field('goods-search-input').fill('不存在的商品')
    await field('goods-search-input').press('Enter')
    await byTestId('goods-empty').waitFor()
    await ctx.page.getByText('没有找到“不存在的商品”相关的商品').waitFor()
    await byTestId('goods-search-clear').click()
    await grid('[data-q=""]')

    // A sold-out SKU can be picked to see why, and cannot be bought.
    const physics = (await goods(`?q=${encodeURIComponent('真题全刷 物理')}`)).results[0]
    const soldOut = (await call<MallGoodsDetail>('', 'GET', `${MALL_GOODS_PATHS.goods}${physics.id}/`)).skus.find((k) => k.stock === 0)!
    await field('goods-search-input').fill('真题全刷 物理')
    await byTestId('goods-search-submit').click()
    await ctx.page.locator(`[data-testid="goods-card"][data-id="${physics.id}"]:visible`).click()
    await ctx.page.locator(`[data-testid="goods-detail"][data-id="${physics.id}"]:visible`).waitFor()
    await byTestId('goods-chosen').click()
    await ctx.page.locator(`[data-testid="sku-option"][data-id="${soldOut.id}"]:visible`).click()
    await byTestId('sku-stock').filter({ hasText: '已售罄' }).waitFor()
    await byTestId('sku-problem').filter({ hasText: '该规格已售罄，请选择其他规格' }).waitFor()
    await expect(byTestId('sku-buy-now').getAttribute('aria-disabled')).resolves.toBe('true')
  })
})

test('a product: pictures, price, comments; all comments by tab; the SKU sheet; 加入购物车 after login; 立即购买', async () => {
  await shotOnFailure(ctx.page, 'mall-product', async () => {
    const math = (await goods(`?q=${encodeURIComponent('真题全刷 数学')}`)).results[0]
    const detail = await call<MallGoodsDetail>('', 'GET', `${MALL_GOODS_PATHS.goods}${math.id}/`)
    await open('/market/bookMall/goodsPreview')
    await grid('')
    await field('goods-search-input').fill('真题全刷 数学')
    await byTestId('goods-search-submit').click()
    await ctx.page.locator(`[data-testid="goods-card"][data-id="${math.id}"]:visible`).click()

    await ctx.page.locator(`[data-testid="goods-detail"][data-id="${math.id}"]:visible`).waitFor()
    await byTestId('goods-title').filter({ hasText: detail.title }).waitFor()
    await byTestId('goods-gallery-count')
      .filter({ hasText: `1/${detail.images.length}` })
      .waitFor()
    await byTestId('goods-comments-card')
      .filter({ hasText: `商品评价（${detail.rating.count}）` })
      .waitFor()
    await byTestId('goods-description').filter({ hasText: '示例数据' }).waitFor()
    await byTestId('goods-buybar').locator('[data-testid="goods-add-cart"]').waitFor()
    await mallShot(ctx.page, 'mall-product')

    // All comments, then the 好评 tab.
    expect(detail.rating.count).toBeGreaterThan(0)
    await byTestId('goods-all-comments').click()
    await ctx.page.locator('[data-testid="comment-list"][data-filter="all"][data-loaded="true"]:visible').waitFor()
    await expect(all('goods-comment').count()).resolves.toBe(Math.min(detail.rating.count, 20))
    await byTestId('goods-rating-summary')
      .filter({ hasText: `${detail.rating.count} 条评价` })
      .waitFor()
    await ctx.page.locator('[data-testid="comment-tab"][data-filter="good"]:visible').click()
    await ctx.page.locator('[data-testid="comment-list"][data-filter="good"][data-loaded="true"]:visible').waitFor()
    const ratings = await all('goods-comment').evaluateAll((nodes) => nodes.map((n) => Number(n.getAttribute('data-rating'))))
    expect(ratings.every((r) => r >= 4)).toBe(true)
    await ctx.page.locator('[data-testid="comment-tab"][data-filter="all"]:visible').click()
    await ctx.page.locator('[data-testid="comment-list"][data-filter="all"][data-loaded="true"]:visible').waitFor()
    await mallShot(ctx.page, 'mall-comments')
    await back()
    await ctx.page.locator(`[data-testid="goods-detail"][data-id="${math.id}"]:visible`).waitFor()

    // The SKU sheet from 已选: the first SKU with stock is picked; another is picked and counted.
    await byTestId('goods-chosen').click()
    await byTestId('sku-sheet').waitFor()
    const [firstSku, secondSku] = detail.skus
    await ctx.page.locator(`[data-testid="sku-option"][data-id="${firstSku.id}"][aria-selected="true"]:visible`).waitFor()
    await ctx.page.locator(`[data-testid="sku-option"][data-id="${secondSku.id}"]:visible`).click()
    await ctx.page.locator(`[data-testid="sku-option"][data-id="${secondSku.id}"][aria-selected="true"]:visible`).waitFor()
    await byTestId('sku-stock')
      .filter({ hasText: `库存 ${secondSku.stock} 件` })
      .waitFor()
    await byTestId('sku-minus').click()
    await byTestId('sku-quantity-value').filter({ hasText: /^1$/ }).waitFor()
    await byTestId('sku-plus').click()
    await byTestId('sku-quantity-value').filter({ hasText: /^2$/ }).waitFor()
    await mallShot(ctx.page, 'mall-product-sku')

    // A visitor's 加入购物车 goes to the login page and back here.
    await byTestId('sku-add-cart').click()
    await ctx.page.waitForURL(/loginWithPhone/)
    await loginWithPhone(ctx, USERS.buyer)
    await ctx.page.locator(`[data-testid="goods-detail"][data-id="${math.id}"]:visible`).waitFor()
    await byTestId('goods-add-cart').click()
    await byTestId('sku-sheet').waitFor()
    await expect(byTestId('sku-sheet').getAttribute('data-mode')).resolves.toBe('cart')
    await byTestId('sku-add-cart').click()
    await ctx.page.getByText('已加入购物车').waitFor()
    await byTestId('goods-cart-count').filter({ hasText: /^1$/ }).waitFor()

    // 立即购买 opens 待付款 with the SKU and quantity.
    await byTestId('goods-buy-now').click()
    await expect(byTestId('sku-sheet').getAttribute('data-mode')).resolves.toBe('buy')
    await byTestId('sku-plus').click()
    await byTestId('sku-quantity-value').filter({ hasText: /^2$/ }).waitFor()
    await byTestId('sku-buy-now').click()
    await ctx.page.waitForURL(/goodsOrder\?transferParams=/)
    const transfer = JSON.parse(decodeURIComponent(new URL(ctx.page.url().replace('#', '')).searchParams.get('transferParams') ?? '{}')) as {
      selectedGoods: unknown
    }
    expect(transfer.selectedGoods).toEqual([{ sku_id: firstSku.id, quantity: 2 }])
  })
})

test('a received item: 发表评价 with stars, text and a picture; then it shows under the good', async () => {
  await shotOnFailure(ctx.page, 'mall-add-comment', async () => {
    const lamp = (await goods(`?q=${encodeURIComponent('护眼学习台灯')}`)).results[0]
    await open('/personal/loginWithPhone')
    await loginWithPhone(ctx, USERS.commenter)
    await ctx.page.waitForURL((url) => !url.hash.includes('loginWithPhone'))
    const lampSku = (await call<MallGoodsDetail>('', 'GET', `${MALL_GOODS_PATHS.goods}${lamp.id}/`)).skus.find((s) => s.stock > 0)!
    const itemId = await receivedOrderItem(ctx, await pageToken(ctx.page), await apiLogin(DEMO_PHONE), lampSku.id)

    await open(`/market/bookMall/addComment?order_item_id=${itemId}`)
    await byTestId('comment-rating').waitFor({ timeout: 30_000 })
    await ctx.page.locator('[data-testid="add-comment"]:visible').filter({ hasText: lamp.title }).waitFor()
    await byTestId('comment-reason').filter({ hasText: '请写下你的使用感受' }).waitFor()
    await all('comment-star').nth(3).click()
    await ctx.page.locator('[data-testid="comment-rating"][data-rating="4"]:visible').filter({ hasText: '满意' }).waitFor()
    const text = '灯光柔和不刺眼，晚自习写作业眼睛舒服多了。'
    await ctx.page.locator('[data-testid="comment-body"]:visible').fill(text)
    await byTestId('comment-count')
      .filter({ hasText: `${[...text].length}/500` })
      .waitFor()
    await pickImage(ctx.page, 'desk.png', await pngBytes(ctx.page, 480))
    await ctx.page.locator('[data-testid="compose-image"][data-stage="done"]:visible').waitFor()
    await byTestId('comment-reason').filter({ hasText: /^$/ }).waitFor()
    await mallShot(ctx.page, 'mall-add-comment')

    await byTestId('comment-submit').click()
    await byTestId('comment-done').filter({ hasText: text }).waitFor()
    await expectCount(all('comment-submit'), 0)
    await mallShot(ctx.page, 'mall-comment-done')

    // The good's page shows it first, with its picture and four stars.
    await byTestId('comment-open-goods').click()
    await ctx.page.locator(`[data-testid="goods-detail"][data-id="${lamp.id}"]:visible`).waitFor()
    const newest = ctx.page.locator('[data-testid="goods-comments-card"]:visible [data-testid="goods-comment"]').first()
    await newest.filter({ hasText: text }).waitFor()
    await expect(newest.getAttribute('data-rating')).resolves.toBe('4')
    await expectCount(newest.locator('.mg-comment__image'), 1)
  })
})
