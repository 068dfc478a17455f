import Taro from '@tarojs/taro'
import { useEffect, useState } from 'react'
import type { ProgressThread } from '@types-contract/forumProgress'
import { errorText, withErrorText } from '@/api/errorText'
import { addProgress, fetchProgress } from '@/api/forumProgress'
import { usePageLoad, type PageLoad } from '@/components/usePageLoad'
import { checkProgressText, FORUM_PROGRESS_EVENT } from '@/lib/progressView'
import { urlOf } from '@/routes'

export interface QuestionFeedback {
  load: PageLoad<ProgressThread>
  text: string
  setText: (text: string) => void
  solved: boolean
  setSolved: (solved: boolean) => void
  /** Why 提交 is off (nothing written, or too long), or undefined when the note may be sent. */
  problem: string | undefined
  /** The server's refusal, or a network failure. */
  sendError: string | undefined
  sending: boolean
  submit: () => void
}

const PROGRESS_PAGE = 'forum/questionRanks/processesDetail'

function toast(title: string): void {
  Taro.showToast({ title, icon: 'none' }).catch(() => undefined)
}

/** Whether the page behind this one is the progress page of question `id` (the form was opened from it). */
function progressPageBehind(id: number): boolean {
  const pages = Taro.getCurrentPages()
  const behind = pages[pages.length - 2] as { route?: string; options?: Record<string, string> } | undefined
  return behind?.route?.replace(/^\//, '').split('?')[0] === PROGRESS_PAGE && String(behind.options?.id) === String(id)
}

/**
 * 问题反馈, the asker's form: the question's current state (the 已解决 switch starts from it), the
 * note's text (1–500 characters, counted as the server counts), 提交. After sending, the thread
 * goes out on FORUM_PROGRESS_EVENT (the question page and an open progress page take it), and the
 * progress page replaces the form (or, when the form was opened from it, the form goes back to it).
 */
export function useQuestionFeedback(id: number): QuestionFeedback {
  const load = usePageLoad(() => withErrorText(fetchProgress(id, { quiet: true }), '问题不存在或已删除'))
  const [text, setText] = useState('')
  const [solved, setSolved] = useState(false)
  const [sending, setSending] = useState(false)
  const [sendError, setSendError] = useState<string>()
  useEffect(() => {
    if (load.data) setSolved(load.data.solved_at !== null)
  }, [load.data])

  const check = checkProgressText(text)

  const submit = async () => {
    if (!check.ok || sending) return
    setSending(true)
    setSendError(undefined)
    try {
      const thread = await addProgress(id, { body: check.body, solved })
      const mine = thread.notes[thread.notes.length - 1]
      toast(mine?.status === 'held' ? '已提交，审核通过后对其他人可见' : '进展已更新')
      Taro.eventCenter.trigger(FORUM_PROGRESS_EVENT, thread)
      if (progressPageBehind(id)) Taro.navigateBack().catch(() => undefined)
      else Taro.redirectTo({ url: urlOf(PROGRESS_PAGE, { id }) }).catch(() => undefined)
    } catch (e) {
      // 401, 403, 429 and 400 have had the error catalogue's login, dialog or toast; the line stays under the form.
      setSendError(errorText(e, '提交失败，请稍后再试'))
    } finally {
      setSending(false)
    }
  }

  return {
    load,
    text,
    setText: (next) => {
      setText(next)
      setSendError(undefined)
    },
    solved,
    setSolved,
    problem: check.ok ? undefined : check.message,
    sendError,
    sending,
    submit: () => void submit()
  }
}
