/** The DataSource of a set of rows: what each list, line and recommendation answer is labelled with. */
import type { DataSource } from '../../types/gaokao'

const TRUST_ORDER = ['imported', 'sample', 'official'] as const

/**
 * The rows' common source, or, when sources are mixed, one naming them all with the least
 * authoritative kind among them (imported < sample < official: an answer is only as official as
 * its weakest row); null for no rows.
 */
export function sourceOfRows(sources: readonly DataSource[]): DataSource | null {
  const distinct = [...new Map(sources.map((s) => [`${s.kind}|${s.label}|${s.year}`, s])).values()]
  if (distinct.length <= 1) return distinct[0] ?? null
  const kind = TRUST_ORDER.find((k) => distinct.some((s) => s.kind === k))!
  return { kind, label: distinct.map((s) => s.label).join('；'), year: null }
}

/** Rows turned into answer items, with the source of those rows (null for none). */
export function sourcedRows<R extends { source: DataSource }, T>(rows: readonly R[], item: (row: R) => T): { results: T[]; source: DataSource | null } {
  return { results: rows.map(item), source: sourceOfRows(rows.map((r) => r.source)) }
}
