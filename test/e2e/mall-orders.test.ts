/**
 * Mall orders on H5 against the real server (issue 23; docs/mall.md "Orders in the app"): without
 * usable parameters goodsOrder says 创建订单出错; a checkout of two demo goods (立即购买's address,
 * transferParams) shows the server's prices, the best coupon applied automatically and the address;
 * 提交订单 pays through the sandbox and lands on goodsOrderList with the order 待发货. Another order
 * waits unpaid (its countdown on the order page) and is cancelled with a reason from the list, its
 * coupon back. Staff ship the first order (API); goodsExpress shows the courier's timeline;
 * 确认收货 completes it; 评价 opens addComment for its first line; 申请售后 sends a request with a
 * picture, shown on the order. Screens at 390×844 (test-output/screenshots): mall-order-checkout,
 * mall-order-unpaid, mall-order-list, mall-order-express, mall-order, mall-after-sale.
 */
import { DEMO_PHONE } from '../../server/seed/demo'
import type { Paginated } from '../../types/api'
import { ADDRESS_PATHS, type Address } from '../../types/addresses'
import { MALL_CART_PATHS, type MallQuote, type MallRecentCoupons } from '../../types/mallCart'
import { MALL_ORDER_PATHS, type ShopOrder } from '../../types/mallOrders'
import { mallOrderUrl, shopOrderUrl } from '../../src/lib/mallTransfer'
import { pageToken } from './support/api'
import { shotOnFailure, useServerAndBrowser } from './support/browser'
import { mallShot, skusOf, yuan } from './support/mall'
import { pickImage, pngBytes } from './support/images'
import { apiCalls, loginWithPhone } from './support/login'
import { confirmModal, dismissModal, expectCount, pageHelpers } from './support/page'
import { confirmOnSandbox } from './support/payments'

jest.setTimeout(360_000)

const ctx = useServerAndBrowser({ env: { STAFF_PHONES: DEMO_PHONE } })
const { byTestId, field, open, back } = pageHelpers(ctx)
const { call, apiLogin } = apiCalls(ctx)
const USER = '13700009503'

// The demo account works the shop: staff ship orders.

/** Waits for the element of test id `id` whose text contains `text`. */
const waitText = (id: string, text: string) => ctx.page.locator(`[data-testid="${id}"]:visible`, { hasText: text }).first().waitFor({ timeout: 30_000 })
const card = (id: number) => ctx.page.locator(`[data-testid="shop-order"][data-id="${id}"]:visible`)

/** goodsOrderList's tab (`all` for 全部), loaded. */
async function listTab(filter: string): Promise<void> {
  await ctx.page.locator(`[data-testid="shop-order-tab"][data-filter="${filter}"]:visible`).click()
  await ctx.page.locator(`[data-testid="shop-order-list"][data-filter="${filter}"][data-loaded="true"]:visible`).waitFor({ timeout: 30_000 })
}

test('checkout with the best coupon, sandbox payment, the list, cancel, shipping, tracking, receipt, comment and after-sale', async () => {
  const p = ctx.page
  await shotOnFailure(p, 'mall-orders', async () => {
    // Without usable parameters the order page says so (after the login it needs).
    await open('/market/bookMall/goodsOrder')
    await loginWithPhone(ctx, USER)
    await waitText('goods-order-missing', '创建订单出错')
    const token = await pageToken(p)

    // The welcome pack (as the storefront's popup asks for it) and an address (print's form is tested with print).
    await call<MallRecentCoupons>(token, 'POST', MALL_CART_PATHS.recentCoupons)
    await call<Address>(token, 'POST', ADDRESS_PATHS.addresses, {
      name: '王小明',
      mobile: '13912345678',
      district_code: '330106',
      detail: '文三路 90 号 东部软件园 2 号楼'
    })

    // Two demo goods, two of the first: the checkout as 立即购买 opens it, showing what the server quotes.
    const [a, b] = await skusOf(call, token, 'exam', 2)
    const lines = [
      { sku_id: a.skuId, quantity: 2 },
      { sku_id: b.skuId, quantity: 1 }
    ]
    const quote = await call<MallQuote>(token, 'POST', MALL_CART_PATHS.checkPrice, { lines })
    expect(quote.coupon).not.toBeNull()
    await open(mallOrderUrl({ selectedGoods: lines, order_all: quote.goods_fen / 100 }))
    await waitText('shop-order-total', yuan(quote.total_fen))
    await waitText('shop-order-goods', yuan(quote.goods_fen))
    await waitText('shop-order-coupon-text', `${quote.coupon!.name} -${yuan(quote.discount_fen)}`)
    await waitText('shop-order-delivery', quote.delivery_fen === 0 ? '包邮' : yuan(quote.delivery_fen))
    await waitText('order-address-line', '浙江省 杭州市 西湖区 文三路 90 号')
    await expectCount(p.locator('[data-testid="shop-order-line"]:visible'), 2)
    await byTestId('goods-order-remark').fill('请用纸箱包装')
    await byTestId('pay-method-wxpay').click()
    await mallShot(p, 'mall-order-checkout')

    // 提交订单 → the sandbox → goodsOrderList with the order paid (待发货).
    await byTestId('goods-order-submit').click()
    await confirmOnSandbox(p, 'wxpay')
    await p.getByText('购买成功').first().waitFor({ timeout: 30_000 })
    await p.waitForURL(/#\/market\/bookMall\/goodsOrderList/, { timeout: 30_000 })
    await dismissModal(p)
    const first = (await call<Paginated<ShopOrder>>(token, 'GET', MALL_ORDER_PATHS.orders)).results[0]
    expect(first).toMatchObject({
      status: 'paid',
      total_fen: quote.total_fen,
      discount_fen: quote.discount_fen,
      remark: '请用纸箱包装',
      coupon: { id: quote.coupon!.id }
    })
    await card(first.id).locator('[data-testid="shop-order-card-status"]', { hasText: '待发货' }).waitFor({ timeout: 30_000 })

    // A second order, unpaid: its page counts down the pay window; cancelled from the list with a reason.
    const addressId = (await call<{ items: Address[] }>(token, 'GET', ADDRESS_PATHS.addresses)).items[0].id
    const second = await call<ShopOrder>(token, 'POST', MALL_ORDER_PATHS.submit, { lines: [{ sku_id: b.skuId, quantity: 1 }], from_cart: false, address_id: addressId })
    await open(shopOrderUrl(second.id, 'unpaid'))
    await waitText('shop-order-hint', '内完成支付，超时订单将自动关闭')
    await waitText('goods-order-submit', '立即支付')
    await mallShot(p, 'mall-order-unpaid')
    await open('/market/bookMall/goodsOrderList?status=unpaid')
    await p.locator('[data-testid="shop-order-list"][data-filter="unpaid"][data-loaded="true"]:visible').waitFor({ timeout: 30_000 })
    await card(second.id).getByTestId('shop-action-cancel').click()
    await waitText('cancel-notice', '订单尚未支付')
    await byTestId('cancel-submit').click()
    await waitText('cancel-error', '请选择取消原因')
    await p.locator('[data-testid="cancel-reason"][data-reason="商品选错了"]:visible').click()
    await byTestId('cancel-submit').click()
    await waitText('cancel-outcome', '订单已取消')
    expect((await call<ShopOrder>(token, 'GET', `${MALL_ORDER_PATHS.orders}${second.id}/`)).cancel_reason).toBe('商品选错了')
    await byTestId('cancel-back').click()

    // Staff ship the first order: 全部 shows it 待收货 above the cancelled one; 待收货 offers 查看物流 and 确认收货.
    const staff = await apiLogin(DEMO_PHONE)
    const shipped = await call<ShopOrder>(staff, 'POST', `${MALL_ORDER_PATHS.staffOrders}${first.id}/ship/`, { company: 'sf' })
    await listTab('all')
    await card(first.id).locator('[data-testid="shop-order-card-status"]', { hasText: '待收货' }).waitFor({ timeout: 30_000 })
    await card(second.id).locator('[data-testid="shop-order-card-status"]', { hasText: '已取消' }).waitFor()
    await mallShot(p, 'mall-order-list')
    await listTab('shipped')
    await card(first.id).locator('[data-testid="shop-order-card-status"]', { hasText: '待收货' }).waitFor({ timeout: 30_000 })
    await card(first.id).getByTestId('shop-action-tracking').click()
    await waitText('express-company', '顺丰速运')
    await waitText('express-no', shipped.express!.tracking_no)
    await p.locator('[data-testid="express-event"]:visible').first().waitFor()
    await mallShot(p, 'mall-order-express')
    await p.waitForTimeout(600)
    await back(p)

    // 确认收货 (asked first) → 已完成; 评价 opens addComment for the first line.
    await card(first.id).getByTestId('shop-action-receive').click()
    await confirmModal(p)
    await p.getByText('已确认收货').first().waitFor()
    await card(first.id).locator('[data-testid="shop-order-card-status"]', { hasText: '已完成' }).waitFor({ timeout: 30_000 })
    await card(first.id).getByTestId('shop-action-comment').click()
    await p.waitForURL(new RegExp(`#/market/bookMall/addComment\\?order_item_id=${first.items[0].id}`), { timeout: 30_000 })

    // Back on the list (已完成), a tap opens the received order: its lines with 评价, amounts and facts.
    await p.waitForTimeout(1000)
    await back(p)
    await listTab('received')
    await card(first.id).click()
    await p.locator(`[data-testid="goods-order-page"][data-order="${first.id}"][data-status="received"]:visible`).waitFor({ timeout: 30_000 })
    await waitText('shop-order-hint', '交易完成')
    await mallShot(p, 'mall-order')

    // 申请售后 from the order's buttons: 仅退款 with a reason, a description and a picture.
    await byTestId('shop-action-after_sale').click()
    await p.locator('[data-testid="goods-cancel-page"][data-mode="after_sale"]:visible').waitFor({ timeout: 30_000 })
    await byTestId('after-sale-submit').click()
    await waitText('goods-cancel-page', '请选择售后类型')
    await p.locator('[data-testid="after-sale-kind"][data-kind="refund"]:visible').click()
    await p.locator('[data-testid="after-sale-reason"][data-reason="商品破损"]:visible').click()
    await field('after-sale-amount').fill('5')
    await byTestId('after-sale-description').fill('外包装破损，书角压坏')
    await pickImage(p, 'broken.png', await pngBytes(p, 200))
    await p.locator('[data-testid="compose-image"][data-stage="done"]:visible').waitFor({ timeout: 30_000 })
    await mallShot(p, 'mall-after-sale')
    await byTestId('after-sale-submit').click()
    await waitText('cancel-outcome', '售后申请已提交')
    const asked = await call<ShopOrder>(token, 'GET', `${MALL_ORDER_PATHS.orders}${first.id}/`)
    expect(asked.after_sale).toMatchObject({ kind: 'refund', reason: '商品破损', description: '外包装破损，书角压坏', amount_fen: 500, status: 'pending' })
    expect(asked.after_sale!.images).toHaveLength(1)
    await byTestId('cancel-back').click()
    await waitText('shop-order-after-sale-card', '处理中')
  })
})
