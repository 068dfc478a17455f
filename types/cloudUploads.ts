export type * from './schemas/cloudUploads'

/**
 * Cloud uploads and downloads (issue 20, docs/cloud.md). The app asks for a grant (the spec's
 * getCosPresign: a url and a key), PUTs the bytes there (one PUT, or one per part for files over
 * 20 MB), then completes the upload, which registers the file with its md5. A file whose md5 the
 * user already keeps is instant (秒传): the grant answers the new entry and no bytes move.
 */

export const CLOUD_UPLOAD_LIMITS = {
  /** Files larger than this go up in parts (bytes; 20 MB). */
  multipartThreshold: 20 * 1024 * 1024,
  /** The size of every part but the last (bytes; S3 needs at least 5 MB). */
  partSize: 8 * 1024 * 1024,
  /** The largest file one upload takes (bytes; 5 GB, S3's single-object copy limit). */
  maxFileBytes: 5 * 1024 * 1024 * 1024,
  /** How long a grant (and the space it reserves) lives: a paused upload resumes within a day. */
  grantTtlMs: 24 * 60 * 60 * 1000,
  /** How long one signed PUT or download URL is valid. */
  urlTtlMs: 15 * 60 * 1000
} as const

/** Lower-case hex md5 of the bytes. */
export const MD5_PATTERN = '^[0-9a-f]{32}$'

/** The 422 codes of uploads (detail texts are Chinese, for the user). */
export type CloudUploadErrorCode =
  /** 云空间不足: the grant or the completion would pass max_cloud_space. */
  | 'quota_exceeded'
  /** 文件校验失败: the stored bytes' md5 or size is not what the grant declared. */
  | 'md5_mismatch'
  /** 文件尚未上传完成: parts are missing on completion. */
  | 'upload_incomplete'

export const CLOUD_UPLOAD_PATHS = {
  /**
   * POST CloudUploadRequest → 201 CloudUploadGrant. + '<id>/' GET: the upload again (parts done,
   * a fresh url) to resume; DELETE: cancel (the reserved space is released). + '<id>/parts/<n>/'
   * POST: a signed PUT url for part n (1-based). + '<id>/complete/' POST: registers the file → 201
   * CloudEntry.
   */
  uploads: '/api/cloud/uploads/',
  /** CLOUD_PATHS.entries + '<id>/download/' GET → CloudDownload (a signed, expiring URL; Range works). */
  downloadSuffix: 'download/'
} as const
