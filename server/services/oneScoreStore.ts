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
import { TRACKS, type OneScoreAvailability, type OneScoreRow, type Track } from '../../types/gaokao'
import type { Database } from '../db/open'
import { oneScoreLines, type SourceJson } from '../db/schema'
import { PROVINCES } from './provinces'

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

/** Every stored province-year-track table, in PROVINCES order, newest year first, then TRACKS order. */
export async function availableTables(database: Database): Promise<OneScoreAvailability['tables']> {
  const rows = await database.db
    .selectDistinct({ province: oneScoreLines.province, year: oneScoreLines.year, track: oneScoreLines.track, source: oneScoreLines.source })
    .from(oneScoreLines)
  const order = (p: string) => (PROVINCES as readonly string[]).indexOf(p)
  const trackOrder = (t: string) => TRACKS.indexOf(t as Track)
  rows.sort((a, b) => order(a.province) - order(b.province) || b.year - a.year || trackOrder(a.track) - trackOrder(b.track))
  return rows.map((r) => ({ province: r.province, year: r.year, track: r.track as Track, source: r.source }))
}
