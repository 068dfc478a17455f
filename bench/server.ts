/**
 * Server throughput on loopback (real HTTP, in-memory PGlite), sequential and bounded:
 * GET /api/health (one database round trip each) and a signed GET of an unknown /api route
 * (signature check + replay cache + 404, no database). Prints one JSON object last.
 */
import type { AddressInfo } from 'node:net'
import { buildApp } from '../server/app'
import { loadConfig } from '../server/config'
import { openDatabase } from '../server/db/open'
import { DEV_SIGN_KEYS, signRequest } from '../core/sign'

const N = 1500

async function perSecond(n: number, expectStatus: number, send: (i: number) => Promise<Response>): Promise<number> {
  const start = process.hrtime.bigint()
  for (let i = 0; i < n; i++) {
    const res = await send(i)
    await res.arrayBuffer()
    if (res.status !== expectStatus) throw new Error(`expected ${expectStatus}, got ${res.status}`)
  }
  return Math.round(n / (Number(process.hrtime.bigint() - start) / 1e9))
}

async function main(): Promise<void> {
  const config = loadConfig({ LOG_LEVEL: 'silent', SEED_DEMO: 'false', PORT: '0', HOST: '127.0.0.1' })
  const database = await openDatabase({ dataDir: '', databaseUrl: null }, { memory: true })
  await database.migrate()
  const app = buildApp({ config, database })
  await app.listen({ port: 0, host: '127.0.0.1' })
  const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`
  try {
    const health = await perSecond(N, 200, () => fetch(`${base}/api/health`))
    const signed = await perSecond(N, 404, (i) => {
      const path = `/api/bench/missing/?i=${i}`
      const ts = String(Date.now())
      return fetch(base + path, { headers: { 'X-Ts': ts, 'X-Sign': signRequest(DEV_SIGN_KEYS, ts, 'GET', '', path) } })
    })
    console.log(JSON.stringify({ bench: 'server', requests: N, health_req_per_s: health, signed_404_req_per_s: signed }))
  } finally {
    await app.close()
    await database.close()
  }
}

void main()
