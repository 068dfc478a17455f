/** Journey: a member opens 会员, picks the first plan and 立即开通 reaches wx.requestPayment with the server's signed arguments. */
import { urlOf } from '../../../src/routes'
import { captureRequestPayment, describeScenario, element, loginAs, onPage } from './support'

describeScenario('WeChat DevTools: a VIP purchase', (s) => {
  test('会员 → 立即开通 → requestPayment', async () => {
    await loginAs(s, '13700000108')
    const paid = await captureRequestPayment(s.mp)
    await s.mp.reLaunch(urlOf('pages/vip/index'))
    const page = await onPage(s.mp, 'pages/vip/index')
    await (await element(page, '.vp-btn', '立即开通')).tap()
    const args = await paid()
    expect(Object.keys(args)).toEqual(expect.arrayContaining(['timeStamp', 'nonceStr', 'package', 'signType', 'paySign']))
  }, 120_000)
})
