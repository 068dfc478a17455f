import Taro, { usePullDownRefresh, useRouter } from '@tarojs/taro'
import { useCallback, useEffect, useRef, useState } from 'react'
import type { ForumLevel } from '@types-contract/forum'
import type { RankEntry, RankKind, RankList } from '@types-contract/forumRanks'
import { errorText } from '@/api/errorText'
import { fetchRanks } from '@/api/forumRanks'
import { navigate } from '@/components/nav'
import { filterParams, levelParam, rankKindParam } from '@/lib/questionFilter'
import { replacePageUrl } from '@/platform/pageQuery'
import { urlOf } from '@/routes'
import { readerLevel } from '../components/readerLevel'

export type RanksPhase = 'loading' | 'error' | 'empty' | 'list'

export interface QuestionRanks {
  level: ForumLevel
  kind: RankKind
  pick: (kind: RankKind) => void
  phase: RanksPhase
  entries: RankEntry[]
  error: string | undefined
  retry: () => void
  openPost: (id: number) => void
  openFilter: () => void
}

const quiet = { quiet: true }
const PAGE = 'forum/questionRanks/index'

/**
 * 问答排行's state: the level (the address's, else the reader's), the picked list (回答最多 / 获赞最多 /
 * 本周热门, kept in the address), each list fetched once when first shown and again on
 * pull-to-refresh; a failed refresh keeps what is shown and says so in a toast.
 */
export function useQuestionRanks(): QuestionRanks {
  const { params } = useRouter()
  const [level] = useState<ForumLevel>(() => levelParam(params.level, readerLevel()))
  const [kind, setKind] = useState<RankKind>(() => rankKindParam(params.kind))
  const [lists, setLists] = useState<Partial<Record<RankKind, RankList>>>({})
  const [errors, setErrors] = useState<Partial<Record<RankKind, string>>>({})
  const listsRef = useRef(lists)
  listsRef.current = lists

  const load = useCallback(
    async (which: RankKind): Promise<boolean> => {
      setErrors((e) => ({ ...e, [which]: undefined }))
      try {
        const list = await fetchRanks(level, which, quiet)
        setLists((l) => ({ ...l, [which]: list }))
        return true
      } catch (e) {
        // A list already shown stays; only a first load shows the error with 重试.
        if (!listsRef.current[which]) setErrors((errs) => ({ ...errs, [which]: errorText(e, '加载失败，请稍后再试') }))
        return false
      }
    },
    [level]
  )

  useEffect(() => {
    replacePageUrl(urlOf(PAGE, { level, kind }))
    if (!listsRef.current[kind]) load(kind)
  }, [kind, level, load])

  usePullDownRefresh(async () => {
    const ok = await load(kind)
    Taro.stopPullDownRefresh()
    if (!ok && listsRef.current[kind]) Taro.showToast({ title: '刷新失败，请稍后再试', icon: 'none' }).catch(() => undefined)
  })

  const list = lists[kind]
  const error = errors[kind]
  const phase: RanksPhase = list ? (list.results.length === 0 ? 'empty' : 'list') : error ? 'error' : 'loading'
  return {
    level,
    kind,
    pick: (next) => {
      if (next === kind) return
      setKind(next)
      Taro.pageScrollTo({ scrollTop: 0, duration: 0 }).catch(() => undefined)
    },
    phase,
    entries: list?.results ?? [],
    error,
    retry: () => void load(kind),
    openPost: (id) => navigate(urlOf('forum/questionRanks/questionDetail', { id })),
    openFilter: () => navigate(urlOf('forum/questionFilterPage/questionFilterDetail', filterParams({ level, state: 'all', sort: 'latest' })))
  }
}
