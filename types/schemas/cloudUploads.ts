/**
 * Cloud upload and download schemas (issue 20). Constants and paths: types/cloudUploads.ts.
 */
import { CLOUD_UPLOAD_LIMITS, MD5_PATTERN } from '../cloudUploads'
import { CloudEntry } from './cloud'
import { Id, Int, Nullable, Obj, Type, type Static } from '../schema'

/** POST CLOUD_UPLOAD_PATHS.uploads */
export const CloudUploadRequest = Obj({
  /** The file's name as it will show (core/cloudFiles.ts entryNameProblem); a clash gets `name (n)`. */
  name: Type.String({ maxLength: 400 }),
  /** The folder; omitted or null: the root. */
  parent_id: Type.Optional(Nullable(Id())),
  size: Type.Integer({ minimum: 1, maximum: CLOUD_UPLOAD_LIMITS.maxFileBytes }),
  md5: Type.String({ pattern: MD5_PATTERN })
})
export type CloudUploadRequest = Static<typeof CloudUploadRequest>

/** An upload in progress. */
export const CloudUpload = Obj({
  id: Int(),
  /** The storage key (the spec's getCosPresign key). */
  key: Type.String(),
  name: Type.String(),
  parent_id: Nullable(Int()),
  size: Int(),
  md5: Type.String(),
  part_size: Int(),
  /** 1: one PUT to `url`; more: one PUT per part, each URL from '<id>/parts/<n>/'. */
  part_count: Int(),
  /** Part numbers (1-based) already stored: a resumed upload sends the others. */
  parts_done: Type.Array(Int()),
  /** The signed PUT url of a one-part upload (null for parts). */
  url: Nullable(Type.String()),
  /** When the grant and its reserved space lapse. */
  expires_at: Type.String()
})
export type CloudUpload = Static<typeof CloudUpload>

/** 201 of POST CLOUD_UPLOAD_PATHS.uploads: instant (秒传, `entry`) or an upload to send (`upload`). */
export const CloudUploadGrant = Obj({
  instant: Type.Boolean(),
  entry: Nullable(CloudEntry),
  upload: Nullable(CloudUpload)
})
export type CloudUploadGrant = Static<typeof CloudUploadGrant>

/** CLOUD_UPLOAD_PATHS.uploads + '<id>/parts/<n>/' */
export const CloudUploadPartParams = Obj({ id: Id(), part: Type.Integer({ minimum: 1, maximum: 10000 }) })
export type CloudUploadPartParams = Static<typeof CloudUploadPartParams>

/** POST CLOUD_UPLOAD_PATHS.uploads + '<id>/parts/<n>/' */
export const CloudUploadPartUrl = Obj({ url: Type.String(), expires_at: Type.String() })
export type CloudUploadPartUrl = Static<typeof CloudUploadPartUrl>

/** GET CLOUD_PATHS.entries + '<id>/download/' (and a share's file, types/cloudShares.ts). */
export const CloudDownload = Obj({
  /** Signed and expiring; answers Range requests (206). */
  url: Type.String(),
  name: Type.String(),
  size: Int(),
  md5: Type.String(),
  expires_at: Type.String()
})
export type CloudDownload = Static<typeof CloudDownload>

/** CLOUD_UPLOAD_PATHS.uploads + '<id>/' (and its parts/ and complete/). */
export const CloudUploadParams = Obj({ id: Id() })
export type CloudUploadParams = Static<typeof CloudUploadParams>

/**
 * The local store's own signed URLs (server/storage/local.ts; the app only follows them):
 * PUT and GET /api/storage/cloud/<object>, PUT /api/storage/cloud/<object>/parts/<n>.
 */
export const CloudObjectParams = Obj({ object: Type.String({ pattern: '^[0-9a-f]{32}$' }) })
export type CloudObjectParams = Static<typeof CloudObjectParams>
export const CloudObjectPartParams = Obj({ object: Type.String({ pattern: '^[0-9a-f]{32}$' }), part: Type.Integer({ minimum: 1, maximum: 10000 }) })
export type CloudObjectPartParams = Static<typeof CloudObjectPartParams>
/** A PUT URL: the exact size granted, the expiry (unix s) and the HMAC. */
export const CloudObjectPutQuery = Obj({ size: Int({ minimum: 1 }), expires: Int({ minimum: 0 }), sig: Type.String({ maxLength: 128 }) })
export type CloudObjectPutQuery = Static<typeof CloudObjectPutQuery>
/** A download URL: the name to save as, the expiry (unix s) and the HMAC. */
export const CloudObjectGetQuery = Obj({ name: Type.String({ maxLength: 400 }), expires: Int({ minimum: 0 }), sig: Type.String({ maxLength: 128 }) })
export type CloudObjectGetQuery = Static<typeof CloudObjectGetQuery>
/** What a stored PUT answers. */
export const CloudObjectStored = Obj({ size: Int() })
export type CloudObjectStored = Static<typeof CloudObjectStored>
