/**
 * Push registrations (bindPush, issue 25, docs/runtime.md): one row per install's client id. A
 * client id moves to the newest user who binds it (a shared phone pushes to whoever logged in last);
 * a user may have several installs. Deleting the account deletes its rows (foreign key cascade).
 */
import { and, eq } from 'drizzle-orm'
import type { BindPushBody, BindPushResponse, PushPlatform } from '../../types/push'
import type { Db } from '../db/open'
import { pushClients } from '../db/schema'

type Row = typeof pushClients.$inferSelect

const toResponse = (row: Row): BindPushResponse => ({
  clientid: row.clientId,
  platform: row.platform as PushPlatform,
  created_at: row.createdAt.toISOString(),
  updated_at: row.updatedAt.toISOString()
})

export async function bindPushClient(db: Db, userId: number, { clientid, platform }: BindPushBody, now: number): Promise<BindPushResponse> {
  const at = new Date(now)
  const [row] = await db
    .insert(pushClients)
    .values({ userId, clientId: clientid, platform, createdAt: at, updatedAt: at })
    .onConflictDoUpdate({ target: pushClients.clientId, set: { userId, platform, updatedAt: at } })
    .returning()
  return toResponse(row)
}

/** Drops the caller's binding of `clientid` (logout); another user's binding of it stays. */
export async function unbindPushClient(db: Db, userId: number, clientid: string): Promise<boolean> {
  const gone = await db
    .delete(pushClients)
    .where(and(eq(pushClients.clientId, clientid), eq(pushClients.userId, userId)))
    .returning({ id: pushClients.id })
  return gone.length > 0
}

/** The client ids a push to `userId` goes to, newest binding first. */
export async function pushClientsOf(db: Db, userId: number): Promise<string[]> {
  const rows = await db.select({ clientId: pushClients.clientId, updatedAt: pushClients.updatedAt }).from(pushClients).where(eq(pushClients.userId, userId))
  return rows.sort((a, b) => b.updatedAt.getTime() - a.updatedAt.getTime()).map((r) => r.clientId)
}
