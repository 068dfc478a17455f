/**
 * Favourites (收藏; types/forumFavorites.ts): PUT keeps a post, DELETE drops it, both idempotent (a
 * second keep changes nothing), both answering { favorited, favorite_count }. As with likes, the
 * favourite row (unique per user and post) and the post's favorite_count change in one transaction,
 * and the count moves only when a row was inserted (`on conflict do nothing … returning`) or
 * deleted, so it always equals the rows, also under parallel keeps. Only a post the user may see
 * (visibility.ts: 404 帖子不存在 for a hidden one or someone else's held one). Every keep and drop
 * counts against the user's favourite window (rateLimit.ts takeWindowedAction). A keep is private:
 * it writes no message and nobody else learns who kept what (the count is all).
 *
 * The list (personal/favorites) is the user's keeps newest first, paged by keyset on the favourite
 * row's id (`id < cursor order by id desc limit n + 1` on forum_favorites_user_idx), so a post kept
 * while someone scrolls comes at the head and neither repeats nor pushes others out. Posts the user
 * may no longer see (hidden since, someone else's held one) and posts of authors the user blocked
 * (notBlockedBy) are left out: their keep stays, and shows again if the post does. The cards are the
 * feed's (postRows.ts selectSummaries / toSummaries), read by primary key for the page's posts.
 */
import { and, desc, eq, inArray, lt, sql, type SQL } from 'drizzle-orm'
import { FORUM_LIMITS, type FeedPage } from '../../../types/forum'
import { FAVORITE_RATE_LIMIT, type FavoriteResponse, type FavoritesQuery } from '../../../types/forumFavorites'
import type { Db } from '../../db/open'
import { forumFavorites, forumPosts } from '../../db/schema'
import { notBlockedBy } from './blocks'
import { selectSummaries, toSummaries } from './postRows'
import { takeWindowedAction } from './rateLimit'
import { visiblePost, visibleTo } from './visibility'

export async function setFavorite(db: Db, userId: number, postId: number, favorited: boolean, now: number): Promise<FavoriteResponse> {
  takeWindowedAction(db, 'favorite', FAVORITE_RATE_LIMIT, userId, now, '收藏太频繁了，请稍后再试')
  await visiblePost(db, userId, postId)
  return db.transaction(async (tx) => {
    const changed = favorited
      ? await tx
          .insert(forumFavorites)
          .values({ userId, postId, createdAt: new Date(now) })
          .onConflictDoNothing()
          .returning({ id: forumFavorites.id })
      : await tx
          .delete(forumFavorites)
          .where(and(eq(forumFavorites.userId, userId), eq(forumFavorites.postId, postId)))
          .returning({ id: forumFavorites.id })
    const [post] =
      changed.length > 0
        ? await tx
            .update(forumPosts)
            .set({ favoriteCount: sql`${forumPosts.favoriteCount} + ${favorited ? 1 : -1}` })
            .where(eq(forumPosts.id, postId))
            .returning({ favoriteCount: forumPosts.favoriteCount })
        : await tx.select({ favoriteCount: forumPosts.favoriteCount }).from(forumPosts).where(eq(forumPosts.id, postId))
    return { favorited, favorite_count: post.favoriteCount }
  })
}

/** One page of `userId`'s kept posts as feed cards, newest kept first; next_cursor is the last keep's id. */
export async function favoritesPage(db: Db, apiPrefix: string, userId: number, query: FavoritesQuery): Promise<FeedPage> {
  const limit = query.limit ?? FORUM_LIMITS.pageSize
  const conditions: SQL[] = [eq(forumFavorites.userId, userId), visibleTo(forumPosts, userId)]
  if (query.cursor !== undefined) conditions.push(lt(forumFavorites.id, Number(query.cursor)))
  const unblocked = notBlockedBy(userId, forumPosts.authorId)
  if (unblocked) conditions.push(unblocked)
  const keeps = await db
    .select({ id: forumFavorites.id, postId: forumFavorites.postId })
    .from(forumFavorites)
    .innerJoin(forumPosts, eq(forumPosts.id, forumFavorites.postId))
    .where(and(...conditions))
    .orderBy(desc(forumFavorites.id))
    .limit(limit + 1)
  const page = keeps.slice(0, limit)
  if (page.length === 0) return { results: [], next_cursor: null }

  const rows = await selectSummaries(db, userId).where(
    inArray(
      forumPosts.id,
      page.map((k) => k.postId)
    )
  )
  const byId = new Map(rows.map((row) => [row.id, row]))
  const ordered = page.flatMap((k) => byId.get(k.postId) ?? [])
  return { results: toSummaries(ordered, apiPrefix), next_cursor: keeps.length > limit ? String(page[page.length - 1].id) : null }
}
