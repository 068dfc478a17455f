/**
 * Imports data files into a database (`npm run import -- <file or folder> …`, scripts/import.ts; also
 * called in-process by tests and bench/import.ts). importTexts does the same for texts: the console's
 * 数据导入 runs it inside the server (server/services/admin/importJobs.ts).
 *
 * - A folder means every *.csv in it, sorted by name. A CSV is recognised by its header: 一分一段,
 *   批次线, 录取分数线 or 招生计划 (docs/data-formats.md); a .json file is the ministry's institution
 *   list (importInstitutions.ts). A CSV whose header fits none is rejected (line 1); any other file
 *   is reported and skipped.
 * - Every file is read and checked first (so the progress knows the number of groups), then loaded:
 *   the institution list, then 一分一段, then batch lines, admission lines and plans, each file in
 *   the order given. Each group (a table, a province-year-track, a province-year of batch lines) is
 *   one transaction; a bad row rejects its group only; an identical group is left alone (load.ts).
 * - Rows are labelled 导入数据（仅供参考） or the label given; never official.
 */
import fs from 'fs'
import path from 'path'
import { IMPORTED_SOURCE, type DataSource } from '../../types/gaokao'
import type { Database } from '../db/open'
import { parseCsvRecords, type CsvColumns, type ParsedCsv, type Rejection } from './csv'
import { ADMISSION_COLUMNS, ADMISSION_INSERT, importMatched, lineUnit, parseAdmissionLinesCsv, type MatchedRow } from './importAdmissionLines'
import { BATCH_LINE_COLUMNS, loadBatchLines, parseBatchLinesCsv } from './importBatchLines'
import { importInstitutionsJson } from './importInstitutions'
import { ONE_SCORE_HEADER, loadOneScoreTables, parseOneScoreCsv } from './importOneScore'
import { PLAN_COLUMNS, PLAN_INSERT, parsePlansCsv, planUnit } from './importPlans'
import type { Column, GroupOutcome, OnGroup } from './load'
import type { UnmatchedName } from './resolveInstitutions'

export type FileKind = 'institutions' | 'oneScore' | 'batchLines' | 'admissionLines' | 'plans'

/** Chinese names of the kinds, for reports. */
export const FILE_KIND_LABELS: Record<FileKind, string> = {
  institutions: '院校名单',
  oneScore: '一分一段',
  batchLines: '批次线',
  admissionLines: '录取分数线',
  plans: '招生计划'
}

export interface GroupLine {
  /** 'province-year-track' (batch lines: 'province-year'). */
  key: string
  outcome: GroupOutcome
  rows: number
}

export interface FileReport {
  file: string
  /** null: skipped (not a file this command reads). */
  kind: FileKind | null
  skipped?: string
  /** Groups (the institution list: institutions) added, updated, left unchanged. */
  added: number
  updated: number
  unchanged: number
  /** Rows of the groups loaded (the institution list: institutions accepted). */
  rows: number
  groups: GroupLine[]
  rejected: Rejection[]
  rejectedGroups: string[]
  /** Lines and plans whose institution matched none of the list by name or code (kept as 未匹配院校库). */
  unmatchedRows: number
  /** Those names, most rows first, with the units they form. */
  unmatched: UnmatchedName[]
}

export interface ImportProgress {
  /** Groups done so far and in all (the institution list counts as one). */
  done: number
  total: number
  file: string
  key: string
  outcome: GroupOutcome
  rows: number
}

export interface ImportOptions {
  /** The label of the rows (kind 'imported'), or a DataSource that is not official; default 导入数据（仅供参考）. */
  source?: string | DataSource
  onProgress?(progress: ImportProgress): void
}

/** A path that does not exist, or nothing to import: the caller's mistake (the CLI exits 2). */
export class ImportUsageError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'ImportUsageError'
  }
}

type LoadResult = Pick<FileReport, 'rejected' | 'rejectedGroups' | 'unmatchedRows' | 'unmatched'>

interface Parsed {
  /** Groups to load (the good ones). */
  groups: number
  load(database: Database, source: DataSource, onGroup: OnGroup): Promise<LoadResult>
}

interface CsvImporter {
  kind: Exclude<FileKind, 'institutions'>
  columns: CsvColumns
  parse(text: string): Parsed
}

function matched<R extends MatchedRow>(parsed: ParsedCsv<R>, table: string, columns: readonly Column<R>[], unitOf: (row: R) => string): Parsed {
  return { groups: parsed.groups.length, load: (database, source, onGroup) => importMatched(database, parsed, table, columns, source, unitOf, onGroup) }
}

/** In load order. */
const CSV_IMPORTERS: CsvImporter[] = [
  {
    kind: 'oneScore',
    columns: { required: ONE_SCORE_HEADER.split(',') },
    parse(text) {
      const { tables, rejected, rejectedTables } = parseOneScoreCsv(text)
      return {
        groups: tables.length,
        load: async (database, source, onGroup) => {
          await loadOneScoreTables(database, tables, source, onGroup)
          return { rejected, rejectedGroups: rejectedTables, unmatchedRows: 0, unmatched: [] }
        }
      }
    }
  },
  {
    kind: 'batchLines',
    columns: BATCH_LINE_COLUMNS,
    parse(text) {
      const parsed = parseBatchLinesCsv(text)
      return {
        groups: parsed.groups.length,
        load: async (database, source, onGroup) => ({ ...(await loadBatchLines(database, parsed, source, onGroup)), unmatchedRows: 0, unmatched: [] })
      }
    }
  },
  { kind: 'admissionLines', columns: ADMISSION_COLUMNS, parse: (text) => matched(parseAdmissionLinesCsv(text), 'admission_lines', ADMISSION_INSERT, lineUnit) },
  { kind: 'plans', columns: PLAN_COLUMNS, parse: (text) => matched(parsePlansCsv(text), 'enrollment_plans', PLAN_INSERT, planUnit) }
]

const LOAD_ORDER: FileKind[] = ['institutions', ...CSV_IMPORTERS.map((i) => i.kind)]

/** The importer whose columns the header names exactly (every required one, no unknown one). */
export function csvKindOf(header: readonly string[]): CsvImporter | null {
  const names = header.map((h) => h.trim())
  return (
    CSV_IMPORTERS.find(({ columns }) => {
      const known = new Set([...columns.required, ...(columns.optional ?? [])])
      return columns.required.every((c) => names.includes(c)) && names.every((n) => known.has(n))
    }) ?? null
  )
}

/** Files and folders → the files to read (a folder: its *.csv, sorted). Throws ImportUsageError for a missing path. */
export function expandPaths(paths: readonly string[]): string[] {
  if (paths.length === 0) throw new ImportUsageError('请指定要导入的文件或文件夹 / no file or folder given')
  const files: string[] = []
  for (const given of paths) {
    const full = path.resolve(given)
    if (!fs.existsSync(full)) throw new ImportUsageError(`找不到文件或文件夹 / not found: ${given}`)
    if (fs.statSync(full).isDirectory()) {
      const csvs = fs
        .readdirSync(full)
        .filter((name) => name.toLowerCase().endsWith('.csv'))
        .sort()
      files.push(...csvs.map((name) => path.join(full, name)))
    } else files.push(full)
  }
  return files
}

function sourceOf(option: ImportOptions['source']): DataSource {
  if (option === undefined) return IMPORTED_SOURCE
  if (typeof option === 'string') {
    if (option.trim() === '') throw new ImportUsageError('来源标签不能为空 / the source label is empty')
    return { kind: 'imported', label: option.trim(), year: null }
  }
  if (option.kind === 'official') throw new ImportUsageError('导入的数据不能标为官方数据 / imported data is never labelled official')
  return option
}

const emptyReport = (file: string, kind: FileKind | null): FileReport => ({
  file,
  kind,
  added: 0,
  updated: 0,
  unchanged: 0,
  rows: 0,
  groups: [],
  rejected: [],
  rejectedGroups: [],
  unmatchedRows: 0,
  unmatched: []
})

/** A file's text to import: `kind` when the caller already knows it (the console's upload), else by extension and header. */
export interface ImportText {
  /** The name shown in the report. */
  file: string
  text: string
  kind?: FileKind
}

/** What the CSV header of each kind must be, for the report of a header that fits none. */
export const expectedHeaders = () => CSV_IMPORTERS.map((i) => `${FILE_KIND_LABELS[i.kind]}（${i.columns.required.join(',')}）`).join('；')

/** The first record of a CSV text: its column names. */
export const csvHeader = (text: string): string[] => parseCsvRecords(text.slice(0, text.search(/\r?\n|$/)))[0]?.fields ?? []

/** Imports files and folders (see the top of this file); answers one report per file, in the order given. */
export async function importPaths(database: Database, paths: readonly string[], options: ImportOptions = {}): Promise<FileReport[]> {
  const source = sourceOf(options.source)
  const texts = expandPaths(paths).map((file): ImportText => {
    const ext = path.extname(file).toLowerCase()
    return { file, text: ext === '.json' || ext === '.csv' ? fs.readFileSync(file, 'utf8') : '' }
  })
  return importTexts(database, texts, { ...options, source })
}

/**
 * Imports texts as importPaths does files (the CLI through it, the console's 数据导入 directly:
 * server/services/admin/importJobs.ts); one report per text, in the order given.
 */
export async function importTexts(database: Database, texts: readonly ImportText[], options: ImportOptions = {}): Promise<FileReport[]> {
  const source = sourceOf(options.source)
  const reports = texts.map(({ file }) => emptyReport(file, null))
  const work: { report: FileReport; parsed: Parsed | null; text: string }[] = []
  texts.forEach(({ file, text, kind }, i) => {
    const report = reports[i]
    const ext = path.extname(file).toLowerCase()
    if (kind === 'institutions' || (kind === undefined && ext === '.json')) {
      report.kind = 'institutions'
      work.push({ report, parsed: null, text })
    } else if (kind !== undefined || ext === '.csv') {
      const importer = csvKindOf(csvHeader(text))
      if (!importer || (kind !== undefined && importer.kind !== kind)) {
        report.rejected.push({ line: 1, reason: `无法识别的表头，整个文件未导入；应为以下之一：${expectedHeaders()}` })
        return
      }
      report.kind = importer.kind
      work.push({ report, parsed: importer.parse(text), text })
    } else report.skipped = '不是 .csv 或 .json 文件，已跳过 / skipped: not a .csv or .json file'
  })
  work.sort((a, b) => LOAD_ORDER.indexOf(a.report.kind!) - LOAD_ORDER.indexOf(b.report.kind!))
  const total = work.reduce((n, w) => n + (w.parsed ? w.parsed.groups : 1), 0)
  let done = 0
  for (const { report, parsed, text } of work) {
    const onGroup: OnGroup = (group) => {
      report.groups.push(group)
      report[group.outcome]++
      report.rows += group.rows
      options.onProgress?.({ done: ++done, total, file: report.file, ...group })
    }
    if (parsed) {
      Object.assign(report, await parsed.load(database, source, onGroup))
      continue
    }
    const result = await importInstitutionsJson(database, text)
    Object.assign(report, {
      added: result.added,
      updated: result.updated,
      unchanged: result.unchanged,
      rows: result.added + result.updated + result.unchanged,
      rejected: result.rejected
    })
    const outcome: GroupOutcome = result.added > 0 ? 'added' : result.updated > 0 ? 'updated' : 'unchanged'
    options.onProgress?.({ done: ++done, total, file: report.file, key: FILE_KIND_LABELS.institutions, outcome, rows: report.rows })
  }
  return reports
}
