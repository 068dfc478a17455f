import Taro, { useReachBottom } from '@tarojs/taro'
import { useEffect, useState } from 'react'
import type { PostSummary } from '@types-contract/forum'
import type { PersonPage } from '@types-contract/forumPeople'
import { errorText, withErrorText } from '@/api/errorText'
import { fetchPerson, fetchPersonPosts, setBlock, setFollow } from '@/api/people'
import { ApiError } from '@/api/request'
import { navigate } from '@/components/nav'
import { useCursorList, type CursorList } from '@/components/useCursorList'
import { usePageLoad, type PageLoad } from '@/components/usePageLoad'
import { urlOf } from '@/routes'

export interface PeopleInfo {
  load: PageLoad<PersonPage>
  person: PersonPage | undefined
  posts: CursorList<PostSummary>
  busy: boolean
  toggleFollow: () => void
  /** 拉黑 or 解除拉黑 (blocking asks first), or 举报 (the feedback page's report form), from the ··· action sheet. */
  more: () => void
}

const quiet = { quiet: true }

function toast(title: string): void {
  Taro.showToast({ title, icon: 'none' }).catch(() => undefined)
}

/**
 * A user's page: who they are (usePageLoad), their posts (cursor-paged at reach-bottom 80), follow
 * and unfollow, block and unblock. Blocking removes the follows both ways and hides their posts, so
 * the page and the list are read again after it.
 */
export function usePeopleInfo(userId: number): PeopleInfo {
  const load = usePageLoad(() => withErrorText(fetchPerson(userId, quiet), '用户不存在或加载失败'))
  const [person, setPerson] = useState<PersonPage>()
  useEffect(() => setPerson(load.data), [load.data])
  const [round, setRound] = useState(0)
  const posts = useCursorList<PostSummary>((cursor) => fetchPersonPosts(userId, cursor, quiet), [userId, round], { keyOf: (p) => p.id, enabled: userId > 0 })
  useReachBottom(() => posts.loadMore())
  const [busy, setBusy] = useState(false)

  const run = async (action: () => Promise<void>) => {
    if (busy) return
    setBusy(true)
    try {
      await action()
    } catch (e) {
      // An ApiError has had its catalogue row; only the network failure is ours.
      if (!(e instanceof ApiError)) toast(errorText(e, '操作失败，请稍后再试'))
    } finally {
      setBusy(false)
    }
  }

  const toggleFollow = () =>
    void run(async () => {
      if (!person) return
      const answer = await setFollow(person.user_id, !person.followed)
      setPerson((p) => (p ? { ...p, followed: answer.followed, follower_num: answer.follower_num } : p))
      toast(answer.followed ? '已关注' : '已取消关注')
    })

  const changeBlock = (blocked: boolean) =>
    run(async () => {
      if (!person) return
      await setBlock(person.user_id, blocked)
      await load.reload()
      setRound((r) => r + 1)
      toast(blocked ? '已拉黑' : '已解除拉黑')
    })

  const more = async () => {
    if (!person || person.is_me) return
    const label = person.blocked ? '解除拉黑' : '拉黑'
    const picked = await Taro.showActionSheet({ itemList: [label, '举报'] }).catch(() => null)
    if (picked?.tapIndex === 1) return navigate(urlOf('personal/feedback', { type: 'report', user_id: person.user_id }))
    if (!picked || picked.tapIndex !== 0) return
    if (!person.blocked) {
      const { confirm } = await Taro.showModal({
        title: '拉黑',
        content: '拉黑后将不再看到 TA 的帖子和回答，TA 也无法回复你或关注你，并会解除你们之间的关注。确定拉黑吗？'
      })
      if (!confirm) return
    }
    await changeBlock(!person.blocked)
  }

  return { load, person, posts, busy, toggleFollow, more: () => void more() }
}
