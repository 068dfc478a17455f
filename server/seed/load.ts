/**
 * Writing imported and generated gaokao rows (shared by the importers and the demo seed):
 * - bulkInsert: one `insert … select from unnest(arrays)` per chunk of rows: one statement and a
 *   handful of parameters instead of one bound value per cell, which PGlite parses far faster;
 *   insertRows the same for rows without a source (the demo forum), answering the new ids;
 * - replaceGroups: each group (a 一分一段 table, a province-year-track of lines or plans, a
 *   province-year of batch lines) in its own transaction: left alone when the stored rows are the
 *   same multiset (compared in the database: stored rows `except all` the same unnest arrays), else
 *   its old rows deleted and the new ones inserted, so a re-import changes nothing and a failure
 *   leaves the group as it was;
 * - sortUpserts: which rows of an upsert are new, changed or identical to the stored ones;
 * - runImportCli: the importers' command line (DATA_DIR / DATABASE_URL, report printed as JSON).
 */
import fs from 'fs'
import path from 'path'
import { sql, type SQL } from 'drizzle-orm'
import type { DataSource } from '../../types/gaokao'
import type { Database, Db } from '../db/open'
import type { Rejection } from './csv'

export type ColumnType = 'int' | 'bigint' | 'text' | 'float8' | 'bool' | 'timestamptz' | 'jsonb'

const NUMERIC: ReadonlySet<ColumnType> = new Set(['int', 'bigint', 'float8'])

export interface Column<R> {
  /** Column name in the table (a constant of the code, never input). */
  name: string
  type: ColumnType
  /** bool: 'true' / 'false'; timestamptz: an ISO string; jsonb: JSON text. */
  value(row: R): string | number | null
}

const CHUNK = 5000

/** A PostgreSQL array literal: non-numeric elements quoted and escaped, null as NULL. */
function arrayLiteral(type: ColumnType, values: (string | number | null)[]): string {
  const items = values.map((v) => {
    if (v === null) return 'NULL'
    if (NUMERIC.has(type)) {
      if (typeof v !== 'number' || !Number.isFinite(v)) throw new Error(`not a number: ${String(v)}`)
      return String(v)
    }
    return `"${String(v).replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`
  })
  return `{${items.join(',')}}`
}

const aliasesOf = (columns: readonly unknown[]) => sql.raw(columns.map((_, i) => `c${i}`).join(', '))

/** `unnest(arrays) as t(c0, c1, …)`: the rows as one relation (one bound array per column). */
function unnestRows<R>(columns: readonly Column<R>[], rows: readonly R[]): SQL {
  const arrays: SQL[] = columns.map(
    (c) =>
      sql`${arrayLiteral(
        c.type,
        rows.map((r) => c.value(r))
      )}::${sql.raw(c.type)}[]`
  )
  return sql`unnest(${sql.join(arrays, sql`, `)}) as t(${aliasesOf(columns)})`
}

export async function bulkInsert<R>(tx: Pick<Db, 'execute'>, table: string, columns: readonly Column<R>[], rows: readonly R[], source: DataSource): Promise<void> {
  const names = sql.raw([...columns.map((c) => c.name), 'source'].join(', '))
  for (let start = 0; start < rows.length; start += CHUNK) {
    await tx.execute(sql`
      insert into ${sql.raw(table)} (${names})
      select ${aliasesOf(columns)}, ${JSON.stringify(source)}::jsonb
      from ${unnestRows(columns, rows.slice(start, start + CHUNK))}`)
  }
}

/**
 * Inserts generated rows (no source column) in chunks of one unnest statement each and answers
 * their ids in the order of `rows` (PostgreSQL inserts and returns the rows of `insert … select`
 * in the order the select yields them).
 */
export async function insertRows<R>(tx: Pick<Db, 'execute'>, table: string, columns: readonly Column<R>[], rows: readonly R[], returning = 'id'): Promise<number[]> {
  const names = sql.raw(columns.map((c) => c.name).join(', '))
  const ids: number[] = []
  for (let start = 0; start < rows.length; start += CHUNK) {
    // Both drivers answer execute() with { rows }.
    const result = (await tx.execute(sql`
      insert into ${sql.raw(table)} (${names})
      select ${aliasesOf(columns)} from ${unnestRows(columns, rows.slice(start, start + CHUNK))}
      returning ${sql.raw(returning)} as id`)) as unknown as { rows: { id: number | string }[] }
    ids.push(...result.rows.map((r) => Number(r.id)))
  }
  return ids
}

/** One group of rows replaced as a whole: a 一分一段 table, a province-year-track, a province-year. */
export interface RowGroup<R> {
  /** 'province-year-track' (the CSV group key), for reports. */
  key: string
  /** The columns and values that select the group's stored rows, e.g. { province, year, track }. */
  where: Readonly<Record<string, string | number>>
  rows: R[]
}

export type GroupOutcome = 'added' | 'updated' | 'unchanged'

export interface LoadCounts {
  /** Groups that had no rows before, whose rows were replaced, or whose stored rows were identical. */
  added: number
  updated: number
  unchanged: number
  /** Rows of the groups loaded (written, or found identical and left alone). */
  rows: number
}

export interface GroupedImportReport extends LoadCounts {
  rejected: Rejection[]
  /** The key of every group not loaded. */
  rejectedGroups: string[]
}

/** Called after each group's transaction, in order. */
export type OnGroup = (group: { key: string; outcome: GroupOutcome; rows: number }) => void

/** The groups of a parsed CSV with the columns it was grouped by (the group's values are its first row's). */
export function rowGroups<R extends object>(groups: readonly { key: string; rows: R[] }[], groupBy: readonly (keyof R & string)[]): RowGroup<R>[] {
  return groups.map(({ key, rows }) => ({ key, rows, where: Object.fromEntries(groupBy.map((c) => [c, rows[0][c] as string | number])) }))
}

/**
 * Writes groups of rows, one transaction each: a group whose stored rows are the same multiset of
 * rows (every inserted column and the source) is left alone (`unchanged`, so a second import writes
 * nothing); otherwise its stored rows (sample or imported) are deleted and the new ones inserted.
 * A failure rolls back that group only, leaving it as it was.
 */
export async function replaceGroups<R>(
  database: Database,
  table: string,
  columns: readonly Column<R>[],
  groups: readonly RowGroup<R>[],
  source: DataSource,
  onGroup?: OnGroup
): Promise<LoadCounts> {
  const counts: LoadCounts = { added: 0, updated: 0, unchanged: 0, rows: 0 }
  const stored = sql.raw([...columns.map((c) => c.name), "source->>'kind'", "source->>'label'", "source->>'year'"].join(', '))
  for (const group of groups) {
    const where = sql.join(
      Object.entries(group.where).map(([column, value]) => sql`${sql.raw(column)} = ${value}`),
      sql` and `
    )
    const outcome = await database.db.transaction(async (tx): Promise<GroupOutcome> => {
      // Both drivers answer execute() with { rows }.
      const count = (await tx.execute(sql`select count(*)::int as n from ${sql.raw(table)} where ${where}`)) as unknown as { rows: { n: number }[] }
      const n = count.rows[0].n
      if (n > 0 && n === group.rows.length) {
        // As many rows: identical when no stored row is left over after taking away the new ones
        // (a multiset difference in the database; EXCEPT ALL treats nulls as equal).
        const wanted = sql`${aliasesOf(columns)}, ${source.kind}::text, ${source.label}::text, ${source.year === null ? null : String(source.year)}::text`
        const left = (await tx.execute(
          sql`select count(*)::int as n from (select ${stored} from ${sql.raw(table)} where ${where} except all select ${wanted} from ${unnestRows(columns, group.rows)}) as d`
        )) as unknown as { rows: { n: number }[] }
        if (left.rows[0].n === 0) return 'unchanged'
      }
      if (n > 0) await tx.execute(sql`delete from ${sql.raw(table)} where ${where}`)
      await bulkInsert(tx, table, columns, group.rows, source)
      return n > 0 ? 'updated' : 'added'
    })
    counts[outcome]++
    counts.rows += group.rows.length
    onGroup?.({ key: group.key, outcome, rows: group.rows.length })
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
