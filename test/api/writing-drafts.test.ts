/**
 * Writing (issue 24; types/writing.ts, services/writing/prompts.ts, drafts.ts): the demo prompts
 * open to visitors; drafts are the caller's own (401 without login, 404 for another user's), the
 * word count is the server's, a save lands only on the revision it was based on (two saves based on
 * one revision: one 200, one 409, and the older text never overwrites the newer), and bad input is
 * a 400 naming the field.
 */
import type { LightMyRequestResponse } from 'fastify'
import { essayWordCount } from '../../core/essayWords'
import { seedDemoWriting } from '../../server/seed/demoWriting'
import type { Paginated } from '../../types/api'
import { ESSAY_LIMITS, WRITING_PATHS, type EssayDraft, type EssayDraftSummary, type EssayPrompt, type EssayPromptCard } from '../../types/writing'
import { signedInject } from './helpers'
import { appWithMembers, type Member } from './support/accounts'
import { ok } from './support/forum'

const { t, a, b } = appWithMembers('1361000000')

beforeAll(async () => {
  await seedDemoWriting(t.database)
})

const send = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, who?: Member, payload?: object): Promise<LightMyRequestResponse> =>
  signedInject(t.app, { method, url, payload, headers: who ? { authorization: `Bearer ${who.access}` } : {} })

const draftUrl = (id: number) => `${WRITING_PATHS.drafts}${id}/`
const create = async (who: Member, payload: object) => ok<EssayDraft>(await send('POST', WRITING_PATHS.drafts, who, payload), 201)

function expectError(res: LightMyRequestResponse, status: number, detail: string) {
  expect([res.statusCode, (res.json() as { detail: string }).detail]).toEqual([status, detail])
}

describe('prompts', () => {
  test('visitors list the eight demo prompts by genre and open one', async () => {
    const all = ok<Paginated<EssayPromptCard>>(await send('GET', WRITING_PATHS.prompts))
    expect(all.count).toBe(8)
    expect(all.results[0]).toEqual(expect.objectContaining({ title: '慢下来的力量', genre: 'argument', genre_name: '议论文', target_words: 800, is_demo: true }))
    const material = ok<Paginated<EssayPromptCard>>(await send('GET', `${WRITING_PATHS.prompts}?genre=material`))
    expect(material.results.map((p) => p.genre_name)).toEqual(['材料作文', '材料作文', '材料作文'])
    const one = ok<EssayPrompt>(await send('GET', `${WRITING_PATHS.prompts}${all.results[2].id}/`))
    expect(one.title).toBe('灯')
    expect(one.body).toContain('不少于800字')
    expect(one.body).toContain('示例数据')
    expectError(await send('GET', `${WRITING_PATHS.prompts}99999/`), 404, '题目不存在')
    expect((await send('GET', `${WRITING_PATHS.prompts}?genre=poem`)).statusCode).toBe(400)
  })
})

describe('drafts', () => {
  test('every drafts route needs login', async () => {
    for (const [method, url] of [
      ['GET', WRITING_PATHS.drafts],
      ['POST', WRITING_PATHS.drafts],
      ['GET', draftUrl(1)],
      ['PUT', draftUrl(1)],
      ['DELETE', draftUrl(1)]
    ] as const) {
      const payload = method === 'POST' ? { title: '', body: '' } : method === 'PUT' ? { title: '', body: '', revision: 1 } : undefined
      const res = await send(method, url, undefined, payload)
      expect([method, url, res.statusCode, res.json().detail]).toEqual([method, url, 401, '请先登录'])
    }
  })

  test('create on a prompt, save with revisions, list newest first, delete', async () => {
    const prompts = ok<Paginated<EssayPromptCard>>(await send('GET', WRITING_PATHS.prompts))
    const prompt = prompts.results[0]
    const body = '时代在加速，我们却需要学会慢下来。Slow down 不是停下。'
    const first = await create(a, { prompt_id: prompt.id, title: '慢', body })
    expect(first).toEqual(
      expect.objectContaining({ prompt_id: prompt.id, prompt_title: '慢下来的力量', target_words: 800, title: '慢', body, revision: 1, word_count: essayWordCount(body) })
    )
    expect(first.word_count).toBe(24)
    t.clock.now += 1000
    const second = ok<EssayDraft>(await send('PUT', draftUrl(first.id), a, { title: '慢下来', body: `${body}\n第二段。`, revision: 1 }))
    expect([second.revision, second.title, second.word_count]).toEqual([2, '慢下来', 28])
    const free = await create(a, { title: '', body: '自由写作' })
    expect([free.prompt_id, free.prompt_title, free.target_words]).toEqual([null, null, ESSAY_LIMITS.defaultTarget])
    t.clock.now += 1000
    ok<EssayDraft>(await send('PUT', draftUrl(first.id), a, { title: '慢下来', body: `${body}\n第三段。`, revision: 2 }))
    const list = ok<Paginated<EssayDraftSummary>>(await send('GET', WRITING_PATHS.drafts, a))
    expect(list.results.map((d) => [d.id, d.revision, d.excerpt.slice(0, 5)])).toEqual([
      [first.id, 3, '时代在加速'],
      [free.id, 1, '自由写作']
    ])
    const paged = ok<Paginated<EssayDraftSummary>>(await send('GET', `${WRITING_PATHS.drafts}?page_size=1`, a))
    expect([paged.count, paged.results.length, paged.next]).toEqual([2, 1, `${WRITING_PATHS.drafts}?page_size=1&page=2`])
    expect(ok<Paginated<EssayDraftSummary>>(await send('GET', WRITING_PATHS.drafts, b)).count).toBe(0)
    expect(ok<{ detail: string }>(await send('DELETE', draftUrl(free.id), a)).detail).toBe('草稿已删除')
    expectError(await send('GET', draftUrl(free.id), a), 404, '草稿不存在')
    expectError(await send('DELETE', draftUrl(free.id), a), 404, '草稿不存在')
    ok(await send('DELETE', draftUrl(first.id), a))
  })

  test('a stale save is refused with 409 and the newer text stays; two saves on one revision: one wins', async () => {
    const draft = await create(a, { title: '题', body: '第一版' })
    ok<EssayDraft>(await send('PUT', draftUrl(draft.id), a, { title: '题', body: '第二版，更新的', revision: 1 }))
    const stale = await send('PUT', draftUrl(draft.id), a, { title: '题', body: '旧的', revision: 1 })
    expectError(stale, 409, '草稿已在别处保存了更新的版本（第 2 版），本次保存未覆盖')
    expect(ok<EssayDraft>(await send('GET', draftUrl(draft.id), a)).body).toBe('第二版，更新的')
    const both = await Promise.all(['甲的文字', '乙的文字'].map((body) => send('PUT', draftUrl(draft.id), a, { title: '题', body, revision: 2 })))
    expect(both.map((res) => res.statusCode).sort()).toEqual([200, 409])
    const winner = both.find((res) => res.statusCode === 200)!.json() as EssayDraft
    const now = ok<EssayDraft>(await send('GET', draftUrl(draft.id), a))
    expect([now.revision, now.body]).toEqual([3, winner.body])
    ok(await send('DELETE', draftUrl(draft.id), a))
  })

  test("another user's draft is 404 on every route and stays untouched", async () => {
    const mine = await create(a, { title: '我的', body: '只属于我' })
    expectError(await send('GET', draftUrl(mine.id), b), 404, '草稿不存在')
    expectError(await send('PUT', draftUrl(mine.id), b, { title: 'x', body: 'x', revision: 1 }), 404, '草稿不存在')
    expectError(await send('DELETE', draftUrl(mine.id), b), 404, '草稿不存在')
    expect(ok<EssayDraft>(await send('GET', draftUrl(mine.id), a))).toEqual(expect.objectContaining({ body: '只属于我', revision: 1 }))
    ok(await send('DELETE', draftUrl(mine.id), a))
  })

  test('bad input is a 400 naming the field; an unknown prompt 404; too many drafts 422', async () => {
    const long = await send('POST', WRITING_PATHS.drafts, a, { title: '', body: 'x'.repeat(ESSAY_LIMITS.bodyMax + 1) })
    expect([long.statusCode, Object.keys(long.json().fields)]).toEqual([400, ['body']])
    const title = await send('POST', WRITING_PATHS.drafts, a, { title: '题'.repeat(ESSAY_LIMITS.titleMax + 1), body: '' })
    expect([title.statusCode, Object.keys(title.json().fields)]).toEqual([400, ['title']])
    const extra = await send('POST', WRITING_PATHS.drafts, a, { title: '', body: '', word_count: 9999 })
    expect([extra.statusCode, extra.json().fields]).toEqual([400, { word_count: '不允许的字段' }])
    const noRevision = await send('PUT', draftUrl(1), a, { title: '', body: '' })
    expect([noRevision.statusCode, Object.keys(noRevision.json().fields)]).toEqual([400, ['revision']])
    expect((await send('GET', `${WRITING_PATHS.drafts}abc/`, a)).statusCode).toBe(400)
    expectError(await send('POST', WRITING_PATHS.drafts, a, { prompt_id: 99999, title: '', body: '' }), 404, '题目不存在')
    // The exact limit is fine.
    const max = await create(a, { title: '题'.repeat(ESSAY_LIMITS.titleMax), body: '字'.repeat(ESSAY_LIMITS.bodyMax) })
    expect(max.word_count).toBe(ESSAY_LIMITS.bodyMax)
    const have = ok<Paginated<EssayDraftSummary>>(await send('GET', WRITING_PATHS.drafts, a)).count
    await Promise.all(Array.from({ length: ESSAY_LIMITS.draftsMax - have }, () => create(a, { title: '', body: '' })))
    expectError(await send('POST', WRITING_PATHS.drafts, a, { title: '', body: '' }), 422, `草稿最多保存 ${ESSAY_LIMITS.draftsMax} 篇，请先删除不需要的草稿`)
  })
})
