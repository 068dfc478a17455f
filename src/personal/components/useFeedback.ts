import Taro, { useReachBottom, useRouter } from '@tarojs/taro'
import { useState } from 'react'
import { FEEDBACK_LIMITS, type FeedbackItem } from '@types-contract/personalFeedback'
import type { PersonPage } from '@types-contract/forumPeople'
import { errorText, withErrorText } from '@/api/errorText'
import { fetchMyFeedback, sendFeedback, sendReport } from '@/api/feedback'
import { fetchPerson } from '@/api/people'
import { usePagedList, type PagedList } from '@/components/usePagedList'
import { usePageLoad, type PageLoad } from '@/components/usePageLoad'
import { imagesReadiness, uploadedKeys } from '@/lib/composeImages'
import { checkFeedback, emptyFeedbackForm, feedbackModeOf, toFeedbackRequest, type FeedbackCheck, type FeedbackForm, type FeedbackMode } from '@/lib/feedbackForm'
import { useComposeImages, type ComposeImages } from '@/components/useComposeImages'

export interface FeedbackPageState {
  /** null: a report link without a valid user. */
  mode: FeedbackMode | null
  /** A report's user (their name above the form). */
  target: PageLoad<PersonPage | null> | null
  form: FeedbackForm
  change: (patch: Partial<FeedbackForm>) => void
  images: ComposeImages
  check: FeedbackCheck
  sending: boolean
  /** The last send's failure, under the form. */
  sendError: string | undefined
  submit: () => void
  /** My earlier feedback and reports with the replies, newest first. */
  history: PagedList<FeedbackItem>
}

const quiet = { quiet: true }
const itemKey = (f: FeedbackItem) => f.id

/**
 * 意见反馈 (举报 with ?type=report&user_id=): the form (a category, the text with its counter, up to
 * six pictures uploaded as the composer's are, with progress and retry, an optional contact) and my
 * earlier items below it, paged at reach-bottom 80. A sent item clears the form and tops the list.
 */
export function useFeedback(): FeedbackPageState {
  const { params } = useRouter()
  const [mode] = useState(() => feedbackModeOf(params))
  const reportOf = mode?.kind === 'report' ? mode.userId : 0
  const targetLoad = usePageLoad(() => (reportOf ? withErrorText(fetchPerson(reportOf, quiet), '用户不存在或加载失败') : Promise.resolve(null)))
  const [form, setForm] = useState(emptyFeedbackForm)
  const images = useComposeImages(FEEDBACK_LIMITS.imagesMax)
  const [sending, setSending] = useState(false)
  const [sendError, setSendError] = useState<string>()
  const history = usePagedList<FeedbackItem>((page) => fetchMyFeedback(page, quiet), [], itemKey)
  useReachBottom(() => history.loadMore())

  const check = mode ? checkFeedback(form, mode, imagesReadiness(images.list)) : { errors: {}, first: '举报对象不存在' }

  const submit = async () => {
    if (!mode || check.first !== undefined || sending) return
    setSending(true)
    setSendError(undefined)
    try {
      const request = toFeedbackRequest(form, mode, uploadedKeys(images.list))
      if ('user_id' in request) await sendReport(request)
      else await sendFeedback(request)
      setForm(emptyFeedbackForm())
      images.restore([])
      Taro.showToast({ title: mode.kind === 'report' ? '举报已提交，我们会尽快处理' : '提交成功，感谢你的反馈', icon: 'none' }).catch(() => undefined)
      void history.refresh()
    } catch (e) {
      // 401 has had the catalogue's login, a 400 its toast; the line under the form says it again, as does a 422 (the daily limit).
      setSendError(errorText(e, '提交失败，请稍后再试'))
    } finally {
      setSending(false)
    }
  }

  return {
    mode,
    target: reportOf ? targetLoad : null,
    form,
    change: (patch) => {
      setForm((f) => ({ ...f, ...patch }))
      setSendError(undefined)
    },
    images,
    check,
    sending,
    sendError,
    submit: () => void submit(),
    history
  }
}
