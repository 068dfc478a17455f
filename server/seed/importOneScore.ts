/**
 * Imports 一分一段 tables from CSV (docs/data-formats.md): header
 * `province,year,track,score,count,cumulative`, one row per score, each table (province, year,
 * track) from its top row ('X分及以上', count = cumulative) down, scores strictly descending and
 * cumulative = previous cumulative + count.
 *
 * Every row is validated. A bad row rejects its whole table (reported with line numbers; nothing
 * of that table is written); the good tables of the same file still load. Each table is written in
 * its own transaction and replaces the table as a whole; an identical table is left unchanged
 * (load.ts replaceGroups), so a second run changes nothing. Counts in the report are tables.
 *
 * Imported data is labelled {kind:'imported', label:'导入数据（仅供参考）'} by default: never
 * 'official'. Third-party files such as ../shared/data/gaokao-real are never copied into the repo
 * nor seeded; `npm run import` loads them on request (scripts/import.ts).
 *
 * CLI: `npx tsx server/seed/importOneScore.ts file.csv` (uses DATA_DIR / DATABASE_URL).
 */
import { IMPORTED_SOURCE, type DataSource, type OneScoreRow, type Track } from '../../types/gaokao'
import type { Database, Db } from '../db/open'
import { invalidateOneScoreTables } from '../services/oneScoreStore'
import { parseGroupedCsv, type Rejection } from './csv'
import { bulkInsert, replaceGroups, runImportCli, type Column, type OnGroup } from './load'

export const ONE_SCORE_HEADER = 'province,year,track,score,count,cumulative'

export interface OneScoreTableData {
  province: string
  year: number
  track: Track
  rows: OneScoreRow[]
}

export interface OneScoreImportReport {
  /** Tables written for the first time, replaced, or identical to what was there. */
  added: number
  updated: number
  unchanged: number
  rejected: Rejection[]
  /** 'province-year-track' of every table not loaded. */
  rejectedTables: string[]
}

const ONE_SCORE_COLUMNS = ONE_SCORE_HEADER.split(',')

interface ParsedRow {
  province: string
  year: number
  track: Track
  row: OneScoreRow
}

/** Walks a table down from its top row: scores strictly descending, cumulative = previous + count. */
function checkRunningTotals(rows: readonly { line: number; value: ParsedRow }[]): Rejection[] {
  const problems: Rejection[] = []
  let previous: OneScoreRow | null = null
  for (const { line, value } of rows) {
    const row = value.row
    if (previous && row.score >= previous.score) problems.push({ line, reason: `分数应严格递减：上一行 ${previous.score}，本行 ${row.score}` })
    else {
      const expected = (previous?.cumulative ?? 0) + row.count
      if (row.cumulative !== expected) problems.push({ line, reason: `累计人数应为 ${expected}（上一行累计 + 本分人数），实为 ${row.cumulative}` })
    }
    previous = row
  }
  return problems
}

/** Parses and validates a CSV text into good tables and rejections (pure). */
export function parseOneScoreCsv(text: string): { tables: OneScoreTableData[]; rejected: Rejection[]; rejectedTables: string[] } {
  const parsed = parseGroupedCsv<ParsedRow>(text, {
    columns: { required: ONE_SCORE_COLUMNS },
    groupBy: ['province', 'year', 'track'],
    groupLabel: '整表',
    parseRow(row) {
      const { province, year, track, fullMarks } = row.provinceYearTrack()
      const score = row.int('score', '分数', 0, fullMarks)
      const count = row.int('count', '人数', 0, 10_000_000)
      const cumulative = row.int('cumulative', '累计人数', 0, 10_000_000)
      return { province, year, track, row: { score, count, cumulative } }
    },
    checkGroup: checkRunningTotals
  })
  const tables = parsed.groups.map(({ rows }) => ({ province: rows[0].province, year: rows[0].year, track: rows[0].track, rows: rows.map((r) => r.row) }))
  return { tables, rejected: parsed.rejected, rejectedTables: parsed.rejectedGroups }
}

type TableRow = OneScoreRow & Pick<OneScoreTableData, 'province' | 'year' | 'track'>

const ONE_SCORE_INSERT: Column<TableRow>[] = [
  { name: 'province', type: 'text', value: (r) => r.province },
  { name: 'year', type: 'int', value: (r) => r.year },
  { name: 'track', type: 'text', value: (r) => r.track },
  { name: 'score', type: 'int', value: (r) => r.score },
  { name: 'count', type: 'int', value: (r) => r.count },
  { name: 'cumulative', type: 'int', value: (r) => r.cumulative }
]

const tableRows = ({ province, year, track, rows }: OneScoreTableData): TableRow[] => rows.map((r) => ({ province, year, track, ...r }))

/** One statement per table (see load.ts bulkInsert). */
export async function insertTable(tx: Pick<Db, 'execute'>, table: OneScoreTableData, source: DataSource): Promise<void> {
  await bulkInsert(tx, 'one_score_lines', ONE_SCORE_INSERT, tableRows(table), source)
}

/** Writes tables, one transaction each: replaces a table unless the stored one is identical (load.ts replaceGroups). */
export async function loadOneScoreTables(
  database: Database,
  tables: OneScoreTableData[],
  source: DataSource,
  onGroup?: OnGroup
): Promise<Pick<OneScoreImportReport, 'added' | 'updated' | 'unchanged'>> {
  const groups = tables.map((table) => ({
    key: `${table.province}-${table.year}-${table.track}`,
    where: { province: table.province, year: table.year, track: table.track },
    rows: tableRows(table)
  }))
  const { added, updated, unchanged } = await replaceGroups(database, 'one_score_lines', ONE_SCORE_INSERT, groups, source, onGroup)
  if (added + updated > 0) invalidateOneScoreTables(database)
  return { added, updated, unchanged }
}

export async function importOneScoreCsv(database: Database, text: string, source: DataSource = IMPORTED_SOURCE, onGroup?: OnGroup): Promise<OneScoreImportReport> {
  const { tables, rejected, rejectedTables } = parseOneScoreCsv(text)
  const counts = await loadOneScoreTables(database, tables, source, onGroup)
  return { ...counts, rejected, rejectedTables }
}

if (require.main === module) runImportCli('importOneScore.ts', (database, text) => importOneScoreCsv(database, text))
