import Taro from '@tarojs/taro'
import { useState } from 'react'
import { RECOMMEND_TAB, type ForumLevel } from '@types-contract/forum'
import type { TabConfigItem } from '@types-contract/user'
import { getTabConfig } from '@/api/user'
import { usePageLoad } from '@/components/usePageLoad'
import { levelOfIdentity } from '@/lib/composeForm'
import { interestsForLevel, parseForumPrefs, toggleInterest, type ForumPrefs } from '@/lib/forumPrefs'
import { FORUM_HOME_STALE_EVENT } from '@/lib/forumView'
import { STORAGE_KEYS, storage } from '@/platform/storage'
import { ENTRY_ROUTE } from '@/routes'
import { userStore } from '@/stores'

/**
 * The welcome page's state: the level (the saved choice, else the user's identity's), the interests
 * picked among that level's tabs, and saving them, after which the home tab shows that level with
 * those tabs first.
 */
export function useWelcome() {
  const [saved] = useState(() => parseForumPrefs(storage.get(STORAGE_KEYS.forumPrefs)))
  const [level, setLevelState] = useState<ForumLevel>(saved?.level ?? levelOfIdentity(userStore.data.identity))
  const [interests, setInterests] = useState<string[]>(saved?.interests ?? [])
  const config = usePageLoad(() => getTabConfig())
  const tabsOf = (l: ForumLevel): TabConfigItem[] => (config.data?.TabConfig[l] ?? []).filter((t) => t.key !== RECOMMEND_TAB)

  return {
    config,
    level,
    tabs: tabsOf(level),
    interests,
    setLevel: (next: ForumLevel) => {
      setLevelState(next)
      setInterests((picked) => interestsForLevel(picked, tabsOf(next)))
    },
    toggle: (key: string) => setInterests((picked) => toggleInterest(picked, key)),
    save: () => {
      const chosen: ForumPrefs = { level, interests }
      storage.set(STORAGE_KEYS.forumPrefs, chosen)
      Taro.eventCenter.trigger(FORUM_HOME_STALE_EVENT)
      Taro.switchTab({ url: `/${ENTRY_ROUTE.page}` }).catch(() => undefined)
    }
  }
}
