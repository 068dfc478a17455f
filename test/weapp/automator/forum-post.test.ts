/** Journey: a visitor opens the home tab's first post and reads it. */
import { TABS } from '../../../src/routes'
import { describeScenario, element, onPage } from './support'

describeScenario('WeChat DevTools: a forum post', (s) => {
  test('首页 → first card → 问题详情 shows its title', async () => {
    const home = TABS[0].route.page
    await s.mp.reLaunch(`/${home}`)
    const page = await onPage(s.mp, home)
    const title = await (await element(page, '.fm-card')).text()
    await (await element(page, '.fm-card')).tap()
    const detail = await onPage(s.mp, 'forum/questionRanks/questionDetail')
    const shown = await (await element(detail, '.qd-post__title')).text()
    expect(title).toContain(shown.slice(0, 6))
  }, 120_000)
})
