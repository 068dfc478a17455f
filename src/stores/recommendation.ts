/**
 * The recommended units the pages have loaded, by unit key, so professionSelector and the detail
 * pages open at once from a list (application/index, vip/index, professionDetails). Not persisted:
 * a page opened by URL loads its unit again. Cleared on logout (the units carry the user's rank).
 *
 * With them, the 本科/专科 list the user switched to on 填志愿 (batchChoice): every recommendation
 * request (the band lists, the unit pages, 专业优先, AI fill) sends it while the info it was chosen
 * for stays the same; another score or track starts from the server's default again.
 */
import type { GaokaoInfoParams, RecommendedUnit } from '@types-contract/application'
import type { InstitutionLevel } from '@types-contract/gaokao'
import { batchInfoKey } from '../lib/recommendView'
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

let chosen: { key: string; level: InstitutionLevel } | null = null

export const batchChoice = {
  /** The level chosen for this info; undefined: none, the server's batch_default. */
  levelFor(info: GaokaoInfoParams): InstitutionLevel | undefined {
    return chosen && chosen.key === batchInfoKey(info) ? chosen.level : undefined
  },
  choose(info: GaokaoInfoParams, level: InstitutionLevel): void {
    chosen = { key: batchInfoKey(info), level }
  },
  clear(): void {
    chosen = null
  }
}

registerReset('recommendation', () => {
  recommendationCache.clear()
  batchChoice.clear()
})
