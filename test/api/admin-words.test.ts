/**
 * The console's sensitive-word list (issue 28; server/routes/admin/words.ts): staff list, add and
 * remove words; the forum holds new posts by the table from the next request on; every change is
 * audited. The table is seeded from FORUM_SENSITIVE_WORDS when empty.
 */
import { and, eq } from 'drizzle-orm'
import { adminAudit, sensitiveWords } from '../../server/db/schema'
import { WORD_PATHS } from '../../types/adminWords'
import type { SensitiveWord } from '../../types/adminWords'
import type { Paginated } from '../../types/api'
import { signedInject } from './helpers'
import { appWithMembers } from './support/accounts'
import { forumClient, ok } from './support/forum'

const { t, a, staff } = appWithMembers('1371000000', { env: { FORUM_SENSITIVE_WORDS: '代考,刷分神器' } })
const forum = forumClient(() => t)
const auth = (access?: string): Record<string, string> => (access ? { authorization: `Bearer ${access}` } : {})
const send = (method: 'GET' | 'POST' | 'DELETE', url: string, access?: string, payload?: object) =>
  signedInject(t.app, { method, url, headers: auth(access), ...(payload ? { payload } : {}) })
const wordUrl = (word: string) => `${WORD_PATHS.words}${encodeURIComponent(word)}/`

async function listed(): Promise<string[]> {
  const page = ok<Paginated<SensitiveWord>>(await send('GET', `${WORD_PATHS.words}?page_size=100`, staff.access))
  return page.results.map((w) => w.word).sort()
}

test('every word route: 401 visitor, 403 user, staff allowed', async () => {
  const calls: [method: 'GET' | 'POST' | 'DELETE', url: string, body?: object][] = [
    ['GET', WORD_PATHS.words],
    ['POST', WORD_PATHS.words, { word: '访问测试' }],
    ['DELETE', wordUrl('访问测试')]
  ]
  for (const [method, url, body] of calls) {
    expect([method, url, (await send(method, url, undefined, body)).statusCode]).toEqual([method, url, 401])
    const user = await send(method, url, a.access, body)
    expect([method, url, user.statusCode, user.json().code]).toEqual([method, url, 403, 'permission_denied'])
  }
  expect((await send('GET', WORD_PATHS.words, staff.access)).statusCode).toBe(200)
  expect((await send('POST', WORD_PATHS.words, staff.access, { word: '访问测试' })).statusCode).toBe(201)
  expect((await send('DELETE', wordUrl('访问测试'), staff.access)).statusCode).toBe(200)
})

test('the list starts as the configured words; a search filters it', async () => {
  expect(await listed()).toEqual(['代考', '刷分神器'].sort())
  const found = ok<Paginated<SensitiveWord>>(await send('GET', `${WORD_PATHS.words}?q=${encodeURIComponent('刷分')}`, staff.access))
  expect(found.results.map((w) => w.word)).toEqual(['刷分神器'])
})

test('a word added holds the next post containing it; removed, it no longer does', async () => {
  expect((await forum.ask(a, { title: '出售考前泄题资料，私聊' })).status).toBe('published')

  const added = ok<SensitiveWord>(await send('POST', WORD_PATHS.words, staff.access, { word: ' 考前 泄题 ', reason: '近期出现的广告' }), 201)
  expect(added.word).toBe('考前泄题')
  expect((await forum.ask(a, { title: '出售考前泄题资料，私聊' })).status).toBe('held')
  // Answers are held by the same list.
  const post = await forum.ask(a, { title: '普通的问题' })
  expect(ok<{ status: string }>(await forum.answer(a, post.id, '我有考前泄题的渠道'), 201).status).toBe('held')

  expect(ok<{ detail: string }>(await send('DELETE', wordUrl('考前泄题'), staff.access)).detail).toContain('考前泄题')
  expect((await forum.ask(a, { title: '出售考前泄题资料，私聊' })).status).toBe('published')
  // The configured words still hold.
  expect((await forum.ask(a, { title: '有没有代考渠道' })).status).toBe('held')
})

test('words are normalised; empty, too long, duplicate and unknown words are refused in Chinese', async () => {
  const wide = ok<SensitiveWord>(await send('POST', WORD_PATHS.words, staff.access, { word: 'ＡＢＣ 刷单' }), 201)
  expect(wide.word).toBe('abc刷单')
  expect((await forum.ask(a, { title: '找 abc 刷单 的人' })).status).toBe('held')

  const duplicate = await send('POST', WORD_PATHS.words, staff.access, { word: 'abc刷单' })
  expect([duplicate.statusCode, duplicate.json().detail]).toEqual([409, '「abc刷单」已在敏感词表中'])
  for (const word of ['   ', '一二三四五六七八九十一二三四五六七八九十一']) {
    const bad = await send('POST', WORD_PATHS.words, staff.access, { word })
    expect([bad.statusCode, bad.json().detail]).toEqual([400, '敏感词应为 1-20 个字（空格不计）'])
  }
  // Twenty characters are fine.
  expect((await send('POST', WORD_PATHS.words, staff.access, { word: '一二三四五六七八九十一二三四五六七八九十' })).statusCode).toBe(201)
  const unknown = await send('DELETE', wordUrl('没有这个词'), staff.access)
  expect([unknown.statusCode, unknown.json().detail]).toEqual([404, '「没有这个词」不在敏感词表中'])
  // Removal normalises the same way.
  expect((await send('DELETE', wordUrl('ＡＢＣ刷单'), staff.access)).statusCode).toBe(200)
  expect(await t.database.db.select().from(sensitiveWords).where(eq(sensitiveWords.word, 'abc刷单'))).toEqual([])
})

test('every change is audited with the word; refused ones are not', async () => {
  const before = await t.database.db
    .select()
    .from(adminAudit)
    .where(and(eq(adminAudit.entity, 'sensitive_word'), eq(adminAudit.staffId, staff.id)))
  ok(await send('POST', WORD_PATHS.words, staff.access, { word: '审计测试', reason: '测试' }), 201)
  await send('POST', WORD_PATHS.words, staff.access, { word: '审计测试' })
  ok(await send('DELETE', wordUrl('审计测试'), staff.access))
  const rows = await t.database.db
    .select()
    .from(adminAudit)
    .where(and(eq(adminAudit.entity, 'sensitive_word'), eq(adminAudit.staffId, staff.id)))
  const fresh = rows.slice(before.length)
  expect(fresh.map((r) => [r.action, r.entityId, r.reason])).toEqual([
    ['POST /api/admin/words/', '审计测试', '测试'],
    ['DELETE /api/admin/words/:word/', '审计测试', null]
  ])
  expect(fresh[0].after).toMatchObject({ word: '审计测试' })
  expect(fresh[1].before).toMatchObject({ word: '审计测试' })
  expect(fresh[1].after).toEqual({})
})
