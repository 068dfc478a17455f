/**
 * 平行志愿 admissions (issue 6): candidates are taken in rank order (1 = best) and each is admitted
 * to the first unit of their list that still has a seat; a candidate whose listed units are all full
 * is not admitted. Pure; bench/calibration.ts backtests the probability model with it.
 */

export interface SimulatedUnit {
  id: string
  seats: number
}

export interface SimulatedCandidate {
  /** Unique within the cohort: a 平行志愿 order has no ties. */
  rank: number
  /** Unit ids, the first choice first. */
  choices: readonly string[]
}

export interface UnitResult {
  admitted: number
  /** The worst (largest) admitted rank, null when nobody was admitted. */
  min_rank: number | null
}

export interface SimulationResult {
  units: Map<string, UnitResult>
  /** Per candidate, in the input order: the admitted unit's id, or null. */
  admitted: (string | null)[]
}

export function simulateAdmissions(units: readonly SimulatedUnit[], candidates: readonly SimulatedCandidate[]): SimulationResult {
  const seatsLeft = new Map<string, number>()
  const results = new Map<string, UnitResult>()
  for (const u of units) {
    if (seatsLeft.has(u.id)) throw new Error(`duplicate unit ${u.id}`)
    if (!Number.isInteger(u.seats) || u.seats < 0) throw new Error(`unit ${u.id}: seats must be a whole number ≥ 0`)
    seatsLeft.set(u.id, u.seats)
    results.set(u.id, { admitted: 0, min_rank: null })
  }
  // Sorted indices, so the answer keeps the caller's order.
  const order = candidates.map((_, i) => i).sort((a, b) => candidates[a].rank - candidates[b].rank)
  for (let k = 1; k < order.length; k++) {
    if (candidates[order[k]].rank === candidates[order[k - 1]].rank) throw new Error(`rank ${candidates[order[k]].rank} given twice`)
  }
  const admitted: (string | null)[] = candidates.map(() => null)
  for (const i of order) {
    const { rank, choices } = candidates[i]
    for (const id of choices) {
      const left = seatsLeft.get(id)
      if (left === undefined) throw new Error(`rank ${rank} lists unknown unit ${id}`)
      if (left === 0) continue
      seatsLeft.set(id, left - 1)
      // Taken in rank order, so the latest admitted is the unit's worst rank.
      const result = results.get(id)!
      result.admitted++
      result.min_rank = rank
      admitted[i] = id
      break
    }
  }
  return { units: results, admitted }
}
