/**
 * A user's messages (personal/message?type=…; types/forumPeople.ts): written by the forum's actions
 * themselves through notify() (an answer or reply → 'replies' to the post's or the answer's author,
 * a like → 'likes', a follow → 'follows'), listed by type newest first, counted unread per type,
 * consumed (marked read) and cleaned (deleted).
 *
 * notify() is the one place a message is written, inside the transaction of the action, and the
 * one place its rules live: never to oneself, nothing to someone who blocked the actor, and an
 * unread like or follow by the same actor on the same thing is not written twice (a like toggled
 * on and off notifies once). A notice with `replaceUnread` keeps one unread message of its type per
 * user and post: it replaces the unread one (a vote's 「N 人参与了你的投票」, a question's news).
 * System notices (staff actions, medals, votes, progress: services/forum/notices.ts) are 'system'.
 */
import { and, count, desc, eq, isNull, lt, sql } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import { FORUM_LIMITS } from '../../types/forum'
import { MESSAGE_TYPES, type MessageCounts, type MessageItem, type MessagesPage, type MessagesQuery, type MessageType } from '../../types/forumPeople'
import type { Db } from '../db/open'
import { forumBlocks, forumPosts, messages, users } from '../db/schema'
import { avatarUrlOf } from './users'

/** The action's transaction (or, in the demo seed, the database). */
type Writer = Pick<Db, 'select' | 'insert' | 'delete'>

export interface Notice {
  /** Who receives it. */
  userId: number
  type: MessageType
  /** Who did it; null for a system notice. */
  actorId: number | null
  postId?: number | null
  replyId?: number | null
  text?: string
  now: number
  /**
   * At most one unread message of this type on `postId` for the user: this notice replaces an
   * unread one (whoever its actor) and comes first, instead of adding another.
   */
  replaceUnread?: boolean
}

/** Writes a message inside the action's transaction, unless a rule above says not to; true when written. */
export async function notify(tx: Writer, notice: Notice): Promise<boolean> {
  const { userId, type, actorId } = notice
  const postId = notice.postId ?? null
  if (actorId !== null) {
    if (actorId === userId) return false
    const [blocked] = await tx
      .select({ blockerId: forumBlocks.blockerId })
      .from(forumBlocks)
      .where(and(eq(forumBlocks.blockerId, userId), eq(forumBlocks.blockedId, actorId)))
    if (blocked) return false
    if (type === 'likes' || type === 'follows') {
      const [again] = await tx
        .select({ id: messages.id })
        .from(messages)
        .where(
          and(
            eq(messages.userId, userId),
            eq(messages.type, type),
            eq(messages.actorId, actorId),
            postId === null ? isNull(messages.postId) : eq(messages.postId, postId),
            isNull(messages.readAt)
          )
        )
        .limit(1)
      if (again) return false
    }
  }
  if (notice.replaceUnread && postId !== null) {
    await tx.delete(messages).where(and(eq(messages.userId, userId), eq(messages.type, type), eq(messages.postId, postId), isNull(messages.readAt)))
  }
  await tx.insert(messages).values({ userId, type, actorId, postId, replyId: notice.replyId ?? null, text: notice.text ?? '', createdAt: new Date(notice.now) })
  return true
}

/** Unread messages of a user per type and in all (messages_unread_idx). */
export async function messageCounts(db: Db, userId: number): Promise<MessageCounts> {
  const rows = await db
    .select({ type: messages.type, n: count() })
    .from(messages)
    .where(and(eq(messages.userId, userId), isNull(messages.readAt)))
    .groupBy(messages.type)
  const counts: MessageCounts = { replies: 0, likes: 0, follows: 0, system: 0, total: 0 }
  for (const row of rows) {
    if ((MESSAGE_TYPES as readonly string[]).includes(row.type)) counts[row.type as MessageType] = Number(row.n)
    counts.total += Number(row.n)
  }
  return counts
}

/** The unread total (USER_PATHS.unreadCount, the user data's unReadMessageCount). */
export async function unreadCount(db: Db, userId: number): Promise<number> {
  return (await messageCounts(db, userId)).total
}

const actor = alias(users, 'actor')
/** A topic has no title: its body's beginning stands in (as on the hot list). */
const postTitle = sql<string>`case when ${forumPosts.title} <> '' then ${forumPosts.title} else left(${forumPosts.body}, ${sql.raw(String(FORUM_LIMITS.titleMax))}) end`

/** One type's messages, newest first, by keyset on the message id (messages_user_type_idx). */
export async function messagesPage(db: Db, apiPrefix: string, userId: number, query: MessagesQuery): Promise<MessagesPage> {
  const limit = query.limit ?? FORUM_LIMITS.pageSize
  const conditions = [eq(messages.userId, userId), eq(messages.type, query.type)]
  if (query.cursor !== undefined) conditions.push(lt(messages.id, Number(query.cursor)))
  const rows = await db
    .select({
      id: messages.id,
      type: messages.type,
      replyId: messages.replyId,
      text: messages.text,
      readAt: messages.readAt,
      createdAt: messages.createdAt,
      actorId: actor.id,
      username: actor.username,
      avatarKey: actor.avatarKey,
      avatarUrl: actor.avatarUrl,
      wornPendant: actor.wornPendant,
      postId: forumPosts.id,
      postStatus: forumPosts.status,
      postTitle
    })
    .from(messages)
    .leftJoin(actor, eq(actor.id, messages.actorId))
    .leftJoin(forumPosts, eq(forumPosts.id, messages.postId))
    .where(and(...conditions))
    .orderBy(desc(messages.id))
    .limit(limit + 1)
  const page = rows.slice(0, limit)
  const results: MessageItem[] = page.map((r) => ({
    id: r.id,
    type: r.type as MessageType,
    actor: r.actorId === null ? null : { user_id: r.actorId, username: r.username ?? '', avatar_url: avatarUrlOf(r, apiPrefix), pendant: r.wornPendant },
    post: r.postId === null || r.postStatus === 'hidden' ? null : { id: r.postId, title: r.postTitle },
    reply_id: r.replyId,
    text: r.text,
    read: r.readAt !== null,
    created_at: r.createdAt.toISOString()
  }))
  return { results, next_cursor: rows.length > limit ? String(page[page.length - 1].id) : null }
}

/** Marks a type's unread messages (or, without a type, all of them) read; answers the counts after. */
export async function consumeMessages(db: Db, userId: number, type: MessageType | undefined, now: number): Promise<MessageCounts> {
  const conditions = [eq(messages.userId, userId), isNull(messages.readAt)]
  if (type !== undefined) conditions.push(eq(messages.type, type))
  await db
    .update(messages)
    .set({ readAt: new Date(now) })
    .where(and(...conditions))
  return messageCounts(db, userId)
}

/** Deletes a type's messages, read or not; answers the counts after. */
export async function cleanMessages(db: Db, userId: number, type: MessageType): Promise<MessageCounts> {
  await db.delete(messages).where(and(eq(messages.userId, userId), eq(messages.type, type)))
  return messageCounts(db, userId)
}
