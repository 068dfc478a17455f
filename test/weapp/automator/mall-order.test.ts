/** Journey: a member with an address buys a book in the mall up to wx.requestPayment. */
import { ADDRESS_PATHS } from '../../../types/addresses'
import { urlOf } from '../../../src/routes'
import { okJson, signedFetch } from '../../e2e/support/api'
import { captureRequestPayment, describeScenario, element, loginAs, onPage } from './support'

describeScenario('WeChat DevTools: a mall order', (s) => {
  test('图书商城 → 商品 → 立即购买 → 提交订单 → requestPayment', async () => {
    const login = await loginAs(s, '13700000106')
    const address = { name: '测试收件人', mobile: '13700000106', district_code: '410105', detail: '花园路 1 号', is_default: true }
    await okJson(await signedFetch(s.server.url, 'POST', ADDRESS_PATHS.addresses, address, login.access), 'address')
    const paid = await captureRequestPayment(s.mp)
    await s.mp.reLaunch(urlOf('bookMall/goodsPreview'))
    const list = await onPage(s.mp, 'market/bookMall/goodsPreview')
    await (await element(list, '.mg-card')).tap()
    const detail = await s.mp.currentPage()
    if (!detail) throw new Error('no goods page')
    await (await element(detail, '.mg-buybar__button', '立即购买')).tap()
    // 立即购买 opens the SKU sheet (the first version is chosen); its buy action confirms.
    await (await element(detail, '.mg-sheet__action--buy')).tap()
    const order = await onPage(s.mp, 'market/bookMall/goodsOrder')
    await (await element(order, '.mo-bar__btn')).tap()
    const args = await paid()
    expect(args.package).toMatch(/^prepay_id=/)
  }, 180_000)
})
