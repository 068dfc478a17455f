/**
 * Walk-forward fit of the model's parameters on real lines (docs/recommendation.md, "Backtest on
 * real lines"): to predict year Y, the parameters are chosen on the training years only, by
 * predicting every earlier year y (y < Y) from its own past (up to the protocol's two years) and
 * minimising the Brier score of those pairs. Coordinate descent over a grid per parameter, from
 * SAMPLE_PARAMS (chosen on the simulation, so no real year leaks in through the start: a parameter
 * the training years cannot tell keeps a value no test year shaped), until a full round changes
 * nothing.
 *
 * spreadPlan and defaultPlan are not searched: these lines carry no plan counts, so the plan term
 * is a constant the base spread already covers. Candidates every FIT_STEP ranks (4× fewer pairs
 * than the protocol's 250; the figures move by < 0.001).
 */
import { SAMPLE_PARAMS, type ModelParams } from '../../server/domain/probability'
import { casesFor, newScorers, scoreCases, type Case, type TrackData } from './realBacktest'

export const FIT_STEP = 1000

export const GRID: Partial<Record<keyof ModelParams, readonly number[]>> = {
  scalePower: [0, 0.25, 0.4, 0.5, 0.6, 0.75, 1],
  decay: [0.1, 0.2, 0.3, 0.45, 0.6, 0.8, 1],
  spreadBase: [0.02, 0.03, 0.04, 0.05, 0.06, 0.07, 0.08, 0.09, 0.1, 0.12],
  spreadRank: [0, 1, 2, 3, 4, 6, 8, 10, 14],
  priorYears: [0.5, 1, 2, 3, 5, 8]
}

interface TrainingSet {
  year: number
  cases: Case[]
  totals: Record<number, number>
}

/** Every year before `target` that has an earlier year in its track, predicted from up to two years. */
export function trainingSets(tracks: readonly TrackData[], target: number): TrainingSet[] {
  const sets: TrainingSet[] = []
  for (const track of tracks) {
    const years = [...new Set(track.units.flatMap((u) => [...u.ranks.keys()]))].sort((a, b) => a - b)
    for (const year of years.filter((y) => y < target && y > years[0])) {
      const { cases, totals } = casesFor(track, year, Math.min(2, year - years[0]))
      if (cases.length) sets.push({ year, cases, totals })
    }
  }
  return sets
}

export function trainingBrier(sets: readonly TrainingSet[], params: ModelParams): number {
  const scorers = newScorers()
  for (const set of sets) scoreCases(set.cases, set.totals, set.year, params, scorers, { step: FIT_STEP, references: false })
  return scorers.model.figures().brier
}

export interface Fit {
  target: number
  params: ModelParams
  training_years: number[]
  training_brier: number
}

/** The parameters for predicting `target`, from the years before it only; `start` when there is nothing to train on. */
export function fitParams(tracks: readonly TrackData[], target: number, start: ModelParams = SAMPLE_PARAMS): Fit {
  const sets = trainingSets(tracks, target)
  const training_years = [...new Set(sets.map((s) => s.year))].sort()
  if (!sets.length) return { target, params: start, training_years, training_brier: NaN }
  let params = { ...start }
  let best = trainingBrier(sets, params)
  for (let round = 0; round < 4; round++) {
    let moved = false
    for (const [name, values] of Object.entries(GRID) as [keyof ModelParams, readonly number[]][]) {
      for (const value of values) {
        if (value === params[name]) continue
        const candidate = { ...params, [name]: value }
        const brier = trainingBrier(sets, candidate)
        if (brier < best - 1e-6) {
          best = brier
          params = candidate
          moved = true
        }
      }
    }
    if (!moved) break
  }
  return { target, params, training_years, training_brier: best }
}
