/**
 * The forum calls (types/forum.ts FORUM_PATHS), one function each, all through request.ts. The home
 * tab (the H5 entry route) calls these, so this module, like request.ts, imports no store.
 */
import {
  FORUM_PATHS,
  type Answer,
  type AnswersPage,
  type FeedPage,
  type FeedQuery,
  type ForumLevel,
  type HomeResponse,
  type LikeResponse,
  type NewAnswer,
  type PostDetail
} from '@types-contract/forum'
import { API_BASE_URL } from '../env'
import { request, type RequestOptions } from './request'

type Extra = Pick<RequestOptions, 'quiet'>

/** An image or avatar URL as the server sent it: a relative one ('/api/storage/file/…') is on the API origin. */
export const mediaUrl = (url: string) => (url === '' || /^(https?:|data:|blob:)/.test(url) ? url : `${API_BASE_URL}${url}`)

const post = (id: number, rest = '') => `${FORUM_PATHS.posts}${encodeURIComponent(String(id))}/${rest}`

/** The home tab's first screen: level, tabs, hashtags, QA tags, hot list and the first feed page. */
export const fetchHome = (level?: ForumLevel, o: Extra = {}) => request<HomeResponse>(FORUM_PATHS.home, { query: { level }, ...o })

/** One feed page: a tab of a level ('recommend' = all), maybe narrowed to a hashtag or QA tag; `cursor` from the last page. */
export const fetchFeed = (query: FeedQuery, o: Extra = {}) => request<FeedPage>(FORUM_PATHS.feed, { query: { ...query }, ...o })

export const fetchPost = (id: number, o: Extra = {}) => request<PostDetail>(post(id), o)

/** A post's answers, oldest first, each with its first replies; `cursor` from the last page. */
export const fetchAnswers = (id: number, cursor?: string, o: Extra = {}) => request<AnswersPage>(post(id, 'answers/'), { query: { cursor }, ...o })

/** Answers a post, or (with `parentId`) replies to one of its answers. Login required. */
export const postAnswer = (id: number, body: string, parentId?: number, o: Extra = {}) => {
  const data: NewAnswer = parentId === undefined ? { body } : { body, parent_id: parentId }
  return request<Answer>(post(id, 'answers/'), { method: 'POST', data, ...o })
}

/** Idempotent; answers the new state and count. Login required. */
export const likePost = (id: number, o: Extra = {}) => request<LikeResponse>(post(id, 'like/'), { method: 'PUT', ...o })

export const unlikePost = (id: number, o: Extra = {}) => request<LikeResponse>(post(id, 'like/'), { method: 'DELETE', ...o })
