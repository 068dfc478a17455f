/**
 * What the database benches share: the same measurement on an in-memory PGlite and, when
 * DATABASE_URL names a PostgreSQL server, on a throw-away database there; and p50/p95 timing.
 */
import type { Database } from '../../server/db/open'
import { throwawayPostgres } from '../../test/api/helpers'
import { memoryDatabase } from './app'

/** Milliseconds since `start` (process.hrtime.bigint()). */
export const ms = (start: bigint) => Number(process.hrtime.bigint() - start) / 1e6
const pct = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]
/** Two decimals. */
export const round = (x: number) => Math.round(x * 100) / 100

/**
 * p50 and p95 (ms, two decimals) of each reader over `runs` rounds, after `warmup` rounds; the
 * readers take turns within a round, so a busy moment of the machine falls on all of them alike.
 */
export async function timed(runs: number, warmup: number, ...readers: (() => Promise<unknown>)[]): Promise<{ p50: number; p95: number }[]> {
  for (let i = 0; i < warmup; i++) for (const read of readers) await read()
  const times = readers.map(() => [] as number[])
  for (let i = 0; i < runs; i++) {
    for (const [j, read] of readers.entries()) {
      const start = process.hrtime.bigint()
      await read()
      times[j].push(ms(start))
    }
  }
  return times.map((list) => {
    list.sort((a, b) => a - b)
    return { p50: round(pct(list, 50)), p95: round(pct(list, 95)) }
  })
}

/** `measure` on PGlite, then on PostgreSQL when DATABASE_URL is set; each database closed after. */
export async function onEachDatabase<R>(
  prefix: string,
  measure: (database: Database) => Promise<{ seedMs: number; rows: R[] }>
): Promise<{ db: string; seed_ms: number; rows: R[] }[]> {
  const results: { db: string; seed_ms: number; rows: R[] }[] = []
  const pglite = await memoryDatabase()
  try {
    const { seedMs, rows } = await measure(pglite)
    results.push({ db: 'pglite', seed_ms: Math.round(seedMs), rows })
  } finally {
    await pglite.close()
  }
  if (process.env.DATABASE_URL) {
    const pg = await throwawayPostgres(process.env.DATABASE_URL, prefix)
    try {
      const { seedMs, rows } = await measure(pg.database)
      results.push({ db: 'postgres', seed_ms: Math.round(seedMs), rows })
    } finally {
      await pg.dispose()
    }
  }
  return results
}
