/**
 * Forum contract schemas (issue 19): the home tab's first screen, the feed with keyset (cursor)
 * pagination, posts (questions and topics), answers with one level of replies, likes.
 * Constants and paths: types/forum.ts.
 *
 * Text fields are plain text: the server stores them as typed and the app renders them as text,
 * never as HTML. Times are ISO 8601 strings.
 */
import { CURSOR_PATTERN, FORUM_LEVELS, FORUM_LIMITS, POST_KINDS, POST_STATUSES } from '../forum'
import { CIRCLE_REF_PATTERN } from '../forumCircles'
import { TabConfigItem } from './user'
import { Id, Nullable, Obj, StringEnum, Type, type Static, type TSchema } from '../schema'

export const ForumLevel = StringEnum(FORUM_LEVELS)
export const PostKind = StringEnum(POST_KINDS)
export const PostStatus = StringEnum(POST_STATUSES)

/** A list walked by keyset pagination: pass `next_cursor` back as `cursor` for the next page; null at the end. */
export const CursorPage = <T extends TSchema>(item: T) => Obj({ results: Type.Array(item), next_cursor: Nullable(Type.String()) })

/** ?cursor=&limit= of every cursor-paged list. */
export const CURSOR_QUERY = {
  cursor: Type.Optional(Type.String({ pattern: CURSOR_PATTERN })),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: FORUM_LIMITS.pageSizeMax, default: FORUM_LIMITS.pageSize }))
}

/** An uploaded image: the full picture and the thumbnail lists show. */
export const ForumImage = Obj({ url: Type.String(), thumb_url: Type.String() })
export type ForumImage = Static<typeof ForumImage>

/** Who wrote a post or an answer, as a card shows them. */
export const ForumAuthor = Obj({
  user_id: Type.Integer(),
  username: Type.String(),
  avatar_url: Type.String(),
  /** The pendant (avatar frame) they wear, a key of core/personalItems.ts PENDANTS; null: none. */
  pendant: Nullable(Type.String()),
  /** Medal names shown beside the name, most notable first. */
  medals: Type.Array(Type.String())
})
export type ForumAuthor = Static<typeof ForumAuthor>

const POST_CORE = {
  id: Type.Integer(),
  kind: PostKind,
  level: ForumLevel,
  /** The feed tab it belongs to (a key of the level's tab config, never 'recommend'). */
  tab: Type.String(),
  /** Questions have a title; a topic's is ''. */
  title: Type.String(),
  hashtags: Type.Array(Type.String()),
  qa_tag: Nullable(Type.String()),
  author: ForumAuthor,
  like_count: Type.Integer(),
  answer_count: Type.Integer(),
  /** Whether the asking user liked it (false for a visitor). */
  liked: Type.Boolean(),
  status: PostStatus,
  /** Demo content written by the demo seed, labelled 示例数据 in the app. */
  is_demo: Type.Boolean(),
  created_at: Type.String()
}

/** A feed card. */
export const PostSummary = Obj({
  ...POST_CORE,
  /** The first FORUM_LIMITS.excerpt characters of the body. */
  excerpt: Type.String(),
  /** Up to FORUM_LIMITS.cardImages images. */
  images: Type.Array(ForumImage),
  image_count: Type.Integer(),
  /** A vote's number of voters (kind 'vote' only; types/forumVotes.ts). */
  voters: Type.Optional(Type.Integer())
})
export type PostSummary = Static<typeof PostSummary>

/** A post's page. */
export const PostDetail = Obj({
  ...POST_CORE,
  body: Type.String(),
  images: Type.Array(ForumImage),
  /** A question its asker marked solved (已解决): when; null while open and for other kinds (types/forumProgress.ts). */
  solved_at: Nullable(Type.String()),
  /** Progress notes of a question the reader may see (published ones; the asker's own held ones too). */
  progress_count: Type.Integer(),
  /** How many users keep it (收藏, types/forumFavorites.ts). */
  favorite_count: Type.Integer(),
  /** Whether the asking user keeps it (false for a visitor). */
  favorited: Type.Boolean()
})
export type PostDetail = Static<typeof PostDetail>

export const FeedPage = CursorPage(PostSummary)
export type FeedPage = Static<typeof FeedPage>

/** A hot-list entry: the week's most answered and liked posts of a level. */
export const HotItem = Obj({ id: Type.Integer(), title: Type.String(), heat: Type.Integer() })
export type HotItem = Static<typeof HotItem>

/** GET FORUM_PATHS.feed */
export const FeedQuery = Obj({
  level: ForumLevel,
  /** 'recommend' (every post of the level) or a key of the level's tab config. */
  tab: Type.String({ minLength: 1, maxLength: 32 }),
  /** A hashtag (without '#') or a QA tag key to narrow the feed. */
  hashtag: Type.Optional(Type.String({ minLength: 1, maxLength: 20 })),
  qa_tag: Type.Optional(Type.String({ minLength: 1, maxLength: 32 })),
  ...CURSOR_QUERY
})
export type FeedQuery = Static<typeof FeedQuery>

/** GET FORUM_PATHS.home: the level is the user's (a visitor's: middle_school) unless asked for. */
export const HomeQuery = Obj({ level: Type.Optional(ForumLevel) })
export type HomeQuery = Static<typeof HomeQuery>

export const HomeResponse = Obj({
  level: ForumLevel,
  tabs: Type.Array(TabConfigItem),
  hashtags: Type.Array(TabConfigItem),
  qa_tags: Type.Array(TabConfigItem),
  hot: Type.Array(HotItem),
  /** The first page of the level's 'recommend' tab. */
  feed: FeedPage
})
export type HomeResponse = Static<typeof HomeResponse>

/** GET FORUM_PATHS.hot */
export const HotQuery = Obj({ level: ForumLevel })
export const HotResponse = Type.Array(HotItem)

const Images = Type.Array(Type.String({ description: 'an uploaded image key (GET /api/storage/presign/)' }), { maxItems: FORUM_LIMITS.imagesMax })
const Body = (max: number) => Type.String({ minLength: 1, maxLength: max })

/** POST FORUM_PATHS.questions */
export const NewQuestion = Obj({
  level: ForumLevel,
  tab: Type.String({ minLength: 1, maxLength: 32 }),
  title: Type.String({ minLength: FORUM_LIMITS.titleMin, maxLength: FORUM_LIMITS.titleMax }),
  body: Type.String({ maxLength: FORUM_LIMITS.bodyMax }),
  images: Images,
  qa_tag: Nullable(Type.String({ minLength: 1, maxLength: 32 })),
  /** Post it into a circle (its slug or id; types/forumCircles.ts): one of the level whose member the author is. */
  circle: Type.Optional(Type.String({ pattern: CIRCLE_REF_PATTERN }))
})
export type NewQuestion = Static<typeof NewQuestion>

/** POST FORUM_PATHS.topics: hashtags are also taken from '#word' in the body. */
export const NewTopic = Obj({
  level: ForumLevel,
  tab: Type.String({ minLength: 1, maxLength: 32 }),
  body: Body(FORUM_LIMITS.bodyMax),
  images: Images,
  hashtags: Type.Array(Type.String({ minLength: 1, maxLength: 20 }), { maxItems: FORUM_LIMITS.hashtagsMax }),
  /** As NewQuestion.circle. */
  circle: Type.Optional(Type.String({ pattern: CIRCLE_REF_PATTERN }))
})
export type NewTopic = Static<typeof NewTopic>

export const PostParams = Obj({ id: Id() })
export type PostParams = Static<typeof PostParams>

/** An answer (to a question) or a comment (on a topic), with its replies one level deep. */
export const Reply = Obj({
  id: Type.Integer(),
  post_id: Type.Integer(),
  /** The answer this replies to; null for a top-level answer. */
  parent_id: Nullable(Type.Integer()),
  /** Whom a reply answers (the parent's author), null for a top-level answer. */
  reply_to: Nullable(Type.String()),
  author: ForumAuthor,
  body: Type.String(),
  status: PostStatus,
  is_demo: Type.Boolean(),
  created_at: Type.String()
})
export type Reply = Static<typeof Reply>

export const Answer = Obj({
  ...Reply.properties,
  /** The first replies, oldest first; reply_count says how many there are. */
  replies: Type.Array(Reply),
  reply_count: Type.Integer()
})
export type Answer = Static<typeof Answer>

/** GET FORUM_PATHS.posts + '<id>/answers/': oldest first. */
export const AnswersQuery = Obj({ ...CURSOR_QUERY })
export const AnswersPage = CursorPage(Answer)
export type AnswersPage = Static<typeof AnswersPage>

/** POST FORUM_PATHS.posts + '<id>/answers/' */
export const NewAnswer = Obj({ body: Body(FORUM_LIMITS.answerMax), parent_id: Type.Optional(Id()) })
export type NewAnswer = Static<typeof NewAnswer>

/** PUT (like) or DELETE (unlike) FORUM_PATHS.posts + '<id>/like/': idempotent, answers the new count. */
export const LikeResponse = Obj({ liked: Type.Boolean(), like_count: Type.Integer() })
export type LikeResponse = Static<typeof LikeResponse>
