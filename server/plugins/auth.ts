/**
 * Access tokens: HS256 JWTs valid for 7 days (the app's token cookie lives as long) carrying the
 * user's token_version. Bumping the version (revokeTokens) invalidates every token issued before:
 * logout, phone rebind and account deletion use it.
 */
import { eq, sql } from 'drizzle-orm'
import type { FastifyInstance, FastifyPluginAsync, FastifyRequest, FastifySchema } from 'fastify'
import { SignJWT, jwtVerify } from 'jose'
import type { Config } from '../config'
import type { Db } from '../db/open'
import { users } from '../db/schema'
import { ApiError } from '../errors'

export interface AuthUser {
  id: number
  /** The token's issue time (JWT iat, seconds): it names the console session (server/plugins/staff.ts). */
  issuedAt: number
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by app.authenticate; null on routes that do not require login. */
    user: AuthUser | null
  }
  interface FastifyInstance {
    /** The login guard (loginRequired, staffRequired): 401 unless a valid Bearer token. */
    authenticate: (request: FastifyRequest) => Promise<void>
  }
}

export const ACCESS_TOKEN_TTL_SECONDS = 7 * 24 * 60 * 60

function secretKey(config: Pick<Config, 'jwtSecret'>): Uint8Array {
  return new TextEncoder().encode(config.jwtSecret)
}

export async function issueAccessToken(config: Pick<Config, 'jwtSecret'>, user: { id: number; tokenVersion: number }): Promise<string> {
  return new SignJWT({ ver: user.tokenVersion })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(String(user.id))
    .setIssuedAt()
    .setExpirationTime(`${ACCESS_TOKEN_TTL_SECONDS}s`)
    .sign(secretKey(config))
}

/** Invalidates every access token the user holds. */
export async function revokeTokens(db: Db, userId: number): Promise<void> {
  await db
    .update(users)
    .set({ tokenVersion: sql`${users.tokenVersion} + 1` })
    .where(eq(users.id, userId))
}

function tokenNotValid(): ApiError {
  return new ApiError(401, 'token_not_valid', '登录已失效，请重新登录')
}

export function installAuth(scope: FastifyInstance, { config, db }: { config: Pick<Config, 'jwtSecret'>; db: Db }): void {
  const key = secretKey(config)
  scope.decorateRequest('user', null)
  scope.decorate('authenticate', async (request: FastifyRequest) => {
    const authorization = request.headers.authorization
    if (!authorization) throw new ApiError(401, 'not_authenticated', '请先登录')
    const token = /^Bearer\s+(\S+)$/i.exec(authorization)?.[1]
    if (!token) throw tokenNotValid()
    let claims: { sub?: string; ver?: unknown; iat?: number }
    try {
      claims = (await jwtVerify(token, key, { algorithms: ['HS256'] })).payload
    } catch {
      throw tokenNotValid()
    }
    const id = Number(claims.sub)
    if (!Number.isSafeInteger(id) || typeof claims.ver !== 'number') throw tokenNotValid()
    const [row] = await db.select({ tokenVersion: users.tokenVersion }).from(users).where(eq(users.id, id))
    if (!row || row.tokenVersion !== claims.ver) throw tokenNotValid()
    request.user = { id, issuedAt: claims.iat ?? 0 }
  })
}

/** The OpenAPI extension that marks a login-only operation (the route fuzzer reads it). */
export const LOGIN_REQUIRED_EXTENSION = 'x-login-required'

/**
 * A scope in which every route requires login (401 otherwise): a route family declares its guard
 * once, `api.register(loginRequired(myRoutes))`, instead of on each route. Who may call comes
 * before what they sent, as for staff (staff.ts): the guard runs at preValidation, after the
 * signature check, so a visitor gets 401 whatever the input. Each route is marked login-only in
 * the OpenAPI document.
 */
export function loginRequired<P extends FastifyPluginAsync<never>>(routes: P): FastifyPluginAsync {
  return async (scope) => {
    scope.addHook('onRoute', (route) => {
      // An OpenAPI extension on the route's schema: @fastify/swagger copies x- keys to the operation.
      route.schema = { ...route.schema, [LOGIN_REQUIRED_EXTENSION]: true } as FastifySchema
    })
    scope.addHook('preValidation', scope.authenticate)
    await scope.register(routes as unknown as FastifyPluginAsync)
  }
}

/**
 * For routes where login is optional (a logged-in search also records history): the user of a
 * valid Bearer token, else null. A missing, bad or expired token never fails the request.
 */
export async function optionalUserId(scope: FastifyInstance, request: FastifyRequest): Promise<number | null> {
  if (!request.headers.authorization) return null
  try {
    await scope.authenticate(request)
    return request.user?.id ?? null
  } catch {
    return null
  }
}

/** The logged-in user's id inside a loginRequired scope (its preValidation hook has set request.user). */
export function userIdOf(request: FastifyRequest): number {
  if (!request.user) throw new ApiError(401, 'not_authenticated', '请先登录')
  return request.user.id
}
