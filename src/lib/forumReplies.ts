/**
 * Reading an answer's replies beyond the first ones (types/forumReplies.ts): where to read on from,
 * how a page joins what is shown, and what the control under the replies says. Pure: the question
 * page's hook (forum/questionRanks/useMoreReplies.ts) keeps the state.
 */
import type { Answer, Reply } from '@types-contract/forum'
import { FIRST_REPLIES } from '@types-contract/forumReplies'

/**
 * The reply to read on after: `kept` (the next_cursor of the last page read) while that reply is
 * still shown, else the last of the first replies the answers list gave (the ones after it, e.g. a
 * reply the user just wrote, have larger ids and are merged again without harm). Undefined: from
 * the first reply.
 */
export function repliesCursor(answer: Pick<Answer, 'replies'>, kept: string | undefined): string | undefined {
  if (kept !== undefined && answer.replies.some((r) => String(r.id) === kept)) return kept
  const first = answer.replies.slice(0, FIRST_REPLIES)
  return first.length > 0 ? String(first[first.length - 1].id) : undefined
}

/**
 * The answer with a page of its replies: each reply once, oldest first (ids grow with time). The
 * count never reads less than what is shown; at the last page (`end`) it is what is shown, since
 * replies hidden meanwhile no longer count.
 */
export function withReplies<A extends Pick<Answer, 'replies' | 'reply_count'>>(answer: A, page: readonly Reply[], end: boolean): A {
  const byId = new Map(answer.replies.map((r) => [r.id, r]))
  for (const reply of page) byId.set(reply.id, reply)
  const replies = [...byId.values()].sort((a, b) => a.id - b.id)
  return { ...answer, replies, reply_count: end ? replies.length : Math.max(answer.reply_count, replies.length) }
}

/** The control under an answer's replies: 查看全部 N 条回复 before any was read on, then 展开更多回复. */
export function moreRepliesLabel(answer: Pick<Answer, 'reply_count'>, readOn: boolean, more: number): string {
  return readOn ? `展开更多回复（${more}）` : `查看全部 ${answer.reply_count} 条回复`
}
