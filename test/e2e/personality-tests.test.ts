/**
 * The personality and aptitude tests on H5 against the real server (issue 7): a visitor sees the
 * four tests on test/index, is asked to log in when starting one, takes MBTI, Kolb, PSTR and SDS
 * end to end (the quiz resumes after a reload and cannot be submitted incomplete), sees each result
 * explained with its 门类 linking into major search, the result survives a reload, test/index lists
 * all four with their dates, AI志愿填报 names the MBTI type, and 填志愿 marks units 符合测评.
 */
import type { Page } from 'playwright-core'
import { testInfo } from '../../core/personalityTests'
import { resultView } from '../../core/personalityTests/view'
import { KOLB_QUESTIONS } from '../../core/personalityTests/kolbQuestions'
import { MBTI_QUESTIONS } from '../../core/personalityTests/mbtiQuestions'
import { PSTR_QUESTIONS } from '../../core/personalityTests/pstrQuestions'
import { SDS_QUESTIONS } from '../../core/personalityTests/sdsQuestions'
import { scoreTest } from '../../core/personalityTests'
import type { TestId } from '../../types/personalityTests'
import { shotOnFailure, useServerAndBrowser } from './support/browser'
import { loginWithPhone, openRecommendBand } from './support/login'
import { expectCount, pageHelpers, settledShot as shot } from './support/page'

jest.setTimeout(300_000)

const ctx = useServerAndBrowser()
const { byTestId, all, open } = pageHelpers(ctx)
const PHONE_NO = '13700007777'

/** The answer sheets taken, and the types they give (scored with the app's own rules). */
const SHEETS: Record<TestId, number[]> = {
  mbti: MBTI_QUESTIONS.map((q) => q.options.findIndex((o) => 'ENFP'.includes(o.pole))),
  kolb: KOLB_QUESTIONS.map((q) => q.options.findIndex((o) => ['AC', 'AE'].includes(o.pole))),
  pstr: PSTR_QUESTIONS.map((q) => ({ P: 3, S: 4, T: 1, R: 0 })[q.dimension]),
  sds: SDS_QUESTIONS.map((q) => (['I', 'A', 'S'].includes(q.type) ? 0 : 1))
}
const expected = (test: TestId) => {
  const scored = scoreTest(test, SHEETS[test])
  if (!scored.ok) throw new Error(scored.message)
  return resultView({ test, ...scored.outcome, taken_at: new Date().toISOString() })
}

const question = (p: Page) => p.locator('[data-testid="quiz-question"]:visible')
const currentIndex = async (p: Page) => Number(await question(p).getAttribute('data-index'))

/** Answers questions `from`..`to` (exclusive) of the open quiz with the sheet of `test`. */
async function answer(test: TestId, from: number, to: number): Promise<void> {
  const p = ctx.page
  for (let i = from; i < to; i++) {
    await p.locator(`[data-testid="quiz-question"][data-index="${i}"]:visible`).waitFor()
    await all('quiz-option').nth(SHEETS[test][i]).click()
    // The quiz moves on to the next question; the last one stays, its answer chosen.
    if (i < SHEETS[test].length - 1) await p.locator(`[data-testid="quiz-question"][data-index="${i + 1}"]:visible`).waitFor()
    else await p.locator(`[data-testid="quiz-option"][data-on="true"]:visible`).first().waitFor()
  }
}

async function expectSubmitDisabled(left: number): Promise<void> {
  const submit = byTestId('quiz-submit')
  await expect(submit.getAttribute('data-disabled')).resolves.toBe('true')
  await expect(submit.innerText()).resolves.toBe(`还有 ${left} 题未作答`)
  await submit.click()
  await ctx.page.waitForTimeout(300)
  await expect(byTestId('test-quiz').isVisible()).resolves.toBe(true)
}

/** Submits the complete quiz and checks the result page, before and after a reload. */
async function submitAndCheck(test: TestId): Promise<void> {
  const view = expected(test)
  await expect(byTestId('quiz-submit').getAttribute('data-disabled')).resolves.toBe('false')
  await byTestId('quiz-submit').click()
  await byTestId('test-result').waitFor({ timeout: 30_000 })
  const check = async () => {
    await expect(byTestId('result-code').innerText()).resolves.toBe(view.code)
    await expect(byTestId('result-title').innerText()).resolves.toBe(view.title)
    await expect(byTestId('result-date').innerText()).resolves.toMatch(/^\d{4}年\d{1,2}月\d{1,2}日 测评$/)
    await expect(all('result-category').allInnerTexts()).resolves.toEqual(view.categories.map((c) => `${c} ›`))
    await expect(byTestId('result-explain').innerText()).resolves.toContain(view.paragraphs[0])
  }
  await check()
  await shot(ctx.page, `tests-${test}-result`)
  await ctx.page.reload()
  await byTestId('test-result').waitFor({ timeout: 30_000 })
  await check()
}

/** Opens the test's intro, starts it and answers everything. */
async function takeTest(test: TestId): Promise<void> {
  // A fresh load: jumping to another hash over a page stack left by history.back confuses the H5 router.
  await open(`/gaokao/test/${test}/intro`)
  await ctx.page.reload()
  await byTestId('test-intro').waitFor()
  await byTestId('test-start').click()
  await byTestId('test-quiz').waitFor()
  expect(await currentIndex(ctx.page)).toBe(0)
  await answer(test, 0, testInfo(test).questions.length)
  await submitAndCheck(test)
}

test('a visitor logs in to start; four tests end to end; results survive a reload and are listed with their dates', async () => {
  await shotOnFailure(ctx.page, 'personality-tests', async () => {
    // test/index for a visitor: four tests, none taken.
    await open('/gaokao/test/index')
    await byTestId('test-index').waitFor()
    await expectCount(all('test-card'), 4)
    await expectCount(all('test-last-none'), 4)
    await shot(ctx.page, 'tests-index-visitor')

    // MBTI: the intro, then login, then back on the quiz.
    await all('test-card').nth(2).click()
    await byTestId('test-intro').waitFor()
    await expect(byTestId('test-intro').innerText()).resolves.toContain('共 24 题')
    await shot(ctx.page, 'tests-mbti-intro')
    await byTestId('test-start').click()
    await loginWithPhone(ctx, PHONE_NO)
    await byTestId('test-quiz').waitFor({ timeout: 30_000 })
    await expect(byTestId('quiz-progress').innerText()).resolves.toBe('已答 0 / 24')

    // Half the questions, then a reload: the answers are kept, the quiz resumes at question 13.
    await answer('mbti', 0, 12)
    await expect(byTestId('quiz-progress').innerText()).resolves.toBe('已答 12 / 24')
    await expectSubmitDisabled(12)
    await shot(ctx.page, 'tests-mbti-quiz')
    await ctx.page.reload()
    await byTestId('test-quiz').waitFor()
    await expect(byTestId('quiz-progress').innerText()).resolves.toBe('已答 12 / 24')
    expect(await currentIndex(ctx.page)).toBe(12)
    // Back one question: the earlier answer is still chosen.
    await byTestId('quiz-prev').click()
    expect(await currentIndex(ctx.page)).toBe(11)
    await expect(all('quiz-option').nth(SHEETS.mbti[11]).getAttribute('data-on')).resolves.toBe('true')
    await byTestId('quiz-next').click()
    await answer('mbti', 12, 23)
    await expectSubmitDisabled(1)
    await answer('mbti', 23, 24)
    await shot(ctx.page, 'tests-mbti-quiz-complete')
    await submitAndCheck('mbti')

    // A 门类 opens the major search on that 门类.
    const category = expected('mbti').categories[0]
    await byTestId('result-category').click()
    await expect(byTestId('major-result-title').innerText()).resolves.toBe(category)

    for (const test of ['kolb', 'pstr', 'sds'] as const) await takeTest(test)

    // test/index: all four with their last result and date.
    await open('/gaokao/test/index')
    await ctx.page.reload()
    await byTestId('test-index').waitFor()
    await all('test-last').nth(3).waitFor({ timeout: 30_000 })
    const lines = await all('test-last').allInnerTexts()
    expect(lines).toHaveLength(4)
    const order: TestId[] = ['kolb', 'pstr', 'mbti', 'sds']
    order.forEach((test, i) => {
      expect(lines[i]).toContain(expected(test).short)
      expect(lines[i]).toMatch(/\d{4}年\d{1,2}月\d{1,2}日 测评/)
    })
    await shot(ctx.page, 'tests-index-done')

    // AI志愿填报 names the saved MBTI type.
    await open('/pages/vip/index')
    await expect(byTestId('ai-filling').innerText()).resolves.toContain('将参考你的 MBTI 性格测评结果 ENFP')

    // 填志愿 marks the units with a major in the tests' 门类 as 符合测评.
    await openRecommendBand(ctx, { province: '河南', apply_year: 2026, subjects: ['物理', '化学', '生物'], score: 600, rank: 12000 }, 'safe')
    const suggested = new Set([...expected('mbti').categories, ...expected('sds').categories])
    const fit = ctx.page.locator('[data-testid="unit-test-fit"]:visible').first()
    await fit.waitFor({ timeout: 30_000 })
    const marked = (await fit.innerText()).replace(/^符合测评 · /, '').split('、')
    expect(marked.length).toBeGreaterThan(0)
    for (const c of marked) expect(suggested.has(c)).toBe(true)
    await fit.scrollIntoViewIfNeeded()
    await shot(ctx.page, 'tests-application-fit')
  })
})
