/**
 * Admission probability of one unit (institution, 院校专业组 or major) for a candidate rank, from
 * the unit's past lines (issue 6). The model, why, and how its parameters were chosen:
 * docs/recommendation.md. Pure; the app and the server (recommendations, bench/calibration.ts)
 * share it.
 *
 * 1. Each past year's min_rank is put on the target year's scale: equivalent rank =
 *    min_rank × (total(target) / total(year))^scalePower, the totals being comparable candidate
 *    counts of each year's 一分一段 table (comparableTotals; same province and track). Only part of
 *    a change in candidates reaches the cut-offs (plans grow with them), hence the power.
 * 2. On log rank, the expected cut-off is the recency-weighted mean of those years.
 * 3. Its spread: a prior spread, √(base² + plan²/plan_count + rank²/expected rank) (variances of
 *    independent movements add), pooled with the years' weighted dispersion as if it had been
 *    seen over priorYears years; then widened for few years (predictive, not just the mean's,
 *    spread).
 * 4. p = P(cut-off rank ≥ candidate rank) with log(cut-off rank) ~ Normal(expected, spread).
 */
import type { AdmissionLine } from '../../types/edu'
import type { OneScoreRow } from '../../types/gaokao'
import { bandOf, type BandOrUnknown } from '../../core/admissionBands'

export interface ModelParams {
  /** Weight of a line per year of age: a line k years older than another weighs decay^k as much. */
  decay: number
  /** Prior spread on log rank every unit has: the share of its rank a cut-off moves by in any case. */
  spreadBase: number
  /** Prior spread from a small plan, spreadPlan / √plan: a unit taking 2 moves more than one taking 200. */
  spreadPlan: number
  /**
   * Prior spread from the cut-off's own rank, spreadRank / √(expected rank): the number of
   * candidates placed ahead of a cut-off varies like a count (by about its square root), so a
   * cut-off at rank 100 moves by a far larger share than one at rank 50 000.
   */
  spreadRank: number
  /** How many years of dispersion the prior spread weighs as: few years barely move it. */
  priorYears: number
  /** Plan size assumed when neither the input nor any line gives one. */
  defaultPlan: number
  /**
   * How much of a change in candidates moves a cut-off rank: 1 = in proportion (plans fixed),
   * 0 = not at all (plans grow with the candidates).
   */
  scalePower: number
}

/**
 * Fitted on real per-major lines of 2022-2025 (four provinces), every year predicted from the years
 * before it, minimum Brier score: `npx tsx bench/backtest.ts --next` (docs/recommendation.md,
 * "Backtest on real lines"). The demo backtest (bench/calibration.ts) checks them on simulated data.
 */
export const DEFAULT_PARAMS: ModelParams = { decay: 0.3, spreadBase: 0.02, spreadPlan: 0.1, spreadRank: 14, priorYears: 8, defaultPlan: 10, scalePower: 0.6 }

/**
 * For the demo's sample lines (示例数据): they are simulated (bench/support/calibrationBacktest.ts's
 * world: cut-offs move in proportion to the candidates, ranks barely wobble at the top), a world the
 * real lines do not resemble, so it keeps the parameters chosen on it (docs/recommendation.md,
 * "Calibration"): the demo's probabilities stay calibrated for the demo.
 */
export const SAMPLE_PARAMS: ModelParams = { decay: 0.4, spreadBase: 0.04, spreadPlan: 0.1, spreadRank: 5, priorYears: 1, defaultPlan: 10, scalePower: 1 }

/** The parameters for lines of a source kind: sample lines get SAMPLE_PARAMS, real ones DEFAULT_PARAMS. */
export const paramsFor = (kind: 'official' | 'sample' | 'imported'): ModelParams => (kind === 'sample' ? SAMPLE_PARAMS : DEFAULT_PARAMS)

export type PastLine = Pick<AdmissionLine, 'year' | 'min_rank' | 'plan_count'>

export interface ProbabilityInput {
  /** The candidate's rank in the target year (1 = best). */
  rank: number
  /** The year being applied for; only lines of earlier years are used. */
  year: number
  /** One unit's lines, any order. */
  lines: readonly PastLine[]
  /** Candidates per year (province and track of the lines): totalCandidates of each year's table. */
  totals: Readonly<Record<number, number>>
  /** The unit's plan this year, when known; else the latest line's plan_count. */
  plan_count?: number | null
}

export interface PastRank {
  year: number
  min_rank: number
  /** min_rank on the target year's scale, rounded to a whole rank. */
  equivalent_rank: number
}

/** Why a recommendation says what it says: every recommendation carries this. */
export interface ProbabilityExplanation {
  /** The years used, newest first. */
  past: PastRank[]
  /** The candidate's rank the probability is for. */
  rank: number
  /** Expected cut-off rank this year (geometric weighted mean), null without usable lines. */
  expected_rank: number | null
  /** Standard deviation of log(cut-off rank): expected_rank × e^±spread spans about 68%. */
  spread: number | null
  probability: number | null
  band: BandOrUnknown
}

/** The year's candidate count: the last row's cumulative (rows highest score first). */
export function totalCandidates(rows: readonly OneScoreRow[]): number | undefined {
  return rows.length ? rows[rows.length - 1].cumulative : undefined
}

/**
 * Tables whose lowest scores lie further apart than this were cut at different places (one down to
 * the bottom, one only to the 本科 control line): their last cumulatives count different things.
 * Control lines move by up to ~30 points a year; full tables and line-cut ones differ by 150+.
 */
export const TABLE_FLOOR_GAP = 60

/**
 * Comparable candidate counts of one province and track across years, from their 一分一段 tables
 * (rows highest score first). Normally each table's last cumulative (totalCandidates). When the
 * tables stop at floors more than TABLE_FLOOR_GAP apart, every year is counted down to the highest
 * floor instead, the only score all of them reach (江苏 2025's tables stop at the 本科 line, its
 * 2022-24 tables at 220).
 */
export function comparableTotals(tables: readonly { year: number; rows: readonly OneScoreRow[] }[]): Record<number, number> {
  const usable = tables.filter((t) => t.rows.length > 0)
  const floors = usable.map((t) => t.rows[t.rows.length - 1].score)
  const cut = Math.max(...floors) - Math.min(...floors) > TABLE_FLOOR_GAP ? Math.max(...floors) : -Infinity
  const totals: Record<number, number> = {}
  for (const t of usable) {
    const at = cut === -Infinity ? undefined : t.rows.find((r) => r.score <= cut)
    totals[t.year] = (at ?? t.rows[t.rows.length - 1]).cumulative
  }
  return totals
}

/** Standard normal CDF through erfc (Numerical Recipes' erfcc, relative error < 1.2e-7 everywhere). */
export function normalCdf(z: number): number {
  const x = Math.abs(z) / Math.SQRT2
  const t = 1 / (1 + 0.5 * x)
  const erfc =
    t *
    Math.exp(
      -x * x -
        1.26551223 +
        t *
          (1.00002368 +
            t * (0.37409196 + t * (0.09678418 + t * (-0.18628806 + t * (0.27886807 + t * (-1.13520398 + t * (1.48851587 + t * (-0.82215223 + t * 0.17087277))))))))
    )
  return z >= 0 ? 1 - erfc / 2 : erfc / 2
}

const positive = (v: number | null | undefined): v is number => typeof v === 'number' && Number.isFinite(v) && v > 0

interface Converted {
  year: number
  min_rank: number
  equivalent: number
}

/**
 * The past years put on the target year's scale, newest first. A line is left out without a
 * min_rank or without that year's total (it cannot be compared). Several lines of one year
 * (batches, or data listed twice) count once, with the largest min_rank: the unit's lowest
 * admitted candidate.
 */
function convert(input: Pick<ProbabilityInput, 'year' | 'lines' | 'totals'>, scalePower: number): Converted[] {
  const worst = new Map<number, number>()
  for (const l of input.lines) {
    if (l.year >= input.year || !positive(l.min_rank) || !positive(input.totals[l.year])) continue
    worst.set(l.year, Math.max(worst.get(l.year) ?? 0, l.min_rank))
  }
  const years = [...worst.keys()].sort((a, b) => b - a)
  if (!years.length) return []
  // This year's table may not be out yet (planning ahead): then the newest used year's scale.
  const scale = positive(input.totals[input.year]) ? input.totals[input.year] : input.totals[years[0]]
  return years.map((year) => {
    const min_rank = worst.get(year)!
    return { year, min_rank, equivalent: min_rank * (scale / input.totals[year]) ** scalePower }
  })
}

const shown = ({ year, min_rank, equivalent }: Converted): PastRank => ({ year, min_rank, equivalent_rank: Math.round(equivalent) })

function planOf(input: Pick<ProbabilityInput, 'year' | 'lines' | 'plan_count'>, params: ModelParams): number {
  if (positive(input.plan_count)) return input.plan_count
  const latest = input.lines.filter((l) => l.year < input.year && positive(l.plan_count)).sort((a, b) => b.year - a.year)[0]
  return latest?.plan_count ?? params.defaultPlan
}

/** The expected cut-off of a unit on log rank and its predictive spread, unrounded; null without usable lines. */
export interface CutoffEstimate {
  past: PastRank[]
  /** Mean of log(cut-off rank). */
  mu: number | null
  /** Standard deviation of log(cut-off rank). */
  spread: number | null
}

export function cutoffEstimate(input: Pick<ProbabilityInput, 'year' | 'lines' | 'totals' | 'plan_count'>, params: ModelParams = DEFAULT_PARAMS): CutoffEstimate {
  const converted = convert(input, params.scalePower)
  const past = converted.map(shown)
  if (!converted.length) return { past, mu: null, spread: null }
  // Unrounded equivalents, so the rounding shown in `past` does not move the estimate.
  const xs = converted.map((c) => Math.log(c.equivalent))
  // Relative to the newest year (the same weights up to a factor), so decay 0 means that year alone.
  const ws = converted.map((c) => params.decay ** (converted[0].year - c.year))
  const sw = ws.reduce((a, w) => a + w, 0)
  const sw2 = ws.reduce((a, w) => a + w * w, 0)
  const mu = xs.reduce((a, x, i) => a + ws[i] * x, 0) / sw
  // Kish's effective number of years; the dispersion has nEff − 1 degrees of freedom.
  const nEff = (sw * sw) / sw2
  // Unbiased weighted variance (reliability weights); none with a single year.
  const denominator = sw - sw2 / sw
  const dispersion2 = denominator > 1e-12 ? xs.reduce((a, x, i) => a + ws[i] * (x - mu) ** 2, 0) / denominator : 0
  const prior2 = params.spreadBase ** 2 + params.spreadPlan ** 2 / planOf(input, params) + params.spreadRank ** 2 / Math.exp(mu)
  // The prior weighs as priorYears years of dispersion (a scaled-inverse-χ² prior on the variance).
  const weight = params.priorYears + nEff - 1
  const pooled2 = weight > 0 ? (params.priorYears * prior2 + (nEff - 1) * dispersion2) / weight : prior2
  // The predictive spread of a new year adds the mean's own error.
  return { past, mu, spread: Math.sqrt(pooled2 * (1 + 1 / nEff)) }
}

/** P(cut-off rank ≥ rank) under an estimate; null without one. */
export function probabilityAt(estimate: Pick<CutoffEstimate, 'mu' | 'spread'>, rank: number): number | null {
  if (estimate.mu === null || estimate.spread === null || !positive(rank)) return null
  return normalCdf((estimate.mu - Math.log(rank)) / estimate.spread)
}

export function admissionProbability(input: ProbabilityInput, params: ModelParams = DEFAULT_PARAMS): ProbabilityExplanation {
  const estimate = cutoffEstimate(input, params)
  const probability = probabilityAt(estimate, input.rank)
  if (probability === null) return { past: estimate.past, rank: input.rank, expected_rank: null, spread: null, probability: null, band: 'unknown' }
  return { past: estimate.past, rank: input.rank, expected_rank: Math.round(Math.exp(estimate.mu!)), spread: estimate.spread, probability, band: bandOf(probability) }
}
