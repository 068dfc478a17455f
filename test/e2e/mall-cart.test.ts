/**
 * The cart and coupons on H5 against the real server (issue 23; docs/mall.md "Cart" and
 * "Coupons"): a new user gets the welcome pack (check-recent-coupon) and claims a coupon in the
 * coupon centre (领券中心 → 立即领取 → 已领取); two goods of the demo catalogue go into the cart
 * through the API; the cart shows both with the server's prices, the best coupon applied
 * automatically and the total the server quotes; + changes a quantity, a tap unselects a line and
 * select-all brings it back, the totals following each change; a price change since adding shows
 * on its line; couponList's tabs and its choose mode (the usable coupons with what each takes off,
 * 不使用优惠券); then the shop lowers a price and sells a good out (the server restarted on its
 * changed database): the cart shows the new price beside the old and the sold-out line apart, and
 * 清空失效商品 removes it. Screens at 390×844 (test-output/screenshots): mall-cart, mall-coupons,
 * mall-coupon-centre, mall-coupon-choose, mall-cart-changes.
 */
import type { Paginated } from '../../types/api'
import { MALL_CART_PATHS, type MallCart, type MallCartAdded, type MallCentreCoupon, type MallQuote, type MallRecentCoupons } from '../../types/mallCart'
import { encodeLines } from '../../src/lib/mallCart'
import { pageToken } from './support/api'
import { shotOnFailure, useServerAndBrowser } from './support/browser'
import { mallShot, skusOf, yuan } from './support/mall'
import { apiCalls, loginWithPhone } from './support/login'
import { confirmModal, pageHelpers } from './support/page'
import { restartWithSkuChanges } from './support/restart'

jest.setTimeout(300_000)

const ctx = useServerAndBrowser()
const { byTestId, all, open } = pageHelpers(ctx)
const { call } = apiCalls(ctx)
const USER = '13700009402'

const line = (skuId: number) => ctx.page.locator(`[data-testid="cart-line"][data-sku="${skuId}"]:visible`)
/** Waits for the element of test id `id` whose text contains `text` (exactly `text` when `exact`). */
const waitText = (id: string, text: string, exact = false) =>
  ctx.page
    .locator(`[data-testid="${id}"]:visible`, { hasText: exact ? new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`) : text })
    .first()
    .waitFor()
const totalIs = (fen: number) => waitText('cart-total', yuan(fen), true)

test('the welcome pack and the coupon centre; two goods in the cart: quantity, selection, the best coupon and the totals; the coupon list and its choose mode', async () => {
  const p = ctx.page
  await shotOnFailure(p, 'mall-cart', async () => {
    await open('/market/bookMall/shoppingCart')
    await loginWithPhone(ctx, USER)
    await byTestId('cart-empty').waitFor({ timeout: 30_000 })
    const token = await pageToken(p)

    // The welcome pack, as the storefront's popup asks for it.
    const welcome = await call<MallRecentCoupons>(token, 'POST', MALL_CART_PATHS.recentCoupons)
    expect(welcome.coupons.length).toBeGreaterThanOrEqual(1)

    // The coupon centre: claim one, which then reads 已领取.
    await open('/market/bookMall/couponList?tab=centre')
    await p.locator('[data-testid="coupon-list"][data-tab="centre"][data-loaded="true"]:visible').waitFor({ timeout: 30_000 })
    const centre = await call<Paginated<MallCentreCoupon>>(token, 'GET', MALL_CART_PATHS.couponCentre)
    const offered = centre.results[0]
    const ticket = p.locator(`[data-testid="coupon-centre-item"][data-id="${offered.id}"]:visible`)
    await ticket.locator('[data-testid="coupon-claim"]', { hasText: '立即领取' }).click()
    await ticket.locator('[data-testid="coupon-claim"]', { hasText: '已领取' }).waitFor()
    await p.getByText('领取成功，可在「可使用」中查看').first().waitFor({ state: 'hidden' })
    await mallShot(p, 'mall-coupon-centre')

    // Two goods of the catalogue, added as productDetails' 加入购物车 does.
    const [book, paper] = await skusOf(call, token, 'exam', 2)
    for (const g of [book, paper]) await call<MallCartAdded>(token, 'POST', MALL_CART_PATHS.cart, { sku_id: g.skuId, quantity: 1 })

    // The cart: both lines at the server's prices, the best coupon applied, the total the server quotes.
    await open('/market/bookMall/shoppingCart')
    await line(paper.skuId).waitFor({ timeout: 30_000 })
    await line(book.skuId).waitFor()
    await line(book.skuId)
      .locator('[data-testid="cart-line-price"]', { hasText: yuan(book.priceFen) })
      .waitFor()
    let cart = await call<MallCart>(token, 'GET', MALL_CART_PATHS.cart)
    await totalIs(cart.quote.total_fen)
    if (cart.quote.coupon) await waitText('cart-coupon-text', cart.quote.coupon.name)

    // + on the book: 2 of it, the totals follow (the server's quote again).
    await line(book.skuId).locator('[data-testid="cart-plus"]').click()
    await line(book.skuId).locator('[data-testid="cart-quantity"]', { hasText: '2' }).waitFor()
    cart = await call<MallCart>(token, 'GET', MALL_CART_PATHS.cart)
    expect(cart.quote.goods_fen).toBe(book.priceFen * 2 + paper.priceFen)
    await totalIs(cart.quote.total_fen)
    const best = cart.quote.coupon
    expect(best).not.toBeNull()
    await waitText('cart-coupon-text', best!.name)
    await waitText('cart-total-note', `已优惠${yuan(cart.quote.discount_fen)}`)
    await mallShot(p, 'mall-cart')

    // Unselect the paper: only the books are priced; 全选 brings it back.
    await line(paper.skuId).locator('[data-testid="cart-line-check"]').click()
    await p.locator(`[data-testid="cart-line"][data-sku="${paper.skuId}"][data-selected="false"]:visible`).waitFor()
    const alone = await call<MallQuote>(token, 'POST', MALL_CART_PATHS.checkPrice, { lines: [{ sku_id: book.skuId, quantity: 2 }] })
    await totalIs(alone.total_fen)
    await waitText('cart-checkout', '结算(1)')
    await byTestId('cart-all').click()
    await p.locator(`[data-testid="cart-line"][data-sku="${paper.skuId}"][data-selected="true"]:visible`).waitFor()
    await totalIs(cart.quote.total_fen)
    await waitText('cart-checkout', '结算(2)')

    // My coupons: the welcome pack and the claimed one, usable.
    await open('/market/bookMall/couponList')
    await p.locator('[data-testid="coupon-list"][data-tab="usable"][data-loaded="true"]:visible').waitFor({ timeout: 30_000 })
    expect(await all('coupon-item').count()).toBe(welcome.coupons.length + 1)
    await p.locator(`[data-testid="coupon-item"][data-name="${offered.name}"]:visible`).waitFor()
    await mallShot(p, 'mall-coupons')
    await p.locator('[data-testid="coupon-tab"][data-tab="used"]:visible').click()
    await byTestId('coupon-empty').waitFor({ timeout: 30_000 })

    // Choose mode for the cart's lines, as goodsOrder opens it: the usable ones best first, 不使用优惠券.
    const lines = cart.quote.lines.map((l) => ({ sku_id: l.sku_id, quantity: l.quantity }))
    await open(`/market/bookMall/couponList?choose=1&lines=${encodeLines(lines)}&current=${best!.id}`)
    await byTestId('coupon-choose').waitFor({ timeout: 30_000 })
    const chosen = p.locator(`[data-testid="coupon-option"][data-id="${best!.id}"]:visible`)
    await chosen.locator('[data-on="true"]').waitFor()
    await chosen.filter({ hasText: `本单可减${yuan(cart.quote.discount_fen)}` }).waitFor()
    // The best first, as the server ordered them.
    expect(await all('coupon-option').first().getAttribute('data-id')).toBe(String(best!.id))
    const usable = cart.quote.coupons.filter((o) => o.usable).length
    expect(await all('coupon-option').count()).toBe(usable)
    expect(await all('coupon-unusable').count()).toBe(cart.quote.coupons.length - usable)
    await mallShot(p, 'mall-coupon-choose')

    // The shop lowers the book's price and sells out the paper: the cart shows both on their lines,
    // the book at its new price beside the old one, the paper apart as 失效 and not counted.
    const newPrice = book.priceFen - 500
    await restartWithSkuChanges(ctx, [
      { skuId: book.skuId, field: 'price', value: newPrice },
      { skuId: paper.skuId, field: 'stock', value: 0 }
    ])
    await open('/market/bookMall/shoppingCart')
    await line(book.skuId).locator('[data-testid="cart-line-change"]', { hasText: '比加入时降¥5.00' }).waitFor({ timeout: 30_000 })
    await line(book.skuId)
      .locator('[data-testid="cart-line-price"]', { hasText: yuan(newPrice) })
      .waitFor()
    await byTestId('cart-lapsed').filter({ hasText: '已售罄' }).waitFor()
    expect(await all('cart-lapsed-line').count()).toBe(1)
    const changed = await call<MallCart>(token, 'GET', MALL_CART_PATHS.cart)
    expect(changed.quote.goods_fen).toBe(newPrice * 2)
    await totalIs(changed.quote.total_fen)
    await mallShot(p, 'mall-cart-changes')

    // 清空失效商品 (asked first): the paper leaves the cart.
    await byTestId('cart-clear-lapsed').click()
    await confirmModal(p)
    await byTestId('cart-lapsed').waitFor({ state: 'hidden' })
    await waitText('cart-count', '共 1 种商品')
  })
})
