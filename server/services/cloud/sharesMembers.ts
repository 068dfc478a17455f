/**
 * A share's members (issue 20, docs/cloud.md "Shared spaces"): the list, latest joined first (the
 * owner and members of a share that is not banned see it), and the owner removing one. Removing
 * does not block: the link text still joins until the owner renews the code (shares.ts).
 */
import { and, desc, eq, sql } from 'drizzle-orm'
import type { DetailResponse } from '../../../types/api'
import { SHARE_LIMITS, type CloudShareMemberPage, type CloudShareMemberQuery } from '../../../types/cloudShares'
import type { Db } from '../../db/open'
import { cloudShareMembers, users } from '../../db/schema'
import { ApiError, fieldError } from '../../errors'
import { decodeCursor, encodeCursor } from './rows'
import { ownerOf, personColumns, readerOf, toPerson } from './sharesAccess'

/** GET CLOUD_SHARE_PATHS.shares + '<id>/members/': keyset on (joined_at desc, user id desc). */
export async function shareMembers(db: Db, userId: number, shareId: number, query: CloudShareMemberQuery, apiPrefix: string): Promise<CloudShareMemberPage> {
  await readerOf(db, userId, shareId)
  const limit = query.limit ?? SHARE_LIMITS.pageSize
  const after = query.cursor === undefined ? undefined : decodeCursor(query.cursor, 'share.members')
  if (after && (typeof after.k !== 'string' || Number.isNaN(Date.parse(after.k)))) throw fieldError('cursor', '翻页位置无效，请从第一页重新加载')
  const rows = await db
    .select({ ...personColumns, joinedAt: cloudShareMembers.joinedAt })
    .from(cloudShareMembers)
    .innerJoin(users, eq(users.id, cloudShareMembers.userId))
    .where(
      and(
        eq(cloudShareMembers.shareId, shareId),
        after ? sql`(${cloudShareMembers.joinedAt}, ${cloudShareMembers.userId}) < (${after.k}::timestamptz, ${after.i})` : undefined
      )
    )
    .orderBy(desc(cloudShareMembers.joinedAt), desc(cloudShareMembers.userId))
    .limit(limit + 1)
  const page = rows.slice(0, limit)
  const last = page[page.length - 1]
  return {
    results: page.map((row) => ({ ...toPerson(row, apiPrefix), joined_at: row.joinedAt.toISOString() })),
    next_cursor: rows.length > limit ? encodeCursor({ s: 'share.members', f: false, k: last.joinedAt.toISOString(), i: last.userId }) : null
  }
}

/** DELETE CLOUD_SHARE_PATHS.shares + '<id>/members/<user_id>/': the owner removes a member (404 for someone who is not one). */
export async function removeMember(db: Db, userId: number, shareId: number, memberId: number): Promise<DetailResponse> {
  await ownerOf(db, userId, shareId)
  const gone = await db
    .delete(cloudShareMembers)
    .where(and(eq(cloudShareMembers.shareId, shareId), eq(cloudShareMembers.userId, memberId)))
    .returning({ userId: cloudShareMembers.userId })
  if (gone.length === 0) throw new ApiError(404, 'not_found', '该用户不是共享空间的成员')
  return { detail: '已将其移出共享空间' }
}
