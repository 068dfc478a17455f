/**
 * What the content importers (majors, rankings, news, unaccredited institutions) share on top of
 * server/seed/csv.ts: a file is loaded all or nothing. csv.ts validates every row; here the whole
 * file is one group, so one bad row rejects the file (every bad line reported with its Chinese
 * reason), and the importer then writes the good file in one transaction. Lists inside a cell
 * are separated by '|' (courses, majors, tags), paragraphs by line breaks inside a quoted cell.
 */
import { parseGroupedCsv, type CsvColumns, type CsvRow, type Rejection } from './csv'

export interface ContentImportReport {
  /** Rows (for rankings: lists) written for the first time, changed, or identical to what was there. */
  added: number
  updated: number
  unchanged: number
  rejected: Rejection[]
}

export const emptyReport = (rejected: Rejection[] = []): ContentImportReport => ({ added: 0, updated: 0, unchanged: 0, rejected })

export interface Lined<T> {
  line: number
  value: T
}

export interface WholeFileSpec<T> {
  columns: CsvColumns
  parseRow(row: CsvRow): T
  /** Checks across rows (duplicates, rows of one list that disagree). */
  checkRows?(rows: readonly Lined<T>[]): Rejection[]
}

/** Every row of the file, or the reasons it is not loaded at all. */
export function parseWholeFile<T>(text: string, spec: WholeFileSpec<T>): { rows: Lined<T>[]; rejected: Rejection[] } {
  let rows: Lined<T>[] = []
  const parsed = parseGroupedCsv<Lined<T>>(text, {
    columns: spec.columns,
    groupBy: [],
    groupLabel: '整个文件',
    parseRow: (row) => ({ line: row.line, value: spec.parseRow(row) }),
    checkGroup: (group) => spec.checkRows?.(group.map((g) => g.value)) ?? []
  })
  if (parsed.groups.length > 0) rows = parsed.groups[0].rows
  // The group of a whole file has an empty key: its summary line reads '整个文件未导入（第 a-b 行）'.
  return { rows, rejected: parsed.rejected.map((r) => ({ line: r.line, reason: r.reason.trim() })) }
}

/** Rows whose key was already seen, reported on the later line. */
export function duplicates<T>(rows: readonly Lined<T>[], key: (value: T) => string, what: string): Rejection[] {
  const seen = new Map<string, number>()
  const found: Rejection[] = []
  for (const { line, value } of rows) {
    const k = key(value)
    const first = seen.get(k)
    if (first !== undefined) found.push({ line, reason: `${what}与第 ${first} 行重复：${k}` })
    else seen.set(k, line)
  }
  return found
}

/** A '|'-separated list cell: trimmed, empty items dropped, bounded. */
export function listCell(row: CsvRow, column: string, label: string, options: { maxItems: number; maxLength: number }): string[] {
  const items = row
    .raw(column)
    .split('|')
    .map((s) => s.trim())
    .filter(Boolean)
  if (items.length > options.maxItems) row.problems.push(`${label}（${column}）最多 ${options.maxItems} 项，实为 ${items.length}`)
  const long = items.find((s) => s.length > options.maxLength)
  if (long) row.problems.push(`${label}（${column}）每项不能超过 ${options.maxLength} 个字：${long.slice(0, 20)}…`)
  return items
}

/** jsonb does not keep key order: compare values structurally. */
export function sameJson(a: unknown, b: unknown): boolean {
  if (a === b) return true
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false
  if (Array.isArray(a) !== Array.isArray(b)) return false
  const ka = Object.keys(a)
  const kb = Object.keys(b)
  return ka.length === kb.length && ka.every((k) => sameJson((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]))
}
