import { useReachBottom } from '@tarojs/taro'
import type { PostSummary } from '@types-contract/forum'
import { fetchPersonPosts } from '@/api/people'
import { useCursorList, type CursorList } from '@/components/useCursorList'
import { userStore } from '@/stores'
import { usePageShows, useRefreshOnShow } from './usePageShows'

/**
 * 我的话题's state: the user's own posts (questions, topics, votes) from the forum's author feed
 * (GET /api/forum/people/<me>/posts/, which gives the owner the held and hidden ones too, each with
 * its status), newest first, the next page at reach-bottom 80, read again when the page shows again
 * (after posting from here, or a post opened and changed).
 */
export function useTopicRecord(): CursorList<PostSummary> {
  const me = userStore.data.user_id
  const posts = useCursorList<PostSummary>((cursor) => fetchPersonPosts(me, cursor, { quiet: true }), [me], { keyOf: (p) => p.id, enabled: me > 0 })
  useReachBottom(() => posts.loadMore())
  useRefreshOnShow(usePageShows(), () => void posts.refresh())
  return posts
}
