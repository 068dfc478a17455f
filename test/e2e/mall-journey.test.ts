/**
 * The mall as one buyer goes through it (issue 23's acceptance; docs/mall.md): logged in, the
 * storefront pops up the welcome coupons; two goods go into the cart from their pages; the cart
 * applies the best coupon; 结算 opens 待付款, where the coupon is taken off and put on again through
 * the chooser; 提交订单 pays through the sandbox; the order waits in 待发货 until staff ship it (API);
 * 确认收货, then 评价 on the order's first good, and the comment shows on that good's page.
 * Screens: mall-journey-popup, mall-journey-cart, mall-journey-order, mall-journey-received.
 */
import { DEMO_PHONE } from '../../server/seed/demo'
import type { Paginated } from '../../types/api'
import { ADDRESS_PATHS, type Address } from '../../types/addresses'
import type { MallGoodsCard } from '../../types/mall'
import { MALL_GOODS_PATHS } from '../../types/mallGoods'
import { MALL_ORDER_PATHS, type ShopOrder } from '../../types/mallOrders'
import { pageToken } from './support/api'
import { shotOnFailure, useServerAndBrowser } from './support/browser'
import { apiCalls, loginWithPhone } from './support/login'
import { confirmModal, dismissModal, expectCount, pageHelpers, settledShot } from './support/page'
import { confirmOnSandbox } from './support/payments'

jest.setTimeout(300_000)

const ctx = useServerAndBrowser({ env: { STAFF_PHONES: DEMO_PHONE } })
const { byTestId, all, open, back } = pageHelpers(ctx)
const { call, apiLogin } = apiCalls(ctx)
const BUYER = '13700009504'

// The demo account works the shop: staff ship orders.

/** The visible element of test id `id` that says `text`. */
const saying = (id: string, text: string | RegExp) => ctx.page.locator(`[data-testid="${id}"]:visible`, { hasText: text }).first()

/** From the storefront: opens good `goods`, adds its preselected SKU to the cart, and comes back. */
async function addToCartFromPage(goods: MallGoodsCard, cartCount: number): Promise<void> {
  const p = ctx.page
  await p.locator(`[data-testid="goods-card"][data-id="${goods.id}"]:visible`).click()
  await p.locator(`[data-testid="goods-detail"][data-id="${goods.id}"]:visible`).waitFor({ timeout: 30_000 })
  await byTestId('goods-add-cart').click()
  await byTestId('sku-sheet').waitFor()
  await byTestId('sku-add-cart').click()
  await p.getByText('已加入购物车').first().waitFor()
  await saying('goods-cart-count', new RegExp(`^${cartCount}$`)).waitFor()
  await back(p)
  await p.locator('[data-testid="goods-store"]:visible').waitFor()
}

test('browse, two goods into the cart, a coupon, pay through the sandbox, the order shipped and received, a comment', async () => {
  const p = ctx.page
  await shotOnFailure(p, 'mall-journey', async () => {
    await open('/personal/loginWithPhone')
    await loginWithPhone(ctx, BUYER)
    await p.waitForURL((url) => !url.hash.includes('loginWithPhone'))
    const token = await pageToken(p)
    // Where the parcel goes (the address form is printing's and tested there).
    await call<Address>(token, 'POST', ADDRESS_PATHS.addresses, { name: '李同学', mobile: '13912345678', district_code: '330106', detail: '文三路 90 号' })

    // The storefront: the welcome coupons pop up once; the 高考真题 shelf.
    await open('/market/bookMall/goodsPreview')
    await saying('coupon-popup', '恭喜获得').waitFor({ timeout: 30_000 })
    await settledShot(p, 'mall-journey-popup')
    await byTestId('coupon-popup-close').click()
    await expectCount(all('coupon-popup'), 0)
    await p.locator('[data-testid="goods-category"][data-category="exam"]:visible').click()
    await p.locator('[data-testid="goods-grid"][data-category="exam"][data-loaded="true"]:visible').waitFor()
    const shelf = await call<Paginated<MallGoodsCard>>('', 'GET', `${MALL_GOODS_PATHS.goods}?category=exam`)
    const [first, second] = shelf.results
    await addToCartFromPage(first, 1)
    await addToCartFromPage(second, 2)

    // The cart: both lines, the best coupon already taken off the total.
    await byTestId('goods-cart-button').click()
    await p.locator('[data-testid="cart-line"]:visible').nth(1).waitFor({ timeout: 30_000 })
    await expectCount(all('cart-line'), 2)
    await saying('cart-coupon-text', '已选最优券').waitFor()
    await settledShot(p, 'mall-journey-cart')
    const withBest = await byTestId('cart-total').innerText()

    // 结算 → 待付款 with the same total; without the coupon it costs more; with it again, the same.
    await byTestId('cart-checkout').click()
    await saying('shop-order-total', withBest).waitFor({ timeout: 30_000 })
    const coupon = (await byTestId('shop-order-coupon-text').innerText()).split(' -')[0]
    await byTestId('shop-order-coupon').click()
    await byTestId('coupon-choose').waitFor({ timeout: 30_000 })
    await byTestId('coupon-none').click()
    await saying('shop-order-coupon-text', /可用|不使用/).waitFor({ timeout: 30_000 })
    await expect(byTestId('shop-order-total').innerText()).resolves.not.toBe(withBest)
    await byTestId('shop-order-coupon').click()
    await saying('coupon-option', coupon).click()
    await saying('shop-order-coupon-text', coupon).waitFor({ timeout: 30_000 })
    await saying('shop-order-total', withBest).waitFor()

    // 提交订单, paid through the sandbox: the order list with the order 待发货.
    await byTestId('pay-method-wxpay').click()
    await byTestId('goods-order-submit').click()
    await confirmOnSandbox(p, 'wxpay')
    await p.waitForURL(/#\/market\/bookMall\/goodsOrderList/, { timeout: 30_000 })
    await dismissModal(p)
    const order = (await call<Paginated<ShopOrder>>(token, 'GET', MALL_ORDER_PATHS.orders)).results[0]
    expect(order.items.map((i) => i.title).sort()).toEqual([first.title, second.title].sort())
    expect(order.coupon?.name).toBe(coupon)
    const card = p.locator(`[data-testid="shop-order"][data-id="${order.id}"]:visible`)
    await card.locator('[data-testid="shop-order-card-status"]', { hasText: '待发货' }).waitFor({ timeout: 30_000 })

    // Staff ship it; the buyer confirms receipt on the order's page.
    await call<ShopOrder>(await apiLogin(DEMO_PHONE), 'POST', `${MALL_ORDER_PATHS.staffOrders}${order.id}/ship/`, { company: 'zto' })
    await open(`/market/bookMall/goodsOrder?shop_order_id=${order.id}`)
    await p.locator(`[data-testid="goods-order-page"][data-order="${order.id}"][data-status="shipped"]:visible`).waitFor({ timeout: 30_000 })
    await settledShot(p, 'mall-journey-order')
    await byTestId('shop-action-receive').click()
    await confirmModal(p)
    await p.locator(`[data-testid="goods-order-page"][data-order="${order.id}"][data-status="received"]:visible`).waitFor({ timeout: 30_000 })
    await settledShot(p, 'mall-journey-received')

    // 评价 the first good: four stars and a few words, then it heads that good's comments.
    await byTestId('shop-line-comment').click()
    await byTestId('comment-rating').waitFor({ timeout: 30_000 })
    await all('comment-star').nth(3).click()
    const words = '印刷清楚，快递第二天就到了，包装也很结实。'
    await p.locator('[data-testid="comment-body"]:visible').fill(words)
    await byTestId('comment-submit').click()
    await saying('comment-done', words).waitFor({ timeout: 30_000 })
    await byTestId('comment-open-goods').click()
    const newest = p.locator('[data-testid="goods-comments-card"]:visible [data-testid="goods-comment"]').first()
    await newest.filter({ hasText: words }).waitFor({ timeout: 30_000 })
    await expect(newest.getAttribute('data-rating')).resolves.toBe('4')
  })
})
