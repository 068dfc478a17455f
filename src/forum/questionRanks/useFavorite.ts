import Taro from '@tarojs/taro'
import { useEffect, useRef, useState } from 'react'
import type { PostDetail } from '@types-contract/forum'
import { errorText } from '@/api/errorText'
import { favoritePost, unfavoritePost } from '@/api/forumFavorites'
import { ApiError } from '@/api/request'
import { navigate } from '@/components/nav'
import { loginUrlFor } from '@/lib/loginGuard'
import { favoriteToast, toggledFavorite, type FavoriteState } from '@/lib/postActions'
import { userStore } from '@/stores'

export interface FavoriteControl extends FavoriteState {
  /** A keep or drop is on its way (further taps wait for it). */
  busy: boolean
  toggle: () => void
}

function toast(title: string): void {
  Taro.showToast({ title, icon: 'none' }).catch(() => undefined)
}

/**
 * 收藏 / 已收藏 of a post page (questionDetail, voteDetail): starts from the post as loaded, changes at
 * once on a tap (toast 已收藏 / 已取消收藏) and takes the server's answer when it comes; a failure puts
 * it back. An ApiError has had its catalogue row (401 logs out and offers login, 429 the
 * 请求过于频繁 dialog, 404 …); only the network failure is toasted here. A visitor's tap goes to the
 * phone login page and back to `here`, as 赞 does.
 */
export function useFavorite(post: PostDetail | undefined, here: string): FavoriteControl {
  const [state, setState] = useState<FavoriteState>({ favorited: false, count: 0 })
  const [busy, setBusy] = useState(false)
  const busyRef = useRef(false)
  useEffect(() => {
    if (post) setState({ favorited: post.favorited, count: post.favorite_count })
  }, [post?.id, post?.favorited, post?.favorite_count]) // eslint-disable-line react-hooks/exhaustive-deps -- the loaded post's keep is the dependency

  const toggle = async () => {
    if (!post || busyRef.current) return
    if (!userStore.isLoggedIn) return navigate(loginUrlFor(here))
    const before = state
    const next = toggledFavorite(before)
    busyRef.current = true
    setBusy(true)
    setState(next)
    toast(favoriteToast(next.favorited))
    try {
      const answer = next.favorited ? await favoritePost(post.id) : await unfavoritePost(post.id)
      setState({ favorited: answer.favorited, count: answer.favorite_count })
    } catch (e) {
      setState(before)
      if (!(e instanceof ApiError)) toast(errorText(e, '操作失败，请稍后再试'))
    } finally {
      busyRef.current = false
      setBusy(false)
    }
  }

  return { ...state, busy, toggle: () => void toggle() }
}
