/**
 * The route fuzzer (issue 29): for every operation of the OpenAPI document, requests from
 * test/support/fuzzRequests.ts, signed as the app signs them, sent as each role by fastify.inject
 * and judged: never a 5xx or no answer; every error is `{detail, code}` with a status of the
 * catalogue; a visitor on a login-only route gets 401 and a non-staff user on /api/admin/ 403,
 * whatever the input (a body that is not JSON at all is refused while it is read, before any
 * guard). Seeds are fixed per route, so a run is repeatable and adding a route changes no other
 * route's requests. test/api/fuzz.test.ts runs a small count; `npm run reliability` the full one.
 */
import { createHash } from 'crypto'
import fc from 'fast-check'
import type { FastifyInstance, LightMyRequestResponse } from 'fastify'
import { nextTimestamp, signRequest } from '../../core/sign'
import { SIGN_HEADER_SIGN, SIGN_HEADER_TS } from '../../types/api'
import { operationsOf, requestsFor, type FuzzRequest, type Operation } from '../support/fuzzRequests'

export type Role = 'visitor' | 'user' | 'staff'

/** The statuses of the error catalogue (SPEC §8, server/plugins/errors.ts). */
export const CATALOGUE_STATUSES = new Set([400, 401, 403, 404, 405, 409, 413, 415, 422, 429])

export interface Sessions {
  /** The role's current access token (null: a visitor). */
  token(role: Role): string | null
  /** A new session for the role, after a route under test ended its last one (logout, account deletion). */
  renew(role: Role): Promise<void>
  /**
   * Before each route's requests as a role: undo what earlier routes did to the role's account
   * (a fuzzed staff route may have made the user staff).
   */
  prepare?(role: Role): Promise<void>
}

export interface RouteFigures {
  route: string
  role: Role
  requests: number
  /** Answers by status class: '2xx', '4xx'…, and by status. */
  statuses: Record<string, number>
  problem: string | null
}

export interface FuzzOptions {
  seed: number
  /** Requests per route and role. */
  runs: number
  /** The API prefix before /api ('' in tests). */
  prefix?: string
  /** Shrink a failing request to a smaller one (costs requests). */
  shrink?: boolean
  /** Only operations whose "METHOD path" matches. */
  only?: RegExp
}

const ANSWER_TIMEOUT_MS = 15_000

/** A seed per route and role from the run's seed, so that routes do not shift each other's inputs. */
function seedOf(seed: number, name: string): number {
  return createHash('sha256').update(`${seed}:${name}`).digest().readInt32LE(0)
}

/** The URL as the server will see it (light-my-request parses it with WHATWG URL), which is what is signed. */
function normalised(url: string): string {
  const parsed = new URL(url, 'http://localhost')
  return parsed.pathname + parsed.search
}

function send(app: FastifyInstance, request: FuzzRequest, token: string | null): Promise<LightMyRequestResponse> {
  const url = normalised(request.url)
  const ts = nextTimestamp()
  // The server signs a JSON body as it decodes it (UTF-8, each invalid sequence as U+FFFD) and any
  // other body as empty (server/plugins/json-body.ts keeps the text of JSON only).
  const signed = request.contentType === 'application/json' ? (request.body?.toString('utf8') ?? '') : ''
  const sign = signRequest(app.config.signKeys, ts, request.method, signed, url)
  const headers: Record<string, string> = { [SIGN_HEADER_TS]: ts, [SIGN_HEADER_SIGN]: sign }
  if (token) headers.authorization = `Bearer ${token}`
  if (request.contentType) headers['content-type'] = request.contentType
  let timer: NodeJS.Timeout | undefined
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer in ${ANSWER_TIMEOUT_MS / 1000} s`)), ANSWER_TIMEOUT_MS)
  })
  const answer = app.inject({ method: request.method, url, headers, ...(request.body ? { payload: request.body } : {}) })
  return Promise.race([answer, timeout]).finally(() => clearTimeout(timer))
}

function errorBody(res: LightMyRequestResponse): { detail?: unknown; code?: unknown } | null {
  try {
    const body = JSON.parse(res.body) as unknown
    return body && typeof body === 'object' ? body : null
  } catch {
    return null
  }
}

/** Payment providers' notifications are answered in the provider's own protocol, not the app's. */
const PROVIDER_PROTOCOL = /\/api\/pay\/notify\//

/** Refused while the body was read (not JSON, too large, another content type): before any route hook. */
const unreadBody = (status: number, code: unknown) => (status === 400 && code === 'bad_request') || status === 413 || status === 415

/** What is wrong with the answer, or null. */
export function judge(op: Operation, role: Role, staffOnly: boolean, res: LightMyRequestResponse): string | null {
  const status = res.statusCode
  if (status >= 500) return `${status} ${res.body.slice(0, 200)}`
  const body = status >= 400 ? errorBody(res) : null
  if (status >= 400) {
    if (!CATALOGUE_STATUSES.has(status)) return `status ${status} is not in the catalogue`
    if (PROVIDER_PROTOCOL.test(op.path)) return null
    if (typeof body?.detail !== 'string' || typeof body.code !== 'string') return `${status} without {detail, code}: ${res.body.slice(0, 200)}`
    if (body.code === 'bad_signature') return `signature refused (${body.detail}): the fuzzer signs every request`
  }
  // Refused before the route's guards: a body not read at all, or a rate limit (429 comes first by design).
  if (unreadBody(status, body?.code) || status === 429) return null
  if (role === 'visitor' && (op.loginRequired || staffOnly) && status !== 401) return `a visitor on a login-only route got ${status}, not 401`
  if (role === 'user' && staffOnly && status !== 403) return `a user who is not staff got ${status}, not 403`
  return null
}

/** The session ended under the fuzzer (a 401 to a logged-in role, or staff no longer staff): renew and ask again. */
const sessionEnded = (role: Role, staffOnly: boolean, res: LightMyRequestResponse) =>
  role !== 'visitor' && (res.statusCode === 401 || (role === 'staff' && staffOnly && res.statusCode === 403 && errorBody(res)?.code === 'permission_denied'))

const describe = (request: FuzzRequest) =>
  `${request.kind}: ${request.method} ${request.url.slice(0, 300)}${request.body ? ` body ${JSON.stringify(request.body.toString('utf8').slice(0, 300))}` : ''}`

/** The roles a route is tried as: everyone as visitor and user, staff on the console's routes too. */
export const rolesOf = (staffOnly: boolean): Role[] => (staffOnly ? ['visitor', 'user', 'staff'] : ['visitor', 'user'])

export async function fuzzRoutes(app: FastifyInstance, sessions: Sessions, options: FuzzOptions): Promise<RouteFigures[]> {
  const prefix = options.prefix ?? ''
  const doc = (await app.inject({ method: 'GET', url: `${prefix}/api/docs/json` })).json()
  const figures: RouteFigures[] = []
  for (const op of operationsOf(doc, `${prefix}/api/`)) {
    const route = `${op.method} ${op.path}`
    if (options.only && !options.only.test(route)) continue
    const staffOnly = op.path.startsWith(`${prefix}/api/admin/`)
    const arbitrary = requestsFor({ ...op, path: op.path.slice(prefix.length) }, prefix)
    for (const role of rolesOf(staffOnly)) {
      const row: RouteFigures = { route, role, requests: 0, statuses: {}, problem: null }
      await sessions.prepare?.(role)
      const attempt = async (request: FuzzRequest) => {
        row.requests++
        let res = await send(app, request, sessions.token(role))
        if (sessionEnded(role, staffOnly, res)) {
          await sessions.renew(role)
          res = await send(app, request, sessions.token(role))
        }
        row.statuses[String(res.statusCode)] = (row.statuses[String(res.statusCode)] ?? 0) + 1
        const problem = judge(op, role, staffOnly, res)
        if (problem) throw new Error(`${problem}\n    request: ${describe(request)}`)
      }
      const result = await fc.check(fc.asyncProperty(arbitrary, attempt), {
        seed: seedOf(options.seed, `${route} ${role}`),
        numRuns: options.runs,
        endOnFailure: !options.shrink
      })
      if (result.failed) row.problem = (result.errorInstance as Error | undefined)?.message ?? String(result.errorInstance)
      figures.push(row)
    }
  }
  return figures
}

/** The figures as a Markdown table: requests per route and role, answers by status. */
export function figuresTable(figures: RouteFigures[]): string {
  const lines = ['| route | role | requests | answers | 5xx |', '| --- | --- | --- | --- | --- |']
  for (const row of figures) {
    const answers = Object.entries(row.statuses)
      .sort(([a], [b]) => Number(a) - Number(b))
      .map(([status, n]) => `${status}×${n}`)
      .join(' ')
    const fives = Object.entries(row.statuses).reduce((n, [status, count]) => n + (Number(status) >= 500 ? count : 0), 0)
    lines.push(`| \`${row.route}\` | ${row.role} | ${row.requests} | ${answers} | ${fives} |`)
  }
  return lines.join('\n')
}
