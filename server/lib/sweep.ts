/** Background sweeps of route families (group-buy, closing unpaid orders, refunding unneeded payments). */
import type { FastifyInstance } from 'fastify'

/**
 * Runs `task` every `ms` while the app is open: the timer never keeps the process alive, closing
 * the app stops it, and a failure is logged under `name` (the next run tries again).
 */
export function sweepEvery(api: FastifyInstance, ms: number, name: string, task: () => Promise<unknown>): void {
  const timer = setInterval(() => {
    task().catch((error: unknown) => api.log.error({ err: error }, `${name} failed`))
  }, ms)
  timer.unref()
  api.addHook('onClose', async () => clearInterval(timer))
}
