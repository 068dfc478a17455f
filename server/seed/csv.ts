/**
 * CSV reading and row validation shared by the gaokao importers (一分一段, 批次线, 录取分数线,
 * 招生计划; docs/data-formats.md). Pure: text in, validated groups and rejections out.
 *
 * - RFC 4180: UTF-8 (a BOM is skipped), LF or CRLF, fields quoted only when they need it ("" is a
 *   quote inside a quoted field, which may also hold commas and line breaks). Values are trimmed.
 * - The header names the columns: every required one, optional ones if wanted, in any order;
 *   unknown or repeated names reject the file (line 1).
 * - Rows are grouped by some columns (a table, a province-year). A bad row rejects its whole group:
 *   the report gives every bad line with its reason in Chinese, plus one line for the group; the
 *   other groups still load. A row too short to name its group rejects the whole file.
 */
import { TRACKS, type Track } from '../../types/gaokao'
import { fullMarksOf, isProvince, tracksFor } from '../../core/provinceFacts'

export interface Rejection {
  line: number
  reason: string
}

export interface CsvRecord {
  /** 1-based line where the record starts. */
  line: number
  fields: string[]
}

/** Splits RFC 4180 text into records; blank lines are skipped. */
export function parseCsvRecords(text: string): CsvRecord[] {
  const records: CsvRecord[] = []
  let fields: string[] = []
  let field = ''
  let quoted = false
  let line = 1
  let start = 1
  const endRecord = () => {
    fields.push(field)
    if (fields.length > 1 || fields[0].trim() !== '') records.push({ line: start, fields })
    fields = []
    field = ''
  }
  const body = text.replace(/^\uFEFF/, '')
  for (let i = 0; i < body.length; i++) {
    const ch = body[i]
    if (quoted) {
      if (ch === '"') {
        if (body[i + 1] === '"') {
          field += '"'
          i++
        } else quoted = false
      } else {
        if (ch === '\n') line++
        field += ch
      }
    } else if (ch === '"' && field.trim() === '') {
      field = ''
      quoted = true
    } else if (ch === ',') {
      fields.push(field)
      field = ''
    } else if (ch === '\n' || ch === '\r') {
      if (ch === '\r' && body[i + 1] === '\n') i++
      endRecord()
      line++
      start = line
    } else field += ch
  }
  if (field !== '' || fields.length > 0) endRecord()
  return records
}

export interface CsvColumns {
  required: readonly string[]
  optional?: readonly string[]
}

const INT = /^-?\d+$/
const NUMBER = /^-?\d+(\.\d+)?$/

/** One data row: typed getters that record a Chinese reason for every bad value in `problems`. */
export class CsvRow {
  readonly problems: string[] = []

  constructor(
    readonly line: number,
    private readonly fields: string[],
    private readonly index: ReadonlyMap<string, number>
  ) {}

  /** The trimmed value; '' for an optional column the file does not have. */
  raw(column: string): string {
    const i = this.index.get(column)
    return i === undefined ? '' : (this.fields[i] ?? '').trim()
  }

  text(column: string, label: string, options: { required?: boolean; max?: number } = {}): string {
    const value = this.raw(column)
    if (options.required && value === '') this.problems.push(`${label}（${column}）不能为空`)
    else if (value.length > (options.max ?? 100)) this.problems.push(`${label}（${column}）不能超过 ${options.max ?? 100} 个字：${value.slice(0, 20)}…`)
    return value
  }

  int(column: string, label: string, min: number, max: number): number {
    const value = this.raw(column)
    if (!INT.test(value) || Number(value) < min || Number(value) > max) {
      this.problems.push(`${label}（${column}）应为 ${min}-${max} 的整数：${value || '（空）'}`)
      return NaN
    }
    return Number(value)
  }

  /** Empty → null. */
  optionalInt(column: string, label: string, min: number, max: number): number | null {
    return this.raw(column) === '' ? null : this.int(column, label, min, max)
  }

  /** Empty → null; up to two decimals are kept as given. */
  optionalNumber(column: string, label: string, min: number, max: number): number | null {
    const value = this.raw(column)
    if (value === '') return null
    if (!NUMBER.test(value) || Number(value) < min || Number(value) > max) {
      this.problems.push(`${label}（${column}）应为 ${min}-${max} 的数：${value}`)
      return NaN
    }
    return Number(value)
  }

  oneOf<T extends string>(column: string, label: string, allowed: readonly T[]): T {
    const value = this.raw(column)
    if (!(allowed as readonly string[]).includes(value)) this.problems.push(`${label}（${column}）应为 ${allowed.join('、')} 之一：${value || '（空）'}`)
    return value as T
  }

  /** province, year and track together: the track must be one the province ranked in that year. */
  provinceYearTrack(): { province: string; year: number; track: Track; fullMarks: number } {
    const province = this.raw('province')
    if (!isProvince(province)) this.problems.push(`未知省份：${province || '（空）'}`)
    const year = this.int('year', '年份', 2000, 2100)
    const track = this.raw('track') as Track
    if (!(TRACKS as readonly string[]).includes(track)) this.problems.push(`未知科类：${track || '（空）'}（应为 ${TRACKS.join('、')}）`)
    else if (isProvince(province) && Number.isInteger(year) && !tracksFor(province, year).includes(track)) {
      this.problems.push(`${province} ${year} 年的科类应为 ${tracksFor(province, year).join('、')}，不是 ${track}`)
    }
    return { province, year, track, fullMarks: fullMarksOf(province) }
  }
}

export interface CsvSpec<T> {
  columns: CsvColumns
  /** Columns whose values name a row's group; the key is their values joined by '-'. */
  groupBy: readonly string[]
  /** What is not loaded when a row is bad, for the report: '整表' / '该省份该年份'. */
  groupLabel: string
  /** Validates one row (problems go to row.problems); the value is used only when it has none. */
  parseRow(row: CsvRow): T
  /** Checks across the good rows of a group, in file order (e.g. a table's scores descending). */
  checkGroup?(rows: readonly { line: number; value: T }[]): Rejection[]
}

export interface CsvGroup<T> {
  key: string
  rows: T[]
}

export interface ParsedCsv<T> {
  groups: CsvGroup<T>[]
  /** Every bad line and one line per group not loaded, sorted by line. */
  rejected: Rejection[]
  rejectedGroups: string[]
}

function headerIndex(fields: string[], columns: CsvColumns): Map<string, number> | string {
  const names = fields.map((f) => f.trim())
  const known = new Set([...columns.required, ...(columns.optional ?? [])])
  const expected = `表头应含 ${columns.required.join(',')}${columns.optional?.length ? `（可选 ${columns.optional.join(',')}）` : ''}`
  const unknown = names.filter((n) => !known.has(n))
  if (unknown.length > 0) return `${expected}；未知列：${unknown.join(',')}`
  if (new Set(names).size !== names.length) return `${expected}；有重复的列`
  const missing = columns.required.filter((c) => !names.includes(c))
  if (missing.length > 0) return `${expected}；缺少：${missing.join(',')}`
  return new Map(names.map((n, i) => [n, i]))
}

export function parseGroupedCsv<T>(text: string, spec: CsvSpec<T>): ParsedCsv<T> {
  const [header, ...records] = parseCsvRecords(text)
  const index = header ? headerIndex(header.fields, spec.columns) : '文件为空'
  if (typeof index === 'string') return { groups: [], rejected: [{ line: 1, reason: index }], rejectedGroups: [] }
  const keyIndexes = spec.groupBy.map((c) => index.get(c)!)
  const groups = new Map<string, { lines: number[]; problems: Rejection[]; rows: { line: number; value: T }[] }>()
  for (const record of records) {
    if (keyIndexes.some((i) => i >= record.fields.length)) {
      // A row that cannot be attributed to a group could belong to any: load nothing.
      return { groups: [], rejected: [{ line: record.line, reason: `列数应为 ${index.size}，实为 ${record.fields.length}；整个文件未导入` }], rejectedGroups: [] }
    }
    const key = keyIndexes.map((i) => record.fields[i].trim()).join('-')
    let group = groups.get(key)
    if (!group) groups.set(key, (group = { lines: [], problems: [], rows: [] }))
    group.lines.push(record.line)
    if (record.fields.length !== index.size) {
      group.problems.push({ line: record.line, reason: `列数应为 ${index.size}，实为 ${record.fields.length}` })
      continue
    }
    const row = new CsvRow(record.line, record.fields, index)
    const value = spec.parseRow(row)
    if (row.problems.length > 0) group.problems.push({ line: record.line, reason: row.problems.join('；') })
    else group.rows.push({ line: record.line, value })
  }
  const result: ParsedCsv<T> = { groups: [], rejected: [], rejectedGroups: [] }
  for (const [key, group] of groups) {
    group.problems.push(...(spec.checkGroup?.(group.rows) ?? []))
    if (group.problems.length === 0) {
      result.groups.push({ key, rows: group.rows.map((r) => r.value) })
      continue
    }
    result.rejectedGroups.push(key)
    result.rejected.push(...group.problems, {
      line: group.lines[0],
      reason: `${key} ${spec.groupLabel}未导入（第 ${group.lines[0]}-${group.lines[group.lines.length - 1]} 行）`
    })
  }
  result.rejected.sort((a, b) => a.line - b.line)
  return result
}
