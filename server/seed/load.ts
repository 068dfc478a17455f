/**
 * Writing imported and generated gaokao rows (shared by the importers and the demo seed):
 * - bulkInsert: one `insert … select from unnest(arrays)` per chunk of rows: one statement and a
 *   handful of parameters instead of one bound value per cell, which PGlite parses far faster;
 * - replaceProvinceYears: each province-year in its own transaction, the old rows of that
 *   province-year deleted first, so a re-import replaces it as a whole (idempotent) and a failure
 *   leaves it as it was;
 * - sortUpserts: which rows of an upsert are new, changed or identical to the stored ones;
 * - runImportCli: the importers' command line (DATA_DIR / DATABASE_URL, report printed as JSON).
 */
import fs from 'fs'
import path from 'path'
import { sql, type SQL } from 'drizzle-orm'
import type { DataSource } from '../../types/gaokao'
import type { Database, Db } from '../db/open'
import type { Rejection } from './csv'

export type ColumnType = 'int' | 'bigint' | 'text' | 'float8'

export interface Column<R> {
  /** Column name in the table (a constant of the code, never input). */
  name: string
  type: ColumnType
  value(row: R): string | number | null
}

const CHUNK = 5000

/** A PostgreSQL array literal: text elements quoted and escaped, null as NULL. */
function arrayLiteral(type: ColumnType, values: (string | number | null)[]): string {
  const items = values.map((v) => {
    if (v === null) return 'NULL'
    if (type !== 'text') {
      if (typeof v !== 'number' || !Number.isFinite(v)) throw new Error(`not a number: ${String(v)}`)
      return String(v)
    }
    return `"${String(v).replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`
  })
  return `{${items.join(',')}}`
}

export async function bulkInsert<R>(tx: Pick<Db, 'execute'>, table: string, columns: readonly Column<R>[], rows: readonly R[], source: DataSource): Promise<void> {
  const names = sql.raw([...columns.map((c) => c.name), 'source'].join(', '))
  const aliases = sql.raw(columns.map((_, i) => `c${i}`).join(', '))
  for (let start = 0; start < rows.length; start += CHUNK) {
    const chunk = rows.slice(start, start + CHUNK)
    const arrays: SQL[] = columns.map((c) => sql`${arrayLiteral(c.type, chunk.map((r) => c.value(r)))}::${sql.raw(c.type)}[]`)
    await tx.execute(sql`
      insert into ${sql.raw(table)} (${names})
      select ${aliases}, ${JSON.stringify(source)}::jsonb
      from unnest(${sql.join(arrays, sql`, `)}) as t(${aliases})`)
  }
}

export interface ProvinceYearRows<R> {
  province: string
  year: number
  rows: R[]
}

export interface ReplaceCounts {
  /** Province-years that had no rows before, and those whose rows were replaced. */
  added: number
  replaced: number
  /** Rows written. */
  rows: number
}

export interface ProvinceYearReport extends ReplaceCounts {
  rejected: Rejection[]
  /** 'province-year' of every province-year not loaded. */
  rejectedGroups: string[]
}

/** The groups of a CSV grouped by province and year, as replaceProvinceYears takes them. */
export function byProvinceYear<R extends { province: string; year: number }>(groups: readonly { rows: R[] }[]): ProvinceYearRows<R>[] {
  return groups.map(({ rows }) => ({ province: rows[0].province, year: rows[0].year, rows }))
}

export async function replaceProvinceYears<R>(
  database: Database,
  table: string,
  columns: readonly Column<R>[],
  groups: readonly ProvinceYearRows<R>[],
  source: DataSource
): Promise<ReplaceCounts> {
  const counts: ReplaceCounts = { added: 0, replaced: 0, rows: 0 }
  for (const group of groups) {
    await database.db.transaction(async (tx) => {
      // Both drivers answer execute() with { rows }.
      const deleted = (await tx.execute(sql`
        with gone as (delete from ${sql.raw(table)} where province = ${group.province} and year = ${group.year} returning 1)
        select count(*)::int as n from gone`)) as unknown as { rows: { n: number }[] }
      await bulkInsert(tx, table, columns, group.rows, source)
      if (deleted.rows[0].n > 0) counts.replaced++
      else counts.added++
    })
    counts.rows += group.rows.length
  }
  return counts
}

export interface Upserts<R, S> {
  /** Rows with no stored row under their key: to insert. */
  fresh: R[]
  /** Rows that differ from the stored row under their key: to update. */
  changed: { row: R; old: S }[]
  /** Rows identical to the stored one: left alone. */
  unchanged: number
}

/** Sorts the rows of an upsert against the stored rows (by key), so a second import writes nothing. */
export function sortUpserts<R, S>(rows: Iterable<R>, stored: ReadonlyMap<string, S>, keyOf: (row: R) => string, same: (row: R, old: S) => boolean): Upserts<R, S> {
  const sorted: Upserts<R, S> = { fresh: [], changed: [], unchanged: 0 }
  for (const row of rows) {
    const old = stored.get(keyOf(row))
    if (old === undefined) sorted.fresh.push(row)
    else if (same(row, old)) sorted.unchanged++
    else sorted.changed.push({ row, old })
  }
  return sorted
}

/** `npx tsx server/seed/<importer>.ts file.csv`: migrate, import, print the report, exit 1 on misuse. */
export function runImportCli(script: string, run: (database: Database, text: string) => Promise<unknown>): void {
  const file = process.argv[2]
  if (!file) {
    console.error(`用法 / usage: npx tsx server/seed/${script} file.csv`)
    process.exit(1)
  }
  const main = async () => {
    const { loadConfig } = await import('../config')
    const { openDatabase } = await import('../db/open')
    const database = await openDatabase(loadConfig())
    try {
      await database.migrate()
      console.log(JSON.stringify(await run(database, fs.readFileSync(path.resolve(file), 'utf8')), null, 2))
    } finally {
      await database.close()
    }
  }
  main().catch((error: unknown) => {
    console.error(error)
    process.exit(1)
  })
}
