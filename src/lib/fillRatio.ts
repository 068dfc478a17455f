/**
 * The 冲 / 稳 / 保 ratio of AI filling (vip/index), stepped by 10 percentage points and always
 * summing to 100. 保 never drops below MIN_SAFE: a generated form without a safe choice is the
 * first thing the form warns about.
 */
import type { FillRatio } from '@types-contract/application'

export const RATIO_STEP = 10
export const MIN_SAFE = 10
type Part = keyof FillRatio

const PARTS: readonly Part[] = ['rush', 'stable', 'safe']
const floorOf = (p: Part) => (p === 'safe' ? MIN_SAFE : 0)

/**
 * `part` up or down by one step; the difference comes from (or goes to) the other parts, the
 * largest share first when taking and 保 then 稳 first when giving back. Unchanged when the step
 * does not fit (a part at 0 or 100, 保 at its floor, nothing left to take).
 */
export function stepRatio(ratio: FillRatio, part: Part, direction: 1 | -1): FillRatio {
  const next = { ...ratio }
  const target = next[part] + direction * RATIO_STEP
  if (target < floorOf(part) || target > 100) return ratio
  const others = PARTS.filter((p) => p !== part)
  if (direction === 1) {
    const donor = [...others].sort((a, b) => next[b] - floorOf(b) - (next[a] - floorOf(a)))[0]
    if (next[donor] - RATIO_STEP < floorOf(donor)) return ratio
    next[donor] -= RATIO_STEP
  } else {
    const taker = (['safe', 'stable', 'rush'] as const).find((p) => p !== part)!
    next[taker] += RATIO_STEP
  }
  next[part] = target
  return next
}
