import Taro, { usePullDownRefresh, useReachBottom } from '@tarojs/taro'
import type { PostSummary } from '@types-contract/forum'
import type { TabConfigItem } from '@types-contract/user'
import { fetchFavorites } from '@/api/forumFavorites'
import { useQaTags } from '@/components/forum/useQaTags'
import { navigate } from '@/components/nav'
import { useCursorList, type CursorList } from '@/components/useCursorList'
import { postPagePath } from '@/lib/postActions'
import { useRefreshOnShow } from './usePageShows'

export interface FavoritesState {
  list: CursorList<PostSummary>
  qaTags: readonly TabConfigItem[]
  openPost: (id: number) => void
}

const quiet = { quiet: true }
const postKey = (p: PostSummary) => p.id

/**
 * 我的收藏's 帖子 tab: the user's kept posts as feed cards, newest kept first, cursor-paged (next page at
 * reach-bottom 80), pull-to-refresh. Keeps change elsewhere (收藏 on a post's page, another device), so
 * the list is read again each time the page shows again (`shows`, usePageShows): a post dropped on its
 * page is gone on coming back. A card opens the post's page (a vote its own).
 */
export function useFavorites(shows: number): FavoritesState {
  const list = useCursorList<PostSummary>((cursor) => fetchFavorites(cursor, quiet), [], { keyOf: postKey })
  const qaTags = useQaTags()

  useReachBottom(() => list.loadMore())
  usePullDownRefresh(async () => {
    const fresh = await list.refresh()
    Taro.stopPullDownRefresh()
    if (!fresh) Taro.showToast({ title: '刷新失败', icon: 'none' }).catch(() => undefined)
  })
  useRefreshOnShow(shows, () => void list.refresh())

  return {
    list,
    qaTags,
    openPost: (id) => {
      const post = list.state.items.find((p) => p.id === id)
      if (post) navigate(postPagePath(post))
    }
  }
}
