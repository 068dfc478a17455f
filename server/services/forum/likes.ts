/**
 * Likes of posts: PUT likes, DELETE unlikes, both idempotent (a second like changes nothing),
 * both answering { liked, like_count }. The like row (unique per post and user) and the post's
 * like_count change in one transaction, so the count always equals the rows. Every like and unlike
 * counts against the user's like rate (rateLimit.ts). A new like writes a 'likes' message to the
 * post's author (services/messages.ts notify).
 */
import { and, eq, sql } from 'drizzle-orm'
import type { LikeResponse } from '../../../types/forum'
import type { Db } from '../../db/open'
import { forumLikes, forumPosts } from '../../db/schema'
import { notify } from '../messages'
import { awardMedals } from './medals'
import { takeLikeAction } from './rateLimit'
import { visiblePost } from './visibility'

export async function setLike(db: Db, userId: number, postId: number, liked: boolean, now: number): Promise<LikeResponse> {
  takeLikeAction(db, userId, now)
  const { authorId } = await visiblePost(db, userId, postId)
  return db.transaction(async (tx) => {
    const changed = liked
      ? await tx
          .insert(forumLikes)
          .values({ postId, userId, createdAt: new Date(now) })
          .onConflictDoNothing()
          .returning({ postId: forumLikes.postId })
      : await tx
          .delete(forumLikes)
          .where(and(eq(forumLikes.postId, postId), eq(forumLikes.userId, userId)))
          .returning({ postId: forumLikes.postId })
    if (liked && changed.length > 0) await notify(tx, { userId: authorId, type: 'likes', actorId: userId, postId, now })
    if (liked && changed.length > 0) await awardMedals(tx, authorId, now)
    const [post] =
      changed.length > 0
        ? await tx
            .update(forumPosts)
            .set({ likeCount: sql`${forumPosts.likeCount} + ${liked ? 1 : -1}` })
            .where(eq(forumPosts.id, postId))
            .returning({ likeCount: forumPosts.likeCount })
        : await tx.select({ likeCount: forumPosts.likeCount }).from(forumPosts).where(eq(forumPosts.id, postId))
    return { liked, like_count: post.likeCount }
  })
}
