/**
 * The hashtags people use now (the composer's suggestions): the words of the level's latest
 * POPULAR_HASHTAGS.recentPosts published posts, most used first (by code point on a tie, the same on PGlite and PostgreSQL), at most
 * POPULAR_HASHTAGS.max. The inner query is the feed's index scan of (level, status, id desc), so the
 * cost is bounded whatever the size of the forum; held and hidden posts suggest nothing.
 */
import { and, desc, eq, sql } from 'drizzle-orm'
import { POPULAR_HASHTAGS, type PopularHashtag } from '../../../types/compose'
import type { ForumLevel } from '../../../types/forum'
import type { Db } from '../../db/open'
import { forumPosts } from '../../db/schema'

export async function popularHashtags(db: Db, level: ForumLevel): Promise<PopularHashtag[]> {
  const recent = db
    .select({ hashtags: forumPosts.hashtags })
    .from(forumPosts)
    .where(and(eq(forumPosts.level, level), eq(forumPosts.status, 'published')))
    .orderBy(desc(forumPosts.id))
    .limit(POPULAR_HASHTAGS.recentPosts)
    .as('recent')
  const tag = sql<string>`tag`
  const count = sql<number>`count(*)::int`
  const rows = await db
    .select({ tag, count })
    .from(recent)
    .innerJoin(sql`jsonb_array_elements_text(${recent.hashtags}) as tag`, sql`true`)
    .groupBy(tag)
    .orderBy(desc(count), sql`tag collate "C"`)
    .limit(POPULAR_HASHTAGS.max)
  return rows.map((r) => ({ tag: r.tag, count: Number(r.count) }))
}
