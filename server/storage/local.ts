/**
 * The local file store (DESIGN: storage/, the default): files live in DATA_DIR/files/<key>.
 * Uploads go through presigned URLs of this server, `${API_PREFIX}/api/storage/put/<key>?expires=
 * <unix s>&sig=<hex>`, where sig = HMAC-SHA256(secret, "PUT\n" + key + "\n" + expires). The URL is
 * exempt from the request signature and checked by its own sig and expiry instead. An S3 store
 * would implement FileStore with S3's own presigned URLs.
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
  remove(keys: string[]): Promise<void>
}

const KEY_RE = new RegExp(FILE_KEY_PATTERN)

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

  async remove(keys: string[]): Promise<void> {
    await Promise.all(keys.map((key) => fs.promises.rm(this.pathOf(key), { force: true })))
  }
}
