/**
 * Admission probability of one unit (institution, 院校专业组 or major) for a candidate rank, from
 * the unit's past lines and its province's (issues 6 and 26). The model, why, and how its parameters
 * were chosen: docs/recommendation.md. Pure; the app and the server (recommendations,
 * bench/calibration.ts, bench/backtest.ts) share it.
 *
 * 1. Each past year's min_rank is put on the target year's scale: equivalent rank =
 *    min_rank × (total(target) / total(year))^scalePower, the totals being comparable candidate
 *    counts of each year's 一分一段 table (comparableTotals; same province and track). Only part of
 *    a change in candidates reaches the cut-offs (plans grow with them), hence the power.
 * 2. The neighbours' drift: between an older year and the newest, units near each other in rank
 *    move together (plans, a new campus, the paper). An older year is moved by the median movement
 *    of the units around it first, so only the unit's own movement is averaged away; and a share
 *    driftCarry of the last year's drift carries on into the target year.
 * 3. On log rank, the expected cut-off is the recency-weighted mean of those years.
 * 4. Its spread: a prior spread, √(base² + plan²/plan_count + rank²/expected rank) (variances of
 *    independent movements add; the rank counted, to the power cohortRank, as a share of the
 *    cohort), pooled with the years' weighted dispersion as if it had been
 *    seen over priorYears years; then widened for few years (predictive, not just the mean's,
 *    spread).
 * 5. p = P(cut-off rank ≥ candidate rank) with log(cut-off rank) ~ expected + spread × T, T a
 *    Student-t with tailDf degrees of freedom: real cut-offs jump more often than a normal allows.
 *
 * Across a reform (UnitLines.bridge): years the unit has no line of its own (理科 before its 物理类
 * groups) take its institution's line, moved by the unit's offset from it in the newest year both have.
 *
 * Steps 1-4 do not depend on the candidate's rank: estimateUnits runs once per unit set, year and
 * totals, and each rank costs one CDF per unit (probabilityAt).
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
  /**
   * How many units, neighbours in rank, a drift is the median movement of; 0 = no drift (each unit
   * alone, as the demo's simulated world has none).
   */
  driftWindow: number
  /** Share of the neighbours' drift of the last year (per year) that carries on into the target year. */
  driftCarry: number
  /**
   * The same for a year bridged across a reform (UnitLines.bridge), whatever driftWindow says: the
   * reform's break (batches merged, new units) moves lines unevenly along the ranking, so a bridged
   * year is moved by the median movement of its neighbours' institutions first; 0 = not moved.
   */
  bridgeWindow: number
  /**
   * How far the rank term counts the rank as a share of the cohort: spreadRank is stated for a
   * cohort of REFERENCE_COHORT; 0 = the rank as it is, 1 = its share (a cut-off at 50 000 of 300 000
   * moves like one at 16 700 of 100 000).
   */
  cohortRank: number
  /** Degrees of freedom of the Student-t of log(cut-off rank); Infinity = normal. */
  tailDf: number
}

/**
 * Fitted on real per-major lines of 2022-2025 (four provinces), every year predicted from the years
 * before it, minimum Brier score + calibration error per track and year: `npx tsx bench/backtest.ts
 * --next` (docs/recommendation.md, "Backtest on real lines"), except driftCarry: the fit's 0.75 was
 * learned from one transition, and the server runs these on provinces it never saw, so the carry is
 * the more cautious 0.5 (no worse in any province of `--defaults`, better on the headline).
 */
export const DEFAULT_PARAMS: ModelParams = {
  decay: 0.2,
  spreadBase: 0.04,
  spreadPlan: 0.1,
  spreadRank: 4,
  priorYears: 1,
  defaultPlan: 10,
  scalePower: 0.4,
  driftWindow: 400,
  driftCarry: 0.5,
  bridgeWindow: 400,
  cohortRank: 1,
  tailDf: 4
}

/**
 * For the demo's sample lines (示例数据): they are simulated (bench/support/calibrationBacktest.ts's
 * world: cut-offs move in proportion to the candidates, lines move by 5-10 % a year independently, no
 * drift), a world the real lines do not resemble, so it keeps the parameters chosen on it
 * (bench/support/tuneCalibration.ts, re-chosen for issue 27's demo; docs/recommendation.md,
 * "Calibration"): the demo's probabilities stay calibrated for the demo.
 */
export const SAMPLE_PARAMS: ModelParams = {
  decay: 1,
  spreadBase: 0.08,
  spreadPlan: 0,
  spreadRank: 3,
  priorYears: 8,
  defaultPlan: 10,
  scalePower: 1,
  driftWindow: 0,
  driftCarry: 0,
  bridgeWindow: 20,
  cohortRank: 0,
  tailDf: Infinity
}

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
  /** Its institution's lines across a reform (UnitLines.bridge). */
  bridge?: UnitLines['bridge']
}

export interface PastRank {
  year: number
  min_rank: number
  /** min_rank on the target year's scale, rounded to a whole rank. */
  equivalent_rank: number
  /** Set when the year is its institution's line bridged across a reform (UnitLines.bridge): min_rank is the institution's. */
  bridged?: true
}

/** Why a recommendation says what it says: every recommendation carries this. */
export interface ProbabilityExplanation {
  /** The years used, newest first. */
  past: PastRank[]
  /** The candidate's rank the probability is for. */
  rank: number
  /** Expected cut-off rank this year (geometric weighted mean), null without usable lines. */
  expected_rank: number | null
  /**
   * Scale of log(cut-off rank) (its standard deviation under a normal): expected_rank × e^±spread
   * spans about 68% under a normal, 63% under the Student-t of 4 degrees of freedom.
   */
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

/**
 * Student-t CDF with `df` degrees of freedom (rounded to a whole number; Infinity = normalCdf), in
 * closed form (Abramowitz & Stegun 26.7.3-4): a sum of df/2 terms, cheap enough per unit and rank.
 */
export function studentCdf(t: number, df: number): number {
  if (!Number.isFinite(df)) return normalCdf(t)
  if (t === Infinity || t === -Infinity) return t > 0 ? 1 : 0
  const nu = Math.max(1, Math.round(df))
  // θ = atan(t/√df), its sine and cosine without trigonometry (this runs per unit and rank).
  const r = Math.sqrt(nu + t * t)
  const sin = t / r
  const cos = Math.sqrt(nu) / r
  const c2 = cos * cos
  const odd = nu % 2 === 1
  // Odd: (2/π)(θ + sinθ cosθ Σ), even: sinθ Σ; Σ has ⌊df/2⌋ terms, each c² × (2j+2)/(2j+3) (odd)
  // or c² × (2j+1)/(2j+2) (even) times the one before, from 1.
  let sum = 0
  let term = 1
  for (let j = 0; j < Math.floor(nu / 2); j++) {
    sum += term
    term *= odd ? (c2 * (2 * j + 2)) / (2 * j + 3) : (c2 * (2 * j + 1)) / (2 * j + 2)
  }
  const a = odd ? (2 / Math.PI) * (Math.atan(t / Math.sqrt(nu)) + sin * cos * sum) : sin * sum
  return Math.min(1, Math.max(0, (1 + a) / 2))
}

const positive = (v: number | null | undefined): v is number => typeof v === 'number' && Number.isFinite(v) && v > 0

interface Converted {
  year: number
  min_rank: number
  /** log of the equivalent rank (unrounded). */
  x: number
  bridged?: true
}

/**
 * Each year's line of a list that can be compared: its largest min_rank (several lines of one year,
 * batches or data listed twice, count once with the unit's lowest admitted candidate), for years
 * before `year` with a total.
 */
function worstPerYear(lines: readonly PastLine[], year: number, totals: Readonly<Record<number, number>>): Map<number, number> {
  const worst = new Map<number, number>()
  for (const l of lines) {
    if (l.year >= year || !positive(l.min_rank) || !positive(totals[l.year])) continue
    worst.set(l.year, Math.max(worst.get(l.year) ?? 0, l.min_rank))
  }
  return worst
}

/**
 * The institution's lines of the years the unit has none of its own (its own years win), with the
 * unit's offset from its institution on log rank in the newest year both have; nothing without such
 * a year. The cohort scaling is the same for both in one year, so the offset is that of the ranks.
 */
function bridgedYears(own: ReadonlyMap<number, number>, bridge: NonNullable<UnitLines['bridge']>, year: number, totals: Readonly<Record<number, number>>) {
  const anchor = worstPerYear(bridge.anchor, year, totals)
  const overlap = [...own.keys()].filter((y) => anchor.has(y)).sort((a, b) => b - a)[0]
  if (overlap === undefined) return undefined
  const worst = worstPerYear(bridge.lines, year, totals)
  for (const y of own.keys()) worst.delete(y)
  return { worst, offset: Math.log(own.get(overlap)! / anchor.get(overlap)!) }
}

/**
 * The past years put on the target year's scale, newest first: the unit's own, and its bridged ones
 * (bridgedYears). A line is left out without a min_rank or without that year's total (it cannot be
 * compared).
 */
function convert(unit: UnitLines, year: number, totals: Readonly<Record<number, number>>, scalePower: number): Converted[] {
  const own = worstPerYear(unit.lines, year, totals)
  const bridge = unit.bridge && own.size ? bridgedYears(own, unit.bridge, year, totals) : undefined
  const years = [...own.keys(), ...(bridge?.worst.keys() ?? [])].sort((a, b) => b - a)
  if (!years.length) return []
  // This year's table may not be out yet (planning ahead): then the newest used year's scale.
  const scale = positive(totals[year]) ? totals[year] : totals[years[0]]
  return years.map((y) => {
    const cohort = scalePower * Math.log(scale / totals[y])
    const min_rank = own.get(y)
    if (min_rank !== undefined) return { year: y, min_rank, x: Math.log(min_rank) + cohort }
    const institution = bridge!.worst.get(y)!
    return { year: y, min_rank: institution, x: Math.log(institution) + bridge!.offset + cohort, bridged: true }
  })
}

const shown = ({ year, min_rank, x, bridged }: Converted): PastRank => ({ year, min_rank, equivalent_rank: Math.round(Math.exp(x)), ...(bridged && { bridged }) })

function planOf(unit: UnitLines, year: number, params: ModelParams): number {
  if (positive(unit.plan_count)) return unit.plan_count
  const latest = unit.lines.filter((l) => l.year < year && positive(l.plan_count)).sort((a, b) => b.year - a.year)[0]
  return latest?.plan_count ?? params.defaultPlan
}

/** Fewer units than this moving between two years say nothing about their neighbours' drift. */
export const DRIFT_MIN_UNITS = 20

const median = (sorted: readonly number[]) => {
  const m = sorted.length >> 1
  return sorted.length % 2 ? sorted[m] : (sorted[m - 1] + sorted[m]) / 2
}

/**
 * The neighbours' drift as a function of log rank, from the units seen in two years: `x` where
 * each stands (driftsOf: the middle of its two log ranks), `change` its movement on log rank. The units, in rank order, are cut
 * into runs of `window`; each run gives its median movement at its median rank, and between runs
 * the drift is interpolated (beyond the first and last, held). Medians, so a few units that jumped
 * (a renamed major, a new campus) do not move their neighbours. Zero with fewer than DRIFT_MIN_UNITS.
 */
export function neighbourDrift(moves: readonly { x: number; change: number }[], window: number): (x: number) => number {
  if (moves.length < DRIFT_MIN_UNITS || window < 1) return () => 0
  const sorted = [...moves].sort((a, b) => a.x - b.x)
  const runs = Math.max(1, Math.round(sorted.length / window))
  const at: number[] = []
  const drift: number[] = []
  for (let r = 0; r < runs; r++) {
    const run = sorted.slice(Math.floor((r * sorted.length) / runs), Math.floor(((r + 1) * sorted.length) / runs))
    at.push(median(run.map((m) => m.x)))
    drift.push(median(run.map((m) => m.change).sort((a, b) => a - b)))
  }
  return (x) => {
    if (x <= at[0]) return drift[0]
    if (x >= at[at.length - 1]) return drift[drift.length - 1]
    let lo = 0
    let hi = at.length - 1
    while (hi - lo > 1) {
      const mid = (lo + hi) >> 1
      if (at[mid] <= x) lo = mid
      else hi = mid
    }
    const f = at[hi] > at[lo] ? (x - at[lo]) / (at[hi] - at[lo]) : 0
    return drift[lo] + f * (drift[hi] - drift[lo])
  }
}

/** The expected cut-off of a unit on log rank and its predictive spread, unrounded; null without usable lines. */
export interface CutoffEstimate {
  past: PastRank[]
  /** Mean (centre) of log(cut-off rank). */
  mu: number | null
  /** Scale of log(cut-off rank) (the standard deviation when df is Infinity). */
  spread: number | null
  /** Degrees of freedom of its Student-t; Infinity = normal. */
  df: number
}

/** One unit's lines and plan, as estimateUnits takes them. */
export interface UnitLines {
  /** The unit's lines, any order (or, without usable ones, its institution's). */
  lines: readonly PastLine[]
  /** The unit's plan this year, when known; else the latest line's plan_count. */
  plan_count?: number | null
  /**
   * Across a reform (docs/recommendation.md "Across a reform"): `lines`, its institution's lines of
   * the years it may stand in for the unit (filled in another apply mode), used for years without a
   * usable line of the unit's own, shifted on log rank by the unit's offset from `anchor` (the
   * institution's lines of every year) in the newest year both have; unused without such a year.
   */
  bridge?: { lines: readonly PastLine[]; anchor: readonly PastLine[] }
}

export interface UnitsInput {
  /** The year being applied for; only lines of earlier years are used. */
  year: number
  /** Comparable candidate counts per year (comparableTotals) of the units' province and track. */
  totals: Readonly<Record<number, number>>
  /** Every unit of one province and track: the drift is pooled over them. */
  units: readonly UnitLines[]
}

/** The neighbours' drift between two years of a unit set (driftsOf). */
type Drifts = (from: number, to: number) => (x: number) => number

/**
 * The drifts of a unit set: drift(from, to) is the neighbours' drift between two of its years (log
 * rank midway between them → movement from `from` to `to`), built once per pair from every unit
 * seen in both.
 */
function driftsOf(converted: readonly Converted[][], window: number): Drifts {
  const cache = new Map<string, (x: number) => number>()
  return (from, to) => {
    const key = `${from}|${to}`
    let drift = cache.get(key)
    if (!drift) {
      const moves: { x: number; change: number }[] = []
      for (const years of converted) {
        const a = years.find((c) => c.year === from)
        const b = years.find((c) => c.year === to)
        // Placed at the middle of its two years: ranked by the later year alone, the units that ended
        // high would be those that happened to rise (regression to the mean), a drift that is not there.
        if (a && b) moves.push({ x: (a.x + b.x) / 2, change: b.x - a.x })
      }
      cache.set(key, (drift = neighbourDrift(moves, window)))
    }
    return drift
  }
}

/** The cohort spreadRank is stated for: a cut-off at rank C of a cohort of N moves like one at C × REFERENCE_COHORT / N of this one (to the power cohortRank). */
export const REFERENCE_COHORT = 100_000

/** The prior variance of log(cut-off rank) at log rank x, for a plan and a cohort of `cohort` candidates. */
type Prior2 = (x: number, plan: number) => number

function priorOf(params: ModelParams, cohort: number | undefined): Prior2 {
  // Without any total the rank is taken as it is.
  const shift = cohort ? params.cohortRank * Math.log(REFERENCE_COHORT / cohort) : 0
  return (x, plan) => params.spreadBase ** 2 + params.spreadPlan ** 2 / plan + params.spreadRank ** 2 / Math.exp(x + shift)
}

function estimateOne(years: Converted[], plan: number, drifts: { own: Drifts; bridged: Drifts }, prior: Prior2, params: ModelParams): CutoffEstimate {
  const past = years.map(shown)
  const df = params.tailDf
  if (!years.length) return { past, mu: null, spread: null, df }
  const newest = years[0]
  // Older years moved by their neighbours' drift up to the newest year: only the unit's own movement is averaged.
  const xs = years.map((c, i) =>
    i === 0 || !(c.bridged ? params.bridgeWindow : params.driftWindow) ? c.x : c.x + (c.bridged ? drifts.bridged : drifts.own)(c.year, newest.year)((c.x + newest.x) / 2)
  )
  // Relative to the newest year (the same weights up to a factor), so decay 0 means that year alone.
  const ws = years.map((c) => params.decay ** (newest.year - c.year))
  const sw = ws.reduce((a, w) => a + w, 0)
  const sw2 = ws.reduce((a, w) => a + w * w, 0)
  // A drift into the newest year from a bridged one is the reform's break, not a movement that carries on.
  const carry =
    params.driftWindow && years.length > 1 && !years[1].bridged
      ? (params.driftCarry * drifts.own(years[1].year, newest.year)((years[1].x + newest.x) / 2)) / (newest.year - years[1].year)
      : 0
  const mean = xs.reduce((a, x, i) => a + ws[i] * x, 0) / sw
  const mu = mean + carry
  // Kish's effective number of years; the dispersion has nEff − 1 degrees of freedom.
  const nEff = (sw * sw) / sw2
  // Unbiased weighted variance (reliability weights); none with a single year.
  const denominator = sw - sw2 / sw
  const dispersion2 = denominator > 1e-12 ? xs.reduce((a, x, i) => a + ws[i] * (x - mean) ** 2, 0) / denominator : 0
  const prior2 = prior(mu, plan)
  // The prior weighs as priorYears years of dispersion (a scaled-inverse-χ² prior on the variance).
  const weight = params.priorYears + nEff - 1
  const pooled2 = weight > 0 ? (params.priorYears * prior2 + (nEff - 1) * dispersion2) / weight : prior2
  // The predictive spread of a new year adds the mean's own error.
  return { past, mu, spread: Math.sqrt(pooled2 * (1 + 1 / nEff)), df }
}

/**
 * The cut-off estimates of every unit of one province and track for `year`, in the units' order:
 * the drifts are pooled over the whole set, so pass all of it at once. Independent of any candidate's
 * rank: compute once per (unit set, year, totals), then probabilityAt per rank.
 */
export function estimateUnits(input: UnitsInput, params: ModelParams = DEFAULT_PARAMS): CutoffEstimate[] {
  const converted = input.units.map((u) => convert(u, input.year, input.totals, params.scalePower))
  const own = driftsOf(converted, params.driftWindow)
  const drifts = { own, bridged: params.bridgeWindow === params.driftWindow ? own : driftsOf(converted, params.bridgeWindow) }
  const plans = input.units.map((u) => planOf(u, input.year, params))
  const newestTotal = Object.keys(input.totals)
    .map(Number)
    .filter((y) => y < input.year && positive(input.totals[y]))
    .sort((a, b) => b - a)[0]
  const prior = priorOf(params, positive(input.totals[input.year]) ? input.totals[input.year] : input.totals[newestTotal])
  return converted.map((years, i) => estimateOne(years, plans[i], drifts, prior, params))
}

/** One unit alone (no neighbours to pool: no drift). */
export function cutoffEstimate(
  input: Pick<ProbabilityInput, 'year' | 'lines' | 'totals' | 'plan_count' | 'bridge'>,
  params: ModelParams = DEFAULT_PARAMS
): CutoffEstimate {
  return estimateUnits({ year: input.year, totals: input.totals, units: [input] }, params)[0]
}

/** P(cut-off rank ≥ rank) under an estimate; null without one. */
export function probabilityAt(estimate: Pick<CutoffEstimate, 'mu' | 'spread' | 'df'>, rank: number): number | null {
  if (estimate.mu === null || estimate.spread === null || !positive(rank)) return null
  return studentCdf((estimate.mu - Math.log(rank)) / estimate.spread, estimate.df)
}

/** The explanation of an estimate at a rank: what every recommendation carries. */
export function explanationAt(estimate: CutoffEstimate, rank: number): ProbabilityExplanation {
  const probability = probabilityAt(estimate, rank)
  if (probability === null) return { past: estimate.past, rank, expected_rank: null, spread: null, probability: null, band: 'unknown' }
  return { past: estimate.past, rank, expected_rank: Math.round(Math.exp(estimate.mu!)), spread: estimate.spread, probability, band: bandOf(probability) }
}

/** One unit alone at one rank (cutoffEstimate, then explanationAt). */
export function admissionProbability(input: ProbabilityInput, params: ModelParams = DEFAULT_PARAMS): ProbabilityExplanation {
  return explanationAt(cutoffEstimate(input, params), input.rank)
}
