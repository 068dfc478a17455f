/**
 * The recommended units the pages have loaded, by unit key, so professionSelector and the detail
 * pages open at once from a list (application/index, vip/index, professionDetails). Not persisted:
 * a page opened by URL loads its unit again. Cleared on logout (the units carry the user's rank).
 */
import type { RecommendedUnit } from '@types-contract/application'
import { registerReset } from './resetRegistry'

const units = new Map<string, RecommendedUnit>()

export const recommendationCache = {
  put(list: readonly RecommendedUnit[]): void {
    for (const u of list) units.set(u.key, u)
  },
  get(key: string): RecommendedUnit | undefined {
    return units.get(key)
  },
  clear(): void {
    units.clear()
  }
}

registerReset('recommendation', () => recommendationCache.clear())
