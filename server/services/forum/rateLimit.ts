/**
 * Per-user rate limits of the forum (types/forum.ts FORUM_RATE_LIMITS): more than `count` actions
 * of a kind within `windowMs` → 429 throttled with a Chinese detail (the app shows the catalogue's
 * 请求过于频繁 dialog).
 *
 * - post, answer: counted from the rows themselves (the author's forum_posts / forum_replies with
 *   created_at inside the window, held ones included), inside the transaction that inserts, after
 *   locking the author's users row so two requests at the limit cannot both pass (the statement
 *   that locks also checks the forum mute: mute.ts lockUnmutedWriter). Exact, survives a
 *   restart and holds across several server processes on one PostgreSQL.
 * - progress (a question's progress notes, types/forumProgress.ts PROGRESS_RATE_LIMIT): counted the
 *   same way from forum_progress rows on the asker's questions.
 * - like: likes leave no row per action (an unlike deletes it), so every PUT and DELETE of a like
 *   is counted in an in-memory sliding window per user and database. Per process and forgotten on
 *   restart: enough to stop a script toggling a like, nothing worse can come of it.
 * - favorite (收藏, types/forumFavorites.ts FAVORITE_RATE_LIMIT): the same kind of window, its own
 *   (keeps do not use up likes), through takeWindowedAction.
 */
import { and, count, eq, gt } from 'drizzle-orm'
import { FORUM_RATE_LIMITS, type RateLimitedAction } from '../../../types/forum'
import { PROGRESS_RATE_LIMIT } from '../../../types/forumProgress'
import type { Db } from '../../db/open'
import { forumPosts, forumProgress, forumReplies } from '../../db/schema'
import { ApiError } from '../../errors'
import { lockUnmutedWriter } from './mute'

const DETAILS: Record<RateLimitedAction, string> = {
  post: '发帖太频繁了，请稍后再试',
  answer: '回复太频繁了，请稍后再试',
  like: '点赞太频繁了，请稍后再试'
}

export const throttled = (action: RateLimitedAction) => new ApiError(429, 'throttled', DETAILS[action])

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0]

/**
 * Inside the inserting transaction: 403 when the author is muted (mute.ts), 429 when they already
 * wrote `count` posts or answers within the window.
 */
export async function checkWriteRate(tx: Tx, action: 'post' | 'answer', userId: number, now: number): Promise<void> {
  const { count: max, windowMs } = FORUM_RATE_LIMITS[action]
  await lockUnmutedWriter(tx, userId, now)
  const since = new Date(now - windowMs)
  const table = action === 'post' ? forumPosts : forumReplies
  const [{ n }] = await tx
    .select({ n: count() })
    .from(table)
    .where(and(eq(table.authorId, userId), gt(table.createdAt, since)))
  if (n >= max) throw throttled(action)
}

/** As checkWriteRate for progress notes: 403 when muted, 429 when the asker already added PROGRESS_RATE_LIMIT.count notes within its window. */
export async function checkProgressRate(tx: Tx, userId: number, now: number): Promise<void> {
  await lockUnmutedWriter(tx, userId, now)
  const [{ n }] = await tx
    .select({ n: count() })
    .from(forumProgress)
    .innerJoin(forumPosts, eq(forumPosts.id, forumProgress.postId))
    .where(and(eq(forumPosts.authorId, userId), gt(forumProgress.createdAt, new Date(now - PROGRESS_RATE_LIMIT.windowMs))))
  if (n >= PROGRESS_RATE_LIMIT.count) throw new ApiError(429, 'throttled', '进展更新太频繁了，请稍后再试')
}

/** Per database, per kind of action ('like', 'favorite'): each user's action times inside the window. */
const actionWindows = new WeakMap<Db, Map<string, Map<number, number[]>>>()
/** Past this many users in a window map, users with no action inside the window are forgotten. */
const SWEEP_AT = 10_000

function sweep(windows: Map<number, number[]>, since: number): void {
  for (const [userId, times] of windows) if (times[times.length - 1] <= since) windows.delete(userId)
}

/**
 * Counts one action of `kind` by `userId` in its in-memory sliding window: 429 throttled with
 * `detail` when it would be more than `limit.count` within `limit.windowMs`.
 */
export function takeWindowedAction(db: Db, kind: string, limit: { count: number; windowMs: number }, userId: number, now: number, detail: string): void {
  const { count: max, windowMs } = limit
  let kinds = actionWindows.get(db)
  if (!kinds) actionWindows.set(db, (kinds = new Map()))
  let windows = kinds.get(kind)
  if (!windows) kinds.set(kind, (windows = new Map()))
  if (windows.size >= SWEEP_AT) sweep(windows, now - windowMs)
  const recent = (windows.get(userId) ?? []).filter((at) => at > now - windowMs)
  if (recent.length >= max) {
    windows.set(userId, recent)
    throw new ApiError(429, 'throttled', detail)
  }
  recent.push(now)
  windows.set(userId, recent)
}

/** Counts one like or unlike of `userId`: 429 when it would be more than the window allows. */
export function takeLikeAction(db: Db, userId: number, now: number): void {
  takeWindowedAction(db, 'like', FORUM_RATE_LIMITS.like, userId, now, DETAILS.like)
}
