/**
 * 一分一段 look-ups per second (in-memory PGlite with the 31-province sample, fastify.inject,
 * signed), alternating score and rank look-ups. Prints one JSON object last.
 */
import { seedSampleOneScore } from '../server/seed/seedAll'
import { PROVINCES } from '../server/services/provinces'
import { tracksFor } from '../core/provinceFacts'
import { demoTable } from '../server/seed/sampleOneScore'
import { memoryDatabase, runBench, signedGet, withApp } from './support/app'

const N = 1000

async function main(): Promise<void> {
  const database = await memoryDatabase()
  const seedStart = Date.now()
  const tables = await seedSampleOneScore(database)
  const seedMs = Date.now() - seedStart
  await withApp(database, async (app) => {
    const start = process.hrtime.bigint()
    for (let i = 0; i < N; i++) {
      const province = PROVINCES[i % PROVINCES.length]
      const track = tracksFor(province, 2025)[i % 2 === 0 ? 0 : tracksFor(province, 2025).length - 1]
      const rows = demoTable(province, 2025, track).rows
      const pick = i % 2 === 0 ? `score=${rows[i % rows.length].score}` : `rank=${rows[i % rows.length].cumulative}`
      await signedGet(app, `/api/edu/onescoreoneline/lookup/?province=${encodeURIComponent(province)}&year=2025&track=${encodeURIComponent(track)}&${pick}`, i)
    }
    const seconds = Number(process.hrtime.bigint() - start) / 1e9
    console.log(JSON.stringify({ bench: 'onescore', sample_tables: tables, seed_ms: seedMs, lookups: N, lookups_per_s: Math.round(N / seconds) }))
  })
}

runBench(main)
