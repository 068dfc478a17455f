/**
 * miniprogram-automator: every tab opens (support.ts: DevTools on dist/weapp; skipped with a
 * message where the CLI is absent). The H5 e2e and the Page-shim render tests cover the same meanwhile.
 */
import { TABS } from '../../../src/routes'
import { describeScenario } from './support'

describeScenario('WeChat DevTools: the tabs', (s) => {
  test.each(TABS.map((t) => [t.label, t.route.page] as const))('tab %s opens', async (_label, page) => {
    const current = await s.mp.switchTab(`/${page}`)
    expect(current?.path).toBe(page)
  })
})
