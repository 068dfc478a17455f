import { MAX_UPLOAD_BYTES, USER_PATHS, type LoginResponse } from '../../types/user'
import { accountsApp, type AccountsApp } from './support/accounts'

let t: AccountsApp
let a: LoginResponse
let b: LoginResponse
beforeAll(async () => {
  t = await accountsApp()
  a = await t.login('13400000001')
  b = await t.login('13400000002')
})
afterAll(() => t.close())

const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex')
const presign = async (access: string, suffix = 'png') => {
  const res = await t.get(`${USER_PATHS.presign}?suffix=${suffix}&method=PUT`, access)
  expect(res.statusCode).toBe(200)
  return res.json() as { url: string; key: string }
}
const put = (url: string, payload: Buffer = PNG, contentType = 'image/png') => t.app.inject({ method: 'PUT', url, payload, headers: { 'content-type': contentType } })

test('presign → PUT → avatar: the avatar URL serves the bytes', async () => {
  const { url, key } = await presign(a.access)
  expect(key).toMatch(/^[0-9a-f]{32}\.png$/)
  expect(url).toMatch(new RegExp(`^/api/storage/put/${key}\\?expires=\\d+&sig=[0-9a-f]{64}$`))
  const uploaded = await put(url)
  expect(uploaded.statusCode).toBe(200)
  expect(uploaded.json()).toEqual({ key, size: PNG.length })
  const res = await t.post(USER_PATHS.avatar, { key }, a.access)
  expect(res.statusCode).toBe(200)
  expect(res.json().avatarUrl).toBe(`/api/storage/file/${key}`)
  const file = await t.app.inject({ method: 'GET', url: `/api/storage/file/${key}` })
  expect(file.statusCode).toBe(200)
  expect(file.headers['content-type']).toBe('image/png')
  expect(file.rawPayload.equals(PNG)).toBe(true)
  // Others see the avatar too.
  expect((await t.get(`${USER_PATHS.other}?user_id=${a.user_core.user_id}`, b.access)).json().avatarUrl).toBe(`/api/storage/file/${key}`)
})

test('a tampered or expired presigned URL → 403; a used one → 422', async () => {
  const { url, key } = await presign(a.access)
  const tampered = url.replace(/sig=([0-9a-f])/, (_m, c: string) => `sig=${c === '0' ? '1' : '0'}`)
  expect((await put(tampered)).json()).toEqual({ code: 'permission_denied', detail: '上传链接无效或已过期，请重新上传' })
  expect((await put(url.replace(/expires=\d+/, (m) => `expires=${Number(m.slice(8)) + 1}`))).statusCode).toBe(403)
  const otherKey = (await presign(a.access)).key
  expect((await put(url.replace(key, otherKey))).statusCode).toBe(403)
  expect((await put(url.replace(/&sig=.*/, ''))).statusCode).toBe(400)
  t.clock.now += 16 * 60_000
  expect((await put(url)).statusCode).toBe(403)
  const fresh = await presign(a.access)
  expect((await put(fresh.url)).statusCode).toBe(200)
  const reused = await put(fresh.url)
  expect(reused.statusCode).toBe(422)
})

test('size limit → 413; empty → 400; an unknown file → 404', async () => {
  const { url } = await presign(a.access)
  const big = await put(url, Buffer.alloc(MAX_UPLOAD_BYTES + 1))
  expect(big.statusCode).toBe(413)
  expect(big.json().code).toBe('payload_too_large')
  expect((await put(url, Buffer.alloc(0))).statusCode).toBe(400)
  expect((await put(url, Buffer.from('hello'), 'application/octet-stream')).statusCode).toBe(200)
  expect((await t.app.inject({ method: 'GET', url: `/api/storage/file/${'0'.repeat(32)}.png` })).statusCode).toBe(404)
  expect((await t.app.inject({ method: 'GET', url: '/api/storage/file/..%2F..%2Fetc%2Fpasswd' })).statusCode).toBe(400)
})

test('presign: only listed suffixes; login required', async () => {
  const res = await t.get(`${USER_PATHS.presign}?suffix=exe&method=PUT`, a.access)
  expect(res.statusCode).toBe(400)
  expect(Object.keys(res.json().fields)).toEqual(['suffix'])
  expect((await t.get(`${USER_PATHS.presign}?suffix=png&method=GET`, a.access)).statusCode).toBe(400)
  expect((await t.get(`${USER_PATHS.presign}?suffix=png&method=PUT`)).statusCode).toBe(401)
})

test('avatar: an unfinished upload → 422, a pdf → 400, an unknown key → 404', async () => {
  const pending = await presign(a.access)
  expect((await t.post(USER_PATHS.avatar, { key: pending.key }, a.access)).statusCode).toBe(422)
  const pdf = await presign(a.access, 'pdf')
  await put(pdf.url, Buffer.from('%PDF-1.4'), 'application/pdf')
  expect((await t.post(USER_PATHS.avatar, { key: pdf.key }, a.access)).json().fields).toEqual({ key: '头像必须是图片（jpg、png、webp、gif）' })
  expect((await t.post(USER_PATHS.avatar, { key: `${'1'.repeat(32)}.png` }, a.access)).statusCode).toBe(404)
})

describe('no user can read or change another user’s private data', () => {
  test('core / extra / keys answer the caller’s own data only', async () => {
    await t.post(USER_PATHS.update, { province: '浙江', score: 650 }, a.access)
    for (const [path, body] of [
      [USER_PATHS.dataCore, {}],
      [USER_PATHS.dataExtra, {}],
      [USER_PATHS.dataKeys, { keys: ['user_id', 'phone_number', 'province', 'score', 'invite_info'] }]
    ] as const) {
      const mine = (await t.post(path, body, b.access)).json()
      const theirs = (await t.post(path, body, a.access)).json()
      expect(JSON.stringify(mine)).not.toContain('13400000001')
      expect(mine).not.toEqual(theirs)
      if ('user_id' in mine) expect(mine.user_id).toBe(b.user_core.user_id)
      if ('province' in mine) expect(mine.province).toBeNull()
    }
    // No route takes a user id for private data: an attempt to pass one is refused.
    expect((await t.post(USER_PATHS.dataCore, { user_id: a.user_core.user_id }, b.access)).statusCode).toBe(400)
    expect((await t.post(USER_PATHS.dataKeys, { keys: ['score'], user_id: a.user_core.user_id }, b.access)).statusCode).toBe(400)
  })

  test('update / nickname / edu / switch-identity / password / logout by B never touch A', async () => {
    const before = (await t.post(USER_PATHS.dataCore, {}, a.access)).json()
    expect((await t.post(USER_PATHS.update, { user_id: a.user_core.user_id, score: 1 }, b.access)).statusCode).toBe(400)
    await t.post(USER_PATHS.update, { score: 1, province: '西藏' }, b.access)
    await t.post(USER_PATHS.nickname, { username: 'B 的名字' }, b.access)
    await t.post(USER_PATHS.edu, { education_experience: [{ school: 'B 的学校', stage: 'college', start_year: 2022 }] }, b.access)
    await t.post(USER_PATHS.switchIdentity, { grade: '大二' }, b.access)
    await t.post(USER_PATHS.setPassword, { password: 'bpass1234' }, b.access)
    expect((await t.post(USER_PATHS.passwordLogin, { phone: '13400000001', password: 'bpass1234' })).statusCode).toBe(400)
    const after = (await t.post(USER_PATHS.dataCore, {}, a.access)).json()
    expect(after).toEqual(before)
    // B's logout does not log A out.
    const b2 = await t.login('13400000002')
    await t.post(USER_PATHS.logout, {}, b2.access)
    expect((await t.post(USER_PATHS.dataCore, {}, a.access)).statusCode).toBe(200)
    b = await t.login('13400000002')
  })

  test('avatar with another user’s upload → 403; B’s presign cannot overwrite A’s file', async () => {
    const mine = await presign(a.access)
    await put(mine.url)
    const res = await t.post(USER_PATHS.avatar, { key: mine.key }, b.access)
    expect(res.statusCode).toBe(403)
    expect(res.json()).toEqual({ code: 'permission_denied', detail: '只能使用自己上传的图片' })
    const theirs = await presign(b.access)
    expect((await put(theirs.url.replace(theirs.key, mine.key))).statusCode).toBe(403)
  })

  test('rebind cannot take A’s phone; delete by B deletes only B', async () => {
    t.clock.now += 61_000
    await t.get(`${USER_PATHS.sendCode}?phone=13400000001&purpose=rebind`)
    expect((await t.post(USER_PATHS.rebind, { phone: '13400000001', code: t.lastCode('13400000001') }, b.access)).statusCode).toBe(422)
    expect((await t.get(`${USER_PATHS.deleteAccount}?confirm=${encodeURIComponent('确认注销')}`, b.access)).statusCode).toBe(200)
    expect((await t.post(USER_PATHS.dataCore, {}, a.access)).json().phone_number).toBe('13400000001')
  })

  test('other/ shows only public fields, phone masked', async () => {
    const c = await t.login('13400000003')
    const res = (await t.get(`${USER_PATHS.other}?user_id=${a.user_core.user_id}`, c.access)).json()
    expect(res.phone_number).toBe('134****0001')
    expect(Object.keys(res).sort()).toEqual(['MBTIResult', 'avatarUrl', 'follower_num', 'following_num', 'identity', 'phone_number', 'user_id', 'username'])
  })
})
