/**
 * Blocking (issue 19 "People"): the blocker no longer sees the blocked user's posts (feed, hot
 * list), answers and replies, nor their posts on their page; the blocked user cannot answer or
 * reply to the blocker's posts and answers (403), follow the blocker (403) or send them messages
 * (services/messages.ts notify writes none). Blocking also removes the follows between the two,
 * both ways, with their counts, in the same transaction. PUT blocks, DELETE unblocks, both
 * idempotent; blocking oneself is a 400.
 *
 * notBlockedBy(viewerId, author) is the one SQL condition the reading services add: an anti-join on
 * forum_blocks' primary key (blocker_id, blocked_id), so an ordered index scan stays one.
 */
import { and, desc, eq, or, sql, type Placeholder, type SQL } from 'drizzle-orm'
import type { PgColumn } from 'drizzle-orm/pg-core'
import { FORUM_LIMITS } from '../../../types/forum'
import type { BlockResponse, BlocksPage, PeopleQuery } from '../../../types/forumPeople'
import type { Db } from '../../db/open'
import { forumBlocks, forumFollows, users } from '../../db/schema'
import { ApiError } from '../../errors'
import { afterCursor, checkPerson, countFollow, cursorOf, PERSON_COLUMNS, whoOf } from './peopleRows'

/** Rows whose `author` the viewer (an id, or a prepared statement's placeholder for one) has not blocked; undefined (no condition) for a visitor. */
export function notBlockedBy(viewerId: number | Placeholder | null, author: PgColumn): SQL | undefined {
  if (viewerId === null) return undefined
  return sql`not exists (select 1 from ${forumBlocks} where ${forumBlocks.blockerId} = ${viewerId} and ${forumBlocks.blockedId} = ${author})`
}

/** Whether `blockerId` blocked `userId`. */
export async function isBlocking(db: Pick<Db, 'select'>, blockerId: number, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ blockerId: forumBlocks.blockerId })
    .from(forumBlocks)
    .where(and(eq(forumBlocks.blockerId, blockerId), eq(forumBlocks.blockedId, userId)))
  return row !== undefined
}

/** 403 with `detail` when any of `blockerIds` blocked `userId`. */
export async function refuseIfBlocked(db: Pick<Db, 'select'>, blockerIds: readonly number[], userId: number, detail: string): Promise<void> {
  for (const blockerId of new Set(blockerIds)) {
    if (blockerId !== userId && (await isBlocking(db, blockerId, userId))) throw new ApiError(403, 'permission_denied', detail)
  }
}

export async function setBlock(db: Db, userId: number, otherId: number, blocked: boolean, now: number): Promise<BlockResponse> {
  if (userId === otherId) throw new ApiError(400, 'bad_request', '不能拉黑自己')
  await checkPerson(db, otherId)
  await db.transaction(async (tx) => {
    if (!blocked) {
      await tx.delete(forumBlocks).where(and(eq(forumBlocks.blockerId, userId), eq(forumBlocks.blockedId, otherId)))
      return
    }
    await tx
      .insert(forumBlocks)
      .values({ blockerId: userId, blockedId: otherId, createdAt: new Date(now) })
      .onConflictDoNothing()
    const removed = await tx
      .delete(forumFollows)
      .where(
        or(and(eq(forumFollows.followerId, userId), eq(forumFollows.followeeId, otherId)), and(eq(forumFollows.followerId, otherId), eq(forumFollows.followeeId, userId)))
      )
      .returning({ followerId: forumFollows.followerId, followeeId: forumFollows.followeeId })
    for (const follow of removed) await countFollow(tx, follow.followerId, follow.followeeId, -1)
  })
  return { blocked }
}

/** The caller's block list, newest first ('<ms>.<id>' cursor). */
export async function blocksPage(db: Db, apiPrefix: string, userId: number, query: PeopleQuery): Promise<BlocksPage> {
  const limit = query.limit ?? FORUM_LIMITS.pageSize
  const rows = await db
    .select({ ...PERSON_COLUMNS, at: forumBlocks.createdAt })
    .from(forumBlocks)
    .innerJoin(users, eq(users.id, forumBlocks.blockedId))
    .where(and(eq(forumBlocks.blockerId, userId), afterCursor(query.cursor, forumBlocks.createdAt, forumBlocks.blockedId)))
    .orderBy(desc(forumBlocks.createdAt), desc(forumBlocks.blockedId))
    .limit(limit + 1)
  const page = rows.slice(0, limit)
  const last = page[page.length - 1]
  return {
    results: page.map((r) => ({ ...whoOf(r, apiPrefix), blocked_at: r.at.toISOString() })),
    next_cursor: rows.length > limit ? cursorOf(last.at, last.userId) : null
  }
}
