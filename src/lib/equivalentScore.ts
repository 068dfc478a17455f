/**
 * 等位分 (志愿助手, application/applicationHelper): a score of one year → its rank in that year's
 * 一分一段 table → the score at the same rank in every other year of the same province and track.
 * Pure; the look-up itself is the one-score API (GET onescoreoneline/lookup/), which ranks the
 * score and finds the other years' scores by the rules written here.
 *
 * The rules:
 * - Which years: every other year with a table for the same province and track, newest first.
 *   A reformed province's older 文/理 tables are a different track and are not compared (a
 *   物理类 rank is not a 理科 rank).
 * - Rounding: tables are in whole points, so a score with a decimal (612.5) is looked up as its
 *   whole part (612): the rank of the 612 row counts everyone with 612 or more, the cautious
 *   reading. The rank carried over is the row's worst rank (its cumulative count), and the
 *   other year's score is the highest one whose cumulative count reaches it; nothing is
 *   interpolated, so every equivalent score is a score of its table.
 */
import type { DataSource, OneScoreAvailability, OneScoreLookup, Track } from '@types-contract/gaokao'
import type { LiberalScience, Subject } from '@types-contract/user'
import { chooseTable, type OneScoreChoice } from '@core/gaokao'
import { rankTableFor } from './gaokaoSetting'

type Tables = OneScoreAvailability['tables']

export interface EquivalentUser {
  province: string | null
  apply_year: number | null
  liberal_science: LiberalScience | null
  subjects: readonly Subject[]
}

/**
 * The table a user's score is ranked in by default: the one the 设置高考信息 page ranks it in
 * (newest year up to the apply year, the user's track), else the 一分一段 page's default for
 * the user's province.
 */
export function defaultEquivalentTable(tables: Tables, user: EquivalentUser): OneScoreChoice | undefined {
  if (user.province && user.apply_year) {
    const own = rankTableFor(tables, { ...user, province: user.province, apply_year: user.apply_year })
    if (own) return own
  }
  return chooseTable(tables, {}, user.province)
}

/** The other years that have a table of the same province and track, newest first. */
export function comparableYears(tables: Tables, choice: OneScoreChoice): number[] {
  const years = tables.filter((t) => t.province === choice.province && t.track === choice.track && t.year !== choice.year).map((t) => t.year)
  return [...new Set(years)].sort((a, b) => b - a)
}

/** The whole-point score a (possibly decimal) score is looked up as. */
export function lookupScore(score: number): number {
  return Math.floor(score)
}

export interface EquivalentRow {
  year: number
  track: Track
  score: number
  /** This year's score minus the looked-up one: how much harder (+) or easier (−) that year was. */
  diff: number
}

export interface EquivalentResult {
  year: number
  track: Track
  score: number
  rank_best: number
  rank_worst: number
  /** One row per comparable year, newest first; a year the answer lacks is left out. */
  rows: EquivalentRow[]
  /** Comparable years the answer had no score for (a table removed meanwhile). */
  missing: number[]
  source: DataSource
}

export function equivalentResult(lookup: OneScoreLookup, years: readonly number[]): EquivalentResult {
  const byYear = new Map(lookup.equivalents.map((e) => [e.year, e.score]))
  const rows: EquivalentRow[] = []
  const missing: number[] = []
  for (const year of [...years].sort((a, b) => b - a)) {
    const score = byYear.get(year)
    if (score === undefined) missing.push(year)
    else rows.push({ year, track: lookup.track, score, diff: score - lookup.score })
  }
  return { year: lookup.year, track: lookup.track, score: lookup.score, rank_best: lookup.rank_best, rank_worst: lookup.rank_worst, rows, missing, source: lookup.source }
}

/** '+6 分' / '−3 分' / '持平'. */
export function diffLabel(diff: number): string {
  if (diff === 0) return '持平'
  return diff > 0 ? `+${diff} 分` : `−${-diff} 分`
}
