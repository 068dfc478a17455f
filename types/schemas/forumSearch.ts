/**
 * The forum search contract (issue 19, searchTopic): one GET whose `type` says what is searched
 * and whose answer carries the same `type`. Posts answer feed cards (PostSummary, newest first,
 * keyset by id); users answer people rows with their follower count (keyset by match rank, then
 * id); hashtags answer one list, most used first. Constants and the path: types/forumSearch.ts.
 */
import { FORUM_LIMITS } from '../forum'
import { SEARCH_CURSOR_PATTERN, SEARCH_TYPES } from '../forumSearch'
import { ForumLevel, PostSummary } from './forum'
import { PersonItem } from './forumPeople'
import { Nullable, Obj, StringEnum, Type, type Static, type TSchema } from '../schema'

export const SearchType = StringEnum(SEARCH_TYPES)

/**
 * GET FORUM_SEARCH_PATHS.search. `q` is trimmed and must then have 1 to SEARCH_LIMITS.qMax
 * characters (400 请输入搜索内容 / 搜索内容最多 30 个字); `level` narrows posts and hashtags to one
 * level (people have none); `cursor` is the last page's next_cursor (posts and users only).
 */
export const SearchQuery = Obj({
  q: Type.String(),
  type: SearchType,
  level: Type.Optional(ForumLevel),
  cursor: Type.Optional(Type.String({ pattern: SEARCH_CURSOR_PATTERN })),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: FORUM_LIMITS.pageSizeMax, default: FORUM_LIMITS.pageSize }))
})
export type SearchQuery = Static<typeof SearchQuery>

/** A hashtag whose word contains q: its published posts, and whether the hashtag config lists it. */
export const SearchTag = Obj({
  /** The word, without '#'. */
  tag: Type.String(),
  post_count: Type.Integer(),
  /** One of the hashtag config's (it is offered even before anyone used it). */
  configured: Type.Boolean()
})
export type SearchTag = Static<typeof SearchTag>

/** A person whose nickname contains q (never their phone number). */
export const SearchUser = Obj({ ...PersonItem.properties, follower_num: Type.Integer() })
export type SearchUser = Static<typeof SearchUser>

const Answer = <K extends string, T extends TSchema>(type: K, item: T) =>
  Obj({ type: Type.Literal(type), results: Type.Array(item), next_cursor: Nullable(Type.String()) })

/** Feed cards, newest first; a card's excerpt is the stretch of the body around the first match ('…' before it when cut). */
export const SearchPostsPage = Answer('posts', PostSummary)
export type SearchPostsPage = Static<typeof SearchPostsPage>

/** One list (next_cursor always null): the whole word first, then most used, then the config's unused ones. */
export const SearchTagsPage = Answer('tags', SearchTag)
export type SearchTagsPage = Static<typeof SearchTagsPage>

/** The whole nickname first, then those starting with q, then the rest; oldest account first within each. */
export const SearchUsersPage = Answer('users', SearchUser)
export type SearchUsersPage = Static<typeof SearchUsersPage>

export const SearchResponse = Type.Union([SearchPostsPage, SearchTagsPage, SearchUsersPage])
export type SearchResponse = Static<typeof SearchResponse>
