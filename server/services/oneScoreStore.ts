/**
 * 一分一段 tables held in memory per database, by province and track with all their years: a
 * look-up (and the recommendation model, which converts ranks across years for every institution)
 * then costs a binary search instead of a query of ~700 rows.
 *
 * Loaded on first use; dropped by importers after they change `one_score_lines`
 * (invalidateOneScoreTables). With PostgreSQL and several server processes an import in one process
 * reaches the others after CACHE_TTL_MS at the latest.
 */
import { and, asc, eq } from 'drizzle-orm'
import type { OneScoreRow, Track } from '../../types/gaokao'
import type { Database } from '../db/open'
import { oneScoreLines, type SourceJson } from '../db/schema'

export const CACHE_TTL_MS = 60_000

export interface YearTable {
  year: number
  /** Highest score first (cumulative ascending). */
  rows: OneScoreRow[]
  source: SourceJson
}

/** The tables of one province and track, newest year first. */
export type TrackTables = YearTable[]

interface Entry {
  loadedAt: number
  tables: Promise<TrackTables>
}

const caches = new WeakMap<Database, Map<string, Entry>>()

async function load(database: Database, province: string, track: Track): Promise<TrackTables> {
  const rows = await database.db
    .select({ year: oneScoreLines.year, score: oneScoreLines.score, count: oneScoreLines.count, cumulative: oneScoreLines.cumulative, source: oneScoreLines.source })
    .from(oneScoreLines)
    .where(and(eq(oneScoreLines.province, province), eq(oneScoreLines.track, track)))
    .orderBy(asc(oneScoreLines.year), asc(oneScoreLines.cumulative))
  const byYear = new Map<number, YearTable>()
  for (const { year, score, count, cumulative, source } of rows) {
    let table = byYear.get(year)
    if (!table) byYear.set(year, (table = { year, rows: [], source }))
    table.rows.push({ score, count, cumulative })
  }
  return [...byYear.values()].sort((a, b) => b.year - a.year)
}

export function oneScoreTables(database: Database, province: string, track: Track): Promise<TrackTables> {
  let cache = caches.get(database)
  if (!cache) caches.set(database, (cache = new Map()))
  const key = `${province}|${track}`
  const now = Date.now()
  const hit = cache.get(key)
  if (hit && now - hit.loadedAt < CACHE_TTL_MS) return hit.tables
  const tables = load(database, province, track)
  const entry = { loadedAt: now, tables }
  tables.catch(() => {
    if (cache.get(key) === entry) cache.delete(key)
  })
  cache.set(key, entry)
  return tables
}

/** One year's table, or undefined when there is none. */
export async function oneScoreTable(database: Database, province: string, year: number, track: Track): Promise<YearTable | undefined> {
  return (await oneScoreTables(database, province, track)).find((t) => t.year === year)
}

/** Called after `one_score_lines` changed: the next look-up reloads. */
export function invalidateOneScoreTables(database: Database): void {
  caches.delete(database)
}
