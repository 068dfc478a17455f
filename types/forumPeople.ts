export type * from './schemas/forumPeople'

/**
 * People and messages of the forum (issue 19 "People" and "Messages"): following, user pages,
 * blocking, and the messages the forum's actions write (personal/message?type=…). Constants and
 * paths shared by the app and the server; the shapes are in types/schemas/forumPeople.ts.
 */

/** A message's type: an answer or reply to you, a like of your post, a new follower, a notice. */
export const MESSAGE_TYPES = ['replies', 'likes', 'follows', 'system'] as const
export type MessageType = (typeof MESSAGE_TYPES)[number]

/** How the messages page names each type (its tabs). */
export const MESSAGE_TYPE_LABELS: Record<MessageType, string> = { replies: '回复', likes: '赞', follows: '关注', system: '系统' }

/** Characters of an answer or reply kept as a 'replies' message's text. */
export const MESSAGE_TEXT_MAX = 60

/**
 * The cursor of a people list (followers, following, blocks), newest first: the last row's time
 * (ms) and user id, as the server gave it ('1717228800000.42').
 */
export const PEOPLE_CURSOR_PATTERN = '^[0-9]{1,15}\\.[1-9][0-9]{0,15}$'

export const PEOPLE_PATHS = {
  /**
   * + '<id>/' a user's page; '<id>/posts/' their posts (newest first); '<id>/followers/' and
   * '<id>/following/' their lists; '<id>/follow/' and '<id>/block/' (PUT does, DELETE undoes).
   */
  people: '/api/forum/people/',
  /** The caller's block list (newest first). */
  blocks: '/api/forum/blocks/'
} as const

/** The messages of the caller (USER_PATHS.unreadCount, '/api/user/messages/count/', answers the unread total). */
export const MESSAGE_PATHS = {
  /** ?type=&cursor=&limit=: one type, newest first. */
  list: '/api/user/messages/',
  /** Unread per type and in all. */
  counts: '/api/user/messages/counts/',
  /** POST { type? }: marks a type (or, without one, every message) read. */
  consume: '/api/user/messages/consume/',
  /** POST { type }: deletes a type's messages. */
  clean: '/api/user/messages/clean/'
} as const
