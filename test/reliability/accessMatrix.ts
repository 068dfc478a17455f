/**
 * The access matrix (issue 29): every operation of the OpenAPI document × {visitor, user A, user B,
 * VIP, staff}, one request each, judged against the route's declared door rather than a list of
 * paths:
 * - public: no door;
 * - login (`x-login-required`, server/plugins/auth.ts loginRequired): a visitor gets exactly 401;
 * - staff (/api/admin/, server/plugins/staff.ts staffRequired): a visitor 401, a user who is not
 *   staff exactly 403, whatever the input;
 * - a VIP feature (`x-vip-feature`, server/routes/application/recommend.ts) is a login door plus a
 *   preview: a non-VIP is never refused, and gets the status a VIP gets for the same request.
 * A role with the right may get any other answer of the catalogue (2xx, 400, 404, 409, 422…), but
 * never a 5xx nor the door's own status. test/api/access-matrix.test.ts runs it; `npm run
 * reliability` writes its figures (scripts/reliability/access.ts, test/reliability/accessFigures.ts).
 */
import { createHash } from 'crypto'
import fc from 'fast-check'
import type { FastifyInstance, LightMyRequestResponse } from 'fastify'
import { VIP_FEATURE_EXTENSION } from '../../server/routes/application/recommend'
import { signedInject } from '../api/helpers'
import { operationsOf, requestsFor, type FuzzRequest, type Operation } from '../support/fuzzRequests'
import { MATRIX_ROLES, type Door, type MatrixCell, type MatrixRole } from './accessFigures'
import { CATALOGUE_STATUSES } from './fuzzRoutes'

export interface MatrixSessions {
  token(role: MatrixRole): string | null
  /** A new session for a role whose session a route under test ended (logout, phone rebind). */
  renew(role: MatrixRole): Promise<void>
  /** Before each route: put back the roles' flags (staff, VIP) that an earlier route may have changed. */
  prepare(): Promise<void>
}

type OpenApiDoc = { paths: Record<string, Record<string, Record<string, unknown>>> }

/** The door an operation declares in the document. */
export function doorOf(doc: OpenApiDoc, op: Operation, prefix = ''): Door {
  if (op.path.startsWith(`${prefix}/api/admin/`)) return 'staff'
  if (doc.paths[op.path]?.[op.method.toLowerCase()]?.[VIP_FEATURE_EXTENSION]) return 'vip-feature'
  return op.loginRequired ? 'login' : 'public'
}

/** The status a role must get at the door, or null when the role may pass it. */
export function doorStatus(door: Door, role: MatrixRole): 401 | 403 | null {
  if (door === 'public') return null
  if (role === 'visitor') return 401
  if (door === 'staff' && role !== 'staff') return 403
  return null
}

function codeOf(res: LightMyRequestResponse): unknown {
  try {
    return (JSON.parse(res.body) as { code?: unknown }).code
  } catch {
    return undefined
  }
}

/** The status of `res` judged for the role at the door: null when expected. */
export function judgeCell(door: Door, role: MatrixRole, res: LightMyRequestResponse): string | null {
  const status = res.statusCode
  if (status >= 500) return `${status} ${res.body.slice(0, 160)}`
  if (status >= 400 && !CATALOGUE_STATUSES.has(status)) return `status ${status} is not in the catalogue`
  const door403 = status === 403 && codeOf(res) === 'permission_denied'
  const expected = doorStatus(door, role)
  if (expected !== null) return status === expected ? null : `expected the door's ${expected}, got ${status}`
  if (door !== 'public' && status === 401) return 'refused at the login door with a live session'
  // A door the document does not declare: the fuzzer, the app and this matrix would all miss it.
  if (door === 'public' && status === 401 && codeOf(res) === 'not_authenticated') return 'a login door the document does not declare (x-login-required)'
  if (door === 'staff' && door403) return 'staff refused at the staff door'
  return null
}

/** One valid request per operation, the same for every role, from a seed fixed per route. */
function requestOf(op: Operation, seed: number): FuzzRequest {
  const route = `${op.method} ${op.path}`
  const routeSeed = createHash('sha256').update(`${seed}:${route}`).digest().readInt32LE(0)
  const valid = requestsFor(op).filter((request) => request.kind === 'valid')
  return fc.sample(valid, { seed: routeSeed, numRuns: 1 })[0]
}

function send(app: FastifyInstance, request: FuzzRequest, token: string | null): Promise<LightMyRequestResponse> {
  // The URL as the server will parse it is what is signed; a body other than JSON is signed as empty.
  const parsed = new URL(request.url, 'http://localhost')
  const json = request.contentType === 'application/json'
  return signedInject(app, {
    method: request.method,
    url: parsed.pathname + parsed.search,
    payload: request.body?.toString('utf8'),
    signedBody: json ? undefined : '',
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(request.contentType ? { 'content-type': request.contentType } : {}) }
  })
}

const describe = (request: FuzzRequest) => `${request.url.slice(0, 200)}${request.body ? ` ${request.body.toString('utf8').slice(0, 200)}` : ''}`

/** A role with a session was refused at the login door, or staff at the staff door: the session may have ended under a route. */
const maybeEnded = (role: MatrixRole, door: Door, res: LightMyRequestResponse) =>
  role !== 'visitor' && (res.statusCode === 401 || (role === 'staff' && door === 'staff' && res.statusCode === 403))

export async function runMatrix(app: FastifyInstance, sessions: MatrixSessions, options: { seed: number; only?: RegExp }): Promise<MatrixCell[]> {
  const doc = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json() as OpenApiDoc
  const cells: MatrixCell[] = []
  for (const op of operationsOf(doc)) {
    const route = `${op.method} ${op.path}`
    if (options.only && !options.only.test(route)) continue
    const door = doorOf(doc, op)
    const request = requestOf(op, options.seed)
    await sessions.prepare()
    const statuses: Partial<Record<MatrixRole, number>> = {}
    for (const role of MATRIX_ROLES) {
      let res = await send(app, request, sessions.token(role))
      if (maybeEnded(role, door, res)) {
        await sessions.renew(role)
        await sessions.prepare()
        res = await send(app, request, sessions.token(role))
      }
      statuses[role] = res.statusCode
      let unexpected = judgeCell(door, role, res)
      // A preview, not a door: the non-VIP gets what the VIP gets (core/permissions.ts accessTo).
      if (!unexpected && door === 'vip-feature' && role === 'vip' && statuses.userA !== res.statusCode)
        unexpected = `a non-VIP got ${statuses.userA} where a VIP got ${res.statusCode}`
      cells.push({ route, door, role, status: res.statusCode, unexpected: unexpected && `${unexpected} (request: ${describe(request)})` })
    }
  }
  return cells
}
