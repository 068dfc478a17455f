/**
 * Imports unaccredited institutions (虚假大学) from CSV (docs/data-formats.md): one row per name,
 * upserted on the name, all or nothing in one transaction (server/seed/contentCsv.ts). A name that
 * is an institution of the ministry's list is refused: listing a real institution as fake is the
 * one mistake this list must not make.
 *
 * CLI: `npx tsx server/seed/importFakeInstitutions.ts fake.csv` (uses DATA_DIR / DATABASE_URL).
 */
import { eq, inArray } from 'drizzle-orm'
import { IMPORTED_SOURCE, type DataSource } from '../../types/gaokao'
import type { Database } from '../db/open'
import { fakeInstitutions, institutions } from '../db/schema'
import { PROVINCES } from '../services/provinces'
import { duplicates, emptyReport, parseWholeFile, type ContentImportReport, type Lined } from './contentCsv'
import type { CsvRow } from './csv'
import { sameSource } from './importInstitutions'
import { runImportCli, sortUpserts } from './load'

export interface FakeInstitutionData {
  name: string
  province: string
  city: string
  note: string
}

function parseFakeRow(row: CsvRow): FakeInstitutionData {
  return {
    name: row.text('name', '名称', { required: true, max: 50 }),
    province: row.oneOf('province', '省份', PROVINCES),
    city: row.text('city', '城市', { max: 20 }),
    note: row.text('note', '说明', { max: 500 })
  }
}

export const FAKE_COLUMNS = { required: ['name', 'province'], optional: ['city', 'note'] } as const

export function parseFakeInstitutionsCsv(text: string) {
  return parseWholeFile(text, { columns: FAKE_COLUMNS, parseRow: parseFakeRow, checkRows: (rows) => duplicates(rows, (r) => r.name, '名称') })
}

/** Upserts on the name in one transaction; refuses everything when a name is an accredited institution. */
export async function loadFakeInstitutions(database: Database, rows: readonly Lined<FakeInstitutionData>[], source: DataSource): Promise<ContentImportReport> {
  return database.db.transaction(async (tx) => {
    const names = rows.map((r) => r.value.name)
    const real = new Set(
      names.length === 0 ? [] : (await tx.select({ name: institutions.name }).from(institutions).where(inArray(institutions.name, names))).map((r) => r.name)
    )
    const rejected = rows
      .filter(({ value }) => real.has(value.name))
      .map(({ line, value }) => ({ line, reason: `「${value.name}」在教育部全国高等学校名单中，不能列为虚假大学` }))
    if (rejected.length > 0) return emptyReport(rejected)
    const existing = new Map((await tx.select().from(fakeInstitutions)).map((f) => [f.name, f]))
    const { fresh, changed, unchanged } = sortUpserts(
      rows.map(({ value }) => ({ ...value, source })),
      existing,
      (row) => row.name,
      (row, old) => old.province === row.province && old.city === row.city && old.note === row.note && sameSource(old.source, source)
    )
    for (const { row, old } of changed) await tx.update(fakeInstitutions).set(row).where(eq(fakeInstitutions.id, old.id))
    if (fresh.length > 0) await tx.insert(fakeInstitutions).values(fresh)
    return { added: fresh.length, updated: changed.length, unchanged, rejected: [] }
  })
}

export async function importFakeInstitutionsCsv(database: Database, text: string, source: DataSource = IMPORTED_SOURCE): Promise<ContentImportReport> {
  const { rows, rejected } = parseFakeInstitutionsCsv(text)
  if (rejected.length > 0) return emptyReport(rejected)
  return loadFakeInstitutions(database, rows, source)
}

if (require.main === module) runImportCli('importFakeInstitutions.ts', importFakeInstitutionsCsv)
