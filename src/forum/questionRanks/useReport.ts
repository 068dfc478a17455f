import Taro from '@tarojs/taro'
import { REPORT_REASONS, REPORT_REASON_LABELS } from '@types-contract/forumStaff'
import { errorText } from '@/api/errorText'
import { reportContent } from '@/api/forumStaff'
import { ApiError } from '@/api/request'
import { navigate } from '@/components/nav'
import { loginUrlFor } from '@/lib/loginGuard'
import { urlOf } from '@/routes'
import { userStore } from '@/stores'

export interface Report {
  /** Whether the 举报 action shows for content by `authorId`: not on one's own. */
  canReport: (authorId: number) => boolean
  /** Reports the post, or (with `replyId`) one of its answers or replies: login first, then the reason sheet, then the call. */
  report: (replyId?: number) => void
}

function toast(title: string): void {
  Taro.showToast({ title, icon: 'none' }).catch(() => undefined)
}

/**
 * 举报 on a question's page: a visitor goes to the phone login page and comes back; a user picks a
 * reason from the action sheet (REPORT_REASONS, their labels) and is told 已举报，我们会尽快处理, also
 * when they had reported it before (the server keeps one report per user and target). A failed call
 * is the error catalogue's to show; with no network at all the page says so itself.
 */
export function useReport(postId: number): Report {
  const report = async (replyId?: number) => {
    if (!userStore.isLoggedIn) return navigate(loginUrlFor(urlOf('forum/questionRanks/questionDetail', { id: postId })))
    let picked: number
    try {
      picked = (await Taro.showActionSheet({ itemList: REPORT_REASONS.map((r) => REPORT_REASON_LABELS[r]) })).tapIndex
    } catch {
      return // cancelled
    }
    try {
      await reportContent(
        replyId === undefined ? { post_id: postId, reason: REPORT_REASONS[picked] } : { post_id: postId, reply_id: replyId, reason: REPORT_REASONS[picked] }
      )
      toast('已举报，我们会尽快处理')
    } catch (e) {
      if (!(e instanceof ApiError)) toast(errorText(e, '举报失败，请稍后再试'))
    }
  }
  return {
    canReport: (authorId) => !userStore.isLoggedIn || authorId !== userStore.data.user_id,
    report: (replyId) => void report(replyId)
  }
}
