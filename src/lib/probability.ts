/**
 * Admission probability of one unit (institution, 院校专业组 or major) for a candidate rank, from
 * the unit's past lines (issue 6). The model, why, and how its parameters were chosen:
 * docs/recommendation.md. Pure; the app and the server (recommendations, bench/calibration.ts)
 * share it.
 *
 * 1. Each past year's min_rank is put on the target year's scale: equivalent rank =
 *    min_rank × total(target) / total(year), the totals being the last cumulative of each year's
 *    一分一段 table (same province and track).
 * 2. On log rank, the expected cut-off is the recency-weighted mean of those years.
 * 3. Its spread: a prior spread, √(base² + plan²/plan_count + rank²/expected rank) (variances of
 *    independent movements add), pooled with the years' weighted dispersion as if it had been
 *    seen over priorYears years; then widened for few years (predictive, not just the mean's,
 *    spread).
 * 4. p = P(cut-off rank ≥ candidate rank) with log(cut-off rank) ~ Normal(expected, spread).
 */
import type { AdmissionLine } from '../../types/edu'
import type { OneScoreRow } from '../../types/gaokao'
import { bandOf, type BandOrUnknown } from './admissionBands'

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
}

/** Chosen by bench/support/tuneCalibration.ts (docs/recommendation.md, "Calibration"). */
export const DEFAULT_PARAMS: ModelParams = { decay: 0.4, spreadBase: 0.04, spreadPlan: 0.1, spreadRank: 5, priorYears: 1, defaultPlan: 10 }

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

/** Standard normal CDF through erfc (Numerical Recipes' erfcc, relative error < 1.2e-7 everywhere). */
export function normalCdf(z: number): number {
  const x = Math.abs(z) / Math.SQRT2
  const t = 1 / (1 + 0.5 * x)
  const erfc =
    t *
    Math.exp(
      -x * x - 1.26551223 +
        t * (1.00002368 + t * (0.37409196 + t * (0.09678418 + t * (-0.18628806 + t * (0.27886807 + t * (-1.13520398 + t * (1.48851587 + t * (-0.82215223 + t * 0.17087277))))))))
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
function convert(input: Pick<ProbabilityInput, 'year' | 'lines' | 'totals'>): Converted[] {
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
    return { year, min_rank, equivalent: (min_rank * scale) / input.totals[year] }
  })
}

const shown = ({ year, min_rank, equivalent }: Converted): PastRank => ({ year, min_rank, equivalent_rank: Math.round(equivalent) })

function planOf(input: ProbabilityInput, params: ModelParams): number {
  if (positive(input.plan_count)) return input.plan_count
  const latest = input.lines.filter((l) => l.year < input.year && positive(l.plan_count)).sort((a, b) => b.year - a.year)[0]
  return latest?.plan_count ?? params.defaultPlan
}

export function admissionProbability(input: ProbabilityInput, params: ModelParams = DEFAULT_PARAMS): ProbabilityExplanation {
  const converted = convert(input)
  const past = converted.map(shown)
  const rank = input.rank
  if (!converted.length || !positive(rank)) return { past, rank, expected_rank: null, spread: null, probability: null, band: 'unknown' }

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
  const spread = Math.sqrt(pooled2 * (1 + 1 / nEff))

  const probability = normalCdf((mu - Math.log(rank)) / spread)
  return { past, rank, expected_rank: Math.round(Math.exp(mu)), spread, probability, band: bandOf(probability) }
}
