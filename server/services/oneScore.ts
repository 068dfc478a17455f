/**
 * 一分一段 look-ups, pure functions over a table's rows sorted by score, highest first
 * (cumulative ascending). The top row stands for 'score 分及以上'.
 *
 * - scoreToRank: the row of that score (or, where the table has a gap, the highest row below it);
 *   a score above the top row → the top row, below the bottom row → the bottom row.
 *   rank_best = cumulative − count + 1, rank_worst = cumulative.
 * - rankToScore: the highest score whose cumulative ≥ rank (a rank beyond the bottom → the bottom).
 * - equivalents (等位分): for the other years of the same province and track,
 *   rankToScore(that year's rows, rank_worst of this year).
 */
import type { OneScoreRow } from '../../types/gaokao'

export interface RankRange {
  row: OneScoreRow
  rank_best: number
  rank_worst: number
}

function rowForScore(rows: readonly OneScoreRow[], score: number): OneScoreRow {
  if (rows.length === 0) throw new Error('empty one-score table')
  if (score >= rows[0].score) return rows[0]
  // Binary search for the first row (from the top) whose score ≤ score.
  let lo = 0
  let hi = rows.length - 1
  if (score < rows[hi].score) return rows[hi]
  while (lo < hi) {
    const mid = (lo + hi) >> 1
    if (rows[mid].score <= score) hi = mid
    else lo = mid + 1
  }
  return rows[lo]
}

export function scoreToRank(rows: readonly OneScoreRow[], score: number): RankRange {
  const row = rowForScore(rows, score)
  return { row, rank_best: row.cumulative - row.count + 1, rank_worst: row.cumulative }
}

export function rankToScore(rows: readonly OneScoreRow[], rank: number): number {
  if (rows.length === 0) throw new Error('empty one-score table')
  let lo = 0
  let hi = rows.length - 1
  if (rows[hi].cumulative < rank) return rows[hi].score
  while (lo < hi) {
    const mid = (lo + hi) >> 1
    if (rows[mid].cumulative >= rank) hi = mid
    else lo = mid + 1
  }
  return rows[lo].score
}

export function equivalents(rank: number, otherYears: readonly { year: number; rows: readonly OneScoreRow[] }[]): { year: number; score: number }[] {
  return otherYears
    .filter((t) => t.rows.length > 0)
    .map((t) => ({ year: t.year, score: rankToScore(t.rows, rank) }))
    .sort((a, b) => b.year - a.year)
}

/** Checks a table's shape; returns the first problem or null. */
export function checkTable(rows: readonly OneScoreRow[]): string | null {
  let previous: OneScoreRow | null = null
  for (const row of rows) {
    if (previous && row.score >= previous.score) return `分数应严格递减：${previous.score} 之后是 ${row.score}`
    const expected = (previous?.cumulative ?? 0) + row.count
    if (row.cumulative !== expected) return `累计人数应为 ${expected}（上一行累计 + 本分人数），实为 ${row.cumulative}`
    previous = row
  }
  return null
}
