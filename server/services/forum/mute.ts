/**
 * Forum mutes (issue 19, "Safety"): staff mute a user until a time (users.forum_muted_until); until
 * then the user cannot post, answer or vote (403 permission_denied, the detail saying until when in
 * China time). Reading, liking and reporting stay open. The mute ends by itself at that instant
 * (nothing to clean up) or when staff unmute. Every write that a mute stops checks it once, inside
 * its inserting transaction: assertNotMuted, or lockUnmutedWriter where a rate limit locks the writer.
 */
import { eq } from 'drizzle-orm'
import { chinaFormat } from '../../../core/chinaTime'
import type { Db } from '../../db/open'
import { users } from '../../db/schema'
import { ApiError } from '../../errors'

/** The mute's end while it lasts, else null. */
export const activeMute = (mutedUntil: Date | null, now: number): Date | null => (mutedUntil !== null && mutedUntil.getTime() > now ? mutedUntil : null)

/** '你已被禁言至 2025-06-08 16:00（北京时间），期间不能发帖、回答或投票' */
export const mutedDetail = (until: Date) => `你已被禁言至 ${chinaFormat(until, 'YYYY-MM-DD HH:mm')}（北京时间），期间不能发帖、回答或投票`

function refuseWhileMuted(mutedUntil: Date | null, now: number): void {
  const until = activeMute(mutedUntil, now)
  if (until) throw new ApiError(403, 'permission_denied', mutedDetail(until))
}

/** 403 with the mute's end when `userId` is muted in the forum at `now`. */
export async function assertNotMuted(tx: Pick<Db, 'select'>, userId: number, now: number): Promise<void> {
  const [row] = await tx.select({ mutedUntil: users.forumMutedUntil }).from(users).where(eq(users.id, userId))
  refuseWhileMuted(row?.mutedUntil ?? null, now)
}

/**
 * assertNotMuted that also locks the writer's users row until the transaction ends, in the one
 * statement: the write rate limits count under that lock (rateLimit.ts).
 */
export async function lockUnmutedWriter(tx: Pick<Db, 'select'>, userId: number, now: number): Promise<void> {
  const [row] = await tx.select({ mutedUntil: users.forumMutedUntil }).from(users).where(eq(users.id, userId)).for('update')
  refuseWhileMuted(row?.mutedUntil ?? null, now)
}
