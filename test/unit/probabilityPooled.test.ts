/** server/domain/probability.ts, issue 26: the Student-t, the neighbours' drift, the cohort's rank term, estimateUnits. */
import {
  cutoffEstimate,
  DEFAULT_PARAMS,
  DRIFT_MIN_UNITS,
  estimateUnits,
  explanationAt,
  neighbourDrift,
  normalCdf,
  probabilityAt,
  SAMPLE_PARAMS,
  studentCdf,
  type ModelParams,
  type UnitLines
} from '../../server/domain/probability'

describe('studentCdf', () => {
  test('closed forms of 1 and 2 degrees of freedom, symmetry, and the normal as the limit', () => {
    for (const t of [-5, -1.3, -0.2, 0, 0.7, 2, 12]) {
      expect(studentCdf(t, 1)).toBeCloseTo(0.5 + Math.atan(t) / Math.PI, 12)
      expect(studentCdf(t, 2)).toBeCloseTo(0.5 + t / (2 * Math.sqrt(2 + t * t)), 12)
      expect(studentCdf(t, 7) + studentCdf(-t, 7)).toBeCloseTo(1, 12)
      expect(studentCdf(t, Infinity)).toBe(normalCdf(t))
      expect(studentCdf(t, 400)).toBeCloseTo(normalCdf(t), 3)
    }
  })

  test('the usual 97.5 % quantiles (3 and 10 degrees of freedom)', () => {
    expect(studentCdf(3.182446, 3)).toBeCloseTo(0.975, 6)
    expect(studentCdf(2.228139, 10)).toBeCloseTo(0.975, 6)
  })

  test('heavier tails: beyond about one scale a t leaves more probability outside than the normal', () => {
    for (const t of [1.5, 2, 3]) expect(studentCdf(-t, 3)).toBeGreaterThan(normalCdf(-t))
  })
})

describe('neighbourDrift', () => {
  const moves = (n: number, change: (x: number) => number) => Array.from({ length: n }, (_, i) => ({ x: 5 + (5 * i) / n, change: change(5 + (5 * i) / n) }))

  test('the median movement of each run of neighbours, interpolated between runs, held beyond them', () => {
    const drift = neighbourDrift(
      moves(400, (x) => (x < 7.5 ? 0.1 : -0.1)),
      100
    )
    expect(drift(5)).toBeCloseTo(0.1, 12)
    expect(drift(4)).toBeCloseTo(0.1, 12)
    expect(drift(9.9)).toBeCloseTo(-0.1, 12)
    expect(drift(20)).toBeCloseTo(-0.1, 12)
    expect(drift(7.5)).toBeGreaterThan(-0.1)
    expect(drift(7.5)).toBeLessThan(0.1)
  })

  test('a few units that jumped do not move their neighbours (medians)', () => {
    const drift = neighbourDrift(
      moves(200, () => 0.05).map((m, i) => (i % 10 ? m : { ...m, change: 3 })),
      200
    )
    expect(drift(7)).toBeCloseTo(0.05, 12)
  })

  test(`fewer than ${DRIFT_MIN_UNITS} units, or no window: no drift`, () => {
    expect(
      neighbourDrift(
        moves(DRIFT_MIN_UNITS - 1, () => 0.3),
        10
      )(7)
    ).toBe(0)
    expect(
      neighbourDrift(
        moves(100, () => 0.3),
        0
      )(7)
    ).toBe(0)
  })
})

/** A province's units: `n` units at ranks spread over 1 000-100 000, each with a line in 2023 and 2024. */
function province(n: number, move: (rank: number, i: number) => number): UnitLines[] {
  return Array.from({ length: n }, (_, i) => {
    const rank = Math.round(1000 * 100 ** (i / n))
    return {
      lines: [
        { year: 2023, min_rank: rank, plan_count: null },
        { year: 2024, min_rank: Math.round(rank * Math.exp(move(rank, i))), plan_count: null }
      ]
    }
  })
}
const totals = { 2023: 300000, 2024: 300000, 2025: 300000 }
const POOLED: ModelParams = { ...DEFAULT_PARAMS, tailDf: Infinity, driftCarry: 0 }
/** Deterministic wobble in [-1, 1]. */
const wobble = (i: number) => Math.sin(i * 12.9898) * 0.999

describe('estimateUnits', () => {
  test('without drift, volatility and tails it is cutoffEstimate unit by unit, in order', () => {
    const units = province(50, (_, i) => 0.1 * wobble(i))
    const alone = { ...POOLED, driftWindow: 0 }
    const estimates = estimateUnits({ year: 2025, totals, units }, alone)
    units.forEach((u, i) => expect(estimates[i]).toEqual(cutoffEstimate({ year: 2025, totals, lines: u.lines }, alone)))
    expect(estimateUnits({ year: 2025, totals, units: [] }, alone)).toEqual([])
  })

  test("the province's drift is not averaged away: an older year is moved by its neighbours' movement first", () => {
    // Everybody moved 20 % down the ranking in 2024, each unit give or take its own wobble.
    const units = province(400, (_, i) => 0.2 + 0.02 * wobble(i))
    const pooled = estimateUnits({ year: 2025, totals, units }, POOLED)
    const alone = estimateUnits({ year: 2025, totals, units }, { ...POOLED, driftWindow: 0 })
    for (const i of [10, 200, 390]) {
      const newest = Math.log(units[i].lines[1].min_rank!)
      // Alone, the 2023 line pulls the expected cut-off back up; pooled, it stays near the 2024 line.
      expect(Math.abs(pooled[i].mu! - newest)).toBeLessThan(0.03)
      expect(newest - alone[i].mu!).toBeGreaterThan(0.03)
      // The years no longer disagree by the drift: a narrower spread.
      expect(pooled[i].spread!).toBeLessThan(alone[i].spread!)
    }
  })

  test('driftCarry: that share of the last drift carries on into the target year', () => {
    const units = province(400, () => 0.2)
    const none = estimateUnits({ year: 2025, totals, units }, POOLED)
    const half = estimateUnits({ year: 2025, totals, units }, { ...POOLED, driftCarry: 0.5 })
    for (const i of [0, 150, 399]) expect(half[i].mu! - none[i].mu!).toBeCloseTo(0.1, 4)
  })

  test('uses nothing of the target year or later: its lines change no estimate', () => {
    const units = province(100, (_, i) => 0.1 * wobble(i))
    const withAnswers = units.map((u, i) => ({ lines: [...u.lines, { year: 2025, min_rank: 7 + i, plan_count: 3 }, { year: 2026, min_rank: 99, plan_count: null }] }))
    expect(estimateUnits({ year: 2025, totals, units: withAnswers })).toEqual(estimateUnits({ year: 2025, totals, units }))
  })

  test('heavier tails widen 保: a safe probability needs a better rank than under the normal', () => {
    const units = province(100, (_, i) => 0.1 * wobble(i))
    const normal = estimateUnits({ year: 2025, totals, units }, POOLED)[50]
    const heavy = estimateUnits({ year: 2025, totals, units }, { ...POOLED, tailDf: 3 })[50]
    expect(heavy.df).toBe(3)
    const safeFrom = (e: typeof normal) => {
      let rank = Math.round(Math.exp(e.mu!))
      while (probabilityAt(e, rank)! < 0.9) rank = Math.floor(rank * 0.99)
      return rank
    }
    expect(safeFrom(heavy)).toBeLessThan(safeFrom(normal))
    // At the expected cut-off both say one half.
    const expected = Math.exp(normal.mu!)
    expect(probabilityAt(normal, expected)).toBeCloseTo(0.5, 6)
    expect(probabilityAt(heavy, expected)).toBeCloseTo(0.5, 6)
  })

  test('property: per unit, a better rank never gets a lower probability; the explanation follows the estimate', () => {
    const units = province(300, (rank, i) => 0.3 * wobble(i) + (rank < 5000 ? 0.1 : -0.05))
    for (const params of [DEFAULT_PARAMS, SAMPLE_PARAMS]) {
      const estimates = estimateUnits({ year: 2025, totals, units }, params)
      for (const e of estimates.filter((_, i) => i % 7 === 0)) {
        let previous = 1
        for (let rank = 500; rank < 200000; rank = Math.ceil(rank * 1.1)) {
          const p = probabilityAt(e, rank)!
          expect(p).toBeGreaterThanOrEqual(0)
          expect(p).toBeLessThanOrEqual(previous)
          previous = p
          const explained = explanationAt(e, rank)
          expect(explained.probability).toBe(p)
          expect(explained.expected_rank).toBe(Math.round(Math.exp(e.mu!)))
        }
      }
    }
  })
})

test('cohortRank: with 1, a cut-off at the same share of a bigger cohort gets the spread of the reference cohort', () => {
  const at = (rank: number, cohort: number, cohortRank: number) =>
    estimateUnits(
      { year: 2025, totals: { 2024: cohort, 2025: cohort }, units: [{ lines: [{ year: 2024, min_rank: rank, plan_count: null }] }] },
      { ...POOLED, cohortRank }
    )[0].spread!
  expect(at(30000, 300000, 1)).toBeCloseTo(at(10000, 100000, 1), 12)
  expect(at(30000, 300000, 0)).toBeLessThan(at(10000, 100000, 0))
  // Half-way: between the two.
  expect(at(30000, 300000, 0.5)).toBeGreaterThan(at(30000, 300000, 0))
  expect(at(30000, 300000, 0.5)).toBeLessThan(at(30000, 300000, 1))
})
