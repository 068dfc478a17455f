/** The 平行志愿 simulator (server/domain/admissionSimulator.ts): small hand-made cases, then invariants on seeded random cohorts. */
import { simulateAdmissions, type SimulatedCandidate, type SimulatedUnit } from '../../server/domain/admissionSimulator'
import { prng } from '../../server/seed/sampleOneScore'

const unitsOf = (seats: Record<string, number>): SimulatedUnit[] => Object.entries(seats).map(([id, n]) => ({ id, seats: n }))

test('seats run out in rank order, whatever the input order', () => {
  const candidates: SimulatedCandidate[] = [
    { rank: 3, choices: ['A', 'B'] },
    { rank: 1, choices: ['A'] },
    { rank: 2, choices: ['A', 'B'] },
    { rank: 4, choices: ['A', 'B'] }
  ]
  const result = simulateAdmissions(unitsOf({ A: 2, B: 1 }), candidates)
  expect(result.admitted).toEqual(['B', 'A', 'A', null])
  expect(result.units.get('A')).toEqual({ admitted: 2, min_rank: 2 })
  expect(result.units.get('B')).toEqual({ admitted: 1, min_rank: 3 })
})

test('a candidate skips full choices and takes the first one with a seat', () => {
  const result = simulateAdmissions(unitsOf({ A: 1, B: 1, C: 5 }), [
    { rank: 10, choices: ['A'] },
    { rank: 20, choices: ['B'] },
    { rank: 30, choices: ['A', 'B', 'C', 'A'] }
  ])
  expect(result.admitted).toEqual(['A', 'B', 'C'])
  expect(result.units.get('C')).toEqual({ admitted: 1, min_rank: 30 })
})

test('nobody admitted: no seats, empty lists, no candidates', () => {
  const result = simulateAdmissions(unitsOf({ A: 0, B: 3 }), [
    { rank: 1, choices: ['A'] },
    { rank: 2, choices: [] }
  ])
  expect(result.admitted).toEqual([null, null])
  expect(result.units.get('A')).toEqual({ admitted: 0, min_rank: null })
  expect(result.units.get('B')).toEqual({ admitted: 0, min_rank: null })
  expect(simulateAdmissions(unitsOf({ A: 1 }), []).admitted).toEqual([])
})

test('ties are impossible: a rank given twice, an unknown unit or a bad seat count is refused', () => {
  expect(() =>
    simulateAdmissions(unitsOf({ A: 1 }), [
      { rank: 5, choices: ['A'] },
      { rank: 5, choices: ['A'] }
    ])
  ).toThrow('rank 5 given twice')
  expect(() => simulateAdmissions(unitsOf({ A: 1 }), [{ rank: 1, choices: ['Z'] }])).toThrow('unknown unit Z')
  expect(() => simulateAdmissions([{ id: 'A', seats: 1.5 }], [])).toThrow('seats')
  expect(() =>
    simulateAdmissions(
      [
        { id: 'A', seats: 1 },
        { id: 'A', seats: 2 }
      ],
      []
    )
  ).toThrow('duplicate unit A')
})

test('invariants on random cohorts', () => {
  const random = prng(20250625)
  for (let round = 0; round < 50; round++) {
    const units = Array.from({ length: 1 + Math.floor(random() * 12) }, (_, i) => ({ id: `U${i}`, seats: Math.floor(random() * 6) }))
    const ranks = Array.from({ length: 1 + Math.floor(random() * 80) }, (_, i) => i + 1).sort(() => random() - 0.5)
    const candidates = ranks.map((rank) => ({
      rank,
      choices: units
        .filter(() => random() < 0.4)
        .map((u) => u.id)
        .sort(() => random() - 0.5)
    }))
    const result = simulateAdmissions(units, candidates)

    // Replay in rank order: seats never go below zero and no earlier choice had a seat when skipped.
    const left = new Map(units.map((u) => [u.id, u.seats]))
    const byRank = candidates.map((c, i) => ({ ...c, got: result.admitted[i] })).sort((a, b) => a.rank - b.rank)
    for (const c of byRank) {
      const at = c.got === null ? c.choices.length : c.choices.indexOf(c.got)
      expect(at).toBeGreaterThanOrEqual(0)
      for (const earlier of c.choices.slice(0, at)) expect(left.get(earlier)).toBe(0)
      if (c.got !== null) left.set(c.got, left.get(c.got)! - 1)
    }
    for (const u of units) {
      const admittedRanks = byRank.filter((c) => c.got === u.id).map((c) => c.rank)
      const r = result.units.get(u.id)!
      expect(r.admitted).toBe(admittedRanks.length)
      expect(r.admitted).toBeLessThanOrEqual(u.seats)
      expect(r.min_rank).toBe(admittedRanks.length ? Math.max(...admittedRanks) : null)
    }
  }
})
