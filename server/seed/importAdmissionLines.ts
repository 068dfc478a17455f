/**
 * Imports admission lines (录取分数线: institution, 院校专业组 or major lines) from CSV
 * (docs/data-formats.md): the columns of ../shared/data/gaokao-real/*-major-lines.csv
 * (province,year,track,batch,institution_code,institution_name,group_code,major_code,major_name,
 * min_score,min_rank,plan_count) plus optional kind and avg_score.
 *
 * institution_code there is the province's own 院校代号, not the ministry's 学校标识码: stored, so that
 * one code keeps one history. Institutions are resolved by name, then code (resolveInstitutions.ts);
 * a row matching none is kept under a provisional record (未匹配院校库), never dropped. A bad row rejects its whole
 * province-year-track; each province-year-track is one transaction replacing what was stored for it,
 * or left alone when identical (load.ts replaceGroups). Rows are labelled 导入数据（仅供参考）, never official.
 *
 * CLI: `npx tsx server/seed/importAdmissionLines.ts file.csv`.
 */
import { LINE_KINDS, type AdmissionLine } from '../../types/edu'
import { IMPORTED_SOURCE, type DataSource } from '../../types/gaokao'
import type { Database } from '../db/open'
import { invalidateInstitutionIndex } from '../services/institutionSearch'
import { parseGroupedCsv, type CsvRow, type ParsedCsv } from './csv'
import { replaceGroups, rowGroups, runImportCli, type Column, type GroupedImportReport, type OnGroup } from './load'
import { invalidateRecommendUnits } from '../services/recommendUnits'
import { dropOrphanProvisionals, resolveInstitutions, type UnmatchedName } from './resolveInstitutions'

export const ADMISSION_COLUMNS = {
  required: [
    'province',
    'year',
    'track',
    'batch',
    'institution_code',
    'institution_name',
    'group_code',
    'major_code',
    'major_name',
    'min_score',
    'min_rank',
    'plan_count'
  ],
  optional: ['kind', 'avg_score']
} as const

const CODE = /^[0-9A-Za-z]*$/

/** Checks a code column: letters and digits only, at most 12. */
function code(row: CsvRow, column: string, label: string): string {
  const value = row.text(column, label, { max: 12 })
  if (!CODE.test(value)) row.problems.push(`${label}（${column}）只能含字母和数字：${value}`)
  return value
}

/** A line as imported: the contract's line plus the province's own 院校代号. */
export type ImportedLine = AdmissionLine & { institution_code: string }

function parseRow(row: CsvRow): ImportedLine {
  const { province, year, track, fullMarks } = row.provinceYearTrack()
  const institution_code = code(row, 'institution_code', '院校代号')
  const group_code = code(row, 'group_code', '专业组代码')
  const major_code = code(row, 'major_code', '专业代码')
  const major_name = row.text('major_name', '专业名称', { max: 60 })
  // Without a kind column: a row naming a major is a major line, else a group line when it has a group code.
  const kind = row.raw('kind') === '' ? (major_name ? 'major' : group_code ? 'group' : 'institution') : row.oneOf('kind', '类型', LINE_KINDS)
  if (kind === 'major' && !major_name) row.problems.push('专业分数线（kind=major）须有专业名称')
  if (kind === 'group' && !group_code) row.problems.push('专业组分数线（kind=group）须有专业组代码')
  if (kind !== 'major' && (major_name || major_code)) row.problems.push(`${kind === 'group' ? '专业组' : '院校'}分数线不应有专业代码或名称`)
  const min_score = row.int('min_score', '最低分', 0, fullMarks)
  const avg_score = row.optionalNumber('avg_score', '平均分', 0, fullMarks)
  if (avg_score !== null && avg_score < min_score) row.problems.push(`平均分 ${avg_score} 不应低于最低分 ${min_score}`)
  return {
    institution_id: null,
    institution_code,
    institution_name: row.text('institution_name', '院校名称', { required: true, max: 60 }),
    province,
    year,
    track,
    batch: row.text('batch', '批次', { max: 30 }),
    kind,
    group_code,
    major_code,
    major_name,
    min_score,
    min_rank: row.optionalInt('min_rank', '最低位次', 1, 10_000_000),
    avg_score,
    plan_count: row.optionalInt('plan_count', '计划数', 1, 100_000)
  }
}

/** Admission lines and plans are grouped, and replaced, per province-year-track. */
export const TRACK_GROUP = ['province', 'year', 'track'] as const
export const TRACK_GROUP_LABEL = '该省份该年份该科类'

export function parseAdmissionLinesCsv(text: string) {
  return parseGroupedCsv(text, { columns: ADMISSION_COLUMNS, groupBy: TRACK_GROUP, groupLabel: TRACK_GROUP_LABEL, parseRow })
}

/** What admission lines and enrollment plans share: an institution matched by name or code, where, which major. */
export type MatchedRow = Pick<
  AdmissionLine,
  'institution_id' | 'institution_name' | 'province' | 'year' | 'track' | 'batch' | 'group_code' | 'major_code' | 'major_name'
> & {
  institution_code: string
}

/** The columns admission_lines and enrollment_plans share. */
export const MATCHED_INSERT: Column<MatchedRow>[] = [
  { name: 'institution_id', type: 'bigint', value: (r) => r.institution_id },
  { name: 'institution_name', type: 'text', value: (r) => r.institution_name },
  // The demo's generated rows (seedAll.ts) carry no provincial code.
  { name: 'institution_code', type: 'text', value: (r) => r.institution_code ?? '' },
  { name: 'province', type: 'text', value: (r) => r.province },
  { name: 'year', type: 'int', value: (r) => r.year },
  { name: 'track', type: 'text', value: (r) => r.track },
  { name: 'batch', type: 'text', value: (r) => r.batch },
  { name: 'group_code', type: 'text', value: (r) => r.group_code },
  { name: 'major_code', type: 'text', value: (r) => r.major_code },
  { name: 'major_name', type: 'text', value: (r) => r.major_name }
]

export const ADMISSION_INSERT: Column<ImportedLine>[] = [
  ...MATCHED_INSERT,
  { name: 'kind', type: 'text', value: (r) => r.kind },
  { name: 'min_score', type: 'int', value: (r) => r.min_score },
  { name: 'min_rank', type: 'int', value: (r) => r.min_rank },
  { name: 'avg_score', type: 'float8', value: (r) => r.avg_score },
  { name: 'plan_count', type: 'int', value: (r) => r.plan_count }
]

export interface MatchedImportReport extends GroupedImportReport {
  /** Rows whose institution matched none of the list by name or code (kept under a provisional record, 未匹配院校库). */
  unmatchedRows: number
  /** Those names, most rows first, with the units they form. */
  unmatched: UnmatchedName[]
}

/**
 * Resolves the institution of every row of a parsed CSV (resolveInstitutions.ts), then replaces their
 * province-year-tracks in `table`. `unitOf` names a row's unit within its institution (for the summary).
 */
export async function importMatched<R extends MatchedRow>(
  database: Database,
  { groups, rejected, rejectedGroups }: ParsedCsv<R>,
  table: string,
  columns: readonly Column<R>[],
  source: DataSource,
  unitOf: (row: R) => string,
  onGroup?: OnGroup
): Promise<MatchedImportReport> {
  const resolution = await resolveInstitutions(
    database,
    groups.flatMap((g) => g.rows),
    unitOf
  )
  const counts = await replaceGroups(database, table, columns, rowGroups(groups, TRACK_GROUP), source, onGroup)
  const dropped = await dropOrphanProvisionals(database.db)
  if (resolution.created + resolution.merged + dropped > 0) invalidateInstitutionIndex(database)
  if (counts.added + counts.updated + resolution.merged > 0) invalidateRecommendUnits(database)
  const unmatchedRows = resolution.unmatched.reduce((n, u) => n + u.rows, 0)
  return { ...counts, unmatchedRows, unmatched: resolution.unmatched, rejected, rejectedGroups }
}

/** A line's unit within its institution: its group, its major, or the institution itself. */
export const lineUnit = (l: ImportedLine) => (l.kind === 'group' ? `g${l.group_code}` : l.kind === 'major' ? `m${l.major_code || l.major_name}` : 'i')

export async function importAdmissionLinesCsv(database: Database, text: string, source: DataSource = IMPORTED_SOURCE, onGroup?: OnGroup): Promise<MatchedImportReport> {
  return importMatched(database, parseAdmissionLinesCsv(text), 'admission_lines', ADMISSION_INSERT, source, lineUnit, onGroup)
}

if (require.main === module) runImportCli('importAdmissionLines.ts', (database, text) => importAdmissionLinesCsv(database, text))
