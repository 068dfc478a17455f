/**
 * The feedback page's form (personal/feedback; 举报 with ?type=report&user_id=): which categories it
 * offers, what is missing before it may be sent (with a Chinese reason, the text rules being the
 * server's own, core/feedback.ts), the request it sends, and how an earlier item reads.
 */
import {
  FEEDBACK_CATEGORIES,
  FEEDBACK_CATEGORY_LABELS,
  REPORT_CATEGORIES,
  type FeedbackInput,
  type FeedbackStatus,
  type ReportInput
} from '@types-contract/personalFeedback'
import { feedbackTextProblems } from '@core/feedback'
import type { ImagesReadiness } from './composeForm'

/** What the page sends: feedback, or a report of one user. */
export type FeedbackMode = { kind: 'feedback' } | { kind: 'report'; userId: number }

/** The mode of the page's query; null for a report without a valid user id (nothing to report). */
export function feedbackModeOf(params: { type?: string; user_id?: string }): FeedbackMode | null {
  if (params.type !== 'report') return { kind: 'feedback' }
  const userId = Number(params.user_id)
  return Number.isSafeInteger(userId) && userId > 0 ? { kind: 'report', userId } : null
}

export const categoriesOf = (mode: FeedbackMode): readonly string[] => (mode.kind === 'report' ? REPORT_CATEGORIES : FEEDBACK_CATEGORIES)

export const categoryLabel = (key: string): string => (FEEDBACK_CATEGORY_LABELS as Record<string, string>)[key] ?? key

export interface FeedbackForm {
  category: string | null
  body: string
  contact: string
}

export const emptyFeedbackForm = (): FeedbackForm => ({ category: null, body: '', contact: '' })

export type FeedbackField = 'category' | 'body' | 'contact' | 'images'

export interface FeedbackCheck {
  /** Why a field is not ready, only the fields with a problem. */
  errors: Partial<Record<FeedbackField, string>>
  /** The first problem in the page's order (beside the disabled 提交), undefined when ready. */
  first: string | undefined
}

const ORDER: FeedbackField[] = ['category', 'body', 'images', 'contact']

export function checkFeedback(form: FeedbackForm, mode: FeedbackMode, images: ImagesReadiness): FeedbackCheck {
  const errors: FeedbackCheck['errors'] = { ...feedbackTextProblems(form) }
  if (form.category === null || !categoriesOf(mode).includes(form.category)) errors.category = mode.kind === 'report' ? '请选择举报原因' : '请选择问题类型'
  if (images === 'uploading') errors.images = '图片上传中，请稍候'
  else if (images === 'failed') errors.images = '有图片上传失败，请重试或删除'
  return { errors, first: ORDER.map((field) => errors[field]).find((e) => e !== undefined) }
}

/** The request of a checked form: texts trimmed, the contact only when given. */
export function toFeedbackRequest(form: FeedbackForm, mode: FeedbackMode, imageKeys: readonly string[]): FeedbackInput | ReportInput {
  const contact = form.contact.trim()
  const common = { body: form.body.trim(), images: [...imageKeys], ...(contact ? { contact } : {}) }
  if (mode.kind === 'report') return { ...common, user_id: mode.userId, category: form.category as ReportInput['category'] }
  return { ...common, category: form.category as FeedbackInput['category'] }
}

export const FEEDBACK_STATUS_LABELS: Record<FeedbackStatus, string> = { open: '待回复', replied: '已回复' }
