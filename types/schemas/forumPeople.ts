/**
 * People and messages contract (issue 19): user pages, follow and block, follower / following /
 * block lists by keyset, and the messages list with its unread counts. Constants and paths:
 * types/forumPeople.ts.
 */
import { FORUM_LIMITS } from '../forum'
import { MESSAGE_TYPES, PEOPLE_CURSOR_PATTERN } from '../forumPeople'
import { CURSOR_QUERY, CursorPage, FeedPage } from './forum'
import { Id, Nullable, Obj, StringEnum, Type, type Static } from '../schema'

export const MessageType = StringEnum(MESSAGE_TYPES)

export const PersonParams = Obj({ id: Id() })
export type PersonParams = Static<typeof PersonParams>

/** ?cursor=&limit= of a people list; the cursor is PEOPLE_CURSOR_PATTERN. */
export const PeopleQuery = Obj({
  cursor: Type.Optional(Type.String({ pattern: PEOPLE_CURSOR_PATTERN })),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: FORUM_LIMITS.pageSizeMax, default: FORUM_LIMITS.pageSize }))
})
export type PeopleQuery = Static<typeof PeopleQuery>

const WHO = {
  user_id: Type.Integer(),
  username: Type.String(),
  avatar_url: Type.String(),
  /** The pendant (avatar frame) they wear, a key of core/personalItems.ts PENDANTS; null: none. */
  pendant: Nullable(Type.String())
}

/** A row of a followers or following list. */
export const PersonItem = Obj({
  ...WHO,
  /** 高中生 or 大学生 (core/identity.ts). */
  identity_label: Type.String(),
  medals: Type.Array(Type.String()),
  /** A demo member (示例数据). */
  is_demo: Type.Boolean(),
  /** The caller follows them. */
  followed: Type.Boolean(),
  /** They follow the caller. */
  follows_me: Type.Boolean()
})
export type PersonItem = Static<typeof PersonItem>

export const PeoplePage = CursorPage(PersonItem)
export type PeoplePage = Static<typeof PeoplePage>

/** GET PEOPLE_PATHS.people + '<id>/': a user's page (peopleInfo). */
export const PersonPage = Obj({
  ...WHO,
  identity_label: Type.String(),
  medals: Type.Array(Type.String()),
  is_demo: Type.Boolean(),
  /** The accessory (name tag) they wear beside the name, a key of core/personalItems.ts ACCESSORIES; null: none. */
  accessory: Nullable(Type.String()),
  follower_num: Type.Integer(),
  following_num: Type.Integer(),
  /** Their published posts. */
  post_count: Type.Integer(),
  /** The caller's own page. */
  is_me: Type.Boolean(),
  followed: Type.Boolean(),
  follows_me: Type.Boolean(),
  /** The caller blocked them: their posts are hidden from the caller. */
  blocked: Type.Boolean()
})
export type PersonPage = Static<typeof PersonPage>

/** GET PEOPLE_PATHS.people + '<id>/posts/': newest first, by post id. */
export const PersonPostsQuery = Obj({ ...CURSOR_QUERY })
export const PersonPostsPage = FeedPage
export type PersonPostsPage = Static<typeof PersonPostsPage>

/** PUT (follow) or DELETE (unfollow) PEOPLE_PATHS.people + '<id>/follow/': idempotent. */
export const FollowResponse = Obj({
  followed: Type.Boolean(),
  /** Their followers now. */
  follower_num: Type.Integer(),
  /** The caller's followings now. */
  following_num: Type.Integer()
})
export type FollowResponse = Static<typeof FollowResponse>

/** PUT (block) or DELETE (unblock) PEOPLE_PATHS.people + '<id>/block/': idempotent. */
export const BlockResponse = Obj({ blocked: Type.Boolean() })
export type BlockResponse = Static<typeof BlockResponse>

/** A row of the caller's block list. */
export const BlockedPerson = Obj({ ...WHO, blocked_at: Type.String() })
export type BlockedPerson = Static<typeof BlockedPerson>

export const BlocksPage = CursorPage(BlockedPerson)
export type BlocksPage = Static<typeof BlocksPage>

/** A message: who did it (null for a system notice) and on which post. */
export const MessageItem = Obj({
  id: Type.Integer(),
  type: MessageType,
  actor: Nullable(Obj(WHO)),
  /** The post it is about: its id and title (a topic's: the start of its body); null when none or gone. */
  post: Nullable(Obj({ id: Type.Integer(), title: Type.String() })),
  /** The answer or reply that was written ('replies'). */
  reply_id: Nullable(Type.Integer()),
  /** A reply's first words, a notice's text; '' for likes and follows. */
  text: Type.String(),
  read: Type.Boolean(),
  created_at: Type.String()
})
export type MessageItem = Static<typeof MessageItem>

/** GET MESSAGE_PATHS.list */
export const MessagesQuery = Obj({ type: MessageType, ...CURSOR_QUERY })
export type MessagesQuery = Static<typeof MessagesQuery>

export const MessagesPage = CursorPage(MessageItem)
export type MessagesPage = Static<typeof MessagesPage>

/** Unread messages per type and in all. */
export const MessageCounts = Obj({
  replies: Type.Integer(),
  likes: Type.Integer(),
  follows: Type.Integer(),
  system: Type.Integer(),
  total: Type.Integer()
})
export type MessageCounts = Static<typeof MessageCounts>

/** POST MESSAGE_PATHS.consume: a type, or (without) every message. Answers the counts after. */
export const ConsumeBody = Obj({ type: Type.Optional(MessageType) })
export type ConsumeBody = Static<typeof ConsumeBody>

/** POST MESSAGE_PATHS.clean: deletes the type's messages. Answers the counts after. */
export const CleanBody = Obj({ type: MessageType })
export type CleanBody = Static<typeof CleanBody>
