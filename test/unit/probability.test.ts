import { bandOf } from '../../core/admissionBands'
import {
  admissionProbability,
  comparableTotals,
  DEFAULT_PARAMS,
  normalCdf,
  REFERENCE_COHORT,
  TABLE_FLOOR_GAP,
  totalCandidates,
  type PastLine,
  type ProbabilityInput
} from '../../server/domain/probability'

const line = (year: number, min_rank: number | null, plan_count: number | null = 50): PastLine => ({ year, min_rank, plan_count })
/** The prior spread (before the years' dispersion and the widening for few years), in a cohort of `cohort`. */
const priorOf = (plan: number, expected: number, params = DEFAULT_PARAMS, cohort = REFERENCE_COHORT) =>
  Math.sqrt(params.spreadBase ** 2 + params.spreadPlan ** 2 / plan + params.spreadRank ** 2 / (expected * (REFERENCE_COHORT / cohort) ** params.cohortRank))

test('normalCdf: symmetric, the usual quantiles', () => {
  expect(normalCdf(0)).toBeCloseTo(0.5, 7)
  expect(normalCdf(1.959964)).toBeCloseTo(0.975, 6)
  expect(normalCdf(-1)).toBeCloseTo(0.158655, 6)
  expect(normalCdf(-1) + normalCdf(1)).toBeCloseTo(1, 9)
})

test('totalCandidates is the last cumulative of a table', () => {
  expect(
    totalCandidates([
      { score: 700, count: 3, cumulative: 3 },
      { score: 699, count: 5, cumulative: 8 }
    ])
  ).toBe(8)
  expect(totalCandidates([])).toBeUndefined()
})

/** Cut-offs moving in proportion to the candidates: the arithmetic of the scaling is easy to check. */
const PROPORTIONAL = { ...DEFAULT_PARAMS, scalePower: 1 }

test('scalePower: only that power of the candidates ratio reaches the equivalent rank', () => {
  const input: ProbabilityInput = { rank: 11000, year: 2025, lines: [line(2024, 10000)], totals: { 2024: 100000, 2025: 121000 } }
  expect(admissionProbability(input, { ...DEFAULT_PARAMS, scalePower: 0.5 }).past[0].equivalent_rank).toBe(11000)
  expect(admissionProbability(input, { ...DEFAULT_PARAMS, scalePower: 0 }).past[0].equivalent_rank).toBe(10000)
  expect(admissionProbability(input, PROPORTIONAL).past[0].equivalent_rank).toBe(12100)
})

describe('comparableTotals', () => {
  const table = (top: number, floor: number, perScore: number) =>
    Array.from({ length: top - floor + 1 }, (_, i) => ({ score: top - i, count: perScore, cumulative: perScore * (i + 1) }))

  test('tables cut at similar floors: each last cumulative', () => {
    expect(
      comparableTotals([
        { year: 2024, rows: table(690, 430, 100) },
        { year: 2025, rows: table(690, 410, 100) }
      ])
    ).toEqual({ 2024: 26100, 2025: 28100 })
  })

  test(`floors more than ${TABLE_FLOOR_GAP} points apart: every year counted down to the highest floor`, () => {
    const totals = comparableTotals([
      { year: 2024, rows: table(690, 220, 100) },
      { year: 2025, rows: table(690, 463, 120) },
      { year: 2023, rows: [] }
    ])
    expect(totals).toEqual({ 2024: 100 * (690 - 463 + 1), 2025: 120 * (690 - 463 + 1) })
  })
})

describe('one past year', () => {
  const input: ProbabilityInput = { rank: 11000, year: 2025, lines: [line(2024, 10000)], totals: { 2024: 100000, 2025: 110000 } }

  test('with scalePower 1 the equivalent rank scales by the candidates ratio; at it the probability is one half', () => {
    const r = admissionProbability(input, PROPORTIONAL)
    expect(r.past).toEqual([{ year: 2024, min_rank: 10000, equivalent_rank: 11000 }])
    expect(r.expected_rank).toBe(11000)
    expect(r.probability).toBeCloseTo(0.5, 7)
    // Exactly on the 稳 boundary: whichever side the last digit falls, the band follows the probability.
    expect(r.band).toBe(bandOf(r.probability))
    // No dispersion from one year: the prior spread, widened by √2 for a single observation.
    expect(r.spread).toBeCloseTo(priorOf(50, 11000, PROPORTIONAL, 110000) * Math.SQRT2, 12)
    expect(r.rank).toBe(11000)
  })

  test('well above the cut-off is safe, well below is difficult', () => {
    expect(admissionProbability({ ...input, rank: 5000 }).band).toBe('safe')
    expect(admissionProbability({ ...input, rank: 25000 }).band).toBe('difficult')
  })
})

describe('three past years', () => {
  const lines = [line(2022, 9000), line(2023, 11000), line(2024, 10000)]
  const totals = { 2022: 100000, 2023: 100000, 2024: 100000, 2025: 100000 }

  test('recent years weigh more; the spread pools the prior with the years dispersion', () => {
    const r = admissionProbability({ rank: 10000, year: 2025, lines, totals })
    expect(r.past.map((p) => p.year)).toEqual([2024, 2023, 2022])
    const w = [1, DEFAULT_PARAMS.decay, DEFAULT_PARAMS.decay ** 2]
    const x = [Math.log(10000), Math.log(11000), Math.log(9000)]
    const sw = w[0] + w[1] + w[2]
    const sw2 = w[0] ** 2 + w[1] ** 2 + w[2] ** 2
    const mu = (w[0] * x[0] + w[1] * x[1] + w[2] * x[2]) / sw
    expect(r.expected_rank).toBe(Math.round(Math.exp(mu)))
    const nEff = (sw * sw) / sw2
    const dispersion2 = (w[0] * (x[0] - mu) ** 2 + w[1] * (x[1] - mu) ** 2 + w[2] * (x[2] - mu) ** 2) / (sw - sw2 / sw)
    const k = DEFAULT_PARAMS.priorYears
    const pooled2 = (k * priorOf(50, Math.exp(mu)) ** 2 + (nEff - 1) * dispersion2) / (k + nEff - 1)
    expect(r.spread!).toBeCloseTo(Math.sqrt(pooled2 * (1 + 1 / nEff)), 12)
    // Three years that agree this well say more than one year.
    expect(r.spread!).toBeLessThan(admissionProbability({ rank: 10000, year: 2025, lines: [line(2024, 10000)], totals }).spread!)
  })

  test('years that scatter widely widen the spread', () => {
    const calm = admissionProbability({ rank: 10000, year: 2025, lines, totals })
    const wild = admissionProbability({ rank: 10000, year: 2025, lines: [line(2022, 4000), line(2023, 20000), line(2024, 9000)], totals })
    expect(wild.spread!).toBeGreaterThan(calm.spread!)
  })

  test('years that agree exactly narrow the spread, never to nothing; a strong prior barely moves', () => {
    const steady = [line(2021, 10000), line(2022, 10000), line(2023, 10000), line(2024, 10000)]
    const totals4 = { ...totals, 2021: 100000 }
    const four = admissionProbability({ rank: 10000, year: 2025, lines: steady, totals: totals4 }).spread!
    const one = admissionProbability({ rank: 10000, year: 2025, lines: [line(2024, 10000)], totals }).spread!
    expect(four).toBeLessThan(one)
    expect(four).toBeGreaterThan(0)
    // (No rank term here: the two histories expect different cut-offs.)
    const firm = { ...DEFAULT_PARAMS, priorYears: 1e9, spreadRank: 0 }
    const wild = [line(2022, 4000), line(2023, 20000), line(2024, 9000)]
    const a = admissionProbability({ rank: 10000, year: 2025, lines: wild, totals }, firm).spread!
    const b = admissionProbability({ rank: 10000, year: 2025, lines: [line(2022, 9000), line(2023, 9000), line(2024, 9000)], totals }, firm).spread!
    expect(a / b).toBeCloseTo(1, 2)
  })

  test('a cut-off far up the ranking moves by a larger share of its rank than one far down', () => {
    const top = admissionProbability({ rank: 100, year: 2025, lines: [line(2023, 110), line(2024, 100)], totals })
    const bottom = admissionProbability({ rank: 50000, year: 2025, lines: [line(2023, 55000), line(2024, 50000)], totals })
    expect(top.spread!).toBeGreaterThan(bottom.spread!)
    // So a candidate 20 % better than the expected cut-off is less sure of the top unit.
    const r = (e: number) => Math.round(e * 0.8)
    const pTop = admissionProbability({ rank: r(top.expected_rank!), year: 2025, lines: [line(2023, 110), line(2024, 100)], totals }).probability!
    const pBottom = admissionProbability({ rank: r(bottom.expected_rank!), year: 2025, lines: [line(2023, 55000), line(2024, 50000)], totals }).probability!
    expect(pTop).toBeLessThan(pBottom)
    expect(pTop).toBeGreaterThan(0.5)
  })

  test('a small plan is less certain: a candidate well above the cut-off gets a lower probability', () => {
    const small = admissionProbability({ rank: 8000, year: 2025, lines, totals, plan_count: 2 })
    const large = admissionProbability({ rank: 8000, year: 2025, lines, totals, plan_count: 200 })
    expect(small.spread!).toBeGreaterThan(large.spread!)
    expect(small.probability!).toBeLessThan(large.probability!)
    // The plan comes from the newest line when the input gives none.
    const fromLines = admissionProbability({ rank: 8000, year: 2025, lines: lines.map((l) => ({ ...l, plan_count: 2 })), totals })
    expect(fromLines.spread).toBeCloseTo(small.spread!, 12)
  })
})

describe('missing data', () => {
  const totals = { 2021: 90000, 2022: 95000, 2024: 100000, 2025: 100000 }

  test('a missing year, a line without a rank, a year without a table and later lines are left out', () => {
    const r = admissionProbability(
      {
        rank: 10000,
        year: 2025,
        lines: [line(2021, 9000), line(2022, null), line(2023, 9500), line(2024, 10000), line(2025, 1)],
        totals
      },
      PROPORTIONAL
    )
    expect(r.past).toEqual([
      { year: 2024, min_rank: 10000, equivalent_rank: 10000 },
      { year: 2021, min_rank: 9000, equivalent_rank: 10000 }
    ])
    expect(r.probability).not.toBeNull()
  })

  test('several lines of one year count once, with the largest min rank', () => {
    const r = admissionProbability({ rank: 10000, year: 2025, lines: [line(2024, 8000), line(2024, 12000)], totals })
    expect(r.past).toEqual([{ year: 2024, min_rank: 12000, equivalent_rank: 12000 }])
  })

  test("without this year's table, the newest used year's scale", () => {
    const r = admissionProbability({ rank: 10000, year: 2026, lines: [line(2022, 9500), line(2024, 10000)], totals }, PROPORTIONAL)
    expect(r.past.map((p) => p.equivalent_rank)).toEqual([10000, 10000])
  })

  test('a unit with no lines, or no usable line: probability null, band unknown', () => {
    const none = { past: [], rank: 10000, expected_rank: null, spread: null, probability: null, band: 'unknown' }
    expect(admissionProbability({ rank: 10000, year: 2025, lines: [], totals })).toEqual(none)
    expect(admissionProbability({ rank: 10000, year: 2025, lines: [line(2024, null), line(2023, 5000)], totals })).toEqual(none)
  })
})

test('edge cases: a prior of no weight, decay 0, a plan of one, rank 1 and a rank far beyond every line', () => {
  const totals = { 2024: 100000, 2025: 100000 }
  const noPrior = admissionProbability({ rank: 10000, year: 2025, lines: [line(2024, 10000)], totals }, { ...DEFAULT_PARAMS, priorYears: 0 })
  // One year and no prior weight: the prior alone (nothing else to go by), never NaN.
  expect(noPrior.spread).toBeCloseTo(priorOf(50, 10000) * Math.SQRT2, 12)
  // decay 0: the newest year alone (no NaN from weights that are all zero).
  const lastOnly = admissionProbability(
    { rank: 10000, year: 2025, lines: [line(2023, 5000), line(2024, 10000)], totals: { ...totals, 2023: 100000 } },
    { ...DEFAULT_PARAMS, decay: 0 }
  )
  expect(lastOnly.expected_rank).toBe(10000)
  expect(lastOnly.spread).toBeCloseTo(priorOf(50, 10000) * Math.SQRT2, 12)
  const one = admissionProbability({ rank: 1, year: 2025, lines: [line(2024, 3, 1)], totals })
  expect(one.probability!).toBeGreaterThan(0.5)
  expect(one.probability!).toBeLessThanOrEqual(1)
  const far = admissionProbability({ rank: 100000, year: 2025, lines: [line(2024, 1000)], totals })
  expect(far.probability!).toBeGreaterThanOrEqual(0)
  expect(far.probability!).toBeLessThan(0.01)
  expect(far.band).toBe('difficult')
})

/** Deterministic PRNG (mulberry32) so a failing case can be replayed. */
function rng(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed)
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

test('property: a better (smaller) rank never gets a lower probability; p in [0, 1]; band follows p', () => {
  const random = rng(20250607)
  const int = (lo: number, hi: number) => lo + Math.floor(random() * (hi - lo + 1))
  for (let unit = 0; unit < 500; unit++) {
    const year = 2025
    const totals: Record<number, number> = {}
    for (let y = year - 5; y <= year; y++) if (random() < 0.85) totals[y] = int(50000, 1000000)
    const lines = Array.from({ length: int(0, 6) }, () => line(int(year - 5, year), random() < 0.1 ? null : int(1, 200000), random() < 0.2 ? null : int(1, 300)))
    const plan_count = random() < 0.5 ? int(1, 300) : null
    const ranks = Array.from({ length: 20 }, () => int(1, 400000)).sort((a, b) => a - b)
    const ps = ranks.map((rank) => admissionProbability({ rank, year, lines, totals, plan_count }))
    for (let i = 0; i < ps.length; i++) {
      const p = ps[i].probability
      expect(ps[i].band).toBe(bandOf(p))
      if (p === null) {
        expect(ps.every((q) => q.probability === null)).toBe(true)
        continue
      }
      expect(p).toBeGreaterThanOrEqual(0)
      expect(p).toBeLessThanOrEqual(1)
      if (i > 0) expect(ps[i - 1].probability!).toBeGreaterThanOrEqual(p)
    }
  }
})
