/**
 * Imports 批次控制线 from CSV (docs/data-formats.md): `province,year,track,batch,score[,rank]`.
 * Every row is validated (server/seed/csv.ts); a bad row, or a (track, batch) given twice, rejects
 * its whole province-year. Each province-year is written in one transaction and replaces what was
 * stored for it, or is left alone when identical (load.ts replaceGroups), so a re-import changes
 * nothing. Rows are labelled 导入数据（仅供参考）.
 *
 * CLI: `npx tsx server/seed/importBatchLines.ts file.csv`.
 */
import type { BatchLine } from '../../types/edu'
import { IMPORTED_SOURCE, type DataSource } from '../../types/gaokao'
import type { Database } from '../db/open'
import { parseGroupedCsv, type CsvRow, type ParsedCsv, type Rejection } from './csv'
import { invalidateRecommendUnits } from '../services/recommendUnits'
import { replaceGroups, rowGroups, runImportCli, type Column, type GroupedImportReport, type OnGroup } from './load'

export const BATCH_LINE_COLUMNS = { required: ['province', 'year', 'track', 'batch', 'score'], optional: ['rank'] } as const

export const BATCH_LINE_INSERT: Column<BatchLine>[] = [
  { name: 'province', type: 'text', value: (r) => r.province },
  { name: 'year', type: 'int', value: (r) => r.year },
  { name: 'track', type: 'text', value: (r) => r.track },
  { name: 'batch', type: 'text', value: (r) => r.batch },
  { name: 'score', type: 'int', value: (r) => r.score },
  { name: 'rank', type: 'int', value: (r) => r.rank }
]

function parseRow(row: CsvRow): BatchLine {
  const { province, year, track, fullMarks } = row.provinceYearTrack()
  return {
    province,
    year,
    track,
    batch: row.text('batch', '批次', { required: true, max: 30 }),
    score: row.int('score', '分数线', 0, fullMarks),
    rank: row.optionalInt('rank', '位次', 1, 10_000_000)
  }
}

function noRepeatedBatch(rows: readonly { line: number; value: BatchLine }[]): Rejection[] {
  const seen = new Map<string, number>()
  const problems: Rejection[] = []
  for (const { line, value } of rows) {
    const key = `${value.track} ${value.batch}`
    const first = seen.get(key)
    if (first !== undefined) problems.push({ line, reason: `${key} 重复（第 ${first} 行已有）` })
    else seen.set(key, line)
  }
  return problems
}

export function parseBatchLinesCsv(text: string) {
  return parseGroupedCsv(text, { columns: BATCH_LINE_COLUMNS, groupBy: ['province', 'year'], groupLabel: '该省份该年份', parseRow, checkGroup: noRepeatedBatch })
}

/** Writes the good province-years of a parsed file (load.ts replaceGroups). */
export async function loadBatchLines(
  database: Database,
  { groups, rejected, rejectedGroups }: ParsedCsv<BatchLine>,
  source: DataSource,
  onGroup?: OnGroup
): Promise<GroupedImportReport> {
  const counts = await replaceGroups(database, 'batch_lines', BATCH_LINE_INSERT, rowGroups(groups, ['province', 'year']), source, onGroup)
  // Recommendations read the batch lines for the list a candidate starts on.
  if (counts.added + counts.updated > 0) invalidateRecommendUnits(database)
  return { ...counts, rejected, rejectedGroups }
}

export async function importBatchLinesCsv(database: Database, text: string, source: DataSource = IMPORTED_SOURCE, onGroup?: OnGroup): Promise<GroupedImportReport> {
  return loadBatchLines(database, parseBatchLinesCsv(text), source, onGroup)
}

if (require.main === module) runImportCli('importBatchLines.ts', (database, text) => importBatchLinesCsv(database, text))
