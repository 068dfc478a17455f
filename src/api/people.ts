/**
 * People and messages calls (types/forumPeople.ts PEOPLE_PATHS, MESSAGE_PATHS), one function each,
 * all through request.ts. The unread total alone: api/user.ts getUnreadCount.
 */
import {
  MESSAGE_PATHS,
  PEOPLE_PATHS,
  type BlockResponse,
  type BlocksPage,
  type FollowResponse,
  type MessageCounts,
  type MessagesPage,
  type MessageType,
  type PeoplePage,
  type PersonPage
} from '@types-contract/forumPeople'
import type { FeedPage } from '@types-contract/forum'
import { request, type RequestOptions } from './request'

type Extra = Pick<RequestOptions, 'quiet'>

const person = (id: number, rest = '') => `${PEOPLE_PATHS.people}${encodeURIComponent(String(id))}/${rest}`

export const fetchPerson = (id: number, o: Extra = {}) => request<PersonPage>(person(id), o)

/** Their posts, newest first; `cursor` from the last page. */
export const fetchPersonPosts = (id: number, cursor?: string, o: Extra = {}) => request<FeedPage>(person(id, 'posts/'), { query: { cursor }, ...o })

/** Followers of `id` ('followers') or whom they follow ('following'), newest first. */
export const fetchFollowList = (id: number, side: 'followers' | 'following', cursor?: string, o: Extra = {}) =>
  request<PeoplePage>(person(id, `${side}/`), { query: { cursor }, ...o })

/** Follows (true) or unfollows; idempotent. */
export const setFollow = (id: number, on: boolean, o: Extra = {}) => request<FollowResponse>(person(id, 'follow/'), { method: on ? 'PUT' : 'DELETE', ...o })

/** Blocks (true) or unblocks; idempotent. */
export const setBlock = (id: number, on: boolean, o: Extra = {}) => request<BlockResponse>(person(id, 'block/'), { method: on ? 'PUT' : 'DELETE', ...o })

export const fetchBlocks = (cursor?: string, o: Extra = {}) => request<BlocksPage>(PEOPLE_PATHS.blocks, { query: { cursor }, ...o })

export const fetchMessages = (type: MessageType, cursor?: string, o: Extra = {}) => request<MessagesPage>(MESSAGE_PATHS.list, { query: { type, cursor }, ...o })

export const fetchMessageCounts = (o: Extra = {}) => request<MessageCounts>(MESSAGE_PATHS.counts, o)

/** Marks a type read, or (without one) every message. */
export const consumeMessages = (type?: MessageType, o: Extra = {}) => request<MessageCounts>(MESSAGE_PATHS.consume, { method: 'POST', data: type ? { type } : {}, ...o })

/** Deletes a type's messages. */
export const cleanMessages = (type: MessageType, o: Extra = {}) => request<MessageCounts>(MESSAGE_PATHS.clean, { method: 'POST', data: { type }, ...o })
