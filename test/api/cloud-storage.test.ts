/**
 * The storage behind cloud uploads (issue 20; server/storage/), every case on the local store and
 * on S3 (s3rver behind support/s3.ts): tampered and expired PUT and download URLs refused; bytes
 * beyond the granted size refused with nothing kept (the local store stops reading: checked over
 * real HTTP); ranged downloads (206 with Content-Range, a suffix range on the local store, 416 past
 * the end); the
 * forum's presigned upload, avatar, file and thumbnail on both stores; downloads of what is not the
 * caller's live file are 404.
 */
import type { AddressInfo } from 'net'
import sharp from 'sharp'
import { CLOUD_PATHS, type CloudEntry } from '../../types/cloud'
import { CLOUD_UPLOAD_PATHS, type CloudDownload, type CloudUploadGrant } from '../../types/cloudUploads'
import { USER_PATHS } from '../../types/user'
import { ConfigError, loadConfig } from '../../server/config'
import type { Member } from './support/accounts'
import { bytesOf, cloudClient, fetchUrl, storageApp, STORES, uploadFile, type StorageApp } from './support/cloudStorage'
import { ok } from './support/forum'

test('S3 settings: none is local disk; S3_BUCKET turns S3 on; a half setting stops the start', () => {
  expect(loadConfig({}).s3).toBeNull()
  expect(loadConfig({ S3_BUCKET: 'files', S3_ENDPOINT: 'http://127.0.0.1:9000/', S3_ACCESS_KEY_ID: 'k', S3_SECRET_ACCESS_KEY: 's' }).s3).toEqual({
    endpoint: 'http://127.0.0.1:9000',
    bucket: 'files',
    region: 'us-east-1',
    accessKeyId: 'k',
    secretAccessKey: 's',
    forcePathStyle: true
  })
  expect(loadConfig({ S3_BUCKET: 'files', S3_REGION: 'ap-shanghai' }).s3).toMatchObject({
    endpoint: null,
    region: 'ap-shanghai',
    accessKeyId: null,
    forcePathStyle: false
  })
  for (const [env, variable] of [
    [{ S3_ENDPOINT: 'http://127.0.0.1:9000' }, 'S3_BUCKET'],
    [{ S3_BUCKET: 'Bad_Bucket' }, 'S3_BUCKET'],
    [{ S3_BUCKET: 'files', S3_ENDPOINT: 'ftp://x' }, 'S3_ENDPOINT'],
    [{ S3_BUCKET: 'files', S3_ACCESS_KEY_ID: 'k' }, 'S3_SECRET_ACCESS_KEY'],
    [{ S3_BUCKET: 'files', S3_FORCE_PATH_STYLE: 'maybe' }, 'S3_FORCE_PATH_STYLE']
  ] as const) {
    expect(() => loadConfig(env)).toThrow(ConfigError)
    expect(() => loadConfig(env)).toThrow(variable)
  }
})

describe.each(STORES)('cloud storage on the %s store', (kind) => {
  let t: StorageApp
  beforeAll(async () => {
    t = await storageApp(kind)
  })
  afterAll(() => t.close())

  const client = cloudClient(() => t)
  const { send, someone } = client
  const linkOf = async (who: Member, id: number) => ok<CloudDownload>(await send('GET', `${CLOUD_PATHS.entries}${id}/${CLOUD_UPLOAD_PATHS.downloadSuffix}`, who.access))
  const grant = async (who: Member, name: string, bytes: Buffer) => ok<CloudUploadGrant>(await client.grantOf(who, name, bytes), 201).upload!
  /** A signature with one character changed. */
  const tampered = (url: string) => url.replace(/(sig|X-Amz-Signature)=([0-9a-f])/, (_m, name: string, c: string) => `${name}=${c === '0' ? '1' : '0'}`)

  test('a tampered PUT URL is 403 and stores nothing; a later one works', async () => {
    const a = await someone()
    const bytes = bytesOf(2000)
    const upload = await grant(a, 'a.bin', bytes)
    const refused = await fetchUrl(t, tampered(upload.url!), { method: 'PUT', body: bytes })
    expect(refused.status).toBe(403)
    if (kind === 'local') expect(JSON.parse(refused.body.toString())).toEqual({ code: 'permission_denied', detail: '上传链接无效或已过期，请重新上传' })
    expect(await t.app.accounts.files.size(upload.key)).toBeNull()
    if (kind === 'local') {
      // The size is signed too.
      expect((await fetchUrl(t, upload.url!.replace('size=2000', 'size=2001'), { method: 'PUT', body: Buffer.concat([bytes, Buffer.from('x')]) })).status).toBe(403)
    }
    expect((await fetchUrl(t, upload.url!, { method: 'PUT', body: bytes })).status).toBe(200)
    expect(await t.app.accounts.files.size(upload.key)).toBe(2000)
  })

  test('an expired PUT or download URL is 403', async () => {
    const a = await someone()
    const bytes = bytesOf(1000)
    const entry = await uploadFile(t, client, a, 'a.txt', bytes)
    // Signed 16 minutes ago: past the 15 minutes a URL lives.
    t.clock.now = Date.now() - 16 * 60_000
    const upload = await grant(a, 'b.txt', bytesOf(1000))
    const link = await linkOf(a, entry.id)
    t.clock.now = Date.now()
    expect((await fetchUrl(t, upload.url!, { method: 'PUT', body: bytesOf(1000) })).status).toBe(403)
    const expired = await fetchUrl(t, link.url)
    expect(expired.status).toBe(403)
    if (kind === 'local') expect(JSON.parse(expired.body.toString()).detail).toBe('下载链接无效或已过期，请重新获取')
    expect((await fetchUrl(t, tampered((await linkOf(a, entry.id)).url))).status).toBe(403)
    expect((await fetchUrl(t, (await linkOf(a, entry.id)).url)).body.equals(bytes)).toBe(true)
  })

  test('bytes beyond the granted size are refused and nothing is kept', async () => {
    const a = await someone()
    const upload = await grant(a, 'a.bin', bytesOf(1000))
    const res = await fetchUrl(t, upload.url!, { method: 'PUT', body: bytesOf(1001) })
    // S3 signs the Content-Length: another length does not match the signature.
    expect(res.status).toBe(kind === 'local' ? 413 : 403)
    if (kind === 'local') expect(JSON.parse(res.body.toString())).toEqual({ code: 'payload_too_large', detail: '上传的内容超过了申请的文件大小' })
    expect((await fetchUrl(t, upload.url!, { method: 'PUT', body: bytesOf(999) })).status).toBe(kind === 'local' ? 400 : 403)
    expect(await t.app.accounts.files.size(upload.key)).toBeNull()
    expect((await client.upload(a, upload.id)).parts_done).toEqual([])
  })

  if (kind === 'local') {
    test('over HTTP, a body without Content-Length is cut at the first byte past the size: 413, nothing kept', async () => {
      const a = await someone()
      const upload = await grant(a, 'a.bin', bytesOf(64 * 1024))
      await t.app.listen({ port: 0, host: '127.0.0.1' })
      const base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`
      let sent = 0
      // 64 KB granted; the client would send 64 MB, in chunks, with no length announced.
      const body = new ReadableStream<Uint8Array>({
        pull(controller) {
          if (sent >= 64 * 1024 * 1024) return controller.close()
          sent += 64 * 1024
          controller.enqueue(new Uint8Array(64 * 1024))
        }
      })
      const res = await fetch(`${base}${upload.url}`, {
        method: 'PUT',
        body,
        duplex: 'half',
        headers: { 'content-type': 'application/octet-stream' }
      } as RequestInit).catch((error: Error) => error)
      if (!(res instanceof Error)) expect(res.status).toBe(413)
      expect(sent).toBeLessThan(64 * 1024 * 1024)
      expect(await t.app.accounts.files.size(upload.key)).toBeNull()
    })
  }

  test('downloads answer Range: 206 with Content-Range, a suffix range, 416 past the end', async () => {
    const a = await someone()
    const bytes = bytesOf(10_000)
    const entry = await uploadFile(t, client, a, '视频 1.mp4', bytes)
    const { url } = await linkOf(a, entry.id)
    const whole = await fetchUrl(t, url)
    expect(whole.status).toBe(200)
    expect(whole.headers['accept-ranges']).toBe('bytes')
    expect(whole.headers['content-length']).toBe('10000')
    expect(whole.body.equals(bytes)).toBe(true)

    const part = await fetchUrl(t, url, { headers: { range: 'bytes=100-199' } })
    expect(part.status).toBe(206)
    expect(part.headers['content-range']).toBe('bytes 100-199/10000')
    expect(part.body.equals(bytes.subarray(100, 200))).toBe(true)
    // Resuming a download: from an offset to the end.
    const rest = await fetchUrl(t, url, { headers: { range: 'bytes=9000-' } })
    expect(rest.status).toBe(206)
    expect(rest.body.equals(bytes.subarray(9000))).toBe(true)
    expect((await fetchUrl(t, url, { headers: { range: 'bytes=10000-10010' } })).status).toBe(416)
    // s3rver reads a suffix range 'bytes=-n' as 0-n (S3 itself answers the last n bytes).
    if (kind === 'local') {
      const tail = await fetchUrl(t, url, { headers: { range: 'bytes=-10' } })
      expect(tail.headers['content-range']).toBe('bytes 9990-9999/10000')
      expect(tail.body.equals(bytes.subarray(9990))).toBe(true)
      expect(whole.headers['content-type']).toBe('video/mp4')
      // A download manager asks the size first.
      const head = await t.app.inject({ method: 'HEAD', url })
      expect(head.statusCode).toBe(200)
      expect(head.headers['content-length']).toBe('10000')
      expect(head.rawPayload).toHaveLength(0)
      expect((await fetchUrl(t, url, { headers: { range: 'bytes=10000-' } })).headers['content-range']).toBe('bytes */10000')
    }
  })

  test('a download is the caller’s live file only: a folder, the trash, another user’s entry are 404', async () => {
    const a = await someone()
    const b = await someone()
    const entry = await uploadFile(t, client, a, 'a.txt', bytesOf(10))
    const folder = ok<CloudEntry>(await send('POST', CLOUD_PATHS.folders, a.access, { name: 'F' }), 201)
    const download = (who: Member, id: number) => send('GET', `${CLOUD_PATHS.entries}${id}/${CLOUD_UPLOAD_PATHS.downloadSuffix}`, who.access)
    expect((await download(b, entry.id)).json()).toEqual({ code: 'not_found', detail: '文件不存在' })
    expect((await download(a, folder.id)).statusCode).toBe(404)
    ok(await send('DELETE', `${CLOUD_PATHS.entries}${entry.id}/`, a.access))
    expect((await download(a, entry.id)).statusCode).toBe(404)
    expect((await send('GET', `${CLOUD_PATHS.entries}${entry.id}/${CLOUD_UPLOAD_PATHS.downloadSuffix}`)).statusCode).toBe(401)
  })

  test('the forum’s presigned upload works on this store: avatar, file and thumbnail', async () => {
    const a = await someone()
    const png = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#3366cc' } })
      .png()
      .toBuffer()
    const presign = ok<{ url: string; key: string }>(await send('GET', `${USER_PATHS.presign}?suffix=png&method=PUT`, a.access))
    expect(presign.url).toMatch(/^\/api\/storage\/put\//)
    expect((await t.app.inject({ method: 'PUT', url: presign.url, payload: png, headers: { 'content-type': 'image/png' } })).statusCode).toBe(200)
    expect(await t.app.accounts.files.size(presign.key)).toBe(png.length)
    expect((await t.post(USER_PATHS.avatar, { key: presign.key }, a.access)).statusCode).toBe(200)
    const file = await t.app.inject({ method: 'GET', url: `/api/storage/file/${presign.key}` })
    expect(file.statusCode).toBe(200)
    expect(file.rawPayload.equals(png)).toBe(true)
    const thumb = await t.app.inject({ method: 'GET', url: `/api/storage/thumb/${presign.key}` })
    expect(thumb.headers['content-type']).toBe('image/jpeg')
    expect((await sharp(thumb.rawPayload).metadata()).width).toBe(360)
  })
})
