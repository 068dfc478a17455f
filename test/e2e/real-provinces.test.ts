/**
 * A 院校专业组 province from group lines alone, on H5 (issue 26). A server without the demo data (a
 * deployment where a family loads its own files) is stopped, 湖南's 一分一段 tables, batch lines and
 * 院校专业组 lines (test/support/groupProvince.ts: no plans, no majors, names as provincial tables
 * write them) are loaded with the import command, and the server is started again. A 湖南 物理类
 * member of the 2025 gaokao then sees recommendations in four bands, each group named by its code and
 * explained by its own 2023-2024 lines, a school outside the ministry's list marked 未匹配院校库 (its
 * page says why it has no institution page), and the 本科/专科 switch, whose choice the band lists and
 * AI fill then send; 专业优先 says the data has no major names. A student of a province or track without data is told why and what to import.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { APPLICATION_PATHS, BANDS, type IndexStat, type RecommendResponse, type RecommendedUnit } from '../../types/application'
import { USER_PATHS } from '../../types/user'
import { GROUP_PROVINCE, UNLISTED, writeGroupProvince } from '../support/groupProvince'
import { shotOnFailure, useServerAndBrowser } from './support/browser'
import { pageToken } from './support/api'
import { loginWithPhone, setGaokaoInfoOfPageUser } from './support/login'
import { expectCount, pageHelpers, settledShot as shot } from './support/page'
import { callAsUser, payBySandbox } from './support/payments'
import { restartWithImport } from './support/restart'

jest.setTimeout(300_000)

const { province, track, years, applyYear } = GROUP_PROVINCE
const SUBJECTS = ['物理', '化学', '生物'] as const
/** A student at 3 % of the candidates: 本科 by the batch line, with groups above and below. */
const SHARE = 0.03

const ctx = useServerAndBrowser({ env: { SEED_DEMO: 'false' } })
const { byTestId, all, field, open, back } = pageHelpers(ctx)

const dir = mkdtempSync(join(tmpdir(), 'gk-group-province-'))
let summary = ''
/** `group|year|min_rank` of every group line in the files. */
let groupLines = new Set<string>()
let student = { score: 0, rank: 0 }

beforeAll(async () => {
  const files = writeGroupProvince(dir)
  const csv = (name: string) =>
    readFileSync(
      files.find((f) => f.endsWith(name))!,
      'utf8'
    )
      .trim()
      .split('\n')
      .slice(1)
      .map((l) => l.split(','))
  groupLines = new Set(csv('group-lines.csv').map((c) => `${c[6]}|${c[1]}|${c[10]}`))
  // The student's rank and the 2024 score at it (the newest table; 2025 has none yet).
  const table = csv('one-score.csv').filter((c) => c[1] === String(years[1]))
  const total = Math.max(...table.map((c) => Number(c[5])))
  const rank = Math.round(total * SHARE)
  student = { rank, score: Number(table.find((c) => Number(c[5]) >= rank)![3]) }
  summary = await restartWithImport(ctx, files)
}, 240_000)
afterAll(() => rmSync(dir, { recursive: true, force: true }))

const statAnswer = () => ctx.page.waitForResponse((r) => r.url().includes(APPLICATION_PATHS.indexStat) && r.status() === 200)
const cards = (band: string) => ctx.page.locator(`[data-testid="unit-card"][data-band="${band}"]:visible`)

type Info = { province: string; subjects: readonly string[]; score: number; rank: number }

/** Logs a new member in (a year paid through the sandbox: every unit of a band is open, not the preview). */
async function newMember(phone: string): Promise<void> {
  await open('/personal/loginWithPhone')
  await loginWithPhone(ctx, phone)
  await ctx.page.waitForURL((u) => !u.hash.includes('loginWithPhone'), { timeout: 30_000 })
  await payBySandbox(ctx, await pageToken(ctx.page), { order_type: 'v2001' })
}

/**
 * The student's gaokao info saved on another device, then 智能推荐 from the 填志愿 tab once the app has
 * read the account again (a page opened before that would send this device's stored copy).
 */
async function indexWith(info: Info): Promise<IndexStat> {
  await setGaokaoInfoOfPageUser(ctx, { ...info, subjects: [...info.subjects] as never, apply_year: applyYear })
  await open('/pages/tabbar/application')
  const core = ctx.page.waitForResponse((r) => r.url().includes(USER_PATHS.dataCore) && r.status() === 200)
  await ctx.page.reload()
  await core
  const answer = statAnswer()
  await byTestId('application-recommend').click()
  await byTestId('application-index').waitFor({ timeout: 30_000 })
  return (await (await answer).json()) as IndexStat
}

/** Scrolls the band's list until the card of `key` is there (the list loads pages as it scrolls). */
async function cardOf(band: string, key: string) {
  const card = ctx.page.locator(`[data-testid="unit-card"][data-key="${key}"]:visible`)
  for (let i = 0; i < 20 && !(await card.count()); i++) {
    await ctx.page.locator('.gk-list:visible').evaluate((el) => el.scrollTo(0, el.scrollHeight))
    await ctx.page.waitForTimeout(300)
  }
  await card.waitFor({ timeout: 10_000 })
  await expect(card.getAttribute('data-band')).resolves.toBe(band)
  return card
}

test('the import loads the group lines and names the school outside the list', () => {
  expect(summary).toContain(`${province} ${years[1]} ${track}`)
  expect(summary).toContain(UNLISTED.name)
})

test('a 湖南 物理类 member: four bands of 院校专业组 from their own past lines, a 未匹配院校库 unit, and the 本科/专科 switch', async () => {
  await shotOnFailure(ctx.page, 'real-provinces', async () => {
    await newMember('13700002601')
    const stat = await indexWith({ province, subjects: SUBJECTS, ...student })
    expect(stat).toMatchObject({
      province,
      track,
      mode: 'group',
      units_from: 'group_lines',
      plan_year: years[1],
      batch_default: '本科',
      batch_level: '本科',
      empty_reason: null
    })
    expect(stat.batch_levels).toEqual(['本科', '专科'])
    for (const band of BANDS) expect(stat.counts[band]).toBeGreaterThan(0)
    await expect(all('band-count').allInnerTexts()).resolves.toEqual(
      ['rush', 'stable', 'safe', 'difficult'].map((b) => String(stat.counts[b as keyof IndexStat['counts']]))
    )
    await expect(byTestId('application-units-note').innerText()).resolves.toContain('每个专业组作为一个志愿')
    // The switch: 本科 (the default, judged by the apply year's own 本科 line: the exam authority's 2025
    // lines of 湖南 ship with the app) and 专科.
    await expect(all('batch-option').allInnerTexts()).resolves.toEqual(['本科（默认）', '专科'])
    await expect(byTestId('batch-note').innerText()).resolves.toMatch(new RegExp(`^按 ${applyYear} 年本科院校 \\d+ 分线，你的成绩可报本科$`))
    await shot(ctx.page, 'real-provinces-index-switch')

    // Every band: each group named by its code, explained by its own lines of 2023-2024 (as the files
    // give them). 冲 last: it is the band the page opened on, so its tab asks again only after another.
    for (const band of ['stable', 'safe', 'difficult', 'rush']) {
      const answer = ctx.page.waitForResponse((r) => r.url().includes(APPLICATION_PATHS.recommend) && r.url().includes(`band=${band}`) && r.status() === 200)
      await byTestId(`band-tab-${band}`).click()
      const list = (await (await answer).json()) as RecommendResponse
      expect(list.results.length).toBeGreaterThan(0)
      await cards(band).first().waitFor({ timeout: 30_000 })
      for (let i = 0; i < Math.min(3, list.results.length); i++) {
        const unit = list.results[i]
        expect(unit.batch_level).toBe('本科')
        const card = cards(band).nth(i)
        await expect(card.locator('[data-testid="unit-name"]').innerText()).resolves.toBe(`${unit.institution_name} · 专业组 ${unit.group_code}`)
        const why = await card.locator('[data-testid="unit-why"]').innerText()
        const past = unit.explanation.past
        expect(past.length).toBeGreaterThan(0)
        expect(why).toContain(
          `按专业组 ${unit.group_code} 往年录取线判断（${past
            .map((p) => p.year)
            .sort()
            .join('、')} 年）`
        )
        for (const p of past) {
          expect(groupLines.has(`${unit.group_code}|${p.year}|${p.min_rank}`)).toBe(true)
          expect(why).toContain(`${p.year} 年最低位次 ${p.min_rank.toLocaleString('en-US')}`)
        }
        await expect(card.locator('.app-unit__meta').first().innerText()).resolves.not.toContain('个专业')
      }
      if (band === 'stable') await shot(ctx.page, 'real-provinces-group-card')
    }

    // The school outside the ministry's list: kept under its name, marked, and its page says why it has no institution page.
    const unlisted = await findUnlisted()
    await byTestId(`band-tab-${unlisted.explanation.band}`).click()
    const card = await cardOf(unlisted.explanation.band, unlisted.key)
    await expect(card.locator('[data-testid="unit-unmatched"]').innerText()).resolves.toBe('未匹配院校库')
    await card.scrollIntoViewIfNeeded()
    await shot(ctx.page, 'real-provinces-unmatched-card')
    await card.getByText('详情').click()
    await byTestId('school-details').waitFor({ timeout: 30_000 })
    await expect(byTestId('school-unmatched').innerText()).resolves.toContain('暂无院校主页')
    await byTestId('school-unmatched').scrollIntoViewIfNeeded()
    await shot(ctx.page, 'real-provinces-unmatched-detail')
    await expectCount(all('school-past-row'), unlisted.explanation.past.length)
    // A whole group is one entry: it is added to the form as the group.
    await expect(all('major-option').allInnerTexts()).resolves.toEqual([`专业组 ${unlisted.group_code}（整组）`])
    await all('major-option').first().click()
    await ctx.page.locator('[data-testid="major-option"][data-on="true"]:visible').waitFor()
    await back()
    await byTestId('application-index').waitFor()

    // 专科: the page and the band lists ask for it, and only 专科 units come (保 for this student); AI fill asks for it too.
    const zhuanke = statAnswer()
    const safeList = ctx.page.waitForResponse((r) => {
      const asked = new URL(r.url()).searchParams
      return r.url().includes(APPLICATION_PATHS.recommend) && asked.get('band') === 'safe' && asked.get('page') === '1' && asked.get('batch_level') === '专科'
    })
    await all('batch-option')
      .filter({ hasText: /^专科$/ })
      .click()
    const stat2 = (await (await zhuanke).json()) as IndexStat
    expect(stat2).toMatchObject({ batch_level: '专科', batch_default: '本科' })
    expect(stat2.counts.safe).toBeGreaterThan(0)
    if (unlisted.explanation.band !== 'safe') await byTestId('band-tab-safe').click()
    const units2 = ((await (await safeList).json()) as RecommendResponse).results
    expect(units2.length).toBeGreaterThan(0)
    for (const u of units2) expect(u.batch_level).toBe('专科')
    await cards('safe').first().waitFor({ timeout: 30_000 })
    await expect(ctx.page.locator('[data-testid="batch-option"][data-on="true"]:visible').innerText()).resolves.toBe('专科')
    await shot(ctx.page, 'real-provinces-zhuanke')
    // 专业优先 has no major names to search in group lines, and says so.
    await open('/gaokao/components/professionFirst/professionDetails')
    await field('profession-search').fill('计算机')
    await byTestId('profession-search-go').click()
    await expect(byTestId('profession-first-empty').innerText()).resolves.toContain('没有专业名单，暂不能按专业查找')
    const fill = ctx.page.waitForRequest((r) => r.url().includes(APPLICATION_PATHS.aiFill))
    await open('/pages/vip/index')
    await byTestId('ai-generate').click()
    expect(JSON.parse((await fill).postData() ?? '{}')).toMatchObject({ province, batch_level: '专科' })
  })
})

/** The unlisted school's first unit, in whichever band (asked through the API with the page's student's info). */
async function findUnlisted(): Promise<RecommendedUnit> {
  const info = { province, apply_year: String(applyYear), subjects: SUBJECTS.join(','), score: String(student.score), rank: String(student.rank) }
  const answers = await Promise.all(
    BANDS.map(async (band) => {
      const res = await callAsUser(ctx, ctx.page, 'GET', `${APPLICATION_PATHS.recommend}?${new URLSearchParams({ ...info, q: UNLISTED.name, band, page_size: '50' })}`)
      return (await res.json()) as RecommendResponse
    })
  )
  const unit = answers.flatMap((a) => a.results).find((u) => u.institution_name === UNLISTED.name)
  expect(unit).toBeDefined()
  expect(unit!.unmatched).toBe(true)
  return unit!
}

test('a student of a province without data, or of a track without it, is told why and what to import', async () => {
  await shotOnFailure(ctx.page, 'real-provinces-empty', async () => {
    await newMember('13700002602')
    const stat = await indexWith({ province: '湖北', subjects: SUBJECTS, score: 560, rank: 20000 })
    expect(stat).toMatchObject({ province: '湖北', empty_reason: 'no_data' })
    const notice = byTestId('recommend-empty-reason')
    await expect(notice.innerText()).resolves.toContain('湖北暂无招生计划和录取分数线数据')
    await expect(notice.innerText()).resolves.toContain('npm run import -- <文件或文件夹>')
    await expectCount(all('band-tabs'), 0)
    await shot(ctx.page, 'real-provinces-empty-reason')

    const history = await indexWith({ province, subjects: ['历史', '政治', '地理'], score: 560, rank: 20000 })
    expect(history).toMatchObject({ province, track: '历史类', empty_reason: 'no_track_data' })
    await expect(byTestId('recommend-empty-reason').innerText()).resolves.toContain('湖南暂无历史类的招生计划和录取分数线')
  })
})
