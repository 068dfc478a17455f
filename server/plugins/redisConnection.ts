/**
 * A Redis connection that server processes share state through (REDIS_URL): the rate-limit counters
 * (rateLimits.ts) and the used request signatures (signature.ts). A request never waits long on it:
 * one retry, a 1 s command timeout; each user decides what a failed command means. Its errors are
 * logged as warnings under `label`, and it closes with `app`.
 */
import type { FastifyInstance } from 'fastify'
import { Redis } from 'ioredis'

export function redisConnection(app: FastifyInstance, url: string, label: string): Redis {
  const redis = new Redis(url, { maxRetriesPerRequest: 1, connectTimeout: 2000, commandTimeout: 1000 })
  redis.on('error', (error) => app.log.warn({ err: error }, `${label}: redis`))
  app.addHook('onClose', async () => {
    // With Redis gone, quit would wait on a command timeout: disconnect stops the reconnecting at once.
    if (redis.status === 'ready') await redis.quit().catch(() => undefined)
    redis.disconnect()
  })
  return redis
}
