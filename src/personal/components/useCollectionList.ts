import Taro, { usePullDownRefresh, useReachBottom } from '@tarojs/taro'
import { useState } from 'react'
import type { CollectionKind } from '@types-contract/personalCollections'
import type { InstitutionSummary } from '@types-contract/gaokao'
import type { MajorSummary } from '@types-contract/edu'
import { fetchFavoriteInstitutions, fetchFavoriteMajors } from '@/api/collections'
import { changeCollected } from '@/components/useCollect'
import { usePagedList, type PagedList } from '@/components/usePagedList'
import { useRefreshOnShow } from './usePageShows'

export interface CollectionList<T> {
  list: PagedList<T>
  /** The card removed while its call is on its way. */
  removing: number | string | null
  /** 取消收藏 on a card: the server, the user store, then the list. */
  remove: (key: number | string) => void
}

const quiet = { quiet: true }

/**
 * One of 我的收藏's 院校 / 专业 tabs: the favourites as cards, newest first, paged (reach-bottom 80),
 * pull-to-refresh, read again when the page shows again (a 收藏 changed on a detail page opened from
 * here); 取消收藏 drops a card at once.
 */
function useCollectionList<T>(
  fetchPage: (page: number) => Promise<{ count: number; results: T[] }>,
  keyOf: (item: T) => number | string,
  kind: CollectionKind,
  shows: number
): CollectionList<T> {
  const list = usePagedList<T>(fetchPage, [], keyOf)
  const [removed, setRemoved] = useState<ReadonlySet<number | string>>(new Set())
  const [removing, setRemoving] = useState<number | string | null>(null)
  useReachBottom(() => list.loadMore())
  const refresh = async () => {
    const fresh = await list.refresh()
    if (fresh) setRemoved(new Set())
    return fresh
  }
  usePullDownRefresh(async () => {
    const fresh = await refresh()
    Taro.stopPullDownRefresh()
    if (!fresh) Taro.showToast({ title: '刷新失败', icon: 'none' }).catch(() => undefined)
  })
  useRefreshOnShow(shows, () => void refresh())

  const remove = async (key: number | string) => {
    if (removing !== null) return
    setRemoving(key)
    if (await changeCollected(kind, key, false)) {
      setRemoved((s) => new Set(s).add(key))
      Taro.showToast({ title: '已取消收藏', icon: 'none' }).catch(() => undefined)
    }
    setRemoving(null)
  }

  const items = list.state.items.filter((item) => !removed.has(keyOf(item)))
  const count = Math.max(0, list.state.count - (list.state.items.length - items.length))
  return { list: { ...list, state: { ...list.state, items, count } }, removing, remove: (key) => void remove(key) }
}

const institutionKey = (u: InstitutionSummary) => u.id
const majorKey = (m: MajorSummary) => m.code

export const useFavoriteInstitutions = (shows: number) => useCollectionList((page) => fetchFavoriteInstitutions(page, quiet), institutionKey, 'univ', shows)
export const useFavoriteMajors = (shows: number) => useCollectionList((page) => fetchFavoriteMajors(page, quiet), majorKey, 'prof', shows)
