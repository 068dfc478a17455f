/**
 * The forum's search (issue 19, searchTopic; types/forumSearch.ts): posts whose title or body
 * contains the words, hashtags whose word does, people whose nickname does.
 *
 * - Matching: the words are searched as one piece, case and full-width forms ignored
 *   (core/forumSearch.ts). Words that nothing folds (Chinese ones) are compared with LIKE,
 *   their wildcards escaped; others with a regular expression whose every character is the set of
 *   its spellings, every character escaped: either way '%' and '_' find themselves. The columns are
 *   read as they are (folding them with translate() would cost seconds on 100,000 posts).
 * - Posts: published ones only (held and hidden ones are found by nobody, the author included),
 *   none of authors the viewer blocked (notBlockedBy, as the feed), newest first by keyset on id,
 *   shaped as feed cards by postRows.ts; a card's excerpt starts a little before the first match
 *   when the match lies further into the body ('…' marks the cut).
 * - Hashtags: the words of published posts' hashtags containing q, with how many posts carry each,
 *   and the hashtag config's words containing q (0 posts when unused); the whole word first, then
 *   the most used; at most SEARCH_LIMITS.tags, one list.
 * - People: nicknames containing q, never of someone who blocked the viewer; the whole nickname
 *   first, then those starting with q, then the rest, oldest account first within each (keyset on
 *   (rank, id): a count that changes between two pages cannot repeat or skip anyone). Only what a
 *   user page shows: never a phone number.
 *
 * No index serves a substring search: each query reads the posts newest first (the primary key
 * backwards, or a level's rows) and stops at the page's n + 1 matches, so common words cost a few
 * ms and words nobody wrote read the whole table: about 70–170 ms at 100,000 posts
 * (bench/forumSearch.ts). A trigram index would need a migration, and the two-character words most
 * Chinese searches are give it no trigram to use.
 */
import { and, desc, eq, sql, type SQL } from 'drizzle-orm'
import type { PgColumn } from 'drizzle-orm/pg-core'
import { checkSearchWords, foldForSearch, needsFold, searchRegex } from '../../../core/forumSearch'
import { normalizeHashtag } from '../../../core/hashtags'
import { FORUM_LIMITS, type ForumLevel } from '../../../types/forum'
import {
  SEARCH_LIMITS,
  type SearchPostsPage,
  type SearchQuery,
  type SearchResponse,
  type SearchTag,
  type SearchTagsPage,
  type SearchUsersPage
} from '../../../types/forumSearch'
import type { Db } from '../../db/open'
import { forumBlocks, forumPosts, users } from '../../db/schema'
import { fieldError } from '../../errors'
import { contains, startsWith } from '../../lib/likePattern'
import { TAB_CONFIG } from '../app-config'
import { notBlockedBy } from './blocks'
import { medalsOf } from './medals'
import { followFlags, identityLabelOf, PERSON_COLUMNS, whoOf } from './peopleRows'
import { selectSummaries, toSummaries } from './postRows'

/** Characters of the body kept before the first match when the excerpt starts at it. */
export const EXCERPT_LEAD = 20

/** How a column is compared with the words. */
interface Words {
  folded: string
  /** The column contains the words, starts with them, is them. */
  contains: (column: PgColumn | SQL) => SQL
  startsWith: (column: PgColumn | SQL) => SQL
  equals: (column: PgColumn | SQL) => SQL
  /** Where the first match starts (1-based), 0 when nowhere. */
  position: (column: PgColumn | SQL) => SQL<number>
}

function wordsOf(q: string): Words {
  const checked = checkSearchWords(q)
  if (!checked.ok) throw fieldError('q', checked.message)
  const folded = foldForSearch(checked.q)
  if (!needsFold(folded)) {
    return {
      folded,
      contains: (column) => sql`${column} like ${contains(folded)}`,
      startsWith: (column) => sql`${column} like ${startsWith(folded)}`,
      equals: (column) => sql`${column} = ${folded}`,
      position: (column) => sql<number>`strpos(${column}, ${folded})`
    }
  }
  const regex = searchRegex(folded)
  return {
    folded,
    contains: (column) => sql`${column} ~ ${regex}`,
    startsWith: (column) => sql`${column} ~ ${`^${regex}`}`,
    equals: (column) => sql`${column} ~ ${`^${regex}$`}`,
    position: (column) => sql<number>`regexp_instr(${column}, ${regex})`
  }
}

function cursorParts(cursor: string | undefined, type: 'posts' | 'users'): number[] | undefined {
  if (cursor === undefined) return undefined
  const parts = cursor.split('.').map(Number)
  if ((type === 'posts') !== (parts.length === 1)) throw fieldError('cursor', '翻页参数无效，请重新搜索')
  return parts
}

export async function search(db: Db, apiPrefix: string, viewerId: number | null, query: SearchQuery): Promise<SearchResponse> {
  const words = wordsOf(query.q)
  const limit = query.limit ?? FORUM_LIMITS.pageSize
  if (query.type === 'tags') {
    if (query.cursor !== undefined) throw fieldError('cursor', '翻页参数无效，请重新搜索')
    return searchTags(db, words, query.level)
  }
  if (query.type === 'users') return searchUsers(db, apiPrefix, viewerId, words, cursorParts(query.cursor, 'users'), limit)
  return searchPosts(db, apiPrefix, viewerId, words, query.level, cursorParts(query.cursor, 'posts'), limit)
}

async function searchPosts(
  db: Db,
  apiPrefix: string,
  viewerId: number | null,
  words: Words,
  level: ForumLevel | undefined,
  cursor: number[] | undefined,
  limit: number
): Promise<SearchPostsPage> {
  const filters: (SQL | undefined)[] = [
    eq(forumPosts.status, 'published'),
    sql`(${words.contains(forumPosts.title)} or ${words.contains(forumPosts.body)})`,
    notBlockedBy(viewerId, forumPosts.authorId)
  ]
  if (level !== undefined) filters.push(eq(forumPosts.level, level))
  if (cursor !== undefined) filters.push(sql`${forumPosts.id} < ${cursor[0]}`)
  // Where the first match is (1-based; 0 when only the title matches): the excerpt starts EXCERPT_LEAD characters before it.
  const at = words.position(forumPosts.body)
  const excerpt = sql<string>`case when ${at} > ${EXCERPT_LEAD + 1}
    then '…' || substr(${forumPosts.body}, ${at} - ${EXCERPT_LEAD}, ${FORUM_LIMITS.excerpt})
    else left(${forumPosts.body}, ${FORUM_LIMITS.excerpt}) end`
  const rows = await selectSummaries(db, viewerId, excerpt)
    .where(and(...filters))
    .orderBy(desc(forumPosts.id))
    .limit(limit + 1)
  const page = rows.slice(0, limit)
  return { type: 'posts', results: toSummaries(page, apiPrefix), next_cursor: rows.length > limit ? String(page[page.length - 1].id) : null }
}

async function searchTags(db: Db, words: Words, level: ForumLevel | undefined): Promise<SearchTagsPage> {
  const tag = sql<string>`tag`
  const posts = sql<number>`count(*)::int`
  const conditions = [eq(forumPosts.status, 'published'), words.contains(sql`tag`)]
  if (level !== undefined) conditions.push(eq(forumPosts.level, level))
  const used = await db
    .select({ tag, posts })
    .from(forumPosts)
    .innerJoin(sql`jsonb_array_elements_text(${forumPosts.hashtags}) as tag`, sql`true`)
    .where(and(...conditions))
    .groupBy(tag)
  const found = new Map<string, SearchTag>(used.map((r) => [r.tag, { tag: r.tag, post_count: Number(r.posts), configured: false }]))
  for (const item of TAB_CONFIG.HashTagConfig) {
    const word = normalizeHashtag(item.label)
    if (!foldForSearch(word).includes(words.folded)) continue
    found.set(word, { tag: word, post_count: found.get(word)?.post_count ?? 0, configured: true })
  }
  const whole = (t: SearchTag) => (foldForSearch(t.tag) === words.folded ? 0 : 1)
  const results = [...found.values()]
    .sort((a, b) => whole(a) - whole(b) || b.post_count - a.post_count || Number(b.configured) - Number(a.configured) || (a.tag < b.tag ? -1 : a.tag > b.tag ? 1 : 0))
    .slice(0, SEARCH_LIMITS.tags)
  return { type: 'tags', results, next_cursor: null }
}

async function searchUsers(db: Db, apiPrefix: string, viewerId: number | null, words: Words, cursor: number[] | undefined, limit: number): Promise<SearchUsersPage> {
  const name = users.username
  const rank = sql<number>`(case when ${words.equals(name)} then 0 when ${words.startsWith(name)} then 1 else 2 end)`
  const conditions: (SQL | undefined)[] = [words.contains(name)]
  if (viewerId !== null)
    conditions.push(sql`not exists (select 1 from ${forumBlocks} where ${forumBlocks.blockerId} = ${users.id} and ${forumBlocks.blockedId} = ${viewerId})`)
  if (cursor !== undefined) conditions.push(sql`(${rank}, ${users.id}) > (${cursor[0]}, ${cursor[1]})`)
  const rows = await db
    .select({ ...PERSON_COLUMNS, followerNum: users.followerNum, rank })
    .from(users)
    .where(and(...conditions))
    .orderBy(rank, users.id)
    .limit(limit + 1)
  const page = rows.slice(0, limit)
  const ids = page.map((r) => r.userId)
  const [medals, flags] = await Promise.all([medalsOf(db, ids), viewerId === null ? undefined : followFlags(db, viewerId, ids)])
  const last = page[page.length - 1]
  return {
    type: 'users',
    results: page.map((r) => ({
      ...whoOf(r, apiPrefix),
      identity_label: identityLabelOf(r.grade),
      medals: medals.get(r.userId) ?? [],
      is_demo: r.isDemo,
      followed: flags?.followed.has(r.userId) ?? false,
      follows_me: flags?.followsMe.has(r.userId) ?? false,
      follower_num: r.followerNum
    })),
    next_cursor: rows.length > limit ? `${Number(last.rank)}.${last.userId}` : null
  }
}
