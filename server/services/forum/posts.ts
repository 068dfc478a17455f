/**
 * Writing and reading one post: asking a question, posting a topic, a post's page.
 *
 * Writing checks what the schema cannot: the tab belongs to the level's tab config, the QA tag to
 * the QA-tag config, each image is a finished image upload of the author, the text is not blank;
 * then the sensitive-word list decides 'published' or 'held', and the posting rate limit is
 * checked in the inserting transaction. Text is stored exactly as typed (the app escapes it when it
 * renders). Hashtags: those picked (topics) and the '#words' typed in the body (core/hashtags.ts).
 */
import { eq } from 'drizzle-orm'
import { FORUM_LIMITS, type ForumLevel, type NewQuestion, type NewTopic, type PostDetail, type PostKind } from '../../../types/forum'
import { mergeHashtags } from '../../../core/hashtags'
import type { Db } from '../../db/open'
import { forumPosts } from '../../db/schema'
import { fieldError } from '../../errors'
import { circleForPost } from './circles'
import { checkOwnImages } from './images'
import { checkQaTag, checkTab } from './levels'
import { selectDetails, toDetail } from './postRows'
import { checkWriteRate } from './rateLimit'
import { statusForText } from './sensitiveWords'
import { canSee } from './visibility'

/** What a write needs besides its input: the URL prefix, the clock, the sensitive words. */
export interface WriteContext {
  apiPrefix: string
  now: number
  sensitiveWords: readonly string[]
}

interface PostValues {
  kind: PostKind
  level: ForumLevel
  tab: string
  title: string
  body: string
  images: string[]
  hashtags: string[]
  qaTag: string | null
}

/** `circle`: the circle (slug or id) it is posted into, whose member the author must be (circles.ts). */
async function insertPost(db: Db, authorId: number, values: PostValues, ctx: WriteContext, circle?: string): Promise<PostDetail> {
  checkTab(values.level, values.tab, { allowRecommend: false })
  if (values.qaTag !== null) checkQaTag(values.qaTag)
  const circleId = circle === undefined ? null : await circleForPost(db, authorId, circle, values.level)
  const images = await checkOwnImages(db, authorId, values.images)
  const status = statusForText(ctx.sensitiveWords, values.title, values.body, ...values.hashtags)
  const id = await db.transaction(async (tx) => {
    await checkWriteRate(tx, 'post', authorId, ctx.now)
    const [row] = await tx
      .insert(forumPosts)
      .values({ ...values, images, authorId, status, circleId, createdAt: new Date(ctx.now) })
      .returning({ id: forumPosts.id })
    return row.id
  })
  return (await postDetail(db, ctx.apiPrefix, authorId, id))!
}

export async function createQuestion(db: Db, authorId: number, input: NewQuestion, ctx: WriteContext): Promise<PostDetail> {
  if (input.title.trim().length < FORUM_LIMITS.titleMin) throw fieldError('title', `标题至少 ${FORUM_LIMITS.titleMin} 个字`)
  return insertPost(
    db,
    authorId,
    {
      kind: 'question',
      level: input.level,
      tab: input.tab,
      title: input.title,
      body: input.body,
      images: input.images,
      hashtags: mergeHashtags([], [input.title, input.body], FORUM_LIMITS.hashtagsMax),
      qaTag: input.qa_tag
    },
    ctx,
    input.circle
  )
}

export async function createTopic(db: Db, authorId: number, input: NewTopic, ctx: WriteContext): Promise<PostDetail> {
  if (input.body.trim() === '') throw fieldError('body', '内容不能为空')
  return insertPost(
    db,
    authorId,
    {
      kind: 'topic',
      level: input.level,
      tab: input.tab,
      title: '',
      body: input.body,
      images: input.images,
      hashtags: mergeHashtags(input.hashtags, [input.body], FORUM_LIMITS.hashtagsMax),
      qaTag: null
    },
    ctx,
    input.circle
  )
}

/** A post's page as `viewerId` may see it; null when it is missing or not theirs to see. */
export async function postDetail(db: Db, apiPrefix: string, viewerId: number | null, id: number): Promise<PostDetail | null> {
  const [row] = await selectDetails(db, viewerId).where(eq(forumPosts.id, id))
  if (!row || !canSee(row, viewerId)) return null
  return toDetail(row, apiPrefix)
}
