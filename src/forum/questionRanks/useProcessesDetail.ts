import Taro, { usePullDownRefresh } from '@tarojs/taro'
import { useEffect, useState } from 'react'
import type { ProgressThread } from '@types-contract/forumProgress'
import { errorText, withErrorText } from '@/api/errorText'
import { fetchProgress, setSolved } from '@/api/forumProgress'
import { ApiError } from '@/api/request'
import { navigate } from '@/components/nav'
import { usePageLoad, type PageLoad } from '@/components/usePageLoad'
import { FORUM_PROGRESS_EVENT } from '@/lib/progressView'
import { urlOf } from '@/routes'

export interface ProcessesDetail {
  load: PageLoad<ProgressThread>
  /** The thread as shown: the load's, or a newer one from this page's or the form's change. */
  thread: ProgressThread | undefined
  /** 写进展: the asker's form. */
  write: () => void
  /** 标记已解决 / 重新打开 (the asker). */
  toggleSolved: () => void
  busy: boolean
  openQuestion: () => void
}

const quiet = { quiet: true }

function toast(title: string): void {
  Taro.showToast({ title, icon: 'none' }).catch(() => undefined)
}

/**
 * A question's progress page: the thread (pull-down refresh loads it again), and for its asker 写进展
 * and 标记已解决 / 重新打开. A note written on the form (behind which this page may wait) arrives by
 * FORUM_PROGRESS_EVENT, so coming back shows it without a reload. A failed change is the error
 * catalogue's to show; with no network at all the page says so itself.
 */
export function useProcessesDetail(id: number): ProcessesDetail {
  const load = usePageLoad(() => withErrorText(fetchProgress(id, quiet), '问题不存在或已删除'))
  const [thread, setThread] = useState<ProgressThread>()
  const [busy, setBusy] = useState(false)
  useEffect(() => setThread(load.data), [load.data])

  usePullDownRefresh(async () => {
    await load.reload()
    Taro.stopPullDownRefresh()
  })

  useEffect(() => {
    const changed = (next: ProgressThread) => {
      if (next.post_id === id) setThread(next)
    }
    Taro.eventCenter.on(FORUM_PROGRESS_EVENT, changed)
    return () => {
      Taro.eventCenter.off(FORUM_PROGRESS_EVENT, changed)
    }
  }, [id])

  const toggleSolved = async () => {
    if (!thread || busy) return
    const solved = thread.solved_at === null
    setBusy(true)
    try {
      const next = await setSolved(id, solved)
      Taro.eventCenter.trigger(FORUM_PROGRESS_EVENT, next)
      toast(solved ? '已标记为已解决' : '已重新打开')
    } catch (e) {
      if (!(e instanceof ApiError)) toast(errorText(e, '操作失败，请稍后再试'))
    } finally {
      setBusy(false)
    }
  }

  return {
    load,
    thread,
    write: () => navigate(urlOf('forum/processes/questionFeedback', { id })),
    toggleSolved: () => void toggleSolved(),
    busy,
    openQuestion: () => navigate(urlOf('forum/questionRanks/questionDetail', { id }))
  }
}
