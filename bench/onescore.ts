/**
 * 一分一段 look-ups per second (in-memory PGlite with the 31-province sample, fastify.inject,
 * signed), alternating score and rank look-ups. Prints one JSON object last.
 */
import { buildApp } from '../server/app'
import { loadConfig } from '../server/config'
import { openDatabase } from '../server/db/open'
import { seedSampleOneScore } from '../server/seed/seedAll'
import { PROVINCES } from '../server/services/provinces'
import { DEV_SIGN_KEYS, signRequest } from '../src/lib/sign'
import { sampleTable, tracksFor } from '../server/seed/sampleOneScore'

const N = 1000

async function main(): Promise<void> {
  const config = loadConfig({ LOG_LEVEL: 'silent', SEED_DEMO: 'false' })
  const database = await openDatabase({ dataDir: '', databaseUrl: null }, { memory: true })
  await database.migrate()
  const seedStart = Date.now()
  const tables = await seedSampleOneScore(database)
  const seedMs = Date.now() - seedStart
  const app = buildApp({ config, database })
  await app.ready()
  try {
    const start = process.hrtime.bigint()
    for (let i = 0; i < N; i++) {
      const province = PROVINCES[i % PROVINCES.length]
      const track = tracksFor(province, 2025)[i % 2 === 0 ? 0 : tracksFor(province, 2025).length - 1]
      const rows = sampleTable(province, 2025, track).rows
      const pick = i % 2 === 0 ? `score=${rows[i % rows.length].score}` : `rank=${rows[i % rows.length].cumulative}`
      const path = `/api/edu/onescoreoneline/lookup/?province=${encodeURIComponent(province)}&year=2025&track=${encodeURIComponent(track)}&${pick}`
      const ts = String(Date.now() + i)
      const res = await app.inject({ method: 'GET', url: path, headers: { 'x-ts': ts, 'x-sign': signRequest(DEV_SIGN_KEYS, ts, 'GET', '', path) } })
      if (res.statusCode !== 200) throw new Error(`${path}: ${res.statusCode} ${res.body}`)
    }
    const seconds = Number(process.hrtime.bigint() - start) / 1e9
    console.log(JSON.stringify({ bench: 'onescore', sample_tables: tables, seed_ms: seedMs, lookups: N, lookups_per_s: Math.round(N / seconds) }))
  } finally {
    await app.close()
    await database.close()
  }
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
