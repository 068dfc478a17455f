/**
 * What the people services share (people.ts: pages, follows; blocks.ts): the person that must
 * exist (404 用户不存在), a person's columns as lists show them, the keyset cursor of people lists
 * ('<ms>.<user id>', newest first) and the follow counters kept in users.
 */
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm'
import type { PgColumn } from 'drizzle-orm/pg-core'
import { IDENTITY_LABELS, identityOf } from '../../../core/identity'
import type { Db } from '../../db/open'
import { forumFollows, users } from '../../db/schema'
import { ApiError } from '../../errors'
import { avatarUrlOf } from '../users'

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0]

export const personMissing = () => new ApiError(404, 'not_found', '用户不存在')

/** 404 用户不存在 unless the user exists. */
export async function checkPerson(db: Pick<Db, 'select'>, userId: number): Promise<void> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.id, userId))
  if (!row) throw personMissing()
}

export const PERSON_COLUMNS = {
  userId: users.id,
  username: users.username,
  avatarKey: users.avatarKey,
  avatarUrl: users.avatarUrl,
  wornPendant: users.wornPendant,
  grade: users.grade,
  isDemo: users.isDemo
}

export interface PersonRow {
  userId: number
  username: string | null
  avatarKey: string | null
  avatarUrl: string | null
  wornPendant: string | null
  grade: string | null
  isDemo: boolean
}

export function whoOf(row: PersonRow, apiPrefix: string) {
  return { user_id: row.userId, username: row.username ?? '', avatar_url: avatarUrlOf(row, apiPrefix), pendant: row.wornPendant }
}

export const identityLabelOf = (grade: string | null) => IDENTITY_LABELS[identityOf(grade)]

/** The condition of a page after `cursor` ('<ms>.<id>') on (time desc, id desc); undefined for the first page. */
export function afterCursor(cursor: string | undefined, time: PgColumn, id: PgColumn): SQL | undefined {
  if (cursor === undefined) return undefined
  const [ms, userId] = cursor.split('.').map(Number)
  return sql`(${time}, ${id}) < (${new Date(ms).toISOString()}::timestamptz, ${userId})`
}

export const cursorOf = (at: Date, userId: number) => `${at.getTime()}.${userId}`

/** Of `ids`: those `viewerId` follows and those who follow `viewerId`. */
export async function followFlags(db: Db, viewerId: number, ids: readonly number[]): Promise<{ followed: Set<number>; followsMe: Set<number> }> {
  if (ids.length === 0) return { followed: new Set(), followsMe: new Set() }
  const [mine, theirs] = await Promise.all([
    db
      .select({ id: forumFollows.followeeId })
      .from(forumFollows)
      .where(and(eq(forumFollows.followerId, viewerId), inArray(forumFollows.followeeId, [...ids]))),
    db
      .select({ id: forumFollows.followerId })
      .from(forumFollows)
      .where(and(eq(forumFollows.followeeId, viewerId), inArray(forumFollows.followerId, [...ids])))
  ])
  return { followed: new Set(mine.map((r) => r.id)), followsMe: new Set(theirs.map((r) => r.id)) }
}

/** In the transaction that added (+1) or removed (-1) the follow row: users.following_num of the follower, follower_num of the followee. */
export async function countFollow(tx: Tx, followerId: number, followeeId: number, delta: 1 | -1): Promise<void> {
  await tx
    .update(users)
    .set({ followingNum: sql`greatest(${users.followingNum} + ${delta}, 0)` })
    .where(eq(users.id, followerId))
  await tx
    .update(users)
    .set({ followerNum: sql`greatest(${users.followerNum} + ${delta}, 0)` })
    .where(eq(users.id, followeeId))
}
