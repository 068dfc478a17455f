import { eq } from 'drizzle-orm'
import { smsCodes, users } from '../../server/db/schema'
import { ConsoleSmsProvider } from '../../server/sms/provider'
import { CONSOLE_SMS_PATTERN, USER_PATHS } from '../../types/user'
import { accountsApp, type AccountsApp } from './support/accounts'

let t: AccountsApp
beforeAll(async () => {
  t = await accountsApp()
})
afterAll(() => t.close())

const send = (phone: string, extra = '') => t.get(`${USER_PATHS.sendCode}?phone=${phone}${extra}`)
const codeLogin = (phone: string, code: string) => t.post(USER_PATHS.codeLogin, { phone, code })
/** A code different from `code`. */
const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0')

describe('GET /api/user/send_code/', () => {
  test('sends a six-digit code through the console provider, never in the answer', async () => {
    const res = await send('13800138000')
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ resend_after: 60, expires_in: 300 })
    const line = t.smsLines.at(-1)!
    expect(line).toMatch(/^\[sms\] phone=13800138000 code=\d{6}$/)
    const code = CONSOLE_SMS_PATTERN.exec(line)![2]
    expect(res.body).not.toContain(code)
    // Only a hash is stored.
    const [row] = await t.database.db.select().from(smsCodes).where(eq(smsCodes.phone, '13800138000'))
    expect(row.codeHash).not.toContain(code)
    expect(row.purpose).toBe('login')
  })

  test('the default console provider writes exactly one line to stdout', async () => {
    const spy = jest.spyOn(process.stdout, 'write').mockImplementation(() => true)
    try {
      await new ConsoleSmsProvider().send('13900139000', '012345')
      expect(spy).toHaveBeenCalledTimes(1)
      expect(spy.mock.calls[0][0]).toBe('[sms] phone=13900139000 code=012345\n')
    } finally {
      spy.mockRestore()
    }
  })

  test('a bad phone is a 400 validation error in Chinese', async () => {
    for (const phone of ['12800138000', '1380013800', '138001380001', 'abc']) {
      const res = await send(phone)
      expect(res.statusCode).toBe(400)
      expect(res.json()).toEqual({ code: 'validation_error', detail: '请输入正确的手机号', fields: { phone: '请输入正确的手机号' } })
    }
    const missing = await t.get(USER_PATHS.sendCode)
    expect(missing.statusCode).toBe(400)
    expect(missing.json().fields).toEqual({ phone: '此字段为必填项' })
    expect((await send('13800138001', '&purpose=other')).statusCode).toBe(400)
    expect((await send('13800138001', '&x=1')).json().fields).toEqual({ x: '不允许的字段' })
  })

  test('a second request within 60 s → 429 throttled with the seconds left; after 60 s it works', async () => {
    const phone = '13700000001'
    expect((await send(phone)).statusCode).toBe(200)
    t.clock.now += 20_000
    const res = await send(phone)
    expect(res.statusCode).toBe(429)
    expect(res.json()).toEqual({ code: 'throttled', detail: '发送过于频繁，请 40 秒后再试' })
    // Also for another purpose: the limit is per phone.
    expect((await send(phone, '&purpose=rebind')).statusCode).toBe(429)
    t.clock.now += 40_000
    expect((await send(phone)).statusCode).toBe(200)
  })

  test('the 11th send within a rolling day → 429; a day after the first it works again', async () => {
    const phone = '13700000002'
    const start = t.clock.now
    for (let i = 0; i < 10; i++) {
      expect((await send(phone)).statusCode).toBe(200)
      t.clock.now += 61_000
    }
    const res = await send(phone)
    expect(res.statusCode).toBe(429)
    expect(res.json()).toEqual({ code: 'throttled', detail: '今日验证码发送次数已用完，请明天再试' })
    t.clock.now = start + 24 * 3600_000 + 1000
    expect((await send(phone)).statusCode).toBe(200)
  })
})

describe('POST /api/user/token/code/', () => {
  test('first login creates the user, the second logs into the same one', async () => {
    const phone = '13800138111'
    const first = await t.login(phone)
    expect(first.access).toEqual(expect.any(String))
    expect(first.user_core).toMatchObject({
      phone_number: phone,
      username: '用户8111',
      avatarUrl: '',
      identity: 'high_school',
      subjects: [],
      max_cloud_space: 10737418240
    })
    const second = await t.login(phone)
    expect(second.user_core.user_id).toBe(first.user_core.user_id)
    expect(await t.database.db.select().from(users).where(eq(users.phone, phone))).toHaveLength(1)
    // Login answers never carry a code.
    expect(JSON.stringify(second)).not.toContain(t.lastCode(phone))
  })

  test('a wrong code → 400 invalid_code; the right one still works afterwards; a code is single-use', async () => {
    const phone = '13800138222'
    t.clock.now += 61_000
    await send(phone)
    const code = t.lastCode(phone)
    const bad = await codeLogin(phone, wrong(code))
    expect(bad.statusCode).toBe(400)
    expect(bad.json()).toEqual({ code: 'invalid_code', detail: '验证码错误' })
    expect((await codeLogin(phone, code)).statusCode).toBe(200)
    const again = await codeLogin(phone, code)
    expect(again.statusCode).toBe(400)
    expect(again.json()).toEqual({ code: 'code_expired', detail: '验证码已过期，请重新获取' })
  })

  test('no code sent → 400 code_expired', async () => {
    const res = await codeLogin('13800138333', '123456')
    expect(res.statusCode).toBe(400)
    expect(res.json().code).toBe('code_expired')
  })

  test('a code older than 5 minutes → 400 code_expired', async () => {
    const phone = '13800138444'
    t.clock.now += 61_000
    await send(phone)
    const code = t.lastCode(phone)
    t.clock.now += 5 * 60_000 + 1
    const res = await codeLogin(phone, code)
    expect(res.statusCode).toBe(400)
    expect(res.json()).toEqual({ code: 'code_expired', detail: '验证码已过期，请重新获取' })
  })

  test('a code just under 5 minutes old still works', async () => {
    const phone = '13800138445'
    t.clock.now += 61_000
    await send(phone)
    t.clock.now += 5 * 60_000 - 1000
    expect((await codeLogin(phone, t.lastCode(phone))).statusCode).toBe(200)
  })

  test('5 tries: after 5 wrong codes the 6th attempt fails even with the right code, and the code is burnt', async () => {
    const phone = '13800138555'
    t.clock.now += 61_000
    await send(phone)
    const code = t.lastCode(phone)
    for (let i = 0; i < 5; i++) expect((await codeLogin(phone, wrong(code))).json().code).toBe('invalid_code')
    const sixth = await codeLogin(phone, code)
    expect(sixth.statusCode).toBe(400)
    expect(sixth.json()).toEqual({ code: 'code_attempts_exceeded', detail: '验证码错误次数过多，请重新获取' })
    expect((await codeLogin(phone, code)).json().code).toBe('code_expired')
  })

  test('the 5th try may be the right one', async () => {
    const phone = '13800138556'
    t.clock.now += 61_000
    await send(phone)
    const code = t.lastCode(phone)
    for (let i = 0; i < 4; i++) await codeLogin(phone, wrong(code))
    expect((await codeLogin(phone, code)).statusCode).toBe(200)
  })

  test('a new code replaces the old one', async () => {
    const phone = '13800138666'
    t.clock.now += 61_000
    await send(phone)
    const old = t.lastCode(phone)
    t.clock.now += 61_000
    await send(phone)
    const fresh = t.lastCode(phone)
    if (old !== fresh) expect((await codeLogin(phone, old)).json().code).toBe('invalid_code')
    expect((await codeLogin(phone, fresh)).statusCode).toBe(200)
  })

  test('bad input → 400 validation errors in Chinese', async () => {
    expect((await codeLogin('13800138000', '12345')).json()).toEqual({ code: 'validation_error', detail: '验证码应为 6 位数字', fields: { code: '验证码应为 6 位数字' } })
    expect((await codeLogin('2380013800', '123456')).json().fields).toEqual({ phone: '请输入正确的手机号' })
    const res = await t.post(USER_PATHS.codeLogin, { phone: 13800138000, extra: 1 })
    expect(res.statusCode).toBe(400)
    expect(res.json().fields).toEqual({ phone: '类型应为字符串', code: '此字段为必填项', extra: '不允许的字段' })
    expect((await t.post(USER_PATHS.codeLogin, '{bad')).json().code).toBe('bad_request')
  })
})
