/**
 * Secrets never logged, phones masked (server/lib/logRedaction.ts, docs/server.md "Logs"): an app
 * whose logger writes into a buffer at the most verbose level (trace) goes through a code login, a
 * password login, signed requests with a token, a refused token, an SMS send, a sandbox payment, a
 * database error quoting a phone, an error quoting a token, and a route that logs its request
 * headers; then the captured lines are scanned (test/support/logLeaks.ts). The console SMS
 * provider's development line is written beside the logs, as on a server's stdout, and is the one
 * line allowed a full number and a code: the test names it and sets it aside.
 */
import fs from 'fs'
import os from 'os'
import path from 'path'
import { sql } from 'drizzle-orm'
import type { FastifyInstance, FastifyPluginAsync } from 'fastify'
import { CONSOLE_SMS_PATTERN, USER_PATHS, type LoginResponse } from '../../types/user'
import { PAY_PATHS, type CreateOrderResponse } from '../../types/payments'
import { maskPhone } from '../../core/phone'
import { buildApp } from '../../server/app'
import { loadConfig } from '../../server/config'
import { apiRoutes } from '../../server/routes'
import { ConsoleSmsProvider } from '../../server/sms/provider'
import { freshDatabase, signedInject } from './helpers'
import { scanLogs } from '../support/logLeaks'

const PHONE_A = '13700003001'
const PHONE_B = '13700003002'
const PASSWORD = 'Gaokao-2026-secret'

/** Probes: a database error quoting a phone, an error quoting a token, a route that logs its headers. */
const probes: FastifyPluginAsync = async (api) => {
  api.get('/probe/db-error/', { config: { signature: false } }, async () => {
    await api.database.db.execute(sql`select ${PHONE_A}::int + ${'x'}::int`)
    return {}
  })
  api.get('/probe/token-error/', { config: { signature: false } }, async (request) => {
    throw new Error(`upstream refused ${String(request.headers.authorization)} for ${PHONE_B}`)
  })
  api.get('/probe/headers/', { config: { signature: false } }, async (request) => {
    request.log.debug({ headers: request.headers, query: request.query }, 'request headers')
    return {}
  })
}

/** Everything the process would have printed: the logger's lines and the SMS console's. */
const out: string[] = []
let app: FastifyInstance
let dispose: () => Promise<void>
let dataDir: string

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gaokao-logs-'))
  const config = loadConfig({ LOG_LEVEL: 'trace', SEED_DEMO: 'false', DATA_DIR: dataDir })
  const db = await freshDatabase()
  dispose = db.dispose
  const options = {
    config,
    database: db.database,
    routes: [...apiRoutes, probes],
    providers: { sms: new ConsoleSmsProvider((line) => out.push(`${line}\n`)) },
    // Beside the SMS console's lines, as on a server's stdout.
    logStream: { write: (line: string) => out.push(line) }
  }
  app = buildApp(options)
  await app.ready()
})
afterAll(async () => {
  await app?.close()
  await dispose?.()
  fs.rmSync(dataDir, { recursive: true, force: true })
})

const bearer = (access: string) => ({ authorization: `Bearer ${access}` })

function codeSentTo(phone: string): string {
  for (const line of [...out].reverse()) {
    const m = CONSOLE_SMS_PATTERN.exec(line)
    if (m && m[1] === phone) return m[2]
  }
  throw new Error(`no code for ${phone}`)
}

async function codeLogin(phone: string): Promise<{ login: LoginResponse; code: string }> {
  const sent = await signedInject(app, { method: 'GET', url: `${USER_PATHS.sendCode}?phone=${phone}` })
  expect(sent.statusCode).toBe(200)
  const code = codeSentTo(phone)
  const res = await signedInject(app, { method: 'POST', url: USER_PATHS.codeLogin, payload: { phone, code } })
  expect(res.statusCode).toBe(200)
  return { login: res.json() as LoginResponse, code }
}

test('a verbose log of logins, signed calls, an SMS, a payment and errors carries no secret and no full phone number', async () => {
  const { login: a, code: codeA } = await codeLogin(PHONE_A)
  const { login: b, code: codeB } = await codeLogin(PHONE_B)
  const known = [a.access, b.access, codeA, codeB, PASSWORD]

  // Signed requests with a token; a wrong code; a password set and used; a token refused.
  expect((await signedInject(app, { method: 'POST', url: USER_PATHS.dataCore, payload: {}, headers: bearer(a.access) })).statusCode).toBe(200)
  expect((await signedInject(app, { method: 'POST', url: USER_PATHS.codeLogin, payload: { phone: PHONE_A, code: '000000' } })).statusCode).toBe(400)
  expect((await signedInject(app, { method: 'POST', url: USER_PATHS.setPassword, payload: { password: PASSWORD }, headers: bearer(a.access) })).statusCode).toBe(200)
  expect((await signedInject(app, { method: 'POST', url: USER_PATHS.passwordLogin, payload: { phone: PHONE_A, password: PASSWORD } })).statusCode).toBe(200)
  const forged = `${a.access.slice(0, -4)}AAAA`
  known.push(forged)
  expect((await signedInject(app, { method: 'POST', url: USER_PATHS.dataCore, payload: {}, headers: bearer(forged) })).statusCode).toBe(401)

  // A sandbox payment: the order, its confirm page (?t=, the page token) and the confirmation.
  const created = await signedInject(app, { method: 'POST', url: PAY_PATHS.orderNew, payload: { trade_type: 'MWEB', order_type: 'v2001' }, headers: bearer(b.access) })
  expect(created.statusCode).toBe(200)
  const page = new URL((created.json() as CreateOrderResponse).sandbox_url!, 'http://localhost')
  const pageToken = page.searchParams.get('t')!
  known.push(pageToken)
  expect((await app.inject({ method: 'GET', url: page.pathname + page.search })).statusCode).toBe(200)
  const confirmed = await app.inject({ method: 'POST', url: page.pathname, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: `t=${pageToken}` })
  expect(confirmed.statusCode).toBe(303)

  // Errors: a failed query quoting a phone, an error quoting the Authorization header; headers logged on purpose.
  expect((await app.inject({ method: 'GET', url: '/api/probe/db-error/' })).statusCode).toBe(500)
  expect((await app.inject({ method: 'GET', url: '/api/probe/token-error/', headers: bearer(b.access) })).statusCode).toBe(500)
  const headers = await signedInject(app, { method: 'GET', url: `/api/probe/headers/?phone=${PHONE_B}&code=${codeB}`, headers: bearer(b.access) })
  expect(headers.statusCode).toBe(200)
  known.push(String(headers.raw.req.headers['x-sign']))

  const scan = scanLogs(out.join(''), known)
  expect(scan.leaks).toEqual([])

  // The development SMS line is the only place the number and the code appear, and it is not a log line.
  expect(scan.smsLines).toHaveLength(2)
  for (const line of scan.smsLines) expect(line.startsWith('{')).toBe(false)

  // The log did see all of it (an empty or silent log would pass the scan): masked, redacted, present.
  const text = scan.logLines.join('\n')
  expect(text).toContain(`${USER_PATHS.sendCode}?phone=${maskPhone(PHONE_A)}`)
  expect(text).toContain('"authorization":"[redacted]"')
  expect(text).toContain('"x-sign":"[redacted]"')
  expect(text).toContain(`code=[redacted]`)
  expect(text).toContain('?t=[redacted]')
  expect(text).toContain('payment notification')
  expect(text).toContain('unhandled error')
  expect(text).toContain(maskPhone(PHONE_B))
  expect(scan.logLines.some((l) => /"level":20/.test(l))).toBe(true)
})
