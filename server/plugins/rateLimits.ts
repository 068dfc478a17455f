/**
 * The request rate limits (issue 29, docs/server.md "Rate limits"), in one place: which routes
 * belong to which group, and how many requests each group allows per user and per IP address.
 * - Counted by @fastify/rate-limit (registered in vendor.ts): in this process's memory, or in Redis
 *   when REDIS_URL is set, so that every server process sharing that Redis counts together.
 * - Each request of a group counts twice: against its user (the subject of a valid Bearer token;
 *   without one, its IP address stands for the user) and against its IP address (many accounts
 *   from one address). Past either limit: 429 `{detail, code: 'throttled'}` and Retry-After.
 * - Checked in onRequest, before the signature, login and body are judged: a flood costs little.
 * - The product's own limits stay where they are, as business rules with their own Chinese text:
 *   an SMS code per phone every 60 s and 10 a day (services/sms-codes.ts), the forum's posts,
 *   answers, likes, ballots, favourites and progress notes per user (services/forum/rateLimit.ts),
 *   the live chat's messages per user (core/liveChat.ts). These limits sit above them, so that a
 *   person meets those first and only a script meets these.
 * RATE_LIMITS (config.ts) turns them off or changes a limit; tests use small ones.
 */
import { isIPv4, isIPv6 } from 'node:net'
import type { FastifyRateLimitOptions } from '@fastify/rate-limit'
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify'
import { jwtVerify } from 'jose'
import { ConfigError } from '../config'
import { ApiError } from '../errors'
import { redisConnection } from './redisConnection'

export const RATE_LIMIT_GROUPS = ['login', 'posting', 'chat', 'ordering'] as const
export type RateLimitGroup = (typeof RATE_LIMIT_GROUPS)[number]
export const RATE_LIMIT_SCOPES = ['user', 'ip'] as const
export type RateLimitScope = (typeof RATE_LIMIT_SCOPES)[number]

/** At most `max` requests within `windowMs` (a fixed window that starts with the first request). */
export interface Limit {
  max: number
  windowMs: number
}
export type RateLimitTable = Record<RateLimitGroup, Record<RateLimitScope, Limit>>

export interface RateLimitSettings {
  /** RATE_LIMITS=off: no limit at all (load benchmarks). */
  enabled: boolean
  limits: RateLimitTable
}

/** The routes of each group, as `METHOD path` without API_PREFIX (a GET covers its HEAD). */
export const RATE_LIMITED_ROUTES: Record<RateLimitGroup, readonly string[]> = {
  // Logging in, and sending or entering a code (SMS, activation, share and library codes).
  login: [
    'GET /api/user/send_code/',
    'POST /api/user/token/',
    'POST /api/user/token/code/',
    'POST /api/user/onepress/',
    'POST /api/user/wx/code/',
    'POST /api/user/wx/login/',
    'POST /api/user/wx/unionid-login/',
    'POST /api/user/phone/rebind/',
    'POST /api/user/vip/activate/',
    'POST /api/cloud/shares/join/',
    'POST /api/cloud/study-resource/security-code/'
  ],
  // Writing what others read or staff review.
  posting: [
    'POST /api/forum/questions/',
    'POST /api/forum/topics/',
    'POST /api/forum/posts/:id/answers/',
    'POST /api/forum/votes/',
    'POST /api/forum/votes/:id/ballot/',
    'POST /api/forum/progress/:id/',
    'POST /api/forum/reports/',
    'POST /api/mall/comments/',
    'POST /api/user/feedback/',
    'POST /api/user/report/'
  ],
  // Opening the live chat's socket (its messages are limited per user by the room, core/liveChat.ts).
  chat: ['GET /api/edu/live/:id/chat/'],
  // Creating an order or moving money.
  ordering: [
    'POST /api/user/order_new/',
    'POST /api/user/order/alipay/create/',
    'POST /api/user/pay/apple/verify/',
    'POST /api/user/group-task/create/',
    'POST /api/cloud/print/orders/',
    'POST /api/mall/submit-order/',
    'POST /api/user/accessories/:kind/:key/buy/',
    'POST /api/user/require-cash-withdraw-wx/'
  ]
}

const MINUTE = 60_000

/**
 * Per minute: flood guards, not the product's rules. A person never comes near them: the forum
 * allows 5 posts and 30 ballots in 10 minutes, a login is two requests (send_code, token/code),
 * an order one or two. A visitor's "user" is its address, so `login.user` leaves room for a school
 * behind one address; `ip` bounds many accounts behind one. Each is at least twice the most that one
 * file of the API suite sends in a minute from its one address (measured: login 69 and 96, posting
 * 54 and 133, ordering 22 and 67, chat 14; docs/server.md "Rate limits").
 */
export const DEFAULT_RATE_LIMITS: RateLimitTable = {
  login: { user: { max: 150, windowMs: MINUTE }, ip: { max: 300, windowMs: MINUTE } },
  posting: { user: { max: 120, windowMs: MINUTE }, ip: { max: 600, windowMs: MINUTE } },
  chat: { user: { max: 60, windowMs: MINUTE }, ip: { max: 300, windowMs: MINUTE } },
  ordering: { user: { max: 60, windowMs: MINUTE }, ip: { max: 300, windowMs: MINUTE } }
}

/** The catalogue's 429 (SPEC §8: 请求过于频繁 / 歇一会吧), with the wait. */
export const throttledDetail = (seconds: number) => `请求过于频繁，歇一会吧（${seconds} 秒后再试）`

const UNITS: Record<string, number> = { s: 1000, m: MINUTE, h: 60 * MINUTE }
const ENTRY_RE = /^(\w+)\.(\w+)=(\d{1,9})\/(\d{1,6})([smh])$/

/**
 * RATE_LIMITS: unset = the defaults; `off`; or a comma-separated list of changes to them,
 * `<group>.<user|ip>=<max>/<window>` with the window in s, m or h: `login.user=3/10s,posting.ip=100/1m`.
 */
export function parseRateLimits(raw: string | undefined): RateLimitSettings {
  const limits = structuredClone(DEFAULT_RATE_LIMITS)
  if (raw === undefined || raw.toLowerCase() === 'on') return { enabled: true, limits }
  if (raw.toLowerCase() === 'off') return { enabled: false, limits }
  for (const entry of raw.split(',').map((e) => e.trim())) {
    const m = ENTRY_RE.exec(entry)
    const group = m?.[1] as RateLimitGroup
    const scope = m?.[2] as RateLimitScope
    if (!m || !RATE_LIMIT_GROUPS.includes(group) || !RATE_LIMIT_SCOPES.includes(scope) || Number(m[4]) === 0) {
      throw new ConfigError(
        'RATE_LIMITS',
        `应为 off 或 <组>.<user|ip>=<次数>/<时长>（如 login.user=10/1m），组为 ${RATE_LIMIT_GROUPS.join('、')}，"${entry}" 无效`,
        `expected off or <group>.<user|ip>=<max>/<window> (e.g. login.user=10/1m), groups ${RATE_LIMIT_GROUPS.join(', ')}; "${entry}" is not`
      )
    }
    limits[group][scope] = { max: Number(m[3]), windowMs: Number(m[4]) * UNITS[m[5]] }
  }
  return { enabled: true, limits }
}

/** An address's key: IPv4 as it is; IPv6 by its /64, which one host may hold whole and rotate through. */
export function ipKey(ip: string): string {
  if (ip.startsWith('::ffff:') && isIPv4(ip.slice(7))) return ip.slice(7)
  if (!isIPv6(ip)) return ip
  const [head, tail] = ip.toLowerCase().split('::')
  const left = head ? head.split(':') : []
  const right = tail ? tail.split(':') : []
  // An embedded IPv4 tail (::ffff:1.2.3.4 and the like) fills two groups.
  const rightGroups = right.length + (right.at(-1)?.includes('.') ? 1 : 0)
  const groups = tail === undefined ? left : [...left, ...Array<string>(8 - left.length - rightGroups).fill('0'), ...right]
  return `${groups
    .slice(0, 4)
    .map((g) => parseInt(g, 16).toString(16))
    .join(':')}::/64`
}

/**
 * The options of @fastify/rate-limit: no limit of its own on every route (global: false; the
 * groups below ask for theirs), the Redis counters with REDIS_URL, and a request let through
 * rather than refused when Redis does not answer (skipOnError): a Redis outage must not stop logins.
 */
export function rateLimitOptions(app: FastifyInstance): FastifyRateLimitOptions {
  const url = app.config.rateLimits.enabled ? app.config.live.redisUrl : null
  return { global: false, skipOnError: true, ...(url ? { redis: redisConnection(app, url, 'rate limits'), nameSpace: 'rate:' } : {}) }
}

type Check = ReturnType<FastifyInstance['createRateLimit']>

/** The user's key: the subject of a valid access token (plugins/auth.ts), else the address's. */
async function userKey(request: FastifyRequest, secret: Uint8Array): Promise<string> {
  const token = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '')?.[1]
  if (token) {
    try {
      const { sub } = (await jwtVerify(token, secret, { algorithms: ['HS256'] })).payload
      if (sub && /^\d+$/.test(sub)) return `u${sub}`
    } catch {
      // an invalid token: counted by address
    }
  }
  return `a${ipKey(request.ip)}`
}

/** The onRequest hook of a group: both counts, then 429 past either. */
function groupHook(app: FastifyInstance, group: RateLimitGroup, limits: RateLimitTable[RateLimitGroup]) {
  const secret = new TextEncoder().encode(app.config.jwtSecret)
  let checks: Check[] | undefined
  // Made at the first request: createRateLimit exists once the plugin has loaded.
  const made = () =>
    (checks ??= [
      app.createRateLimit({ max: limits.user.max, timeWindow: limits.user.windowMs, keyGenerator: async (r) => `${group}:${await userKey(r, secret)}` }),
      app.createRateLimit({ max: limits.ip.max, timeWindow: limits.ip.windowMs, keyGenerator: (r) => `${group}:ip:${ipKey(r.ip)}` })
    ])
  return async function rateLimited(request: FastifyRequest, reply: FastifyReply) {
    const results = await Promise.all(made().map((check) => check(request)))
    let wait = 0
    for (const r of results) if (!r.isAllowed && r.isExceeded) wait = Math.max(wait, r.ttlInSeconds, 1)
    if (wait === 0) return
    request.log.info({ rateLimit: group }, 'rate limited')
    reply.header('retry-after', wait)
    throw new ApiError(429, 'throttled', throttledDetail(wait))
  }
}

/** `METHOD url` of a registered route → its group; HEAD counts as its GET. */
function routeGroups(apiPrefix: string): Map<string, RateLimitGroup> {
  const map = new Map<string, RateLimitGroup>()
  for (const group of RATE_LIMIT_GROUPS) {
    for (const route of RATE_LIMITED_ROUTES[group]) {
      const [method, path] = route.split(' ')
      map.set(`${method} ${apiPrefix}${path}`, group)
    }
  }
  return map
}

/** Adds each group's hook to the group's routes as they are registered (call before the routes). */
export function installRateLimits(app: FastifyInstance): void {
  const { enabled, limits } = app.config.rateLimits
  if (!enabled) return
  const groups = routeGroups(app.config.apiPrefix)
  const hooks = new Map(RATE_LIMIT_GROUPS.map((g) => [g, groupHook(app, g, limits[g])]))
  app.addHook('onRoute', (route: RouteOptions) => {
    const group = [route.method]
      .flat()
      .map((method) => groups.get(`${method === 'HEAD' ? 'GET' : method} ${route.url}`))
      .find((g) => g !== undefined)
    if (!group) return
    const hook = hooks.get(group)!
    const existing = [route.onRequest ?? []].flat()
    // A GET's HEAD route is made from the GET's options, hook included.
    if (!existing.includes(hook)) route.onRequest = [...existing, hook]
  })
}
