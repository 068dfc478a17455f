/**
 * The text rules of feedback and reports (types/personalFeedback.ts FEEDBACK_LIMITS), one place for
 * the form (personal/feedback shows them under its fields) and the server (a 400 naming the field).
 * Values are checked trimmed; characters are counted as a person counts them (a CJK character or an
 * emoji is one).
 */
import { FEEDBACK_LIMITS } from '../types/personalFeedback'
import { hasControlCharacter } from './cloudFiles'

export const charCount = (text: string) => [...text].length

export type FeedbackTextField = 'body' | 'contact'

/** What is wrong with a feedback's text and contact, by field; {} when both may be sent. */
export function feedbackTextProblems(input: { body: string; contact?: string }): Partial<Record<FeedbackTextField, string>> {
  const problems: Partial<Record<FeedbackTextField, string>> = {}
  const body = charCount(input.body.trim())
  if (body === 0) problems.body = '请描述你遇到的问题或建议'
  else if (body < FEEDBACK_LIMITS.bodyMin) problems.body = `请至少写 ${FEEDBACK_LIMITS.bodyMin} 个字`
  else if (body > FEEDBACK_LIMITS.bodyMax) problems.body = `最多 ${FEEDBACK_LIMITS.bodyMax} 个字`
  const contact = (input.contact ?? '').trim()
  if (charCount(contact) > FEEDBACK_LIMITS.contactMax) problems.contact = `联系方式最多 ${FEEDBACK_LIMITS.contactMax} 个字`
  else if (hasControlCharacter(contact)) problems.contact = '联系方式不能包含换行等特殊字符'
  return problems
}

/** What is wrong with a staff reply; null when it may be sent. */
export function replyProblem(reply: string): string | null {
  const n = charCount(reply.trim())
  if (n === 0) return '请输入回复内容'
  if (n > FEEDBACK_LIMITS.replyMax) return `回复最多 ${FEEDBACK_LIMITS.replyMax} 个字`
  return null
}
