/**
 * The exam authorities' 一分一段 tables and batch lines shipped with the app (issue 27):
 * server/seed/data/official/, converted from the authorities' publications by a third party (MIT;
 * provenance, cross-checks and the notice in data/official/SOURCE.md). Facts of official origin whose
 * conversion is not ours, so each row is labelled with its authority and year and 仅供参考.
 *
 * Parsed once, on first use, with the importers' own parsers: a shipped file that stopped passing
 * them would throw here (and fail the tests) rather than load half.
 */
import { readFileSync, readdirSync } from 'node:fs'
import path from 'node:path'
import type { BatchLine } from '../../types/edu'
import type { DataSource, Track } from '../../types/gaokao'
import type { CsvGroup } from './csv'
import { parseBatchLinesCsv } from './importBatchLines'
import { parseOneScoreCsv, type OneScoreTableData } from './importOneScore'

export const OFFICIAL_DIR = path.join(__dirname, 'data', 'official')
const BATCH_LINES_FILE = 'batch-lines.csv'

/** Each province's exam authority, as it names itself on its site (SOURCE.md lists the URLs). */
export const EXAM_AUTHORITIES: Readonly<Record<string, string>> = {
  广东: '广东省教育考试院',
  湖南: '湖南省教育考试院',
  江西: '江西省教育考试院',
  陕西: '陕西省教育考试院',
  甘肃: '甘肃省教育考试院',
  重庆: '重庆市教育考试院',
  安徽: '安徽省教育招生考试院',
  四川: '四川省教育考试院',
  河北: '河北省教育考试院',
  河南: '河南省教育考试院',
  湖北: '湖北省教育考试院',
  福建: '福建省教育考试院',
  辽宁: '辽宁省招生考试办公室'
}

export type OfficialKind = 'one_score' | 'batch_lines'
const KIND_LABEL: Record<OfficialKind, string> = { one_score: '一分一段表', batch_lines: '批次控制线' }

/** 「广东省教育考试院 2025 年一分一段表（仅供参考）」 */
export function officialSource(province: string, year: number, kind: OfficialKind): DataSource {
  const authority = EXAM_AUTHORITIES[province]
  if (!authority) throw new Error(`no exam authority for ${province}`)
  return { kind: 'official', label: `${authority} ${year} 年${KIND_LABEL[kind]}（仅供参考）`, year }
}

function parsed<T>(rejected: readonly { line: number; reason: string }[], file: string, value: T): T {
  if (rejected.length) throw new Error(`${file}: ${rejected.map((r) => `line ${r.line}: ${r.reason}`).join('; ')}`)
  return value
}

let tables: readonly OneScoreTableData[] | null = null
let lineGroups: readonly CsvGroup<BatchLine>[] | null = null

/** Every shipped 一分一段 table. */
export function officialTables(): readonly OneScoreTableData[] {
  if (!tables) {
    tables = readdirSync(OFFICIAL_DIR)
      .filter((f) => f.endsWith('-one-score.csv'))
      .sort()
      .flatMap((file) => {
        const result = parseOneScoreCsv(readFileSync(path.join(OFFICIAL_DIR, file), 'utf8'))
        return parsed(result.rejected, file, result.tables)
      })
  }
  return tables
}

/** The shipped batch lines by province-year (the batch-line importer's groups). */
export function officialBatchLineGroups(): readonly CsvGroup<BatchLine>[] {
  if (!lineGroups) {
    const result = parseBatchLinesCsv(readFileSync(path.join(OFFICIAL_DIR, BATCH_LINES_FILE), 'utf8'))
    lineGroups = parsed(result.rejected, BATCH_LINES_FILE, result.groups)
  }
  return lineGroups
}

/** Every shipped batch line. */
export function officialBatchLines(): readonly BatchLine[] {
  return officialBatchLineGroups().flatMap((g) => g.rows)
}

/** The shipped table of a province, year and track, if any. */
export function officialTable(province: string, year: number, track: Track): OneScoreTableData | undefined {
  return officialTables().find((t) => t.province === province && t.year === year && t.track === track)
}

/** The shipped batch lines of a province, year and track (none: []). */
export function officialBatchLinesOf(province: string, year: number, track: Track): BatchLine[] {
  return officialBatchLines().filter((l) => l.province === province && l.year === year && l.track === track)
}
