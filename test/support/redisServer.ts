/**
 * A throw-away redis-server for the tests of state shared across server processes (REDIS_URL: rate
 * limits, replayed signatures, token revocations, the live chat): Debian's redis-server on 127.0.0.1
 * at a free port, without persistence. Tests skip, saying so, where it is not installed
 * (apt-get install -y redis-server; .ci/run installs it).
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { Redis } from 'ioredis'
import { freePort } from './realServer'

const binary = spawnSync('sh', ['-c', 'command -v redis-server']).stdout?.toString().trim()

/** Why a Redis test cannot run here ('' when it can). */
export const redisMissing = binary ? '' : 'redis-server not found (apt-get install -y redis-server)'

export interface RedisServer {
  url: string
  /** Stops it (SIGTERM) and waits for its exit. */
  stop(): Promise<void>
  /** Starts it again on the same port, and waits until it answers. */
  restart(): Promise<void>
}

/** Resolves once the server at `url` answers a PING (it takes a moment to listen). */
async function answering(url: string): Promise<void> {
  for (let tries = 0; ; tries++) {
    const probe = new Redis(url, { lazyConnect: true, connectTimeout: 200, maxRetriesPerRequest: 0, retryStrategy: () => null })
    probe.on('error', () => {})
    try {
      await probe.connect()
      await probe.ping()
      return
    } catch (error) {
      if (tries >= 100) throw error
      await new Promise((resolve) => setTimeout(resolve, 50))
    } finally {
      probe.disconnect()
    }
  }
}

/** A redis-server of its own, answering. */
export async function startRedis(): Promise<RedisServer> {
  if (!binary) throw new Error(redisMissing)
  const port = await freePort()
  const url = `redis://127.0.0.1:${port}`
  const launch = () => spawn(binary, ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'ignore' })
  let proc: ChildProcess = launch()
  await answering(url)
  return {
    url,
    async stop() {
      if (proc.exitCode !== null || proc.signalCode !== null) return
      const exited = new Promise((resolve) => proc.once('exit', resolve))
      proc.kill()
      await exited
    },
    async restart() {
      proc = launch()
      await answering(url)
    }
  }
}
