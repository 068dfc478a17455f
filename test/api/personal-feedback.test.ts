/**
 * Feedback and reports (issue 22; types/personalFeedback.ts): a good feedback with pictures and a
 * contact, each 4xx with its Chinese detail (text rules, someone else's or an unfinished picture,
 * the daily quota, reporting oneself or nobody), visitors 401, staff routes 403 for others, the
 * staff reply sent once (409 after, one winner of two at once) and arriving as a system message,
 * and one user's feedback never in another's list.
 */
import type { LightMyRequestResponse } from 'fastify'
import {
  FEEDBACK_LIMITS,
  FEEDBACK_PATHS,
  type FeedbackInput,
  type FeedbackItem,
  type FeedbackPage,
  type StaffFeedbackItem,
  type StaffFeedbackPage
} from '../../types/personalFeedback'
import { MESSAGE_PATHS, type MessagesPage } from '../../types/forumPeople'
import { USER_PATHS, type PresignResponse } from '../../types/user'
import { signedInject } from './helpers'
import { appWithMembers, newMembers, type Member } from './support/accounts'
import { ok } from './support/forum'

const { t, a, b, staff } = appWithMembers('1360000230')
const someone = newMembers(t, 13600002400)
const DAY = 86_400_000

const send = (method: 'GET' | 'POST', url: string, access?: string, payload?: object): Promise<LightMyRequestResponse> =>
  signedInject(t.app, { method, url, payload, headers: access ? { authorization: `Bearer ${access}` } : {} })

const input = (overrides: Partial<FeedbackInput> = {}): FeedbackInput => ({ category: 'bug', body: '志愿表导出后打不开，提示文件损坏。', ...overrides })

function expectError(res: LightMyRequestResponse, status: number, detail: string, field?: string) {
  const body = res.json() as { detail: string; fields?: Record<string, string> }
  expect([res.statusCode, body.detail]).toEqual([status, detail])
  if (field) expect(body.fields).toEqual({ [field]: detail })
}

/** A finished image upload of `who`; `finished: false` leaves it pending. */
async function image(who: Member, finished = true): Promise<string> {
  const presign = ok<PresignResponse>(await t.get(`${USER_PATHS.presign}?suffix=png&method=PUT`, who.access))
  if (finished) {
    const put = await t.app.inject({ method: 'PUT', url: presign.url, payload: Buffer.from('png bytes'), headers: { 'content-type': 'image/png' } })
    expect(put.statusCode).toBe(200)
  }
  return presign.key
}

const mine = async (who: Member) => ok<FeedbackPage>(await send('GET', FEEDBACK_PATHS.feedback, who.access))
const reply = (id: number, text: string, who = staff) => send('POST', `${FEEDBACK_PATHS.staff}${id}/reply/`, who.access, { reply: text })

describe('feedback', () => {
  test('visitors are asked to log in', async () => {
    expect((await send('POST', FEEDBACK_PATHS.feedback, undefined, input())).statusCode).toBe(401)
    expect((await send('GET', FEEDBACK_PATHS.feedback)).statusCode).toBe(401)
    expect((await send('POST', FEEDBACK_PATHS.report, undefined, { ...input(), category: 'spam', user_id: b.id })).statusCode).toBe(401)
  })

  test('a feedback with pictures and a contact: 201, trimmed, listed newest first', async () => {
    const who = await someone()
    const keys = [await image(who), await image(who)]
    const created = ok<FeedbackItem>(
      await send('POST', FEEDBACK_PATHS.feedback, who.access, input({ body: '  志愿表导出后打不开。 ', images: keys, contact: ' 微信 gk2025 ' })),
      201
    )
    expect(created).toMatchObject({
      kind: 'feedback',
      category: 'bug',
      body: '志愿表导出后打不开。',
      contact: '微信 gk2025',
      target_user: null,
      status: 'open',
      reply: null,
      replied_at: null
    })
    expect(created.images).toEqual(keys.map((key) => ({ url: `/api/storage/file/${key}`, thumb_url: `/api/storage/thumb/${key}` })))
    const second = ok<FeedbackItem>(await send('POST', FEEDBACK_PATHS.feedback, who.access, input({ category: 'suggestion' })), 201)
    const page = await mine(who)
    expect([page.count, page.results.map((f) => f.id)]).toEqual([2, [second.id, created.id]])
    expect(page.results[1]).toEqual(created)
  })

  test('text rules: 400 naming the field, in Chinese', async () => {
    const who = await someone()
    const post = (body: object) => send('POST', FEEDBACK_PATHS.feedback, who.access, body)
    expectError(await post(input({ body: '   ' })), 400, '请描述你遇到的问题或建议', 'body')
    expectError(await post(input({ body: '太慢了' })), 400, `请至少写 ${FEEDBACK_LIMITS.bodyMin} 个字`, 'body')
    expectError(await post(input({ body: '慢'.repeat(FEEDBACK_LIMITS.bodyMax + 1) })), 400, `最多 ${FEEDBACK_LIMITS.bodyMax} 个字`, 'body')
    expectError(await post(input({ contact: '1'.repeat(FEEDBACK_LIMITS.contactMax + 1) })), 400, `联系方式最多 ${FEEDBACK_LIMITS.contactMax} 个字`, 'contact')
    expect((await post({ ...input(), category: 'nonsense' })).statusCode).toBe(400)
    expect((await post({ ...input(), extra: 1 })).statusCode).toBe(400)
    const tooMany = await post(input({ images: Array.from({ length: FEEDBACK_LIMITS.imagesMax + 1 }, () => 'f'.repeat(32) + '.png') }))
    expect([tooMany.statusCode, tooMany.json().fields]).toEqual([400, { images: `最多 ${FEEDBACK_LIMITS.imagesMax} 项` }])
    expect((await mine(who)).count).toBe(0)
  })

  test('pictures must be the sender’s own finished image uploads', async () => {
    const who = await someone()
    const other = await image(b)
    for (const key of [other, await image(who, false), 'f'.repeat(32) + '.png']) {
      expectError(await send('POST', FEEDBACK_PATHS.feedback, who.access, input({ images: [key] })), 400, '图片不存在或未上传完成，请重新上传', 'images')
    }
    expect((await mine(who)).count).toBe(0)
  })

  test(`at most ${FEEDBACK_LIMITS.perDay} a China day, feedback and reports together (422); the next day again`, async () => {
    const who = await someone()
    // 23:30 China time: the next China day begins in half an hour.
    t.clock.now = Date.UTC(2025, 5, 10, 15, 30)
    for (let i = 0; i < FEEDBACK_LIMITS.perDay - 1; i++) ok(await send('POST', FEEDBACK_PATHS.feedback, who.access, input()), 201)
    ok(await send('POST', FEEDBACK_PATHS.report, who.access, { ...input(), category: 'spam', user_id: b.id }), 201)
    expectError(await send('POST', FEEDBACK_PATHS.feedback, who.access, input()), 422, `每天最多提交 ${FEEDBACK_LIMITS.perDay} 次反馈或举报，请明天再试`)
    expectError(
      await send('POST', FEEDBACK_PATHS.report, who.access, { ...input(), category: 'spam', user_id: b.id }),
      422,
      `每天最多提交 ${FEEDBACK_LIMITS.perDay} 次反馈或举报，请明天再试`
    )
    t.clock.now += 31 * 60_000
    ok(await send('POST', FEEDBACK_PATHS.feedback, who.access, input()), 201)
    t.clock.now += DAY
  })

  test('another user’s feedback is not in my list', async () => {
    const [x, y] = [await someone(), await someone()]
    ok(await send('POST', FEEDBACK_PATHS.feedback, x.access, input()), 201)
    expect(await mine(y)).toMatchObject({ count: 0, results: [] })
    expect((await mine(x)).count).toBe(1)
  })
})

describe('reports', () => {
  test('a report names its user; the list shows who', async () => {
    const who = await someone()
    const created = ok<FeedbackItem>(await send('POST', FEEDBACK_PATHS.report, who.access, { user_id: b.id, category: 'abuse', body: '在评论区辱骂其他同学。' }), 201)
    expect(created).toMatchObject({ kind: 'report', category: 'abuse', target_user: { user_id: b.id, username: b.name }, status: 'open' })
    expect((await mine(who)).results[0]).toEqual(created)
  })

  test('reporting oneself is 400, nobody 404, a feedback category 400', async () => {
    const who = await someone()
    expectError(await send('POST', FEEDBACK_PATHS.report, who.access, { user_id: who.id, category: 'spam', body: '这是一条测试举报。' }), 400, '不能举报自己')
    expectError(await send('POST', FEEDBACK_PATHS.report, who.access, { user_id: 999_999, category: 'spam', body: '这是一条测试举报。' }), 404, '用户不存在')
    expect((await send('POST', FEEDBACK_PATHS.report, who.access, { user_id: b.id, category: 'bug', body: '这是一条测试举报。' })).statusCode).toBe(400)
    expect((await mine(who)).count).toBe(0)
  })
})

describe('staff', () => {
  test('401 for visitors, 403 没有权限 for users who are not staff', async () => {
    expect((await send('GET', FEEDBACK_PATHS.staff)).statusCode).toBe(401)
    expectError(await send('GET', FEEDBACK_PATHS.staff, a.access), 403, '没有权限')
    expectError(await reply(1, '谢谢', a), 403, '没有权限')
  })

  test('open items oldest first; a reply once (409 after); it arrives as a system message and on the list', async () => {
    const who = await someone()
    const first = ok<FeedbackItem>(
      await send('POST', FEEDBACK_PATHS.feedback, who.access, input({ body: '会员支付成功但是没有生效，请帮忙看看。', category: 'payment' })),
      201
    )
    const open = ok<StaffFeedbackPage>(await send('GET', `${FEEDBACK_PATHS.staff}?page_size=100`, staff.access)).results
    const ids = open.map((f) => f.id)
    expect(ids).toEqual([...ids].sort((x, y) => x - y))
    expect(open.find((f) => f.id === first.id)).toMatchObject({ user: { user_id: who.id, username: who.name }, status: 'open' })

    const answered = ok<StaffFeedbackItem>(await reply(first.id, '  已为你补开会员，请重新登录查看。 '))
    expect(answered).toMatchObject({ id: first.id, status: 'replied', reply: '已为你补开会员，请重新登录查看。' })
    expect(answered.replied_at).not.toBeNull()
    expectError(await reply(first.id, '再回复一次'), 409, '该反馈已回复过')
    expectError(await reply(999_999, '谢谢'), 404, '反馈不存在')
    expectError(await reply(first.id, '   '), 400, '请输入回复内容', 'reply')

    // The user's list carries the reply; a system message carries it too.
    expect((await mine(who)).results[0]).toMatchObject({ id: first.id, status: 'replied', reply: '已为你补开会员，请重新登录查看。' })
    const messages = ok<MessagesPage>(await t.get(`${MESSAGE_PATHS.list}?type=system`, who.access)).results
    expect(messages).toHaveLength(1)
    expect(messages[0]).toMatchObject({
      type: 'system',
      actor: null,
      post: null,
      read: false,
      text: '你的反馈「会员支付成功但是没有生效，请帮…」有了回复：已为你补开会员，请重新登录查看。'
    })
    expect(ok<{ count: number }>(await t.get(USER_PATHS.unreadCount, who.access)).count).toBe(1)

    // Replied items leave the open queue and show under status=replied.
    expect(ok<StaffFeedbackPage>(await send('GET', `${FEEDBACK_PATHS.staff}?page_size=100`, staff.access)).results.map((f) => f.id)).not.toContain(first.id)
    expect(ok<StaffFeedbackPage>(await send('GET', `${FEEDBACK_PATHS.staff}?status=replied`, staff.access)).results[0].id).toBe(first.id)
  })

  test('two replies at once: one is stored and sent, the other is 409', async () => {
    const who = await someone()
    const item = ok<FeedbackItem>(await send('POST', FEEDBACK_PATHS.feedback, who.access, input()), 201)
    const answers = await Promise.all([reply(item.id, '第一条回复'), reply(item.id, '第二条回复')])
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409])
    expect(ok<MessagesPage>(await t.get(`${MESSAGE_PATHS.list}?type=system`, who.access)).results).toHaveLength(1)
  })

  test('staff filter by kind', async () => {
    const who = await someone()
    const report = ok<FeedbackItem>(await send('POST', FEEDBACK_PATHS.report, who.access, { user_id: a.id, category: 'fraud', body: '私信里让人转账买内部资料。' }), 201)
    const reports = ok<StaffFeedbackPage>(await send('GET', `${FEEDBACK_PATHS.staff}?kind=report&page_size=100`, staff.access)).results
    expect(reports.every((f) => f.kind === 'report')).toBe(true)
    expect(reports.find((f) => f.id === report.id)).toMatchObject({ target_user: { user_id: a.id }, user: { user_id: who.id } })
  })
})
