import http from 'http'
import type { AddressInfo } from 'net'
import { eq } from 'drizzle-orm'
import { ConfigError, loadConfig } from '../../server/config'
import { users } from '../../server/db/schema'
import { DevWechatProvider, HttpWechatProvider } from '../../server/wechat/provider'
import { USER_PATHS } from '../../types/user'
import { accountsApp, type AccountsApp } from './support/accounts'

const APP_ID = 'wx0123456789abcdef'
const SECRET = '0123456789abcdef0123456789abcdef'

/** WeChat's jscode2session, as a fixture: the js_code picks the answer. */
const ANSWERS: Record<string, object | 'html'> = {
  'code-a': { openid: 'openid-a', session_key: 'SESSION-KEY-A', unionid: 'unionid-a' },
  'code-a2': { openid: 'openid-a', session_key: 'SESSION-KEY-A2', unionid: 'unionid-a' },
  'code-b': { openid: 'openid-b', session_key: 'SESSION-KEY-B' },
  // Another app of the brand: another openid, the same unionid as user a.
  'code-other-app': { openid: 'openid-a-other-app', session_key: 'SESSION-KEY-C', unionid: 'unionid-a' },
  invalid: { errcode: 40029, errmsg: 'invalid code, rid: 1' },
  used: { errcode: 40163, errmsg: 'code been used' },
  frequent: { errcode: 45011, errmsg: 'api minute-quota reach limit' },
  risky: { errcode: 40226, errmsg: 'high risk user' },
  busy: { errcode: -1, errmsg: 'system error' },
  strange: { errcode: 99999, errmsg: 'something' },
  garbage: 'html'
}

let fixture: http.Server
let base: string
const seen: URL[] = []
let t: AccountsApp

beforeAll(async () => {
  fixture = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1')
    seen.push(url)
    const answer = url.pathname === '/sns/jscode2session' ? ANSWERS[url.searchParams.get('js_code') ?? ''] : undefined
    if (answer === 'html') {
      res.writeHead(200, { 'content-type': 'text/html' }).end('<html>oops</html>')
      return
    }
    // WeChat answers JSON as text/plain.
    res.writeHead(200, { 'content-type': 'text/plain' }).end(JSON.stringify(answer ?? { errcode: 40029, errmsg: 'invalid code' }))
  })
  await new Promise<void>((resolve) => fixture.listen(0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${(fixture.address() as AddressInfo).port}`
  t = await accountsApp({ env: { WX_API_BASE: base, WX_APP_ID: APP_ID, WX_APP_SECRET: SECRET } })
})
afterAll(async () => {
  await t.close()
  await new Promise((resolve) => fixture.close(resolve))
})

const wx = (path: string, code: string) => t.post(path, { code })

describe('the real provider against a fixture jscode2session', () => {
  test('wx/code/ before the account exists → registered false; wx/login/ creates it; then wx/code/ logs in', async () => {
    const before = await wx(USER_PATHS.wxCode, 'code-b')
    expect(before.statusCode).toBe(200)
    expect(before.json()).toEqual({ registered: false })
    const call = seen.at(-1)!
    expect(Object.fromEntries(call.searchParams)).toEqual({ appid: APP_ID, secret: SECRET, js_code: 'code-b', grant_type: 'authorization_code' })

    const login = await wx(USER_PATHS.wxLogin, 'code-b')
    expect(login.statusCode).toBe(200)
    const body = login.json()
    expect(body.access).toEqual(expect.any(String))
    expect(body.user_core).toMatchObject({ phone_number: '', username: '微信用户id-b', avatarUrl: '' })
    const again = await wx(USER_PATHS.wxCode, 'code-b')
    expect(again.json()).toMatchObject({ registered: true, user_core: { user_id: body.user_core.user_id } })
    expect((await t.post(USER_PATHS.dataCore, {}, again.json().access)).statusCode).toBe(200)
  })

  test('the session_key is stored on the server and never answered', async () => {
    const res = await wx(USER_PATHS.wxLogin, 'code-a')
    expect(res.statusCode).toBe(200)
    expect(res.body).not.toContain('SESSION-KEY')
    const id = res.json().user_core.user_id
    const [row] = await t.database.db.select().from(users).where(eq(users.id, id))
    expect(row).toMatchObject({ wxOpenid: 'openid-a', wxUnionid: 'unionid-a', wxSessionKey: 'SESSION-KEY-A' })
    const second = await wx(USER_PATHS.wxLogin, 'code-a2')
    expect(second.json().user_core.user_id).toBe(id)
    const [updated] = await t.database.db.select().from(users).where(eq(users.id, id))
    expect(updated.wxSessionKey).toBe('SESSION-KEY-A2')
    for (const path of [USER_PATHS.dataCore, USER_PATHS.dataExtra]) {
      expect((await t.post(path, {}, second.json().access)).body).not.toContain('SESSION-KEY')
    }
  })

  test('unionid-login finds the account another app of the brand created; without a unionid → 422', async () => {
    const [a] = await t.database.db.select().from(users).where(eq(users.wxOpenid, 'openid-a'))
    const res = await wx(USER_PATHS.wxUnionidLogin, 'code-other-app')
    expect(res.statusCode).toBe(200)
    expect(res.json().user_core.user_id).toBe(a.id)
    const none = await wx(USER_PATHS.wxUnionidLogin, 'code-b')
    expect(none.statusCode).toBe(422)
    expect(none.json()).toEqual({ code: 'business_rule', detail: '未获取到微信 UnionID（小程序未绑定开放平台），请使用微信登录' })
  })

  test.each([
    ['invalid', 400, 'wx_invalid_code', '微信登录凭证无效，请重新登录'],
    ['used', 400, 'wx_invalid_code', '微信登录凭证无效，请重新登录'],
    ['frequent', 429, 'throttled', '微信登录过于频繁，请稍后再试'],
    ['risky', 403, 'wx_risky_user', '微信账号存在安全风险，暂时无法登录'],
    ['busy', 503, 'service_unavailable', '微信服务繁忙，请稍后再试'],
    ['strange', 502, 'wx_unavailable', '微信登录失败（99999 something），请稍后再试'],
    ['garbage', 502, 'wx_unavailable', '微信服务暂不可用，请稍后再试']
  ])('WeChat answer %s → %i %s', async (code, status, errorCode, detail) => {
    for (const path of [USER_PATHS.wxCode, USER_PATHS.wxLogin, USER_PATHS.wxUnionidLogin]) {
      const res = await wx(path, code)
      expect([path, res.statusCode, res.json()]).toEqual([path, status, { code: errorCode, detail }])
    }
  })

  test('WeChat unreachable → 502 微信服务暂不可用', async () => {
    const closed = http.createServer()
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve))
    const port = (closed.address() as AddressInfo).port
    await new Promise((resolve) => closed.close(resolve))
    const provider = new HttpWechatProvider({ apiBase: `http://127.0.0.1:${port}`, appId: APP_ID, appSecret: SECRET, timeoutMs: 2000 })
    await expect(provider.code2Session('code-a')).rejects.toMatchObject({ statusCode: 502, code: 'wx_unavailable', detail: '微信服务暂不可用，请稍后再试' })
  })

  test('a WeChat that hangs times out → 502', async () => {
    const hanging = http.createServer(() => undefined)
    await new Promise<void>((resolve) => hanging.listen(0, '127.0.0.1', resolve))
    try {
      const provider = new HttpWechatProvider({
        apiBase: `http://127.0.0.1:${(hanging.address() as AddressInfo).port}`,
        appId: APP_ID,
        appSecret: SECRET,
        timeoutMs: 200
      })
      await expect(provider.code2Session('x')).rejects.toMatchObject({ statusCode: 502 })
    } finally {
      hanging.closeAllConnections()
      await new Promise((resolve) => hanging.close(resolve))
    }
  })

  test('bad input → 400 validation error', async () => {
    expect((await t.post(USER_PATHS.wxLogin, {})).json().fields).toEqual({ code: '此字段为必填项' })
    expect((await t.post(USER_PATHS.wxLogin, { code: 'x'.repeat(300) })).json().fields).toEqual({ code: '长度不能超过 256 个字符' })
  })
})

describe('the development provider (no WX_APP_SECRET)', () => {
  test('maps a code to a stable test openid and warns once', async () => {
    const warnings: string[] = []
    const provider = new DevWechatProvider((m) => warnings.push(m))
    const one = await provider.code2Session('abc')
    expect(one.openid).toMatch(/^dev_[0-9a-f]{16}$/)
    expect((await provider.code2Session('abc')).openid).toBe(one.openid)
    expect((await provider.code2Session('abd')).openid).not.toBe(one.openid)
    expect(warnings).toHaveLength(1)
    expect(warnings[0]).toContain('WX_APP_SECRET')
  })

  test('through the API: the same code logs into the same account', async () => {
    const dev = await accountsApp()
    try {
      const first = await dev.post(USER_PATHS.wxLogin, { code: 'dev-code-1' })
      expect(first.statusCode).toBe(200)
      const second = await dev.post(USER_PATHS.wxLogin, { code: 'dev-code-1' })
      expect(second.json().user_core.user_id).toBe(first.json().user_core.user_id)
      const other = await dev.post(USER_PATHS.wxLogin, { code: 'dev-code-2' })
      expect(other.json().user_core.user_id).not.toBe(first.json().user_core.user_id)
      expect((await dev.post(USER_PATHS.wxUnionidLogin, { code: 'dev-code-1' })).json().user_core.user_id).toBe(first.json().user_core.user_id)
    } finally {
      await dev.close()
    }
  })
})

test('WX_* configuration is validated', () => {
  expect(loadConfig({ WX_APP_ID: APP_ID, WX_APP_SECRET: SECRET, WX_API_BASE: 'http://127.0.0.1:9/' })).toMatchObject({
    wxAppId: APP_ID,
    wxAppSecret: SECRET,
    wxApiBase: 'http://127.0.0.1:9'
  })
  expect(() => loadConfig({ WX_APP_ID: APP_ID })).toThrow(ConfigError)
  expect(() => loadConfig({ WX_APP_SECRET: SECRET })).toThrow(/WX_APP_ID/)
  expect(() => loadConfig({ WX_APP_ID: 'abc', WX_APP_SECRET: SECRET })).toThrow(/WX_APP_ID/)
  expect(() => loadConfig({ WX_APP_ID: APP_ID, WX_APP_SECRET: 'short' })).toThrow(/WX_APP_SECRET/)
  expect(() => loadConfig({ WX_API_BASE: 'ftp://x' })).toThrow(/WX_API_BASE/)
  expect(() => loadConfig({ SERVICE_PHONE: 'call me' })).toThrow(/SERVICE_PHONE/)
  expect(loadConfig({ SERVICE_PHONE: '400-123-4567' }).servicePhone).toBe('400-123-4567')
})
