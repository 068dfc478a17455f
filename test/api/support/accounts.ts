/**
 * Helpers of the accounts tests: an app with a settable clock, an SMS console whose lines are
 * captured (the real ConsoleSmsProvider format), login shortcuts, and a test file's app and members
 * made once for the file (appForFile, appWithMembers).
 */
import fs from 'fs'
import os from 'os'
import path from 'path'
import { eq } from 'drizzle-orm'
import type { LightMyRequestResponse } from 'fastify'
import { CONSOLE_SMS_PATTERN, USER_PATHS, type LoginResponse } from '../../../types/user'
import type { Providers } from '../../../server/services/accounts'
import { users } from '../../../server/db/schema'
import { ConsoleSmsProvider } from '../../../server/sms/provider'
import { freshApp, signedInject, type FreshAppOptions, type TestApp } from '../helpers'

export interface AccountsApp extends TestApp {
  /** Every line the SMS console wrote. */
  smsLines: string[]
  /** The clock of the app (ms); tests move it. */
  clock: { now: number }
  dataDir: string
  lastCode(phone: string): string
  get(url: string, access?: string): Promise<LightMyRequestResponse>
  post(url: string, payload?: object | string, access?: string): Promise<LightMyRequestResponse>
  /** send_code + token/code; moves the clock 61 s first so the resend limit never bites. */
  login(phone: string): Promise<LoginResponse>
}

/** A logged-in user of a test: the access token, id and name. */
export interface Member {
  access: string
  id: number
  name: string
}

/** Logs `phone` in (a new account the first time) as a Member. */
export async function memberOf(t: AccountsApp, phone: string): Promise<Member> {
  const login = await t.login(phone)
  return { access: login.access, id: login.user_core.user_id, name: login.user_core.username }
}

/** Logs `phone` in and makes it a member for 30 days (a member sees every unit of a band, a visitor the first few). */
export async function loginVip(t: AccountsApp, phone: string): Promise<LoginResponse> {
  const login = await t.login(phone)
  await t.database.db
    .update(users)
    .set({ vipDateEnd: new Date(t.clock.now + 30 * 86_400_000) })
    .where(eq(users.id, login.user_core.user_id))
  return login
}

/** Four members (phones `${prefix}1` to `${prefix}4`) and a staff member (`${prefix}9`). */
export async function fourMembersAndStaff(t: AccountsApp, prefix: string): Promise<{ a: Member; b: Member; c: Member; d: Member; staff: Member }> {
  const [a, b, c, d, staff] = await Promise.all(['1', '2', '3', '4', '9'].map((last) => memberOf(t, `${prefix}${last}`)))
  await t.database.db.update(users).set({ isStaff: true }).where(eq(users.id, staff.id))
  return { a, b, c, d, staff }
}

type AppOptions = Parameters<typeof accountsApp>[0]
type MembersAndStaff = Awaited<ReturnType<typeof fourMembersAndStaff>>

/**
 * The accounts app of a test file: made before the file's tests and closed after them (the call,
 * at the file's top level, registers the hooks). The object is filled in by the first beforeAll:
 * read it inside tests and hooks, never while the file loads.
 */
export function appForFile(options?: AppOptions): AccountsApp {
  const t = {} as AccountsApp
  beforeAll(async () => {
    Object.assign(t, await accountsApp(options))
  })
  afterAll(async () => {
    // Absent when the app failed to start: that failure is the one to report.
    if (t.close) await t.close()
  })
  return t
}

/**
 * appForFile with members a, b, c and d and a staff member logged in (fourMembersAndStaff, phones
 * from `prefix`), filled in the same way before the file's tests.
 */
export function appWithMembers(prefix: string, options?: AppOptions): MembersAndStaff & { t: AccountsApp } {
  const t = appForFile(options)
  const members: MembersAndStaff = { a: {} as Member, b: {} as Member, c: {} as Member, d: {} as Member, staff: {} as Member }
  beforeAll(async () => {
    const logged = await fourMembersAndStaff(t, prefix)
    for (const key of ['a', 'b', 'c', 'd', 'staff'] as const) Object.assign(members[key], logged[key])
  })
  return { t, ...members }
}

/** A new member each call, phones counting up from `firstPhone`. */
export function newMembers(t: AccountsApp, firstPhone: number): () => Promise<Member> {
  let phone = firstPhone
  return () => memberOf(t, String(phone++))
}

export async function accountsApp(
  options: { env?: Record<string, string>; providers?: Partial<Providers>; onRoute?: FreshAppOptions['onRoute'] } = {}
): Promise<AccountsApp> {
  const smsLines: string[] = []
  const clock = { now: Date.UTC(2025, 5, 1, 8, 0, 0) }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gaokao-accounts-'))
  const t = await freshApp({
    env: { DATA_DIR: dataDir, ...options.env },
    build: { clock: () => clock.now, providers: { sms: new ConsoleSmsProvider((line) => smsLines.push(line)), ...options.providers } },
    onRoute: options.onRoute
  })
  const auth = (access?: string): Record<string, string> => (access ? { authorization: `Bearer ${access}` } : {})
  const self: AccountsApp = {
    ...t,
    smsLines,
    clock,
    dataDir,
    async close() {
      await t.close()
      fs.rmSync(dataDir, { recursive: true, force: true })
    },
    lastCode(phone) {
      for (let i = smsLines.length - 1; i >= 0; i--) {
        const match = CONSOLE_SMS_PATTERN.exec(smsLines[i])
        if (match && match[1] === phone) return match[2]
      }
      throw new Error(`no code sent to ${phone}`)
    },
    get: (url, access) => signedInject(t.app, { method: 'GET', url, headers: auth(access) }),
    post: (url, payload = {}, access) => signedInject(t.app, { method: 'POST', url, payload, headers: auth(access) }),
    async login(phone) {
      clock.now += 61_000
      const sent = await self.get(`${USER_PATHS.sendCode}?phone=${phone}`)
      if (sent.statusCode !== 200) throw new Error(`send_code ${sent.statusCode} ${sent.body}`)
      const res = await self.post(USER_PATHS.codeLogin, { phone, code: self.lastCode(phone) })
      if (res.statusCode !== 200) throw new Error(`login ${res.statusCode} ${res.body}`)
      return res.json() as LoginResponse
    }
  }
  return self
}
