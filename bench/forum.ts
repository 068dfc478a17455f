/**
 * The forum feed at scale (issue 19, "bench/forum.ts"): a fresh database seeded with 100,000 posts
 * across both levels and all their tabs (about 2 % held, 1 % hidden) by 1,000 users, and
 * 1,000,000 likes, all in bulk SQL (generate_series); then the server time of the real feed service
 * (services/forum/feed.ts feedPage, the statement and the medal look-up the route runs) for the
 * first page and for the page at depth 50 (the cursor walked 50 pages of 20), and at depth 500 to
 * show the trend; p50 and p95 over RUNS runs each (goal: p95 < 30 ms). The same pages read with
 * OFFSET (the same select and answer shaping, `offset n` instead of `id < cursor`) are timed
 * alike, with the ratio OFFSET ÷ keyset.
 *
 * Runs on PGlite in memory, and also on PostgreSQL when DATABASE_URL is set: in a throw-away
 * database created on that server and dropped afterwards (nothing of the server's own is touched).
 * Prints a Markdown table, then one JSON line last. Figures only, never a failure for a slow run.
 */
import { and, desc, eq, sql, type SQL } from 'drizzle-orm'
import type { Database, Db } from '../server/db/open'
import { forumPosts, users } from '../server/db/schema'
import { TAB_CONFIG } from '../server/services/app-config'
import { feedPage } from '../server/services/forum/feed'
import { selectSummaries, toSummaries } from '../server/services/forum/postRows'
import { FORUM_LIMITS, RECOMMEND_TAB, type FeedPage, type FeedQuery, type ForumLevel } from '../types/forum'
import { runBench } from './support/app'
import { ms, onEachDatabase, round, timed } from './support/databases'

const POSTS = 100_000
const LIKES = 1_000_000
const USERS = 1_000
const RUNS = 200
const DEPTHS = [0, 50, 500]
const PAGE = FORUM_LIMITS.pageSize
const GOAL_P95_MS = 30

interface Scenario {
  name: string
  query: FeedQuery
  viewer: 'visitor' | 'member'
}

const SCENARIOS: Scenario[] = [
  { name: 'middle_school · 推荐', query: { level: 'middle_school', tab: RECOMMEND_TAB }, viewer: 'visitor' },
  { name: 'middle_school · 志愿填报', query: { level: 'middle_school', tab: 'apply' }, viewer: 'visitor' },
  { name: 'university · 推荐 (logged in)', query: { level: 'university', tab: RECOMMEND_TAB }, viewer: 'member' }
]

/** 100,000 posts, 1,000 users, 1,000,000 likes (each user likes 1,000 distinct posts), counts filled, analysed. */
async function seed(db: Db): Promise<{ seedMs: number; memberId: number }> {
  const start = process.hrtime.bigint()
  await db.execute(sql`insert into users (username, created_at) select '用户' || g, now() from generate_series(1, ${USERS}) g`)
  const [{ first }] = await db.select({ first: sql<number>`min(${users.id})::int` }).from(users)
  // Two thirds middle school, one third university; each level's tabs in turn; 2 % held, 1 % hidden.
  const tabs = (level: ForumLevel) => TAB_CONFIG.TabConfig[level].filter((t) => t.key !== RECOMMEND_TAB).map((t) => t.key)
  const array = (list: string[]) => sql.raw(`array[${list.map((k) => `'${k}'`).join(',')}]`)
  const [mid, uni] = [tabs('middle_school'), tabs('university')]
  await db.execute(sql`
    insert into forum_posts (author_id, kind, level, tab, title, body, status, created_at)
    select ${first} + (g * 7) % ${USERS},
           case when g % 4 = 0 then 'topic' else 'question' end,
           case when g % 3 = 2 then 'university' else 'middle_school' end,
           case when g % 3 = 2 then (${array(uni)})[1 + (g / 3) % ${uni.length}] else (${array(mid)})[1 + (g / 3) % ${mid.length}] end,
           case when g % 4 = 0 then '' else '测试问题 ' || g end,
           repeat('正文内容，', 1 + g % 40),
           case when g % 50 = 7 then 'held' when g % 100 = 13 then 'hidden' else 'published' end,
           now() - make_interval(secs => ${POSTS} - g)
    from generate_series(1, ${POSTS}) g`)
  const [{ firstPost }] = await db.select({ firstPost: sql<number>`min(${forumPosts.id})::int` }).from(forumPosts)
  // User u's k-th like: post (u · 7919 + k · 104729) mod POSTS, distinct over k since 104729 is prime to POSTS.
  const perUser = LIKES / USERS
  const likes = sql`
    insert into forum_likes (post_id, user_id, created_at)
    select ${firstPost} + (u * 7919 + k * 104729) % ${POSTS} as post, ${first} + u, now()
    from generate_series(0, ${USERS - 1}) u, generate_series(1, ${perUser}) k
    order by post, u`
  // Every like points at a post and a user made above, so the two foreign-key checks per row are
  // skipped where the role may (a third of the seeding time); elsewhere they run.
  try {
    await db.transaction(async (tx) => {
      await tx.execute(sql`set local session_replication_role = replica`)
      await tx.execute(likes)
    })
  } catch {
    await db.execute(likes)
  }
  await db.execute(sql`
    update forum_posts p set like_count = l.n, answer_count = l.n % 7
    from (select post_id, count(*)::int as n from forum_likes group by post_id) l where p.id = l.post_id`)
  await db.execute(sql`analyze`)
  return { seedMs: ms(start), memberId: first + 1 }
}

/** The page at `depth` pages by keyset: the cursor walked there through the service itself. */
async function cursorAt(db: Db, viewerId: number | null, query: FeedQuery, depth: number): Promise<string | undefined> {
  let cursor: string | undefined
  for (let i = 0; i < depth; i++) {
    const page: FeedPage = await feedPage(db, '', viewerId, { ...query, cursor })
    if (page.next_cursor === null) throw new Error(`the feed ends before depth ${depth}`)
    cursor = page.next_cursor
  }
  return cursor
}

/** The same page by OFFSET: the service's select and answer shaping, `offset n` instead of the keyset (published posts, a visitor's feed). */
async function offsetPage(db: Db, viewerId: number | null, query: FeedQuery, offset: number) {
  const filters: SQL[] = [eq(forumPosts.level, query.level), eq(forumPosts.status, 'published')]
  if (query.tab !== RECOMMEND_TAB) filters.push(eq(forumPosts.tab, query.tab))
  const rows = await selectSummaries(db, viewerId)
    .where(and(...filters))
    .orderBy(desc(forumPosts.id))
    .limit(PAGE + 1)
    .offset(offset)
  return toSummaries(rows.slice(0, PAGE), '')
}

/** p50 and p95 of each reader over RUNS runs, after 10 to warm up; the readers take turns, so a busy moment costs each alike. */
interface Row {
  db: string
  feed: string
  depth: number
  keyset_p50_ms: number
  keyset_p95_ms: number
  offset_p50_ms: number | null
  offset_p95_ms: number | null
  /** OFFSET p50 ÷ keyset p50 */
  ratio: number | null
  same_posts: boolean | null
}

async function measure(database: Database): Promise<{ seedMs: number; rows: Row[] }> {
  const { db } = database
  const { seedMs, memberId } = await seed(db)
  const rows: Row[] = []
  for (const scenario of SCENARIOS) {
    const viewer = scenario.viewer === 'member' ? memberId : null
    for (const depth of DEPTHS) {
      const cursor = await cursorAt(db, viewer, scenario.query, depth)
      const query = { ...scenario.query, cursor }
      const keysetPage = () => feedPage(db, '', viewer, query)
      const row: Row = {
        db: database.kind,
        feed: scenario.name,
        depth,
        keyset_p50_ms: 0,
        keyset_p95_ms: 0,
        offset_p50_ms: null,
        offset_p95_ms: null,
        ratio: null,
        same_posts: null
      }
      if (viewer === null) {
        const offsetRead = () => offsetPage(db, viewer, scenario.query, depth * PAGE)
        const [keyset, offset] = await timed(RUNS, 10, keysetPage, offsetRead)
        const [a, b] = [await keysetPage(), await offsetRead()]
        Object.assign(row, {
          keyset_p50_ms: keyset.p50,
          keyset_p95_ms: keyset.p95,
          offset_p50_ms: offset.p50,
          offset_p95_ms: offset.p95,
          ratio: round(offset.p50 / keyset.p50),
          same_posts: JSON.stringify(a.results.map((p) => p.id)) === JSON.stringify(b.map((p) => p.id))
        })
      } else {
        // OFFSET only for a visitor: a member's feed adds their own held posts, which one OFFSET query cannot page alike.
        const [keyset] = await timed(RUNS, 10, keysetPage)
        Object.assign(row, { keyset_p50_ms: keyset.p50, keyset_p95_ms: keyset.p95 })
      }
      rows.push(row)
    }
  }
  return { seedMs, rows }
}

const cell = (x: number | null) => (x === null ? '–' : String(x))

async function main(): Promise<void> {
  const results = await onEachDatabase('forum_bench', measure)

  console.log(`\nForum feed, ${POSTS.toLocaleString('en')} posts and ${LIKES.toLocaleString('en')} likes; ${RUNS} runs per row; page size ${PAGE}; depth in pages.\n`)
  console.log('| db | feed | depth | keyset p50 ms | keyset p95 ms | OFFSET p50 ms | OFFSET p95 ms | OFFSET ÷ keyset | same posts |')
  console.log('|---|---|---:|---:|---:|---:|---:|---:|---|')
  for (const { rows } of results) {
    for (const r of rows) {
      console.log(
        `| ${r.db} | ${r.feed} | ${r.depth} | ${r.keyset_p50_ms} | ${r.keyset_p95_ms} | ${cell(r.offset_p50_ms)} | ${cell(r.offset_p95_ms)} | ${cell(r.ratio)} | ${r.same_posts === null ? '–' : r.same_posts ? 'yes' : 'NO'} |`
      )
    }
  }
  console.log(`\nSeeding: ${results.map((r) => `${r.db} ${(r.seed_ms / 1000).toFixed(1)} s`).join(', ')}. Goal: keyset p95 < ${GOAL_P95_MS} ms.\n`)
  const keysetP95 = Math.max(...results.flatMap((r) => r.rows.map((row) => row.keyset_p95_ms)))
  console.log(
    JSON.stringify({
      bench: 'forum',
      posts: POSTS,
      likes: LIKES,
      runs: RUNS,
      results,
      worst_keyset_p95_ms: keysetP95,
      goal_p95_ms: GOAL_P95_MS,
      ok: keysetP95 < GOAL_P95_MS
    })
  )
}

runBench(main)
