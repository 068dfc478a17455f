/**
 * The cloud storage tests run every case on both stores (issue 20): the local disk and S3 (a local
 * s3rver, support/s3.ts). This gives each a fresh app on that store and the calls the tests share:
 * a request to a storage URL (this server's own path through inject, or S3's over HTTP), a grant,
 * sending an upload's bytes, completing it.
 */
import { createHash } from 'crypto'
import type { CloudEntry } from '../../../types/cloud'
import { CLOUD_UPLOAD_PATHS, type CloudUpload, type CloudUploadGrant } from '../../../types/cloudUploads'
import { accountsApp, memberOf, type AccountsApp, type Member } from './accounts'
import { forumClient, ok } from './forum'
import { startTestS3, type TestS3 } from './s3'

export const STORES = ['local', 's3'] as const
export type StoreKind = (typeof STORES)[number]

export interface StorageApp extends AccountsApp {
  kind: StoreKind
}

export async function storageApp(kind: StoreKind): Promise<StorageApp> {
  const s3: TestS3 | null = kind === 's3' ? await startTestS3() : null
  const t = await accountsApp({ env: s3?.env })
  // S3 judges a presigned URL's expiry by its own (real) clock: sign at real time.
  t.clock.now = Date.now()
  return {
    ...t,
    kind,
    async close() {
      await t.close()
      await s3?.close()
    }
  }
}

export interface Fetched {
  status: number
  headers: Record<string, string>
  body: Buffer
}

/** A request to a storage URL: a path is this app's (inject), an absolute URL S3's (HTTP). */
export async function fetchUrl(t: StorageApp, url: string, init: { method?: 'GET' | 'PUT'; body?: Buffer; headers?: Record<string, string> } = {}): Promise<Fetched> {
  const method = init.method ?? 'GET'
  const headers = { ...(init.body ? { 'content-type': 'application/octet-stream' } : {}), ...init.headers }
  if (url.startsWith('/')) {
    const res = await t.app.inject({ method, url, payload: init.body, headers })
    return { status: res.statusCode, headers: res.headers as Record<string, string>, body: res.rawPayload }
  }
  const res = await fetch(url, { method, body: init.body && new Uint8Array(init.body), headers })
  return { status: res.status, headers: Object.fromEntries(res.headers.entries()), body: Buffer.from(await res.arrayBuffer()) }
}

export const md5Of = (bytes: Buffer) => createHash('md5').update(bytes).digest('hex')

/** Bytes that no other test file has (so no 秒传 by accident). */
export function bytesOf(size: number, seed = Math.random()): Buffer {
  const bytes = Buffer.alloc(size)
  let x = Math.floor(seed * 2 ** 31) | 1
  for (let i = 0; i < size; i += 4) {
    x ^= x << 13
    x ^= x >>> 17
    x ^= x << 5
    bytes.writeInt32LE(x | 0, Math.min(i, size - 4))
  }
  return bytes
}

export function cloudClient(t: () => StorageApp) {
  const { send } = forumClient(t)
  let phone = 13700000100
  const uploadUrl = (id: number, rest = '') => `${CLOUD_UPLOAD_PATHS.uploads}${id}/${rest}`
  return {
    send,
    uploadUrl,
    someone: (): Promise<Member> => memberOf(t(), String(phone++)),
    /** POST the grant of `bytes` as `name`: the raw answer. */
    grantOf: (who: Member, name: string, bytes: Buffer, extra: { parent_id?: number | null; md5?: string; size?: number } = {}) =>
      send('POST', CLOUD_UPLOAD_PATHS.uploads, who.access, {
        name,
        size: extra.size ?? bytes.length,
        md5: extra.md5 ?? md5Of(bytes),
        parent_id: extra.parent_id ?? null
      }),
    /** The URL of part n. */
    partUrl: async (who: Member, upload: CloudUpload, part: number) =>
      ok<{ url: string }>(await send('POST', uploadUrl(upload.id, `parts/${part}/`), who.access, {})).url,
    upload: async (who: Member, id: number) => ok<CloudUpload>(await send('GET', uploadUrl(id), who.access)),
    complete: (who: Member, id: number) => send('POST', uploadUrl(id, 'complete/'), who.access, {})
  }
}

/** Grants, sends every part (or the one PUT) and completes: the new entry. */
export async function uploadFile(
  t: StorageApp,
  client: ReturnType<typeof cloudClient>,
  who: Member,
  name: string,
  bytes: Buffer,
  parentId: number | null = null
): Promise<CloudEntry> {
  const grant = ok<CloudUploadGrant>(await client.grantOf(who, name, bytes, { parent_id: parentId }), 201)
  if (grant.instant) return grant.entry!
  const upload = grant.upload!
  await sendParts(t, client, who, upload, bytes, range(1, upload.part_count))
  return ok<CloudEntry>(await client.complete(who, upload.id), 201)
}

export const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i)

/** PUTs the given parts of `bytes` (a one-part upload: its url). */
export async function sendParts(t: StorageApp, client: ReturnType<typeof cloudClient>, who: Member, upload: CloudUpload, bytes: Buffer, parts: number[]): Promise<void> {
  for (const part of parts) {
    const url = upload.part_count === 1 ? upload.url! : await client.partUrl(who, upload, part)
    const body = bytes.subarray((part - 1) * upload.part_size, part * upload.part_size)
    const res = await fetchUrl(t, url, { method: 'PUT', body })
    if (res.status !== 200) throw new Error(`PUT part ${part}: ${res.status} ${res.body.toString()}`)
  }
}
