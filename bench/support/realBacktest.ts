/**
 * The real-data backtest of the probability model (bench/backtest.ts; issue 10's protocol, written
 * down in docs/recommendation.md, "Backtest on real lines"):
 * - data: 一分一段 tables and per-major lines in the import CSV format, read through the importers'
 *   own parsers (server/seed), so a file the import command refuses is refused here too;
 * - units: institution name + major name + track; scored are those with a line in Y-2, Y-1 and Y;
 * - candidates: ranks 250, 500, 750, … within 30 % of the unit's Y-1 min rank; admitted when the
 *   candidate's rank ≤ the unit's real min rank in Y;
 * - the model (server/domain/probability.ts, estimateUnits, as the server runs it) gets the Y-2 and
 *   Y-1 lines of every unit of the track and the tables up to Y (Y's own table is out before anyone
 *   applies); two references: the hard line rule (p = 1 when rank ≤ last
 *   year's min rank, else 0) and last-year-normal (p = Φ((m − r) / (0.08·m))).
 * Figures: calibration error (10 equal-width bins, count-weighted mean |mean predicted − observed|),
 * Brier score, and the share of 保 pairs (p ≥ 0.8) not admitted.
 */
import fs from 'fs'
import path from 'path'
import { comparableTotals, estimateUnits, normalCdf, probabilityAt, type ModelParams, type UnitLines } from '../../server/domain/probability'
import { parseAdmissionLinesCsv } from '../../server/seed/importAdmissionLines'
import { ONE_SCORE_HEADER, parseOneScoreCsv } from '../../server/seed/importOneScore'
import type { OneScoreRow } from '../../types/gaokao'
import type { Rejection } from '../../server/seed/csv'

/** The protocol's fixed numbers. */
export const CANDIDATE_STEP = 250
export const CANDIDATE_WINDOW = 0.3
export const SAFE_FROM = 0.8
export const REFERENCE_SPREAD = 0.08

export interface Unit {
  province: string
  track: string
  institution: string
  major: string
  /** year → min rank (the largest when a year lists the unit twice). */
  ranks: Map<number, number>
}

export interface TrackData {
  province: string
  track: string
  tables: { year: number; rows: OneScoreRow[] }[]
  units: Unit[]
}

export interface RealData {
  tracks: TrackData[]
  /** Rows the importers' parsers refused (file and line): the pipeline is broken when any. */
  rejected: (Rejection & { file: string })[]
}

function csvFiles(paths: readonly string[]): string[] {
  return paths.flatMap((p) =>
    fs.statSync(p).isDirectory()
      ? fs
          .readdirSync(p)
          .filter((f) => f.endsWith('.csv'))
          .sort()
          .map((f) => path.join(p, f))
      : [p]
  )
}

/** Reads every CSV under `paths` (files or folders) with the importers' parsers, grouped by province and track. */
export function loadRealData(paths: readonly string[], only?: { province: string; track?: string }): RealData {
  const tracks = new Map<string, TrackData>()
  const trackOf = (province: string, track: string) => {
    const key = `${province}|${track}`
    let t = tracks.get(key)
    if (!t) tracks.set(key, (t = { province, track, tables: [], units: [] }))
    return t
  }
  const wanted = (province: string, track: string) => !only || (only.province === province && (!only.track || only.track === track))
  const rejected: RealData['rejected'] = []
  const unitIndex = new Map<string, Unit>()
  for (const file of csvFiles(paths)) {
    const text = fs.readFileSync(file, 'utf8')
    const name = path.basename(file)
    if (text.startsWith(ONE_SCORE_HEADER)) {
      const parsed = parseOneScoreCsv(text)
      rejected.push(...parsed.rejected.map((r) => ({ ...r, file: name })))
      for (const table of parsed.tables) if (wanted(table.province, table.track)) trackOf(table.province, table.track).tables.push({ year: table.year, rows: table.rows })
      continue
    }
    const parsed = parseAdmissionLinesCsv(text)
    rejected.push(...parsed.rejected.map((r) => ({ ...r, file: name })))
    for (const line of parsed.groups.flatMap((g) => g.rows)) {
      if (line.kind !== 'major' || !line.min_rank || !wanted(line.province, line.track)) continue
      const key = `${line.province}|${line.track}|${line.institution_name}|${line.major_name}`
      let unit = unitIndex.get(key)
      if (!unit) {
        unitIndex.set(key, (unit = { province: line.province, track: line.track, institution: line.institution_name, major: line.major_name, ranks: new Map() }))
        trackOf(line.province, line.track).units.push(unit)
      }
      unit.ranks.set(line.year, Math.max(unit.ranks.get(line.year) ?? 0, line.min_rank))
    }
  }
  return { tracks: [...tracks.values()].filter((t) => t.tables.length && t.units.length), rejected }
}

/** One unit to predict for year Y: its real min rank in Y. */
export interface Case {
  /** Index of the unit in its TrackYear's `units`. */
  unit: number
  /** The Y-1 min rank (the candidates' centre and the references' m). */
  last: number
  actual: number
}

/**
 * What the server holds when year Y is asked for, and what happened: every unit with a line in the
 * history years (the model pools over all of them, as the server does), the comparable totals up
 * to Y, and the cases: the units with a line in every history year and in Y.
 */
export interface TrackYear {
  year: number
  totals: Record<number, number>
  units: UnitLines[]
  cases: Case[]
}

/** A track's units and cases for year Y with `history` years before it (the protocol: 2). */
export function casesFor(data: TrackData, year: number, history = 2): TrackYear {
  const totals = comparableTotals(data.tables.filter((t) => t.year <= year))
  const years = Array.from({ length: history }, (_, i) => year - 1 - i)
  const units: UnitLines[] = []
  const cases: Case[] = []
  for (const unit of data.units) {
    const lines = years.filter((y) => unit.ranks.has(y)).map((y) => ({ year: y, min_rank: unit.ranks.get(y)!, plan_count: null }))
    if (!lines.length) continue
    const actual = unit.ranks.get(year)
    if (actual && lines.length === years.length) cases.push({ unit: units.length, last: unit.ranks.get(year - 1)!, actual })
    units.push({ lines })
  }
  return { year, totals, units, cases }
}

/** The candidate ranks of a case: multiples of `step` within CANDIDATE_WINDOW of its Y-1 min rank. */
export function candidateRanks(last: number, step = CANDIDATE_STEP): number[] {
  const ranks: number[] = []
  for (let r = Math.max(step, Math.ceil(((1 - CANDIDATE_WINDOW) * last) / step) * step); r <= (1 + CANDIDATE_WINDOW) * last; r += step) ranks.push(r)
  return ranks
}

export interface Figures {
  pairs: number
  calibration_error: number
  brier: number
  /** Share of pairs with p ≥ 0.8 whose candidate was not admitted. */
  failed_safe: number
}

/** Accumulates (probability, admitted) pairs. */
export class Scorer {
  private count = new Float64Array(10)
  private predicted = new Float64Array(10)
  private observed = new Float64Array(10)
  private squared = 0
  private n = 0
  private safe = 0
  private safeFailed = 0

  add(p: number, admitted: 0 | 1): void {
    if (!Number.isFinite(p) || p < 0 || p > 1) throw new Error(`probability out of range: ${p}`)
    const b = Math.min(9, Math.floor(p * 10))
    this.count[b]++
    this.predicted[b] += p
    this.observed[b] += admitted
    this.squared += (p - admitted) ** 2
    this.n++
    if (p >= SAFE_FROM) {
      this.safe++
      if (!admitted) this.safeFailed++
    }
  }

  merge(other: Scorer): this {
    for (let b = 0; b < 10; b++) {
      this.count[b] += other.count[b]
      this.predicted[b] += other.predicted[b]
      this.observed[b] += other.observed[b]
    }
    this.squared += other.squared
    this.n += other.n
    this.safe += other.safe
    this.safeFailed += other.safeFailed
    return this
  }

  figures(): Figures {
    let error = 0
    for (let b = 0; b < 10; b++) {
      const c = this.count[b]
      if (c) error += (c / this.n) * Math.abs(this.predicted[b] / c - this.observed[b] / c)
    }
    return {
      pairs: this.n,
      calibration_error: this.n ? error : NaN,
      brier: this.n ? this.squared / this.n : NaN,
      failed_safe: this.safe ? this.safeFailed / this.safe : 0
    }
  }
}

export type ModelName = 'model' | 'hard_line' | 'last_year_normal'
export const MODELS: readonly ModelName[] = ['model', 'hard_line', 'last_year_normal']

export type Scorers = Record<ModelName, Scorer>
export const newScorers = (): Scorers => ({ model: new Scorer(), hard_line: new Scorer(), last_year_normal: new Scorer() })

/** Scores a track-year's cases under `params`; the references only when `references` (the fit does not need them). */
export function scoreCases(set: TrackYear, params: ModelParams, into: Scorers, options: { step?: number; references?: boolean } = {}): void {
  // The server's computation: one estimate per unit of the whole set, then a CDF per rank.
  const estimates = estimateUnits({ year: set.year, totals: set.totals, units: set.units }, params)
  for (const c of set.cases) {
    const estimate = estimates[c.unit]
    for (const rank of candidateRanks(c.last, options.step)) {
      const admitted = rank <= c.actual ? 1 : 0
      const p = probabilityAt(estimate, rank)
      if (p === null) throw new Error(`no probability for a case with lines ${JSON.stringify(set.units[c.unit].lines)}`)
      into.model.add(p, admitted)
      if (options.references !== false) {
        into.hard_line.add(rank <= c.last ? 1 : 0, admitted)
        into.last_year_normal.add(normalCdf((c.last - rank) / (REFERENCE_SPREAD * c.last)), admitted)
      }
    }
  }
}

/**
 * The headline of a backtest: each figure's mean over the scopes (province-years), each weighing by
 * its pairs. Unlike the pooled figures, a year that misses one way cannot hide behind one that
 * misses the other way.
 */
export function pairWeightedMean(scopes: readonly Figures[]): Figures {
  const pairs = scopes.reduce((a, f) => a + f.pairs, 0)
  const mean = (k: 'calibration_error' | 'brier' | 'failed_safe') => (pairs ? scopes.reduce((a, f) => a + f[k] * f.pairs, 0) / pairs : NaN)
  return { pairs, calibration_error: mean('calibration_error'), brier: mean('brier'), failed_safe: mean('failed_safe') }
}
