/**
 * Votes (issue 19, "Votes"; types/forumVotes.ts): creating one and what is checked, one ballot per
 * user enforced by the server (409, also under concurrent requests), the deadline (409), counts and
 * percentages, single and multiple choice, login, visibility, the sensitive-word hold, rate limits,
 * and vote posts in the feed. The app's clock is 2025-06-01 16:00 Beijing time (support/accounts.ts);
 * tests move it.
 */
import { eq, sql } from 'drizzle-orm'
import { forumBallots, forumPosts, forumVoteOptions, users } from '../../server/db/schema'
import { seedDemoForum } from '../../server/seed/demoForum'
import { DEMO_VOTES, seedDemoForumVotes } from '../../server/seed/demoForumVotes'
import { COLLEGE_GRADES } from '../../types/user'
import { FORUM_PATHS, FORUM_RATE_LIMITS, type FeedPage, type PostDetail } from '../../types/forum'
import { BALLOT_RATE_LIMIT, VOTE_LIMITS, VOTE_PATHS, type NewVote, type VoteDetail, type VoteResults } from '../../types/forumVotes'
import { freshDatabase } from './helpers'
import { accountsApp, type AccountsApp } from './support/accounts'
import { forumClient, ok } from './support/forum'

interface Member {
  access: string
  id: number
}

let t: AccountsApp
const members: Member[] = []
let a: Member
let b: Member
let c: Member
beforeAll(async () => {
  t = await accountsApp({ env: { FORUM_SENSITIVE_WORDS: '代考,刷分神器' } })
  for (let i = 0; i < 6; i++) {
    const login = await t.login(`1360000002${i}`)
    members.push({ access: login.access, id: login.user_core.user_id })
  }
  ;[a, b, c] = members
})
afterAll(() => t.close())

const MINUTE = 60_000
const DAY = 24 * 60 * MINUTE
const { send } = forumClient(() => t)
const voteUrl = (id: number, rest = '') => `${VOTE_PATHS.votes}${id}/${rest}`

const newVote = (overrides: Partial<NewVote> = {}): NewVote => ({
  level: 'middle_school',
  tab: 'apply',
  title: '高考后第一件事想做什么？',
  body: '考完那天晚上你打算怎么过？',
  options: ['睡到自然醒', '出去旅行', '打游戏', '和朋友聚餐'],
  multiple: false,
  deadline: new Date(t.clock.now + DAY).toISOString(),
  ...overrides
})
/** Creates a vote as `who`, first moving the clock past the posting window so the rate limit never bites. */
const create = async (who: Member, overrides: Partial<NewVote> = {}) => {
  t.clock.now += FORUM_RATE_LIMITS.post.windowMs
  return ok<VoteDetail>(await send('POST', VOTE_PATHS.votes, who.access, newVote(overrides)), 201)
}
const ballot = (who: Member | undefined, id: number, optionIds: number[]) => send('POST', voteUrl(id, 'ballot/'), who?.access, { option_ids: optionIds })
const results = async (id: number, who?: Member) => ok<VoteResults>(await send('GET', voteUrl(id, 'results/'), who?.access))

describe('creating a vote', () => {
  test('a vote is a post of kind vote with its options in order, no ballots yet; its page and results answer the same', async () => {
    const created = await create(a, { options: ['  睡到自然醒 ', '出去旅行', '打游戏'] })
    expect(created.post).toMatchObject({
      kind: 'vote',
      level: 'middle_school',
      tab: 'apply',
      title: '高考后第一件事想做什么？',
      body: '考完那天晚上你打算怎么过？',
      status: 'published'
    })
    expect(created.post.author.user_id).toBe(a.id)
    expect(created.vote).toMatchObject({ post_id: created.post.id, multiple: false, closed: false, voters: 0, my_ballot: null })
    expect(created.vote.deadline).toBe(new Date(t.clock.now + DAY).toISOString())
    // Options are stored trimmed, in the order given.
    expect(created.vote.options.map((o) => [o.label, o.count, o.percent])).toEqual([
      ['睡到自然醒', 0, 0],
      ['出去旅行', 0, 0],
      ['打游戏', 0, 0]
    ])
    expect(ok<VoteDetail>(await send('GET', voteUrl(created.post.id), a.access))).toEqual(created)
    expect(await results(created.post.id)).toEqual(created.vote)
    // The post page of the first slice reads it too.
    expect(ok<PostDetail>(await send('GET', `${FORUM_PATHS.posts}${created.post.id}/`)).kind).toBe('vote')
  })

  test('the body is optional', async () => {
    const { body: _body, ...rest } = newVote()
    t.clock.now += FORUM_RATE_LIMITS.post.windowMs
    const created = ok<VoteDetail>(await send('POST', VOTE_PATHS.votes, a.access, { ...rest, deadline: new Date(t.clock.now + DAY).toISOString() }), 201)
    expect(created.post.body).toBe('')
  })

  test.each([
    ['one option', { options: ['只有一个'] }, 'options', '至少需要 2 项'],
    ['eleven options', { options: Array.from({ length: 11 }, (_, i) => `选项${i + 1}`) }, 'options', '最多 10 项'],
    ['a blank option', { options: ['睡觉', '   ', '旅行'] }, 'options', '选项 2 不能为空'],
    ['an empty option', { options: ['睡觉', ''] }, 'options', '长度不能少于 1 个字符'],
    ['an option too long', { options: ['睡觉', '长'.repeat(31)] }, 'options', '长度不能超过 30 个字符'],
    ['the same option twice', { options: ['睡觉', '旅行', ' 睡觉 '] }, 'options', '选项 3 与前面的选项重复'],
    ['the same option in full-width letters', { options: ['ABC', 'ａｂｃ'] }, 'options', '选项 2 与前面的选项重复'],
    ['a short question', { title: '  吃啥    ' }, 'title', '投票问题至少 4 个字'],
    ['a tab of the other level', { tab: 'major' }, 'tab', '该分区不属于高中版块，请重新选择'],
    ['the recommend tab', { tab: 'recommend' }, 'tab', '该分区不属于高中版块，请重新选择'],
    ['a deadline that is no date', { deadline: 'next tuesday' }, 'deadline', '截止时间格式不正确'],
    ['a deadline in the past', { deadline: '2025-05-01T00:00:00Z' }, 'deadline', '截止时间至少在 10 分钟之后'],
    ['an unknown field', { images: [] } as Partial<NewVote>, 'images', '不允许的字段']
  ])('%s → 400 with a Chinese detail', async (_name, overrides, field, message) => {
    const res = await send('POST', VOTE_PATHS.votes, a.access, newVote(overrides))
    expect(res.statusCode).toBe(400)
    const body = res.json() as { detail: string; fields: Record<string, string> }
    expect(body.fields[field] ?? body.fields[`${field}.1`] ?? Object.values(body.fields)[0]).toContain(message)
    expect(body.detail).toMatch(/[\u4e00-\u9fff]/)
  })

  test('the deadline: at least 10 minutes and at most 30 days ahead', async () => {
    const at = (ms: number) => new Date(t.clock.now + ms).toISOString()
    const soon = await send('POST', VOTE_PATHS.votes, a.access, newVote({ deadline: at(VOTE_LIMITS.deadlineMinMs - 1000) }))
    expect(soon.json()).toMatchObject({ code: 'validation_error', detail: '截止时间至少在 10 分钟之后' })
    const far = await send('POST', VOTE_PATHS.votes, a.access, newVote({ deadline: at(VOTE_LIMITS.deadlineMaxDays * DAY + MINUTE) }))
    expect(far.json()).toMatchObject({ code: 'validation_error', detail: '截止时间最多在 30 天之内' })
    await create(a, { deadline: at(VOTE_LIMITS.deadlineMaxDays * DAY) })
  })

  test('creating and voting need login (401); reading does not', async () => {
    expect((await send('POST', VOTE_PATHS.votes, undefined, newVote())).json()).toEqual({ code: 'not_authenticated', detail: '请先登录' })
    const { post, vote } = await create(a)
    expect((await ballot(undefined, post.id, [vote.options[0].id])).statusCode).toBe(401)
    expect((await send('GET', voteUrl(post.id))).statusCode).toBe(200)
    expect((await results(post.id)).my_ballot).toBeNull()
  })

  test('a question with a listed word, in the title or an option, is held: only its author sees it', async () => {
    const held = await create(a, { options: ['正常复习', '找人代考'] })
    expect(held.post.status).toBe('held')
    expect((await send('GET', voteUrl(held.post.id), a.access)).statusCode).toBe(200)
    expect((await send('GET', voteUrl(held.post.id), b.access)).json()).toEqual({ code: 'not_found', detail: '帖子不存在' })
    expect((await send('GET', voteUrl(held.post.id, 'results/'))).statusCode).toBe(404)
    expect((await ballot(b, held.post.id, [held.vote.options[0].id])).json()).toEqual({ code: 'not_found', detail: '帖子不存在' })
  })

  test('a post of another kind is no vote: 404 投票不存在', async () => {
    t.clock.now += FORUM_RATE_LIMITS.post.windowMs
    const question = ok<PostDetail>(
      await send('POST', FORUM_PATHS.questions, a.access, { level: 'middle_school', tab: 'apply', title: '这是一个普通问题', body: '', images: [], qa_tag: null }),
      201
    )
    expect((await send('GET', voteUrl(question.id))).json()).toEqual({ code: 'not_found', detail: '投票不存在' })
    expect((await ballot(b, question.id, [1])).json()).toEqual({ code: 'not_found', detail: '投票不存在' })
    expect((await send('GET', voteUrl(999_999))).json()).toEqual({ code: 'not_found', detail: '帖子不存在' })
  })

  test('creating counts against the posting rate limit (429)', async () => {
    const d = members[3]
    t.clock.now += FORUM_RATE_LIMITS.post.windowMs
    for (let i = 0; i < FORUM_RATE_LIMITS.post.count; i++) {
      ok<VoteDetail>(await send('POST', VOTE_PATHS.votes, d.access, newVote({ title: `限流测试投票第 ${i} 个` })), 201)
    }
    const res = await send('POST', VOTE_PATHS.votes, d.access, newVote())
    expect(res.statusCode).toBe(429)
    expect(res.json()).toEqual({ code: 'throttled', detail: '发帖太频繁了，请稍后再试' })
  })
})

describe('ballots', () => {
  test('one ballot per user: counts, voters, percentages and my ballot; a second ballot is 409 and changes nothing', async () => {
    const { post, vote } = await create(a, { options: ['睡觉', '旅行', '游戏'] })
    const [sleep, travel, games] = vote.options.map((o) => o.id)
    const mine = ok<VoteResults>(await ballot(b, post.id, [travel]), 201)
    expect(mine).toMatchObject({ voters: 1, my_ballot: [travel], closed: false })
    expect(mine.options.map((o) => [o.count, o.percent])).toEqual([
      [0, 0],
      [1, 100],
      [0, 0]
    ])

    const again = await ballot(b, post.id, [sleep])
    expect(again.statusCode).toBe(409)
    expect(again.json()).toEqual({ code: 'already_voted', detail: '你已经投过票了' })
    const same = await ballot(b, post.id, [travel])
    expect(same.json()).toEqual({ code: 'already_voted', detail: '你已经投过票了' })

    ok<VoteResults>(await ballot(a, post.id, [sleep]), 201)
    ok<VoteResults>(await ballot(c, post.id, [travel]), 201)
    // 1 / 3 and 2 / 3: 33 + 67, adding up to 100.
    const seen = await results(post.id, c)
    expect(seen).toMatchObject({ voters: 3, my_ballot: [travel] })
    expect(seen.options.map((o) => [o.id, o.count, o.percent])).toEqual([
      [sleep, 1, 33],
      [travel, 2, 67],
      [games, 0, 0]
    ])
    // Everyone reads the same counts; a visitor has no ballot.
    expect((await results(post.id)).my_ballot).toBeNull()
    expect((await results(post.id)).options).toEqual(seen.options)
    // The rows agree: one ballot each, the counts equal the ballots.
    const ballots = await t.database.db.select().from(forumBallots).where(eq(forumBallots.postId, post.id))
    expect(ballots.map((row) => row.userId).sort((x, y) => x - y)).toEqual([a.id, b.id, c.id].sort((x, y) => x - y))
  })

  test('three voters on a single-choice vote of three options: 34 + 33 + 33', async () => {
    const { post, vote } = await create(a, { options: ['甲', '乙', '丙'] })
    for (const [i, who] of [a, b, c].entries()) ok(await ballot(who, post.id, [vote.options[i].id]), 201)
    const seen = await results(post.id)
    expect(seen.options.map((o) => o.percent)).toEqual([34, 33, 33])
  })

  test('a multiple-choice vote: several options per ballot, each option’s share of the voters', async () => {
    const { post, vote } = await create(a, { multiple: true, options: ['数学', '物理', '化学', '生物'] })
    expect(vote.multiple).toBe(true)
    const [math, physics, chemistry, biology] = vote.options.map((o) => o.id)
    ok(await ballot(a, post.id, [math, physics]), 201)
    ok(await ballot(b, post.id, [math, physics, chemistry]), 201)
    const after = ok<VoteResults>(await ballot(c, post.id, [math]), 201)
    expect(after).toMatchObject({ voters: 3, my_ballot: [math] })
    // 3 / 3, 2 / 3, 1 / 3, 0: together more than 100.
    expect(after.options.map((o) => [o.count, o.percent])).toEqual([
      [3, 100],
      [2, 67],
      [1, 33],
      [0, 0]
    ])
    expect((await results(post.id, b)).my_ballot).toEqual([math, physics, chemistry])
    expect((await ballot(members[3], post.id, [biology, biology])).json()).toMatchObject({ code: 'validation_error', detail: '同一个选项只能选一次' })
  })

  test('wrong ballots are 400 with a Chinese detail and count nothing', async () => {
    const single = await create(a, { options: ['是', '否'] })
    const other = await create(a, { options: ['对', '错'] })
    const [yes, no] = single.vote.options.map((o) => o.id)
    const cases: [number[], string][] = [
      [[], '请至少选择一个选项'],
      [[yes, no], '这是单选投票，只能选择一个选项'],
      [[other.vote.options[0].id], '选项不存在，请刷新后重试'],
      [[999_999], '选项不存在，请刷新后重试']
    ]
    for (const [ids, detail] of cases) {
      const res = await ballot(b, single.post.id, ids)
      expect(res.statusCode).toBe(400)
      expect(res.json()).toEqual({ code: 'validation_error', detail, fields: { option_ids: detail } })
    }
    const bad = await send('POST', voteUrl(single.post.id, 'ballot/'), b.access, { option_ids: ['是'] })
    expect(bad.statusCode).toBe(400)
    expect((bad.json() as { detail: string }).detail).toMatch(/[\u4e00-\u9fff]/)
    expect((await results(single.post.id)).voters).toBe(0)
    // Still free to vote properly.
    ok(await ballot(b, single.post.id, [no]), 201)
  })

  test('after the deadline: 409 投票已截止, closed, results still readable', async () => {
    const { post, vote } = await create(a, { deadline: new Date(t.clock.now + FORUM_RATE_LIMITS.post.windowMs + 2 * 60 * MINUTE).toISOString() })
    ok(await ballot(b, post.id, [vote.options[0].id]), 201)
    t.clock.now += 2 * 60 * MINUTE
    const late = await ballot(c, post.id, [vote.options[1].id])
    expect(late.statusCode).toBe(409)
    expect(late.json()).toEqual({ code: 'vote_closed', detail: '投票已截止' })
    // A second ballot after the deadline is also refused (closed first).
    expect((await ballot(b, post.id, [vote.options[1].id])).json()).toMatchObject({ code: 'vote_closed' })
    const seen = await results(post.id, b)
    expect(seen).toMatchObject({ closed: true, voters: 1, my_ballot: [vote.options[0].id] })
    expect(seen.options[0]).toMatchObject({ count: 1, percent: 100 })
  })

  test('the same user voting twice at once: exactly one ballot counts, the other is 409', async () => {
    const { post, vote } = await create(a, { options: ['左', '右'] })
    const d = members[4]
    const answers = await Promise.all([ballot(d, post.id, [vote.options[0].id]), ballot(d, post.id, [vote.options[1].id]), ballot(d, post.id, [vote.options[0].id])])
    expect(answers.map((r) => r.statusCode).sort()).toEqual([201, 409, 409])
    for (const r of answers.filter((x) => x.statusCode === 409)) expect(r.json()).toEqual({ code: 'already_voted', detail: '你已经投过票了' })
    const seen = await results(post.id, d)
    expect(seen.voters).toBe(1)
    expect(seen.options.reduce((sum, o) => sum + o.count, 0)).toBe(1)
    // Different users at once: all counted.
    const others = await Promise.all([a, b, c, members[5]].map((who, i) => ballot(who, post.id, [vote.options[i % 2].id])))
    expect(others.map((r) => r.statusCode)).toEqual([201, 201, 201, 201])
    const after = await results(post.id)
    expect(after.voters).toBe(5)
    const counts = await t.database.db.select({ count: forumVoteOptions.voteCount }).from(forumVoteOptions).where(eq(forumVoteOptions.postId, post.id))
    expect(counts.reduce((sum, o) => sum + o.count, 0)).toBe(5)
  })

  test('ballots are rate-limited per user (429); a muted user can neither vote nor create a vote (403)', async () => {
    const e = members[5]
    t.clock.now += BALLOT_RATE_LIMIT.windowMs
    // Votes written by several authors (the posting limit is per author).
    const votes: VoteDetail[] = []
    for (let i = 0; i <= BALLOT_RATE_LIMIT.count; i++) votes.push(await create(members[i % 3], { title: `投票限流测试第 ${i} 个` }))
    for (const v of votes.slice(0, BALLOT_RATE_LIMIT.count)) ok(await ballot(e, v.post.id, [v.vote.options[0].id]), 201)
    const last = votes[BALLOT_RATE_LIMIT.count]
    const res = await ballot(e, last.post.id, [last.vote.options[0].id])
    expect(res.statusCode).toBe(429)
    expect(res.json()).toEqual({ code: 'throttled', detail: '投票太频繁了，请稍后再试' })

    await t.database.db
      .update(users)
      .set({ forumMutedUntil: new Date(t.clock.now + DAY) })
      .where(eq(users.id, c.id))
    const muted = await ballot(c, last.post.id, [last.vote.options[0].id])
    expect(muted.statusCode).toBe(403)
    expect(muted.json()).toMatchObject({ code: 'permission_denied', detail: expect.stringContaining('你已被禁言至') })
    const creating = await send('POST', VOTE_PATHS.votes, c.access, newVote())
    expect(creating.statusCode).toBe(403)
    expect(creating.json()).toMatchObject({ code: 'permission_denied', detail: expect.stringContaining('期间不能发帖、回答或投票') })
    await t.database.db.update(users).set({ forumMutedUntil: null }).where(eq(users.id, c.id))
  })
})

describe('votes in the feed', () => {
  test('a vote is a feed card of kind vote with its number of voters; other cards carry none', async () => {
    const { post, vote } = await create(b, { tab: 'gaokao', title: '你每天几点睡觉？' })
    ok(await ballot(a, post.id, [vote.options[0].id]), 201)
    ok(await ballot(c, post.id, [vote.options[1].id]), 201)
    const page = ok<FeedPage>(await send('GET', `${FORUM_PATHS.feed}?level=middle_school&tab=recommend&limit=50`))
    const card = page.results.find((p) => p.id === post.id)!
    expect(card).toMatchObject({ kind: 'vote', title: '你每天几点睡觉？', voters: 2, tab: 'gaokao' })
    for (const other of page.results.filter((p) => p.kind !== 'vote')) expect(other).not.toHaveProperty('voters')
    // The voters equal the ballots of each vote card.
    const [{ n }] = await t.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(forumBallots)
      .where(eq(forumBallots.postId, post.id))
    expect(n).toBe(2)
  })
})

describe('the demo votes', () => {
  test('eight labelled votes with ballots from demo members of their level; counts agree with the ballots; once', async () => {
    const { database, dispose } = await freshDatabase()
    try {
      const now = Date.UTC(2025, 5, 1, 8, 0, 0)
      expect(await seedDemoForumVotes(database, now)).toBeNull() // no demo members yet
      await seedDemoForum(database, now)
      const counts = await seedDemoForumVotes(database, now)
      expect(counts).toEqual({ votes: DEMO_VOTES.length, ballots: expect.any(Number) })
      expect(await seedDemoForumVotes(database, now)).toBeNull()
      const db = database.db
      const votes = await db.select().from(forumPosts).where(eq(forumPosts.kind, 'vote'))
      expect(votes).toHaveLength(8)
      for (const v of votes) {
        expect(v).toMatchObject({ isDemo: true, status: 'published' })
        expect(v.voteDeadline!.getTime()).toBeGreaterThan(now)
        expect(v.createdAt.getTime()).toBeLessThan(now)
      }
      // Newest posts of the forum: the feed's id order is its time order.
      const [latest] = await db
        .execute(
          sql`select count(*)::int as n from forum_posts p where p.kind <> 'vote' and p.created_at > (select min(created_at) from forum_posts where kind = 'vote')`
        )
        .then((r) => (r as unknown as { rows: { n: number }[] }).rows)
      expect(latest.n).toBe(0)
      const wrong = (await db.execute(sql`
        select count(*)::int as n from forum_vote_options o
        where o.vote_count <> (select count(*) from forum_ballots b where b.post_id = o.post_id and b.option_ids @> to_jsonb(o.id))`)) as unknown as {
        rows: { n: number }[]
      }
      expect(wrong.rows[0].n).toBe(0)
      const ballots = await db.select({ n: sql<number>`count(*)::int` }).from(forumBallots)
      expect(ballots[0].n).toBe(counts!.ballots)
      // Voters are demo members of the vote's level.
      const strangers = (await db.execute(sql`
        select count(*)::int as n from forum_ballots b join forum_posts p on p.id = b.post_id join users u on u.id = b.user_id
        where not u.is_demo or (p.level = 'university') <> (u.grade = any(string_to_array(${COLLEGE_GRADES.join(',')}, ',')))`)) as unknown as { rows: { n: number }[] }
      expect(strangers.rows[0].n).toBe(0)
    } finally {
      await dispose()
    }
  })
})
