import Taro from '@tarojs/taro'
import { useEffect, useState } from 'react'
import type { PostDetail } from '@types-contract/forum'
import type { ProgressThread } from '@types-contract/forumProgress'
import { navigate } from '@/components/nav'
import { FORUM_PROGRESS_EVENT } from '@/lib/progressView'
import { urlOf } from '@/routes'

export interface ProgressSummary {
  /** When the question was marked solved, or null. */
  solvedAt: string | null
  /** Notes the reader may see. */
  count: number
  /** 查看进展 (forum/questionRanks/processesDetail). */
  open: () => void
  /** 写进展 (forum/processes/questionFeedback, the asker's form). */
  write: () => void
}

/**
 * A question page's progress line: solved_at and progress_count as the post came, then as the
 * progress pages change them on this device (FORUM_PROGRESS_EVENT), so coming back from 写进展 shows
 * 已解决 and the new count without a reload.
 */
export function useProgressSummary(post: PostDetail | undefined): ProgressSummary {
  const id = post?.id ?? 0
  const solvedAt = post?.solved_at ?? null
  const count = post?.progress_count ?? 0
  const [summary, setSummary] = useState({ solvedAt, count })
  useEffect(() => setSummary({ solvedAt, count }), [id, solvedAt, count])

  useEffect(() => {
    const changed = (thread: ProgressThread) => {
      if (thread.post_id === id) setSummary({ solvedAt: thread.solved_at, count: thread.notes.length })
    }
    Taro.eventCenter.on(FORUM_PROGRESS_EVENT, changed)
    return () => {
      Taro.eventCenter.off(FORUM_PROGRESS_EVENT, changed)
    }
  }, [id])

  return {
    ...summary,
    open: () => navigate(urlOf('forum/questionRanks/processesDetail', { id })),
    write: () => navigate(urlOf('forum/processes/questionFeedback', { id }))
  }
}
