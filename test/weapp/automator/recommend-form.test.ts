/** Journey: a member with gaokao info opens the recommendation list and puts a unit into the form. */
import { USER_PATHS } from '../../../types/user'
import { urlOf } from '../../../src/routes'
import { okJson, signedFetch } from '../../e2e/support/api'
import { describeScenario, element, loginAs, onPage, waitFor } from './support'

describeScenario('WeChat DevTools: recommendation and form', (s) => {
  test('填志愿 list → 加入 → the form counts it', async () => {
    const login = await loginAs(s, '13700000102')
    const gaokao = { province: '河南', apply_year: 2025, score: 560, rank: 60000, liberal_science: '理科' }
    await okJson(await signedFetch(s.server.url, 'POST', USER_PATHS.update, gaokao, login.access), 'gaokao info')
    await s.mp.reLaunch(urlOf('application/index'))
    const page = await onPage(s.mp, 'gaokao/application/index')
    await (await element(page, '.app-unit__name')).text()
    await (await element(page, '.app-mini-btn')).tap()
    const count = await waitFor('志愿表计数', async () => {
      const text = await (await element(page, '.app-bottom__text')).text()
      return /[1-9]/.test(text) ? text : null
    })
    expect(count).toMatch(/1/)
  }, 120_000)
})
