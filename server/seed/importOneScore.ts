/**
 * Imports 一分一段 tables from CSV (docs/data-formats.md): header
 * `province,year,track,score,count,cumulative`, one row per score, each table (province, year,
 * track) from its top row ('X分及以上', count = cumulative) down, scores strictly descending and
 * cumulative = previous cumulative + count.
 *
 * Every row is validated. A bad row rejects its whole table (reported with line numbers; nothing
 * of that table is written); the good tables of the same file still load. Each table is written in
 * its own transaction and replaces the table as a whole; an identical table is left unchanged, so
 * a second run changes nothing. Counts in the report are tables.
 *
 * Imported data is labelled {kind:'imported', label:'导入数据（仅供参考）'} by default: never
 * 'official' (third-party files such as ../shared/data/gaokao-real are for tests and benches only).
 *
 * CLI: `npx tsx server/seed/importOneScore.ts file.csv` (uses DATA_DIR / DATABASE_URL).
 */
import fs from 'fs'
import path from 'path'
import { and, eq, sql } from 'drizzle-orm'
import { IMPORTED_SOURCE, TRACKS, type DataSource, type OneScoreRow, type Track } from '../../types/gaokao'
import type { Database, Db } from '../db/open'
import { oneScoreLines } from '../db/schema'
import { isProvince } from '../services/provinces'
import { checkTable } from '../services/oneScore'
import { invalidateOneScoreTables } from '../services/oneScoreStore'
import { sameSource } from './importInstitutions'

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
  rejected: { line: number; reason: string }[]
  /** 'province-year-track' of every table not loaded. */
  rejectedTables: string[]
}

interface Group {
  key: string
  lines: number[]
  problems: { line: number; reason: string }[]
  table: OneScoreTableData
}

const INT = /^-?\d+$/

/** Parses and validates a CSV text into good tables and rejections (pure). */
export function parseOneScoreCsv(text: string): { tables: OneScoreTableData[]; rejected: OneScoreImportReport['rejected']; rejectedTables: string[] } {
  const lines = text.replace(/^\uFEFF/, '').split(/\r?\n/)
  const rejected: OneScoreImportReport['rejected'] = []
  if ((lines[0] ?? '').trim() !== ONE_SCORE_HEADER) {
    return { tables: [], rejected: [{ line: 1, reason: `表头应为 ${ONE_SCORE_HEADER}` }], rejectedTables: [] }
  }
  const groups = new Map<string, Group>()
  for (let i = 1; i < lines.length; i++) {
    const lineNo = i + 1
    if (lines[i].trim() === '') continue
    const fields = lines[i].split(',').map((f) => f.trim().replace(/^"(.*)"$/, '$1'))
    if (fields.length < 3) {
      // A row that cannot be attributed to a table could belong to any: load nothing.
      return { tables: [], rejected: [{ line: lineNo, reason: `列数应为 6，实为 ${fields.length}；整个文件未导入` }], rejectedTables: [] }
    }
    const [province, yearText, track] = fields
    const key = `${province}-${yearText}-${track}`
    let group = groups.get(key)
    if (!group) {
      group = { key, lines: [], problems: [], table: { province, year: Number(yearText), track: track as Track, rows: [] } }
      groups.set(key, group)
    }
    group.lines.push(lineNo)
    const problem = (reason: string) => group!.problems.push({ line: lineNo, reason })
    if (fields.length !== 6) {
      problem(`列数应为 6，实为 ${fields.length}`)
      continue
    }
    if (!isProvince(province)) problem(`未知省份：${province}`)
    if (!INT.test(yearText) || Number(yearText) < 2000 || Number(yearText) > 2100) problem(`年份应为 2000-2100 的整数：${yearText}`)
    if (!(TRACKS as readonly string[]).includes(track)) problem(`未知科类：${track}（应为 ${TRACKS.join('、')}）`)
    const [score, count, cumulative] = fields.slice(3)
    if (!INT.test(score) || Number(score) < 0 || Number(score) > 900) {
      problem(`分数应为 0-900 的整数：${score}`)
      continue
    }
    if (!INT.test(count) || Number(count) < 0) {
      problem(`人数应为非负整数：${count}`)
      continue
    }
    if (!INT.test(cumulative) || Number(cumulative) < 0) {
      problem(`累计人数应为非负整数：${cumulative}`)
      continue
    }
    const row = { score: Number(score), count: Number(count), cumulative: Number(cumulative) }
    const rows = group.table.rows
    const previous = rows[rows.length - 1]
    if (previous && row.score >= previous.score) problem(`分数应严格递减：上一行 ${previous.score}，本行 ${row.score}`)
    else {
      const expected = (previous?.cumulative ?? 0) + row.count
      if (row.cumulative !== expected) problem(`累计人数应为 ${expected}（上一行累计 + 本分人数），实为 ${row.cumulative}`)
    }
    rows.push(row)
  }
  const tables: OneScoreTableData[] = []
  const rejectedTables: string[] = []
  for (const group of groups.values()) {
    if (group.problems.length === 0 && checkTable(group.table.rows) === null && group.table.rows.length > 0) {
      tables.push(group.table)
      continue
    }
    rejectedTables.push(group.key)
    rejected.push(...group.problems)
    rejected.push({ line: group.lines[0], reason: `${group.key} 整表未导入（第 ${group.lines[0]}-${group.lines[group.lines.length - 1]} 行）` })
  }
  rejected.sort((a, b) => a.line - b.line)
  return { tables, rejected, rejectedTables }
}

const pgIntArray = (values: number[]) => `{${values.join(',')}}`

/** One statement per table (three int arrays unnested): far faster than row-by-row values on PGlite. */
export async function insertTable(tx: Pick<Db, 'execute'>, table: OneScoreTableData, source: DataSource): Promise<void> {
  await tx.execute(sql`
    insert into one_score_lines (province, year, track, score, count, cumulative, source)
    select ${table.province}, ${table.year}::int, ${table.track}, s, c, cu, ${JSON.stringify(source)}::jsonb
    from unnest(${pgIntArray(table.rows.map((r) => r.score))}::int[], ${pgIntArray(table.rows.map((r) => r.count))}::int[], ${pgIntArray(table.rows.map((r) => r.cumulative))}::int[]) as t(s, c, cu)`)
}

/** Writes tables, one transaction each (replace the table unless identical). */
export async function loadOneScoreTables(database: Database, tables: OneScoreTableData[], source: DataSource): Promise<Pick<OneScoreImportReport, 'added' | 'updated' | 'unchanged'>> {
  const counts = { added: 0, updated: 0, unchanged: 0 }
  for (const table of tables) {
    await database.db.transaction(async (tx) => {
      const where = and(eq(oneScoreLines.province, table.province), eq(oneScoreLines.year, table.year), eq(oneScoreLines.track, table.track))
      const existing = await tx
        .select({ score: oneScoreLines.score, count: oneScoreLines.count, cumulative: oneScoreLines.cumulative, source: oneScoreLines.source })
        .from(oneScoreLines)
        .where(where)
        .orderBy(oneScoreLines.score)
      const wanted = [...table.rows].sort((a, b) => a.score - b.score)
      const identical =
        existing.length === wanted.length &&
        existing.every((row, i) => row.score === wanted[i].score && row.count === wanted[i].count && row.cumulative === wanted[i].cumulative && sameSource(row.source, source))
      if (identical) {
        counts.unchanged++
        return
      }
      if (existing.length > 0) await tx.delete(oneScoreLines).where(where)
      await insertTable(tx, table, source)
      if (existing.length > 0) counts.updated++
      else counts.added++
    })
  }
  if (counts.added + counts.updated > 0) invalidateOneScoreTables(database)
  return counts
}

export async function importOneScoreCsv(database: Database, text: string, source: DataSource = IMPORTED_SOURCE): Promise<OneScoreImportReport> {
  const { tables, rejected, rejectedTables } = parseOneScoreCsv(text)
  const counts = await loadOneScoreTables(database, tables, source)
  return { ...counts, rejected, rejectedTables }
}

async function cli(): Promise<void> {
  const file = process.argv[2]
  if (!file) {
    console.error('用法 / usage: npx tsx server/seed/importOneScore.ts file.csv')
    process.exit(1)
  }
  const { loadConfig } = await import('../config')
  const { openDatabase } = await import('../db/open')
  const database = await openDatabase(loadConfig())
  try {
    await database.migrate()
    const report = await importOneScoreCsv(database, fs.readFileSync(path.resolve(file), 'utf8'))
    console.log(JSON.stringify(report, null, 2))
  } finally {
    await database.close()
  }
}

if (require.main === module) {
  cli().catch((error: unknown) => {
    console.error(error)
    process.exit(1)
  })
}
