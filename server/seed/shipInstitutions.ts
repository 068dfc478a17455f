/**
 * The institution list that ships with the app (server/seed/data/institutions-2025.json), so a fresh
 * `npm start` can search every real institution without ../shared.
 *
 * The file is the ministry's official list (教育部 2025 年全国普通高等学校名单, public government
 * data), converted once from ../shared/data/moe-universities-2025/regular-institutions-2025.json:
 * every row goes through the importer's validation (parseInstitution; the conversion fails on a bad
 * row) and keeps only the raw fields (code, name, department, location, level, remark) as compact
 * arrays. Pinyin, type, tags and coordinates are derived when it is loaded (importInstitutionRows),
 * exactly as for the original file: the tags from the remark and from the 985/211/双一流 lists
 * (server/domain/institutionTags.ts), so the shipped list arrives tagged. test/unit/shipped-institutions.test.ts checks that the file is
 * the conversion of the original.
 *
 * Convert again (after a new list): `npx tsx server/seed/shipInstitutions.ts [original.json]`.
 */
import fs from 'fs'
import path from 'path'
import { INSTITUTION_SOURCE } from '../../types/gaokao'
import type { Database } from '../db/open'
import { DEFAULT_INSTITUTIONS_FILE, REPO_ROOT, importInstitutionRows, parseInstitution, type ImportReport } from './importInstitutions'

export const SHIPPED_INSTITUTIONS_FILE = path.join(__dirname, 'data', 'institutions-2025.json')

export const SHIPPED_COLUMNS = ['code', 'name', 'department', 'location', 'level', 'remark'] as const

export interface ShippedInstitutions {
  source: string
  /** The list's own date (its title: 全国普通高等学校名单（截至2025年6月20日）). */
  asOf: string
  year: number
  licence: string
  /** Where the conversion read it, relative to the repository. */
  convertedFrom: string
  columns: typeof SHIPPED_COLUMNS
  rows: string[][]
}

/** The shipped file's text for the original list; throws when a row does not pass the importer's validation. */
export function shippedInstitutionsText(original: unknown): string {
  if (!Array.isArray(original)) throw new Error('院校名单应为 JSON 数组 / the list must be a JSON array')
  const rows = original.map((raw, i) => {
    const row = parseInstitution(raw)
    if (typeof row === 'string') throw new Error(`院校名单第 ${i + 1} 条无效 / row ${i + 1} rejected: ${row}`)
    return [row.code, row.name, row.department, row.city, row.level, row.remark]
  })
  const header: Omit<ShippedInstitutions, 'rows'> = {
    source: INSTITUTION_SOURCE.label,
    asOf: '2025-06-20',
    year: INSTITUTION_SOURCE.year!,
    licence: '教育部公开发布的政府信息 / public government data published by the Ministry of Education',
    convertedFrom: path.relative(REPO_ROOT, DEFAULT_INSTITUTIONS_FILE).split(path.sep).join('/'),
    columns: SHIPPED_COLUMNS
  }
  // One row a line: small, and a new list shows as a readable diff.
  return `${JSON.stringify(header).slice(0, -1)},"rows":[\n${rows.map((r) => JSON.stringify(r)).join(',\n')}\n]}\n`
}

/** The shipped rows as the objects of the original list (index = position), for importInstitutionRows. */
export function readShippedInstitutions(file = SHIPPED_INSTITUTIONS_FILE): Record<string, string | number>[] {
  const shipped = JSON.parse(fs.readFileSync(file, 'utf8')) as ShippedInstitutions
  if (JSON.stringify(shipped.columns) !== JSON.stringify(SHIPPED_COLUMNS)) throw new Error(`${file}: columns should be ${SHIPPED_COLUMNS.join(',')}`)
  return shipped.rows.map((cells, i) => ({ index: i + 1, ...Object.fromEntries(SHIPPED_COLUMNS.map((c, j) => [c, cells[j]])) }))
}

/** Loads the shipped list (upsert on code, like the importer of the original). */
export async function importShippedInstitutions(database: Database, file = SHIPPED_INSTITUTIONS_FILE): Promise<ImportReport> {
  return importInstitutionRows(database, readShippedInstitutions(file))
}

if (require.main === module) {
  const from = path.resolve(process.argv[2] ?? DEFAULT_INSTITUTIONS_FILE)
  if (!fs.existsSync(from)) {
    console.error(`找不到院校名单文件 / file not found: ${from}`)
    process.exit(2)
  }
  try {
    const text = shippedInstitutionsText(JSON.parse(fs.readFileSync(from, 'utf8')))
    fs.mkdirSync(path.dirname(SHIPPED_INSTITUTIONS_FILE), { recursive: true })
    fs.writeFileSync(SHIPPED_INSTITUTIONS_FILE, text)
    console.log(`${path.relative(REPO_ROOT, SHIPPED_INSTITUTIONS_FILE)}: ${text.split('\n').length - 3} rows, ${Buffer.byteLength(text)} bytes`)
  } catch (error) {
    console.error((error as Error).message)
    process.exit(1)
  }
}
