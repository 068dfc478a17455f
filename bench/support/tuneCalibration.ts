/**
 * How SAMPLE_PARAMS (server/domain/probability.ts: the parameters for the demo's simulated lines) are
 * checked and were chosen (docs/recommendation.md, "Calibration"). The demo backtest is
 * bench/calibration.ts's (bench/support/calibrationBacktest.ts); every province is simulated once
 * and each parameter set is scored on the same outcomes. The objective is the mean calibration
 * error over the training provinces (each counts once, whatever its size). It is flat near its
 * minimum and moves by ~0.002 between two sets of cohorts (TOLERANCE): sets within it of the best
 * are ones the demo cannot tell apart ("admissible").
 *
 * 1. spreadBase × spreadRank × spreadPlan at decay 0.6, priorYears 2.
 * 2. decay × priorYears at the best of 1.
 * 3. SAMPLE_PARAMS is kept while it is admissible, else the best of 1 and 2.
 * scalePower stays 1: the simulated cut-offs move in proportion to the candidates.
 *
 * Provinces are ordered by candidates per track and dealt alternately into two folds, so each fold
 * holds tiny (西藏, 青海), small, medium and large ones. `--train=A` searches on fold A and reports
 * fold B with the result (`--train=B` the other way): the out-of-sample check of the demo stages.
 * `--train=all` (the default) searches on all 31.
 *
 * Usage: npx tsx bench/support/tuneCalibration.ts [--train=A|B|all] [--cohorts=6]
 * (--train=all takes about 20 minutes, a fold about half.)
 */
import { admissionProbability, SAMPLE_PARAMS, type ModelParams } from '../../server/domain/probability'
import { PROVINCES, tracksFor } from '../../core/provinceFacts'
import { demoTable } from '../../server/seed/sampleOneScore'
import { backtestTrack, Calibration, loadSample, scoreTrack, splitFor, type TrackPairs } from './calibrationBacktest'

/** Two folds of provinces, by candidates in their largest track (sample tables of the held-out year). */
export function folds(): { A: string[]; B: string[] } {
  const size = (p: string) => {
    const split = splitFor(p)!
    return Math.max(...tracksFor(p, split.heldOut).map((t) => demoTable(p, split.heldOut, t).rows.at(-1)!.cumulative))
  }
  const sorted = [...PROVINCES].sort((a, b) => size(a) - size(b))
  return { A: sorted.filter((_, i) => i % 2 === 0), B: sorted.filter((_, i) => i % 2 === 1) }
}

const TOLERANCE = 0.002
const START: ModelParams = { ...SAMPLE_PARAMS, decay: 0.6, spreadBase: 0.05, spreadRank: 3, priorYears: 2 }
const GRID = {
  spreadBase: [0.03, 0.04, 0.05, 0.06, 0.07, 0.08],
  spreadRank: [2, 3, 4, 5, 6, 7, 8],
  spreadPlan: [0, 0.1, 0.2, 0.3],
  decay: [0.2, 0.3, 0.4, 0.6, 0.8, 1],
  priorYears: [1, 2, 4, 8]
}

interface Province {
  province: string
  tracks: TrackPairs[]
}

/** Pairs scored per province at most: every k-th pair is kept (the outcomes of one unit and cohort are alike, so more pairs add little). */
const PAIRS_PER_PROVINCE = 100_000

function thin(pairs: TrackPairs, stride: number): TrackPairs {
  if (stride <= 1) return pairs
  const keep = <T extends Int32Array | Uint8Array>(a: T): T => a.filter((_, j) => j % stride === 0) as T
  return { ...pairs, unit: keep(pairs.unit), cohort: keep(pairs.cohort), rank: keep(pairs.rank), observed: keep(pairs.observed) }
}

function simulate(provinces: readonly string[], cohorts: number): Province[] {
  return provinces.map((province) => {
    const split = splitFor(province)!
    const sample = loadSample([province])
    const tracks = tracksFor(province, split.heldOut).map((track) => backtestTrack(province, track, split, sample, cohorts))
    const stride = Math.ceil(tracks.reduce((a, t) => a + t.rank.length, 0) / PAIRS_PER_PROVINCE)
    return { province, tracks: tracks.map((t) => thin(t, stride)) }
  })
}

function evaluate(data: readonly Province[], params: ModelParams) {
  let spreads = 0
  let n = 0
  const scores = data.map(({ province, tracks }) => {
    const c = new Calibration()
    for (const t of tracks) {
      scoreTrack(t, params, c)
      for (const u of t.units) {
        for (const lines of u.lines) {
          const spread = admissionProbability({ rank: 1, year: t.heldOut, lines, totals: t.totals, plan_count: u.seats }, params).spread
          if (spread !== null) {
            spreads += spread
            n++
          }
        }
      }
    }
    return { province, ...c.score() }
  })
  const mean = (f: (s: (typeof scores)[number]) => number) => scores.reduce((a, s) => a + f(s), 0) / scores.length
  return {
    params,
    scores,
    ece: mean((s) => s.calibration_error),
    brier: mean((s) => s.brier),
    worst: Math.max(...scores.map((s) => s.calibration_error)),
    spread: spreads / n
  }
}

type Result = ReturnType<typeof evaluate>
const show = (r: Result) => `mean ${r.ece.toFixed(4)} worst ${r.worst.toFixed(4)} brier ${r.brier.toFixed(4)} spread ${r.spread.toFixed(3)}  ${JSON.stringify(r.params)}`

function stage(data: readonly Province[], sets: ModelParams[], label: string): Result[] {
  const results = sets.map((p) => evaluate(data, p)).sort((a, b) => a.ece - b.ece)
  console.log(`\n${label}: ${sets.length} sets; best 5:`)
  for (const r of results.slice(0, 5)) console.log('  ' + show(r))
  return results
}

const SPREAD = ['spreadBase', 'spreadRank', 'spreadPlan'] as const
const WEIGHTING = ['decay', 'priorYears'] as const
const pick = <K extends keyof ModelParams>(p: ModelParams, keys: readonly K[]) => Object.fromEntries(keys.map((k) => [k, p[k]])) as Pick<ModelParams, K>

function main(): void {
  const arg = (name: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1]
  const cohorts = Number(arg('cohorts') ?? 6)
  const fold = arg('train') ?? 'all'
  const { A, B } = folds()
  const [trainSet, checkSet] = fold === 'A' ? [A, B] : fold === 'B' ? [B, A] : fold === 'all' ? [[...A, ...B], []] : [[], []]
  if (!trainSet.length) throw new Error(`--train=${fold}: A, B or all`)
  const t0 = Date.now()
  const train = simulate(trainSet, cohorts)
  console.log(
    `train (${fold}): ${trainSet.join(' ')}; ${cohorts} cohorts, ${train.reduce((a, p) => a + p.tracks.reduce((b, t) => b + t.rank.length, 0), 0)} pairs scored, ${Math.round((Date.now() - t0) / 1000)} s`
  )

  const first = stage(
    train,
    GRID.spreadBase.flatMap((spreadBase) =>
      GRID.spreadRank.flatMap((spreadRank) => GRID.spreadPlan.map((spreadPlan) => ({ ...START, spreadBase, spreadRank, spreadPlan })))
    ),
    'stage 1, demo (spreadBase × spreadRank × spreadPlan)'
  )
  const second = stage(
    train,
    GRID.decay.flatMap((decay) => GRID.priorYears.map((priorYears) => ({ ...first[0].params, decay, priorYears }))),
    'stage 2, demo (decay × priorYears)'
  )
  const demoBest = Math.min(first[0].ece, second[0].ece)
  const admissible = (r: Result) => r.ece <= demoBest + TOLERANCE
  const spreads = first.filter(admissible).map((r) => pick(r.params, SPREAD))
  const weightings = second.filter(admissible).map((r) => pick(r.params, WEIGHTING))
  console.log(`\nadmissible on the demo (within ${TOLERANCE} of ${demoBest.toFixed(4)}): ${spreads.length} spread sets × ${weightings.length} weightings`)

  // SAMPLE_PARAMS when it is among the admissible sets (issue 6 chose it among them with a real-data
  // tie-break, since replaced by bench/backtest.ts), else the demo's best.
  const sample = evaluate(train, SAMPLE_PARAMS)
  const chosen = admissible(sample) ? sample : first[0].ece <= second[0].ece ? first[0] : second[0]
  console.log(`\nSAMPLE_PARAMS: ${show(sample)}${admissible(sample) ? '' : '  (not admissible)'}`)

  console.log('\nchosen: ' + show(chosen))
  for (const s of chosen.scores) console.log(`  train ${s.province}: ${s.calibration_error.toFixed(4)} (Brier ${s.brier.toFixed(4)})`)
  if (checkSet.length) {
    const check = evaluate(simulate(checkSet, cohorts), chosen.params)
    console.log('check: ' + show(check))
    for (const s of check.scores) console.log(`  check ${s.province}: ${s.calibration_error.toFixed(4)} (Brier ${s.brier.toFixed(4)})`)
  }
  console.log(`${Math.round((Date.now() - t0) / 1000)} s`)
}

if (require.main === module) main()
