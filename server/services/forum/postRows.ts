/**
 * How a post is read and shaped: the columns a feed card or a post page selects (the post, its
 * author's name, avatar and medals, whether the viewer liked it) and their mapping to the contract's
 * PostSummary and PostDetail, all in one statement (the author's medals are a subquery on
 * user_medals' primary key rather than a second query per page). Who may see which post: visibility.ts.
 */
import { and, eq, sql, type Placeholder, type SQL } from 'drizzle-orm'
import { FORUM_LIMITS, type ForumAuthor, type ForumLevel, type PostDetail, type PostKind, type PostStatus, type PostSummary } from '../../../types/forum'
import type { Db } from '../../db/open'
import { forumBallots, forumFavorites, forumLikes, forumPosts, forumProgress, userMedals, users } from '../../db/schema'
import { avatarUrlOf } from '../users'
import { imageOf } from './images'
import { medalNames } from './medals'

/** The author's medal keys (null when none): user_medals_pk (user_id, medal). */
const authorMedals = sql<string[] | null>`(select array_agg(${userMedals.medal}) from ${userMedals} where ${userMedals.userId} = ${forumPosts.authorId})`

/** What every post answer carries, read in one select with the author, their medals and the viewer's like. */
const POST_COLUMNS = {
  id: forumPosts.id,
  authorId: forumPosts.authorId,
  kind: forumPosts.kind,
  level: forumPosts.level,
  tab: forumPosts.tab,
  title: forumPosts.title,
  images: forumPosts.images,
  hashtags: forumPosts.hashtags,
  qaTag: forumPosts.qaTag,
  status: forumPosts.status,
  likeCount: forumPosts.likeCount,
  answerCount: forumPosts.answerCount,
  isDemo: forumPosts.isDemo,
  createdAt: forumPosts.createdAt,
  username: users.username,
  avatarKey: users.avatarKey,
  avatarUrl: users.avatarUrl,
  wornPendant: users.wornPendant,
  medals: authorMedals
}

/**
 * A feed card's columns: the body's first FORUM_LIMITS.excerpt characters, not the body; a vote's
 * number of ballots (a count on the forum_ballots primary key, only for rows of kind 'vote').
 */
const SUMMARY_COLUMNS = {
  ...POST_COLUMNS,
  excerpt: sql<string>`left(${forumPosts.body}, ${sql.raw(String(FORUM_LIMITS.excerpt))})`,
  voters: sql<number | null>`case when ${forumPosts.kind} = 'vote' then (select count(*) from ${forumBallots} where ${forumBallots.postId} = ${forumPosts.id}) end`
}
const DETAIL_COLUMNS = { ...POST_COLUMNS, body: forumPosts.body, solvedAt: forumPosts.solvedAt, favoriteCount: forumPosts.favoriteCount }

/** A question's progress notes `viewerId` may see (published; the asker's own held ones too): forum_progress_post_idx. */
const progressCount = (viewerId: number | null) => {
  const held = viewerId === null ? sql`` : sql` or (${forumProgress.status} = 'held' and ${forumPosts.authorId} = ${viewerId})`
  return sql<number>`case when ${forumPosts.kind} = 'question' then (select count(*) from ${forumProgress} where ${forumProgress.postId} = ${forumPosts.id} and (${forumProgress.status} = 'published'${held})) else 0 end`
}

/** Whether `viewerId` keeps the post (收藏): the unique (user_id, post_id) index; a visitor's is false. */
const favoritedBy = (viewerId: number | null) =>
  viewerId === null
    ? sql<boolean>`false`
    : sql<boolean>`exists (select 1 from ${forumFavorites} where ${forumFavorites.userId} = ${viewerId} and ${forumFavorites.postId} = ${forumPosts.id})`

export interface PostRow {
  id: number
  authorId: number
  kind: string
  level: string
  tab: string
  title: string
  images: string[]
  hashtags: string[]
  qaTag: string | null
  status: string
  likeCount: number
  answerCount: number
  isDemo: boolean
  createdAt: Date
  username: string | null
  avatarKey: string | null
  avatarUrl: string | null
  wornPendant: string | null
  medals: string[] | null
  liked: boolean
}

/** The viewer's like of the post, if any: a visitor's join is `on false`, which the planner drops. */
const viewerLike = (viewerId: number | Placeholder | null): SQL =>
  viewerId === null ? sql`false` : and(eq(forumLikes.postId, forumPosts.id), eq(forumLikes.userId, viewerId))!
const liked = sql<boolean>`(${forumLikes.userId} is not null)`

/**
 * select <feed card columns> from forum_posts join users left join the viewer's like: the caller adds
 * where, order, limit. `excerpt` replaces the body's start (search shows the stretch around the match).
 * `viewerId` may be a placeholder (a prepared statement: feed.ts).
 */
export const selectSummaries = (db: Db, viewerId: number | Placeholder | null, excerpt: SQL<string> = SUMMARY_COLUMNS.excerpt) =>
  db
    .select({ ...SUMMARY_COLUMNS, excerpt, liked })
    .from(forumPosts)
    .innerJoin(users, eq(users.id, forumPosts.authorId))
    .leftJoin(forumLikes, viewerLike(viewerId))

/** As selectSummaries with the whole body, the solved time, the progress notes' count and the viewer's keep (a post's page). */
export const selectDetails = (db: Db, viewerId: number | null) =>
  db
    .select({ ...DETAIL_COLUMNS, progressCount: progressCount(viewerId), favorited: favoritedBy(viewerId), liked })
    .from(forumPosts)
    .innerJoin(users, eq(users.id, forumPosts.authorId))
    .leftJoin(forumLikes, viewerLike(viewerId))

/** The author as a card shows them, with their medal names (medals.ts). */
export function authorOf(
  row: { authorId: number; username: string | null; avatarKey: string | null; avatarUrl: string | null; wornPendant: string | null },
  medals: readonly string[],
  apiPrefix: string
): ForumAuthor {
  return {
    user_id: row.authorId,
    username: row.username ?? '',
    avatar_url: avatarUrlOf(row, apiPrefix),
    pendant: row.wornPendant,
    medals: [...medals]
  }
}

function core(row: PostRow, apiPrefix: string) {
  return {
    id: row.id,
    kind: row.kind as PostKind,
    level: row.level as ForumLevel,
    tab: row.tab,
    title: row.title,
    hashtags: row.hashtags,
    qa_tag: row.qaTag,
    author: authorOf(row, medalNames(row.medals ?? []), apiPrefix),
    like_count: row.likeCount,
    answer_count: row.answerCount,
    liked: Boolean(row.liked),
    status: row.status as PostStatus,
    is_demo: row.isDemo,
    created_at: row.createdAt.toISOString()
  }
}

export function toSummaries(rows: readonly (PostRow & { excerpt: string; voters?: number | string | null })[], apiPrefix: string): PostSummary[] {
  return rows.map((row) => ({
    ...core(row, apiPrefix),
    excerpt: row.excerpt,
    images: row.images.slice(0, FORUM_LIMITS.cardImages).map((key) => imageOf(key, apiPrefix)),
    image_count: row.images.length,
    ...(row.voters !== undefined && row.voters !== null ? { voters: Number(row.voters) } : {})
  }))
}

export function toDetail(
  row: PostRow & { body: string; solvedAt: Date | null; progressCount: number | string; favoriteCount: number; favorited: boolean },
  apiPrefix: string
): PostDetail {
  return {
    ...core(row, apiPrefix),
    body: row.body,
    images: row.images.map((key) => imageOf(key, apiPrefix)),
    solved_at: row.solvedAt?.toISOString() ?? null,
    progress_count: Number(row.progressCount),
    favorite_count: row.favoriteCount,
    favorited: Boolean(row.favorited)
  }
}
