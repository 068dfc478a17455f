/** Batch control lines of a province (GET /api/edu/scoreline/): every year asked for, tabs, sources (all, and per year-track). */
import { eq } from 'drizzle-orm'
import type { BatchLine, BatchLineQuery, BatchLineResponse } from '../../types/edu'
import type { DataSource, Track } from '../../types/gaokao'
import type { Db } from '../db/open'
import { batchLines } from '../db/schema'
import { ApiError } from '../errors'
import { sourceOfRows } from '../lib/dataSource'
import { tabs, trackOrder } from './lineTabs'

/** Newest year first, then TRACKS order, then the highest line; 404 in Chinese when none match. */
export async function batchLineAnswer(db: Db, { province, year, track }: BatchLineQuery): Promise<BatchLineResponse> {
  const rows = await db.select().from(batchLines).where(eq(batchLines.province, province))
  if (rows.length === 0) throw new ApiError(404, 'not_found', '暂无该省份的批次线')
  const chosen = rows
    .filter((r) => (year === undefined || r.year === year) && (track === undefined || r.track === track))
    .sort((a, b) => b.year - a.year || trackOrder(a.track) - trackOrder(b.track) || b.score - a.score)
  if (chosen.length === 0) throw new ApiError(404, 'not_found', '暂无该年份/科类的批次线')
  const lines: BatchLine[] = chosen.map((r) => ({ province: r.province, year: r.year, track: r.track as Track, batch: r.batch, score: r.score, rank: r.rank }))
  return { province, ...tabs(rows, year), lines, source: sourceOfRows(chosen.map((r) => r.source)) as DataSource, sources: sourcesByYearTrack(chosen) }
}

/** The source of each year-track of the rows, in the rows' order. */
function sourcesByYearTrack(rows: readonly { year: number; track: string; source: DataSource }[]): BatchLineResponse['sources'] {
  const groups = new Map<string, { year: number; track: Track; sources: DataSource[] }>()
  for (const r of rows) {
    const key = `${r.year}|${r.track}`
    let group = groups.get(key)
    if (!group) groups.set(key, (group = { year: r.year, track: r.track as Track, sources: [] }))
    group.sources.push(r.source)
  }
  return [...groups.values()].map(({ year, track, sources }) => ({ year, track, source: sourceOfRows(sources) as DataSource }))
}
