/**
 * Imports the ministry's official list of regular higher-education institutions (教育部 2025 年
 * 全国普通高等学校名单, ../shared/data/moe-universities-2025/regular-institutions-2025.json, read in
 * place) into `institutions`. The app ships a compact conversion of it (shipInstitutions.ts,
 * server/seed/data/institutions-2025.json), loaded through importInstitutionRows at start-up.
 *
 * Each row: { index, name, code (number, ten digits), department, location (city), level, remark }.
 * - province: digits 3-4 of the code (GB/T 2260 province code), named as server/services/provinces.ts;
 * - tags: 985 / 211 / 双一流 by name from the ministry's lists shipped in server/domain/institutionTags.ts;
 *   民办 when the remark says 民办, 中外合作 when it starts with 中外合作 (中外合作办学及内地与港澳合作办学).
 *   公办 is no tag: the list marks 民办 and the cooperation schools, so the app shows 公办 for an empty
 *   remark (core/institutionFacts.ts). applyInstitutionTags brings a database imported before to them;
 * - pinyin_full / pinyin_initials: pinyin-pro at import time (北京大学 → beijingdaxue / bjdx);
 * - type: 院校类型 from the name (server/domain/institutionType.ts);
 * - lat / lng: the centre of the city (server/domain/cityCoordinates.ts), null when the city is unknown.
 * Every row is validated; bad rows are rejected with their line (1-based position in the list) and
 * reason, the good ones are upserted on `code` in one transaction: a second run adds 0, updates 0.
 *
 * CLI: `npx tsx server/seed/importInstitutions.ts [file]` (uses DATA_DIR / DATABASE_URL).
 */
import fs from 'fs'
import path from 'path'
import { cityPoint } from '../domain/cityCoordinates'
import { listTagsOf } from '../domain/institutionTags'
import { institutionTypeOf } from '../domain/institutionType'
import { INSTITUTION_SOURCE, type DataSource, type InstitutionLevel, type InstitutionTag, type InstitutionType } from '../../types/gaokao'
import type { Database } from '../db/open'
import { institutions } from '../db/schema'
import { invalidateInstitutionIndex } from '../services/institutionSearch'
import { invalidateRecommendUnits } from '../services/recommendUnits'
import { pinyinOf } from '../services/pinyin'
import { sortUpserts } from './load'
import { eq } from 'drizzle-orm'

export const REPO_ROOT = path.resolve(__dirname, '..', '..')
export const DEFAULT_INSTITUTIONS_FILE = path.resolve(REPO_ROOT, '..', 'shared', 'data', 'moe-universities-2025', 'regular-institutions-2025.json')

/** GB/T 2260 province codes → the short names of server/services/provinces.ts. */
export const PROVINCE_BY_CODE: Record<string, string> = {
  '11': '北京',
  '12': '天津',
  '13': '河北',
  '14': '山西',
  '15': '内蒙古',
  '21': '辽宁',
  '22': '吉林',
  '23': '黑龙江',
  '31': '上海',
  '32': '江苏',
  '33': '浙江',
  '34': '安徽',
  '35': '福建',
  '36': '江西',
  '37': '山东',
  '41': '河南',
  '42': '湖北',
  '43': '湖南',
  '44': '广东',
  '45': '广西',
  '46': '海南',
  '50': '重庆',
  '51': '四川',
  '52': '贵州',
  '53': '云南',
  '54': '西藏',
  '61': '陕西',
  '62': '甘肃',
  '63': '青海',
  '64': '宁夏',
  '65': '新疆'
}

export interface ImportReport {
  added: number
  updated: number
  unchanged: number
  rejected: { line: number; reason: string }[]
}

export interface InstitutionRow {
  code: string
  name: string
  province: string
  city: string
  level: InstitutionLevel
  department: string
  remark: string
  type: InstitutionType
  tags: InstitutionTag[]
  lat: number | null
  lng: number | null
  pinyinFull: string
  pinyinInitials: string
}

export function tagsFromRemark(remark: string): InstitutionTag[] {
  const tags: InstitutionTag[] = []
  if (remark.includes('民办')) tags.push('民办')
  if (remark.startsWith('中外合作')) tags.push('中外合作')
  return tags
}

/** An institution's tags in INSTITUTION_TAGS order: the lists' by name, then the remark's. */
export const institutionTagsOf = (name: string, remark: string): InstitutionTag[] => [...listTagsOf(name), ...tagsFromRemark(remark)]

const str = (value: unknown) => (typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '')

/** Validates one raw row; a string is the reason it is rejected. */
export function parseInstitution(raw: unknown): InstitutionRow | string {
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) return '不是一个对象'
  const r = raw as Record<string, unknown>
  const code = str(r.code)
  if (!/^\d{10}$/.test(code)) return `学校标识码应为 10 位数字：${code || '（空）'}`
  const province = PROVINCE_BY_CODE[code.slice(2, 4)]
  if (!province) return `学校标识码 ${code} 的第 3-4 位 ${code.slice(2, 4)} 不是已知的省份代码`
  const name = str(r.name)
  if (!name) return '学校名称为空'
  const level = str(r.level)
  if (level !== '本科' && level !== '专科') return `办学层次应为 本科 或 专科：${level || '（空）'}`
  const remark = str(r.remark)
  const city = str(r.location)
  const { full, initials } = pinyinOf(name)
  const point = cityPoint(city)
  return {
    code,
    name,
    province,
    city,
    level,
    department: str(r.department),
    remark,
    type: institutionTypeOf(name),
    tags: institutionTagsOf(name, remark),
    lat: point?.lat ?? null,
    lng: point?.lng ?? null,
    pinyinFull: full,
    pinyinInitials: initials
  }
}

/** jsonb does not keep key order: compare the fields. */
export const sameSource = (a: DataSource, b: DataSource) => a.kind === b.kind && a.label === b.label && a.year === b.year

const same = (a: InstitutionRow, b: typeof institutions.$inferSelect) =>
  a.name === b.name &&
  a.province === b.province &&
  a.city === b.city &&
  a.level === b.level &&
  a.department === b.department &&
  a.remark === b.remark &&
  a.type === b.type &&
  a.lat === b.lat &&
  a.lng === b.lng &&
  JSON.stringify(a.tags) === JSON.stringify(b.tags) &&
  a.pinyinFull === b.pinyinFull &&
  a.pinyinInitials === b.pinyinInitials &&
  sameSource(b.source, INSTITUTION_SOURCE)

/** Imports already-parsed JSON (an array of rows). */
export async function importInstitutionRows(database: Database, data: unknown): Promise<ImportReport> {
  const report: ImportReport = { added: 0, updated: 0, unchanged: 0, rejected: [] }
  if (!Array.isArray(data)) {
    report.rejected.push({ line: 0, reason: '文件内容应为 JSON 数组' })
    return report
  }
  const good = new Map<string, InstitutionRow>()
  data.forEach((raw, i) => {
    const line = i + 1
    const parsed = parseInstitution(raw)
    if (typeof parsed === 'string') report.rejected.push({ line, reason: parsed })
    else if (good.has(parsed.code)) report.rejected.push({ line, reason: `学校标识码 ${parsed.code} 重复` })
    else good.set(parsed.code, parsed)
  })

  await database.db.transaction(async (tx) => {
    const existing = new Map((await tx.select().from(institutions)).map((row) => [row.code, row]))
    const { fresh, changed, unchanged } = sortUpserts(
      [...good.values()].map((row) => ({ ...row, source: INSTITUTION_SOURCE })),
      existing,
      (row) => row.code,
      same
    )
    for (const { row, old } of changed) await tx.update(institutions).set(row).where(eq(institutions.id, old.id))
    for (let i = 0; i < fresh.length; i += 500) await tx.insert(institutions).values(fresh.slice(i, i + 500))
    report.added = fresh.length
    report.updated = changed.length
    report.unchanged = unchanged
  })
  if (report.added + report.updated > 0) {
    invalidateInstitutionIndex(database)
    invalidateRecommendUnits(database)
  }
  return report
}

/**
 * Brings the tags of a database's listed institutions to institutionTagsOf (a database imported
 * before the lists shipped, or before a list changed). Start-up calls it: one read of three columns,
 * writes only what differs, so a second run writes nothing. Returns the rows changed.
 */
export async function applyInstitutionTags(database: Database): Promise<number> {
  const rows = await database.db
    .select({ id: institutions.id, name: institutions.name, remark: institutions.remark, tags: institutions.tags })
    .from(institutions)
    .where(eq(institutions.listed, true))
  const changed = rows
    .map((row) => ({ id: row.id, old: row.tags, tags: institutionTagsOf(row.name, row.remark) }))
    .filter((row) => JSON.stringify(row.tags) !== JSON.stringify(row.old))
  if (!changed.length) return 0
  await database.db.transaction(async (tx) => {
    for (const row of changed) await tx.update(institutions).set({ tags: row.tags }).where(eq(institutions.id, row.id))
  })
  invalidateInstitutionIndex(database)
  invalidateRecommendUnits(database)
  return changed.length
}

export async function importInstitutionsFile(database: Database, file = DEFAULT_INSTITUTIONS_FILE): Promise<ImportReport> {
  return importInstitutionsJson(database, fs.readFileSync(file, 'utf8'))
}

/** The list as JSON text (a file's, or an upload's: the console's 数据导入). */
export async function importInstitutionsJson(database: Database, text: string): Promise<ImportReport> {
  let data: unknown
  try {
    data = JSON.parse(text)
  } catch (error) {
    return { added: 0, updated: 0, unchanged: 0, rejected: [{ line: 0, reason: `不是有效的 JSON：${(error as Error).message}` }] }
  }
  return importInstitutionRows(database, data)
}

async function cli(): Promise<void> {
  const { loadConfig } = await import('../config')
  const { openDatabase } = await import('../db/open')
  const file = path.resolve(process.argv[2] ?? DEFAULT_INSTITUTIONS_FILE)
  if (!fs.existsSync(file)) {
    console.error(`找不到院校名单文件 / file not found: ${file}`)
    process.exit(1)
  }
  const database = await openDatabase(loadConfig())
  try {
    await database.migrate()
    const report = await importInstitutionsFile(database, file)
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
