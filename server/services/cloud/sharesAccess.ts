/**
 * What the shared-space services share (issue 20, docs/cloud.md "Shared spaces"): the errors, who
 * the caller is to a share (owner, member, a visitor with the link code), the answer shapes of a
 * share and a person, and the SQL of what a share shows and the rights that hold on it.
 *
 * - A share is found only by its owner, its members, or (for the detail and joining) whoever has
 *   its link code; anyone else gets 404 共享空间不存在, as for one that does not exist.
 * - Banned (banned_at): the owner still reads and manages everything; a member gets the detail
 *   (banned true) and 403 share_banned for anything inside; nobody joins.
 * - What a share shows: its items whose entries are live, and the live descendants of its shared
 *   folders. A trashed entry's descendants are trashed with it and a restored one never lands
 *   under a trashed folder (services/cloud/trash.ts), so a live entry has only live ancestors:
 *   "live and an item among its ancestors (or itself)" is the whole test.
 * - Rights: forbid_download / forbid_print hold for an entry when any item of the share among the
 *   entry and its ancestors sets them (a folder's flags hold for everything inside it, and the
 *   stricter of two wins when a file is shared both itself and inside a shared folder).
 */
import { and, eq, sql, type SQL, type SQLWrapper } from 'drizzle-orm'
import type { CloudShareDetail, CloudShareSummary, ShareRole, SharePerson } from '../../../types/cloudShares'
import type { Conn } from './rows'
import { cloudShareMembers, cloudShares, users } from '../../db/schema'
import { ApiError } from '../../errors'
import { avatarUrlOf } from '../users'

export const shareMissing = () => new ApiError(404, 'not_found', '共享空间不存在')
export const shareBanned = () => new ApiError(403, 'share_banned', '共享空间已被封禁')
export const ownerOnly = () => new ApiError(403, 'owner_only', '只有共享空间的创建者可以这样做')

export const shareColumns = {
  id: cloudShares.id,
  ownerId: cloudShares.ownerId,
  name: cloudShares.name,
  code: cloudShares.code,
  bannedAt: cloudShares.bannedAt,
  createdAt: cloudShares.createdAt
}

export interface ShareRow {
  id: number
  ownerId: number
  name: string
  code: string
  bannedAt: Date | null
  createdAt: Date
}

export interface ShareAccess {
  share: ShareRow
  role: ShareRole
  /** A member's joined_at; null for the owner and visitors. */
  joinedAt: Date | null
}

async function shareRow(db: Conn, shareId: number): Promise<ShareRow | undefined> {
  const [row] = await db.select(shareColumns).from(cloudShares).where(eq(cloudShares.id, shareId))
  return row
}

/** The caller's role when they own or joined the share; undefined when they did neither (or it does not exist). */
async function roleOf(db: Conn, userId: number | null, share: ShareRow): Promise<Omit<ShareAccess, 'share'> | undefined> {
  if (userId === null) return undefined
  if (share.ownerId === userId) return { role: 'owner', joinedAt: null }
  const [member] = await db
    .select({ joinedAt: cloudShareMembers.joinedAt })
    .from(cloudShareMembers)
    .where(and(eq(cloudShareMembers.shareId, share.id), eq(cloudShareMembers.userId, userId)))
  return member ? { role: 'member', joinedAt: member.joinedAt } : undefined
}

/**
 * The owner or a member (banned or not), or, with the right link `code`, a visitor (logged in or
 * not); else 404 共享空间不存在.
 */
export async function accessOf(db: Conn, userId: number | null, shareId: number, code?: string): Promise<ShareAccess> {
  const access = await findAccess(db, userId, shareId, code)
  if (!access) throw shareMissing()
  return access
}

/** accessOf, or undefined where it answers 404. */
export async function findAccess(db: Conn, userId: number | null, shareId: number, code?: string): Promise<ShareAccess | undefined> {
  const share = await shareRow(db, shareId)
  if (!share) return undefined
  const known = await roleOf(db, userId, share)
  if (known) return { share, ...known }
  if (code !== undefined && code === share.code) return { share, role: 'visitor', joinedAt: null }
  return undefined
}

/** The owner, or a member of a share that is not banned: who may look inside (403 share_banned, 404 otherwise). */
export async function readerOf(db: Conn, userId: number, shareId: number): Promise<ShareAccess> {
  const access = await accessOf(db, userId, shareId)
  if (access.role !== 'owner' && access.share.bannedAt) throw shareBanned()
  return access
}

/** The owner (403 owner_only for a member, 404 for anyone else). */
export async function ownerOf(db: Conn, userId: number, shareId: number): Promise<ShareRow> {
  const access = await accessOf(db, userId, shareId)
  if (access.role !== 'owner') throw ownerOnly()
  return access.share
}

export const personColumns = { userId: users.id, username: users.username, avatarKey: users.avatarKey, avatarUrl: users.avatarUrl }

export interface PersonRow {
  userId: number
  username: string | null
  avatarKey: string | null
  avatarUrl: string | null
}

export const toPerson = (row: PersonRow, apiPrefix: string): SharePerson => ({
  user_id: row.userId,
  username: row.username ?? '',
  avatar_url: avatarUrlOf(row, apiPrefix)
})

/** `(select …)`: how many members the share has. */
export const memberCount = sql<number>`(select count(*) from cloud_share_members m where m.share_id = ${cloudShares.id})::int`

/** `(select …)`: how many of the share's items are live entries. */
export const itemCount = sql<number>`(select count(*) from cloud_share_items i join cloud_entries e on e.id = i.entry_id where i.share_id = ${cloudShares.id} and e.trashed_at is null)::int`

/** The columns of a share summary: the share, its owner and the counts (from cloud_shares joined with its owner's users row). */
export const summaryColumns = { ...shareColumns, owner: personColumns, memberCount, itemCount }

export interface SummaryRow extends ShareRow {
  owner: PersonRow
  memberCount: number
  itemCount: number
}

export function toSummary(row: SummaryRow, role: ShareRole, joinedAt: Date | null, apiPrefix: string): CloudShareSummary {
  return {
    id: row.id,
    name: row.name,
    owner: toPerson(row.owner, apiPrefix),
    role,
    member_count: Number(row.memberCount),
    item_count: Number(row.itemCount),
    banned: row.bannedAt !== null,
    created_at: row.createdAt.toISOString(),
    joined_at: joinedAt ? joinedAt.toISOString() : null
  }
}

/** The detail of a share as `access` sees it; the link code only for the owner and members. */
export async function detailOf(db: Conn, access: ShareAccess, apiPrefix: string): Promise<CloudShareDetail> {
  const [row] = await db.select(summaryColumns).from(cloudShares).innerJoin(users, eq(users.id, cloudShares.ownerId)).where(eq(cloudShares.id, access.share.id))
  if (!row) throw shareMissing()
  return { ...toSummary(row, access.role, access.joinedAt, apiPrefix), code: access.role === 'visitor' ? null : row.code }
}

/**
 * `(select id …)`: the entry `entry` (an id, or a column of the outer query) and its ancestors up
 * to the root. Its tables are aliased, so a column of cloud_entries in the outer query refers out.
 */
export const selfAndAncestors = (entry: number | SQLWrapper): SQL =>
  sql`(with recursive up(id, parent_id) as (select a.id, a.parent_id from cloud_entries a where a.id = ${entry} union all select c.id, c.parent_id from cloud_entries c join up on c.id = up.parent_id) select id from up)`

/** Whether the share shows `entry` (live is checked by the caller): an item of the share is the entry or one of its ancestors. */
export const inShare = (shareId: number | SQLWrapper, entry: number | SQLWrapper): SQL =>
  sql`exists (select 1 from cloud_share_items si where si.share_id = ${shareId} and si.entry_id in ${selfAndAncestors(entry)})`

export type ShareFlag = 'forbid_download' | 'forbid_print'

/** Whether `flag` holds for `entry` in the share: an item among the entry and its ancestors sets it. */
export const flagOf = (shareId: number | SQLWrapper, entry: number | SQLWrapper, flag: ShareFlag): SQL<boolean> =>
  sql<boolean>`exists (select 1 from cloud_share_items si where si.share_id = ${shareId} and si.${sql.raw(flag)} and si.entry_id in ${selfAndAncestors(entry)})`
