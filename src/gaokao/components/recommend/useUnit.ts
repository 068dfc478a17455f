import { useRouter } from '@tarojs/taro'
import type { AdmissionBand, RecommendedUnit } from '@types-contract/application'
import { getRecommendations } from '@/api/application'
import { usePageLoad, type PageLoad } from '@/components/usePageLoad'
import { BAND_TABS } from '@/lib/recommendView'
import { recommendationCache } from '@/stores/recommendation'

/**
 * The unit a page was opened for (?key&band&q): from the lists' cache, else found again through
 * the recommendation call (its band, filtered by the institution's name).
 */
export function useUnit(): PageLoad<RecommendedUnit> & { key: string } {
  const { params } = useRouter()
  const key = decodeURIComponent(params.key ?? '')
  const band = (BAND_TABS as readonly string[]).includes(params.band ?? '') ? (params.band as AdmissionBand) : undefined
  const q = decodeURIComponent(params.q ?? '')
  const load = usePageLoad<RecommendedUnit>(async () => {
    const cached = recommendationCache.get(key)
    if (cached) return cached
    for (const b of band ? [band] : BAND_TABS) {
      const answer = await getRecommendations({ band: b, q, page_size: 50 })
      recommendationCache.put(answer.results)
      const found = answer.results.find((u) => u.key === key)
      if (found) return found
    }
    throw new Error('没有找到这个志愿，请返回重新选择')
  })
  return { ...load, key }
}
