/**
 * Cloud uploads (issue 20; types/cloudUploads.ts, docs/cloud.md), every case on the local store and
 * on S3 (s3rver): a one-PUT upload registered with its md5 (used space up, the bytes downloadable);
 * 秒传 (the same content again, also from the trash: no new space, no bytes; another user's content
 * never); a quota overrun refused before any byte moves, grants reserving space until cancelled or
 * expired; parallel grants that cannot overshoot; an md5 mismatch refused with nothing kept; a
 * multipart upload paused and resumed from the parts done; cancel; the folder gone by completion;
 * bad input as 400 with a Chinese detail, another user's upload as 404.
 */
import { and, eq } from 'drizzle-orm'
import { cloudEntries, cloudUploads, users } from '../../server/db/schema'
import { CLOUD_PATHS, type CloudEntry, type CloudEntryPage, type CloudQuota, type CloudTrashEntry } from '../../types/cloud'
import { CLOUD_UPLOAD_LIMITS, CLOUD_UPLOAD_PATHS, type CloudDownload, type CloudUpload, type CloudUploadGrant } from '../../types/cloudUploads'
import { bytesOf, cloudClient, fetchUrl, md5Of, range, sendParts, storageApp, STORES, uploadFile, type StorageApp } from './support/cloudStorage'
import { USER_PATHS } from '../../types/user'
import type { Member } from './support/accounts'
import { ok } from './support/forum'

describe.each(STORES)('cloud uploads on the %s store', (kind) => {
  let t: StorageApp
  beforeAll(async () => {
    t = await storageApp(kind)
  })
  afterAll(() => t.close())

  const client = cloudClient(() => t)
  const { send, someone, grantOf, complete, uploadUrl } = client
  const quota = async (who: Member) => ok<CloudQuota>(await send('GET', CLOUD_PATHS.quota, who.access))
  const grant = async (who: Member, name: string, bytes: Buffer, parentId: number | null = null) =>
    ok<CloudUploadGrant>(await grantOf(who, name, bytes, { parent_id: parentId }), 201)
  const setMax = (who: Member, max: number) => t.database.db.update(users).set({ maxCloudSpace: max }).where(eq(users.id, who.id))
  const keyOf = async (entryId: number) => (await t.database.db.select({ key: cloudEntries.storageKey }).from(cloudEntries).where(eq(cloudEntries.id, entryId)))[0].key!
  const download = async (who: Member, entryId: number, headers: Record<string, string> = {}) => {
    const link = ok<CloudDownload>(await send('GET', `${CLOUD_PATHS.entries}${entryId}/${CLOUD_UPLOAD_PATHS.downloadSuffix}`, who.access))
    return { link, res: await fetchUrl(t, link.url, { headers }) }
  }

  test('one PUT, then complete: the entry is registered, the space used, the bytes downloadable', async () => {
    const a = await someone()
    const bytes = bytesOf(70_000)
    const granted = await grant(a, '  期中 试卷.pdf ', bytes)
    expect(granted.instant).toBe(false)
    expect(granted.entry).toBeNull()
    const upload = granted.upload!
    expect(upload).toMatchObject({ name: '期中 试卷.pdf', size: 70_000, md5: md5Of(bytes), part_count: 1, parts_done: [], parent_id: null })
    expect(upload.url).toEqual(expect.any(String))
    expect(Date.parse(upload.expires_at)).toBe(t.clock.now + CLOUD_UPLOAD_LIMITS.grantTtlMs)
    // Nothing is used until it is registered.
    expect((await quota(a)).used).toBe(0)

    expect((await fetchUrl(t, upload.url!, { method: 'PUT', body: bytes })).status).toBe(200)
    expect((await client.upload(a, upload.id)).parts_done).toEqual([1])
    const entry = ok<CloudEntry>(await complete(a, upload.id), 201)
    expect(entry).toMatchObject({ name: '期中 试卷.pdf', is_folder: false, size: 70_000, extension: 'pdf', parent_id: null })
    expect(await quota(a)).toMatchObject({ used: 70_000 })
    expect(ok<CloudEntryPage>(await send('GET', CLOUD_PATHS.entries, a.access)).results.map((e) => e.name)).toEqual(['期中 试卷.pdf'])

    const { link, res } = await download(a, entry.id)
    expect(link).toMatchObject({ name: '期中 试卷.pdf', size: 70_000, md5: md5Of(bytes) })
    expect(res.status).toBe(200)
    expect(res.body.equals(bytes)).toBe(true)
    expect(res.headers['content-disposition']).toContain(`filename*=UTF-8''${encodeURIComponent('期中 试卷.pdf')}`)

    // Done is done: the upload is gone, completing again is 404.
    expect((await complete(a, upload.id)).statusCode).toBe(404)
    expect((await send('GET', uploadUrl(upload.id), a.access)).json()).toEqual({ code: 'not_found', detail: '上传任务不存在或已过期，请重新上传' })
  })

  test('秒传: content the owner keeps (live or in the trash) is instant, uses no space, and its bytes go with the last row', async () => {
    const a = await someone()
    const bytes = bytesOf(5000)
    const first = await uploadFile(t, client, a, 'notes.txt', bytes)
    const again = await grant(a, 'notes.txt', bytes)
    expect(again.instant).toBe(true)
    expect(again.upload).toBeNull()
    expect(again.entry).toMatchObject({ name: 'notes (1).txt', size: 5000, extension: 'txt' })
    expect((await quota(a)).used).toBe(5000)
    const key = await keyOf(first.id)
    expect(await keyOf(again.entry!.id)).toBe(key)

    // Another user with the same content sends the bytes (秒传 never reaches across users).
    const b = await someone()
    expect((await grant(b, 'notes.txt', bytes)).instant).toBe(false)
    // Same md5 but another size: no 秒传 either.
    expect((await grantOf(a, 'x.txt', bytes, { size: 5001 })).json().instant).toBe(false)

    // From the trash too; purging one copy keeps the bytes, the last one removes them.
    ok<CloudTrashEntry>(await send('DELETE', `${CLOUD_PATHS.entries}${first.id}/`, a.access))
    ok<CloudTrashEntry>(await send('DELETE', `${CLOUD_PATHS.entries}${again.entry!.id}/`, a.access))
    const third = await grant(a, 'copy.txt', bytes)
    expect(third.instant).toBe(true)
    for (const id of [first.id, again.entry!.id]) ok(await send('DELETE', `${CLOUD_PATHS.trash}${id}/`, a.access))
    expect(await t.app.accounts.files.size(key)).toBe(5000)
    expect((await quota(a)).used).toBe(5000)
    ok<CloudTrashEntry>(await send('DELETE', `${CLOUD_PATHS.entries}${third.entry!.id}/`, a.access))
    expect(ok<{ freed: number }>(await send('DELETE', `${CLOUD_PATHS.trash}${third.entry!.id}/`, a.access)).freed).toBe(5000)
    expect(await t.app.accounts.files.size(key)).toBeNull()
    expect((await quota(a)).used).toBe(0)
  })

  test('a quota overrun is refused before any byte moves; open grants reserve space until cancelled or expired', async () => {
    const a = await someone()
    await uploadFile(t, client, a, 'kept.bin', bytesOf(1000))
    await setMax(a, 1000 + 2500)

    const over = await grantOf(a, 'big.bin', bytesOf(2501))
    expect(over.statusCode).toBe(422)
    expect(over.json()).toEqual({ code: 'quota_exceeded', detail: '云空间不足，请清理回收站或扩容后再上传' })
    expect(
      await t.database.db
        .select()
        .from(cloudUploads)
        .where(and(eq(cloudUploads.ownerId, a.id), eq(cloudUploads.status, 'open')))
    ).toHaveLength(0)

    const held = (await grant(a, 'one.bin', bytesOf(1500))).upload!
    expect((await grantOf(a, 'two.bin', bytesOf(1001))).statusCode).toBe(422)
    expect(ok<CloudQuota>(await send('DELETE', uploadUrl(held.id), a.access))).toEqual({ used: 1000, max: 3500 })
    const second = (await grant(a, 'two.bin', bytesOf(1001))).upload!

    // A lapsed grant holds nothing: its URL is refused, it is gone, and its space free again.
    t.clock.now += CLOUD_UPLOAD_LIMITS.grantTtlMs + 1
    const refused = await fetchUrl(t, second.url!, { method: 'PUT', body: bytesOf(1001) })
    if (kind === 'local') expect(refused.status).toBe(403)
    expect((await send('GET', uploadUrl(second.id), a.access)).statusCode).toBe(404)
    expect((await complete(a, second.id)).statusCode).toBe(404)
    expect((await grant(a, 'three.bin', bytesOf(2500))).instant).toBe(false)
    const [lapsed] = await t.database.db.select({ status: cloudUploads.status }).from(cloudUploads).where(eq(cloudUploads.id, second.id))
    expect(lapsed.status).toBe('cancelled')
    t.clock.now = Date.now()
  })

  test('parallel grants cannot overshoot the quota', async () => {
    const a = await someone()
    await setMax(a, 10 * 1000)
    const answers = await Promise.all(range(1, 24).map((i) => grantOf(a, `p${i}.bin`, bytesOf(1000))))
    expect(answers.filter((r) => r.statusCode === 201)).toHaveLength(10)
    expect(answers.filter((r) => r.statusCode === 422).every((r) => r.json().code === 'quota_exceeded')).toBe(true)
    expect(answers.filter((r) => r.statusCode === 422)).toHaveLength(14)
  })

  test('an md5 mismatch is refused: the object removed, nothing registered, no space used', async () => {
    const a = await someone()
    const declared = bytesOf(3000)
    const upload = (await grant(a, 'a.pdf', declared)).upload!
    expect((await fetchUrl(t, upload.url!, { method: 'PUT', body: bytesOf(3000) })).status).toBe(200)
    const res = await complete(a, upload.id)
    expect(res.statusCode).toBe(422)
    expect(res.json()).toEqual({ code: 'md5_mismatch', detail: '文件校验失败，请重新上传' })
    expect(await t.app.accounts.files.size(upload.key)).toBeNull()
    expect((await quota(a)).used).toBe(0)
    expect(ok<CloudEntryPage>(await send('GET', CLOUD_PATHS.entries, a.access)).results).toEqual([])
    expect((await complete(a, upload.id)).statusCode).toBe(404)
  })

  test('over 20 MB goes in parts: pause after two, resume from parts_done, complete; Range reads across parts', async () => {
    const a = await someone()
    const bytes = bytesOf(CLOUD_UPLOAD_LIMITS.multipartThreshold + 12_345)
    const upload = (await grant(a, 'lecture.mp4', bytes)).upload!
    expect(upload).toMatchObject({ part_count: 3, part_size: CLOUD_UPLOAD_LIMITS.partSize, url: null, parts_done: [] })

    await sendParts(t, client, a, upload, bytes, [1, 2])
    // Paused (or the network dropped): completing now is refused, the upload knows where it stopped.
    const early = await complete(a, upload.id)
    expect(early.statusCode).toBe(422)
    expect(early.json()).toEqual({ code: 'upload_incomplete', detail: '文件尚未上传完成，请继续上传' })
    const resumed = await client.upload(a, upload.id)
    expect(resumed.parts_done).toEqual([1, 2])
    // A part of the wrong size is refused and not counted.
    const wrong = await fetchUrl(t, await client.partUrl(a, upload, 3), { method: 'PUT', body: bytes.subarray(0, 100) })
    expect(wrong.status).toBeGreaterThanOrEqual(400)
    expect((await client.upload(a, upload.id)).parts_done).toEqual([1, 2])

    await sendParts(
      t,
      client,
      a,
      resumed,
      bytes,
      range(1, 3).filter((n) => !resumed.parts_done.includes(n))
    )
    const entry = ok<CloudEntry>(await complete(a, upload.id), 201)
    expect(entry).toMatchObject({ name: 'lecture.mp4', size: bytes.length })
    expect((await quota(a)).used).toBe(bytes.length)

    const boundary = CLOUD_UPLOAD_LIMITS.partSize
    const { res } = await download(a, entry.id, { range: `bytes=${boundary - 10}-${boundary + 9}` })
    expect(res.status).toBe(206)
    expect(res.headers['content-range']).toBe(`bytes ${boundary - 10}-${boundary + 9}/${bytes.length}`)
    expect(res.body.equals(bytes.subarray(boundary - 10, boundary + 10))).toBe(true)
  })

  test('cancel removes the parts and frees the space; the URLs stop working', async () => {
    const a = await someone()
    const bytes = bytesOf(CLOUD_UPLOAD_LIMITS.multipartThreshold + 1)
    const upload = (await grant(a, 'big.zip', bytes)).upload!
    const partUrl = await client.partUrl(a, upload, 1)
    await sendParts(t, client, a, upload, bytes, [1])
    expect(ok<CloudQuota>(await send('DELETE', uploadUrl(upload.id), a.access)).used).toBe(0)
    expect((await send('GET', uploadUrl(upload.id), a.access)).statusCode).toBe(404)
    expect((await send('DELETE', uploadUrl(upload.id), a.access)).statusCode).toBe(404)
    const row = (await t.database.db.select().from(cloudUploads).where(eq(cloudUploads.id, upload.id)))[0]
    expect(await t.app.accounts.files.partsDone(upload.key, row.multipartId)).toEqual([])
    expect((await fetchUrl(t, partUrl, { method: 'PUT', body: bytes.subarray(0, upload.part_size) })).status).toBeGreaterThanOrEqual(400)
  })

  test('registration: a folder gone meanwhile sends the file to the root; a clash takes name (n)', async () => {
    const a = await someone()
    const folder = ok<CloudEntry>(await send('POST', CLOUD_PATHS.folders, a.access, { name: '资料' }), 201)
    await uploadFile(t, client, a, 'a.txt', bytesOf(10), folder.id)
    const bytes = bytesOf(20)
    const upload = (await grant(a, 'a.txt', bytes, folder.id)).upload!
    await sendParts(t, client, a, upload, bytes, [1])
    const inFolder = ok<CloudEntry>(await complete(a, upload.id), 201)
    expect(inFolder).toMatchObject({ name: 'a (1).txt', parent_id: folder.id })

    const later = bytesOf(30)
    const pending = (await grant(a, 'a.txt', later, folder.id)).upload!
    await sendParts(t, client, a, pending, later, [1])
    ok(await send('DELETE', `${CLOUD_PATHS.entries}${folder.id}/`, a.access))
    expect(ok<CloudEntry>(await complete(a, pending.id), 201)).toMatchObject({ name: 'a.txt', parent_id: null })
  })

  test('deleting the account removes its stored files and what its open uploads stored', async () => {
    const a = await someone()
    const key = await keyOf((await uploadFile(t, client, a, 'x.txt', bytesOf(100))).id)
    const pendingBytes = bytesOf(200)
    const pending = (await grant(a, 'y.txt', pendingBytes)).upload!
    await sendParts(t, client, a, pending, pendingBytes, [1])
    expect((await send('GET', `${USER_PATHS.deleteAccount}?confirm=${encodeURIComponent('确认注销')}`, a.access)).statusCode).toBe(200)
    expect(await t.app.accounts.files.size(key)).toBeNull()
    expect(await t.app.accounts.files.size(pending.key)).toBeNull()
  })

  test('bad input is 400 in Chinese; another user’s upload or folder is 404; login required', async () => {
    const a = await someone()
    const b = await someone()
    const bytes = bytesOf(100)
    const base = { name: 'a.txt', size: 100, md5: md5Of(bytes) }
    for (const body of [
      { ...base, md5: 'XYZ' },
      { ...base, size: 0 },
      { ...base, size: CLOUD_UPLOAD_LIMITS.maxFileBytes + 1 },
      { ...base, extra: 1 },
      { size: 100, md5: base.md5 }
    ]) {
      expect((await send('POST', CLOUD_UPLOAD_PATHS.uploads, a.access, body)).statusCode).toBe(400)
    }
    expect((await grantOf(a, 'a/b.txt', bytes)).json().fields).toEqual({ name: expect.stringMatching(/[\u4e00-\u9fff]/) })
    const theirs = ok<CloudEntry>(await send('POST', CLOUD_PATHS.folders, b.access, { name: 'B' }), 201)
    expect((await grantOf(a, 'a.txt', bytes, { parent_id: theirs.id })).json()).toEqual({ code: 'not_found', detail: '文件夹不存在' })

    const single = (await grant(a, 'a.txt', bytes)).upload!
    expect((await send('POST', uploadUrl(single.id, 'parts/1/'), a.access, {})).json().fields).toEqual({ part: '该文件无需分片上传，请直接上传' })
    const big = (await grant(a, 'big.bin', bytesOf(CLOUD_UPLOAD_LIMITS.multipartThreshold + 1))).upload!
    expect((await send('POST', uploadUrl(big.id, 'parts/4/'), a.access, {})).json().fields).toEqual({ part: '分片序号应在 1 到 3 之间' })
    expect((await send('POST', uploadUrl(big.id, 'parts/0/'), a.access, {})).statusCode).toBe(400)
    expect((await send('GET', `${CLOUD_UPLOAD_PATHS.uploads}abc/`, a.access)).statusCode).toBe(400)

    for (const [method, url] of [
      ['GET', uploadUrl(big.id)],
      ['POST', uploadUrl(big.id, 'parts/1/')],
      ['POST', uploadUrl(big.id, 'complete/')],
      ['DELETE', uploadUrl(big.id)]
    ] as const) {
      expect((await send(method, url, b.access, method === 'POST' ? {} : undefined)).statusCode).toBe(404)
    }
    expect((await send('GET', uploadUrl(big.id))).statusCode).toBe(401)
    expect((await send('POST', CLOUD_UPLOAD_PATHS.uploads, undefined, base)).statusCode).toBe(401)
    // The upload survived all of that.
    expect((await client.upload(a, big.id)) as CloudUpload).toMatchObject({ parts_done: [] })
  })
})
