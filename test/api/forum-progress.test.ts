/**
 * Question progress (进展反馈; types/forumProgress.ts): the asker's notes and the solved state, who
 * may write them (the asker only: 403; questions only: 400; 404 for what one cannot see), the
 * sensitive-word hold, the mute, the rate limit and the cap, the post page's solved_at and
 * progress_count, and the system message that tells the answerers (one unread per question).
 * The app's clock starts at 2025-06-01 16:00 Beijing time (support/accounts.ts); tests move it.
 */
import { eq } from 'drizzle-orm'
import type { LightMyRequestResponse } from 'fastify'
import { forumPosts, forumProgress } from '../../server/db/schema'
import { seedDemoForum } from '../../server/seed/demoForum'
import { DEMO_PROGRESS, seedDemoForumProgress } from '../../server/seed/demoForumProgress'
import { FORUM_PATHS, FORUM_RATE_LIMITS, type NewQuestion, type PostDetail } from '../../types/forum'
import { MESSAGE_PATHS, PEOPLE_PATHS, type MessageCounts, type MessagesPage } from '../../types/forumPeople'
import { FORUM_PROGRESS_PATHS, PROGRESS_LIMITS, PROGRESS_RATE_LIMIT, type ProgressThread } from '../../types/forumProgress'
import { STAFF_PATHS } from '../../types/forumStaff'
import { VOTE_PATHS, type VoteDetail } from '../../types/forumVotes'
import { freshDatabase } from './helpers'
import { appWithMembers, type Member } from './support/accounts'
import { forumClient, ok } from './support/forum'

const { t, a, b, c, d, staff } = appWithMembers('1360000003', { env: { FORUM_SENSITIVE_WORDS: '代考' } })

const MINUTE = 60_000
const HOUR = 60 * MINUTE
const forum = forumClient(() => t)
const { send } = forum
const fail = (res: LightMyRequestResponse) => [res.statusCode, res.json().detail as string]

const progressUrl = (id: number, rest = '') => `${FORUM_PROGRESS_PATHS.progress}${id}/${rest}`
const thread = async (id: number, who?: Member) => ok<ProgressThread>(await send('GET', progressUrl(id), who?.access))
/** Adds a note as `who`, the clock moved past the rate window so it never bites. */
const note = (who: Member | undefined, id: number, body: string, solved?: boolean) => {
  t.clock.now += PROGRESS_RATE_LIMIT.windowMs
  return send('POST', progressUrl(id), who?.access, solved === undefined ? { body } : { body, solved })
}
const solve = (who: Member | undefined, id: number, solved: boolean) => send('PUT', progressUrl(id, 'solved/'), who?.access, { solved })
const postOf = async (id: number, who?: Member) => ok<PostDetail>(await send('GET', `${FORUM_PATHS.posts}${id}/`, who?.access))

const ask = (who: Member, overrides: Partial<NewQuestion> = {}) =>
  forum.ask(who, { title: '位次两万报哪些学校稳妥？', body: '物化生，江苏考生。', qa_tag: null, ...overrides })
const answer = async (who: Member, postId: number, body: string, parentId?: number) => ok<{ id: number }>(await forum.answer(who, postId, body, parentId), 201)
const systemOf = async (who: Member) => ok<MessagesPage>(await send('GET', `${MESSAGE_PATHS.list}?type=system`, who.access)).results
const counts = async (who: Member) => ok<MessageCounts>(await send('GET', MESSAGE_PATHS.counts, who.access))
const clean = async (...who: Member[]) => {
  for (const m of who) ok(await send('POST', MESSAGE_PATHS.clean, m.access, { type: 'system' }))
}

describe('reading and writing progress', () => {
  test('a new question has no progress; the asker adds notes (oldest first) that everyone reads; the post page counts them', async () => {
    const q = await ask(a)
    expect([q.solved_at, q.progress_count]).toEqual([null, 0])
    expect(await thread(q.id)).toEqual({
      post_id: q.id,
      title: q.title,
      author: q.author,
      status: 'published',
      solved_at: null,
      is_author: false,
      is_demo: false,
      notes: []
    })
    expect((await thread(q.id, a)).is_author).toBe(true)

    const first = ok<ProgressThread>(await note(a, q.id, '已经按冲稳保列了 12 个志愿，<b>先</b>这样'), 201)
    expect(first.notes.map((n) => [n.body, n.status, n.is_demo])).toEqual([['已经按冲稳保列了 12 个志愿，<b>先</b>这样', 'published', false]])
    expect(first.notes[0].created_at).toBe(new Date(t.clock.now).toISOString())
    ok(await note(a, q.id, '第二条进展'), 201)
    const seen = await thread(q.id, b)
    expect([seen.is_author, seen.notes.map((n) => n.body)]).toEqual([false, ['已经按冲稳保列了 12 个志愿，<b>先</b>这样', '第二条进展']])
    expect(await thread(q.id)).toEqual({ ...seen, is_author: false })
    expect((await postOf(q.id)).progress_count).toBe(2)
    // The feed card and other post answers are unchanged; a topic's page counts none.
    const topic = ok<PostDetail>(
      await send('POST', FORUM_PATHS.topics, a.access, { level: 'middle_school', tab: 'apply', body: '一个话题', images: [], hashtags: [] }),
      201
    )
    expect([topic.solved_at, topic.progress_count]).toEqual([null, 0])
  })

  test('only the asker writes (403), only on a question (400); 404 for a missing, hidden or someone else’s held question; 401 without login', async () => {
    const q = await ask(a)
    expect(fail(await note(b, q.id, '我来替他更新'))).toEqual([403, '只有提问者可以更新进展'])
    expect(fail(await solve(b, q.id, true))).toEqual([403, '只有提问者可以更新进展'])
    expect((await note(undefined, q.id, '游客')).statusCode).toBe(401)
    expect((await solve(undefined, q.id, true)).statusCode).toBe(401)

    const topic = ok<PostDetail>(
      await send('POST', FORUM_PATHS.topics, a.access, { level: 'middle_school', tab: 'apply', body: '一个话题', images: [], hashtags: [] }),
      201
    )
    t.clock.now += FORUM_RATE_LIMITS.post.windowMs
    const vote = ok<VoteDetail>(
      await send('POST', VOTE_PATHS.votes, a.access, {
        level: 'middle_school',
        tab: 'apply',
        title: '你几点睡觉？',
        options: ['早', '晚'],
        multiple: false,
        deadline: new Date(t.clock.now + 24 * HOUR).toISOString()
      }),
      201
    )
    for (const id of [topic.id, vote.post.id]) {
      expect(fail(await note(a, id, '进展'))).toEqual([400, '只有问题可以记录进展'])
      expect(fail(await solve(a, id, true))).toEqual([400, '只有问题可以记录进展'])
      expect(fail(await send('GET', progressUrl(id)))).toEqual([400, '只有问题可以记录进展'])
    }

    expect(fail(await send('GET', progressUrl(99_999_999)))).toEqual([404, '帖子不存在'])
    expect(fail(await note(a, 99_999_999, '进展'))).toEqual([404, '帖子不存在'])
    const held = await ask(a, { title: '有人找代考吗这是个问题' })
    expect(held.status).toBe('held')
    expect((await thread(held.id, a)).status).toBe('held')
    expect(fail(await send('GET', progressUrl(held.id), b.access))).toEqual([404, '帖子不存在'])
    expect(fail(await note(b, held.id, '进展'))).toEqual([404, '帖子不存在'])
    ok(await send('POST', `${STAFF_PATHS.staffPosts}${q.id}/hide/`, staff.access, {}))
    expect(fail(await send('GET', progressUrl(q.id), a.access))).toEqual([404, '帖子不存在'])
    expect(fail(await note(a, q.id, '进展'))).toEqual([404, '帖子不存在'])
  })

  test('bad input is a 400 with a Chinese detail, never a 500', async () => {
    const q = await ask(a)
    expect(fail(await note(a, q.id, '   '))).toEqual([400, '进展内容不能为空'])
    expect((await note(a, q.id, '')).statusCode).toBe(400)
    expect((await note(a, q.id, '字'.repeat(PROGRESS_LIMITS.bodyMax + 1))).statusCode).toBe(400)
    // 500 characters counted as code points: 500 emoji fit.
    ok(await note(a, q.id, '🎉'.repeat(PROGRESS_LIMITS.bodyMax)), 201)
    for (const res of [
      await send('POST', progressUrl(q.id), a.access, { body: '进展', extra: 1 }),
      await send('POST', progressUrl(q.id), a.access, { body: '进展', solved: 'yes' }),
      await send('PUT', progressUrl(q.id, 'solved/'), a.access, {}),
      await send('GET', `${progressUrl(q.id)}?x=1`),
      await send('GET', progressUrl(0)),
      await send('GET', `${FORUM_PROGRESS_PATHS.progress}abc/`)
    ]) {
      expect(res.statusCode).toBe(400)
      expect(res.json().detail).toMatch(/[\u4e00-\u9fa5]/)
    }
  })

  test('a note with a sensitive word is held: the asker sees it marked, nobody else; it is counted for the asker only and tells nobody', async () => {
    const q = await ask(a)
    await answer(b, q.id, '乙的回答')
    await clean(b)
    const held = ok<ProgressThread>(await note(a, q.id, '有人说可以找代考，我没理'), 201)
    expect(held.notes.map((n) => n.status)).toEqual(['held'])
    expect((await thread(q.id, b)).notes).toEqual([])
    expect((await thread(q.id)).notes).toEqual([])
    expect((await postOf(q.id, a)).progress_count).toBe(1)
    expect((await postOf(q.id, b)).progress_count).toBe(0)
    expect(await systemOf(b)).toEqual([])
  })

  test('solved: PUT marks and reopens (idempotent); a note may mark it too; the post page carries solved_at', async () => {
    const q = await ask(a)
    const solved = ok<ProgressThread>(await solve(a, q.id, true))
    expect(solved.solved_at).toBe(new Date(t.clock.now).toISOString())
    const at = solved.solved_at
    t.clock.now += MINUTE
    // Marking a solved question solved again keeps its time.
    expect(ok<ProgressThread>(await solve(a, q.id, true)).solved_at).toBe(at)
    expect((await postOf(q.id, b)).solved_at).toBe(at)
    expect((await thread(q.id, b)).solved_at).toBe(at)
    expect(ok<ProgressThread>(await solve(a, q.id, false)).solved_at).toBeNull()
    expect(ok<ProgressThread>(await solve(a, q.id, false)).solved_at).toBeNull()
    expect((await postOf(q.id)).solved_at).toBeNull()

    const withNote = ok<ProgressThread>(await note(a, q.id, '录取了，谢谢大家', true), 201)
    expect([withNote.solved_at, withNote.notes.length]).toEqual([new Date(t.clock.now).toISOString(), 1])
    expect(ok<ProgressThread>(await note(a, q.id, '又有变化，重新开放', false), 201).solved_at).toBeNull()
  })

  test('a muted asker cannot add a note (403) but can mark the question solved', async () => {
    const q = await ask(a)
    ok(await send('PUT', `${STAFF_PATHS.staffUsers}${a.id}/mute/`, staff.access, { until: new Date(t.clock.now + 30 * 24 * HOUR).toISOString() }))
    try {
      const res = await note(a, q.id, '被禁言时写进展')
      expect(res.statusCode).toBe(403)
      expect(res.json().detail).toMatch(/^你已被禁言至 /)
      expect(ok<ProgressThread>(await solve(a, q.id, true)).solved_at).not.toBeNull()
    } finally {
      ok(await send('DELETE', `${STAFF_PATHS.staffUsers}${a.id}/mute/`, staff.access))
    }
  })

  test(`rate limit: ${PROGRESS_RATE_LIMIT.count} notes per hour (429), then again; at most ${PROGRESS_LIMITS.notesMax} notes per question (400)`, async () => {
    const q = await ask(c)
    t.clock.now += PROGRESS_RATE_LIMIT.windowMs
    for (let i = 0; i < PROGRESS_RATE_LIMIT.count; i++) ok(await send('POST', progressUrl(q.id), c.access, { body: `进展 ${i}` }), 201)
    const res = await send('POST', progressUrl(q.id), c.access, { body: '太快了' })
    expect(fail(res)).toEqual([429, '进展更新太频繁了，请稍后再试'])
    expect(res.json().code).toBe('throttled')
    // The cap: fill the question up to notesMax (a window at a time), then one more is a 400.
    for (let written = PROGRESS_RATE_LIMIT.count; written < PROGRESS_LIMITS.notesMax;) {
      t.clock.now += PROGRESS_RATE_LIMIT.windowMs
      const batch = Math.min(PROGRESS_RATE_LIMIT.count, PROGRESS_LIMITS.notesMax - written)
      for (let i = 0; i < batch; i++) ok(await send('POST', progressUrl(q.id), c.access, { body: `进展 ${written + i}` }), 201)
      written += batch
    }
    expect(fail(await note(c, q.id, '第五十一条'))).toEqual([400, `每个问题最多记录 ${PROGRESS_LIMITS.notesMax} 条进展`])
    expect((await thread(q.id)).notes).toHaveLength(PROGRESS_LIMITS.notesMax)
  })
})

describe('the answerers hear the news', () => {
  test('a published note tells everyone with a published answer (one unread per question, the latest text), never the asker, not who blocked the asker; solved tells them too', async () => {
    await clean(a, b, c, d)
    const q = await ask(a, { title: '复读还是去二本？想听听大家的想法' })
    const first = await answer(b, q.id, '乙：去读吧')
    await answer(c, q.id, '丙：复读')
    await answer(a, q.id, '甲自己补充一句')
    // A reply is not an answer: d only replied.
    await answer(d, q.id, '丁回复乙', first.id)
    ok(await send('PUT', `${PEOPLE_PATHS.people}${a.id}/block/`, c.access))
    await clean(a, b, c, d)

    ok(await note(a, q.id, '决定去读二本了，谢谢大家的建议'), 201)
    const told = await systemOf(b)
    expect(told).toHaveLength(1)
    expect(told[0]).toMatchObject({
      type: 'system',
      actor: { user_id: a.id },
      post: { id: q.id, title: q.title },
      text: '你回答过的问题「复读还是去二本？想听听大家的想法」有了新进展：决定去读二本了，谢谢大家的建议',
      read: false
    })
    expect(await systemOf(c)).toEqual([])
    expect(await systemOf(d)).toEqual([])
    expect(await systemOf(a)).toEqual([])

    // Still unread: the next news replaces it.
    ok(await solve(a, q.id, true))
    const replaced = await systemOf(b)
    expect(replaced.map((m) => m.text)).toEqual(['你回答过的问题「复读还是去二本？想听听大家的想法」已解决'])
    expect((await counts(b)).system).toBe(1)
    // Reopening alone is no news; read messages stay and a new one comes after them.
    ok(await solve(a, q.id, false))
    expect((await systemOf(b)).map((m) => m.text)).toEqual(['你回答过的问题「复读还是去二本？想听听大家的想法」已解决'])
    ok(await send('POST', MESSAGE_PATHS.consume, b.access, { type: 'system' }))
    ok(await note(a, q.id, '报到了，宿舍四人间', true), 201)
    expect((await systemOf(b)).map((m) => [m.text, m.read])).toEqual([
      ['你回答过的问题「复读还是去二本？想听听大家的想法」已解决：报到了，宿舍四人间', false],
      ['你回答过的问题「复读还是去二本？想听听大家的想法」已解决', true]
    ])
    ok(await send('DELETE', `${PEOPLE_PATHS.people}${a.id}/block/`, c.access))
  })
})

describe('demo progress', () => {
  test('demo questions get 1–3 notes each, some solved, all is_demo; once', async () => {
    const { database, dispose } = await freshDatabase()
    try {
      const { db } = database
      expect(await seedDemoForumProgress(database)).toBeNull()
      await seedDemoForum(database)
      const seeded = await seedDemoForumProgress(database)
      expect(seeded).toEqual({
        questions: DEMO_PROGRESS.length,
        notes: DEMO_PROGRESS.reduce((n, p) => n + p.notes.length, 0),
        solved: DEMO_PROGRESS.filter((p) => p.solved).length
      })
      const notes = await db.select().from(forumProgress)
      expect(notes.every((n) => n.isDemo && n.status === 'published')).toBe(true)
      const byPost = new Map<number, Date[]>()
      for (const n of notes) byPost.set(n.postId, [...(byPost.get(n.postId) ?? []), n.createdAt])
      for (const [postId, times] of byPost) {
        expect(times.length).toBeGreaterThanOrEqual(1)
        expect(times.length).toBeLessThanOrEqual(3)
        const [post] = await db.select().from(forumPosts).where(eq(forumPosts.id, postId))
        expect([post.kind, post.isDemo]).toEqual(['question', true])
        // Notes come after the question and are in time order with their ids.
        expect(times.every((at) => at > post.createdAt)).toBe(true)
        expect([...times].sort((x, y) => x.getTime() - y.getTime())).toEqual(times)
        if (post.solvedAt) expect(post.solvedAt >= times[times.length - 1]).toBe(true)
      }
      expect(await seedDemoForumProgress(database)).toBeNull()
    } finally {
      await dispose()
    }
  })
})
