/**
 * Rank lists and the question filter (issue 19; types/forumRanks.ts): the order and ties of each
 * list, the week's window, who sees what (held, hidden, blocked), the filter's combinations, keyset
 * pages without repeats or gaps (also while questions arrive), and the 400s with their Chinese
 * details. Rows are written straight into the table; each test starts from an empty forum.
 */
import { sql } from 'drizzle-orm'
import { forumPosts } from '../../server/db/schema'
import type { FeedPage, ForumLevel } from '../../types/forum'
import { FORUM_RANK_PATHS, RANK_LIMIT, type QuestionFilterPage, type RankKind, type RankList } from '../../types/forumRanks'
import { PEOPLE_PATHS } from '../../types/forumPeople'
import { accountsApp, memberOf, type AccountsApp, type Member } from './support/accounts'
import { forumClient, ok } from './support/forum'

let t: AccountsApp
const f = forumClient(() => t)
let a: Member
let b: Member
let c: Member
beforeAll(async () => {
  t = await accountsApp()
  a = await memberOf(t, '13600000031')
  b = await memberOf(t, '13600000032')
  c = await memberOf(t, '13600000033')
})
afterAll(() => t.close())
beforeEach(async () => {
  await t.database.db.execute(sql`delete from forum_posts`)
})

const DAY = 24 * 60 * 60 * 1000

interface Row {
  author?: number
  kind?: string
  level?: ForumLevel
  tab?: string
  qaTag?: string | null
  status?: string
  likes?: number
  answers?: number
  solved?: boolean
  /** Days before the app's clock. */
  ageDays?: number
}

/** Inserts rows in order (ids ascending) and answers their ids. */
async function insert(rows: Row[]): Promise<number[]> {
  const inserted = await t.database.db
    .insert(forumPosts)
    .values(
      rows.map((r, i) => ({
        authorId: r.author ?? a.id,
        kind: r.kind ?? 'question',
        level: r.level ?? 'middle_school',
        tab: r.tab ?? 'apply',
        title: r.kind === 'topic' ? '' : `排行问题 ${i}`,
        body: '正文',
        qaTag: r.qaTag === undefined ? 'apply' : r.qaTag,
        status: r.status ?? 'published',
        likeCount: r.likes ?? 0,
        answerCount: r.answers ?? 0,
        solvedAt: r.solved ? new Date(t.clock.now) : null,
        createdAt: new Date(t.clock.now - (r.ageDays ?? 1) * DAY)
      }))
    )
    .returning({ id: forumPosts.id })
  return inserted.map((r) => r.id)
}

const ranks = (kind: RankKind, access?: string, level: ForumLevel = 'middle_school') => t.get(`${FORUM_RANK_PATHS.ranks}?level=${level}&kind=${kind}`, access)
const rankIds = async (kind: RankKind, access?: string, level?: ForumLevel) => ok<RankList>(await ranks(kind, access, level)).results.map((r) => r.post.id)
const filter = (query: string, access?: string) => t.get(`${FORUM_RANK_PATHS.questionFilter}?level=middle_school&${query}`, access)
const filterIds = async (query: string, access?: string) => ok<QuestionFilterPage>(await filter(`${query}&limit=50`, access)).results.map((p) => p.id)

/** Walks every page of a filter query, `between` running after each page; the ids in order. */
async function walk(query: string, limit: number, between: () => Promise<unknown> = async () => undefined): Promise<number[]> {
  const ids: number[] = []
  let cursor: string | null = null
  do {
    const page: FeedPage = ok<FeedPage>(await filter(`${query}&limit=${limit}${cursor ? `&cursor=${cursor}` : ''}`))
    ids.push(...page.results.map((p) => p.id))
    cursor = page.next_cursor
    await between()
  } while (cursor)
  return ids
}

const block = async (who: Member, whom: Member) => ok(await f.send('PUT', `${PEOPLE_PATHS.people}${whom.id}/block/`, who.access))
const unblock = async (who: Member, whom: Member) => ok(await f.send('DELETE', `${PEOPLE_PATHS.people}${whom.id}/block/`, who.access))

describe('rank lists', () => {
  test('回答最多: by answer_count, the newer first on a tie, numbered 1…n, questions with answers only', async () => {
    const [p1, p2, p3, p4, none] = await insert([{ answers: 5 }, { answers: 9, likes: 0 }, { answers: 5 }, { answers: 1, likes: 99 }, { answers: 0, likes: 50 }])
    const list = ok<RankList>(await ranks('answers'))
    expect(list).toMatchObject({ level: 'middle_school', kind: 'answers' })
    expect(list.results.map((r) => r.post.id)).toEqual([p2, p3, p1, p4])
    expect(list.results.map((r) => r.rank)).toEqual([1, 2, 3, 4])
    expect(list.results.map((r) => r.heat)).toEqual([18, 10, 10, 101])
    expect(list.results[0].post).toMatchObject({ kind: 'question', answer_count: 9, title: '排行问题 1', author: { user_id: a.id } })
    expect(list.results.map((r) => r.post.id)).not.toContain(none)
  })

  test('获赞最多: by like_count, ties to the newer', async () => {
    const [p1, p2, p3] = await insert([{ likes: 3 }, { likes: 7 }, { likes: 3, answers: 40 }, { likes: 0, answers: 8 }])
    expect(await rankIds('likes')).toEqual([p2, p3, p1])
  })

  test('本周热门: heat = likes + 2 × answers over the last 7 days only; ties to the newer', async () => {
    const [old, w1, w2, w3, edge] = await insert([
      { likes: 500, ageDays: 8 },
      { likes: 4, answers: 1, ageDays: 2 }, // 6
      { likes: 0, answers: 3, ageDays: 6 }, // 6
      { likes: 10, answers: 0, ageDays: 0 }, // 10
      { likes: 1, ageDays: 6.99 }
    ])
    const list = ok<RankList>(await ranks('week'))
    expect(list.results.map((r) => r.post.id)).toEqual([w3, w2, w1, edge])
    expect(list.results.map((r) => r.heat)).toEqual([10, 6, 6, 1])
    // All time still counts the old question.
    expect((await rankIds('likes'))[0]).toBe(old)
    // A day later the edge question has left the window.
    t.clock.now += DAY
    expect(await rankIds('week')).toEqual([w3, w2, w1])
  })

  test('questions only, of the level; held and hidden never (not even for the author)', async () => {
    const [q, , , , uni, held, hidden] = await insert([
      { answers: 2 },
      { kind: 'topic', answers: 30, likes: 30 },
      { kind: 'vote', likes: 30 },
      { answers: 0, likes: 0 },
      { level: 'university', tab: 'kaoyan', answers: 50, likes: 50 },
      { status: 'held', answers: 60, likes: 60 },
      { status: 'hidden', answers: 70, likes: 70 }
    ])
    for (const kind of ['answers', 'likes', 'week'] as const) {
      expect(await rankIds(kind, a.access)).toEqual(kind === 'likes' ? [] : [q])
    }
    expect(await rankIds('answers', undefined, 'university')).toEqual([uni])
    expect(await rankIds('answers', a.access)).not.toContain(held)
    expect(await rankIds('answers', a.access)).not.toContain(hidden)
  })

  test('the questions of an author the viewer blocked are left out, and the numbers close up', async () => {
    const [byA, byB, byC] = await insert([
      { author: a.id, answers: 3 },
      { author: b.id, answers: 2 },
      { author: c.id, answers: 1 }
    ])
    await block(c, b)
    const forC = ok<RankList>(await ranks('answers', c.access)).results
    expect(forC.map((r) => [r.rank, r.post.id])).toEqual([
      [1, byA],
      [2, byC]
    ])
    expect(await rankIds('answers', a.access)).toEqual([byA, byB, byC])
    expect(await rankIds('answers')).toEqual([byA, byB, byC])
    await unblock(c, b)
    expect(await rankIds('answers', c.access)).toEqual([byA, byB, byC])
  })

  test(`at most ${RANK_LIMIT} rows`, async () => {
    const ids = await insert(Array.from({ length: RANK_LIMIT + 5 }, (_, i) => ({ likes: 1 + (i % 3) })))
    const list = ok<RankList>(await ranks('likes')).results
    expect(list).toHaveLength(RANK_LIMIT)
    expect(list[RANK_LIMIT - 1].rank).toBe(RANK_LIMIT)
    // Likes 3 first (newest first), then 2, then 1.
    const expected = [...ids].sort((x, y) => {
      const lx = 1 + (ids.indexOf(x) % 3)
      const ly = 1 + (ids.indexOf(y) % 3)
      return ly - lx || y - x
    })
    expect(list.map((r) => r.post.id)).toEqual(expected.slice(0, RANK_LIMIT))
  })

  test('400s with a Chinese detail', async () => {
    for (const query of ['level=middle_school&kind=hot', 'level=high&kind=answers', 'kind=answers', 'level=middle_school', 'level=middle_school&kind=answers&x=1']) {
      const res = await t.get(`${FORUM_RANK_PATHS.ranks}?${query}`)
      expect(res.statusCode).toBe(400)
      expect(res.json().detail).toMatch(/[\u4e00-\u9fa5]/)
    }
    expect((await t.get(`${FORUM_RANK_PATHS.ranks}?level=middle_school&kind=hot`)).json().fields).toEqual({ kind: '取值应为：answers、likes、week' })
  })
})

describe('question filter', () => {
  test('QA tag, tab and state narrow the level’s questions, newest first', async () => {
    const [applyOpen, applyAnswered, applySolved, majorOpen, studyTab, , uni] = await insert([
      { qaTag: 'apply', tab: 'apply', answers: 0 },
      { qaTag: 'apply', tab: 'gaokao', answers: 2 },
      { qaTag: 'apply', tab: 'apply', answers: 4, solved: true },
      { qaTag: 'major', tab: 'apply', answers: 0 },
      { qaTag: null, tab: 'study', answers: 1 },
      { kind: 'topic', qaTag: null, tab: 'apply' },
      { level: 'university', tab: 'kaoyan', qaTag: 'apply' }
    ])
    expect(await filterIds('')).toEqual([studyTab, majorOpen, applySolved, applyAnswered, applyOpen])
    expect(await filterIds('qa_tag=apply')).toEqual([applySolved, applyAnswered, applyOpen])
    expect(await filterIds('qa_tag=apply&state=unanswered')).toEqual([applyOpen])
    expect(await filterIds('qa_tag=apply&state=solved')).toEqual([applySolved])
    expect(await filterIds('qa_tag=apply&state=unsolved')).toEqual([applyAnswered, applyOpen])
    expect(await filterIds('qa_tag=apply&tab=apply')).toEqual([applySolved, applyOpen])
    expect(await filterIds('tab=recommend&state=unanswered')).toEqual([majorOpen, applyOpen])
    expect(await filterIds('tab=study&state=all')).toEqual([studyTab])
    expect(await filterIds('qa_tag=major&state=solved')).toEqual([])
    expect(ok<QuestionFilterPage>(await t.get(`${FORUM_RANK_PATHS.questionFilter}?level=university`)).results.map((p) => p.id)).toEqual([uni])
  })

  test('最热: heat, then the newer', async () => {
    const [p1, p2, p3, p4] = await insert([{ likes: 2 }, { answers: 1 }, { likes: 5 }, {}])
    expect(await filterIds('sort=hot')).toEqual([p3, p2, p1, p4])
    expect(await filterIds('sort=latest')).toEqual([p4, p3, p2, p1])
  })

  test('who sees what is the feed’s rule: own held questions, never hidden ones, not blocked authors', async () => {
    const [pub, held, hidden, byB] = await insert([{}, { status: 'held', author: a.id }, { status: 'hidden' }, { author: b.id }])
    expect(await filterIds('')).toEqual([byB, pub])
    expect(await filterIds('', a.access)).toEqual([byB, held, pub])
    expect(await filterIds('sort=hot', a.access)).toEqual([byB, held, pub])
    expect(await filterIds('', c.access)).toEqual([byB, pub])
    expect(await filterIds('', a.access)).not.toContain(hidden)
    await block(c, b)
    expect(await filterIds('', c.access)).toEqual([pub])
    expect(await filterIds('sort=hot', c.access)).toEqual([pub])
    await unblock(c, b)
    const page = ok<QuestionFilterPage>(await filter('', a.access))
    expect(page.results.find((p) => p.id === held)).toMatchObject({ status: 'held' })
  })

  test('latest pages: no repeat, no gap, also while questions arrive', async () => {
    const ids = await insert(Array.from({ length: 45 }, (_, i) => ({ qaTag: i % 3 === 0 ? 'major' : 'apply', answers: i % 2 })))
    const expected = ids.filter((_, i) => i % 3 !== 0 && i % 2 === 0).reverse()
    expect(await walk('qa_tag=apply&state=unanswered', 4)).toEqual(expected)
    // New questions between pages come above the cursor: the walk still sees every older one once.
    const seen = await walk('qa_tag=apply&state=unanswered', 4, () => insert([{ qaTag: 'apply' }, { qaTag: 'apply' }]))
    expect(seen).toEqual(expected)
  })

  test('hot pages: no repeat, no gap over ties, also while questions arrive', async () => {
    // Many ties: heats 0…4 repeat, so the id settles the order inside each heat.
    const ids = await insert(Array.from({ length: 40 }, (_, i) => ({ likes: i % 5 })))
    const heatOf = (id: number) => ids.indexOf(id) % 5
    const expected = [...ids].sort((x, y) => heatOf(y) - heatOf(x) || y - x)
    for (const limit of [1, 3, 7, 20]) expect(await walk('sort=hot', limit)).toEqual(expected)
    // New questions (heat 0, the newest ids) fall below the cursor while it is above heat 0 and join the
    // walk at the head of the heat-0 run; every older question still comes exactly once, in order.
    const added: number[] = []
    const seen = await walk('sort=hot', 6, async () => added.push(...(await insert([{}]))))
    expect(new Set(seen).size).toBe(seen.length)
    expect(seen.filter((id) => ids.includes(id))).toEqual(expected)
    const heatSeen = (id: number) => (ids.includes(id) ? heatOf(id) : 0)
    expect(seen).toEqual([...seen].sort((x, y) => heatSeen(y) - heatSeen(x) || y - x))
    expect(seen.length).toBeGreaterThan(expected.length)
  })

  test('400s with a Chinese detail', async () => {
    const cases: [string, string, string][] = [
      ['qa_tag=nope', 'qa_tag', '问答标签不存在，请重新选择'],
      ['tab=kaoyan', 'tab', '该分区不属于高中版块，请重新选择'],
      ['state=done', 'state', '取值应为：all、unanswered、solved、unsolved'],
      ['sort=new', 'sort', '取值应为：latest、hot'],
      ['cursor=abc', 'cursor', '格式不正确'],
      ['cursor=0', 'cursor', '格式不正确'],
      ['sort=hot&cursor=12', 'cursor', '翻页位置与排序方式不符，请从第一页重新加载'],
      ['sort=latest&cursor=3.12', 'cursor', '翻页位置与排序方式不符，请从第一页重新加载'],
      ['limit=51', 'limit', '不能大于 50'],
      ['page=2', 'page', '不允许的字段']
    ]
    for (const [query, field, message] of cases) {
      const res = await filter(query)
      expect([query, res.statusCode]).toEqual([query, 400])
      expect(res.json().fields).toEqual({ [field]: message })
      expect(res.json().detail).toMatch(/[\u4e00-\u9fa5]/)
    }
    const noLevel = await t.get(FORUM_RANK_PATHS.questionFilter)
    expect(noLevel.statusCode).toBe(400)
    expect(noLevel.json().fields).toEqual({ level: '此字段为必填项' })
  })
})
