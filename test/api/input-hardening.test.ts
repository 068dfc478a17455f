/**
 * Input hardening (issue 29), on every route the OpenAPI document lists, as a logged-in user (staff
 * on /api/admin/), signed as the app signs:
 * - oversized bodies: one byte over the route's body limit is 413 `payload_too_large` in the
 *   catalogue's shape, exactly at the limit it is not (so the limit is the route's, not a guess);
 *   a chunked body with no Content-Length over real HTTP is cut the same way; a cloud PUT one byte
 *   over its grant is 413;
 * - deep (10,000 nested arrays or objects) and wide (50,000 keys, 100,000 items) JSON bodies: a
 *   catalogue 4xx, no stack overflow, never a 5xx;
 * - SQL metacharacters in every string query parameter and body field: never a 5xx, the tables
 *   still there, and LIKE searches that find `%`, `_` and `\` as themselves;
 * - HTML and script in every free-text field: never a 5xx, never answered escaped or stripped, and
 *   stored in the database as sent (every text column is read back);
 * - path traversal (`../`, `..\`, absolute paths, NUL, %2e%2e) in cloud file and folder names,
 *   storage keys and part numbers, and the static file routes (/h5/, /admin/): names stored as plain
 *   text, nothing read or written outside the data directory.
 * INPUT_REPORT names a JSON file the counts are written to (scripts/reliability/input.ts).
 */
import fs from 'fs'
import http from 'http'
import os from 'os'
import path from 'path'
import type { AddressInfo } from 'net'
import { eq, sql, type SQL } from 'drizzle-orm'
import fc from 'fast-check'
import type { LightMyRequestResponse, RouteOptions } from 'fastify'
import { nextTimestamp, signRequest } from '../../core/sign'
import { SIGN_HEADER_SIGN, SIGN_HEADER_TS } from '../../types/api'
import { CLOUD_PATHS, type CloudEntry, type CloudEntryPage } from '../../types/cloud'
import { users } from '../../server/db/schema'
import { contains, startsWith } from '../../server/lib/likePattern'
import { issueAccessToken } from '../../server/plugins/auth'
import { CATALOGUE_STATUSES } from '../reliability/fuzzRoutes'
import { operationsOf, validValue, type JsonSchema, type Operation } from '../support/fuzzRequests'
import { cloudClient, uploadFile, type StorageApp } from './support/cloudStorage'
import { appForFile, memberOf, type Member } from './support/accounts'
import { forumClient, ok, postUrl } from './support/forum'

/** INPUT_FULL=1 (npm run reliability): every case on every route; CI tries the costly ones on a sample. */
const FULL = process.env.INPUT_FULL === '1'
/** The budget of a test that loops over the routes: a full run signs and sends megabytes per route. */
const LOOP_MS = FULL ? 600_000 : 30_000

/** Per route ("METHOD /api/x/:id/"), the body limit it declares; the rest have the app's. */
const bodyLimits = new Map<string, number>()
const recordLimit = (route: RouteOptions) => {
  if (route.bodyLimit) for (const method of [route.method].flat()) bodyLimits.set(`${method} ${route.url}`, route.bodyLimit)
}

// The static routes read an H5 and a console build beside a file they must never serve.
const siteDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gaokao-input-site-'))
const SECRET_MARKER = `secret-${process.pid}-${Date.now()}`
for (const app of ['h5', 'admin']) {
  fs.mkdirSync(path.join(siteDir, app))
  fs.writeFileSync(path.join(siteDir, app, 'index.html'), `<!doctype html><title>${app}</title>`)
}
fs.writeFileSync(path.join(siteDir, 'secret.txt'), SECRET_MARKER)

const t = appForFile({ env: { RATE_LIMITS: 'off', H5_DIR: path.join(siteDir, 'h5') }, onRoute: recordLimit })
const storage = () => ({ ...t, kind: 'local' }) as StorageApp
const cloud = cloudClient(storage)
afterAll(() => fs.rmSync(siteDir, { recursive: true, force: true }))

const PHONES = { user: '13929000201', staff: '13929000209' }
const members: Record<'user' | 'staff', Member> = { user: {} as Member, staff: {} as Member }
let ops: Operation[] = []

/** Routes a generated request must not call: they end the member's session or account. */
const ENDS_SESSION = /logout|\/user\/delete|rebind|password/
/** The local store's own PUT URLs stream the body to disk against their grant: tested with a grant below. */
const STREAMED = /^\/api\/storage\/cloud\//

/** Counts per kind of input case, for the report. */
const report: Record<string, { requests: number; routes: number; fives: number; note?: string }> = {}
function count(kind: string, requests: number, routes: number, fives: number, note?: string) {
  report[kind] = { requests, routes, fives, ...(note ? { note } : {}) }
}

async function logIn(role: 'user' | 'staff'): Promise<void> {
  const [row] = members[role].id ? await t.database.db.select().from(users).where(eq(users.id, members[role].id)) : []
  if (!row || row.phone !== PHONES[role]) Object.assign(members[role], await memberOf(t, PHONES[role]))
  await t.database.db
    .update(users)
    .set({ isStaff: role === 'staff' })
    .where(eq(users.id, members[role].id))
  const [fresh] = await t.database.db.select().from(users).where(eq(users.id, members[role].id))
  members[role].access = await issueAccessToken(t.config, fresh)
}

beforeAll(async () => {
  await logIn('user')
  await logIn('staff')
  ops = operationsOf((await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json()).filter((op) => !ENDS_SESSION.test(op.path))
})

const roleOf = (op: Pick<Operation, 'path'>) => (op.path.startsWith('/api/admin/') ? 'staff' : 'user')
const routeOf = (op: Operation) => `${op.method} ${op.path}`

interface Sent {
  method: Operation['method']
  url: string
  body?: Buffer | string
  contentType?: string
  role?: 'user' | 'staff'
  /** Signed as if it had no body. */
  signedAsEmpty?: boolean
}

/** Sends signed as the app signs (a JSON body is signed as its text, any other as empty); a fuzzed route that ended a session is logged in again. */
async function send(request: Sent): Promise<LightMyRequestResponse> {
  const attempt = () => {
    const ts = nextTimestamp()
    const signed = request.contentType === 'application/json' && request.body !== undefined && !request.signedAsEmpty ? request.body.toString() : ''
    const headers: Record<string, string> = {
      [SIGN_HEADER_TS]: ts,
      [SIGN_HEADER_SIGN]: signRequest(t.config.signKeys, ts, request.method, signed, request.url)
    }
    if (request.contentType) headers['content-type'] = request.contentType
    if (request.role) headers.authorization = `Bearer ${members[request.role].access}`
    return t.app.inject({ method: request.method, url: request.url, headers, ...(request.body !== undefined ? { payload: request.body } : {}) })
  }
  const res = await attempt()
  if (res.statusCode !== 401 || !request.role) return res
  await logIn(request.role)
  return attempt()
}

/** The rows of a query on the test's database. */
const rowsOf = async <T>(query: SQL): Promise<T[]> => ((await t.database.db.execute(query)) as unknown as { rows: T[] }).rows

/** What is wrong with an answer: a 5xx, or an error outside the catalogue or its shape. */
function problemOf(res: LightMyRequestResponse): string | null {
  if (res.statusCode >= 500) return `${res.statusCode} ${res.body.slice(0, 160)}`
  if (res.statusCode < 400) return null
  if (!CATALOGUE_STATUSES.has(res.statusCode)) return `status ${res.statusCode} is not in the catalogue`
  let body: { detail?: unknown; code?: unknown } | null
  try {
    body = JSON.parse(res.body) as { detail?: unknown; code?: unknown } | null
  } catch {
    body = null
  }
  if (typeof body?.detail !== 'string' || typeof body.code !== 'string') return `${res.statusCode} without {detail, code}: ${res.body.slice(0, 160)}`
  return null
}

/** Characters the fuzzer's valid strings may hold that the server refuses anyway (NUL, lone surrogates…): a sample without them gets further. */
// eslint-disable-next-line no-control-regex -- controls and NUL are what a sample must not hold
const ODD = /[\u0000-\u001f\u007f\ud800-\udfff\ufeff\ufffe\uffff\u200b-\u200f\u2028\u202e]|\\u[dD][89a-fA-F]/

/** A deterministic valid value of a schema (the fuzzer's generators), the first of its samples with no odd character. */
function sampleOf(schema: JsonSchema, seed: number): unknown {
  const samples = fc.sample(validValue(schema), { seed, numRuns: 30 })
  return samples.find((value) => !ODD.test(JSON.stringify(value) ?? '')) ?? samples[0]
}
const pathOf = (op: Operation, values: Record<string, unknown> = {}) =>
  op.path.replace(/\{([^}]+)\}/g, (_m, name: string) => encode(values[name] ?? sampleOf(op.pathParams.find((p) => p.name === name)?.schema ?? {}, 1) ?? 1) || '1')
/** A sample as URL text (a lone surrogate, which no URL can carry, as x). */
const encode = (value: unknown) => encodeURIComponent(String(value).replace(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, 'x'))
const isJson = (op: Operation) => op.body?.contentType === 'application/json'
const typesOf = (schema: JsonSchema) => (Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [])
const fives = (answers: LightMyRequestResponse[]) => answers.filter((res) => res.statusCode >= 500).length

// ---- oversized bodies ----------------------------------------------------------------------

const bodies = new Map<string, Buffer>()
/** The content type a body of the route is sent as. */
const kindOf = (op: Operation) =>
  op.body!.contentType === 'application/json' || op.body!.contentType === 'application/x-www-form-urlencoded' ? op.body!.contentType : 'application/octet-stream'

/** `size` bytes of a body of the route's kind: a JSON object, a form, raw bytes (made once per kind and size). */
function bodyOfSize(op: Operation, size: number): { body: Buffer; contentType: string } {
  const contentType = kindOf(op)
  const key = `${contentType} ${size}`
  if (!bodies.has(key)) {
    if (contentType === 'application/json') bodies.set(key, Buffer.from(`{"x":"${'a'.repeat(size - 8)}"}`))
    else if (contentType === 'application/x-www-form-urlencoded') bodies.set(key, Buffer.from(`x=${'a'.repeat(size - 2)}`))
    else bodies.set(key, Buffer.alloc(size, 0x61))
  }
  return { body: bodies.get(key)!, contentType }
}

test(
  'every body-taking route: one byte over its limit is 413 in the catalogue shape, at the limit it is not',
  async () => {
    const defaultLimit = t.app.initialConfig.bodyLimit!
    const problems: string[] = []
    const answers: LightMyRequestResponse[] = []
    const routes = ops.filter((op) => op.body && !STREAMED.test(op.path))
    // At the limit the whole body is read and parsed: in CI once per content type and on every route with a limit of its own.
    const atLimitSeen = new Set<string>()
    for (const op of routes) {
      const own = bodyLimits.get(`${op.method} ${op.path.replace(/\{([^}]+)\}/g, ':$1')}`)
      const limit = own ?? defaultLimit
      const url = pathOf(op)
      // Refused while it is read, before the signature is checked: signed as empty, since signing a megabyte costs 30 ms.
      const over = await send({ method: op.method, url, ...bodyOfSize(op, limit + 1), role: roleOf(op), signedAsEmpty: true })
      answers.push(over)
      if (over.statusCode !== 413 || over.json().code !== 'payload_too_large' || over.json().detail !== '请求内容过大')
        problems.push(`${routeOf(op)} over ${limit}: ${over.statusCode} ${over.body.slice(0, 100)}`)
      const kind = kindOf(op)
      if (!FULL && !own && atLimitSeen.has(kind)) continue
      atLimitSeen.add(kind)
      const at = await send({ method: op.method, url, ...bodyOfSize(op, limit), role: roleOf(op) })
      answers.push(at)
      const atProblem = at.statusCode === 413 ? '413 at the limit' : problemOf(at)
      if (atProblem) problems.push(`${routeOf(op)} at ${limit}: ${atProblem}`)
    }
    expect(problems).toEqual([])
    expect(routes.length).toBeGreaterThan(100)
    // The uploads' own limits are among them: the avatar and forum upload (10 MB) and the import (2 × 16 MB).
    expect([...bodyLimits.values()].length).toBeGreaterThanOrEqual(2)
    count('oversized body (at and over each route limit)', answers.length, routes.length, fives(answers))
  },
  LOOP_MS
)

test('over real HTTP, a chunked body with no Content-Length is cut at the limit: 413, no hang', async () => {
  const server = http.createServer((req, res) => t.app.routing(req, res))
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  try {
    const { port } = server.address() as AddressInfo
    const ts = nextTimestamp()
    const url = CLOUD_PATHS.folders
    const status = await new Promise<number>((resolve, reject) => {
      const req = http.request(
        {
          port,
          method: 'POST',
          path: url,
          headers: {
            'content-type': 'application/json',
            'transfer-encoding': 'chunked',
            [SIGN_HEADER_TS]: ts,
            [SIGN_HEADER_SIGN]: signRequest(t.config.signKeys, ts, 'POST', '', url),
            authorization: `Bearer ${members.user.access}`
          }
        },
        (res) => {
          res.resume()
          resolve(res.statusCode ?? 0)
        }
      )
      req.on('error', (error) => (/EPIPE|ECONNRESET/.test(String(error)) ? undefined : reject(error)))
      req.setTimeout(10_000, () => reject(new Error('no answer in 10 s')))
      const chunk = Buffer.alloc(64 * 1024, 0x61)
      req.write('{"name":"')
      // Two MiB, well past the 1 MiB limit: the server answers before the end.
      for (let i = 0; i < 32; i++) req.write(chunk)
      req.end('"}')
    })
    expect(status).toBe(413)
  } finally {
    server.closeAllConnections()
    await new Promise((resolve) => server.close(resolve))
  }
})

test('a cloud PUT one byte over its grant is 413, and the exact bytes then complete', async () => {
  const who = members.user
  const bytes = Buffer.from('grant of ten')
  const grant = ok<{ upload: { url: string; id: number } }>(await cloud.grantOf(who, 'limit.txt', bytes), 201).upload
  const over = await t.app.inject({
    method: 'PUT',
    url: grant.url,
    payload: Buffer.concat([bytes, Buffer.from('!')]),
    headers: { 'content-type': 'application/octet-stream' }
  })
  expect(over.statusCode).toBe(413)
  expect(over.json()).toMatchObject({ code: 'payload_too_large', detail: expect.any(String) })
  expect((await t.app.inject({ method: 'PUT', url: grant.url, payload: bytes, headers: { 'content-type': 'application/octet-stream' } })).statusCode).toBe(200)
  expect(ok<CloudEntry>(await cloud.complete(who, grant.id), 201).size).toBe(bytes.length)
})

// ---- deep and wide JSON --------------------------------------------------------------------

const DEPTH = 10_000
const SHAPES: [string, string][] = [
  ['deep arrays', `${'['.repeat(DEPTH)}${']'.repeat(DEPTH)}`],
  ['deep objects', `${'{"a":'.repeat(DEPTH)}1${'}'.repeat(DEPTH)}`],
  ['wide object', `{${Array.from({ length: 50_000 }, (_, i) => `"k${i}":${i}`).join(',')}}`],
  ['wide array', `[${Array.from({ length: 100_000 }, () => '0').join(',')}]`]
]

/** The places of a body schema that take any JSON (no type, or an object of any keys): a deep value is placed there too. */
function openSlots(schema: JsonSchema, at: string[] = [], depth = 0): string[][] {
  if (depth > 4) return []
  const open = typesOf(schema).length === 0 && !schema.anyOf && !schema.oneOf && !schema.enum
  const anyKeys = typesOf(schema).includes('object') && !schema.properties && schema.additionalProperties !== false
  const here = at.length > 0 && (open || anyKeys) ? [at] : []
  const inner = Object.entries(schema.properties ?? {}).flatMap(([key, sub]) => openSlots(sub, [...at, key], depth + 1))
  return [...here, ...inner, ...(schema.anyOf ?? schema.oneOf ?? []).flatMap((b) => openSlots(b, at, depth + 1))]
}

function placed(value: unknown, at: string[], text: string): string {
  const marker = '"\u0000deep\u0000"'
  const set = (target: unknown, keys: string[]): unknown => {
    if (keys.length === 0) return '\u0000deep\u0000'
    const copy = target && typeof target === 'object' && !Array.isArray(target) ? { ...(target as object) } : {}
    ;(copy as Record<string, unknown>)[keys[0]] = set((copy as Record<string, unknown>)[keys[0]], keys.slice(1))
    return copy
  }
  return JSON.stringify(set(value, at)).replace(marker, text)
}

test(
  'deep and wide JSON, as the whole body and in every field that takes any JSON: a catalogue 4xx, never a 5xx',
  async () => {
    const problems: string[] = []
    const answers: LightMyRequestResponse[] = []
    const routes = ops.filter(isJson)
    let inFields = 0
    const methodsSeen = new Set<string>()
    for (const op of routes) {
      const url = pathOf(op)
      // The whole-body shapes meet the one JSON parser and a type check at the root: in CI once per method.
      const whole = FULL || !methodsSeen.has(op.method)
      methodsSeen.add(op.method)
      const bodies = whole ? SHAPES.map(([shape, text]) => ({ shape, text })) : []
      for (const slot of openSlots(op.body!.schema)) {
        inFields++
        bodies.push({ shape: `deep arrays at ${slot.join('.')}`, text: placed(sampleOf(op.body!.schema, 29), slot, SHAPES[0][1] as string) })
      }
      for (const { shape, text } of bodies) {
        const res = await send({ method: op.method, url, body: text, contentType: 'application/json', role: roleOf(op) })
        answers.push(res)
        const problem = problemOf(res) ?? (res.statusCode < 400 && shape.startsWith('deep arrays') && !shape.includes(' at ') ? `${res.statusCode}: accepted` : null)
        if (problem) problems.push(`${routeOf(op)} ${shape}: ${problem}`)
      }
    }
    expect(problems).toEqual([])
    count('deep and wide JSON', answers.length, routes.length, fives(answers), `${inFields} fields that take any JSON also got a 10,000-deep value`)
  },
  LOOP_MS
)

// ---- strings placed in every field: SQL metacharacters, HTML and script ---------------------

/** A free-text string field: not an enum, a pattern, a format or a number in disguise. */
const isFreeText = (schema: JsonSchema, value: string) =>
  typesOf(schema).includes('string') &&
  !schema.enum &&
  !schema.pattern &&
  !schema.format &&
  (schema.maxLength ?? Infinity) >= [...value].length &&
  (schema.minLength ?? 0) <= [...value].length

/** `value` with every free-text field of `schema` (to 4 levels) set to `text`; how many were set. */
function withText(schema: JsonSchema, value: unknown, text: string, depth = 0): { value: unknown; set: number } {
  if (depth > 4) return { value, set: 0 }
  const branch = (schema.anyOf ?? schema.oneOf)?.find((b) => !typesOf(b).includes('null') && b.type !== undefined) ?? schema
  if (isFreeText(branch, text)) return { value: text, set: 1 }
  if (branch.properties && value && typeof value === 'object' && !Array.isArray(value)) {
    const out: Record<string, unknown> = { ...(value as object) }
    let set = 0
    for (const [key, sub] of Object.entries(branch.properties)) {
      const required = branch.required?.includes(key)
      // Optional text fields are filled in too: each is a field someone may send.
      const current = key in out ? out[key] : typesOf(sub).includes('string') || required ? '' : undefined
      if (current === undefined) continue
      const next = withText(sub, current, text, depth + 1)
      if (next.set) {
        out[key] = next.value
        set += next.set
      }
    }
    return { value: out, set }
  }
  if (branch.items && Array.isArray(value) && value.length) {
    const next = withText(branch.items, value[0], text, depth + 1)
    return { value: [next.value, ...value.slice(1)], set: next.set }
  }
  return { value, set: 0 }
}

/** A request of `op` with every free-text query parameter and body field set to `text` (null: none to set). */
function requestWithText(op: Operation, text: string, seed: number): Sent | null {
  let set = 0
  const pairs: string[] = []
  for (const p of op.query) {
    if (isFreeText(p.schema, text)) {
      pairs.push(`${encodeURIComponent(p.name)}=${encodeURIComponent(text)}`)
      set++
    } else if (p.required) pairs.push(`${encodeURIComponent(p.name)}=${encode(sampleOf(p.schema, seed))}`)
  }
  const textParams = Object.fromEntries(op.pathParams.filter((p) => isFreeText(p.schema, text)).map((p) => [p.name, text]))
  set += Object.keys(textParams).length
  let body: string | undefined
  if (isJson(op)) {
    const next = withText(op.body!.schema, sampleOf(op.body!.schema, seed), text)
    set += next.set
    body = JSON.stringify(next.value) ?? '{}'
  }
  if (set === 0) return null
  return {
    method: op.method,
    url: `${pathOf(op, textParams)}${pairs.length ? `?${pairs.join('&')}` : ''}`,
    body,
    contentType: body === undefined ? undefined : 'application/json',
    role: roleOf(op)
  }
}

/** All of them in one text first, for the fields long enough; CI sends each field the first that fits. */
const SQL_TEXTS = ['\' OR 1=1 -- %_\\ "; DROP TABLE users; --', "' OR 1=1 --", '%_\\', '"; DROP TABLE users; --', "'); DELETE FROM cloud_entries; --"]
/** HTML and script, longest first: a route is sent the next when its rules refuse the longer (a name of at most 20 characters). */
const HTML_TEXTS = ['<script>alert("x")</script><img src=x onerror=alert(1)>', '<script>alert(1)</script>', '<b onclick=a()>', '<i>x</i>']

test(
  'SQL metacharacters in every string query parameter and body field: never a 5xx, every table still there',
  async () => {
    const problems: string[] = []
    const answers: LightMyRequestResponse[] = []
    const routes = new Set<string>()
    for (const op of ops.filter((o) => !STREAMED.test(o.path))) {
      for (const [i, text] of SQL_TEXTS.entries()) {
        const request = requestWithText(op, text, i + 1)
        if (!request) continue
        routes.add(routeOf(op))
        const res = await send(request)
        answers.push(res)
        const problem = problemOf(res)
        if (problem) problems.push(`${routeOf(op)} ${JSON.stringify(text)}: ${problem}`)
        if (!FULL) break
      }
    }
    expect(problems).toEqual([])
    expect(routes.size).toBeGreaterThan(60)
    const [{ n }] = await rowsOf<{ n: number }>(sql`select count(*)::int as n from users`)
    expect(n).toBeGreaterThanOrEqual(2)
    count('SQL metacharacters', answers.length, routes.size, fives(answers))
  },
  LOOP_MS
)

test('LIKE searches find % and _ as themselves; the pattern helper escapes \\ too, as PostgreSQL reads it', async () => {
  const who = await memberOf(t, '13929000203')
  // Cloud names may not hold \ (a file-name rule): it is checked on the database itself below.
  for (const name of ['100%纯', '100x纯', 'a_b', 'axb']) ok(await cloud.send('POST', CLOUD_PATHS.folders, who.access, { name, parent_id: null }), 201)
  const found = async (q: string) =>
    ok<CloudEntryPage>(await cloud.send('GET', `${CLOUD_PATHS.search}?q=${encodeURIComponent(q)}`, who.access)).results.map((e) => e.name)
  expect(await found('%')).toEqual(['100%纯'])
  expect(await found('_')).toEqual(['a_b'])
  expect(await found('%纯')).toEqual(['100%纯'])
  const matches = async (text: string, q: string) =>
    (await rowsOf<{ m: boolean; s: boolean }>(sql`select ${text} like ${contains(q)} as m, ${text} like ${startsWith(q)} as s`))[0]
  expect(await matches('c\\d', '\\')).toEqual({ m: true, s: false })
  expect(await matches('cd', '\\')).toEqual({ m: false, s: false })
  expect(await matches('\\%_x', '\\%_')).toEqual({ m: true, s: true })
  expect(await matches('a%_x', '\\%_')).toEqual({ m: false, s: false })
})

/** Every text column of every table, as `table.column`, with the values holding `needle`. */
async function storedWith(needle: string): Promise<{ column: string; value: string }[]> {
  const columns = await rowsOf<{ t: string; c: string }>(
    sql`select table_name as t, column_name as c from information_schema.columns where table_schema = 'public' and data_type in ('text', 'character varying', 'jsonb', 'json', 'ARRAY')`
  )
  const found: { column: string; value: string }[] = []
  for (const { t: table, c: column } of columns) {
    // Identifiers read from the catalogue, quoted: the one place a query names them from data.
    const rows = await rowsOf<{ v: string }>(sql.raw(`select "${column}"::text as v from "${table}" where "${column}"::text like '%${needle}%'`))
    for (const row of rows) found.push({ column: `${table}.${column}`, value: row.v })
  }
  return found
}

test(
  'HTML and script in every free-text field: never a 5xx, never answered escaped or stripped, stored as sent',
  async () => {
    const problems: string[] = []
    const answers: LightMyRequestResponse[] = []
    const routes = new Set<string>()
    for (const op of ops.filter((o) => !STREAMED.test(o.path) && o.method !== 'GET')) {
      for (const [i, text] of HTML_TEXTS.entries()) {
        const request = requestWithText(op, text, i + 11)
        if (!request) continue
        routes.add(routeOf(op))
        const res = await send(request)
        answers.push(res)
        const problem = problemOf(res)
        if (problem) problems.push(`${routeOf(op)} ${text}: ${problem}`)
        // An answer that shows the text shows all of it, as sent: not &lt;-escaped, not stripped to its words.
        if (res.statusCode < 300 && /&lt;(script|img|b |i>)/.test(res.body)) problems.push(`${routeOf(op)} answered the text changed: ${res.body.slice(0, 200)}`)
        if (res.statusCode !== 400) break
      }
    }
    expect(problems).toEqual([])
    // Read back from the database: every stored value holding the script holds it whole.
    const stored = await storedWith('alert(')
    const changed = stored.filter(({ value }) => !HTML_TEXTS.some((text) => value.includes(text.replace(/"/g, '\\"')) || value.includes(text)))
    expect(changed).toEqual([])
    expect(await storedWith('&lt;')).toEqual([])
    const columns = new Set(stored.map((s) => s.column))
    // Enough routes took the text for the read-back to mean something (nickname, feedback, shares, check-ins, schools…);
    // most others refuse a generated body for its ids or rules before any text is stored.
    expect(columns.size).toBeGreaterThanOrEqual(4)
    count('HTML and script', answers.length, routes.size, fives(answers), `stored unchanged in ${columns.size} columns`)
  },
  LOOP_MS
)

test('round trips of markup through a post and an answer people read: returned exactly as sent', async () => {
  const who = await memberOf(t, '13929000204')
  const forum = forumClient(() => t)
  const title = '<script>alert(1)</script>'
  const body = '<img src=x onerror=alert(1)> & <b>粗体</b> &lt;已转义&gt;'
  const post = await forum.ask(who, { title, body })
  expect(post).toMatchObject({ title, body })
  expect(ok<{ title: string; body: string }>(await forum.send('GET', postUrl(post.id), who.access))).toMatchObject({ title, body })
  const answer = ok<{ body: string }>(await forum.answer(who, post.id, `${body}<script>`), 201)
  expect(answer.body).toBe(`${body}<script>`)
})

// ---- path traversal ------------------------------------------------------------------------

const TRAVERSALS = ['../../../../../../tmp/MARK', '..\\..\\..\\MARK', '/etc/MARK', 'C:\\MARK', '%2e%2e%2fMARK', '..%2F..%2FMARK', '....//....//MARK', '..', '.']

test('traversal in cloud file and folder names: stored as plain text or refused, nothing written outside the data directory', async () => {
  const who = await memberOf(t, '13929000205')
  const mark = `evil-${process.pid}`
  const answers: number[] = []
  const wrong: string[] = []
  const judge = (name: string, res: LightMyRequestResponse) => {
    answers.push(res.statusCode)
    // Kept exactly as typed (plain text), or refused in the catalogue (a name with / \ : * ? " < > | or NUL).
    if (res.statusCode === 201 && (res.json() as { name?: string; upload?: { name: string } }).upload?.name !== name && (res.json() as { name?: string }).name !== name)
      wrong.push(`${name}: stored as ${res.body.slice(0, 100)}`)
    else if (res.statusCode !== 201 && (res.statusCode !== 400 || res.json().code !== 'validation_error'))
      wrong.push(`${name}: ${res.statusCode} ${res.body.slice(0, 100)}`)
  }
  let kept = 0
  for (const raw of [...TRAVERSALS, 'a\u0000b']) {
    const name = raw.replace('MARK', mark)
    judge(name, await cloud.send('POST', CLOUD_PATHS.folders, who.access, { name, parent_id: null }))
    const grant = await cloud.grantOf(who, `${name}.txt`, Buffer.from(name))
    judge(`${name}.txt`, grant)
    if (grant.statusCode === 201) {
      const entry = await uploadFile(storage(), cloud, who, `${name}.txt`, Buffer.from(`${name} ${Math.random()}`))
      if (entry.name !== `${name}.txt`) wrong.push(`${name}.txt: uploaded as ${entry.name}`)
      kept++
    }
  }
  expect(wrong).toEqual([])
  // Names that only look like paths (%2e%2e%2f, ...., ..) are ordinary names: some were kept and uploaded.
  expect(kept).toBeGreaterThanOrEqual(2)
  // On disk: the store's files all under its directory, named by key; nothing at the places the names point to.
  const filesDir = path.join(t.dataDir, 'files')
  const onDisk = fs.readdirSync(filesDir, { recursive: true }).map(String)
  expect(onDisk.filter((f) => f.includes(mark) || f.includes('..'))).toEqual([])
  for (const target of [path.join('/tmp', mark), path.join(os.tmpdir(), mark), path.resolve(filesDir, '..', mark), path.resolve(t.dataDir, '..', mark), `/etc/${mark}`]) {
    expect([target, fs.existsSync(target)]).toEqual([target, false])
  }
  count('path traversal in names', answers.length, 2, 0)
})

test('traversal in storage keys, part numbers and the static routes: refused or not found, never a file outside', async () => {
  const urls = [
    '/api/storage/file/..%2F..%2F..%2Fetc%2Fpasswd',
    '/api/storage/file/%2e%2e%2f%2e%2e%2fsecret.txt',
    '/api/storage/file/..\\..\\secret.txt',
    '/api/storage/file/%00.png',
    '/api/storage/thumb/..%2F..%2Fsecret.txt',
    '/api/storage/cloud/..%2F..%2Fsecret.txt',
    `/api/storage/cloud/${'0'.repeat(32)}%2F..%2F..%2Fsecret.txt`,
    `/api/storage/cloud/${'0'.repeat(32)}/parts/..%2F1?size=1&expires=1&sig=x`,
    '/h5/../secret.txt',
    '/h5/..%2fsecret.txt',
    '/h5/%2e%2e/secret.txt',
    '/h5/%2e%2e%2fsecret.txt',
    '/h5/..\\secret.txt',
    '/h5/....//secret.txt',
    '/h5/%00',
    '/h5/index.html%00.txt',
    '/admin/../secret.txt',
    '/admin/..%2fsecret.txt',
    '/admin/%2e%2e%2f%2e%2e%2fetc%2fpasswd',
    '/admin/%252e%252e%252fsecret.txt',
    '/files/../secret.txt'
  ]
  const problems: string[] = []
  const server = http.createServer((req, res) => t.app.routing(req, res))
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  // Over a raw socket too: the path reaches the server exactly as written, `..` and all.
  const raw = (url: string) =>
    new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = http.request({ port, path: url, method: 'GET' }, (res) => {
        let body = ''
        res.on('data', (d: Buffer) => (body += d.toString()))
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }))
      })
      req.on('error', reject)
      req.end()
    })
  let requests = 0
  try {
    for (const url of urls) {
      for (const res of [await t.app.inject({ method: 'GET', url }).then((r) => ({ status: r.statusCode, body: r.body })), await raw(url)]) {
        requests++
        if (res.status >= 500 || res.body.includes(SECRET_MARKER) || res.body.includes('root:x:0:0')) problems.push(`${url}: ${res.status} ${res.body.slice(0, 100)}`)
        // The single-page apps answer unknown paths with their index; anything else is a refusal.
        if (res.status === 200 && !/<title>(h5|admin)<\/title>/.test(res.body)) problems.push(`${url}: 200 ${res.body.slice(0, 100)}`)
      }
    }
    for (const method of ['PUT']) {
      const res = await t.app.inject({
        method: 'PUT',
        url: '/api/storage/put/..%2F..%2Fsecret.txt?expires=1&sig=x',
        payload: 'x',
        headers: { 'content-type': 'application/octet-stream' }
      })
      requests++
      if (res.statusCode !== 400) problems.push(`${method} storage put traversal: ${res.statusCode}`)
    }
  } finally {
    await new Promise((resolve) => server.close(resolve))
  }
  expect(problems).toEqual([])
  expect(fs.readFileSync(path.join(siteDir, 'secret.txt'), 'utf8')).toBe(SECRET_MARKER)
  const existing = report['path traversal in names']
  count(
    'path traversal',
    requests + (existing?.requests ?? 0),
    urls.length + 3,
    0,
    'routes: the cloud folder and upload names, storage keys and part numbers, /h5/ and /admin/ paths'
  )
  delete report['path traversal in names']
})

afterAll(() => {
  if (process.env.INPUT_REPORT) fs.writeFileSync(process.env.INPUT_REPORT, JSON.stringify({ date: new Date().toISOString().slice(0, 10), kinds: report }, null, 1))
})
