/**
 * System notices (messages of type 'system', issue 19 "Messages"): what the forum tells a user about
 * their own things, written through notify() (services/messages.ts) inside the transaction of the
 * action, so a notice exists exactly when its action happened.
 *
 * | when                                   | to                   | text                                          |
 * |----------------------------------------|----------------------|-----------------------------------------------|
 * | staff hide a post / an answer or reply | its author           | 你的帖子「…」因违反社区规范已被隐藏 (回答 / 回复) |
 * | staff release a held one               | its author           | 你的帖子「…」已通过审核                         |
 * | staff restore a hidden one             | its author           | 你的帖子「…」已恢复显示                         |
 * | a medal is awarded                     | its holder           | 恭喜获得勋章「…」                               |
 * | someone votes                          | the vote's author    | N 人参与了你的投票「…」 (one unread per vote)    |
 * | the asker adds a note or marks solved  | everyone who answered | 你回答过的问题「…」有了新进展：… / 已解决 (one unread per question) |
 *
 * Staff, medal and vote notices have no actor: nobody in particular did them (staff act as the
 * forum; a vote's count is everyone's, and ballots stay anonymous). A progress notice's actor is the
 * asker, so notify()'s rules hold: not to the asker, not to an answerer who blocked the asker. A
 * notice quotes the first QUOTE_MAX characters of what it is about ('…' when cut); the messages page
 * links the post when there is one to see (a hidden post is none).
 */
import { and, count, eq, isNull, ne } from 'drizzle-orm'
import { MEDALS, type MedalKey } from '../../../types/forumStaff'
import type { Db } from '../../db/open'
import { forumBallots, forumPosts, forumReplies } from '../../db/schema'
import { notify } from '../messages'

/** What a notice is written with: the action's transaction. */
type Writer = Pick<Db, 'select' | 'selectDistinct' | 'insert' | 'delete'>

/** Characters of a title or text a notice quotes. */
export const QUOTE_MAX = 20
/** Characters of a progress note a notice quotes. */
export const NOTE_QUOTE_MAX = 30

/** The first `max` characters (code points) of `text`, whitespace runs as one space, '…' when cut. */
export function quoteOf(text: string, max = QUOTE_MAX): string {
  const chars = [...text.replace(/\s+/g, ' ').trim()]
  return chars.length > max ? `${chars.slice(0, max).join('')}…` : chars.join('')
}

export type StaffNoticeAction = 'hidden' | 'released' | 'restored'

const STAFF_OUTCOME: Record<StaffNoticeAction, string> = {
  hidden: '因违反社区规范已被隐藏',
  released: '已通过审核',
  restored: '已恢复显示'
}

/** 你的帖子「…」因违反社区规范已被隐藏, 你的回答「…」已通过审核, … */
export const staffNoticeText = (noun: '帖子' | '回答' | '回复', quoted: string, action: StaffNoticeAction) => `你的${noun}「${quoteOf(quoted)}」${STAFF_OUTCOME[action]}`

export const medalNoticeText = (name: string) => `恭喜获得勋章「${name}」`

export const voteNoticeText = (voters: number, title: string) => `${voters} 人参与了你的投票「${quoteOf(title)}」`

/** 你回答过的问题「…」有了新进展：… / 已解决 / 已解决：… / 重新开放了 */
export function progressNoticeText(title: string, news: { note?: string; solved?: boolean }): string {
  const head = `你回答过的问题「${quoteOf(title)}」`
  const note = news.note === undefined ? '' : quoteOf(news.note, NOTE_QUOTE_MAX)
  if (news.solved === true) return note ? `${head}已解决：${note}` : `${head}已解决`
  return note ? `${head}有了新进展：${note}` : `${head}重新开放了`
}

/** The title a notice quotes: a question's or vote's title, a topic's body. */
const titleOf = (post: { title: string; body: string }) => post.title || post.body

/**
 * Tells the author of a post that staff changed it from `from` to `to` (nothing when nothing
 * changed): hidden, released (held → published) or restored (hidden → published).
 */
export async function noticePostStaffAction(tx: Writer, postId: number, from: string, to: string, now: number): Promise<void> {
  const action = staffActionOf(from, to)
  if (!action) return
  const [post] = await tx.select({ authorId: forumPosts.authorId, title: forumPosts.title, body: forumPosts.body }).from(forumPosts).where(eq(forumPosts.id, postId))
  if (!post) return
  await notify(tx, { userId: post.authorId, type: 'system', actorId: null, postId, text: staffNoticeText('帖子', titleOf(post), action), now })
}

/** As noticePostStaffAction for an answer (a top-level one: 回答) or a reply (回复). */
export async function noticeReplyStaffAction(tx: Writer, replyId: number, from: string, to: string, now: number): Promise<void> {
  const action = staffActionOf(from, to)
  if (!action) return
  const [reply] = await tx
    .select({ authorId: forumReplies.authorId, postId: forumReplies.postId, parentId: forumReplies.parentId, body: forumReplies.body })
    .from(forumReplies)
    .where(eq(forumReplies.id, replyId))
  if (!reply) return
  const noun = reply.parentId === null ? '回答' : '回复'
  await notify(tx, { userId: reply.authorId, type: 'system', actorId: null, postId: reply.postId, replyId, text: staffNoticeText(noun, reply.body, action), now })
}

function staffActionOf(from: string, to: string): StaffNoticeAction | null {
  if (from === to) return null
  if (to === 'hidden') return 'hidden'
  if (to === 'published') return from === 'held' ? 'released' : 'restored'
  return null
}

const MEDAL_NAME = new Map<string, string>(MEDALS.map((m) => [m.key, m.name]))

/** 恭喜获得勋章「…」 for each medal just awarded to `userId`. */
export async function noticeMedals(tx: Writer, userId: number, keys: readonly MedalKey[], now: number): Promise<void> {
  for (const key of keys) {
    const name = MEDAL_NAME.get(key)
    if (name) await notify(tx, { userId, type: 'system', actorId: null, text: medalNoticeText(name), now })
  }
}

/**
 * After `voterId`'s ballot on vote `postId` (in the ballot's transaction): the vote's author reads
 * 「N 人参与了你的投票「…」」, N counted now. One unread such notice per vote: each ballot replaces it
 * (a read one stays, and the next ballot starts a new one). Nothing for the author's own ballot.
 */
export async function noticeVote(tx: Writer, postId: number, voterId: number, now: number): Promise<void> {
  const [vote] = await tx.select({ authorId: forumPosts.authorId, title: forumPosts.title }).from(forumPosts).where(eq(forumPosts.id, postId))
  if (!vote || vote.authorId === voterId) return
  const [{ n }] = await tx.select({ n: count() }).from(forumBallots).where(eq(forumBallots.postId, postId))
  await notify(tx, { userId: vote.authorId, type: 'system', actorId: null, postId, text: voteNoticeText(Number(n), vote.title), replaceUnread: true, now })
}

/**
 * A question's news (a published progress note, or the question marked solved or open again; in
 * that action's transaction): every other user with a published answer on it is told, the asker
 * as the actor (notify's rules: not an answerer who blocked the asker). One unread such notice per
 * question and answerer: the latest news replaces it. Answers the number of users told.
 */
export async function noticeProgress(
  tx: Writer,
  question: { id: number; authorId: number; title: string },
  news: { note?: string; solved?: boolean },
  now: number
): Promise<number> {
  const answerers = await tx
    .selectDistinct({ userId: forumReplies.authorId })
    .from(forumReplies)
    .where(and(eq(forumReplies.postId, question.id), isNull(forumReplies.parentId), eq(forumReplies.status, 'published'), ne(forumReplies.authorId, question.authorId)))
  const text = progressNoticeText(question.title, news)
  let told = 0
  for (const { userId } of answerers) {
    if (await notify(tx, { userId, type: 'system', actorId: question.authorId, postId: question.id, text, replaceUnread: true, now })) told += 1
  }
  return told
}
