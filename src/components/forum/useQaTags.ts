import { useEffect, useState } from 'react'
import type { TabConfigItem } from '@types-contract/user'
import { getTabConfig } from '@/api/user'

/**
 * The QA-tag labels feed cards show, for a page of cards that has no home answer to take them from
 * (a circle, a hashtag page, 我的收藏): none until the config comes (a card then shows the key).
 */
export function useQaTags(): readonly TabConfigItem[] {
  const [tags, setTags] = useState<readonly TabConfigItem[]>([])
  useEffect(() => {
    getTabConfig({ quiet: true })
      .then((c) => setTags(c.QaTagConfig))
      .catch(() => undefined)
  }, [])
  return tags
}
