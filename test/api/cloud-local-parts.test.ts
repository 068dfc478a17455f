/**
 * The local store's multipart fallbacks (issue 20; server/storage/local.ts, docs/cloud.md "Upload
 * speed"), through the real API and the store's own part URLs. Parts are written in place into
 * `<key>.parts/data` with a marker per whole part, and the md5 runs (on a worker thread) over the
 * in-order prefix as parts arrive; each case here would fail if its fallback broke: parts out of
 * order; a part rewritten after it was hashed (the running md5 must not be trusted); a restart mid
 * upload (the running md5 is gone with the process: the join hashes the file); a part cut short or
 * running over (no marker, not in parts_done, its stray bytes overwritten by the next attempt); two
 * PUTs of the same part at once. The bytes come from randomBytes: unique (no 秒传) and fast where
 * support's bytesOf takes seconds for these 24 MB files.
 */
import { randomBytes } from 'crypto'
import { Readable } from 'stream'
import { buildApp } from '../../server/app'
import { CLOUD_PATHS, type CloudEntry } from '../../types/cloud'
import { CLOUD_UPLOAD_LIMITS, CLOUD_UPLOAD_PATHS, type CloudDownload, type CloudUpload, type CloudUploadGrant } from '../../types/cloudUploads'
import type { Member } from './support/accounts'
import { cloudClient, fetchUrl, md5Of, range, sendParts, storageApp, type StorageApp } from './support/cloudStorage'
import { ok } from './support/forum'

const PART = CLOUD_UPLOAD_LIMITS.partSize
/** Three whole parts and a tail: over the 20 MB multipart threshold, four parts. */
const SIZE = 3 * PART + 65_537
const partOf = (bytes: Buffer, n: number) => bytes.subarray((n - 1) * PART, n * PART)
/** `bytes` with part `n` replaced by other bytes of the same length. */
const withPart = (bytes: Buffer, n: number) => {
  const changed = Buffer.from(bytes)
  randomBytes(partOf(bytes, n).length).copy(changed, (n - 1) * PART)
  return changed
}

/** A request body that arrives in chunks over several turns of the event loop (no Content-Length unless given). */
function trickle(bytes: Buffer, chunk = 256 * 1024): Readable {
  return Readable.from(
    (async function* () {
      for (let i = 0; i < bytes.length; i += chunk) {
        await new Promise(setImmediate)
        yield bytes.subarray(i, i + chunk)
      }
    })()
  )
}

let t: StorageApp
beforeAll(async () => {
  t = await storageApp('local')
})
afterAll(() => t.close())

const client = cloudClient(() => t)
const { send, someone, complete, partUrl } = client
const grant = async (who: Member, name: string, declared: Buffer) => ok<CloudUploadGrant>(await client.grantOf(who, name, declared), 201).upload!
const partsDone = async (who: Member, upload: CloudUpload) => (await client.upload(who, upload.id)).parts_done
/** PUTs `body` to part n's URL (granted for the part's own size): the status. */
const putPart = async (who: Member, upload: CloudUpload, n: number, body: Buffer) => (await fetchUrl(t, await partUrl(who, upload, n), { method: 'PUT', body })).status
/** PUTs a trickled body to part n's URL, with the headers given: the raw answer. */
const trickleTo = async (who: Member, upload: CloudUpload, n: number, body: Buffer, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'PUT', url: await partUrl(who, upload, n), payload: trickle(body), headers: { 'content-type': 'application/octet-stream', ...headers } })
/** Completes the upload on app `r`: the entry registered with `bytes`' size and md5, its download `bytes`. */
async function completesAs(r: StorageApp, who: Member, upload: CloudUpload, bytes: Buffer): Promise<void> {
  const c = cloudClient(() => r)
  const entry = ok<CloudEntry>(await c.complete(who, upload.id), 201)
  expect(entry.size).toBe(bytes.length)
  const link = ok<CloudDownload>(await c.send('GET', `${CLOUD_PATHS.entries}${entry.id}/${CLOUD_UPLOAD_PATHS.downloadSuffix}`, who.access))
  expect(link.md5).toBe(md5Of(bytes))
  expect((await fetchUrl(r, link.url)).body.equals(bytes)).toBe(true)
}

test('parts sent out of order complete with the right md5 and bytes', async () => {
  const a = await someone()
  for (const order of [
    [3, 1, 4, 2],
    [4, 3, 2, 1],
    [2, 4, 1, 3]
  ]) {
    const bytes = randomBytes(SIZE)
    const upload = await grant(a, `order-${order.join('')}.bin`, bytes)
    expect(upload.part_count).toBe(4)
    await sendParts(t, client, a, upload, bytes, order)
    expect(await partsDone(a, upload)).toEqual([1, 2, 3, 4])
    await completesAs(t, a, upload, bytes)
  }
})

describe('a part re-sent with other bytes after later parts were stored (and hashed)', () => {
  test('the file and the md5 check follow the last bytes: the final content’s md5 passes', async () => {
    const a = await someone()
    // Part 2 rewritten after 3 and 4; part 1 (where the running md5 starts) and the tail likewise.
    for (const rewritten of [[2], [1, 4]]) {
      const first = randomBytes(SIZE)
      const final = rewritten.reduce(withPart, first)
      const upload = await grant(a, `rewrite-${rewritten.join('')}.bin`, final)
      await sendParts(t, client, a, upload, first, range(1, 4))
      await sendParts(t, client, a, upload, final, rewritten)
      expect(await partsDone(a, upload)).toEqual([1, 2, 3, 4])
      await completesAs(t, a, upload, final)
    }
  })

  test('the first content’s md5 is refused: 422 md5_mismatch, nothing registered', async () => {
    const a = await someone()
    const first = randomBytes(SIZE)
    const upload = await grant(a, 'rewrite.bin', first)
    await sendParts(t, client, a, upload, first, range(1, 4))
    await sendParts(t, client, a, upload, withPart(first, 2), [2])
    const res = await complete(a, upload.id)
    expect(res.statusCode).toBe(422)
    expect(res.json()).toEqual({ code: 'md5_mismatch', detail: '文件校验失败，请重新上传' })
    expect(await t.app.accounts.files.size(upload.key)).toBeNull()
    expect(ok<{ results: CloudEntry[] }>(await send('GET', CLOUD_PATHS.entries, a.access)).results).toEqual([])
  })
})

test('a restart mid-upload loses the running md5: the join hashes the file, md5 and bytes right', async () => {
  // Its own app: after the restart, logins would still go to the closed first app.
  const r = await storageApp('local')
  const own = cloudClient(() => r)
  try {
    const a = await own.someone()
    const resumed = randomBytes(SIZE)
    const again = randomBytes(SIZE)
    const resumedUpload = ok<CloudUploadGrant>(await own.grantOf(a, 'resumed.bin', resumed), 201).upload!
    const againUpload = ok<CloudUploadGrant>(await own.grantOf(a, 'again.bin', again), 201).upload!
    await sendParts(r, own, a, resumedUpload, resumed, [1, 2])
    await sendParts(r, own, a, againUpload, again, [1, 2, 3])

    // The same DATA_DIR and database, a new process's store: nothing of these uploads in memory.
    const before = r.app.accounts.files
    await r.app.close()
    r.app = buildApp({ config: r.config, database: r.database, clock: () => r.clock.now })
    await r.app.ready()
    expect(r.app.accounts.files).not.toBe(before)

    expect((await own.upload(a, resumedUpload.id)).parts_done).toEqual([1, 2])
    expect((await own.upload(a, againUpload.id)).parts_done).toEqual([1, 2, 3])
    // The remaining parts; and part 1 sent again, which starts a running md5 that cannot go past
    // part 2 (stored by the process before).
    await sendParts(r, own, a, resumedUpload, resumed, [3, 4])
    await sendParts(r, own, a, againUpload, again, [1, 4])
    await completesAs(r, a, resumedUpload, resumed)
    await completesAs(r, a, againUpload, again)
  } finally {
    await r.app.close()
    await r.close()
  }
})

test('a part cut short (400) leaves no marker: not in parts_done; sent whole again, the upload completes', async () => {
  const a = await someone()
  const bytes = randomBytes(SIZE)
  const upload = await grant(a, 'short.bin', bytes)
  await sendParts(t, client, a, upload, bytes, [1, 2, 4])

  const short = async (n: number, body: Buffer) => {
    const res = await fetchUrl(t, await partUrl(a, upload, n), { method: 'PUT', body })
    expect(res.status).toBe(400)
    expect(JSON.parse(res.body.toString())).toEqual({ code: 'bad_request', detail: '上传的内容不完整，请重新上传' })
  }
  // Never stored; and stored whole, then cut short with other bytes (which reach the file).
  await short(3, partOf(bytes, 3).subarray(0, PART - 1))
  await short(2, randomBytes(PART / 2))
  expect(await partsDone(a, upload)).toEqual([1, 4])
  expect((await complete(a, upload.id)).json()).toEqual({ code: 'upload_incomplete', detail: '文件尚未上传完成，请继续上传' })

  await sendParts(t, client, a, upload, bytes, [3, 2])
  expect(await partsDone(a, upload)).toEqual([1, 2, 3, 4])
  await completesAs(t, a, upload, bytes)
})

test('a part larger than its size is 413 and not listed, announced or not; sent right, the upload completes', async () => {
  const a = await someone()
  const bytes = randomBytes(SIZE)
  const upload = await grant(a, 'large.bin', bytes)
  await sendParts(t, client, a, upload, bytes, [1, 2])
  const tail = partOf(bytes, 4)

  // Announced by Content-Length: refused before a byte is read.
  expect(await putPart(a, upload, 3, randomBytes(PART + 1))).toBe(413)
  // Not announced: the store stops at the first byte past the size, after writing what came
  // before it over part 2's stored bytes and past the file's end for the tail.
  for (const [n, body] of [
    [2, randomBytes(PART + 1)],
    [4, Buffer.concat([tail, randomBytes(PART)])]
  ] as const) {
    const res = await trickleTo(a, upload, n, body)
    expect(res.statusCode).toBe(413)
    expect(res.json()).toEqual({ code: 'payload_too_large', detail: '上传的内容超过了申请的文件大小' })
  }
  expect(await partsDone(a, upload)).toEqual([1])
  expect((await complete(a, upload.id)).json()).toMatchObject({ code: 'upload_incomplete' })

  await sendParts(t, client, a, upload, bytes, [4, 3, 2])
  expect(await partsDone(a, upload)).toEqual([1, 2, 3, 4])
  await completesAs(t, a, upload, bytes)
})

test('two PUTs of the same part at once, with the same bytes: the upload completes', async () => {
  const a = await someone()
  const twice = async (upload: CloudUpload, bytes: Buffer, parts: number[]) => {
    const answers = await Promise.all(
      parts.flatMap((n) => [n, n]).map((n) => trickleTo(a, upload, n, partOf(bytes, n), { 'content-length': String(partOf(bytes, n).length) }))
    )
    expect(answers.map((res) => res.statusCode)).toEqual(parts.flatMap(() => [200, 200]))
  }

  // Every part twice at once, from the start.
  const bytes = randomBytes(SIZE)
  const upload = await grant(a, 'twice.bin', bytes)
  await twice(upload, bytes, range(1, 4))
  expect(await partsDone(a, upload)).toEqual([1, 2, 3, 4])
  await completesAs(t, a, upload, bytes)

  // Parts already stored (and hashed) sent again twice at once.
  const later = randomBytes(SIZE)
  const resent = await grant(a, 'twice-later.bin', later)
  await sendParts(t, client, a, resent, later, range(1, 4))
  await twice(resent, later, [1, 3])
  await completesAs(t, a, resent, later)
})
