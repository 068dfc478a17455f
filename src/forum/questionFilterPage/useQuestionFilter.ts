import Taro, { useReachBottom, useRouter } from '@tarojs/taro'
import { useEffect, useMemo, useState } from 'react'
import type { PostSummary } from '@types-contract/forum'
import type { TabConfigItem, TabConfigResponse } from '@types-contract/user'
import { fetchQuestionFilter } from '@/api/forumRanks'
import { getTabConfig } from '@/api/user'
import { navigate } from '@/components/nav'
import { useCursorList, type CursorList } from '@/components/useCursorList'
import { usePageLoad, type PageLoad } from '@/components/usePageLoad'
import { postTabs } from '@/lib/composeForm'
import { filterFromParams, filterParams, filterQuery, sameFilter, withinConfig, type QuestionFilter } from '@/lib/questionFilter'
import { replacePageUrl } from '@/platform/pageQuery'
import { urlOf } from '@/routes'
import { readerLevel } from '../components/readerLevel'

export interface QuestionFilterState {
  /** The QA-tag and tab config (the filter bar waits for it). */
  config: PageLoad<TabConfigResponse>
  /** The filter as asked: the address's, kept to what the config lists. */
  filter: QuestionFilter
  qaTags: TabConfigItem[]
  tabs: TabConfigItem[]
  set: (change: Partial<Omit<QuestionFilter, 'level'>>) => void
  list: CursorList<PostSummary>
  openPost: (id: number) => void
}

const PAGE = 'forum/questionFilterPage/questionFilterDetail'
const quiet = { quiet: true }
const postKey = (p: PostSummary) => p.id

/**
 * 问题筛选's state: the filter (QA tag, tab, state, sort) starts from the page's address and is
 * written back to it on every change (platform/pageQuery.ts), so a reload opens the same filter; the
 * questions come cursor-paged (next page at reach-bottom 80) once the config is
 * known, so a QA tag or tab the config no longer lists is dropped instead of sent.
 */
export function useQuestionFilter(): QuestionFilterState {
  const { params } = useRouter()
  const [asked, setAsked] = useState<QuestionFilter>(() => filterFromParams(params, readerLevel()))
  const config = usePageLoad(() => getTabConfig({ quiet: true }))
  const qaTags = config.data?.QaTagConfig ?? []
  const tabs = useMemo(() => postTabs(config.data?.TabConfig[asked.level] ?? []), [config.data, asked.level])
  const ready = config.data !== undefined
  const filter = ready ? withinConfig(asked, qaTags, tabs) : asked

  const list = useCursorList<PostSummary>(
    (cursor) => fetchQuestionFilter(filterQuery(filter, cursor), quiet),
    [filter.level, filter.qaTag, filter.tab, filter.state, filter.sort],
    {
      keyOf: postKey,
      enabled: ready
    }
  )

  useEffect(() => {
    if (ready) replacePageUrl(urlOf(PAGE, filterParams(filter)))
  }, [ready, filter.level, filter.qaTag, filter.tab, filter.state, filter.sort]) // eslint-disable-line react-hooks/exhaustive-deps -- the filter's fields are the dependency

  useReachBottom(() => list.loadMore())

  return {
    config,
    filter,
    qaTags,
    tabs,
    set: (change) => {
      const next = { ...filter, ...change }
      if (sameFilter(next, filter)) return
      setAsked(next)
      Taro.pageScrollTo({ scrollTop: 0, duration: 0 }).catch(() => undefined)
    },
    list,
    openPost: (id) => navigate(urlOf('forum/questionRanks/questionDetail', { id }))
  }
}
