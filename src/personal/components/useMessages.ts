import Taro, { useDidShow, useReachBottom } from '@tarojs/taro'
import { useEffect, useRef, useState } from 'react'
import { MESSAGE_TYPE_LABELS, type MessageCounts, type MessageItem, type MessageType } from '@types-contract/forumPeople'
import { setUnreadCount } from '@/api/account'
import { errorText } from '@/api/errorText'
import { cleanMessages, consumeMessages, fetchMessageCounts, fetchMessages } from '@/api/people'
import { ApiError } from '@/api/request'
import { navigate } from '@/components/nav'
import { useCursorList, type CursorList } from '@/components/useCursorList'
import { messageTarget } from '@/lib/peopleView'
import { urlOf } from '@/routes'

export interface Messages {
  type: MessageType
  pick: (type: MessageType) => void
  counts: MessageCounts | null
  list: CursorList<MessageItem>
  open: (message: MessageItem) => void
  readAll: () => void
  clean: () => void
  busy: boolean
}

const quiet = { quiet: true }

function toast(title: string): void {
  Taro.showToast({ title, icon: 'none' }).catch(() => undefined)
}

/**
 * The messages page: one type's messages (cursor-paged at reach-bottom 80), the unread counts of
 * the tabs, 全部已读 and 清空. Opening a type marks it read once its first page is shown (its rows keep
 * their unread dots while the page is open); every new count goes to the user store and the 我的
 * tab's badge (api/account.ts setUnreadCount).
 */
export function useMessages(initial: MessageType): Messages {
  const [type, setType] = useState<MessageType>(initial)
  const [counts, setCounts] = useState<MessageCounts | null>(null)
  const [busy, setBusy] = useState(false)
  const list = useCursorList<MessageItem>((cursor) => fetchMessages(type, cursor, quiet), [type], { keyOf: (m) => m.id })
  useReachBottom(() => list.loadMore())

  const apply = (next: MessageCounts) => {
    setCounts(next)
    setUnreadCount(next.total)
  }
  useDidShow(() => {
    fetchMessageCounts(quiet)
      .then(apply)
      .catch(() => undefined)
  })

  // The shown type is read once its first page is up (one request per type and visit).
  const consuming = useRef<MessageType | null>(null)
  const unreadHere = counts ? counts[type] : 0
  useEffect(() => {
    if (!list.state.loaded || unreadHere === 0 || consuming.current === type) return
    consuming.current = type
    consumeMessages(type, quiet)
      .then(apply)
      .catch(() => undefined)
      .finally(() => (consuming.current = null))
  }, [list.state.loaded, unreadHere, type])

  const failed = (e: unknown) => {
    if (!(e instanceof ApiError)) toast(errorText(e, '操作失败，请稍后再试'))
  }

  const readAll = async () => {
    if (busy) return
    setBusy(true)
    try {
      apply(await consumeMessages())
      list.setItems((items) => items.map((m) => ({ ...m, read: true })))
      toast('已全部标为已读')
    } catch (e) {
      failed(e)
    } finally {
      setBusy(false)
    }
  }

  const clean = async () => {
    if (busy) return
    const label = MESSAGE_TYPE_LABELS[type]
    const { confirm } = await Taro.showModal({ title: '清空消息', content: `确定清空全部「${label}」消息吗？清空后无法恢复。` })
    if (!confirm) return
    setBusy(true)
    try {
      apply(await cleanMessages(type))
      list.setItems(() => [])
      toast('已清空')
    } catch (e) {
      failed(e)
    } finally {
      setBusy(false)
    }
  }

  const open = (message: MessageItem) => {
    const target = messageTarget(message)
    if (!target) return
    if ('post' in target) navigate(urlOf('forum/questionRanks/questionDetail', { id: target.post }))
    else navigate(urlOf('personal/peopleInfo', { user_id: target.person }))
  }

  return { type, pick: setType, counts, list, open, readAll: () => void readAll(), clean: () => void clean(), busy }
}
