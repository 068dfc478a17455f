/**
 * The backtest behind bench/calibration.ts and bench/support/tuneCalibration.ts (issue 6), pure
 * (no database). For one province of the demo (sample) data, every sample year's admissions are
 * simulated with the 平行志愿 simulator; the model gets the simulated lines of the fit years and
 * predicts the held-out year's; each (candidate, listed unit) pair of the held-out year is scored
 * with the model's probability and the outcome "the unit's simulated cut-off reached the
 * candidate".
 *
 * The simulated world, and why (docs/recommendation.md, "Calibration"):
 * - A year's sample lines are its units' popularity: candidates perceive a unit's cut-off as its
 *   sample min_rank × e^(TASTE·ε), one ε per candidate and unit (lists differ between
 *   candidates); each lists the CHOICES units of best perceived cut-off among those perceived no
 *   better than REACH × their rank. A rank takes part with the share of it the sample's units
 *   admitted that year (most candidates go to institutions outside the sample).
 * - Every year goes through the same simulation, the fit years included: a cohort k has its own
 *   history (fit years simulated with seed k), whose realised cut-offs are the lines the model
 *   sees, as real lines are one realisation of a year. (The first version gave the model the
 *   generator's lines but judged it on simulated cut-offs, two different processes: tiny units
 *   then came out ~20 % better and large ones ~15 % worse than any line could tell; and it centred
 *   the perceptions on the model's own expected cut-off, judging the model against itself.)
 * - Fit years are the years in the held-out year's apply mode and tracks (same-mode). Across a
 *   reform (文/理 → 物理类/历史类 groups) only an institution's 文/理 line stands in for a new
 *   group: a structural break, not the year-to-year movement the model's spread describes, so
 *   mixing such pairs in would tune the spread to the break. A province reformed in the last
 *   sample year (宁夏, 青海, 河南, …) therefore holds out the year before. `crossReform` keeps the
 *   stand-in (2025 held out, fitted on the 2023-24 文/理 institution lines) to look at on its own.
 *   `bridge` uses those years as the app does since issue 27 (server/domain/probability.ts
 *   UnitLines.bridge): a unit with a line of its own in a same-mode fit year gets its institution's
 *   other-mode lines moved by its offset from the institution (the institution's weakest unit that
 *   year); a unit without one, its institution's lines alone. It differs from the stand-in only where
 *   the reform came before the last fit year (吉林, 安徽, … reformed in 2024).
 * The simulation does not depend on the model's parameters: the tuner simulates once and scores
 * every parameter set on the same outcomes.
 */
import type { AdmissionLine, ApplyMode } from '../../types/edu'
import type { Track } from '../../types/gaokao'
import { simulateAdmissions, type SimulatedCandidate } from '../../server/domain/admissionSimulator'
import { admissionProbability, estimateUnits, probabilityAt, totalCandidates, type ModelParams, type PastLine, type UnitLines } from '../../server/domain/probability'
import { applyModeFor, trackInYear, tracksFor } from '../../core/provinceFacts'
import { parseInstitution, type InstitutionRow } from '../../server/seed/importInstitutions'
import { sampleLines, type SampleInstitution, type SampleLines } from '../../server/seed/sampleLines'
import { demoTable, hash, prng, SAMPLE_YEARS } from '../../server/seed/sampleOneScore'
import { readShippedInstitutions } from '../../server/seed/shipInstitutions'

/** Units each candidate lists (well under every province's slot count). */
export const CHOICES = 12
/** Spread on log rank of how a candidate perceives a unit's cut-off: lists differ between candidates. */
export const TASTE = 0.15
/** Candidates list no unit whose perceived cut-off is better than this share of their rank (hopeless). */
export const REACH = 0.8
/** The safest place of a candidate's list, as a multiple of their rank. */
export const STRETCH = 2.5

const KIND: Record<ApplyMode, AdmissionLine['kind']> = { group: 'group', category: 'major', normal: 'institution' }
/** The admission unit a plan or line belongs to under an apply mode. */
const keyOf = (row: { institution_id: number | null; group_code: string; major_code: string }, mode: ApplyMode) =>
  mode === 'group' ? `${row.institution_id}|${row.group_code}` : mode === 'category' ? `${row.institution_id}|${row.major_code}` : `${row.institution_id}`

let institutionsCache: SampleInstitution[] | undefined
/** The demo data of some provinces, as the seed builds it. */
export function loadSample(provinces: readonly string[]): SampleLines {
  institutionsCache ??= readShippedInstitutions().map((raw, i) => ({
    ...(parseInstitution(raw) as InstitutionRow),
    id: i + 1
  }))
  return sampleLines(institutionsCache, provinces)
}

export interface Split {
  heldOut: number
  fitYears: number[]
  /** True when a fit year is in another apply mode (the reform stand-in). */
  crossReform: boolean
}

/**
 * Same-mode: the latest sample year with at least one earlier year in the same apply mode and
 * tracks, fitted on all those earlier years. Cross-reform: the last year from every earlier year.
 */
export function splitFor(province: string, crossReform = false): Split | undefined {
  const years = [...SAMPLE_YEARS]
  if (crossReform) {
    const heldOut = years[years.length - 1]
    const fitYears = years.filter((y) => y < heldOut)
    return { heldOut, fitYears, crossReform: fitYears.some((y) => applyModeFor(province, y) !== applyModeFor(province, heldOut)) }
  }
  const same = (a: number, b: number) => applyModeFor(province, a) === applyModeFor(province, b) && tracksFor(province, a).join() === tracksFor(province, b).join()
  for (const heldOut of [...years].reverse()) {
    const fitYears = years.filter((y) => y < heldOut && same(y, heldOut))
    if (fitYears.length) return { heldOut, fitYears, crossReform: false }
  }
  return undefined
}

export interface YearUnit {
  id: string
  seats: number
  /** The year's sample min_rank: the centre of the candidates' perceptions. */
  popularity: number
}

/** One year and track of the simulated world. */
export interface YearWorld {
  year: number
  track: Track
  mode: ApplyMode
  total: number
  /** By popularity, best first. */
  units: YearUnit[]
  /** Participation probability of each rank 1..total (index = rank). */
  density: Float64Array
}

export function yearWorld(province: string, year: number, track: Track, sample: SampleLines): YearWorld {
  const mode = applyModeFor(province, year)
  const total = totalCandidates(demoTable(province, year, track).rows)!
  // Seats from the unit's own line (its plans' seats): the sample's long list has plans in its plan year only.
  const seats = new Map<string, number>()
  const popularity = new Map<string, number>()
  for (const line of sample.admissions) {
    if (line.year !== year || line.track !== track || line.kind !== KIND[mode] || !line.min_rank) continue
    seats.set(keyOf(line, mode), line.plan_count ?? 0)
    popularity.set(keyOf(line, mode), line.min_rank)
  }
  const units: YearUnit[] = []
  for (const [id, n] of seats) {
    const p = popularity.get(id)
    if (p !== undefined && n > 0) units.push({ id, seats: n, popularity: p })
  }
  units.sort((a, b) => a.popularity - b.popularity || a.id.localeCompare(b.id))
  // The band (previous unit's line, this unit's line] takes part with the share this unit's seats fill.
  const density = new Float64Array(total + 1)
  let previous = 0
  let pending = 0
  for (const u of units) {
    pending += u.seats
    const to = Math.min(total, u.popularity)
    if (to <= previous) continue // two units ending on one rank: the seats join the next band
    const share = Math.min(1, pending / (to - previous))
    for (let r = previous + 1; r <= to; r++) density[r] = share
    previous = to
    pending = 0
  }
  return { year, track, mode, total, units, density }
}

function normal(random: () => number): number {
  return Math.sqrt(-2 * Math.log(1 - random())) * Math.cos(2 * Math.PI * random())
}

/** First index of a sorted array whose value is ≥ x. */
function lowerBound(sorted: Float64Array, x: number): number {
  let lo = 0
  let hi = sorted.length
  while (lo < hi) {
    const mid = (lo + hi) >> 1
    if (sorted[mid] < x) lo = mid + 1
    else hi = mid
  }
  return lo
}

export interface YearRun {
  cohort: SimulatedCandidate[]
  /** Per unit (world order): the worst admitted rank, 0 when nobody was admitted. */
  lastAdmitted: Int32Array
  /** Per unit: true when every seat was taken (the unit has a cut-off). */
  full: Uint8Array
}

/** One cohort's admissions in a year; seeded by province, track, year and cohort number. */
export function simulateYear(province: string, world: YearWorld, k: number): YearRun {
  const { units, density } = world
  const logPopularity = Float64Array.from(units, (u) => Math.log(u.popularity))
  const random = prng(hash(`calibration|${province}|${world.track}|${world.year}|${k}`))
  const cohort: SimulatedCandidate[] = []
  const chosen = new Set<number>()
  for (let r = 1; r < density.length; r++) {
    if (random() >= density[r]) continue
    // CHOICES places spread over the candidate's list, from a reach at REACH·r to a safe choice at
    // STRETCH·r, each seen with the candidate's taste; the unit nearest each place, best first.
    chosen.clear()
    const from = Math.log(REACH * r)
    const span = Math.log(STRETCH / REACH)
    for (let j = 0; j < CHOICES; j++) {
      const place = from + ((j + 0.5) / CHOICES) * span + TASTE * normal(random)
      const i = Math.min(units.length - 1, lowerBound(logPopularity, place))
      const nearer = i > 0 && place - logPopularity[i - 1] < logPopularity[i] - place ? i - 1 : i
      if (logPopularity[nearer] >= from - TASTE) chosen.add(nearer)
    }
    cohort.push({ rank: r, choices: [...chosen].sort((x, y) => x - y).map((i) => units[i].id) })
  }
  const result = simulateAdmissions(units, cohort)
  const lastAdmitted = new Int32Array(units.length)
  const full = new Uint8Array(units.length)
  units.forEach((u, i) => {
    const outcome = result.units.get(u.id)!
    lastAdmitted[i] = outcome.min_rank ?? 0
    full[i] = outcome.admitted === u.seats ? 1 : 0
  })
  return { cohort, lastAdmitted, full }
}

/** A held-out unit that has a unit of its own (or, across a reform, its institution) in a fit year. */
export interface BacktestUnit {
  id: string
  seats: number
  /** Per cohort: the lines of its history (the fit years' simulated lines), all the model sees. */
  lines: PastLine[][]
  /** Per cohort, with `bridge`: its institution's lines across the reform. */
  bridges: UnitLines['bridge'][]
}

/** The simulated pairs of one track, column-wise (they run to millions). */
export interface TrackPairs {
  track: Track
  heldOut: number
  totals: Record<number, number>
  units: BacktestUnit[]
  unit: Int32Array
  cohort: Int32Array
  rank: Int32Array
  observed: Uint8Array
  /** Per unit and cohort: the simulated cut-off, 0 when the unit was left with seats. */
  cutoffs: Int32Array[]
  /** Averages per cohort. */
  participants: number
  seats: number
  unfilled: number
  /** Held-out units in the simulation, and those with a unit in a fit year (scored). */
  simulated: number
}

/** A unit's institution: the first part of its id. */
const institutionOf = (id: string) => id.split('|')[0]

/** The weakest (largest) simulated cut-off of each institution's units in one run: its line that year, as the server takes it. */
function institutionLines(w: YearWorld, lastAdmitted: Int32Array): Map<string, number> {
  const weakest = new Map<string, number>()
  w.units.forEach((u, i) => {
    const id = institutionOf(u.id)
    if (lastAdmitted[i] > (weakest.get(id) ?? 0)) weakest.set(id, lastAdmitted[i])
  })
  return weakest
}

export function backtestTrack(province: string, track: Track, split: Split, sample: SampleLines, cohorts: number, bridge = false): TrackPairs {
  const { heldOut } = split
  const target = yearWorld(province, heldOut, track, sample)
  const fits = split.fitYears.flatMap((year) => {
    const t = trackInYear(province, year, track)
    return t ? [yearWorld(province, year, t, sample)] : []
  })
  const totals: Record<number, number> = { [heldOut]: target.total }
  for (const w of fits) totals[w.year] = w.total
  // Where a held-out unit's history is in each fit year: its own unit in the same mode, else its institution's.
  const fitKey = (id: string, w: YearWorld) => (w.mode === target.mode ? id : institutionOf(id))
  const fitIndex = fits.map((w) => new Map(w.units.map((u, i) => [u.id, i])))
  const scored = target.units.map((u, i) => ({ u, i })).filter(({ u }) => fits.some((w, f) => fitIndex[f].has(fitKey(u.id, w))))
  const units: BacktestUnit[] = scored.map(({ u }) => ({ id: u.id, seats: u.seats, lines: [], bridges: [] }))

  const unit: number[] = []
  const cohort: number[] = []
  const rank: number[] = []
  const observed: number[] = []
  const cutoffs = units.map(() => new Int32Array(cohorts))
  let participants = 0
  let unfilled = 0
  for (let k = 0; k < cohorts; k++) {
    const history = fits.map((w) => {
      const run = simulateYear(province, w, k)
      return { w, run, institutions: bridge && w.mode === target.mode ? institutionLines(w, run.lastAdmitted) : undefined }
    })
    scored.forEach(({ u }, j) => {
      const lines: PastLine[] = []
      const across: PastLine[] = []
      const anchor: PastLine[] = []
      history.forEach(({ w, run, institutions }, f) => {
        const i = fitIndex[f].get(fitKey(u.id, w))
        const weakest = institutions?.get(institutionOf(u.id))
        if (weakest) anchor.push({ year: w.year, min_rank: weakest, plan_count: null })
        // A line is the unit's lowest admitted rank that year; a unit nobody entered has none.
        if (i === undefined || run.lastAdmitted[i] <= 0) return
        const line = { year: w.year, min_rank: run.lastAdmitted[i], plan_count: w.units[i].seats }
        if (bridge && w.mode !== target.mode) across.push(line)
        else lines.push(line)
      })
      // As the app: bridged with lines of its own, its institution's alone without.
      units[j].lines.push(lines.length || !bridge ? lines : across)
      units[j].bridges.push(lines.length && across.length ? { lines: across, anchor: [...anchor, ...across] } : undefined)
    })
    const run = simulateYear(province, target, k)
    participants += run.cohort.length
    unfilled += target.units.length - run.full.reduce((a, f) => a + f, 0)
    const scoredIndex = new Map(scored.map(({ u }, j) => [u.id, j]))
    scored.forEach(({ i }, j) => (cutoffs[j][k] = run.full[i] ? run.lastAdmitted[i] : 0))
    for (const candidate of run.cohort) {
      for (const id of candidate.choices) {
        const j = scoredIndex.get(id)
        if (j === undefined) continue
        unit.push(j)
        cohort.push(k)
        rank.push(candidate.rank)
        // A unit left with seats has no cut-off: it would have taken this candidate too.
        observed.push(cutoffs[j][k] === 0 || cutoffs[j][k] >= candidate.rank ? 1 : 0)
      }
    }
  }
  return {
    track,
    heldOut,
    totals,
    units,
    unit: Int32Array.from(unit),
    cohort: Int32Array.from(cohort),
    rank: Int32Array.from(rank),
    observed: Uint8Array.from(observed),
    cutoffs,
    participants: participants / cohorts,
    seats: target.units.reduce((a, u) => a + u.seats, 0),
    unfilled: unfilled / cohorts,
    simulated: target.units.length
  }
}

export interface Bin {
  bin: string
  count: number
  predicted: number
  observed: number
}

export interface Score {
  pairs: number
  /** Count-weighted mean |mean predicted − observed| over 10 equal-width probability bins. */
  calibration_error: number
  brier: number
  bins: Bin[]
  /** Pipeline faults: a probability not finite or outside [0, 1]. */
  invalid: number
  /** Pairs whose unit had no usable line in its history (the app shows 暂无数据): not scored. */
  unknown: number
}

/** Accumulates (probability, outcome) pairs into the 10 bins. */
export class Calibration {
  private count = new Float64Array(10)
  private predicted = new Float64Array(10)
  private observed = new Float64Array(10)
  private brier = 0
  private n = 0
  invalid = 0
  unknown = 0

  add(p: number | null, y: number): void {
    if (p === null) {
      this.unknown++
      return
    }
    if (!Number.isFinite(p) || p < 0 || p > 1) {
      this.invalid++
      return
    }
    const b = Math.min(9, Math.floor(p * 10))
    this.count[b]++
    this.predicted[b] += p
    this.observed[b] += y
    this.brier += (p - y) ** 2
    this.n++
  }

  merge(other: Calibration): this {
    for (let b = 0; b < 10; b++) {
      this.count[b] += other.count[b]
      this.predicted[b] += other.predicted[b]
      this.observed[b] += other.observed[b]
    }
    this.brier += other.brier
    this.n += other.n
    this.invalid += other.invalid
    this.unknown += other.unknown
    return this
  }

  score(): Score {
    const bins: Bin[] = []
    let error = 0
    for (let b = 0; b < 10; b++) {
      const c = this.count[b]
      const predicted = c ? this.predicted[b] / c : NaN
      const observed = c ? this.observed[b] / c : NaN
      if (c) error += (c * Math.abs(predicted - observed)) / this.n
      bins.push({ bin: `${b / 10}-${(b + 1) / 10}`, count: c, predicted, observed })
    }
    return { pairs: this.n, calibration_error: this.n ? error : NaN, brier: this.n ? this.brier / this.n : NaN, bins, invalid: this.invalid, unknown: this.unknown }
  }
}

/**
 * Scores one track's pairs under a parameter set: the model gets only the cohort's history, all the
 * track's units at once as the server runs it (estimateUnits: the neighbours' drift, when the
 * parameters have one, is pooled over them), then a CDF per pair.
 */
export function scoreTrack(pairs: TrackPairs, params: ModelParams, into = new Calibration()): Calibration {
  const { units, heldOut, totals } = pairs
  const cohorts = units[0]?.lines.length ?? 0
  const estimates = Array.from({ length: cohorts }, (_, k) =>
    estimateUnits({ year: heldOut, totals, units: units.map((u) => ({ lines: u.lines[k], bridge: u.bridges[k], plan_count: u.seats })) }, params)
  )
  for (let j = 0; j < pairs.rank.length; j++) into.add(probabilityAt(estimates[pairs.cohort[j]][pairs.unit[j]], pairs.rank[j]), pairs.observed[j])
  return into
}

/**
 * How far the simulated cut-offs fell from the model's expectation, in units of its spread
 * (z = log(cut-off / expected) / spread, over filled units and cohorts): a calibrated spread gives
 * a standard deviation near 1.
 */
export function deviations(pairs: TrackPairs, params: ModelParams): { z: number[]; log: number[]; spread: number[] } {
  const { units, heldOut, totals } = pairs
  const z: number[] = []
  const log: number[] = []
  const spread: number[] = []
  units.forEach((u, j) => {
    u.lines.forEach((lines, k) => {
      const c = pairs.cutoffs[j][k]
      const e = admissionProbability({ rank: 1, year: heldOut, lines, bridge: u.bridges[k], totals, plan_count: u.seats }, params)
      if (!c || e.expected_rank === null || e.spread === null) return
      spread.push(e.spread)
      log.push(Math.log(c / e.expected_rank))
      z.push(Math.log(c / e.expected_rank) / e.spread)
    })
  })
  return { z, log, spread }
}
