/**
 * Walk-forward fit of the model's parameters on real lines (docs/recommendation.md, "Backtest on
 * real lines"): to predict year Y, the parameters are chosen on the training years only, by
 * predicting every earlier year y (y < Y) from its own past (up to the protocol's two years) and
 * minimising, per track and year, Brier score + calibration error, each track-year counting once:
 * a pooled figure would let a year that misses one way hide behind one that misses the other, and
 * weighing by pairs would let one big province's odd year (浙江 2024) set the parameters of all. Coordinate descent over a grid per parameter, from
 * SAMPLE_PARAMS (chosen on the simulation, so no real year leaks in through the start: a parameter
 * the training years cannot tell keeps a value no test year shaped; the drift, for one, needs two
 * past years and stays off until a training year has them), until a full round changes nothing.
 *
 * spreadPlan and defaultPlan are not searched: these lines carry no plan counts, so the plan term
 * is a constant the base spread already covers. Candidates every FIT_STEP ranks (4× fewer pairs
 * than the protocol's 250; the figures move by < 0.001).
 */
import { SAMPLE_PARAMS, type ModelParams } from '../../server/domain/probability'
import { casesFor, newScorers, scoreCases, type TrackData, type TrackYear } from './realBacktest'

export const FIT_STEP = 1000

export const GRID: Partial<Record<keyof ModelParams, readonly number[]>> = {
  scalePower: [0, 0.25, 0.4, 0.5, 0.6, 0.75, 1],
  tailDf: [2, 3, 4, 6, 10, 20, Infinity],
  driftWindow: [0, 25, 50, 100, 200, 400],
  cohortRank: [0, 0.25, 0.5, 0.75, 1],
  driftCarry: [-0.5, -0.25, 0, 0.25, 0.5, 0.75, 1],
  decay: [0.1, 0.2, 0.3, 0.45, 0.6, 0.8, 1],
  spreadBase: [0.02, 0.03, 0.04, 0.05, 0.06, 0.07, 0.08, 0.09, 0.1, 0.12],
  spreadRank: [0, 1, 2, 3, 4, 6, 8, 10, 14],
  priorYears: [0.5, 1, 2, 3, 5, 8]
}

/** Every year before `target` that has an earlier year in its track, predicted from up to two years. */
export function trainingSets(tracks: readonly TrackData[], target: number): TrackYear[] {
  const sets: TrackYear[] = []
  for (const track of tracks) {
    const years = [...new Set(track.units.flatMap((u) => [...u.ranks.keys()]))].sort((a, b) => a - b)
    for (const year of years.filter((y) => y < target && y > years[0])) {
      const set = casesFor(track, year, Math.min(2, year - years[0]))
      if (set.cases.length) sets.push(set)
    }
  }
  return sets
}

export function trainingLoss(sets: readonly TrackYear[], params: ModelParams): number {
  let loss = 0
  for (const set of sets) {
    const scorers = newScorers()
    scoreCases(set, params, scorers, { step: FIT_STEP, references: false })
    const f = scorers.model.figures()
    loss += f.brier + f.calibration_error
  }
  return loss / sets.length
}

export interface Fit {
  target: number
  params: ModelParams
  training_years: number[]
  training_loss: number
}

/** The parameters for predicting `target`, from the years before it only; `start` when there is nothing to train on. */
export function fitParams(tracks: readonly TrackData[], target: number, start: ModelParams = SAMPLE_PARAMS): Fit {
  const sets = trainingSets(tracks, target)
  const training_years = [...new Set(sets.map((s) => s.year))].sort()
  if (!sets.length) return { target, params: start, training_years, training_loss: NaN }
  let params = { ...start }
  let best = trainingLoss(sets, params)
  for (let round = 0; round < 4; round++) {
    let moved = false
    for (const [name, values] of Object.entries(GRID) as [keyof ModelParams, readonly number[]][]) {
      for (const value of values) {
        if (value === params[name]) continue
        const candidate = { ...params, [name]: value }
        const loss = trainingLoss(sets, candidate)
        if (loss < best - 1e-6) {
          best = loss
          params = candidate
          moved = true
        }
      }
    }
    if (!moved) break
  }
  return { target, params, training_years, training_loss: best }
}
