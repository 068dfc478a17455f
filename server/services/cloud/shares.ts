/**
 * Shared spaces (issue 20, docs/cloud.md "Shared spaces"): create, my lists, the detail, joining by
 * the link text's code and id, leaving, and the owner's management (items and their flags, ban,
 * a new link code, delete). Who may do what: sharesAccess.ts; members: sharesMembers.ts; what a
 * share shows and its downloads: sharesFiles.ts.
 */
import { randomInt } from 'crypto'
import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm'
import { SHARE_CODE_ALPHABET, SHARE_CODE_LENGTH } from '../../../core/shareLink'
import { shareNameProblem } from '../../../core/shareSpaces'
import type { DetailResponse } from '../../../types/api'
import {
  SHARE_LIMITS,
  type CloudShareDetail,
  type CloudShareFile,
  type CloudShareItemFlags,
  type CloudShareListQuery,
  type CloudSharePage,
  type NewCloudShare
} from '../../../types/cloudShares'
import type { Db } from '../../db/open'
import { cloudEntries, cloudShareItems, cloudShareMembers, cloudShares, users } from '../../db/schema'
import { ApiError, fieldError } from '../../errors'
import { decodeCursor, encodeCursor, entryMissing, liveOf, type Conn, type Tx } from './rows'
import { accessOf, detailOf, findAccess, ownerOf, summaryColumns, toSummary, type ShareRow } from './sharesAccess'
import { shareFile } from './sharesFiles'

/** A fresh link code: SHARE_CODE_LENGTH characters of the look-alike-free alphabet (core/shareLink.ts). */
export const newShareCode = (): string => Array.from({ length: SHARE_CODE_LENGTH }, () => SHARE_CODE_ALPHABET[randomInt(SHARE_CODE_ALPHABET.length)]).join('')

function checkedShareName(raw: string): string {
  const name = raw.trim()
  const problem = shareNameProblem(name)
  if (problem) throw fieldError('name', problem)
  return name
}

/** Shares `entryIds` (the owner's live entries, else 404 文件不存在) in the share with the flags; an item shared already takes them. */
async function putItems(tx: Tx, share: { id: number; ownerId: number }, entryIds: readonly number[], flags: CloudShareItemFlags, now: number): Promise<void> {
  const ids = [...new Set(entryIds)]
  if (ids.length === 0) return
  const found = await tx
    .select({ id: cloudEntries.id })
    .from(cloudEntries)
    .where(and(inArray(cloudEntries.id, ids), liveOf(share.ownerId)))
  if (found.length !== ids.length) throw entryMissing()
  const [{ n }] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(cloudShareItems)
    .where(and(eq(cloudShareItems.shareId, share.id), sql`${cloudShareItems.entryId} not in (${sql.join(ids, sql`, `)})`))
  if (Number(n) + ids.length > SHARE_LIMITS.itemsMax) throw new ApiError(409, 'too_many_items', `共享空间最多添加${SHARE_LIMITS.itemsMax}个文件或文件夹`)
  const at = new Date(now)
  await tx
    .insert(cloudShareItems)
    .values(ids.map((entryId) => ({ shareId: share.id, entryId, forbidDownload: flags.forbid_download, forbidPrint: flags.forbid_print, createdAt: at })))
    .onConflictDoUpdate({
      target: [cloudShareItems.shareId, cloudShareItems.entryId],
      set: { forbidDownload: flags.forbid_download, forbidPrint: flags.forbid_print }
    })
}

const flagsOf = (body: { forbid_download?: boolean; forbid_print?: boolean }): CloudShareItemFlags => ({
  forbid_download: body.forbid_download ?? false,
  forbid_print: body.forbid_print ?? false
})

/** POST CLOUD_SHARE_PATHS.shares: a new share of the owner's live entries, with a fresh link code. */
export async function createShare(db: Db, ownerId: number, body: NewCloudShare, now: number, apiPrefix: string): Promise<CloudShareDetail> {
  const name = checkedShareName(body.name)
  const at = new Date(now)
  return db.transaction(async (tx) => {
    const [share] = await tx
      .insert(cloudShares)
      .values({ ownerId, name, code: newShareCode(), createdAt: at, updatedAt: at })
      .returning({ id: cloudShares.id, ownerId: cloudShares.ownerId })
    await putItems(tx, share, body.entry_ids, flagsOf(body), now)
    return detailOf(tx, await accessOf(tx, ownerId, share.id), apiPrefix)
  })
}

/** A page's keyset position on (time desc, id desc), checked as the trash's is. */
function timeCursor(cursor: string | undefined, list: string): { k: string; i: number } | undefined {
  if (cursor === undefined) return undefined
  const after = decodeCursor(cursor, list)
  if (typeof after.k !== 'string' || Number.isNaN(Date.parse(after.k))) throw fieldError('cursor', '翻页位置无效，请从第一页重新加载')
  return { k: after.k, i: after.i }
}

/** GET CLOUD_SHARE_PATHS.shares?list=mine (newest first) or list=joined (latest joined first, banned ones too). */
export async function shareList(db: Db, userId: number, query: CloudShareListQuery, apiPrefix: string): Promise<CloudSharePage> {
  const limit = query.limit ?? SHARE_LIMITS.pageSize
  const list = `shares.${query.list}`
  const after = timeCursor(query.cursor, list)
  if (query.list === 'mine') {
    const rows = await db
      .select(summaryColumns)
      .from(cloudShares)
      .innerJoin(users, eq(users.id, cloudShares.ownerId))
      .where(and(eq(cloudShares.ownerId, userId), after ? sql`(${cloudShares.createdAt}, ${cloudShares.id}) < (${after.k}::timestamptz, ${after.i})` : undefined))
      .orderBy(desc(cloudShares.createdAt), desc(cloudShares.id))
      .limit(limit + 1)
    const page = rows.slice(0, limit)
    const last = page[page.length - 1]
    return {
      results: page.map((row) => toSummary(row, 'owner', null, apiPrefix)),
      next_cursor: rows.length > limit ? encodeCursor({ s: list, f: false, k: last.createdAt.toISOString(), i: last.id }) : null
    }
  }
  const rows = await db
    .select({ ...summaryColumns, joinedAt: cloudShareMembers.joinedAt })
    .from(cloudShareMembers)
    .innerJoin(cloudShares, eq(cloudShares.id, cloudShareMembers.shareId))
    .innerJoin(users, eq(users.id, cloudShares.ownerId))
    .where(
      and(
        eq(cloudShareMembers.userId, userId),
        after ? sql`(${cloudShareMembers.joinedAt}, ${cloudShareMembers.shareId}) < (${after.k}::timestamptz, ${after.i})` : undefined
      )
    )
    .orderBy(desc(cloudShareMembers.joinedAt), desc(cloudShareMembers.shareId))
    .limit(limit + 1)
  const page = rows.slice(0, limit)
  const last = page[page.length - 1]
  return {
    results: page.map((row) => toSummary(row, 'member', row.joinedAt, apiPrefix)),
    next_cursor: rows.length > limit ? encodeCursor({ s: list, f: false, k: last.joinedAt.toISOString(), i: last.id }) : null
  }
}

/** GET CLOUD_SHARE_PATHS.shares + '<id>/': for the owner and members, or a visitor (logged in or not) with the link code. */
export async function shareDetail(db: Db, userId: number | null, shareId: number, code: string | undefined, apiPrefix: string): Promise<CloudShareDetail> {
  return detailOf(db, await accessOf(db, userId, shareId, code), apiPrefix)
}

/**
 * POST CLOUD_SHARE_PATHS.join: the link text's code and id. A wrong pair is 404 (the same answer
 * for a wrong code and a missing share, so ids cannot be probed); a banned share is 403; a member
 * joining again (whatever the code) or the owner changes nothing and gets the detail.
 */
export async function joinShare(db: Db, userId: number, link: { code: string; id: number }, now: number, apiPrefix: string): Promise<CloudShareDetail> {
  return db.transaction(async (tx) => {
    const found = await findAccess(tx, userId, link.id, link.code)
    if (!found) throw new ApiError(404, 'not_found', '链接码或编号不正确，共享空间不存在或链接已失效')
    if (found.share.bannedAt && found.role !== 'owner') throw new ApiError(403, 'share_banned', '共享空间已被封禁，暂时无法加入')
    if (found.role !== 'visitor') return detailOf(tx, found, apiPrefix)
    await tx
      .insert(cloudShareMembers)
      .values({ shareId: link.id, userId, joinedAt: new Date(now) })
      .onConflictDoNothing()
    return detailOf(tx, await accessOf(tx, userId, link.id), apiPrefix)
  })
}

/** POST CLOUD_SHARE_PATHS.shares + '<id>/leave/': a member leaves (the owner cannot: 409; they delete it instead). */
export async function leaveShare(db: Db, userId: number, shareId: number): Promise<DetailResponse> {
  const access = await accessOf(db, userId, shareId)
  if (access.role === 'owner') throw new ApiError(409, 'owner_cannot_leave', '你是这个共享空间的创建者，不能退出')
  await db.delete(cloudShareMembers).where(and(eq(cloudShareMembers.shareId, shareId), eq(cloudShareMembers.userId, userId)))
  return { detail: '已退出共享空间' }
}

/** DELETE CLOUD_SHARE_PATHS.shares + '<id>/': the owner deletes the share (items and members go with it; the library keeps the files). */
export async function deleteShare(db: Db, userId: number, shareId: number): Promise<DetailResponse> {
  await ownerOf(db, userId, shareId)
  await db.delete(cloudShares).where(eq(cloudShares.id, shareId))
  return { detail: '共享空间已删除' }
}

/** The owner's change of the share: `change` does it and answers the columns to set from the share as it was; `updated_at` now; answers the detail after. */
async function updateShare(
  db: Db,
  userId: number,
  shareId: number,
  change: (share: ShareRow) => Partial<typeof cloudShares.$inferInsert> | Promise<Partial<typeof cloudShares.$inferInsert>>,
  now: number,
  apiPrefix: string
): Promise<CloudShareDetail> {
  const share = await ownerOf(db, userId, shareId)
  const set = await change(share)
  await db
    .update(cloudShares)
    .set({ ...set, updatedAt: new Date(now) })
    .where(eq(cloudShares.id, shareId))
  return detailOf(db, { share, role: 'owner', joinedAt: null }, apiPrefix)
}

/** POST CLOUD_SHARE_PATHS.shares + '<id>/ban/': nobody joins and members see nothing inside until the owner lifts it (idempotent: the first ban's time stays). */
export const banShare = (db: Db, userId: number, shareId: number, now: number, apiPrefix: string): Promise<CloudShareDetail> =>
  updateShare(db, userId, shareId, (share) => ({ bannedAt: share.bannedAt ?? new Date(now) }), now, apiPrefix)

/** POST CLOUD_SHARE_PATHS.shares + '<id>/unban/': lifts the ban (idempotent). */
export const unbanShare = (db: Db, userId: number, shareId: number, now: number, apiPrefix: string): Promise<CloudShareDetail> =>
  updateShare(db, userId, shareId, () => ({ bannedAt: null }), now, apiPrefix)

/** POST CLOUD_SHARE_PATHS.shares + '<id>/code/': a new link code; link texts with the old one no longer join (members stay). */
export const renewShareCode = (db: Db, userId: number, shareId: number, now: number, apiPrefix: string): Promise<CloudShareDetail> =>
  updateShare(db, userId, shareId, () => ({ code: newShareCode() }), now, apiPrefix)

/** POST CLOUD_SHARE_PATHS.shares + '<id>/items/': the owner shares more of their live entries. */
export async function addShareItems(
  db: Db,
  userId: number,
  shareId: number,
  body: { entry_ids: number[]; forbid_download?: boolean; forbid_print?: boolean },
  now: number,
  apiPrefix: string
): Promise<CloudShareDetail> {
  return db.transaction(async (tx) => {
    const share = await ownerOf(tx, userId, shareId)
    // One writer per share at a time, so two adds cannot pass the item limit together.
    await tx.select({ id: cloudShares.id }).from(cloudShares).where(eq(cloudShares.id, shareId)).for('update')
    await putItems(tx, share, body.entry_ids, flagsOf(body), now)
    await tx
      .update(cloudShares)
      .set({ updatedAt: new Date(now) })
      .where(eq(cloudShares.id, shareId))
    return detailOf(tx, await accessOf(tx, userId, shareId), apiPrefix)
  })
}

async function itemOrMissing(db: Conn, shareId: number, entryId: number): Promise<void> {
  const [item] = await db
    .select({ entryId: cloudShareItems.entryId })
    .from(cloudShareItems)
    .innerJoin(cloudEntries, eq(cloudEntries.id, cloudShareItems.entryId))
    .where(and(eq(cloudShareItems.shareId, shareId), eq(cloudShareItems.entryId, entryId), isNull(cloudEntries.trashedAt)))
  if (!item) throw entryMissing()
}

/** DELETE CLOUD_SHARE_PATHS.shares + '<id>/items/<entry_id>/': the entry is no longer shared (it stays in the library). */
export async function removeShareItem(db: Db, userId: number, shareId: number, entryId: number, now: number, apiPrefix: string): Promise<CloudShareDetail> {
  const unshare = async () => {
    await itemOrMissing(db, shareId, entryId)
    await db.delete(cloudShareItems).where(and(eq(cloudShareItems.shareId, shareId), eq(cloudShareItems.entryId, entryId)))
    return {}
  }
  return updateShare(db, userId, shareId, unshare, now, apiPrefix)
}

/** PUT CLOUD_SHARE_PATHS.shares + '<id>/items/<entry_id>/': the item's flags; answers it as the share shows it. */
export async function setShareItemFlags(db: Db, userId: number, shareId: number, entryId: number, flags: CloudShareItemFlags): Promise<CloudShareFile> {
  const share = await ownerOf(db, userId, shareId)
  await itemOrMissing(db, shareId, entryId)
  await db
    .update(cloudShareItems)
    .set({ forbidDownload: flags.forbid_download, forbidPrint: flags.forbid_print })
    .where(and(eq(cloudShareItems.shareId, shareId), eq(cloudShareItems.entryId, entryId)))
  return shareFile(db, share, entryId)
}
