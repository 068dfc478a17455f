/**
 * The shared-space calls (types/cloudShares.ts CLOUD_SHARE_PATHS), one function each, through
 * request.ts. A share file's download URL is src/api/cloud.ts fetchDownload(id, shareId). Callers
 * that show the server's own refusal (a wrong link, a banned share, 409) pass `quiet` and tell the
 * detail themselves, since the catalogue's generic 404 暂无数据 and 403 没有权限 would be wrong there.
 */
import {
  CLOUD_SHARE_PATHS,
  type CloudShareDetail,
  type CloudShareFile,
  type CloudShareFilePage,
  type CloudShareItemFlags,
  type CloudShareMemberPage,
  type CloudSharePage,
  type CloudShareSearchPage,
  type NewCloudShare,
  type ShareList
} from '@types-contract/cloudShares'
import type { DetailResponse } from '@types-contract/api'
import { request, type RequestOptions } from './request'

type Extra = Pick<RequestOptions, 'quiet'>

const shareUrl = (id: number, rest = '') => `${CLOUD_SHARE_PATHS.shares}${id}/${rest}`

/** My shares (newest first) or those I joined (latest joined first); `cursor` from the last page. */
export const fetchShares = (list: ShareList, cursor?: string, limit?: number, o: Extra = {}) =>
  request<CloudSharePage>(CLOUD_SHARE_PATHS.shares, { query: { list, cursor, limit }, ...o })

/** 201: the new share with its link code. */
export const createShare = (input: NewCloudShare, o: Extra = {}) => request<CloudShareDetail>(CLOUD_SHARE_PATHS.shares, { method: 'POST', data: input, ...o })

/** The detail; a visitor passes the link code (404 without it). */
export const fetchShare = (id: number, code?: string, o: Extra = {}) => request<CloudShareDetail>(shareUrl(id), { query: { code }, ...o })

/** Joins by the link text's two parts (404 wrong code or id, 403 share_banned); joining again is fine. */
export const joinShare = (link: { code: string; id: number }, o: Extra = {}) =>
  request<CloudShareDetail>(CLOUD_SHARE_PATHS.join, { method: 'POST', data: { code: link.code, id: link.id }, ...o })

export const leaveShare = (id: number, o: Extra = {}) => request<DetailResponse>(shareUrl(id, 'leave/'), { method: 'POST', ...o })

export const deleteShare = (id: number, o: Extra = {}) => request<DetailResponse>(shareUrl(id), { method: 'DELETE', ...o })

export const fetchMembers = (id: number, cursor?: string, o: Extra = {}) => request<CloudShareMemberPage>(shareUrl(id, 'members/'), { query: { cursor }, ...o })

export const removeMember = (id: number, userId: number, o: Extra = {}) => request<DetailResponse>(shareUrl(id, `members/${userId}/`), { method: 'DELETE', ...o })

/** Shares more of my entries; one shared already takes the flags given. */
export const addShareItems = (id: number, entryIds: number[], flags: CloudShareItemFlags, o: Extra = {}) =>
  request<CloudShareDetail>(shareUrl(id, 'items/'), { method: 'POST', data: { entry_ids: entryIds, ...flags }, ...o })

export const setItemFlags = (id: number, entryId: number, flags: CloudShareItemFlags, o: Extra = {}) =>
  request<CloudShareFile>(shareUrl(id, `items/${entryId}/`), { method: 'PUT', data: flags, ...o })

export const removeShareItem = (id: number, entryId: number, o: Extra = {}) => request<CloudShareDetail>(shareUrl(id, `items/${entryId}/`), { method: 'DELETE', ...o })

/** 封禁 or 解除封禁. */
export const setShareBanned = (id: number, banned: boolean, o: Extra = {}) =>
  request<CloudShareDetail>(shareUrl(id, banned ? 'ban/' : 'unban/'), { method: 'POST', ...o })

/** A new link code: the old link text stops joining. */
export const renewShareCode = (id: number, o: Extra = {}) => request<CloudShareDetail>(shareUrl(id, 'code/'), { method: 'POST', ...o })

/** The share's items, or (with `parent`) a shared folder's content; folders first. */
export const fetchShareFiles = (id: number, parent?: number, cursor?: string, o: Extra = {}) =>
  request<CloudShareFilePage>(shareUrl(id, 'files/'), { query: { parent, cursor }, ...o })

/** Files and folders of my shares (or of share `shareId`) whose name contains `q`. */
export const searchShareFiles = (q: string, shareId?: number, cursor?: string, o: Extra = {}) =>
  request<CloudShareSearchPage>(CLOUD_SHARE_PATHS.search, { query: { q, share_id: shareId, cursor }, ...o })
