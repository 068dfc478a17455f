/** Journey: a visitor logs in with a phone and an SMS code on the phone login page (support.ts). */
import { urlOf } from '../../../src/routes'
import { describeScenario, element, onPage, smsCode, waitFor } from './support'

describeScenario('WeChat DevTools: login', (s) => {
  test('phone, code, agreement, 登录 → logged in', async () => {
    const phone = '13700000101'
    await s.mp.reLaunch(urlOf('personal/loginWithPhone'))
    const page = await onPage(s.mp, 'personal/loginWithPhone')
    const [phoneInput, codeInput] = await waitFor('两个输入框', async () => {
      const inputs = (await page.$$('input')) as { input(v: string): Promise<void> }[]
      return inputs.length >= 2 ? inputs : null
    })
    await phoneInput.input(phone)
    const from = s.server.output().length
    await (await element(page, '.acct-send')).tap()
    await codeInput.input(await smsCode(s.server, phone, from))
    await (await element(page, '.acct-agree__box')).tap()
    await (await element(page, 'button', '登录')).tap()
    const session = await waitFor('登录后的会话', async () => (await s.mp.callWxMethod('getStorageSync', 'session')) as { token?: string } | '')
    expect(typeof session === 'object' && session.token).toBeTruthy()
  }, 120_000)
})
