/**
 * The cloud library's calls (types/cloud.ts CLOUD_PATHS, types/cloudUploads.ts CLOUD_UPLOAD_PATHS),
 * one function each, through request.ts: folders and files, the trash, search, the quota, uploads
 * (grant, resume, part URLs, complete, cancel) and download URLs. The bytes themselves go to the
 * signed URLs these answer (platform/transfer.ts).
 */
import {
  CLOUD_PATHS,
  type CloudEntry,
  type CloudEntryPage,
  type CloudOrder,
  type CloudPurgeResponse,
  type CloudQuota,
  type CloudSort,
  type CloudTrashEntry,
  type CloudTrashPage
} from '@types-contract/cloud'
import {
  CLOUD_UPLOAD_PATHS,
  type CloudDownload,
  type CloudUpload,
  type CloudUploadGrant,
  type CloudUploadPartUrl,
  type CloudUploadRequest
} from '@types-contract/cloudUploads'
import { CLOUD_SHARE_PATHS } from '@types-contract/cloudShares'
import { request, type RequestOptions } from './request'

type Extra = Pick<RequestOptions, 'quiet'>

const entryUrl = (id: number, rest = '') => `${CLOUD_PATHS.entries}${id}/${rest}`
const trashUrl = (id: number, rest = '') => `${CLOUD_PATHS.trash}${id}/${rest}`
const uploadUrl = (id: number, rest = '') => `${CLOUD_UPLOAD_PATHS.uploads}${id}/${rest}`

export interface CloudListing {
  /** The folder; undefined: the root. */
  parent?: number
  sort?: CloudSort
  order?: CloudOrder
  cursor?: string
  limit?: number
}

/** A folder's live entries, folders first; `cursor` from the last page. */
export const fetchEntries = (q: CloudListing, o: Extra = {}) =>
  request<CloudEntryPage>(CLOUD_PATHS.entries, { query: { parent: q.parent, sort: q.sort, order: q.order, cursor: q.cursor, limit: q.limit }, ...o })

/** 201: the new folder (409 name_taken 同名文件已存在). */
export const createFolder = (name: string, parentId: number | null, o: Extra = {}) =>
  request<CloudEntry>(CLOUD_PATHS.folders, { method: 'POST', data: { name, parent_id: parentId }, ...o })

export const renameEntry = (id: number, name: string, o: Extra = {}) => request<CloudEntry>(entryUrl(id, 'rename/'), { method: 'POST', data: { name }, ...o })

/** Into folder `parentId` (null: the root). */
export const moveEntry = (id: number, parentId: number | null, o: Extra = {}) =>
  request<CloudEntry>(entryUrl(id, 'move/'), { method: 'POST', data: { parent_id: parentId }, ...o })

/** To the trash, with what it holds. */
export const trashEntry = (id: number, o: Extra = {}) => request<CloudTrashEntry>(entryUrl(id), { method: 'DELETE', ...o })

/** The trash, latest deleted first. */
export const fetchTrash = (cursor?: string, o: Extra = {}) => request<CloudTrashPage>(CLOUD_PATHS.trash, { query: { cursor }, ...o })

export const restoreEntry = (id: number, o: Extra = {}) => request<CloudEntry>(trashUrl(id, 'restore/'), { method: 'POST', ...o })

/** Deletes for good; answers the space freed and the quota after. */
export const purgeEntry = (id: number, o: Extra = {}) => request<CloudPurgeResponse>(trashUrl(id), { method: 'DELETE', ...o })

/** Live entries whose name contains `q`, by name. */
export const searchEntries = (q: string, cursor?: string, o: Extra = {}) => request<CloudEntryPage>(CLOUD_PATHS.search, { query: { q, cursor }, ...o })

export const fetchQuota = (o: Extra = {}) => request<CloudQuota>(CLOUD_PATHS.quota, o)

/** 201: instant (秒传, `entry`) or an upload to send; 422 quota_exceeded 云空间不足. */
export const requestUpload = (input: CloudUploadRequest, o: Extra = {}) => request<CloudUploadGrant>(CLOUD_UPLOAD_PATHS.uploads, { method: 'POST', data: input, ...o })

/** The upload again, to resume: its parts done and a fresh url. */
export const fetchUpload = (id: number, o: Extra = {}) => request<CloudUpload>(uploadUrl(id), o)

/** A signed PUT url for part `part` (1-based). */
export const uploadPartUrl = (id: number, part: number, o: Extra = {}) => request<CloudUploadPartUrl>(uploadUrl(id, `parts/${part}/`), { method: 'POST', ...o })

/** Registers the file (201); 422 md5_mismatch 文件校验失败, upload_incomplete. */
export const completeUpload = (id: number, o: Extra = {}) => request<CloudEntry>(uploadUrl(id, 'complete/'), { method: 'POST', ...o })

/** Cancels the upload; the reserved space is released. */
export const cancelUpload = (id: number, o: Extra = {}) => request<unknown>(uploadUrl(id), { method: 'DELETE', ...o })

/**
 * A signed, expiring URL of a file's bytes: one of the user's library, or (with `shareId`) one seen
 * through a shared space (403 download_forbidden for a forbid_download file).
 */
export const fetchDownload = (id: number, shareId: number | null = null, o: Extra = {}) =>
  request<CloudDownload>(
    shareId ? `${CLOUD_SHARE_PATHS.shares}${shareId}/files/${id}/${CLOUD_UPLOAD_PATHS.downloadSuffix}` : entryUrl(id, CLOUD_UPLOAD_PATHS.downloadSuffix),
    o
  )
