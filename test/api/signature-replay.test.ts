/**
 * Signature and replay (issue 29), on real routes read from the OpenAPI document: for each method
 * (GET, POST, PUT, PATCH, DELETE), a route a visitor may call and a login-only route called with a
 * token. A request signed as the app signs it gets past the check (the control); the same request
 * signed with a key the server does not have, with a timestamp 6 minutes old or ahead, sent a
 * second time, or with its body or query changed after signing gets 403 bad_signature. The check
 * itself, on probe routes, is test/api/signature.test.ts. SIGNATURE_REPORT names a JSON file the
 * sample and the count are written to (scripts/reliability/input.ts).
 */
import fs from 'fs'
import type { LightMyRequestResponse } from 'fastify'
import { nextTimestamp, signRequest } from '../../core/sign'
import { SIGN_HEADER_SIGN, SIGN_HEADER_TS, SIGN_MAX_AGE_MS } from '../../types/api'
import { operationsOf, type Method, type Operation } from '../support/fuzzRequests'
import { appForFile, memberOf, type Member } from './support/accounts'

const t = appForFile({ env: { RATE_LIMITS: 'off' } })
let member: Member

const METHODS: Method[] = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE']
/** Routes that end the session or the account: a replay of them would log the member out of the rest. */
const ENDS_SESSION = /logout|\/user\/delete|rebind|phone|password/

interface Sent {
  method: Method
  url: string
  body: string
  access?: string
}

interface Tamper {
  keys?: readonly string[]
  ts?: number
  /** Signed over this body or URL, sent with the request's own. */
  signedBody?: string
  signedUrl?: string
}

function send(
  request: Sent,
  tamper: Tamper = {},
  ts = tamper.ts === undefined ? nextTimestamp() : String(tamper.ts)
): { res: Promise<LightMyRequestResponse>; headers: Record<string, string> } {
  const sign = signRequest(tamper.keys ?? t.config.signKeys, ts, request.method, tamper.signedBody ?? request.body, tamper.signedUrl ?? request.url)
  const headers: Record<string, string> = { [SIGN_HEADER_TS]: ts, [SIGN_HEADER_SIGN]: sign }
  if (request.body !== '') headers['content-type'] = 'application/json'
  if (request.access) headers.authorization = `Bearer ${request.access}`
  return { res: t.app.inject({ method: request.method, url: request.url, headers, ...(request.body !== '' ? { payload: request.body } : {}) }), headers }
}

const refusedSignature = (res: LightMyRequestResponse) => res.statusCode === 403 && (res.json() as { code?: string }).code === 'bad_signature'

/** A request of `op`: 1 for each path parameter, a query `probe=1`, `{}` as a body when it takes one. */
function requestOf(op: Operation, access?: string): Sent {
  const path = op.path.replace(/\{[^}]+\}/g, '1')
  return { method: op.method, url: `${path}?probe=1`, body: op.body?.contentType === 'application/json' ? '{}' : '', access }
}

/** Per method, the first visitor route and the first login-only route that check the signature. */
async function sample(): Promise<{ name: string; request: Sent }[]> {
  const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json()
  const picked: { name: string; request: Sent }[] = []
  for (const method of METHODS) {
    for (const loggedIn of [false, true]) {
      for (const op of operationsOf(doc)) {
        if (op.method !== method || op.loginRequired !== loggedIn || ENDS_SESSION.test(op.path) || op.path.startsWith('/api/admin/')) continue
        // A body that is not JSON (an upload part) is signed as empty: the body case needs JSON.
        if (op.body && op.body.contentType !== 'application/json') continue
        const request = requestOf(op, loggedIn ? member.access : undefined)
        // Exempt from the signature (health, presigned transfers, provider notifications): not a sample.
        const unsigned = await t.app.inject({ method, url: request.url, headers: request.access ? { authorization: `Bearer ${request.access}` } : {} })
        if (!refusedSignature(unsigned)) continue
        picked.push({ name: `${method} ${op.path} (${loggedIn ? 'logged in' : 'visitor'})`, request })
        break
      }
    }
  }
  return picked
}

let routes: { name: string; request: Sent }[] = []
/** Refusals tried (replays and tampered requests), for SIGNATURE_REPORT (scripts/reliability/input.ts). */
let tried = 0
afterAll(() => {
  if (process.env.SIGNATURE_REPORT) fs.writeFileSync(process.env.SIGNATURE_REPORT, JSON.stringify({ routes: routes.map((r) => r.name), refusals: tried }))
})
beforeAll(async () => {
  member = await memberOf(t, '13929000101')
  routes = await sample()
})

test("the sample covers every method logged in, and a visitor's GET and POST", () => {
  const methods = (who: string) => routes.filter((r) => r.name.endsWith(`(${who})`)).map((r) => r.request.method)
  // Every PUT, PATCH and DELETE of the API is login-only: a visitor has only GET and POST to call.
  expect(methods('logged in')).toEqual(METHODS)
  expect(methods('visitor')).toEqual(['GET', 'POST'])
})

test('signed as the app signs, each sampled route gets past the check; a replay of it is 403', async () => {
  const answered: Record<string, [number, number]> = {}
  for (const { name, request } of routes) {
    const ts = nextTimestamp()
    const first = await send(request, {}, ts).res
    const again = await send(request, {}, ts).res
    expect([name, refusedSignature(first)]).toEqual([name, false])
    // A logged-in request that got past the check is not refused for its login either.
    if (request.access) expect([name, first.statusCode]).not.toEqual([name, 401])
    expect([name, again.statusCode, refusedSignature(again)]).toEqual([name, 403, true])
    expect(again.json()).toMatchObject({ detail: '重复的请求，请重新发起' })
    answered[name] = [first.statusCode, again.statusCode]
  }
  tried += routes.length
  expect(Object.keys(answered).length).toBe(routes.length)
})

test('a wrong key, a stale or future ts, a changed body and a changed query each get 403 bad_signature', async () => {
  const foreign = ['k0', 'k1', 'k2', 'k3', 'k4']
  const refusals: string[] = []
  for (const { name, request } of routes) {
    const cases: [string, Tamper][] = [
      ['wrong key', { keys: foreign }],
      ['stale ts', { ts: Date.now() - SIGN_MAX_AGE_MS - 60_000 }],
      ['future ts', { ts: Date.now() + SIGN_MAX_AGE_MS + 60_000 }],
      ['changed query', { signedUrl: request.url.replace('probe=1', 'probe=2') }]
    ]
    if (request.body !== '') cases.push(['changed body', { signedBody: '{"probe":1}' }])
    for (const [what, tamper] of cases) {
      const res = await send(request, tamper).res
      if (!refusedSignature(res)) refusals.push(`${name} ${what}: ${res.statusCode} ${res.body.slice(0, 120)}`)
    }
  }
  expect(refusals).toEqual([])
  tried += routes.reduce((n, r) => n + (r.request.body !== '' ? 5 : 4), 0)
  // The changed body was tried on every method that carries one.
  expect(routes.filter((r) => r.request.body !== '').map((r) => r.request.method)).toEqual(expect.arrayContaining(['POST', 'PUT', 'PATCH']))
})
