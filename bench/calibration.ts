/**
 * Backtest of the probability model (server/domain/probability.ts, issue 6) on the demo (sample) data,
 * pure (no database): per province, every sample year's admissions are simulated with the 平行志愿
 * simulator (server/domain/admissionSimulator.ts); the model gets the fit years' simulated lines and
 * predicts the held-out year, whose (candidate, listed unit) pairs are scored against the outcome
 * "the unit's simulated cut-off reached the candidate". The held-out year is the latest one with
 * earlier years in the same apply mode (宁夏, reformed in 2025: 2024 from 2023). The world and why:
 * bench/support/calibrationBacktest.ts and docs/recommendation.md ("Calibration").
 *
 * Prints, per province, the calibration error (count-weighted mean |mean predicted − observed|
 * over 10 equal-width probability bins; goal < 0.05), the Brier score and the bins; one JSON object
 * last. Benchmarks print, they do not assert: the exit code is 1 only when the pipeline is broken
 * (a province without pairs, a probability not finite or outside [0, 1], a NaN figure).
 *
 * Usage: npx tsx bench/calibration.ts [province …] [--quick] [--cohorts=N] [--cross-reform [--bridge]]
 *        [--decay=… --spreadBase=… --spreadPlan=… --spreadRank=… --priorYears=… --defaultPlan=…]
 * - provinces: default 宁夏; `all` for the 31.
 * - --quick: one province (the first given, else 宁夏) and 4 cohorts, for CI (a few seconds).
 * - --cross-reform: hold out 2025 even across a reform, the 2023-24 文/理 institution lines
 *   standing in for the new groups (a structural break the model does not describe; for a look only).
 * - --bridge (with --cross-reform): the other-mode years as the app uses them (issue 27): bridged by
 *   the unit's offset from its institution where it has a same-mode line, else its institution's alone.
 * - parameter overrides replace SAMPLE_PARAMS' (the demo's parameters; bench/support/tuneCalibration.ts).
 */
import type { Track } from '../types/gaokao'
import { SAMPLE_PARAMS, type ModelParams } from '../server/domain/probability'
import { PROVINCES, tracksFor } from '../core/provinceFacts'
import { backtestTrack, Calibration, loadSample, scoreTrack, splitFor, type Score } from './support/calibrationBacktest'
import { runBench } from './support/app'

const COHORTS = 20
const QUICK_COHORTS = 4

interface ProvinceResult {
  province: string
  held_out: number
  fit_years: number[]
  cross_reform: boolean
  tracks: Partial<Record<Track, { simulated_units: number; scored_units: number; seats: number; participants: number; unfilled: number; pairs: number }>>
  pairs: number
  /** Pairs whose unit had no line in its simulated history (the app shows 暂无数据): not scored. */
  unknown: number
  invalid: number
  calibration_error: number
  brier: number
  bins: { bin: string; count: number; predicted: number; observed: number }[]
}

const round = (x: number, digits = 4) => (Number.isFinite(x) ? Math.round(x * 10 ** digits) / 10 ** digits : x)

function backtestProvince(province: string, params: ModelParams, cohorts: number, crossReform: boolean, bridge: boolean): ProvinceResult {
  const split = splitFor(province, crossReform)
  if (!split) throw new Error(`${province}: no held-out year with earlier years in the same apply mode`)
  const sample = loadSample([province])
  const calibration = new Calibration()
  const tracks: ProvinceResult['tracks'] = {}
  for (const track of tracksFor(province, split.heldOut)) {
    const pairs = backtestTrack(province, track, split, sample, cohorts, bridge)
    const trackCalibration = scoreTrack(pairs, params)
    const score = trackCalibration.score()
    calibration.merge(trackCalibration)
    tracks[track] = {
      simulated_units: pairs.simulated,
      scored_units: pairs.units.length,
      seats: pairs.seats,
      participants: round(pairs.participants, 1),
      unfilled: round(pairs.unfilled, 2),
      pairs: score.pairs
    }
  }
  const score: Score = calibration.score()
  return {
    province,
    held_out: split.heldOut,
    fit_years: split.fitYears,
    cross_reform: split.crossReform,
    tracks,
    pairs: score.pairs,
    unknown: score.unknown,
    invalid: score.invalid,
    calibration_error: round(score.calibration_error),
    brier: round(score.brier),
    bins: score.bins.map((b) => ({ bin: b.bin, count: b.count, predicted: round(b.predicted, 3), observed: round(b.observed, 3) }))
  }
}

/** What makes the pipeline broken (not a figure above the goal). */
function faults(r: ProvinceResult): string[] {
  const out: string[] = []
  if (!r.pairs) out.push(`${r.province}: no pairs`)
  if (r.invalid) out.push(`${r.province}: ${r.invalid} probabilities not finite or outside [0, 1]`)
  if (r.pairs && !(Number.isFinite(r.calibration_error) && Number.isFinite(r.brier))) out.push(`${r.province}: calibration error or Brier score is not a number`)
  return out
}

async function main(): Promise<void> {
  const args = process.argv.slice(2)
  const quick = args.includes('--quick')
  const crossReform = args.includes('--cross-reform')
  const bridge = args.includes('--bridge')
  if (bridge && !crossReform) throw new Error('--bridge needs --cross-reform (without it no fit year is across a reform)')
  const params: ModelParams = { ...SAMPLE_PARAMS }
  let cohorts = quick ? QUICK_COHORTS : COHORTS
  for (const arg of args.filter((a) => a.startsWith('--') && !['--quick', '--cross-reform', '--bridge'].includes(a))) {
    const [name, value] = arg.slice(2).split('=')
    if (name === 'cohorts' && Number.isInteger(Number(value)) && Number(value) > 0) cohorts = Number(value)
    else if (name in params && value !== undefined && Number.isFinite(Number(value))) params[name as keyof ModelParams] = Number(value)
    else throw new Error(`unknown option ${arg}`)
  }
  const named = args.filter((a) => !a.startsWith('--'))
  let provinces = named.includes('all') ? [...PROVINCES] : named.length ? named : ['宁夏']
  if (quick) provinces = provinces.slice(0, 1)
  const unknown = provinces.filter((p) => !(PROVINCES as readonly string[]).includes(p))
  if (unknown.length) throw new Error(`unknown province ${unknown.join(', ')}`)

  const start = process.hrtime.bigint()
  const results: ProvinceResult[] = []
  for (const province of provinces) {
    const r = backtestProvince(province, params, cohorts, crossReform, bridge)
    results.push(r)
    console.log(
      `${province}: ${r.held_out} from ${r.fit_years.join(', ')}${r.cross_reform ? ' (across the reform)' : ''}: calibration error ${r.calibration_error}, Brier ${r.brier}, ${r.pairs} pairs`
    )
    console.table(r.bins)
  }
  const problems = results.flatMap(faults)
  const ms = Number(process.hrtime.bigint() - start) / 1e6
  console.log(
    JSON.stringify({
      bench: 'calibration',
      quick,
      cohorts,
      cross_reform: crossReform,
      bridge,
      params,
      goal: 0.05,
      worst_calibration_error: Math.max(...results.map((r) => r.calibration_error)),
      results: results.map(({ bins, ...r }) => ({ ...r, bins: bins.map((b) => b.count) })),
      faults: problems,
      ms: Math.round(ms)
    })
  )
  if (problems.length) {
    console.error(problems.join('\n'))
    process.exitCode = 1
  }
}

runBench(main)
