/**
 * The runtime on H5 (issue 25, docs/runtime.md): the home tab's guide tips for a person's browser
 * (step by step, stored as seen at their version), the launch initialization re-run after the
 * network comes back, and a push tapped in the native shell opening its page or the messages page.
 */
import { USER_PATHS } from '../../types/user'
import { GUIDE_SEEN_KEY, GUIDE_SETS } from '../../src/lib/guideTips'
import { DEMO_CIRCLES } from '../../server/seed/demoForumCircles'
import { useServerAndBrowser } from './support/browser'
import { pageHelpers, settledShot as shot } from './support/page'

jest.setTimeout(60_000)

const ctx = useServerAndBrowser()
const { byTestId, open } = pageHelpers(ctx)

/** A person's browser: the tips stay away from script-driven ones (navigator.webdriver). */
const asPerson = () => ctx.page.addInitScript(() => Object.defineProperty(Navigator.prototype, 'webdriver', { get: () => false }))

test('首页 guide tips: each step beside its element, then stored as seen at their version', async () => {
  await asPerson()
  await open('/pages/tabbar/forum')
  const guide = byTestId('guide-index')
  await guide.waitFor()
  const steps = GUIDE_SETS.index.elements
  await guide.getByText(steps[0].text).waitFor()
  await shot(ctx.page, 'runtime-guide-index')
  for (let i = 1; i < steps.length; i++) {
    await byTestId('guide-next').click()
    await guide.getByText(steps[i].text).waitFor()
  }
  await shot(ctx.page, 'runtime-guide-index-last')
  await byTestId('guide-next').click()
  await guide.waitFor({ state: 'detached' })
  const stored = await ctx.page.evaluate((key) => localStorage.getItem(key), GUIDE_SEEN_KEY)
  expect(stored).toContain(`"index":${GUIDE_SETS.index.version}`)
})

test("a circle's guide tips: 跳过 ends them and counts them as seen", async () => {
  await asPerson()
  await open(`/forum/tag/tag?circle=${DEMO_CIRCLES[0].slug}`)
  const guide = byTestId('guide-circle')
  await guide.getByText(GUIDE_SETS.circle.elements[0].text).waitFor()
  await shot(ctx.page, 'runtime-guide-circle')
  await byTestId('guide-skip').click()
  await guide.waitFor({ state: 'detached' })
  expect(await ctx.page.evaluate((key) => localStorage.getItem(key), GUIDE_SEEN_KEY)).toContain(`"circle":${GUIDE_SETS.circle.version}`)
})

test('a network comeback re-runs the initialization; a push tap opens its page, else 消息', async () => {
  // The native shell's HTML5+ runtime, as far as push goes: a client id and the tap listener.
  await ctx.page.addInitScript(() => {
    const w = window as unknown as { plus: object; tapPush: (payload: unknown) => void }
    let listener: (m: { payload: unknown }) => void = () => undefined
    w.plus = {
      push: { getClientInfo: () => ({ clientid: 'e2e-client-0001' }), addEventListener: (_t: string, l: typeof listener) => (listener = l) },
      runtime: { openURL: () => undefined }
    }
    w.tapPush = (payload) => listener({ payload })
  })
  await open('/pages/tabbar/forum')
  await byTestId('forum-tabs').waitFor()
  const tabConfigAsked = ctx.page.waitForRequest((r) => r.url().includes(USER_PATHS.tabConfig))
  await ctx.page.context().setOffline(true)
  await ctx.page.context().setOffline(false)
  await tabConfigAsked

  await ctx.page.evaluate(() => (window as unknown as { tapPush(p: unknown): void }).tapPush(JSON.stringify({ url: '/pages/tabbar/application' })))
  await ctx.page.waitForURL(/#\/pages\/tabbar\/application/)
  // No url: the messages page, which asks a visitor to log in first.
  await ctx.page.evaluate(() => (window as unknown as { tapPush(p: unknown): void }).tapPush({ action: 'message' }))
  await ctx.page.waitForURL(/#\/personal\/loginWithPhone\?redirect=.*personal%2Fmessage/)
})
