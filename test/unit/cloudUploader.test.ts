/**
 * One upload's flow (src/stores/cloudUploader.ts) against a fake server that keeps the contract of
 * types/cloudUploads.ts in memory: the real md5 in slices, 秒传, one PUT, parts, a pause mid-part
 * and the resume that sends only the parts not stored, a lapsed grant, cancel.
 */
import './support/globals'
import { createHash, randomBytes } from 'crypto'
import type { CloudEntry } from '../../types/cloud'
import { CLOUD_UPLOAD_LIMITS, type CloudUpload, type CloudUploadGrant, type CloudUploadRequest } from '../../types/cloudUploads'
import { ApiError } from '../../src/api/request'
import { AbortedError, createAborter, type AbortToken } from '../../src/lib/abort'
import { md5OfSlices } from '../../src/lib/md5'
import type { PutOptions } from '../../src/platform/transfer'
import { createUploader, type UploadEvents, type UploaderDeps } from '../../src/stores/cloudUploader'

jest.mock('@tarojs/taro', () => ({ __esModule: true, default: require('./support/taroMock').taroMock }))

const MB = 1024 * 1024
const md5Of = (b: Buffer) => createHash('md5').update(b).digest('hex')
const slice = (b: Buffer, start: number, end: number) => {
  const part = b.subarray(start, end)
  return part.buffer.slice(part.byteOffset, part.byteOffset + part.byteLength) as ArrayBuffer
}

interface ServerUpload {
  request: CloudUploadRequest
  parts: Map<number, Buffer>
  partCount: number
}

/** The contract in memory; `files` are the device's chosen files by path. */
function fakeServer(files: Map<string, Buffer>) {
  const uploads = new Map<number, ServerUpload>()
  const entries: CloudEntry[] = []
  /** The md5s the user keeps: a grant for one of them is instant. */
  const kept = new Set<string>()
  const calls: string[] = []
  let nextId = 1
  /** When set, the next PUT waits until aborted (a pause mid-part). */
  let hangNextPut = false
  const viewOf = (id: number): CloudUpload => {
    const u = uploads.get(id)!
    return {
      id,
      key: `cloud/${id}`,
      name: u.request.name,
      parent_id: u.request.parent_id ?? null,
      size: u.request.size,
      md5: u.request.md5,
      part_size: CLOUD_UPLOAD_LIMITS.partSize,
      part_count: u.partCount,
      parts_done: [...u.parts.keys()].sort((a, b) => a - b),
      url: u.partCount === 1 ? `put://${id}/1` : null,
      expires_at: '2099-01-01T00:00:00.000Z'
    }
  }
  const entryOf = (request: CloudUploadRequest): CloudEntry => {
    const e = {
      id: 100 + entries.length,
      name: request.name,
      is_folder: false,
      size: request.size,
      extension: 'bin',
      updated_at: '2025-01-01T00:00:00.000Z',
      parent_id: request.parent_id ?? null
    }
    entries.push(e)
    return e
  }
  const deps: UploaderDeps = {
    hashFile: (path, size, onProgress, token) => md5OfSlices((s, e) => slice(files.get(path)!, s, e), size, onProgress, token),
    readSlice: async (path, start, end) => slice(files.get(path)!, start, end),
    fileReadable: async (path) => files.has(path),
    async putBytes(url: string, bytes: ArrayBuffer, o: PutOptions = {}) {
      const [, id, part] = url.match(/^put:\/\/(\d+)\/(\d+)$/)!
      calls.push(`PUT ${id}/${part}`)
      o.onProgress?.(0)
      if (hangNextPut) {
        hangNextPut = false
        o.onProgress?.(0.5)
        await new Promise((_, reject) => o.abort?.onAbort(() => reject(new AbortedError())))
      }
      uploads.get(Number(id))!.parts.set(Number(part), Buffer.from(bytes))
      o.onProgress?.(1)
    },
    async requestUpload(request): Promise<CloudUploadGrant> {
      calls.push('POST uploads')
      if (kept.has(request.md5)) return { instant: true, entry: entryOf(request), upload: null }
      const id = nextId++
      const partCount = request.size > CLOUD_UPLOAD_LIMITS.multipartThreshold ? Math.ceil(request.size / CLOUD_UPLOAD_LIMITS.partSize) : 1
      uploads.set(id, { request, parts: new Map(), partCount })
      return { instant: false, entry: null, upload: viewOf(id) }
    },
    async fetchUpload(id) {
      calls.push(`GET ${id}`)
      if (!uploads.has(id)) throw new ApiError(404, { detail: '上传不存在' })
      return viewOf(id)
    },
    async uploadPartUrl(id, part) {
      calls.push(`POST ${id}/parts/${part}`)
      return { url: `put://${id}/${part}`, expires_at: '2099-01-01T00:00:00.000Z' }
    },
    async completeUpload(id) {
      calls.push(`POST ${id}/complete`)
      const u = uploads.get(id)!
      const bytes = Buffer.concat([...u.parts.entries()].sort(([a], [b]) => a - b).map(([, b]) => b))
      if (u.parts.size !== u.partCount) throw new ApiError(422, { code: 'upload_incomplete', detail: '文件尚未上传完成' })
      if (md5Of(bytes) !== u.request.md5) throw new ApiError(422, { code: 'md5_mismatch', detail: '文件校验失败' })
      kept.add(u.request.md5)
      return entryOf(u.request)
    },
    async cancelUpload(id) {
      calls.push(`DELETE ${id}`)
      uploads.delete(id)
    }
  }
  return {
    deps,
    calls,
    uploads,
    hang: () => {
      hangNextPut = true
    },
    forget: (id: number) => uploads.delete(id)
  }
}

function recorder() {
  const seen = { md5Progress: [] as number[], md5: '', uploadId: 0, sent: [] as number[] }
  const events: UploadEvents = {
    md5Progress: (f) => seen.md5Progress.push(f),
    md5: (m) => (seen.md5 = m),
    uploadId: (id) => (seen.uploadId = id),
    sent: (b) => seen.sent.push(b)
  }
  return { seen, events }
}

const job = (path: string, size: number, over = {}) => ({ localPath: path, name: path.slice(1), size, parentId: 3, md5: '', uploadId: null, ...over })

test('a small file: md5 with progress, a grant, one PUT to its url, complete → the entry', async () => {
  const bytes = randomBytes(300_000)
  const server = fakeServer(new Map([['/a.pdf', bytes]]))
  const { seen, events } = recorder()
  const entry = await createUploader(server.deps).run(job('/a.pdf', bytes.length), events, createAborter())
  expect(entry).toMatchObject({ name: 'a.pdf', size: bytes.length, parent_id: 3 })
  expect(seen.md5).toBe(md5Of(bytes))
  expect(seen.md5Progress[seen.md5Progress.length - 1]).toBe(1)
  expect(seen.uploadId).toBe(1)
  expect(seen.sent[seen.sent.length - 1]).toBe(bytes.length)
  expect(server.calls).toEqual(['POST uploads', 'PUT 1/1', 'POST 1/complete'])
})

test('秒传: an instant grant answers the entry and no bytes move', async () => {
  const bytes = randomBytes(1000)
  const server = fakeServer(new Map([['/a.pdf', bytes]]))
  const uploader = createUploader(server.deps)
  await uploader.run(job('/a.pdf', bytes.length), recorder().events, createAborter())
  server.calls.length = 0
  const { seen, events } = recorder()
  const entry = await uploader.run(job('/a.pdf', bytes.length), events, createAborter())
  expect(entry.name).toBe('a.pdf')
  expect(server.calls).toEqual(['POST uploads'])
  expect(seen.sent).toEqual([bytes.length])
})

test('a 50 MB file goes up in parts; paused mid-part, it resumes from the parts stored and sends only the others', async () => {
  const size = 50 * MB
  const bytes = randomBytes(size)
  const server = fakeServer(new Map([['/big.bin', bytes]]))
  const uploader = createUploader(server.deps)
  const first = recorder()
  const aborter = createAborter()
  // Parts 1 and 2 go, part 3 hangs until the pause.
  const puts = server.deps.putBytes
  let put = 0
  server.deps.putBytes = async (url, b, o) => {
    put++
    if (put === 3) server.hang()
    if (put === 3) setTimeout(() => aborter.abort(), 5)
    return puts(url, b, o)
  }
  await expect(uploader.run(job('/big.bin', size), first.events, aborter)).rejects.toBeInstanceOf(AbortedError)
  expect(server.uploads.get(1)!.parts.size).toBe(2)
  // Part 3 half sent: the bytes shown are the two parts and half the third.
  expect(Math.max(...first.seen.sent)).toBe(2 * CLOUD_UPLOAD_LIMITS.partSize + CLOUD_UPLOAD_LIMITS.partSize / 2)

  server.calls.length = 0
  const second = recorder()
  const entry = await uploader.run(job('/big.bin', size, { md5: first.seen.md5, uploadId: 1 }), second.events, createAborter())
  expect(entry.size).toBe(size)
  // No new md5 (known) nor grant: the upload again, then parts 3..7 only.
  expect(second.seen.md5Progress).toEqual([])
  expect(server.calls).toEqual(['GET 1', ...[3, 4, 5, 6, 7].flatMap((n) => [`POST 1/parts/${n}`, `PUT 1/${n}`]), 'POST 1/complete'])
  expect(second.seen.sent[0]).toBe(2 * CLOUD_UPLOAD_LIMITS.partSize)
  expect(second.seen.sent[second.seen.sent.length - 1]).toBe(size)
})

test('a grant the server no longer knows (it lapsed) starts over with a new one', async () => {
  const bytes = randomBytes(2000)
  const server = fakeServer(new Map([['/a.pdf', bytes]]))
  const { seen, events } = recorder()
  await createUploader(server.deps).run(job('/a.pdf', bytes.length, { md5: md5Of(bytes), uploadId: 77 }), events, createAborter())
  expect(server.calls).toEqual(['GET 77', 'POST uploads', 'PUT 1/1', 'POST 1/complete'])
  expect(seen.uploadId).toBe(1)
})

test('an abort while hashing stops before any call', async () => {
  const bytes = randomBytes(9 * MB)
  const server = fakeServer(new Map([['/a.pdf', bytes]]))
  const aborter = createAborter()
  const { events } = recorder()
  const run = createUploader(server.deps).run(job('/a.pdf', bytes.length), { ...events, md5Progress: (f) => f > 0 && aborter.abort() }, aborter as AbortToken)
  await expect(run).rejects.toBeInstanceOf(AbortedError)
  expect(server.calls).toEqual([])
})

test('the server refusing the bytes (md5) fails the run with its 422', async () => {
  const bytes = randomBytes(2000)
  const server = fakeServer(new Map([['/a.pdf', bytes]]))
  const run = createUploader(server.deps).run(job('/a.pdf', bytes.length, { md5: 'f'.repeat(32) }), recorder().events, createAborter())
  await expect(run).rejects.toMatchObject({ status: 422, body: { code: 'md5_mismatch' } })
})

test('canRestart: the file must still be readable; discard cancels on the server and never throws', async () => {
  const server = fakeServer(new Map([['/a.pdf', Buffer.from('x')]]))
  const uploader = createUploader(server.deps)
  await expect(uploader.canRestart(job('/a.pdf', 1))).resolves.toBe(true)
  await expect(uploader.canRestart(job('/gone.pdf', 1))).resolves.toBe(false)
  await uploader.discard(4)
  expect(server.calls).toEqual(['DELETE 4'])
  server.deps.cancelUpload = async () => {
    throw new Error('offline')
  }
  await expect(createUploader(server.deps).discard(4)).resolves.toBeUndefined()
})
