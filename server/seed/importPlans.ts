/**
 * Imports enrollment plans (招生计划) from CSV (docs/data-formats.md): `province,year,track,batch,
 * institution_name,group_code,major_code,major_name,subject_requirement,plan_count,duration,tuition`.
 * Institutions are matched by name as for admission lines (importAdmissionLines.ts). A bad row
 * rejects its whole province-year-track; each province-year-track is one transaction replacing
 * what was stored for it, or left alone when identical (load.ts). Rows are labelled 导入数据（仅供参考）.
 *
 * CLI: `npx tsx server/seed/importPlans.ts file.csv`.
 */
import type { EnrollmentPlan } from '../../types/edu'
import { IMPORTED_SOURCE, type DataSource } from '../../types/gaokao'
import type { Database } from '../db/open'
import { parseGroupedCsv, type CsvRow } from './csv'
import { MATCHED_INSERT, TRACK_GROUP, TRACK_GROUP_LABEL, importMatched, type MatchedImportReport } from './importAdmissionLines'
import { runImportCli, type Column, type OnGroup } from './load'

export const PLAN_COLUMNS = {
  required: [
    'province',
    'year',
    'track',
    'batch',
    'institution_name',
    'group_code',
    'major_code',
    'major_name',
    'subject_requirement',
    'plan_count',
    'duration',
    'tuition'
  ],
  optional: ['institution_code']
} as const

/** An empty 选科要求 means none. */
export const NO_REQUIREMENT = '不限'

/** A plan as imported: the contract's plan plus the province's own 院校代号 ('' when the file has none). */
export type ImportedPlan = EnrollmentPlan & { institution_code: string }

function parseRow(row: CsvRow): ImportedPlan {
  const { province, year, track } = row.provinceYearTrack()
  const institution_code = row.text('institution_code', '院校代号', { max: 12 })
  if (!/^[0-9A-Za-z]*$/.test(institution_code)) row.problems.push(`院校代号（institution_code）只能含字母和数字：${institution_code}`)
  return {
    institution_id: null,
    institution_code,
    institution_name: row.text('institution_name', '院校名称', { required: true, max: 60 }),
    province,
    year,
    track,
    batch: row.text('batch', '批次', { max: 30 }),
    group_code: row.text('group_code', '专业组代码', { max: 12 }),
    major_code: row.text('major_code', '专业代码', { max: 12 }),
    major_name: row.text('major_name', '专业名称', { required: true, max: 60 }),
    subject_requirement: row.text('subject_requirement', '选科要求', { max: 30 }) || NO_REQUIREMENT,
    plan_count: row.int('plan_count', '计划数', 1, 100_000),
    duration: row.optionalInt('duration', '学制', 1, 8),
    tuition: row.optionalInt('tuition', '学费', 0, 1_000_000)
  }
}

export function parsePlansCsv(text: string) {
  return parseGroupedCsv(text, { columns: PLAN_COLUMNS, groupBy: TRACK_GROUP, groupLabel: TRACK_GROUP_LABEL, parseRow })
}

export const PLAN_INSERT: Column<ImportedPlan>[] = [
  ...MATCHED_INSERT,
  { name: 'subject_requirement', type: 'text', value: (r) => r.subject_requirement },
  { name: 'plan_count', type: 'int', value: (r) => r.plan_count },
  { name: 'duration', type: 'int', value: (r) => r.duration },
  { name: 'tuition', type: 'int', value: (r) => r.tuition }
]

/** A plan's unit within its institution, for the import summary: its group when it has one, else its major. */
export const planUnit = (p: ImportedPlan) => (p.group_code ? `g${p.group_code}` : `m${p.major_code || p.major_name}`)

export async function importPlansCsv(database: Database, text: string, source: DataSource = IMPORTED_SOURCE, onGroup?: OnGroup): Promise<MatchedImportReport> {
  return importMatched(database, parsePlansCsv(text), 'enrollment_plans', PLAN_INSERT, source, planUnit, onGroup)
}

if (require.main === module) runImportCli('importPlans.ts', (database, text) => importPlansCsv(database, text))
