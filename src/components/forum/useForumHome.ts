import Taro, { useDidShow, usePullDownRefresh, useReachBottom } from '@tarojs/taro'
import { useCallback, useEffect, useRef, useState } from 'react'
import type { FeedPage, HomeResponse, PostSummary } from '@types-contract/forum'
import type { TabConfigItem } from '@types-contract/user'
import { errorText } from '@/api/errorText'
import { fetchFeed, fetchHome } from '@/api/forum'
import { DEFAULT_FEED, FORUM_HOME_STALE_EVENT, feedQuery, isDefaultFeed, toggleHashtag, type FeedSelection } from '@/lib/forumView'
import { orderTabs, parseForumPrefs, type ForumPrefs } from '@/lib/forumPrefs'
import { STORAGE_KEYS, storage } from '@/platform/storage'
import { urlOf } from '@/routes'
import { useCursorList, type CursorList } from '../useCursorList'

export interface ForumHome {
  /** The home answer (tabs, hashtags, QA tags, hot list) once it has come. */
  home: HomeResponse | undefined
  /** Why the home answer did not come (shown with 重试 while there is no home). */
  homeError: string | undefined
  retryHome: () => void
  /** The level's tabs, 推荐 first, then the reader's interests (welcome page). */
  tabs: TabConfigItem[]
  /** Whether the reader has not chosen a level and interests yet (the welcome card shows). */
  unwelcomed: boolean
  openWelcome: () => void
  /** × on the welcome card: the level shown is taken as the choice. */
  dismissWelcome: () => void
  selection: FeedSelection
  selectTab: (key: string) => void
  pickHashtag: (key: string) => void
  feed: CursorList<PostSummary>
  /** A pull-to-refresh that failed (what is shown stays): said in a line, not a toast, whose code the first screen would carry. */
  refreshFailed: boolean
  openPost: (id: number) => void
}

const postKey = (p: PostSummary) => p.id
const readPrefs = () => parseForumPrefs(storage.get(STORAGE_KEYS.forumPrefs))
const quiet = { quiet: true }

function scrollToTop(): void {
  Taro.pageScrollTo({ scrollTop: 0, duration: 0 }).catch(() => undefined)
}

/**
 * The home tab's state: the home answer (one request for the first screen, its feed page included),
 * the picked feed tab and hashtag, the feed itself (cursor-paged, next page at reach-bottom 80),
 * pull-to-refresh. Imports no store: this is the H5 entry route (docs/performance.md).
 */
export function useForumHome(): ForumHome {
  const [home, setHome] = useState<HomeResponse>()
  const [homeError, setHomeError] = useState<string>()
  const [selection, setSelection] = useState<FeedSelection>(DEFAULT_FEED)
  const [refreshFailed, setRefreshFailed] = useState(false)
  /** The home answer's feed page, taken by the feed's first request for the default selection. */
  const seed = useRef<FeedPage>()
  const selectionRef = useRef(selection)
  selectionRef.current = selection
  const levelRef = useRef<HomeResponse['level']>()
  const [prefs, setPrefs] = useState<ForumPrefs | undefined>(readPrefs)

  const loadHome = useCallback(async (): Promise<boolean> => {
    const chosen = readPrefs()
    setPrefs(chosen)
    try {
      const answer = await fetchHome(chosen?.level, quiet)
      seed.current = answer.feed
      // Another level (the user logged in or switched identity meanwhile) has other tabs.
      if (levelRef.current !== undefined && levelRef.current !== answer.level) setSelection(DEFAULT_FEED)
      levelRef.current = answer.level
      setHome(answer)
      setHomeError(undefined)
      return true
    } catch (e) {
      setHomeError(errorText(e, '加载失败，请稍后再试'))
      return false
    }
  }, [])

  useEffect(() => {
    loadHome()
  }, [loadHome])

  const level = home?.level
  const feed = useCursorList<PostSummary>(
    (cursor) => {
      const taken = seed.current
      seed.current = undefined
      if (cursor === undefined && taken && isDefaultFeed(selectionRef.current)) return Promise.resolve(taken)
      return fetchFeed(feedQuery(level ?? 'middle_school', selectionRef.current, cursor), quiet)
    },
    [level, selection.tab, selection.hashtag],
    { keyOf: postKey, enabled: level !== undefined }
  )

  const reload = async () => {
    const homeOk = await loadHome()
    const feedOk = await feed.refresh()
    setRefreshFailed(!homeOk || !feedOk)
  }
  useReachBottom(() => feed.loadMore())
  usePullDownRefresh(async () => {
    await reload()
    Taro.stopPullDownRefresh()
  })
  // A post the user wrote meanwhile (the tab page stays alive behind the composer) shows on coming back.
  const posted = useRef(false)
  useEffect(() => {
    const mark = () => {
      posted.current = true
    }
    Taro.eventCenter.on(FORUM_HOME_STALE_EVENT, mark)
    return () => {
      Taro.eventCenter.off(FORUM_HOME_STALE_EVENT, mark)
    }
  }, [])
  useDidShow(() => {
    if (!posted.current) return
    posted.current = false
    reload()
  })

  const choose = (next: FeedSelection) => {
    if (next.tab === selection.tab && next.hashtag === selection.hashtag) return
    setSelection(next)
    setRefreshFailed(false)
    scrollToTop()
  }

  return {
    home,
    homeError,
    retryHome: () => {
      setHomeError(undefined)
      loadHome()
    },
    tabs: home ? orderTabs(home.tabs, prefs?.level === home.level ? prefs.interests : []) : [],
    unwelcomed: prefs === undefined,
    openWelcome: () => {
      Taro.navigateTo({ url: urlOf('forum/questionRanks/welcome') }).catch(() => undefined)
    },
    dismissWelcome: () => {
      if (!home) return
      const chosen: ForumPrefs = { level: home.level, interests: [] }
      storage.set(STORAGE_KEYS.forumPrefs, chosen)
      setPrefs(chosen)
    },
    selection,
    selectTab: (key) => choose({ tab: key, hashtag: selection.hashtag }),
    pickHashtag: (key) => choose(toggleHashtag(selection, key)),
    feed,
    refreshFailed,
    openPost: (id) => {
      // A vote opens its own page (a hot-list entry, whose kind is unknown here, is sent on by the question page).
      const vote = feed.state.items.some((p) => p.id === id && p.kind === 'vote')
      Taro.navigateTo({ url: urlOf(vote ? 'forum/questionRanks/voteDetail' : 'forum/questionRanks/questionDetail', { id }) }).catch(() => undefined)
    }
  }
}
