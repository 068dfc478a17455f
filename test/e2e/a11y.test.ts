/**
 * Accessibility: axe-core (injected from node_modules) on the five tabs and five key pages, in
 * both colour themes, at 390×844, logged in. No serious or critical violation may remain; the nodes
 * a rule may flag are listed in EXEMPT with the reason (docs/accessibility.md). Then the same ten
 * pages at 200 % text, where no text may be cut off.
 */
import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import axe from 'axe-core'
import type { Cookie, Page } from 'playwright-core'
import { TABS } from '../../src/routes'
import { THEME_NAMES } from '../../src/theme/themes'
import type { HomeResponse } from '../../types/forum'
import { FORUM_PATHS } from '../../types/forum'
import type { Paginated } from '../../types/api'
import type { MallGoodsCard } from '../../types/mall'
import { MALL_GOODS_PATHS } from '../../types/mallGoods'
import { SHOTS_DIR, shot, shotOnFailure, useServerAndBrowser } from './support/browser'
import { apiCalls, loginWithPhone, setGaokaoInfoOfPageUser } from './support/login'
import { pageHelpers } from './support/page'

jest.setTimeout(120_000)

// axe is injected as an inline script, which the app's CSP refuses (test/e2e/csp.test.ts checks the policy).
const ctx = useServerAndBrowser({ bypassCSP: true })
const { open } = pageHelpers(ctx)
const { call } = apiCalls(ctx)

/**
 * Nodes axe may flag, by rule, each with its reason: only markup we cannot change. Everything else
 * a rule finds fails the test (docs/accessibility.md).
 */
const EXEMPT: Record<string, { selector: string; reason: string }[]> = {
  'scrollable-region-focusable': [
    {
      selector: '.taro-scroll',
      reason: "Taro's H5 ScrollView renders its own div and passes no attribute through (no tabindex): a keyboard cannot focus it"
    },
    { selector: '.taro_page', reason: "Taro's H5 router creates each page's container div itself; no page code reaches its attributes" }
  ]
}

interface Found {
  id: string
  impact: string
  help: string
  nodes: string[]
}

/** axe on the visible page; the serious and critical violations, each with its targets (contrast: the colours). */
async function seriousViolations(p: Page): Promise<Found[]> {
  if (!(await p.evaluate(() => 'axe' in window))) await p.addScriptTag({ content: axe.source })
  const exempt = Object.fromEntries(Object.entries(EXEMPT).map(([id, list]) => [id, list.map((e) => e.selector)]))
  return p.evaluate(async (exempt) => {
    interface AxeNode {
      target: string[]
      element?: Element
      html: string
      any: { data?: { fgColor?: string; bgColor?: string; contrastRatio?: number } | null }[]
    }
    const run = (
      window as unknown as { axe: { run: (ctx: unknown, opts: unknown) => Promise<{ violations: { id: string; impact: string; help: string; nodes: AxeNode[] }[] }> } }
    ).axe.run
    // elementRef: the flagged element itself (a selector may also match a hidden page's twin).
    const result = await run(document, { resultTypes: ['violations'], elementRef: true })
    const allowed = (id: string, n: AxeNode) => (exempt[id] ?? []).some((sel) => n.element?.matches(sel))
    return (
      result.violations
        // meta-viewport is only 'moderate' in axe 4.14, but a page that cannot be zoomed fails WCAG 1.4.4.
        .filter((v) => v.impact === 'serious' || v.impact === 'critical' || v.id === 'meta-viewport')
        .map((v) => ({
          id: v.id,
          impact: v.impact,
          help: v.help,
          nodes: v.nodes
            .filter((n) => !allowed(v.id, n))
            .map((n) => {
              const d = n.any[0]?.data
              const colours = d?.fgColor ? ` [${d.fgColor} on ${d.bgColor} ${d.contrastRatio}]` : ''
              return `${n.target.join(' ')}${colours} :: ${n.html.slice(0, 140)}`
            })
        }))
        .filter((v) => v.nodes.length > 0)
    )
  }, exempt)
}

interface Checked {
  name: string
  path: string
  /** A test id that is on screen once the page has its content. */
  ready: string
  /** What to do once ready, before axe runs (bring the content worth checking on screen). */
  then?: () => Promise<void>
}

/** Opens the page and waits for its content; a screenshot named `name` if it does not come. */
async function visit(c: Checked, name: string): Promise<void> {
  await shotOnFailure(ctx.page, name, async () => {
    await open(c.path)
    await ctx.page.locator(`[data-testid="${c.ready}"]:visible`).first().waitFor({ timeout: 30_000 })
    await c.then?.()
  })
}

const READY: Record<string, string> = {
  forum: 'forum-feed',
  databank: 'databank-page',
  application: 'application-setting-card',
  newStudy: 'study-subjects',
  personal: 'profile'
}

/** The session of the user the first test logs in, and the pages both tests open. */
let session: Cookie[] = []
let pages: Checked[] = []

test('axe finds no serious or critical violation on the five tabs and five key pages, in both themes', async () => {
  const home = await call<HomeResponse>('', 'GET', `${FORUM_PATHS.home}?level=middle_school`)
  const post = home.feed.results.find((p) => p.kind === 'question')!
  const goods = await call<Paginated<MallGoodsCard>>('', 'GET', `${MALL_GOODS_PATHS.goods}?page_size=1`)

  await open('/cloud/cloudLibrary')
  await loginWithPhone(ctx, '13712345680')
  await ctx.page.locator('[data-testid="cloud-library"]:visible').waitFor()
  session = await ctx.page.context().cookies()
  await setGaokaoInfoOfPageUser(ctx, { province: '河南', apply_year: 2026, subjects: ['物理', '化学', '生物'], score: 600, rank: 12000 })

  pages = [
    ...TABS.map((t) => ({ name: `tab-${t.id}`, path: `/${t.route.page}`, ready: READY[t.id] })),
    { name: 'university-search', path: '/gaokao/university/list/index', ready: 'uni-result' },
    {
      name: 'recommendation-list',
      path: '/gaokao/application/index',
      ready: 'band-tabs',
      // 冲 may be empty for this rank; 稳 has cards.
      then: async () => {
        await ctx.page.locator('[data-testid="band-tab-stable"]:visible').click()
        await ctx.page.locator('[data-testid="unit-why"]:visible').first().waitFor()
      }
    },
    { name: 'forum-post', path: `/forum/questionRanks/questionDetail?id=${post.id}`, ready: 'question-body' },
    { name: 'cloud-library', path: '/cloud/cloudLibrary', ready: 'cloud-library' },
    { name: 'mall-product', path: `/market/bookMall/productDetails?id=${goods.results[0].id}`, ready: 'goods-detail' }
  ]
  const found: Record<string, Found[]> = {}
  for (const theme of THEME_NAMES) {
    await ctx.page.evaluate((t) => localStorage.setItem('theme', JSON.stringify({ data: t })), theme)
    await ctx.page.reload()
    for (const c of pages) {
      await visit(c, `a11y-${theme}-${c.name}`)
      const v = await seriousViolations(ctx.page)
      if (v.length) found[`${theme} ${c.name}`] = v
    }
  }
  mkdirSync(SHOTS_DIR, { recursive: true })
  writeFileSync(join(SHOTS_DIR, '..', 'a11y-violations.json'), JSON.stringify(found, null, 2))
  expect(found).toEqual({})
})

/**
 * 200 % text: every element's font size doubled, as the system's largest font setting does in a
 * phone's browser or WeChat (a browser zoom also narrows Taro's rem, so it is not the same check).
 * Then no text may be cut off: no element whose own text overflows a box that hides its overflow
 * (unless it ends in an ellipsis or a line clamp, which are meant to shorten), and no sideways scroll.
 */
/** Texts the 200 % check leaves out, each with its reason (docs/accessibility.md). */
const TEXT200_EXEMPT: { selector: string; reason: string }[] = [
  {
    selector: '.nut-button',
    reason: "NutUI's Button sets a fixed height from its CSS variables (no min-height), so its label outgrows it; not ours to restyle"
  }
]

async function clippedAtDoubleText(p: Page): Promise<string[]> {
  const skip = TEXT200_EXEMPT.map((x) => x.selector)
  return p.evaluate((skip) => {
    const visible = (e: HTMLElement) => e.offsetParent !== null || getComputedStyle(e).position === 'fixed'
    const els = [...document.querySelectorAll<HTMLElement>('body *')].filter(visible)
    // Once each: layers outside the page (the tab bar, floating buttons) stay from page to page.
    const fresh = els.filter((e) => !e.dataset.a11yDoubled)
    const sizes = fresh.map((e) => parseFloat(getComputedStyle(e).fontSize))
    fresh.forEach((e, i) => {
      e.style.setProperty('font-size', `${sizes[i] * 2}px`, 'important')
      e.dataset.a11yDoubled = '1'
    })
    const problems: string[] = []
    if (document.documentElement.scrollWidth > window.innerWidth + 1) problems.push(`page scrolls sideways: ${document.documentElement.scrollWidth}px`)
    const hides = (v: string) => v === 'hidden' || v === 'clip'
    const shortened = (s: CSSStyleDeclaration) => s.textOverflow === 'ellipsis' || (s.webkitLineClamp !== '' && s.webkitLineClamp !== 'none')
    for (const e of els) {
      const ownText = [...e.childNodes].some((n) => n.nodeType === Node.TEXT_NODE && (n.textContent ?? '').trim() !== '')
      if (!ownText || shortened(getComputedStyle(e)) || skip.some((sel) => e.closest(sel))) continue
      const r = e.getBoundingClientRect()
      // Cut by the element itself or by a box around it that hides what overflows (a round button,
      // a fixed-height bar), or pushed out of the window by a fixed bar.
      let cut = false
      for (let a: HTMLElement | null = e, depth = 0; a && depth < 6 && !cut; a = a.parentElement, depth++) {
        const s = getComputedStyle(a)
        if (a !== e && shortened(s)) break
        const box = a.getBoundingClientRect()
        const outY = a === e ? e.scrollHeight > e.clientHeight + 2 : r.top < box.top - 2 || r.bottom > box.bottom + 2
        const outX = a === e ? e.scrollWidth > e.clientWidth + 2 : r.left < box.left - 2 || r.right > box.right + 2
        if ((hides(s.overflowY) && outY) || (hides(s.overflowX) && outX)) cut = true
        if (s.position === 'fixed' && (r.bottom > window.innerHeight + 2 || r.right > window.innerWidth + 2 || r.top < -2)) cut = true
        if (s.overflowX === 'auto' || s.overflowX === 'scroll' || s.overflowY === 'auto' || s.overflowY === 'scroll') break
      }
      if (cut) problems.push(`${e.className || e.tagName}: "${(e.textContent ?? '').trim().slice(0, 30)}"`)
    }
    return problems
  }, skip)
}

test('at 200 % text no text of the ten pages is cut off', async () => {
  expect(pages.length).toBe(10)
  await ctx.page.context().addCookies(session)
  const found: Record<string, string[]> = {}
  for (const c of pages) {
    await visit(c, `a11y-text200-${c.name}`)
    const clipped = await clippedAtDoubleText(ctx.page)
    await shot(ctx.page, `a11y-text200-${c.name}`)
    if (clipped.length) found[c.name] = clipped
  }
  expect(found).toEqual({})
})
