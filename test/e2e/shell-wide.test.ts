/**
 * One look and two panes (issue 25, docs/look.md), on H5 against the real server. At 1280×800 and
 * 1536×864 the recommendation list, the university search, the university detail and the forum
 * feed set their panes side by side (PageShell `wide`); at 390×844 the same pages are one column.
 * The recommendation list and the form table show a band in the same colour (lib/bandPalette.ts)
 * and write a probability the same way (core formatProbability). Screens: test-output/screenshots.
 */
import type { BrowserContext, Locator } from 'playwright-core'
import { BAND_PALETTE } from '../../src/lib/bandPalette'
import { PHONE, shotOnFailure, useServerAndBrowser } from './support/browser'
import { loginWithPhone, setGaokaoInfoOfPageUser } from './support/login'
import { expectCount, pageHelpers, settledShot as shot } from './support/page'

jest.setTimeout(120_000)

const ctx = useServerAndBrowser()
const { byTestId, all, field, open } = pageHelpers(ctx)

const DESKTOPS = [
  { width: 1280, height: 800 },
  { width: 1536, height: 864 }
]

/** '#cf1322' as the browser computes it: 'rgb(207, 19, 34)'. */
const rgb = (hex: string) => `rgb(${[1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)).join(', ')})`

/** The element's box once it stands still (Taro H5 slides a new page in). */
async function box(l: Locator) {
  await l.evaluate(
    (el) =>
      new Promise<void>((resolve) => {
        let last = ''
        const tick = () => {
          const now = JSON.stringify(el.getBoundingClientRect())
          if (now === last) resolve()
          else {
            last = now
            requestAnimationFrame(() => requestAnimationFrame(tick))
          }
        }
        tick()
      })
  )
  const b = await l.boundingBox()
  if (!b) throw new Error('no box')
  return b
}

/**
 * `right` sits beside `left` (its left edge at or past left's right edge), their tops overlapping in
 * height. Measured again until it holds or 15 s pass: on a busy CI a page's stylesheet chunk can
 * arrive after its content, so the two panes form a moment after the page first stands still.
 */
async function expectBeside(left: Locator, right: Locator): Promise<void> {
  const beside = async () => {
    const [l, r] = [await box(left), await box(right)]
    return { l, r, ok: r.x >= l.x + l.width - 1 && r.y < l.y + l.height }
  }
  let seen = await beside()
  for (const until = Date.now() + 15_000; !seen.ok && Date.now() < until; seen = await beside()) await ctx.page.waitForTimeout(250)
  expect(seen.r.x).toBeGreaterThanOrEqual(seen.l.x + seen.l.width - 1)
  expect(seen.r.y).toBeLessThan(seen.l.y + seen.l.height)
}

/** `lower` sits under `upper` in one column. */
async function expectBelow(upper: Locator, lower: Locator): Promise<void> {
  const [u, l] = [await box(upper), await box(lower)]
  expect(l.y).toBeGreaterThanOrEqual(u.y + u.height - 1)
}

/** The recommendation list on its 稳 band (冲 may be empty for this rank), a card shown. */
async function openStableList(): Promise<Locator> {
  await open('/gaokao/application/index')
  await byTestId('band-tab-stable').click()
  const card = ctx.page.locator('[data-testid="unit-card"][data-band="stable"]:visible').first()
  await card.waitFor({ timeout: 30_000 })
  return card
}

/** A draft form as stores/applicationForm.ts keeps it (Taro H5 storage wraps values as {data}). */
function draft() {
  const slots = [
    { name: '郑州大学', major: '计算机科学与技术', band: 'stable', p: 0.64 },
    { name: '河南大学', major: '汉语言文学', band: 'rush', p: 0.31 },
    { name: '河南师范大学', major: '英语', band: 'safe', p: 0.997 },
    { name: '北京大学', major: '数学与应用数学', band: 'difficult', p: 0.004 }
  ]
  const entries = slots.map((_, i) => ({ id: 1000 + i, school_id: 500 + i, profession_group_code: `${i + 1}01` }))
  const meta = Object.fromEntries(slots.map((s, i) => [1000 + i, { institution_name: s.name, major_name: s.major, band: s.band, probability: s.p }]))
  return {
    lists: { normal: entries, category: entries, group: entries },
    orders: { normal: [], category: [], group: [] },
    meta,
    saved: { normal: null, category: null, group: null }
  }
}

/** The logged-in user's cookies and storage, and the contexts opened with them. */
let state: Awaited<ReturnType<BrowserContext['storageState']>>
const contexts: BrowserContext[] = []

beforeAll(async () => {
  // One login for the file: the list and the form need it.
  ctx.page = await ctx.browser.newPage({ viewport: PHONE, locale: 'zh-CN' })
  // The form page: the list would send a user without gaokao info to the setting page.
  await open('/gaokao/application/applicationTable')
  await loginWithPhone(ctx, '13712345699')
  await byTestId('app-table-page').waitFor({ timeout: 30_000 })
  await setGaokaoInfoOfPageUser(ctx, { province: '河南', apply_year: 2026, subjects: ['物理', '化学', '生物'], score: 600, rank: 12000 })
  // The app reads the user again on a reload: the list then opens on the recommendations.
  await ctx.page.reload()
  await byTestId('app-table-page').waitFor()
  await open('/gaokao/application/index')
  await byTestId('band-tabs').waitFor({ timeout: 30_000 })
  state = await ctx.page.context().storageState()
  await ctx.page.close()
})

afterEach(async () => {
  await Promise.all(contexts.splice(0).map((c) => c.close()))
})

/** A page of the logged-in user at this size (it replaces the hooks' fresh page). */
async function pageAt(viewport: { width: number; height: number }): Promise<void> {
  await ctx.page.close()
  const context = await ctx.browser.newContext({ viewport, locale: 'zh-CN', storageState: state })
  contexts.push(context)
  ctx.page = await context.newPage()
}

test('two panes at 1280 and 1536: the list, the search, the detail and the forum feed', async () => {
  for (const size of DESKTOPS) {
    await pageAt(size)
    const at = `${size.width}x${size.height}`
    await shotOnFailure(ctx.page, `shell-wide-${at}`, async () => {
      // 填志愿's recommendations: the info and the band tabs on the left, the cards on the right.
      const card = await openStableList()
      await expectBeside(byTestId('band-tabs'), card)
      await expectBeside(byTestId('open-form'), card)
      await shot(ctx.page, `shell-wide-${at}-recommendations`)

      // 搜索大学: the search box and filters on the left, the results (each with its lettermark) on the right.
      await open('/gaokao/university/list/index')
      await field('uni-search-input').fill('郑州大学')
      await ctx.page.waitForFunction(() => (document.querySelector('[data-testid="uni-result"]')?.textContent ?? '').includes('郑州大学'), undefined, {
        timeout: 20_000
      })
      await expectBeside(byTestId('uni-filter-province'), all('uni-result').first())
      await expect(all('uni-result').first().locator('[data-testid="institution-mark"]').innerText()).resolves.toBe('郑')
      await shot(ctx.page, `shell-wide-${at}-university-search`)

      // 大学详情: the header and the overview stay on the left, the data tabs (no 概况) on the right.
      await all('uni-result').first().click()
      await ctx.page.locator('[data-testid="uni-detail-page"][data-panes="2"]:visible').waitFor()
      await expectBeside(byTestId('uni-overview'), byTestId('uni-tab'))
      await expect(byTestId('uni-tab').innerText()).resolves.not.toContain('概况')
      await expect(byTestId('uni-tab-lines').getAttribute('class')).resolves.toContain('--on')
      await shot(ctx.page, `shell-wide-${at}-university-detail`)

      // The forum feed beside 热榜, which stays in view as the feed scrolls.
      await open('/pages/tabbar/forum')
      await byTestId('forum-feed').waitFor({ timeout: 30_000 })
      await expectBeside(byTestId('forum-feed'), byTestId('forum-hot'))
      await expectBeside(byTestId('forum-tabs'), byTestId('forum-hot'))
      await shot(ctx.page, `shell-wide-${at}-forum`)
    })
  }
})

test('at 390×844 one column; the list and the form wear the same band colours and write chances alike; drawn tool icons', async () => {
  await pageAt(PHONE)
  await shotOnFailure(ctx.page, 'shell-wide-phone', async () => {
    const card = await openStableList()
    await expectBelow(byTestId('band-tabs'), card)
    const listChip = card.locator('[data-testid="band-chip"]')
    await expect(listChip.innerText()).resolves.toBe('稳')
    await expect(listChip.evaluate((el) => getComputedStyle(el).backgroundColor)).resolves.toBe(rgb(BAND_PALETTE.stable.color))
    await expect(card.locator('[data-testid="unit-probability"]').innerText()).resolves.toMatch(/^(\d{1,2}%|>99%|<1%)$/)
    await expect(byTestId('band-tab-stable').evaluate((el) => getComputedStyle(el).color)).resolves.toBe(rgb(BAND_PALETTE.stable.color))
    await shot(ctx.page, 'shell-wide-390x844-recommendations')

    await open('/gaokao/application/applicationTable')
    await ctx.page.evaluate((v) => localStorage.setItem('application_forms', JSON.stringify({ data: v })), draft())
    await ctx.page.reload()
    await byTestId('slot').waitFor()
    const chips = all('band-chip')
    await expect(chips.allInnerTexts()).resolves.toEqual(['稳', '冲', '保', '难录'])
    const colours = await chips.evaluateAll((els) => els.map((el) => getComputedStyle(el).backgroundColor))
    expect(colours).toEqual((['stable', 'rush', 'safe', 'difficult'] as const).map((b) => rgb(BAND_PALETTE[b].color)))
    // The list's way of writing the ends: never 保 100% or 0%.
    await expect(all('slot-probability').allInnerTexts()).resolves.toEqual(['64%', '31%', '>99%', '<1%'])
    await shot(ctx.page, 'shell-wide-390x844-form')

    // 填志愿's tools and entries: drawn icons (SVG data URIs in an image), decoded, not characters.
    await open('/pages/tabbar/application')
    await byTestId('application-recommend').waitFor()
    const icons = ctx.page.locator('[data-testid="application-recommend"] .tab-tool__icon img, [data-testid="application-majors"] .tab-grid__icon img')
    await expectCount(icons, 2)
    await ctx.page.waitForFunction(() =>
      [...document.querySelectorAll<HTMLImageElement>('.tab-tool__icon img, .tab-grid__icon--drawn img')].every((img) => img.complete && img.naturalWidth > 0)
    )
    await expect(byTestId('application-recommend').locator('.tab-tool__icon').innerText()).resolves.toBe('')
    await box(byTestId('application-recommend'))
    await shot(ctx.page, 'shell-wide-390x844-application-tools')

    // 我的's service tiles wear them too.
    await open('/pages/tabbar/personal')
    await byTestId('menu-tasks').waitFor()
    await expectCount(byTestId('menu-tasks').locator('[data-icon="tasks"] img'), 1)
    await box(byTestId('menu-tasks'))
    await shot(ctx.page, 'shell-wide-390x844-personal-tools')
  })
})
