/**
 * The request signature of DESIGN.md ("Contract and conventions"), checked on every route of the
 * scope it is installed in, except routes with `config: { signature: false }` (health, provider
 * notifications, presigned file transfers, the OpenAPI document). The signature is computed with
 * the same function the app uses (core/sign.ts) over the URL and body exactly as received.
 *
 * A signature is good once: the used ones are kept until their timestamp is stale, in this process's
 * memory, and with REDIS_URL in Redis too (sharedReplayCache), so that a request replayed to another
 * server process sharing that Redis is refused as well.
 */
import { createHmac, timingSafeEqual } from 'crypto'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { signKeyOf, signMessage } from '../../core/sign'
import { SIGN_HEADER_SIGN, SIGN_HEADER_TS, SIGN_MAX_AGE_MS } from '../../types/api'
import { ApiError } from '../errors'
import { MemoryReplayCache, type ReplayCache } from '../lib/replay-cache'
import { redisConnection } from './redisConnection'

declare module 'fastify' {
  interface FastifyContextConfig {
    /** false: the route is exempt from the request signature. */
    signature?: boolean
  }
}

export interface SignatureOptions {
  keys: readonly string[]
  replayCache: ReplayCache
  now?: () => number
}

const TS_HEADER = SIGN_HEADER_TS.toLowerCase()
const SIGN_HEADER = SIGN_HEADER_SIGN.toLowerCase()

function badSignature(detail: string): ApiError {
  return new ApiError(403, 'bad_signature', detail)
}

function sameHex(a: string, b: string): boolean {
  const left = Buffer.from(a)
  const right = Buffer.from(b)
  return left.length === right.length && timingSafeEqual(left, right)
}

/**
 * core/sign.ts signRequest computed with node's HMAC: the same bytes (UTF-8 message and key), about
 * 2 µs a request where crypto-js took 20 (the app needs crypto-js for its WeChat build; the server does not).
 */
export function serverSign(keys: readonly string[], ts: string, method: string, body: string, pathAndQuery: string): string {
  return createHmac('sha256', signKeyOf(keys, ts))
    .update(signMessage(ts, method, body, pathAndQuery))
    .digest('hex')
}

function header(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name]
  return typeof value === 'string' ? value : undefined
}

export function installSignatureCheck(scope: FastifyInstance, { keys, replayCache, now = Date.now }: SignatureOptions): void {
  // preValidation: the body has been read (rawBody) but a bad signature still wins over bad input.
  scope.addHook('preValidation', async (request) => {
    if (request.routeOptions.config.signature === false) return
    const ts = header(request, TS_HEADER)
    const sign = header(request, SIGN_HEADER)
    if (!ts || !sign) throw badSignature('请求签名缺失')
    if (!/^\d{1,16}$/.test(ts)) throw badSignature('请求签名无效')
    if (Math.abs(now() - Number(ts)) > SIGN_MAX_AGE_MS) throw badSignature('请求签名已过期，请检查设备时间')
    const expected = serverSign(keys, ts, request.method, request.rawBody, request.raw.url ?? '')
    if (!sameHex(expected, sign.toLowerCase())) throw badSignature('请求签名无效')
    // Past ts + max age the timestamp is stale anyway, so the key need not outlive it.
    if (!(await replayCache.claim(sign.toLowerCase(), Number(ts) + SIGN_MAX_AGE_MS))) {
      throw badSignature('重复的请求，请重新发起')
    }
  })
}

/**
 * The replay cache of several processes (REDIS_URL): a used signature is claimed in this process's
 * memory, then as a Redis key (SET NX, expiring with the signature's timestamp), and a claim either
 * refuses is a replay. While Redis is not connected, or does not answer, the memory alone decides:
 * a replay to the same process is still refused, and a request is neither refused nor kept waiting
 * for the outage.
 */
export function sharedReplayCache(app: FastifyInstance, url: string, now: () => number = Date.now): ReplayCache {
  const redis = redisConnection(app, url, 'replay cache')
  const local = new MemoryReplayCache(now)
  return {
    async claim(key, expiresAt) {
      if (!(await local.claim(key, expiresAt))) return false
      // Not connected: no request waits for Redis to come back (ioredis would queue the command).
      if (redis.status !== 'ready') return true
      try {
        return (await redis.set(`replay:${key}`, '1', 'PX', Math.max(1, expiresAt - now()), 'NX')) === 'OK'
      } catch {
        return true
      }
    }
  }
}
