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
 * and a circle's (circle_id, on forum_posts_circle_feed_idx; services/forum/circles.ts).
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

  const filters: SQL[] = [eq(forumPosts.level, query.level)]
  if (query.tab !== RECOMMEND_TAB) filters.push(eq(forumPosts.tab, query.tab))
  if (query.hashtag !== undefined) filters.push(hasHashtag(hashtagWord(query.hashtag)))
  if (query.qa_tag !== undefined) filters.push(eq(forumPosts.qaTag, query.qa_tag))
  return keysetPage(db, apiPrefix, viewerId, filters, query)
}

/** Posts carrying the (stored) hashtag `word`: containment on the GIN index forum_posts_hashtags_idx. */
export const hasHashtag = (word: string): SQL => sql`${forumPosts.hashtags} @> ${JSON.stringify([word])}::jsonb`

/**
 * One page, newest first, of the posts matching `conditions` as `viewerId` sees them: published
 * ones of authors they did not block, and their own held ones (never hidden ones).
 */
export async function keysetPage(
  db: Db,
  apiPrefix: string,
  viewerId: number | null,
  conditions: readonly SQL[],
  query: { cursor?: string; limit?: number }
): Promise<FeedPage> {
  const limit = query.limit ?? FORUM_LIMITS.pageSize
  const filters = [...conditions]
  if (query.cursor !== undefined) filters.push(lt(forumPosts.id, Number(query.cursor)))
  const unblocked = notBlockedBy(viewerId, forumPosts.authorId)
  if (unblocked) filters.push(unblocked)
  const published = and(...filters, eq(forumPosts.status, 'published'))!

  let where = published
  if (viewerId !== null) {
    const branch = (condition: SQL) =>
      db
        .select({ id: forumPosts.id })
        .from(forumPosts)
        .where(condition)
        .orderBy(desc(forumPosts.id))
        .limit(limit + 1)
    const ownHeld = and(...filters, eq(forumPosts.authorId, viewerId), eq(forumPosts.status, 'held'))!
    where = sql`${forumPosts.id} = any(array(${unionAll(branch(published), branch(ownHeld))}))`
  }
  const rows = await selectSummaries(db, viewerId)
    .where(where)
    .orderBy(desc(forumPosts.id))
    .limit(limit + 1)

  const page = rows.slice(0, limit)
  return { results: await toSummaries(db, page, apiPrefix), next_cursor: rows.length > limit ? String(page[page.length - 1].id) : null }
}
