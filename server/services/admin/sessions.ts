/**
 * Console sessions (issue 28): one per access token, identified by the token's issue time. Each
 * /api/admin/ request touches its session; one idle for ADMIN_IDLE_HOURS is refused and stays
 * refused (the staff member signs in again, which issues a new token and so a new session).
 */
import { and, eq } from 'drizzle-orm'
import { ADMIN_IDLE_HOURS } from '../../../types/admin'
import type { Db } from '../../db/open'
import { adminSessions } from '../../db/schema'

const IDLE_MS = ADMIN_IDLE_HOURS * 3_600_000

/** false when the session has been idle too long; otherwise records this request and answers true. */
export async function touchAdminSession(db: Db, userId: number, issuedAt: number, now: Date): Promise<boolean> {
  const key = and(eq(adminSessions.userId, userId), eq(adminSessions.issuedAt, issuedAt))
  const [row] = await db.select({ lastSeenAt: adminSessions.lastSeenAt }).from(adminSessions).where(key)
  if (row && now.getTime() - row.lastSeenAt.getTime() > IDLE_MS) return false
  await db
    .insert(adminSessions)
    .values({ userId, issuedAt, lastSeenAt: now })
    .onConflictDoUpdate({ target: [adminSessions.userId, adminSessions.issuedAt], set: { lastSeenAt: now } })
  return true
}
