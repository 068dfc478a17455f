import { useRef, useState } from 'react'
import type { Answer } from '@types-contract/forum'
import { errorText } from '@/api/errorText'
import { fetchReplies } from '@/api/forumReplies'
import type { CursorList } from '@/components/useCursorList'
import { moreReplies } from '@/lib/forumView'
import { moreRepliesLabel, repliesCursor, withReplies } from '@/lib/forumReplies'

/** The control under one answer's replies. */
export interface MoreRepliesControl {
  /** 查看全部 N 条回复, 展开更多回复（M）, 加载中…, or the failure and 点击重试. */
  label: string
  busy: boolean
  failed: boolean
  onTap: () => void
}

export interface MoreReplies {
  /** The control for an answer, or undefined when all its replies are shown. */
  controlOf: (answer: Answer) => MoreRepliesControl | undefined
}

interface Reading {
  busy: boolean
  /** A page of this answer's replies was read. */
  read: boolean
  error?: string
}

/**
 * 查看全部 N 条回复 / 展开更多回复 under an answer's first replies: each tap reads the next page of
 * that answer's replies (GET FORUM_REPLY_PATHS.answers + '<id>/replies/', from the last reply read,
 * or from the third the answers list gave) into the answers list, so replying and reporting work on
 * them as on the first ones. A failed page shows its error in the control, whose tap retries.
 */
export function useMoreReplies(answers: CursorList<Answer>): MoreReplies {
  const cursors = useRef(new Map<number, string>())
  const [reading, setReading] = useState<Record<number, Reading>>({})
  const busy = useRef(new Set<number>())

  const readOn = async (answer: Answer) => {
    if (busy.current.has(answer.id)) return
    busy.current.add(answer.id)
    setReading((r) => ({ ...r, [answer.id]: { busy: true, read: r[answer.id]?.read === true } }))
    try {
      const page = await fetchReplies(answer.id, repliesCursor(answer, cursors.current.get(answer.id)), { quiet: true })
      const end = page.next_cursor === null
      if (end) cursors.current.delete(answer.id)
      else cursors.current.set(answer.id, page.next_cursor!)
      answers.setItems((items) => items.map((a) => (a.id === answer.id ? withReplies(a, page.results, end) : a)))
      setReading((r) => ({ ...r, [answer.id]: { busy: false, read: true } }))
    } catch (e) {
      setReading((r) => ({ ...r, [answer.id]: { busy: false, read: r[answer.id]?.read === true, error: errorText(e, '加载失败') } }))
    } finally {
      busy.current.delete(answer.id)
    }
  }

  return {
    controlOf: (answer) => {
      const more = moreReplies(answer)
      if (more === 0) return undefined
      const state = reading[answer.id]
      const label = state?.busy ? '加载中…' : state?.error ? `${state.error}，点击重试` : moreRepliesLabel(answer, state?.read === true, more)
      return { label, busy: state?.busy === true, failed: !state?.busy && state?.error !== undefined, onTap: () => void readOn(answer) }
    }
  }
}
