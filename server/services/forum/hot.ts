/**
 * The hot list of a level: its published posts of the last HOT_WINDOW_DAYS days by heat
 * (like_count + 2 × answer_count; an answer costs more than a tap), the newer first on a tie, top
 * FORUM_LIMITS.hot. A quiet week is filled up with the level's hottest posts of all time, so the
 * list is never shorter than the forum allows. The window reads forum_posts_level_created_idx.
 * A logged-in viewer does not see posts of authors they blocked (blocks.ts notBlockedBy).
 */
import { and, desc, eq, gte, notInArray, sql, type SQL } from 'drizzle-orm'
import { FORUM_LIMITS, type ForumLevel, type HotItem } from '../../../types/forum'
import type { Db } from '../../db/open'
import { forumPosts } from '../../db/schema'
import { notBlockedBy } from './blocks'

export const HOT_WINDOW_DAYS = 7
const DAY_MS = 24 * 60 * 60 * 1000

/** A post's heat, the one expression the hot list and the rank lists (ranks.ts) sort by. */
export const heat = sql<number>`(${forumPosts.likeCount} + 2 * ${forumPosts.answerCount})`
/** Where the hot list's window (and the rank list 本周热门's) starts. */
export const hotWindowStart = (now: number): Date => new Date(now - HOT_WINDOW_DAYS * DAY_MS)
/** A topic has no title: its body's beginning stands in. */
const title = sql<string>`case when ${forumPosts.title} <> '' then ${forumPosts.title} else left(${forumPosts.body}, ${sql.raw(String(FORUM_LIMITS.titleMax))}) end`

async function hottest(db: Db, where: SQL, limit: number): Promise<HotItem[]> {
  const rows = await db.select({ id: forumPosts.id, title, heat }).from(forumPosts).where(where).orderBy(desc(heat), desc(forumPosts.id)).limit(limit)
  return rows.map((r) => ({ id: r.id, title: r.title, heat: Number(r.heat) }))
}

export async function hotList(db: Db, level: ForumLevel, now: number, viewerId: number | null = null): Promise<HotItem[]> {
  const published = and(eq(forumPosts.level, level), eq(forumPosts.status, 'published'), notBlockedBy(viewerId, forumPosts.authorId))!
  const week = await hottest(db, and(published, gte(forumPosts.createdAt, hotWindowStart(now)))!, FORUM_LIMITS.hot)
  if (week.length === FORUM_LIMITS.hot) return week
  const ids = week.map((h) => h.id)
  const older = await hottest(db, ids.length > 0 ? and(published, notInArray(forumPosts.id, ids))! : published, FORUM_LIMITS.hot - week.length)
  return [...week, ...older]
}
