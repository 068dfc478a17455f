/**
 * Circles and hashtag pages (types/forumCircles.ts FORUM_CIRCLE_PATHS), one function each, through
 * request.ts. A circle is named by its slug (or id). A hashtag page's posts are the feed's
 * (api/forum.ts fetchFeed with `hashtag`).
 */
import type { FeedPage, ForumLevel } from '@types-contract/forum'
import { FORUM_CIRCLE_PATHS, type Circle, type CircleJoinResponse, type CirclesResponse, type HashtagPage } from '@types-contract/forumCircles'
import { request, type RequestOptions } from './request'

type Extra = Pick<RequestOptions, 'quiet'>

const circleUrl = (ref: string, rest = '') => `${FORUM_CIRCLE_PATHS.circles}${encodeURIComponent(ref)}/${rest}`

/** The level's circles (none given: the user's level), the user's first. */
export const fetchCircles = (level?: ForumLevel, o: Extra = {}) => request<CirclesResponse>(FORUM_CIRCLE_PATHS.circles, { query: { level }, ...o })

export const fetchCircle = (ref: string, o: Extra = {}) => request<Circle>(circleUrl(ref), o)

/** A circle's posts, newest first; `cursor` from the last page. */
export const fetchCirclePosts = (ref: string, cursor?: string, o: Extra = {}) => request<FeedPage>(circleUrl(ref, 'posts/'), { query: { cursor }, ...o })

/** Idempotent; answers the new state and count. Login required. */
export const joinCircle = (ref: string, o: Extra = {}) => request<CircleJoinResponse>(circleUrl(ref, 'join/'), { method: 'PUT', ...o })

export const leaveCircle = (ref: string, o: Extra = {}) => request<CircleJoinResponse>(circleUrl(ref, 'join/'), { method: 'DELETE', ...o })

/** A hashtag page's head: the word and its number of published posts in the level. */
export const fetchHashtagPage = (name: string, level?: ForumLevel, o: Extra = {}) => request<HashtagPage>(FORUM_CIRCLE_PATHS.tag, { query: { name, level }, ...o })
