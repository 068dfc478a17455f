/**
 * The feed (GET /api/forum/feed/ and the home tab's first page): posts of a level, newest first,
 * paged by keyset: `id < cursor order by id desc limit n + 1` (never OFFSET), so a page costs the
 * same at any depth and posts written while someone scrolls neither repeat nor push others out.
 * The extra row tells whether there is a next page; next_cursor is the last id shown.
 *
 * One statement per page, whose keyset the indexes forum_posts_feed_idx (level, status, id desc)
 * and forum_posts_tab_feed_idx (level, tab, status, id desc) serve (where most rows of a level
 * match, the planner may as well walk the primary key backwards: the same bounded read). A
 * logged-in user also sees their own held posts: their ids come from a second keyset branch
 * (author_id = me and status = 'held', on forum_posts_author_idx or the feed indexes), joined to
 * the published branch by `union all` inside the statement, each branch an ordered index scan of
 * at most n + 1 rows (an OR on status would sort the whole level); the outer query looks those
 * ids up by primary key (`id = any(array(…))`). Posts of authors the viewer blocked are left out by
 * notBlockedBy (blocks.ts), an anti-join inside each branch.
 *
 * keysetPage is that statement for any set of conditions: the feed's (level, tab, hashtag, QA tag)
 * and a circle's (circle_id, on forum_posts_circle_feed_idx; services/forum/circles.ts). The
 * statement carries the authors' medals (postRows.ts), so a page is one statement.
 *
 * The feed is the most read route: its statements are prepared, one per shape (visitor or user,
 * which filters, a cursor or not) and database, with placeholders for every value. That spares
 * building the SQL on each request (drizzle: some 0.5 ms of the one thread) and, on PostgreSQL, its
 * parsing and planning (a named statement per connection). No result is cached: every page is read.
 */
import { and, desc, eq, lt, sql, type SQL } from 'drizzle-orm'
import { unionAll } from 'drizzle-orm/pg-core'
import { FORUM_LIMITS, RECOMMEND_TAB, type FeedPage, type FeedQuery } from '../../../types/forum'
import type { Db } from '../../db/open'
import { forumPosts } from '../../db/schema'
import { notBlockedBy } from './blocks'
import { checkQaTag, checkTab, hashtagWord } from './levels'
import { selectSummaries, toSummaries } from './postRows'

export async function feedPage(db: Db, apiPrefix: string, viewerId: number | null, query: FeedQuery): Promise<FeedPage> {
  checkTab(query.level, query.tab, { allowRecommend: true })
  if (query.qa_tag !== undefined) checkQaTag(query.qa_tag)

  const filters: SQL[] = [eq(forumPosts.level, sql.placeholder('level'))]
  const values: Record<string, unknown> = { level: query.level }
  let shape = 'forum_feed'
  if (query.tab !== RECOMMEND_TAB) {
    filters.push(eq(forumPosts.tab, sql.placeholder('tab')))
    values.tab = query.tab
    shape += '_tab'
  }
  if (query.hashtag !== undefined) {
    filters.push(hashtagsContain(sql.placeholder('hashtag')))
    values.hashtag = hashtagJson(hashtagWord(query.hashtag))
    shape += '_hashtag'
  }
  if (query.qa_tag !== undefined) {
    filters.push(eq(forumPosts.qaTag, sql.placeholder('qa_tag')))
    values.qa_tag = query.qa_tag
    shape += '_qa'
  }
  return keysetPage(db, apiPrefix, viewerId, filters, query, { name: shape, values })
}

const hashtagJson = (word: string) => JSON.stringify([word])
/** Posts whose hashtags contain `json` (a one-word JSON array): containment on the GIN index forum_posts_hashtags_idx. */
const hashtagsContain = (json: unknown): SQL => sql`${forumPosts.hashtags} @> ${json}::jsonb`
/** Posts carrying the (stored) hashtag `word`. */
export const hasHashtag = (word: string): SQL => hashtagsContain(hashtagJson(word))

const VIEWER = sql.placeholder('viewer')
const CURSOR = sql.placeholder('cursor')
/** limit + 1: the extra row tells whether there is a next page. */
const ROWS = sql.placeholder('rows')

/** The page's select, its viewer, cursor and row count placeholders (the conditions may hold values or placeholders of their own). */
function pageSelect(db: Db, visitor: boolean, conditions: readonly SQL[], withCursor: boolean) {
  const viewer = visitor ? null : VIEWER
  const filters = [...conditions]
  if (withCursor) filters.push(lt(forumPosts.id, CURSOR))
  const unblocked = notBlockedBy(viewer, forumPosts.authorId)
  if (unblocked) filters.push(unblocked)
  const published = and(...filters, eq(forumPosts.status, 'published'))!

  let where = published
  if (viewer !== null) {
    const branch = (condition: SQL) => db.select({ id: forumPosts.id }).from(forumPosts).where(condition).orderBy(desc(forumPosts.id)).limit(ROWS)
    const ownHeld = and(...filters, eq(forumPosts.authorId, viewer), eq(forumPosts.status, 'held'))!
    where = sql`${forumPosts.id} = any(array(${unionAll(branch(published), branch(ownHeld))}))`
  }
  return selectSummaries(db, viewer).where(where).orderBy(desc(forumPosts.id)).limit(ROWS)
}

type Prepared = ReturnType<ReturnType<typeof pageSelect>['prepare']>
const preparedPages = new WeakMap<Db, Map<string, Prepared>>()

/**
 * One page, newest first, of the posts matching `conditions` as `viewerId` sees them: published
 * ones of authors they did not block, and their own held ones (never hidden ones). `prepared`: the
 * conditions use placeholders, `values` fills them, and `name` tells apart the shapes of conditions
 * (the statement is prepared once per database, name, viewer kind and cursor).
 */
export async function keysetPage(
  db: Db,
  apiPrefix: string,
  viewerId: number | null,
  conditions: readonly SQL[],
  query: { cursor?: string; limit?: number },
  prepared?: { name: string; values: Record<string, unknown> }
): Promise<FeedPage> {
  const limit = query.limit ?? FORUM_LIMITS.pageSize
  const visitor = viewerId === null
  const withCursor = query.cursor !== undefined
  const values = { ...prepared?.values, viewer: viewerId, cursor: Number(query.cursor), rows: limit + 1 }
  let rows
  if (prepared) {
    const name = `${prepared.name}_${visitor ? 'visitor' : 'user'}${withCursor ? '_cursor' : ''}`
    let statements = preparedPages.get(db)
    if (!statements) preparedPages.set(db, (statements = new Map()))
    let statement = statements.get(name)
    if (!statement) statements.set(name, (statement = pageSelect(db, visitor, conditions, withCursor).prepare(name)))
    rows = await statement.execute(values)
  } else {
    rows = await pageSelect(db, visitor, conditions, withCursor).execute(values)
  }

  const page = rows.slice(0, limit)
  return { results: toSummaries(page, apiPrefix), next_cursor: rows.length > limit ? String(page[page.length - 1].id) : null }
}
