/**
 * The local file store (DESIGN: storage/, the default): files live in DATA_DIR/files/<key>.
 * Uploads go through presigned URLs of this server, `${API_PREFIX}/api/storage/put/<key>?expires=
 * <unix s>&sig=<hex>`, where sig = HMAC-SHA256(secret, "PUT\n" + key + "\n" + expires). The URL is
 * exempt from the request signature and checked by its own sig and expiry instead. An S3 store
 * would implement FileStore with S3's own presigned URLs.
 *
 * An upload may have derived objects (its thumbnail, services/thumbnails.ts) stored beside it
 * under `derivedKey(key, variant)` (here DATA_DIR/files/<key>@<variant>): read, written and sized
 * like any object, removed with their upload.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'crypto'
import fs from 'fs'
import path from 'path'
import { FILE_KEY_PATTERN } from '../../types/user'

export interface FileStore {
  /** A new random key with this suffix. */
  newKey(suffix: string): string
  presignPut(key: string, expiresAt: number): string
  /** True when sig is this server's signature of key + expires and expires is not past `now`. */
  verifyPut(key: string, expires: number, sig: string, now: number): boolean
  write(key: string, data: Buffer): Promise<void>
  read(key: string): fs.ReadStream
  /** The stored object's size in bytes, or null when there is none. */
  size(key: string): Promise<number | null>
  /** Removes uploads and their derived objects (a missing one is no error). */
  remove(keys: string[]): Promise<void>
}

/** The kinds of derived objects an upload may have. */
export const FILE_VARIANTS = ['thumb'] as const
export type FileVariant = (typeof FILE_VARIANTS)[number]

/** Where the `variant` of the upload `key` is stored. */
export const derivedKey = (key: string, variant: FileVariant) => `${key}@${variant}`

const KEY_RE = new RegExp(`${FILE_KEY_PATTERN.replace(/\$$/, '')}(?:@(?:${FILE_VARIANTS.join('|')}))?$`)

export class LocalFileStore implements FileStore {
  constructor(
    private readonly dir: string,
    private readonly secret: string,
    private readonly apiPrefix: string
  ) {}

  private sign(key: string, expires: number): string {
    return createHmac('sha256', this.secret).update(`PUT\n${key}\n${expires}`).digest('hex')
  }

  private pathOf(key: string): string {
    // Keys are validated by the routes too; never let one leave the directory.
    if (!KEY_RE.test(key)) throw new Error(`bad file key ${key}`)
    return path.join(this.dir, key)
  }

  newKey(suffix: string): string {
    return `${randomBytes(16).toString('hex')}.${suffix}`
  }

  presignPut(key: string, expiresAt: number): string {
    const expires = Math.floor(expiresAt / 1000)
    return `${this.apiPrefix}/api/storage/put/${key}?expires=${expires}&sig=${this.sign(key, expires)}`
  }

  verifyPut(key: string, expires: number, sig: string, now: number): boolean {
    if (!Number.isSafeInteger(expires) || expires * 1000 < now) return false
    const expected = Buffer.from(this.sign(key, expires))
    const actual = Buffer.from(sig.toLowerCase())
    return expected.length === actual.length && timingSafeEqual(expected, actual)
  }

  async write(key: string, data: Buffer): Promise<void> {
    await fs.promises.mkdir(this.dir, { recursive: true })
    const target = this.pathOf(key)
    const temp = `${target}.${process.pid}.tmp`
    await fs.promises.writeFile(temp, data)
    await fs.promises.rename(temp, target)
  }

  read(key: string): fs.ReadStream {
    return fs.createReadStream(this.pathOf(key))
  }

  async size(key: string): Promise<number | null> {
    try {
      return (await fs.promises.stat(this.pathOf(key))).size
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null
      throw error
    }
  }

  async remove(keys: string[]): Promise<void> {
    const all = keys.flatMap((key) => [key, ...FILE_VARIANTS.map((variant) => derivedKey(key, variant))])
    await Promise.all(all.map((key) => fs.promises.rm(this.pathOf(key), { force: true })))
  }
}
