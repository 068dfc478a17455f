/**
 * A hashtag page's head (tag/tag?name=…): the stored word and how many published posts of the
 * level carry it. Its posts are the feed's (FORUM_PATHS.feed with `hashtag`, feed.ts), so the
 * cards, blocking and held posts are the feed's. The count is everybody's (published posts, not
 * the viewer's view of them), read by containment on the GIN index forum_posts_hashtags_idx.
 */
import { and, count, eq } from 'drizzle-orm'
import type { ForumLevel } from '../../../types/forum'
import { HASHTAG_MAX_LENGTH } from '../../../core/hashtags'
import type { HashtagPage } from '../../../types/forumCircles'
import type { Db } from '../../db/open'
import { forumPosts } from '../../db/schema'
import { fieldError } from '../../errors'
import { hasHashtag } from './feed'
import { levelOfUser } from './home'
import { hashtagWord } from './levels'

export async function hashtagPage(db: Db, viewerId: number | null, name: string, asked: ForumLevel | undefined): Promise<HashtagPage> {
  const tag = hashtagWord(name)
  if (tag === '') throw fieldError('name', '话题不能为空')
  if ([...tag].length > HASHTAG_MAX_LENGTH) throw fieldError('name', `话题最多 ${HASHTAG_MAX_LENGTH} 个字`)
  const level = asked ?? (await levelOfUser(db, viewerId))
  const [row] = await db
    .select({ n: count() })
    .from(forumPosts)
    .where(and(eq(forumPosts.level, level), eq(forumPosts.status, 'published'), hasHashtag(tag)))
  return { tag, level, post_count: Number(row.n) }
}
