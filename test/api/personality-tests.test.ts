/**
 * Personality test results (/api/user/tests/, server/routes/tests/, server/services/testResults.ts):
 * login required, the server scores the answers itself, incomplete or invalid answers are 400s in
 * Chinese, a retake replaces the earlier result, the list holds the latest per test in TEST_IDS
 * order with its date, MBTI becomes the user's MBTIResult, and AI filling names the SDS code's 门类.
 */
import { eq } from 'drizzle-orm'
import { personalityTestResults } from '../../server/db/schema'
import { sampleTable } from '../../server/seed/sampleOneScore'
import { seedSampleLines, seedSampleOneScore } from '../../server/seed/seedAll'
import { importShippedInstitutions } from '../../server/seed/shipInstitutions'
import { scoreTest, testInfo } from '../../core/personalityTests'
import { MBTI_QUESTIONS } from '../../core/personalityTests/mbtiQuestions'
import { testFit } from '../../src/lib/recommendView'
import { APPLICATION_PATHS, type AiFillResponse, type RecommendResponse } from '../../types/application'
import { PERSONALITY_TEST_PATHS, TEST_IDS, type TestId, type TestResultList, type TestResultRecord } from '../../types/personalityTests'
import { USER_PATHS, type LoginResponse, type UserCore } from '../../types/user'
import { accountsApp, type AccountsApp } from './support/accounts'

const PATH = PERSONALITY_TEST_PATHS.results
let t: AccountsApp
let a: LoginResponse
let b: LoginResponse
beforeAll(async () => {
  t = await accountsApp()
  a = await t.login('13600000011')
  b = await t.login('13600000012')
})
afterAll(() => t.close())

const submit = (body: object, access?: string) => t.post(PATH, body, access)
const list = async (access: string) => {
  const res = await t.get(PATH, access)
  expect(res.statusCode).toBe(200)
  return res.json() as TestResultList
}
/** MBTI answers that choose the poles of `type`. */
const mbtiAnswers = (type: string) => MBTI_QUESTIONS.map((q) => q.options.findIndex((o) => type.includes(o.pole)))
const zeros = (test: TestId) => testInfo(test).questions.map(() => 0)

test('login required', async () => {
  expect((await t.get(PATH)).json()).toEqual({ code: 'not_authenticated', detail: '请先登录' })
  expect((await submit({ test: 'mbti', answers: zeros('mbti') })).statusCode).toBe(401)
  expect((await submit({ test: 'mbti', answers: zeros('mbti') }, 'not-a-token')).json().code).toBe('token_not_valid')
})

test("the server scores the answers; MBTI also becomes the user's MBTIResult", async () => {
  expect(await list(a.access)).toEqual({ results: [] })
  const res = await submit({ test: 'mbti', answers: mbtiAnswers('ENFP') }, a.access)
  expect(res.statusCode).toBe(201)
  const saved = res.json() as TestResultRecord
  expect(saved).toEqual({
    test: 'mbti',
    type: 'ENFP',
    scores: { E: 6, I: 0, S: 0, N: 6, T: 0, F: 6, J: 0, P: 6 },
    categories: ['文学', '艺术学', '教育学'],
    taken_at: new Date(t.clock.now).toISOString()
  })
  const core = (await t.post(USER_PATHS.dataCore, {}, a.access)).json() as UserCore
  expect(core.MBTIResult).toBe('ENFP')
  // A score sent along is no field of the contract.
  const forged = await submit({ test: 'mbti', answers: mbtiAnswers('ENFP'), type: 'INTJ' }, a.access)
  expect(forged.statusCode).toBe(400)
  expect(forged.json().code).toBe('validation_error')
})

test('a retake replaces the result; the list is the latest per test in TEST_IDS order with its date; users see only their own', async () => {
  for (const test of TEST_IDS) expect((await submit({ test, answers: zeros(test) }, a.access)).statusCode).toBe(201)
  t.clock.now += 86_400_000
  const retake = (await submit({ test: 'mbti', answers: mbtiAnswers('ISTJ') }, a.access)).json() as TestResultRecord
  expect(retake.type).toBe('ISTJ')
  const { results } = await list(a.access)
  expect(results.map((r) => r.test)).toEqual([...TEST_IDS])
  expect(results.find((r) => r.test === 'mbti')).toEqual(retake)
  for (const r of results.filter((x) => x.test !== 'mbti')) {
    const expected = scoreTest(r.test, zeros(r.test))
    expect(expected.ok && r).toMatchObject(expected.ok ? { type: expected.outcome.type, scores: expected.outcome.scores, categories: expected.outcome.categories } : {})
    expect(r.taken_at).toBe(new Date(t.clock.now - 86_400_000).toISOString())
  }
  expect((await t.post(USER_PATHS.dataCore, {}, a.access)).json().MBTIResult).toBe('ISTJ')
  const rows = await t.database.db.select().from(personalityTestResults).where(eq(personalityTestResults.userId, a.user_core.user_id))
  expect(rows).toHaveLength(4)
  expect(await list(b.access)).toEqual({ results: [] })
})

test('incomplete, surplus or invalid answers and unknown tests are 400s with Chinese details', async () => {
  const cases: [object, string][] = [
    [{ test: 'mbti', answers: zeros('mbti').slice(0, 23) }, '第 24 题还没有作答'],
    [{ test: 'sds', answers: [...zeros('sds'), 0] }, '答案数量不正确：本测评共 36 题'],
    [{ test: 'mbti', answers: [0, 3, ...zeros('mbti').slice(2)] }, '第 2 题的答案无效']
  ]
  for (const [body, detail] of cases) {
    const res = await submit(body, b.access)
    expect(res.statusCode).toBe(400)
    expect(res.json()).toEqual({ code: 'validation_error', detail, fields: { answers: detail } })
  }
  for (const body of [
    { test: 'iq', answers: [0] },
    { test: 'pstr', answers: [] },
    { test: 'pstr', answers: [5] },
    { test: 'pstr', answers: [0.5] },
    { test: 'pstr' },
    { answers: [0] }
  ]) {
    const res = await submit(body, b.access)
    expect(res.statusCode).toBe(400)
    expect(res.json().code).toBe('validation_error')
  }
  expect((await t.get(`${PATH}?x=1`, b.access)).statusCode).toBe(400)
  expect(await list(b.access)).toEqual({ results: [] })
})

test("AI filling names the 门类 of the SDS code next to the MBTI type; the recommendations carry both tests' 门类", async () => {
  await importShippedInstitutions(t.database)
  await seedSampleOneScore(t.database)
  expect(await seedSampleLines(t.database, ['宁夏'])).not.toBeNull()
  const rows = sampleTable('宁夏', 2025, '物理类').rows
  const info = { province: '宁夏', apply_year: 2026, subjects: ['物理', '化学', '生物'], score: 480, rank: Math.round(rows[rows.length - 1].cumulative * 0.2) }
  const ratio = { rush: 20, stable: 40, safe: 40 }
  const recommend = async () => {
    const res = await t.get(
      `${APPLICATION_PATHS.recommend}?${new URLSearchParams({ ...info, subjects: info.subjects.join(','), score: String(info.score), rank: String(info.rank), apply_year: String(info.apply_year), band: 'safe' })}`,
      b.access
    )
    expect(res.statusCode).toBe(200)
    return res.json() as RecommendResponse
  }
  expect((await recommend()).test_categories).toEqual([])
  // SDS: 是 to every S and E question, 否 to the rest: S 6, E 6, the others 0, so the third letter is R by the tie rule.
  const sds = testInfo('sds').questions.map((_, i) => ([3, 4].includes(i % 6) ? 0 : 1))
  const saved = (await submit({ test: 'sds', answers: sds }, b.access)).json() as TestResultRecord
  expect(saved.type).toBe('SER')
  const fill = (await t.post(APPLICATION_PATHS.aiFill, { ...info, ratio }, b.access)).json() as AiFillResponse
  expect(fill.preferences).toEqual(['职业兴趣 SER：教育学、医学、法学、管理学'])
  expect((await recommend()).test_categories).toEqual(['教育学', '医学', '法学', '管理学'])
  await submit({ test: 'mbti', answers: mbtiAnswers('INTJ') }, b.access)
  const both = (await t.post(APPLICATION_PATHS.aiFill, { ...info, ratio }, b.access)).json() as AiFillResponse
  expect(both.preferences).toEqual(['性格测试 INTJ：理学、工学、哲学', '职业兴趣 SER：教育学、医学、法学、管理学'])
  const listed = await recommend()
  expect(listed.test_categories).toEqual(['理学', '工学', '哲学', '教育学', '医学', '法学', '管理学'])
  // The sample units have 工学 majors: some are marked 符合测评.
  expect(listed.results.some((u) => testFit(u, listed.test_categories).includes('工学'))).toBe(true)
}, 120_000)
