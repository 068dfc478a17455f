/**
 * The local file store (DESIGN: storage/, the default; the interface is store.ts): objects live in
 * DATA_DIR/files/<key>, streamed to and from disk, never held whole in memory.
 *
 * Its URLs are this server's own, HMAC-signed (signer.ts) and expiring:
 * - forum/avatar PUT `${API_PREFIX}/api/storage/put/<key>?expires=&sig=`, sig over (PUT, key, expires);
 * - cloud PUT `/api/storage/cloud/<hex>?size=&expires=&sig=`, sig over (PUT, key, size, expires): the
 *   body must be exactly `size` bytes (more: 413, reading stops; fewer: 400; nothing is kept);
 * - cloud part PUT `/api/storage/cloud/<hex>/parts/<n>?size=&expires=&sig=`, sig over (PUT, key#n,
 *   size, expires): see receivePart;
 * - cloud GET `/api/storage/cloud/<hex>?name=&expires=&sig=`, sig over (GET, key, name, expires):
 *   Range requests, saved as `name`.
 * An object appears under its key whole, by a rename, so a reader never sees half of one.
 *
 * Parts are written where they belong: part n straight at its offset, (n - 1) × partSize, into one
 * file `<key>.parts/data`, and the empty marker `<key>.parts/<n>` says it is whole (removed before a
 * part is written again, made once all its bytes are). Completion (joinParts) is then a rename, no
 * second copy of the bytes. The md5 is kept running while the parts arrive: once the parts 1..n are
 * stored, a worker thread (hashWorker) reads them back from the page cache and hashes them, off the
 * event loop that receives the next part; the join hashes only what it did not cover (everything
 * after a restart; from a rewritten part on).
 */
import { randomBytes } from 'crypto'
import fs from 'fs'
import path from 'path'
import { Transform, type Readable, type Writable } from 'stream'
import { pipeline } from 'stream/promises'
import { Worker } from 'worker_threads'
import { CLOUD_UPLOAD_LIMITS } from '../../types/cloudUploads'
import { FILE_KEY_PATTERN } from '../../types/user'
import { unixSeconds } from './signer'
import { CLOUD_KEY_RE, derivedKey, FILE_VARIANTS, SignedPutStore, type ByteRange, type Digest, type FileStore } from './store'

export { derivedKey, FILE_VARIANTS, type FileStore, type FileVariant } from './store'

const FILE_KEY_RE = new RegExp(`${FILE_KEY_PATTERN.replace(/\$$/, '')}(?:@(?:${FILE_VARIANTS.join('|')}))?$`)

/** What a streamed PUT came to. */
export type Received = 'stored' | 'too_large' | 'too_short'

/** What this process knows of a multipart upload it is receiving (see receivePart). */
interface Assembly {
  /** The worker's md5 `id` of parts 1..parts (`bytes` long), none written since it read them; null: none. */
  running: { id: number; parts: number; bytes: number } | null
  /** The parts this process stored and nobody has written since, with their sizes. */
  stored: Map<number, number>
  /** The parts being written now: how many PUTs write each. */
  writing: Map<number, number>
  /** Those PUTs, for the join to wait on. */
  pending: Set<Promise<Received>>
}

export class LocalFileStore extends SignedPutStore implements FileStore {
  readonly kind = 'local'

  private readonly assemblies = new Map<string, Assembly>()

  constructor(
    private readonly dir: string,
    secret: string,
    apiPrefix: string
  ) {
    super(secret, apiPrefix)
  }

  private pathOf(key: string): string {
    // Keys are validated by the routes too; never let one leave the directory.
    if (!FILE_KEY_RE.test(key) && !CLOUD_KEY_RE.test(key)) throw new Error(`bad file key ${key}`)
    return path.join(this.dir, key)
  }

  private partsDir(key: string): string {
    return `${this.pathOf(key)}.parts`
  }

  private cloudUrl(key: string): string {
    return `${this.apiPrefix}/api/storage/cloud/${key.slice('cloud/'.length)}`
  }

  async write(key: string, data: Buffer): Promise<void> {
    const target = this.pathOf(key)
    await fs.promises.mkdir(path.dirname(target), { recursive: true })
    const temp = tempOf(target)
    try {
      await fs.promises.writeFile(temp, data)
      await fs.promises.rename(temp, target)
    } finally {
      await fs.promises.rm(temp, { force: true })
    }
  }

  read(key: string, range?: ByteRange): fs.ReadStream {
    return fs.createReadStream(this.pathOf(key), range)
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
    // A key of no shape this store writes has nothing stored under it.
    keys = keys.filter((key) => FILE_KEY_RE.test(key) || CLOUD_KEY_RE.test(key))
    const all = keys.flatMap((key) => (CLOUD_KEY_RE.test(key) ? [key] : [key, ...FILE_VARIANTS.map((variant) => derivedKey(key, variant))]))
    await Promise.all(all.map((key) => fs.promises.rm(this.pathOf(key), { force: true })))
    await Promise.all(keys.filter((key) => CLOUD_KEY_RE.test(key)).map((key) => this.abortParts(key)))
  }

  async putUrl(key: string, size: number, expiresAt: number): Promise<string> {
    const expires = unixSeconds(expiresAt)
    return `${this.cloudUrl(key)}?size=${size}&expires=${expires}&sig=${this.signer.sign(['PUT', key, size, expires])}`
  }

  async startParts(): Promise<null> {
    return null
  }

  async partUrl(key: string, _multipartId: string | null, part: number, size: number, expiresAt: number): Promise<string> {
    const expires = unixSeconds(expiresAt)
    return `${this.cloudUrl(key)}/parts/${part}?size=${size}&expires=${expires}&sig=${this.signer.sign(['PUT', `${key}#${part}`, size, expires])}`
  }

  async partsDone(key: string): Promise<number[]> {
    let names: string[]
    try {
      names = await fs.promises.readdir(this.partsDir(key))
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return []
      throw error
    }
    return names
      .filter((name) => /^[1-9]\d*$/.test(name))
      .map(Number)
      .sort((a, b) => a - b)
  }

  /**
   * Moves the assembled parts to the key (a rename) and answers their digest: the running md5 of
   * the parts hashed as they came, continued over the rest of the file.
   */
  async joinParts(key: string, _multipartId: string | null, _partCount: number): Promise<Digest> {
    const target = this.pathOf(key)
    const dir = this.partsDir(key)
    const assembly = this.assemblies.get(key)
    // The worker reads the parts at their path: it catches up before they move.
    if (assembly?.running) await hashWorker.settled()
    // From the rename on, no new PUT reaches these bytes; the ones already writing finish first.
    await fs.promises.rename(path.join(dir, ASSEMBLED), target)
    if (assembly) await Promise.allSettled(assembly.pending)
    this.assemblies.delete(key)
    await fs.promises.rm(dir, { recursive: true, force: true })
    const running = assembly?.running
    return (running && (await hashWorker.finish(running.id, target, running.bytes))) ?? (await hashWorker.finish(null, target, 0))!
  }

  async abortParts(key: string): Promise<void> {
    this.forget(key)
    await fs.promises.rm(this.partsDir(key), { recursive: true, force: true })
  }

  private forget(key: string): void {
    const running = this.assemblies.get(key)?.running
    if (running) hashWorker.drop(running.id)
    this.assemblies.delete(key)
  }

  async downloadUrl(key: string, name: string, expiresAt: number): Promise<string> {
    const expires = unixSeconds(expiresAt)
    return `${this.cloudUrl(key)}?name=${encodeURIComponent(name)}&expires=${expires}&sig=${this.signer.sign(['GET', key, name, expires])}`
  }

  /** Whether a cloud URL's signature holds: `target` is the key (or key#part), `grant` its size or name. */
  verifyCloud(method: 'PUT' | 'GET', target: string, grant: string | number, expires: number, sig: string, now: number): boolean {
    return this.signer.verify([method, target, grant, expires], expires, sig, now)
  }

  /**
   * Streams a PUT body to the object `key` (or its part `part`) when it is exactly `size` bytes.
   * More: reading stops at the first byte past `size` and nothing is kept ('too_large'); fewer:
   * nothing is kept ('too_short'). A body that breaks off throws.
   */
  async receive(key: string, part: number | null, body: Readable, size: number): Promise<Received> {
    if (part !== null) return this.receivePart(key, part, body, size)
    const target = this.pathOf(key)
    await fs.promises.mkdir(path.dirname(target), { recursive: true })
    const temp = tempOf(target)
    try {
      const received = await streamExactly(body, size, fs.createWriteStream(temp, { highWaterMark: WRITE_CHUNK }))
      if (received === 'stored') await fs.promises.rename(temp, target)
      return received
    } finally {
      await fs.promises.rm(temp, { force: true })
    }
  }

  /**
   * Part `part` goes straight to its offset in `<key>.parts/data`; its marker is removed first and
   * made again only when all its bytes are written, so a part that broke off or ran over is not done
   * (its stray bytes are overwritten by the next attempt). Every part but the last is
   * CLOUD_UPLOAD_LIMITS.partSize, which places part n at (n - 1) × partSize.
   *
   * The running md5 grows by each stored part that continues the stored prefix 1..n (and by the
   * parts stored after it that were waiting for it). Writing a part it already covers drops it: the
   * worker read those bytes, and they change; the next stored part 1 starts it again.
   */
  private async receivePart(key: string, part: number, body: Readable, size: number): Promise<Received> {
    if (size > PART_SIZE) throw new Error(`part ${part} of ${key} is larger than a part`)
    const dir = this.partsDir(key)
    const file = path.join(dir, ASSEMBLED)
    let assembly = this.assemblies.get(key)
    if (!assembly) this.assemblies.set(key, (assembly = { running: null, stored: new Map(), writing: new Map(), pending: new Set() }))
    const a = assembly
    // Synchronously, before any byte moves.
    a.writing.set(part, (a.writing.get(part) ?? 0) + 1)
    a.stored.delete(part)
    if (a.running && part <= a.running.parts) {
      hashWorker.drop(a.running.id)
      a.running = null
    }

    const marker = path.join(dir, String(part))
    const write = (async (): Promise<Received> => {
      await fs.promises.mkdir(dir, { recursive: true })
      await fs.promises.rm(marker, { force: true })
      // Created when missing, never truncated: other parts may be in it already.
      const handle = await fs.promises.open(file, fs.constants.O_WRONLY | fs.constants.O_CREAT)
      const out = fs.createWriteStream('', { fd: handle, start: (part - 1) * PART_SIZE, highWaterMark: WRITE_CHUNK })
      const received = await streamExactly(body, size, out)
      if (received === 'stored') await fs.promises.writeFile(marker, '')
      return received
    })()
    a.pending.add(write)
    let received: Received | null = null
    try {
      return (received = await write)
    } finally {
      a.pending.delete(write)
      const left = (a.writing.get(part) ?? 1) - 1
      if (left > 0) a.writing.set(part, left)
      else a.writing.delete(part)
      if (received === 'stored') a.stored.set(part, size)
      else a.stored.delete(part)
      // The upload joined or dropped meanwhile has nothing more to hash.
      if (this.assemblies.get(key) === a) hashStored(a, file)
    }
  }
}

/** Sends the worker what is now stored in order and written by nobody, to hash. */
function hashStored(a: Assembly, file: string): void {
  const ready = (n: number) => a.stored.has(n) && !a.writing.has(n)
  if (!a.running && ready(1)) a.running = { id: hashWorker.start(), parts: 0, bytes: 0 }
  for (const r = a.running; r && ready(r.parts + 1); r.parts++) {
    const length = a.stored.get(r.parts + 1)!
    hashWorker.extend(r.id, file, r.bytes, length)
    r.bytes += length
  }
}

/**
 * Streams `body` into `out` while it stays within `size` bytes.
 * More: reading stops at the first byte past `size` ('too_large'); fewer: 'too_short'. A body that
 * breaks off throws.
 */
async function streamExactly(body: Readable, size: number, out: Writable): Promise<Received> {
  let received = 0
  let tooLarge = false
  const counter = new Transform({
    highWaterMark: WRITE_CHUNK,
    transform(chunk: Buffer, _encoding, done) {
      received += chunk.length
      if (received > size) {
        tooLarge = true
        done(new Error('more bytes than granted'))
      } else done(null, chunk)
    }
  })
  // The request is piped, not handed to pipeline: on too many bytes it must stay open for the 413.
  const broken = (error?: Error) => counter.destroy(error ?? new Error('upload broke off'))
  body.once('error', broken)
  body.once('aborted', () => broken())
  body.pipe(counter)
  try {
    await pipeline(counter, out)
    return received < size ? 'too_short' : 'stored'
  } catch (error) {
    if (tooLarge) {
      body.unpipe(counter)
      body.pause()
      return 'too_large'
    }
    throw error
  } finally {
    body.off('error', broken)
  }
}

/** Writes and reads of big objects go in 1 MB steps: fewer system calls and pauses than the 16-64 KB defaults. */
const WRITE_CHUNK = 1024 * 1024

const PART_SIZE = CLOUD_UPLOAD_LIMITS.partSize

/** The file in `<key>.parts/` the parts are written into (not a part number, so partsDone skips it). */
const ASSEMBLED = 'data'

const tempOf = (target: string) => `${target}.${randomBytes(6).toString('hex')}.tmp`

/**
 * The md5 of stored bytes, computed on a worker thread (one per process, started at first use, not
 * keeping the process alive): hashing 8 MB takes ~12 ms of CPU, which on the event loop would hold
 * up the next part's bytes. The worker reads the bytes back from the file (the page cache) rather
 * than being sent them: nothing is copied between threads. Its messages run in order, so a finish
 * sees every extend sent before it.
 */
const HASH_WORKER = `
const { parentPort } = require('worker_threads')
const { createHash } = require('crypto')
const fs = require('fs')
const buffer = Buffer.allocUnsafe(${WRITE_CHUNK})
// id → the md5 so far, or null once a read failed (its finish answers null).
const hashes = new Map()
function add(hash, file, start, length) {
  const fd = fs.openSync(file, 'r')
  try {
    let read = 0
    while (read < length) {
      const n = fs.readSync(fd, buffer, 0, Math.min(buffer.length, length - read), start + read)
      if (n === 0) break
      hash.update(buffer.subarray(0, n))
      read += n
    }
    return read
  } finally {
    fs.closeSync(fd)
  }
}
parentPort.on('message', (m) => {
  if (m.op === 'extend') {
    const hash = hashes.has(m.id) ? hashes.get(m.id) : createHash('md5')
    if (hash === null) return
    try {
      hashes.set(m.id, add(hash, m.file, m.start, m.length) === m.length ? hash : null)
    } catch {
      hashes.set(m.id, null)
    }
  } else if (m.op === 'drop') hashes.delete(m.id)
  else if (m.op === 'settled') parentPort.postMessage({ reply: m.reply })
  else if (m.op === 'finish') {
    const hash = m.id === null ? createHash('md5') : hashes.get(m.id)
    hashes.delete(m.id)
    if (!hash) return parentPort.postMessage({ reply: m.reply, digest: null })
    try {
      const size = m.start + add(hash, m.file, m.start, Infinity)
      parentPort.postMessage({ reply: m.reply, digest: { size, md5: hash.digest('hex') } })
    } catch (error) {
      parentPort.postMessage({ reply: m.reply, error: error.message })
    }
  }
})
`

interface HashReply {
  reply: number
  digest?: Digest | null
  error?: string
}

const hashWorker = new (class {
  private worker: Worker | null = null
  private ids = 0
  private replies = 0
  private readonly waiting = new Map<number, { resolve: (reply: HashReply) => void; reject: (error: Error) => void }>()

  private post(message: object): void {
    if (!this.worker) {
      const worker = new Worker(HASH_WORKER, { eval: true })
      worker.on('message', (reply: HashReply) => {
        const waiter = this.waiting.get(reply.reply)
        this.waiting.delete(reply.reply)
        if (reply.error !== undefined) waiter?.reject(new Error(reply.error))
        else waiter?.resolve(reply)
      })
      // Its running hashes are gone with it: their finish answers null and the join reads the file.
      worker.on('error', (error) => this.lost(worker, error))
      worker.on('exit', (code) => this.lost(worker, new Error(`the hash worker stopped (${code})`)))
      // After the listeners: adding a 'message' listener refs the worker again.
      worker.unref()
      this.worker = worker
    }
    this.worker.postMessage(message)
  }

  private lost(worker: Worker, error: Error): void {
    if (this.worker !== worker) return
    this.worker = null
    for (const waiter of this.waiting.values()) waiter.reject(error)
    this.waiting.clear()
  }

  /** A message with an answer; the worker keeps the process alive until it is answered. */
  private async ask(message: object): Promise<HashReply> {
    const reply = ++this.replies
    const answered = new Promise<HashReply>((resolve, reject) => {
      this.waiting.set(reply, { resolve, reject })
      this.post({ ...message, reply })
    })
    const worker = this.worker!
    worker.ref()
    try {
      return await answered
    } finally {
      if (this.waiting.size === 0) worker.unref()
    }
  }

  /** A new running md5 (the worker makes it at its first extend). */
  start(): number {
    return ++this.ids
  }

  /** Hashes `length` bytes of `file` from `start` onto `id`. */
  extend(id: number, file: string, start: number, length: number): void {
    this.post({ op: 'extend', id, file, start, length })
  }

  drop(id: number): void {
    // A new worker has no running md5 to drop.
    if (this.worker) this.post({ op: 'drop', id })
  }

  /** Resolves once the worker has done all it was sent. */
  async settled(): Promise<void> {
    await this.ask({ op: 'settled' })
  }

  /**
   * The digest of `id` (a new md5 when null) continued over `file` from `start` to its end; null
   * when the worker no longer has `id` or could not read what it was sent for it.
   */
  async finish(id: number | null, file: string, start: number): Promise<Digest | null> {
    return (await this.ask({ op: 'finish', id, file, start })).digest ?? null
  }
})()
