import fs from 'fs'
import path from 'path'
import { eq } from 'drizzle-orm'
import { educationEntries, files, users } from '../../server/db/schema'
import { DELETE_CONFIRM_TEXT, USER_PATHS } from '../../types/user'
import { signedInject } from './helpers'
import { accountsApp, type AccountsApp } from './support/accounts'

let t: AccountsApp
beforeAll(async () => {
  t = await accountsApp()
})
afterAll(() => t.close())

/** Every protected route of the accounts area, with a harmless valid request. */
const PROTECTED: Array<[method: 'GET' | 'POST', url: string, body?: object]> = [
  ['POST', USER_PATHS.logout, {}],
  ['POST', USER_PATHS.setPassword, { password: 'abc12345' }],
  ['POST', USER_PATHS.rebind, { phone: '13911112222', code: '123456' }],
  ['GET', `${USER_PATHS.deleteAccount}?confirm=${encodeURIComponent(DELETE_CONFIRM_TEXT)}`],
  ['POST', USER_PATHS.dataCore, {}],
  ['POST', USER_PATHS.dataExtra, {}],
  ['POST', USER_PATHS.dataKeys, { keys: ['username'] }],
  ['GET', `${USER_PATHS.other}?user_id=1`],
  ['POST', USER_PATHS.update, { score: 600 }],
  ['POST', USER_PATHS.nickname, { username: '新名字' }],
  ['POST', USER_PATHS.avatar, { key: 'x' }],
  ['POST', USER_PATHS.edu, { education_experience: [] }],
  ['POST', USER_PATHS.switchIdentity, { grade: '大一' }],
  ['GET', USER_PATHS.unreadCount],
  ['GET', `${USER_PATHS.presign}?suffix=png&method=PUT`]
]

const call = (method: 'GET' | 'POST', url: string, body: object | undefined, access?: string) =>
  signedInject(t.app, { method, url, payload: method === 'POST' ? (body ?? {}) : undefined, headers: access ? { authorization: `Bearer ${access}` } : {} })

test('every protected route: no token → 401 not_authenticated', async () => {
  for (const [method, url, body] of PROTECTED) {
    const res = await call(method, url, body)
    expect([url, res.statusCode, res.json().code]).toEqual([url, 401, 'not_authenticated'])
  }
})

test('logout revokes the token: every protected route answers 401 token_not_valid for it; a new login works', async () => {
  const phone = '13600000001'
  const { access } = await t.login(phone)
  const other = await t.login(phone) // a second device of the same user
  expect((await t.post(USER_PATHS.dataCore, {}, access)).statusCode).toBe(200)
  const out = await t.post(USER_PATHS.logout, {}, access)
  expect(out.statusCode).toBe(200)
  expect(out.json()).toEqual({ detail: '已退出登录' })
  for (const token of [access, other.access]) {
    for (const [method, url, body] of PROTECTED) {
      const res = await call(method, url, body, token)
      expect([url, res.statusCode, res.json()]).toEqual([url, 401, { code: 'token_not_valid', detail: '登录已失效，请重新登录' }])
    }
  }
  const again = await t.login(phone)
  expect((await t.post(USER_PATHS.dataCore, {}, again.access)).statusCode).toBe(200)
})

test('logout without a body works too', async () => {
  const { access } = await t.login('13600000002')
  const res = await signedInject(t.app, { method: 'POST', url: USER_PATHS.logout, headers: { authorization: `Bearer ${access}` } })
  expect(res.statusCode).toBe(200)
})

describe('phone rebind', () => {
  test('with a code sent to the new phone: phone changes, old tokens die, the answer logs in', async () => {
    const { access, user_core } = await t.login('13600000010')
    t.clock.now += 61_000
    expect((await t.get(`${USER_PATHS.sendCode}?phone=13600000011&purpose=rebind`)).statusCode).toBe(200)
    const res = await t.post(USER_PATHS.rebind, { phone: '13600000011', code: t.lastCode('13600000011') }, access)
    expect(res.statusCode).toBe(200)
    const body = res.json()
    expect(body.user_core).toMatchObject({ user_id: user_core.user_id, phone_number: '13600000011' })
    const [row] = await t.database.db.select().from(users).where(eq(users.id, user_core.user_id))
    expect(row.tokenVersion).toBeGreaterThan(0)
    expect((await t.post(USER_PATHS.dataCore, {}, access)).json().code).toBe('token_not_valid')
    expect((await t.post(USER_PATHS.dataCore, {}, body.access)).statusCode).toBe(200)
    // The old phone is free: logging in with it creates a new account.
    const fresh = await t.login('13600000010')
    expect(fresh.user_core.user_id).not.toBe(user_core.user_id)
    // The new phone logs into the rebound account.
    expect((await t.login('13600000011')).user_core.user_id).toBe(user_core.user_id)
  })

  test('a login-purpose code works too; a wrong or missing code does not', async () => {
    const { access } = await t.login('13600000020')
    expect((await t.post(USER_PATHS.rebind, { phone: '13600000021', code: '123456' }, access)).json().code).toBe('code_expired')
    t.clock.now += 61_000
    await t.get(`${USER_PATHS.sendCode}?phone=13600000021`)
    const code = t.lastCode('13600000021')
    const bad = String((Number(code) + 1) % 1e6).padStart(6, '0')
    expect((await t.post(USER_PATHS.rebind, { phone: '13600000021', code: bad }, access)).json()).toEqual({ code: 'invalid_code', detail: '验证码错误' })
    expect((await t.post(USER_PATHS.rebind, { phone: '13600000021', code }, access)).statusCode).toBe(200)
  })

  test('a phone bound to another account → 422; the same phone → 422', async () => {
    const { access, user_core } = await t.login('13600000030')
    await t.login('13600000031')
    t.clock.now += 61_000
    await t.get(`${USER_PATHS.sendCode}?phone=13600000031&purpose=rebind`)
    const res = await t.post(USER_PATHS.rebind, { phone: '13600000031', code: t.lastCode('13600000031') }, access)
    expect(res.statusCode).toBe(422)
    expect(res.json()).toEqual({ code: 'business_rule', detail: '该手机号已绑定其他账号' })
    t.clock.now += 61_000
    await t.get(`${USER_PATHS.sendCode}?phone=13600000030&purpose=rebind`)
    const same = await t.post(USER_PATHS.rebind, { phone: '13600000030', code: t.lastCode('13600000030') }, access)
    expect(same.statusCode).toBe(422)
    expect(same.json().detail).toBe('新手机号与当前手机号相同')
    // Nothing changed, the token still works.
    expect((await t.post(USER_PATHS.dataCore, {}, access)).json().user_id).toBe(user_core.user_id)
  })
})

describe('account deletion', () => {
  test('without the exact confirmation → 400, nothing deleted', async () => {
    const { access } = await t.login('13600000040')
    for (const confirm of ['', '确认', 'yes']) {
      const res = await t.get(`${USER_PATHS.deleteAccount}?confirm=${encodeURIComponent(confirm)}`, access)
      expect(res.statusCode).toBe(400)
      expect(res.json()).toMatchObject({ code: 'validation_error', fields: { confirm: '请输入“确认注销”以确认注销' } })
    }
    expect((await t.get(USER_PATHS.deleteAccount, access)).json().fields).toEqual({ confirm: '此字段为必填项' })
    expect((await t.post(USER_PATHS.dataCore, {}, access)).statusCode).toBe(200)
  })

  test('deletes the user and their data; tokens → 401 token_not_valid; the phone registers anew', async () => {
    const phone = '13600000050'
    const { access, user_core } = await t.login(phone)
    await t.post(USER_PATHS.edu, { education_experience: [{ school: '示例中学', stage: 'high_school', start_year: 2020, end_year: 2023 }] }, access)
    const presign = (await t.get(`${USER_PATHS.presign}?suffix=png&method=PUT`, access)).json()
    expect((await t.app.inject({ method: 'PUT', url: presign.url, payload: Buffer.from('png bytes'), headers: { 'content-type': 'image/png' } })).statusCode).toBe(200)
    const stored = path.join(t.dataDir, 'files', presign.key)
    expect(fs.existsSync(stored)).toBe(true)

    const res = await t.get(`${USER_PATHS.deleteAccount}?confirm=${encodeURIComponent(DELETE_CONFIRM_TEXT)}`, access)
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ detail: '账号已注销' })
    expect((await t.post(USER_PATHS.dataCore, {}, access)).json()).toEqual({ code: 'token_not_valid', detail: '登录已失效，请重新登录' })
    const db = t.database.db
    expect(await db.select().from(users).where(eq(users.id, user_core.user_id))).toEqual([])
    expect(await db.select().from(educationEntries).where(eq(educationEntries.userId, user_core.user_id))).toEqual([])
    expect(await db.select().from(files).where(eq(files.ownerId, user_core.user_id))).toEqual([])
    expect(fs.existsSync(stored)).toBe(false)
    const again = await t.login(phone)
    expect(again.user_core.user_id).not.toBe(user_core.user_id)
    expect(again.user_core.education_experience).toEqual([])
  })
})

describe('password login', () => {
  test('set a password while logged in, then log in with it; wrong phone or password → the same 400', async () => {
    const phone = '13600000060'
    const { access, user_core } = await t.login(phone)
    expect((await t.post(USER_PATHS.passwordLogin, { phone, password: 'abc12345' })).json()).toEqual({ code: 'invalid_credentials', detail: '手机号或密码错误' })
    const set = await t.post(USER_PATHS.setPassword, { password: 'abc12345' }, access)
    expect(set.statusCode).toBe(200)
    expect(set.json()).toEqual({ detail: '密码已设置' })
    const [row] = await t.database.db.select().from(users).where(eq(users.id, user_core.user_id))
    expect(row.passwordHash).toMatch(/^scrypt\$16384\$8\$1\$/)
    expect(row.passwordHash).not.toContain('abc12345')

    const ok = await t.post(USER_PATHS.passwordLogin, { phone, password: 'abc12345' })
    expect(ok.statusCode).toBe(200)
    expect(ok.json().user_core.user_id).toBe(user_core.user_id)
    expect(JSON.stringify(ok.json())).not.toMatch(/scrypt|password/)
    const wrongPassword = await t.post(USER_PATHS.passwordLogin, { phone, password: 'abc123456' })
    const unknownPhone = await t.post(USER_PATHS.passwordLogin, { phone: '13600000069', password: 'abc12345' })
    for (const res of [wrongPassword, unknownPhone]) {
      expect(res.statusCode).toBe(400)
      expect(res.json()).toEqual({ code: 'invalid_credentials', detail: '手机号或密码错误' })
    }
  })

  test('weak passwords are refused in Chinese', async () => {
    const { access } = await t.login('13600000061')
    expect((await t.post(USER_PATHS.setPassword, { password: 'short1' }, access)).json()).toEqual({
      code: 'validation_error',
      detail: '密码长度应为 8-64 个字符',
      fields: { password: '密码长度应为 8-64 个字符' }
    })
    expect((await t.post(USER_PATHS.setPassword, { password: 'onlyletters' }, access)).json().detail).toBe('密码需同时包含字母和数字')
    expect((await t.post(USER_PATHS.passwordLogin, { phone: '13600000061' })).json().fields).toEqual({ password: '此字段为必填项' })
  })
})

describe('one-press login', () => {
  test('the development provider accepts dev-onepress:<phone> and creates/logs into that account', async () => {
    const first = await t.post(USER_PATHS.onePress, { token: 'dev-onepress:13600000070' })
    expect(first.statusCode).toBe(200)
    expect(first.json().user_core).toMatchObject({ phone_number: '13600000070', username: '用户0070' })
    const code = await t.login('13600000070')
    expect(code.user_core.user_id).toBe(first.json().user_core.user_id)
  })

  test('any other token → 400 onepress_unavailable', async () => {
    for (const token of ['carrier-token', 'dev-onepress:123', 'dev-onepress:']) {
      const res = await t.post(USER_PATHS.onePress, { token })
      expect(res.statusCode).toBe(400)
      expect(res.json()).toEqual({ code: 'onepress_unavailable', detail: '一键登录暂不可用，请使用验证码登录' })
    }
  })

  test('in production the development tokens are refused', async () => {
    const prod = await accountsApp({ env: { NODE_ENV: 'production' } })
    try {
      const res = await prod.post(USER_PATHS.onePress, { token: 'dev-onepress:13600000071' })
      expect(res.statusCode).toBe(400)
      expect(res.json().code).toBe('onepress_unavailable')
    } finally {
      await prod.close()
    }
  })
})
