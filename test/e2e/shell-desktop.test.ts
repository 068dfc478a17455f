/**
 * The app shell on a phone and on desktop browsers (docs/shell.md): the five tabs at 390×844,
 * 1280×800 and 1536×864 (from 768 px a centred 640 px column, the tab bar inside it), the tab icons
 * in both themes, the H5 navigation bar of a non-tab page, and the login agreement line's tap
 * targets and shake on a desktop.
 */
import type { Page } from 'playwright-core'
import { columnWidth } from '../../src/lib/breakpoints'
import { TABS } from '../../src/routes'
import { join } from 'node:path'
import { REVIEW_SHOTS, SHOTS_DIR, shot, shotOnFailure, useServerAndBrowser } from './support/browser'
import { pageHelpers } from './support/page'

jest.setTimeout(60_000)

const ctx = useServerAndBrowser()
const { byTestId, field, open } = pageHelpers(ctx)

const FIRST_SCREEN: Record<string, string> = {
  forum: 'forum-feed',
  databank: 'databank-login',
  application: 'application-setting-card',
  newStudy: 'study-subjects',
  personal: 'profile'
}

const boxOf = async (p: Page, selector: string) => {
  const box = await p.locator(`${selector}:visible`).first().boundingBox()
  if (!box) throw new Error(`${selector} is not on screen`)
  return box
}

/** Only the tab bar, for looking at its icons. */
const tabBarShot = async (theme: string) => {
  if (REVIEW_SHOTS) await ctx.page.locator('[data-testid="tabbar"]:visible').screenshot({ path: join(SHOTS_DIR, `shell-tabbar-${theme}.png`) })
}

const SIZES = [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
  { width: 1536, height: 864 }
]

test.each(SIZES)('the five tabs at $width×$height: the page column (wider on a wide page) with the tab bar inside', async ({ width, height }) => {
  await ctx.page.setViewportSize({ width, height })
  for (const tab of TABS) {
    await shotOnFailure(ctx.page, `shell-${width}-${tab.id}`, async () => {
      await open(`/${tab.route.page}`)
      await byTestId(FIRST_SCREEN[tab.id]).waitFor()
      const shell = await boxOf(ctx.page, '.page-shell')
      const wide = await ctx.page
        .locator('.page-shell:visible')
        .first()
        .evaluate((el) => el.classList.contains('page-shell--wide'))
      const column = columnWidth(width, wide)
      const bar = await boxOf(ctx.page, '[data-testid="tabbar"]')
      expect(Math.round(shell.width)).toBe(column)
      expect(Math.round(shell.x)).toBe((width - column) / 2)
      expect([Math.round(bar.x), Math.round(bar.width), Math.round(bar.y + bar.height)]).toEqual([(width - column) / 2, column, height])
      await shot(ctx.page, `shell-${width}-${tab.id}`)
    })
  }
})

test('the tab icons in both themes: five drawings, grey unselected, the theme’s colour selected', async () => {
  await ctx.page.setViewportSize({ width: 390, height: 844 })
  await open('/pages/tabbar/personal')
  await byTestId('profile').waitFor()
  const icons = ctx.page.locator('.tabbar__icon:visible')
  const masks = await icons.evaluateAll((els) => els.map((el) => getComputedStyle(el).maskImage))
  expect(new Set(masks.filter((m) => m.startsWith('url('))).size).toBe(TABS.length)
  const colours = () => icons.evaluateAll((els) => els.map((el) => [el.className.split('--')[1], getComputedStyle(el).backgroundColor]))
  const grey = 'rgb(118, 118, 118)'
  const expected = (selected: string) => TABS.map((t) => [t.id, t.id === 'personal' ? selected : grey])
  await expect(colours()).resolves.toEqual(expected('rgb(0, 90, 255)'))
  await tabBarShot('blue')
  await byTestId('theme-pink').click()
  await expect(colours()).resolves.toEqual(expected('rgb(204, 43, 100)'))
  await tabBarShot('pink')
})

test('a sub-page opened first shows its route title, and back goes home', async () => {
  await ctx.page.setViewportSize({ width: 1280, height: 800 })
  await shotOnFailure(ctx.page, 'shell-navbar', async () => {
    await open('/personal/settings/policy')
    await byTestId('policy-page').waitFor()
    await expect(byTestId('navbar').innerText()).resolves.toBe('隐私政策')
    const bar = await boxOf(ctx.page, '[data-testid="navbar"]')
    expect([Math.round(bar.x), Math.round(bar.width), Math.round(bar.y)]).toEqual([320, 640, 0])
    await shot(ctx.page, 'shell-navbar-1280')
    await byTestId('navbar-back').click()
    await byTestId(FIRST_SCREEN.forum).waitFor()
    await ctx.page.locator('[data-testid="navbar"]:visible').waitFor({ state: 'hidden' })
  })
})

test('on a desktop a click in the middle of the agreement line opens the policy; an unticked login shakes the line', async () => {
  await ctx.page.setViewportSize({ width: 1280, height: 800 })
  await shotOnFailure(ctx.page, 'shell-agreement', async () => {
    await open('/personal/loginWithPhone')
    const line = byTestId('login-agree')
    await line.waitFor()
    await shot(ctx.page, 'shell-login-1280')
    const box = await line.boundingBox()
    await ctx.page.mouse.click((box?.x ?? 0) + (box?.width ?? 0) / 2, (box?.y ?? 0) + (box?.height ?? 0) / 2)
    await byTestId('policy-page').waitFor()
    // Loaded again rather than gone back to: Taro's H5 router now and then leaves the page it returns
    // to hidden, a hash-only change included (docs/shell.md); the back button has its own test above.
    await ctx.page.goto('about:blank')
    await open('/personal/loginWithPhone')
    await line.waitFor()
    await expect(line.locator('.acct-agree__box').getAttribute('aria-checked')).resolves.toBe('false')

    await field('login-phone').fill('13800000000')
    await field('login-code').fill('123456')
    await byTestId('login-submit').click()
    await expect(byTestId('login-error').innerText()).resolves.toBe('请先阅读并同意用户协议与隐私政策')
    const shaking = ctx.page.locator('[data-testid="login-agree"].app-shake:visible')
    await shaking.waitFor()
    await expect(shaking.evaluate((el) => [getComputedStyle(el).animationName, getComputedStyle(el).animationDuration])).resolves.toEqual(['app-shake', '0.8s'])
    await shaking.waitFor({ state: 'hidden' })
    await line.locator('.acct-agree__box').click()
    await expect(line.locator('.acct-agree__box').getAttribute('aria-checked')).resolves.toBe('true')
  })
})
