/**
 * Lines bridged across a reform (server/domain/probability.ts UnitLines.bridge; docs/recommendation.md
 * "Across a reform"): the institution's lines of the years before it stand in for the unit's, moved by
 * the unit's offset from its institution in the newest year both have.
 */
import { DEFAULT_PARAMS, estimateUnits, SAMPLE_PARAMS, type PastLine, type UnitLines } from '../../server/domain/probability'

const line = (year: number, min_rank: number | null, plan_count: number | null = null): PastLine => ({ year, min_rank, plan_count })
/** Cut-offs moving in proportion to the candidates: the arithmetic of the scaling is easy to check. */
const PROPORTIONAL = { ...DEFAULT_PARAMS, scalePower: 1 }
/** The cohort grows; 2026's table is not out (planning ahead: 2025's scale). */
const totals = { 2023: 90000, 2024: 100000, 2025: 120000 }

/** A 2025 group at 5,000 whose institution's weakest line was 8,000 in 2025, 10,000 and 12,000 in the 理科 years. */
const institution = [line(2023, 12000), line(2024, 10000), line(2025, 8000)]
const group: UnitLines = { lines: [line(2025, 5000, 30)], bridge: { lines: institution.filter((l) => l.year < 2025), anchor: institution } }

const estimate = (units: readonly UnitLines[], params = PROPORTIONAL) => estimateUnits({ year: 2026, totals, units }, params)

test('a bridged year is the institution’s line moved by the unit’s offset from it, then scaled by the cohort', () => {
  const [e] = estimate([group])
  // Offset 5,000 / 8,000 in 2025; 2024: 10,000 × 0.625 × 120,000 / 100,000; 2023: 12,000 × 0.625 × 120,000 / 90,000.
  expect(e.past).toEqual([
    { year: 2025, min_rank: 5000, equivalent_rank: 5000 },
    { year: 2024, min_rank: 10000, equivalent_rank: 7500, bridged: true },
    { year: 2023, min_rank: 12000, equivalent_rank: 10000, bridged: true }
  ])
  // The same estimate as a unit whose own lines had been those moved ranks.
  const [plain] = estimate([{ lines: [line(2025, 5000, 30), line(2024, 6250), line(2023, 7500)] }])
  expect(e.mu).toBeCloseTo(plain.mu!, 12)
  expect(e.spread).toBeCloseTo(plain.spread!, 12)
  // Three years, not one: the mean moves toward the older years and the spread is no longer one year's.
  const [alone] = estimate([{ lines: group.lines }])
  expect(alone.past).toHaveLength(1)
  expect(e.mu).toBeGreaterThan(alone.mu!)
  expect(e.spread).not.toBeCloseTo(alone.spread!, 6)
})

test('a year with a line of the unit’s own keeps it; the offset comes from the newest year both have', () => {
  const own = [line(2025, 5000, 30), line(2024, 7000, 30)]
  const [e] = estimate([{ lines: own, bridge: { lines: institution, anchor: institution } }])
  expect(e.past.map((p) => [p.year, p.min_rank, p.bridged ?? false])).toEqual([
    [2025, 5000, false],
    [2024, 7000, false],
    [2023, 12000, true]
  ])
  // 2025's offset (0.625), not 2024's (0.7): 12,000 × 0.625 × 120,000 / 90,000.
  expect(e.past[2].equivalent_rank).toBe(10000)
  // A usable own line only: one without a rank leaves its year to the bridge.
  const [gap] = estimate([{ lines: [line(2025, 5000, 30), line(2024, null)], bridge: group.bridge }])
  expect(gap.past.map((p) => [p.year, p.bridged ?? false])).toEqual([
    [2025, false],
    [2024, true],
    [2023, true]
  ])
})

test('no year where the unit and its institution both have a line: the bridged lines are not used', () => {
  const [alone] = estimate([{ lines: group.lines }])
  const noOverlap = { lines: group.lines, bridge: { lines: institution.slice(0, 2), anchor: institution.slice(0, 2) } }
  const noOwn = { lines: [], bridge: group.bridge }
  const [e, none] = estimate([noOverlap, noOwn])
  expect(e).toEqual(alone)
  expect(none).toMatchObject({ past: [], mu: null, spread: null })
})

test('the order of the units does not matter, with the neighbours’ drift pooled over them (real-line parameters)', () => {
  let seed = 27
  const random = () => ((seed = (seed * 16807) % 2147483647) - 1) / 2147483646
  const units: UnitLines[] = Array.from({ length: 120 }, (_, i) => {
    const base = 500 + random() * 40000
    const inst = [line(2023, base * (1.2 + random() * 0.2)), line(2024, base * (1.1 + random() * 0.2)), line(2025, base * (1.3 + random() * 0.2))]
    const own = [line(2025, Math.round(base), 20)]
    if (i % 3 === 0) own.push(line(2024, Math.round(base * (0.9 + random() * 0.2)), 20))
    return i % 4 === 1 ? { lines: own } : { lines: own, bridge: { lines: inst.slice(0, 2), anchor: inst } }
  })
  for (const params of [DEFAULT_PARAMS, SAMPLE_PARAMS]) {
    const forward = estimateUnits({ year: 2026, totals, units }, params)
    const backward = estimateUnits({ year: 2026, totals, units: [...units].reverse() }, params).reverse()
    expect(backward).toEqual(forward)
    expect(forward.filter((e) => e.past.some((p) => p.bridged)).length).toBeGreaterThan(60)
  }
})

test('the reform’s break common to the neighbours is taken out of a bridged year (bridgeWindow), even where own years have no drift (SAMPLE_PARAMS)', () => {
  const flat = { 2024: 100000, 2025: 100000 }
  // Every institution's 理科 line twice its 2025 line (batches merged): the bridged 2024 lies a factor 2 off.
  const units: UnitLines[] = Array.from({ length: 40 }, (_, i) => {
    const own = 1000 + 500 * i
    const inst = own * 1.5
    return { lines: [line(2025, own, 20)], bridge: { lines: [line(2024, 2 * inst)], anchor: [line(2024, 2 * inst), line(2025, inst)] } }
  })
  const moved = estimateUnits({ year: 2026, totals: flat, units }, SAMPLE_PARAMS)
  const unmoved = estimateUnits({ year: 2026, totals: flat, units }, { ...SAMPLE_PARAMS, bridgeWindow: 0 })
  units.forEach((u, i) => {
    expect(moved[i].past[1]).toMatchObject({ year: 2024, equivalent_rank: 2 * u.lines[0].min_rank!, bridged: true })
    expect(moved[i].mu).toBeCloseTo(Math.log(u.lines[0].min_rank!), 9)
    expect(unmoved[i].mu).toBeGreaterThan(moved[i].mu! + 0.1)
  })
})
