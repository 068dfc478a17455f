/**
 * Imports the major catalogue from CSV (docs/data-formats.md): one row per major, upserted on the
 * code in one transaction, all or nothing (server/seed/contentCsv.ts). The catalogue's structure
 * is checked: the first two digits of the code name the 学科门类 (本科, 01-14) or the 专业大类
 * (高职专科, 41-59), and `category` must be that name; 本科 majors award a 学士 degree, 专科 none.
 *
 * CLI: `npx tsx server/seed/importMajors.ts majors.csv` (uses DATA_DIR / DATABASE_URL).
 */
import { eq } from 'drizzle-orm'
import { MAJOR_CODE_PATTERN, type MajorEmployment, type MajorLevel } from '../../types/edu'
import { IMPORTED_SOURCE, type DataSource } from '../../types/gaokao'
import type { Database } from '../db/open'
import { majors } from '../db/schema'
import { pinyinOf } from '../services/pinyin'
import { UNDERGRADUATE_CATEGORIES } from '../../core/personalityMajors'
import { sameSource } from './importInstitutions'
import { duplicates, emptyReport, listCell, parseWholeFile, sameJson, type ContentImportReport } from './contentCsv'
import type { CsvRow } from './csv'
import { runImportCli, sortUpserts } from './load'

/** 专业大类 of the vocational catalogue (教育部《职业教育专业目录（2021年）》高职专科), by code prefix. */
export const VOCATIONAL_CATEGORIES: Readonly<Record<string, string>> = {
  '41': '农林牧渔大类',
  '42': '资源环境与安全大类',
  '43': '能源动力与材料大类',
  '44': '土木建筑大类',
  '45': '水利大类',
  '46': '装备制造大类',
  '47': '生物与化工大类',
  '48': '轻工纺织大类',
  '49': '食品药品与粮食大类',
  '50': '交通运输大类',
  '51': '电子与信息大类',
  '52': '医药卫生大类',
  '53': '财经商贸大类',
  '54': '旅游大类',
  '55': '文化艺术大类',
  '56': '新闻传播大类',
  '57': '教育与体育大类',
  '58': '公安与司法大类',
  '59': '公共管理与服务大类'
}

/** types/edu.ts MAJOR_CODE_PATTERN, which the API's path schema also checks. */
const MAJOR_CODE = new RegExp(MAJOR_CODE_PATTERN)

export interface MajorData {
  code: string
  name: string
  level: MajorLevel
  category: string
  subcategory: string
  duration: number | null
  degree: string
  description: string
  courses: string[]
  employment: MajorEmployment | null
}

/** The catalogue rules of one major; each problem is a Chinese reason (empty: the major is valid). */
export function majorProblems(m: MajorData): string[] {
  const problems: string[] = []
  if (!MAJOR_CODE.test(m.code)) {
    problems.push(`专业代码应为 6 位数字，可带 T/K/TK 后缀：${m.code || '（空）'}`)
    return problems
  }
  const table = m.level === '本科' ? UNDERGRADUATE_CATEGORIES : VOCATIONAL_CATEGORIES
  const expected = table[m.code.slice(0, 2)]
  if (!expected) problems.push(`${m.level}专业代码的前两位 ${m.code.slice(0, 2)} 不是已知的${m.level === '本科' ? '学科门类' : '专业大类'}`)
  else if (m.category !== expected) problems.push(`专业代码 ${m.code} 属于「${expected}」，不是「${m.category}」`)
  if (!m.subcategory.endsWith('类')) problems.push(`专业类应以“类”结尾：${m.subcategory || '（空）'}`)
  if (m.level === '本科' && !m.degree.endsWith('学士')) problems.push(`本科专业的授予学位应为“…学士”：${m.degree || '（空）'}`)
  if (m.level === '专科' && m.degree !== '') problems.push(`专科专业不授予学位，degree 应为空：${m.degree}`)
  return problems
}

export const MAJOR_COLUMNS = {
  required: ['code', 'name', 'level', 'category', 'subcategory'],
  optional: ['duration', 'degree', 'description', 'courses', 'employment_rate', 'average_salary', 'directions', 'positions']
} as const

function parseMajorRow(row: CsvRow): MajorData {
  const directions = listCell(row, 'directions', '就业方向', { maxItems: 20, maxLength: 30 })
  const positions = listCell(row, 'positions', '典型岗位', { maxItems: 20, maxLength: 30 })
  const rate = row.optionalNumber('employment_rate', '就业率', 0, 1)
  const salary = row.optionalInt('average_salary', '平均月薪', 0, 1_000_000)
  const hasEmployment = rate !== null || salary !== null || directions.length > 0 || positions.length > 0
  const major: MajorData = {
    code: row.text('code', '专业代码', { required: true, max: 8 }),
    name: row.text('name', '专业名称', { required: true, max: 40 }),
    level: row.oneOf<MajorLevel>('level', '层次', ['本科', '专科']),
    category: row.text('category', '门类', { required: true, max: 20 }),
    subcategory: row.text('subcategory', '专业类', { required: true, max: 30 }),
    duration: row.optionalInt('duration', '学制', 1, 8),
    degree: row.text('degree', '授予学位', { max: 30 }),
    description: row.text('description', '专业介绍', { max: 2000 }),
    courses: listCell(row, 'courses', '主干课程', { maxItems: 30, maxLength: 30 }),
    employment: hasEmployment ? { employment_rate: rate, average_salary: salary, directions, positions } : null
  }
  if (row.problems.length === 0) row.problems.push(...majorProblems(major))
  return major
}

export function parseMajorsCsv(text: string) {
  return parseWholeFile(text, { columns: MAJOR_COLUMNS, parseRow: parseMajorRow, checkRows: (rows) => duplicates(rows, (m) => m.code, '专业代码') })
}

type MajorRow = typeof majors.$inferInsert

function toRow(m: MajorData, source: DataSource): MajorRow {
  return { ...m, pinyinInitials: pinyinOf(m.name).initials, source }
}

const same = (a: MajorRow, b: typeof majors.$inferSelect) =>
  a.name === b.name &&
  a.level === b.level &&
  a.category === b.category &&
  a.subcategory === b.subcategory &&
  a.duration === b.duration &&
  a.degree === b.degree &&
  a.description === b.description &&
  sameJson(a.courses, b.courses) &&
  sameJson(a.employment, b.employment) &&
  a.pinyinInitials === b.pinyinInitials &&
  sameSource(a.source, b.source)

/** Upserts valid majors on their code, in one transaction. */
export async function loadMajors(database: Database, list: readonly MajorData[], source: DataSource): Promise<ContentImportReport> {
  return database.db.transaction(async (tx) => {
    const existing = new Map((await tx.select().from(majors)).map((m) => [m.code, m]))
    const { fresh, changed, unchanged } = sortUpserts(
      list.map((m) => toRow(m, source)),
      existing,
      (row) => row.code,
      same
    )
    for (const { row } of changed) await tx.update(majors).set(row).where(eq(majors.code, row.code))
    for (let i = 0; i < fresh.length; i += 500) await tx.insert(majors).values(fresh.slice(i, i + 500))
    return { added: fresh.length, updated: changed.length, unchanged, rejected: [] }
  })
}

export async function importMajorsCsv(database: Database, text: string, source: DataSource = IMPORTED_SOURCE): Promise<ContentImportReport> {
  const { rows, rejected } = parseMajorsCsv(text)
  if (rejected.length > 0) return emptyReport(rejected)
  return loadMajors(
    database,
    rows.map((r) => r.value),
    source
  )
}

if (require.main === module) runImportCli('importMajors.ts', importMajorsCsv)
