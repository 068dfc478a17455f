/**
 * Chat messages (issue 24): stored once per (session, user, client_id), read back as history. The
 * text is stored as checked by core/liveChat.ts (trimmed, no control characters) and shown as text,
 * never as HTML, like forum text.
 */
import { and, desc, eq, gt, lt } from 'drizzle-orm'
import type { LiveMessage } from '../../../types/live'
import type { Db } from '../../db/open'
import { liveMessages, users } from '../../db/schema'

const columns = { message: liveMessages, username: users.username }
type Row = { message: typeof liveMessages.$inferSelect; username: string | null }

const toMessage = ({ message: m, username }: Row): LiveMessage => ({
  id: m.id,
  session_id: m.sessionId,
  user_id: m.userId,
  user_name: m.userId === null ? '已注销用户' : username || `用户${m.userId}`,
  client_id: m.clientId,
  text: m.text,
  created_at: m.createdAt.toISOString()
})

/** Up to `limit` messages, oldest first: the newest ones, those before `before`, or the newest after `after`. */
export async function messagesOf(db: Db, sessionId: number, limit: number, range: { before?: number; after?: number } = {}): Promise<LiveMessage[]> {
  const rows = await db
    .select(columns)
    .from(liveMessages)
    .leftJoin(users, eq(users.id, liveMessages.userId))
    .where(
      and(
        eq(liveMessages.sessionId, sessionId),
        range.before !== undefined ? lt(liveMessages.id, range.before) : undefined,
        range.after !== undefined ? gt(liveMessages.id, range.after) : undefined
      )
    )
    .orderBy(desc(liveMessages.id))
    .limit(limit)
  return rows.reverse().map(toMessage)
}

/** The stored message of this client id, or null. */
export async function messageByClientId(db: Db, sessionId: number, userId: number, clientId: string): Promise<LiveMessage | null> {
  const [row] = await db
    .select(columns)
    .from(liveMessages)
    .leftJoin(users, eq(users.id, liveMessages.userId))
    .where(and(eq(liveMessages.sessionId, sessionId), eq(liveMessages.userId, userId), eq(liveMessages.clientId, clientId)))
  return row ? toMessage(row) : null
}

/** Stores a message; `created` false when this client id was stored before (the earlier message answers). */
export async function storeMessage(
  db: Db,
  input: { sessionId: number; userId: number; clientId: string; text: string; now: number }
): Promise<{ message: LiveMessage; created: boolean }> {
  const [inserted] = await db
    .insert(liveMessages)
    .values({ sessionId: input.sessionId, userId: input.userId, clientId: input.clientId, text: input.text, createdAt: new Date(input.now) })
    .onConflictDoNothing()
    .returning({ id: liveMessages.id })
  const message = await messageByClientId(db, input.sessionId, input.userId, input.clientId)
  if (!message) throw new Error('live message vanished after insert')
  return { message, created: Boolean(inserted) }
}
