/**
 * Forum circle and hashtag-page schemas (issue 19): the circles of a level, one circle, joining and
 * leaving, a circle's feed, a hashtag page's head. Constants and paths: types/forumCircles.ts.
 */
import { CIRCLE_REF_PATTERN } from '../forumCircles'
import { CURSOR_QUERY, ForumLevel } from './forum'
import { Obj, Type, type Static } from '../schema'

/** A circle as the 话题广场 and its own page show it. */
export const Circle = Obj({
  id: Type.Integer(),
  slug: Type.String(),
  level: ForumLevel,
  name: Type.String(),
  description: Type.String(),
  /** Members now: changes in the same transaction as the membership rows. */
  member_count: Type.Integer(),
  /** Whether the asking user is a member (false for a visitor). */
  joined: Type.Boolean(),
  /** Written by the demo seed (示例数据). */
  is_demo: Type.Boolean()
})
export type Circle = Static<typeof Circle>

/** GET FORUM_CIRCLE_PATHS.circles: the level asked for, else the user's (a visitor's middle_school), as the home tab. */
export const CirclesQuery = Obj({ level: Type.Optional(ForumLevel) })
export type CirclesQuery = Static<typeof CirclesQuery>

/** The viewer's circles first, then the others, each group in the curated order. */
export const CirclesResponse = Obj({ level: ForumLevel, results: Type.Array(Circle) })
export type CirclesResponse = Static<typeof CirclesResponse>

/** FORUM_CIRCLE_PATHS.circles + '<circle>/…': the circle's slug or id. */
export const CircleParams = Obj({ circle: Type.String({ pattern: CIRCLE_REF_PATTERN }) })
export type CircleParams = Static<typeof CircleParams>

/** PUT (join) or DELETE (leave) FORUM_CIRCLE_PATHS.circles + '<circle>/join/': idempotent, answers the new state and count. */
export const CircleJoinResponse = Obj({ joined: Type.Boolean(), member_count: Type.Integer() })
export type CircleJoinResponse = Static<typeof CircleJoinResponse>

/** GET FORUM_CIRCLE_PATHS.circles + '<circle>/posts/': newest first, answers FeedPage. */
export const CirclePostsQuery = Obj({ ...CURSOR_QUERY })
export type CirclePostsQuery = Static<typeof CirclePostsQuery>

/** GET FORUM_CIRCLE_PATHS.tag */
export const HashtagPageQuery = Obj({
  /** The word, with or without '#' (a key of the hashtag config means its word). */
  name: Type.String({ minLength: 1, maxLength: 21 }),
  /** As for circles: the level asked for, else the user's. */
  level: Type.Optional(ForumLevel)
})
export type HashtagPageQuery = Static<typeof HashtagPageQuery>

export const HashtagPage = Obj({
  /** The stored word (without '#'): pass it as FeedQuery.hashtag for the posts. */
  tag: Type.String(),
  level: ForumLevel,
  /** Published posts of the level that carry it. */
  post_count: Type.Integer()
})
export type HashtagPage = Static<typeof HashtagPage>
