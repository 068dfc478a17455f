/**
 * Access tokens: HS256 JWTs valid for 7 days (the app's token cookie lives as long) carrying the
 * user's token_version. Bumping the version (revokeTokens) invalidates every token issued before:
 * logout, phone rebind and account deletion use it.
 *
 * The current versions are cached in memory (TokenVersions): reading one from the database was a
 * query on every logged-in request (on PGlite some 0.4 ms of the server's only thread). Whoever
 * bumps a version or deletes a user calls forgetTokenVersion after the write, so in this process an
 * old token is refused from then on; other processes hear of it on Redis (REDIS_URL), and without
 * Redis the cache is on only where no other process can share the database (PGlite: one process
 * holds DATA_DIR).
 */
import { eq, sql } from 'drizzle-orm'
import type { FastifyInstance, FastifyPluginAsync, FastifyRequest, FastifySchema } from 'fastify'
import { Redis } from 'ioredis'
import { SignJWT, jwtVerify } from 'jose'
import type { Config } from '../config'
import type { Db } from '../db/open'
import { users } from '../db/schema'
import { ApiError } from '../errors'
import { GuardedCache } from '../lib/guardedCache'

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
  await forgetTokenVersion(db, userId)
}

/** The Redis channel on which a process tells the others to forget a user's cached version. */
export const TOKEN_VERSION_CHANNEL = 'auth:token-version'
/** Past this many users the cache starts again empty (a few MB at most). */
const MAX_CACHED_USERS = 100_000

/**
 * The users' current token versions, read from the database on a miss. `enabled` false: every
 * lookup reads (another process may change a version unseen).
 */
export class TokenVersions {
  private readonly cache: GuardedCache<number, number>

  constructor(
    private readonly db: Db,
    enabled: boolean
  ) {
    this.cache = new GuardedCache(enabled, MAX_CACHED_USERS)
  }

  get size(): number {
    return this.cache.size
  }

  /** The user's version, or null when there is no such user. */
  async current(userId: number): Promise<number | null> {
    const version = await this.cache.get(userId, async () => {
      const [row] = await this.db.select({ tokenVersion: users.tokenVersion }).from(users).where(eq(users.id, userId))
      return row?.tokenVersion
    })
    return version ?? null
  }

  forget(userId: number | null): void {
    this.cache.forget(userId)
  }

  /** Off (and emptied) while the Redis subscription is down, on again once it is back. */
  setEnabled(enabled: boolean): void {
    this.cache.setEnabled(enabled)
  }
}

/** The caches of each database (tests build several apps over one) and, with Redis, how each tells the other processes. */
const caches = new WeakMap<Db, Set<{ versions: TokenVersions; publish: ((userId: number) => Promise<unknown>) | null }>>()

/**
 * After a write that changed the user's token version or deleted the user: this process forgets the
 * cached version at once, and the others as soon as Redis brings them the message.
 */
export async function forgetTokenVersion(db: Db, userId: number): Promise<void> {
  const all = [...(caches.get(db) ?? [])]
  for (const cache of all) cache.versions.forget(userId)
  await Promise.all(all.map((cache) => cache.publish?.(userId)))
}

/**
 * The cache of `db`: on where this process alone uses the database (PGlite) or where Redis tells it
 * of other processes' changes; the Redis connections close with `scope`.
 */
function tokenVersionsOf(scope: FastifyInstance, db: Db, sharing: { singleProcess: boolean; redisUrl: string | null }): TokenVersions {
  const versions = new TokenVersions(db, sharing.singleProcess)
  const cache: { versions: TokenVersions; publish: ((userId: number) => Promise<unknown>) | null } = { versions, publish: null }
  const all = caches.get(db) ?? new Set()
  caches.set(db, all.add(cache))
  scope.addHook('onClose', async () => {
    all.delete(cache)
  })
  if (sharing.redisUrl) {
    const pub = new Redis(sharing.redisUrl)
    const sub = new Redis(sharing.redisUrl)
    const warn = (error: Error) => scope.log.warn({ err: error }, 'token version cache: Redis')
    pub.on('error', warn)
    sub.on('error', warn)
    // On only once (re)subscribed: while the subscription is down, other processes' messages are lost.
    sub.on('ready', () => {
      sub.subscribe(TOKEN_VERSION_CHANNEL).then(() => versions.setEnabled(true), warn)
    })
    sub.on('close', () => versions.setEnabled(sharing.singleProcess))
    sub.on('message', (_channel: string, text: string) => versions.forget(Number(text)))
    cache.publish = (userId) => pub.publish(TOKEN_VERSION_CHANNEL, String(userId))
    scope.addHook('onClose', async () => {
      pub.disconnect()
      sub.disconnect()
    })
  }
  return versions
}

function tokenNotValid(): ApiError {
  return new ApiError(401, 'token_not_valid', '登录已失效，请重新登录')
}

export function installAuth(scope: FastifyInstance, { config, db, singleProcess }: { config: Pick<Config, 'jwtSecret' | 'live'>; db: Db; singleProcess: boolean }): void {
  const key = secretKey(config)
  const versions = tokenVersionsOf(scope, db, { singleProcess, redisUrl: config.live.redisUrl })
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
    if ((await versions.current(id)) !== claims.ver) throw tokenNotValid()
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
