/**
 * The live calls (types/live.ts LIVE_PATHS), one function each, through request.ts. The chat is a
 * socket, not a call: src/live/components/useLiveChat.ts over src/platform/liveSocket.ts.
 */
import type { Paginated } from '@types-contract/api'
import { LIVE_PATHS, type LiveGroup, type LiveRoom, type LiveSessionCard, type LiveSessionDetail, type LiveTab } from '@types-contract/live'
import { request, type RequestOptions } from './request'

type Extra = Pick<RequestOptions, 'quiet'>

/** One page of a tab's sessions, or of a group's (all states). */
export const fetchLiveSessions = (query: { tab?: LiveTab; group?: number }, page: number, o: Extra = {}) =>
  request<Paginated<LiveSessionCard>>(LIVE_PATHS.sessions, { query: { ...query, page }, ...o })

export const fetchLiveGroups = (o: Extra = {}) => request<LiveGroup[]>(LIVE_PATHS.groups, o)

/** One page of the universities' sessions: live first, then upcoming, then past. */
export const fetchUnivSessions = (page: number, o: Extra = {}) => request<Paginated<LiveSessionCard>>(LIVE_PATHS.univ, { query: { page }, ...o })

export const fetchLiveSession = (id: number, o: Extra = {}) => request<LiveSessionDetail>(`${LIVE_PATHS.sessions}${id}/`, o)

/** The room (login): the stream and the chat's path; 403 购买后才能观看 for a paid session without ticket. */
export const fetchLiveRoom = (id: number, o: Extra = {}) => request<LiveRoom>(`${LIVE_PATHS.sessions}${id}/room/`, o)
