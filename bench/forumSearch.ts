/**
 * The forum's search at scale (searchTopic; server/services/forum/search.ts): a fresh database with
 * 100,000 published posts of about 30–160 Chinese characters (1,000 users, a hashtag each), then
 * the server time of the real search service, first page of 20, p50 and p95 over RUNS runs, for
 * words of every frequency: in 10 % of the posts, in 1 ‰ (found at the end of a long read), in
 * none (the whole table read), in 1 % written full-width (the columns folded by translate), and
 * for hashtags and people.
 *
 * No index serves `ilike '%q%'`: this shows what the newest-first read with LIMIT costs, to decide
 * whether one is needed. PGlite in memory, and PostgreSQL too when DATABASE_URL is set (a throw-away
 * database on that server, dropped afterwards). Prints a Markdown table, then one JSON line.
 */
import { sql } from 'drizzle-orm'
import type { Database, Db } from '../server/db/open'
import { users } from '../server/db/schema'
import { search } from '../server/services/forum/search'
import type { SearchQuery } from '../types/forumSearch'
import { runBench } from './support/app'
import { ms, onEachDatabase, timed } from './support/databases'

const POSTS = 100_000
const USERS = 1_000
const RUNS = 60

/** Phrases the bodies are made of (none holds a searched word). */
const PHRASES = [
  '今天做了一套数学卷子',
  '物理最后一道大题还是不会',
  '英语听力总是差一点',
  '晚自习之后再复习一遍',
  '老师说要多看错题本',
  '周末准备去图书馆',
  '语文作文写了四十分钟',
  '化学方程式背得差不多了',
  '想问问大家的学习计划',
  '最近睡得有点晚',
  '同桌推荐了一本练习册',
  '月考成绩出来了还算稳定',
  '历史大题的答题模板',
  '地理的等高线好难',
  '生物遗传题有没有技巧'
]

interface Scenario {
  name: string
  query: SearchQuery
  /** Share of posts (or rows) that match, as seeded. */
  matches: string
}

const SCENARIOS: Scenario[] = [
  { name: 'posts · 填志愿 (10 %)', query: { q: '填志愿', type: 'posts' }, matches: '10,000' },
  { name: 'posts · 冷门专业 (1 ‰)', query: { q: '冷门专业', type: 'posts' }, matches: '100' },
  { name: 'posts · 不存在的词 (none)', query: { q: '不存在的词', type: 'posts' }, matches: '0' },
  { name: 'posts · ap课程 (1 %, full-width, folded)', query: { q: 'ap课程', type: 'posts' }, matches: '1,000' },
  { name: 'posts · xyz (none, folded)', query: { q: 'xyz', type: 'posts' }, matches: '0' },
  { name: 'posts · 不存在的词, level university', query: { q: '不存在的词', type: 'posts', level: 'university' }, matches: '0' },
  { name: 'tags · 话题1', query: { q: '话题1', type: 'tags' }, matches: '111 tags' },
  { name: 'tags · 没有', query: { q: '没有', type: 'tags' }, matches: '0' },
  { name: 'users · 用户12', query: { q: '用户12', type: 'users' }, matches: '11 users' },
  { name: 'users · 没有这人', query: { q: '没有这人', type: 'users' }, matches: '0' }
]

async function seed(db: Db): Promise<number> {
  const start = process.hrtime.bigint()
  await db.execute(sql`insert into users (username, created_at) select '用户' || g, now() from generate_series(1, ${USERS}) g`)
  const [{ first }] = await db.select({ first: sql<number>`min(${users.id})::int` }).from(users)
  const phrases = sql.raw(`array[${PHRASES.map((p) => `'${p}'`).join(',')}]`)
  const n = PHRASES.length
  // 2 to 12 phrases (about 20–130 characters, then the searched words and one more phrase); the searched words at set shares, somewhere in the middle.
  await db.execute(sql`
    insert into forum_posts (author_id, kind, level, tab, title, body, hashtags, status, created_at)
    select ${first} + (g * 7) % ${USERS},
           case when g % 4 = 0 then 'topic' else 'question' end,
           case when g % 3 = 2 then 'university' else 'middle_school' end,
           case when g % 3 = 2 then 'kaoyan' else 'study' end,
           case when g % 4 = 0 then '' else (${phrases})[1 + g % ${n}] || '？' end,
           repeat((${phrases})[1 + (g * 31) % ${n}] || '，' || (${phrases})[1 + (g * 17 + 3) % ${n}] || '，', 1 + g % 6)
             || case when g % 10 = 0 then '，准备填志愿了' else '' end
             || case when g % 1000 = 500 then '，想了解冷门专业' else '' end
             || case when g % 100 = 3 then '，学校开了ＡＰ课程' else '' end
             || '。' || (${phrases})[1 + g % ${n}],
           jsonb_build_array('话题' || (g % 200)),
           'published',
           now() - make_interval(secs => ${POSTS} - g)
    from generate_series(1, ${POSTS}) g`)
  await db.execute(sql`analyze`)
  return ms(start)
}

interface Row {
  db: string
  scenario: string
  matches: string
  results: number
  p50_ms: number
  p95_ms: number
}

async function measure(database: Database): Promise<{ seedMs: number; rows: Row[] }> {
  const seedMs = await seed(database.db)
  const rows: Row[] = []
  for (const s of SCENARIOS) {
    const read = () => search(database.db, '', null, s.query)
    const answer = await read()
    const [{ p50, p95 }] = await timed(RUNS, 5, read)
    rows.push({ db: database.kind, scenario: s.name, matches: s.matches, results: answer.results.length, p50_ms: p50, p95_ms: p95 })
  }
  return { seedMs, rows }
}

async function main(): Promise<void> {
  const results = await onEachDatabase('forum_search_bench', measure)
  console.log(`\nForum search, ${POSTS.toLocaleString('en')} posts, ${USERS.toLocaleString('en')} users; first page (20); ${RUNS} runs per row.\n`)
  console.log('| db | search | matching | answered | p50 ms | p95 ms |')
  console.log('|---|---|---:|---:|---:|---:|')
  for (const { rows } of results) for (const r of rows) console.log(`| ${r.db} | ${r.scenario} | ${r.matches} | ${r.results} | ${r.p50_ms} | ${r.p95_ms} |`)
  console.log(`\nSeeding: ${results.map((r) => `${r.db} ${(r.seed_ms / 1000).toFixed(1)} s`).join(', ')}.\n`)
  console.log(JSON.stringify({ bench: 'forumSearch', posts: POSTS, users: USERS, runs: RUNS, results }))
}

runBench(main)
