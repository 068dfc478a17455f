/**
 * The one file store interface (DESIGN: storage/): local disk (local.ts, the default) or an
 * S3-compatible bucket (s3.ts, when S3_BUCKET is set; server/config.ts). `api.accounts.files` is
 * the instance; only this interface touches the bytes.
 *
 * Two kinds of objects:
 * - Forum and avatar uploads (key `<32 hex>.<suffix>`, ≤ 10 MB): the client PUTs to the server's own
 *   HMAC-signed URL (presignPut, PUT /api/storage/put/<key>) on both stores, and the server writes
 *   the bytes (write): the `files` row is finished by that PUT and its size limit held by the server.
 * - Cloud files (key `cloud/<32 hex>`): the client PUTs straight to the store's signed URL (putUrl,
 *   or partUrl per part), and downloads from downloadUrl (Range works). Local: this server's routes
 *   (routes/storage/cloud.ts), signed by urls.ts; S3: presigned S3 URLs.
 *
 * Derived objects (a thumbnail, services/thumbnails.ts) live beside their upload under
 * `derivedKey(key, variant)`: read, written and sized like any object, removed with their upload.
 */
import { randomBytes } from 'crypto'
import type { Readable } from 'stream'
import { unixSeconds, UrlSigner } from './signer'

/** The kinds of derived objects an upload may have. */
export const FILE_VARIANTS = ['thumb'] as const
export type FileVariant = (typeof FILE_VARIANTS)[number]

/** Where the `variant` of the upload `key` is stored. */
export const derivedKey = (key: string, variant: FileVariant) => `${key}@${variant}`

/** A new random key for a forum or avatar upload (types/user.ts FILE_KEY_PATTERN). */
export const newFileKey = (suffix: string) => `${randomBytes(16).toString('hex')}.${suffix}`

/** Cloud files: `cloud/<32 hex>` (the name lives in the row; the key never changes on rename). */
export const CLOUD_KEY_RE = /^cloud\/[0-9a-f]{32}$/
export const newCloudKey = () => `cloud/${randomBytes(16).toString('hex')}`

/** Content-Disposition that saves as `name`: an ASCII fallback and the UTF-8 name (RFC 6266). */
export function contentDisposition(name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]|["\\]/g, '_')
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)}`
}

/** Byte offsets, both inclusive (as in a Range header). */
export interface ByteRange {
  start: number
  end: number
}

/** The size and md5 (lower-case hex) of stored bytes. */
export interface Digest {
  size: number
  md5: string
}

export interface FileStore {
  readonly kind: 'local' | 's3'
  /** A new random key for a forum or avatar upload with this suffix. */
  newKey(suffix: string): string
  /** A new random key for a cloud file. */
  newCloudKey(): string
  /** The server's own signed PUT URL of a forum or avatar upload (both stores). */
  presignPut(key: string, expiresAt: number): string
  /** True when sig is this server's signature of key + expires and expires is not past `now`. */
  verifyPut(key: string, expires: number, sig: string, now: number): boolean
  /** Stores a small object whole (a forum image, a thumbnail). */
  write(key: string, data: Buffer): Promise<void>
  /** The object's bytes, or the range of them; the stream errors when there is no object. */
  read(key: string, range?: ByteRange): Readable
  /** The stored object's size in bytes, or null when there is none. */
  size(key: string): Promise<number | null>
  /** Removes objects, their derived objects and any parts of an unfinished upload (a missing one is no error). */
  remove(keys: string[]): Promise<void>

  /** A signed URL to PUT the whole object `key` of exactly `size` bytes until `expiresAt` (ms). */
  putUrl(key: string, size: number, expiresAt: number, now: number): Promise<string>
  /** Begins a multipart upload: S3's upload id, or null (the local store keeps parts beside the key). */
  startParts(key: string): Promise<string | null>
  /** A signed URL to PUT part `part` (1-based) of exactly `size` bytes. */
  partUrl(key: string, multipartId: string | null, part: number, size: number, expiresAt: number, now: number): Promise<string>
  /** The part numbers stored so far, ascending. */
  partsDone(key: string, multipartId: string | null): Promise<number[]>
  /**
   * Joins parts 1..partCount into the object `key` (every part must be there); answers the joined
   * bytes' digest when it saw them go by, null when they must be read back to check.
   */
  joinParts(key: string, multipartId: string | null, partCount: number): Promise<Digest | null>
  /** Drops an unfinished multipart upload and its parts. */
  abortParts(key: string, multipartId: string | null): Promise<void>
  /** A signed GET URL of `key` that answers Range requests and names the file `name` when saved. */
  downloadUrl(key: string, name: string, expiresAt: number, now: number): Promise<string>
}

/**
 * What both stores do alike: new keys, and the server's own signed PUT of forum and avatar uploads
 * (the server writes those bytes itself on either store).
 */
export abstract class SignedPutStore {
  protected readonly signer: UrlSigner

  constructor(
    secret: string,
    protected readonly apiPrefix: string
  ) {
    this.signer = new UrlSigner(secret)
  }

  newKey(suffix: string): string {
    return newFileKey(suffix)
  }

  newCloudKey(): string {
    return newCloudKey()
  }

  presignPut(key: string, expiresAt: number): string {
    const expires = unixSeconds(expiresAt)
    return `${this.apiPrefix}/api/storage/put/${key}?expires=${expires}&sig=${this.signer.sign(['PUT', key, expires])}`
  }

  verifyPut(key: string, expires: number, sig: string, now: number): boolean {
    return this.signer.verify(['PUT', key, expires], expires, sig, now)
  }
}
