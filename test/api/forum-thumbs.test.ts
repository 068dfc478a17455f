/**
 * Thumbnails for lists ("A thumbnail size is served for lists", issue 19): GET
 * /api/storage/thumb/<key> answers a JPEG at most 360 px wide (aspect kept, never enlarged), made
 * at the first request and kept in the file store beside the upload; the forum's thumb_url points
 * there. Unknown keys and files that are not images are 404; an image the decoder refuses is
 * served as it is, never a 500.
 */
import sharp from 'sharp'
import { USER_PATHS, type PresignResponse } from '../../types/user'
import { derivedKey } from '../../server/storage/local'
import { THUMB_WIDTH } from '../../server/services/thumbnails'
import { accountsApp, memberOf, type AccountsApp, type Member } from './support/accounts'
import { forumClient } from './support/forum'

let t: AccountsApp
let a: Member
beforeAll(async () => {
  t = await accountsApp()
  a = await memberOf(t, '13600000031')
})
afterAll(() => t.close())

/** A noisy photo-like JPEG (noise keeps the bytes realistic: a flat picture compresses to nothing). */
async function photo(width: number, height: number): Promise<Buffer> {
  const noise = await sharp({ create: { width, height, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 40 } } })
    .png()
    .toBuffer()
  return sharp(noise).jpeg({ quality: 90 }).toBuffer()
}

/** Uploads `bytes` through the presigned path as `suffix`; answers the key. */
async function upload(bytes: Buffer, suffix: string): Promise<string> {
  const presign = (await t.get(`${USER_PATHS.presign}?suffix=${suffix}&method=PUT`, a.access)).json() as PresignResponse
  const put = await t.app.inject({ method: 'PUT', url: presign.url, payload: bytes, headers: { 'content-type': 'application/octet-stream' } })
  expect(put.statusCode).toBe(200)
  return presign.key
}

const thumb = (key: string) => t.app.inject({ method: 'GET', url: `/api/storage/thumb/${key}` })

describe('thumbnails', () => {
  test('a 2000×1500 photo: a 360×270 JPEG, much smaller, cached like the file route, stored beside the upload', async () => {
    const original = await photo(2000, 1500)
    const key = await upload(original, 'jpg')
    const store = t.app.accounts.files
    expect(await store.size(derivedKey(key, 'thumb'))).toBeNull()

    const res = await thumb(key)
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toBe('image/jpeg')
    expect(res.headers['cache-control']).toBe('public, max-age=86400')
    expect(res.headers['x-content-type-options']).toBe('nosniff')
    expect(Number(res.headers['content-length'])).toBe(res.rawPayload.length)
    const meta = await sharp(res.rawPayload).metadata()
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', THUMB_WIDTH, 270])
    expect(res.rawPayload.length * 10).toBeLessThan(original.length)
    // The file route still serves the original.
    expect((await t.app.inject({ method: 'GET', url: `/api/storage/file/${key}` })).rawPayload.equals(original)).toBe(true)

    // Kept in the store: the second request streams the stored object. Evidence without timing: the
    // stored bytes are replaced, and the second answer is those bytes (nothing was resized again).
    expect(await store.size(derivedKey(key, 'thumb'))).toBe(res.rawPayload.length)
    const marker = await sharp({ create: { width: 8, height: 6, channels: 3, background: '#ff0000' } })
      .jpeg()
      .toBuffer()
    await store.write(derivedKey(key, 'thumb'), marker)
    const again = await thumb(key)
    expect(again.statusCode).toBe(200)
    expect(again.rawPayload.equals(marker)).toBe(true)

    // Removing the upload removes its thumbnail.
    await store.remove([key])
    expect(await store.size(derivedKey(key, 'thumb'))).toBeNull()
  })

  test('a small picture is not enlarged; a transparent PNG becomes a JPEG on white; a portrait keeps its aspect', async () => {
    const small = await upload(await photo(100, 80), 'jpg')
    const meta = await sharp((await thumb(small)).rawPayload).metadata()
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 100, 80])

    const png = await sharp({ create: { width: 720, height: 400, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } } })
      .png()
      .toBuffer()
    const res = await thumb(await upload(png, 'png'))
    expect(res.headers['content-type']).toBe('image/jpeg')
    const { data, info } = await sharp(res.rawPayload).raw().toBuffer({ resolveWithObject: true })
    expect([info.width, info.height]).toEqual([360, 200])
    expect(data[0]).toBeGreaterThan(240) // white, not black

    const portrait = await sharp((await thumb(await upload(await photo(900, 1600), 'jpg'))).rawPayload).metadata()
    expect([portrait.width, portrait.height]).toEqual([360, 640])
  })

  test('the forum answers thumb_url at the thumbnail route', async () => {
    const key = await upload(await photo(1200, 900), 'jpg')
    const post = await forumClient(() => t).ask(a, { title: '缩略图测试的问题标题', images: [key] })
    expect(post.images).toEqual([{ url: `/api/storage/file/${key}`, thumb_url: `/api/storage/thumb/${key}` }])
    const meta = await sharp((await t.app.inject({ method: 'GET', url: post.images[0].thumb_url })).rawPayload).metadata()
    expect([meta.width, meta.height]).toEqual([360, 270])
  })

  test('unknown keys, pending uploads and files that are not images: 404 with a Chinese detail; a bad key: 400', async () => {
    const unknown = await thumb(`${'0'.repeat(32)}.jpg`)
    expect([unknown.statusCode, unknown.json().detail]).toEqual([404, '文件不存在'])
    const pending = ((await t.get(`${USER_PATHS.presign}?suffix=jpg&method=PUT`, a.access)).json() as PresignResponse).key
    expect((await thumb(pending)).statusCode).toBe(404)
    const text = await thumb(await upload(Buffer.from('姓名,分数\n张三,612\n'), 'csv'))
    expect([text.statusCode, text.json().detail]).toEqual([404, '该文件没有缩略图'])
    for (const bad of ['nope', `${'0'.repeat(32)}.jpg@thumb`, '..%2Fsecret']) {
      const res = await thumb(bad)
      expect(res.statusCode).toBe(400)
      expect(res.json().detail).toMatch(/[\u4e00-\u9fff]/)
    }
  })

  test('an image the decoder refuses is served as it is (200, its own type), never a 500, and nothing is stored', async () => {
    const bytes = Buffer.from('not really a png')
    const key = await upload(bytes, 'png')
    for (let i = 0; i < 2; i++) {
      const res = await thumb(key)
      expect([res.statusCode, res.headers['content-type']]).toEqual([200, 'image/png'])
      expect(res.rawPayload.equals(bytes)).toBe(true)
    }
    expect(await t.app.accounts.files.size(derivedKey(key, 'thumb'))).toBeNull()
    // A truncated JPEG still gives what can be decoded.
    const whole = await photo(1000, 750)
    const truncated = await thumb(await upload(whole.subarray(0, Math.floor(whole.length / 2)), 'jpg'))
    expect(truncated.statusCode).toBe(200)
  })

  test('concurrent first requests all get the same thumbnail', async () => {
    const key = await upload(await photo(1600, 1200), 'jpg')
    const answers = await Promise.all([thumb(key), thumb(key), thumb(key), thumb(key)])
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200, 200, 200])
    for (const r of answers) expect(r.rawPayload.equals(answers[0].rawPayload)).toBe(true)
  })
})
