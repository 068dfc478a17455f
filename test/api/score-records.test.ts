/**
 * Mock-exam score records (/api/user/score-record/): login required, own records only, the
 * validation of every field with Chinese messages, the 200-record limit, and account deletion.
 * The app's clock is 2025-06-01 16:00 Beijing time (support/accounts.ts).
 */
import { count, eq } from 'drizzle-orm'
import type { LightMyRequestResponse } from 'fastify'
import { chinaDate } from '../../core/chinaTime'
import { scoreRecords } from '../../server/db/schema'
import type { Paginated } from '../../types/api'
import { EDU_PATHS, SCORE_RECORD_LIMITS, type ScoreRecord, type ScoreRecordInput } from '../../types/edu'
import { DELETE_CONFIRM_TEXT, USER_PATHS } from '../../types/user'
import { signedInject } from './helpers'
import { accountsApp, type AccountsApp } from './support/accounts'

const PATH = EDU_PATHS.scoreRecords
let t: AccountsApp
let a: string
let b: string
beforeAll(async () => {
  t = await accountsApp()
  a = (await t.login('13600000001')).access
  b = (await t.login('13600000002')).access
})
afterAll(() => t.close())

const auth = (access?: string): Record<string, string> => (access ? { authorization: `Bearer ${access}` } : {})
const send = (method: 'POST' | 'PUT' | 'DELETE', url: string, access?: string, payload?: object): Promise<LightMyRequestResponse> =>
  signedInject(t.app, { method, url, payload, headers: auth(access) })
const list = async (access: string) => {
  const res = await t.get(`${PATH}?page_size=100`, access)
  expect(res.statusCode).toBe(200)
  return res.json() as Paginated<ScoreRecord>
}

const input: ScoreRecordInput = {
  exam_name: '高三一模',
  exam_date: '2025-03-15',
  total: 612.5,
  subjects: [
    { subject: '语文', score: 118 },
    { subject: '数学', score: 135.5 }
  ],
  rank: 1234
}

test('"today" of the form rules is the date in UTC+8', () => {
  expect(chinaDate(Date.UTC(2025, 5, 1, 15, 59))).toBe('2025-06-01')
  expect(chinaDate(Date.UTC(2025, 5, 1, 16, 0))).toBe('2025-06-02')
})

test('every route needs login', async () => {
  expect((await t.get(PATH)).statusCode).toBe(401)
  expect((await send('POST', PATH, undefined, input)).json()).toEqual({ code: 'not_authenticated', detail: '请先登录' })
  expect((await send('PUT', `${PATH}1/`, undefined, input)).statusCode).toBe(401)
  expect((await send('DELETE', `${PATH}1/`)).statusCode).toBe(401)
  expect((await send('DELETE', `${PATH}1/`, 'not-a-token')).json().code).toBe('token_not_valid')
})

test('create, list by exam date, update, delete', async () => {
  const created = await send('POST', PATH, a, input)
  expect(created.statusCode).toBe(201)
  const first = created.json() as ScoreRecord
  expect(first).toMatchObject({ ...input, id: expect.any(Number) })
  expect(Number.isNaN(Date.parse(first.created_at))).toBe(false)
  // Trimmed names, no rank, today's date (Beijing), a total with one decimal, no subjects.
  const second = (await send('POST', PATH, a, { exam_name: '  期末考试 ', exam_date: '2025-06-01', total: 0, subjects: [] })).json() as ScoreRecord
  expect(second).toMatchObject({ exam_name: '期末考试', rank: null, subjects: [] })
  const third = (await send('POST', PATH, a, { ...input, exam_name: '高二期末', exam_date: '2024-07-01', rank: null })).json() as ScoreRecord
  expect((await list(a)).results.map((r) => r.id)).toEqual([third.id, first.id, second.id])

  const updated = await send('PUT', `${PATH}${first.id}/`, a, { ...input, total: 620, rank: 999 })
  expect(updated.statusCode).toBe(200)
  expect(updated.json()).toEqual({ ...first, total: 620, rank: 999 })
  expect((await list(a)).results.find((r) => r.id === first.id)?.total).toBe(620)

  const deleted = await send('DELETE', `${PATH}${third.id}/`, a)
  expect([deleted.statusCode, deleted.json()]).toEqual([200, { detail: '已删除' }])
  expect((await send('DELETE', `${PATH}${third.id}/`, a)).statusCode).toBe(404)
  expect((await list(a)).count).toBe(2)
})

test("a user never reads or changes another user's records", async () => {
  const mine = (await send('POST', PATH, a, { ...input, exam_name: 'A 的记录' })).json() as ScoreRecord
  expect((await list(b)).results).toEqual([])
  const put = await send('PUT', `${PATH}${mine.id}/`, b, input)
  expect([put.statusCode, put.json()]).toEqual([404, { code: 'not_found', detail: '找不到该成绩记录' }])
  expect((await send('DELETE', `${PATH}${mine.id}/`, b)).statusCode).toBe(404)
  expect((await list(a)).results.find((r) => r.id === mine.id)).toEqual(mine)
})

describe('validation: 400 with a Chinese message per field', () => {
  const cases: [string, object, string, RegExp | string][] = [
    ['missing exam_name', { ...input, exam_name: undefined }, 'exam_name', '此字段为必填项'],
    ['empty exam_name', { ...input, exam_name: '' }, 'exam_name', '长度不能少于 1 个字符'],
    ['blank exam_name', { ...input, exam_name: '   ' }, 'exam_name', '请输入考试名称'],
    ['long exam_name', { ...input, exam_name: '考'.repeat(SCORE_RECORD_LIMITS.examNameMax + 1) }, 'exam_name', `长度不能超过 ${SCORE_RECORD_LIMITS.examNameMax} 个字符`],
    ['date format', { ...input, exam_date: '2025/03/15' }, 'exam_date', '格式不正确'],
    ['no such date', { ...input, exam_date: '2025-02-30' }, 'exam_date', '考试日期格式应为 YYYY-MM-DD'],
    ['future date', { ...input, exam_date: '2025-06-02' }, 'exam_date', '考试日期不能晚于今天'],
    ['total as text', { ...input, total: '600' }, 'total', '类型应为数字'],
    ['total too high', { ...input, total: 901 }, 'total', '不能大于 900'],
    ['negative total', { ...input, total: -1 }, 'total', '不能小于 0'],
    ['two decimals', { ...input, total: 600.25 }, 'total', /最多一位小数/],
    ['too many subjects', { ...input, subjects: Array.from({ length: 10 }, (_, i) => ({ subject: `科目${i}`, score: 1 })) }, 'subjects', '最多 9 项'],
    [
      'duplicate subject',
      {
        ...input,
        subjects: [
          { subject: '语文', score: 1 },
          { subject: '语文', score: 2 }
        ]
      },
      'subjects',
      '科目“语文”重复了'
    ],
    ['blank subject', { ...input, subjects: [{ subject: ' ', score: 1 }] }, 'subjects', '请填写第 1 个科目的名称'],
    ['long subject', { ...input, subjects: [{ subject: '科'.repeat(11), score: 1 }] }, 'subjects.0.subject', '长度不能超过 10 个字符'],
    ['subject score decimals', { ...input, subjects: [{ subject: '语文', score: 1.55 }] }, 'subjects', /语文：分数应为 0-900 之间的数字，最多一位小数/],
    ['sum above total', { ...input, total: 200 }, 'subjects', '各科分数之和（253.5）超过了总分'],
    ['rank zero', { ...input, rank: 0 }, 'rank', '不能小于 1'],
    ['rank decimal', { ...input, rank: 1.5 }, 'rank', '类型应为整数或空值'],
    ['unknown field', { ...input, score: 1 }, 'score', '不允许的字段']
  ]
  test.each(cases)('%s', async (_, body, field, message) => {
    const res = await send('POST', PATH, a, body)
    expect(res.statusCode).toBe(400)
    const answer = res.json() as { code: string; detail: string; fields: Record<string, string> }
    expect(answer.code).toBe('validation_error')
    expect(answer.fields[field]).toEqual(typeof message === 'string' ? message : expect.stringMatching(message))
    expect(answer.detail).toMatch(/[\u4e00-\u9fff]/)
  })

  test('the same rules on update; bad ids', async () => {
    const mine = (await send('POST', PATH, a, input)).json() as ScoreRecord
    expect((await send('PUT', `${PATH}${mine.id}/`, a, { ...input, exam_date: '2030-01-01' })).json().fields).toEqual({ exam_date: '考试日期不能晚于今天' })
    expect((await send('PUT', `${PATH}abc/`, a, input)).json().fields).toEqual({ id: '类型应为整数' })
    expect((await send('DELETE', `${PATH}0/`, a)).json().fields).toEqual({ id: '不能小于 1' })
    expect((await t.get(`${PATH}?page_size=101`, a)).statusCode).toBe(400)
  })
})

test(`at most ${SCORE_RECORD_LIMITS.recordsMax} records per user (422), then deleting the account deletes them`, async () => {
  const login = await t.login('13600000003')
  const userId = login.user_core.user_id
  const row = { userId, examName: '批量', examDate: '2025-01-01', total: 500, subjects: [] }
  await t.database.db.insert(scoreRecords).values(Array.from({ length: SCORE_RECORD_LIMITS.recordsMax - 1 }, () => row))
  expect((await send('POST', PATH, login.access, input)).statusCode).toBe(201)
  const refused = await send('POST', PATH, login.access, input)
  expect([refused.statusCode, refused.json()]).toEqual([422, { code: 'business_rule', detail: '最多保存 200 条成绩记录，请先删除不需要的记录' }])
  const mine = async () => (await t.database.db.select({ n: count() }).from(scoreRecords).where(eq(scoreRecords.userId, userId)))[0].n
  expect(await mine()).toBe(SCORE_RECORD_LIMITS.recordsMax)
  const gone = await t.get(`${USER_PATHS.deleteAccount}?confirm=${encodeURIComponent(DELETE_CONFIRM_TEXT)}`, login.access)
  expect(gone.statusCode).toBe(200)
  expect(await mine()).toBe(0)
})
