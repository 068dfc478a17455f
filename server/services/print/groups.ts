/**
 * Merged prints (PRINT_PATHS.groups; docs/print.md): several queue files printed and bound as one
 * document, in the group's order. A group holds at least two of the user's unlocked files; a file
 * put into a new group leaves its old one, and a group left with fewer than two files ends (its
 * last file is on its own again, settings kept).
 *
 * Settings: the group's copies, colour, sides, paper and binding are written into every member's
 * settings (so a member's row always holds what it prints with), while each member keeps its own
 * page range; a group's settings therefore carry no range (400 when one is given), and a member's
 * shared fields change only through its group (services/print/queue.ts refuses them on the file).
 */
import { and, eq, inArray } from 'drizzle-orm'
import type { PrintGroup, PrintGroupCreate, PrintGroupPatch, PrintSettings, PrintSettingsPatch } from '../../../types/print'
import type { Db } from '../../db/open'
import { printGroups, printQueueItems } from '../../db/schema'
import { ApiError, fieldError } from '../../errors'
import type { Tx } from '../cloud/rows'
import { groupRowsOf, itemLocked, queueItemsByIds, type PrintQueueRow } from './rows'

/** The settings a group sets on all of its files (the page range stays each file's own). */
export const GROUP_FIELDS = ['copies', 'color', 'sides', 'paper', 'binding'] as const

export const groupMissing = () => new ApiError(404, 'not_found', '合并打印不存在')

type GroupRow = { id: number; name: string; settings: PrintSettings }

export const toGroup = (group: GroupRow, members: PrintQueueRow[]): PrintGroup => ({
  id: group.id,
  name: group.name,
  item_ids: members.map((m) => m.id),
  settings: group.settings
})

/** `base` with the group fields of `patch`; 400 when the patch gives a page range. */
function groupSettings(base: PrintSettings, patch: PrintSettingsPatch | undefined): PrintSettings {
  if (patch?.page_from != null || patch?.page_to != null) throw fieldError('settings', '合并打印的页码范围请在各文件中单独设置')
  const settings: PrintSettings = { ...base, page_from: null, page_to: null }
  for (const field of GROUP_FIELDS) if (patch?.[field] !== undefined) Object.assign(settings, { [field]: patch[field] })
  return settings
}

/** Makes `members` the group's files in this order, each with the group's settings and its own range. */
async function setMembers(tx: Tx, group: GroupRow, members: PrintQueueRow[]): Promise<void> {
  for (const [position, member] of members.entries()) {
    await tx
      .update(printQueueItems)
      .set({ groupId: group.id, groupPosition: position, settings: { ...group.settings, page_from: member.settings.page_from, page_to: member.settings.page_to } })
      .where(eq(printQueueItems.id, member.id))
  }
}

const ungroup = (tx: Tx, itemIds: number[]) =>
  itemIds.length === 0 ? undefined : tx.update(printQueueItems).set({ groupId: null, groupPosition: 0 }).where(inArray(printQueueItems.id, itemIds))

/** Ends the groups among `groupIds` that hold fewer than two files now. */
export async function endSmallGroups(tx: Tx, userId: number, groupIds: number[]): Promise<void> {
  for (const groupId of new Set(groupIds)) {
    const members = await groupRowsOf(tx, userId, groupId)
    if (members.length >= 2) continue
    await ungroup(
      tx,
      members.map((m) => m.id)
    )
    await tx.delete(printGroups).where(eq(printGroups.id, groupId))
  }
}

async function lockedGroup(tx: Tx, userId: number, groupId: number): Promise<{ group: GroupRow; members: PrintQueueRow[] }> {
  const [group] = await tx
    .select({ id: printGroups.id, name: printGroups.name, settings: printGroups.settings })
    .from(printGroups)
    .where(and(eq(printGroups.id, groupId), eq(printGroups.userId, userId)))
    .for('update')
  if (!group) throw groupMissing()
  const members = await groupRowsOf(tx, userId, groupId)
  if (members.some((m) => m.lockedByOrder !== null)) throw itemLocked()
  return { group, members }
}

/** POST PRINT_PATHS.groups: a group of the user's unlocked items, in the order given; settings from the first file's, with those given. */
export async function createGroup(db: Db, userId: number, body: PrintGroupCreate, now: number): Promise<PrintGroup> {
  return db.transaction(async (tx) => {
    const members = await queueItemsByIds(tx, userId, body.item_ids, { forUpdate: true })
    if (members.length < 2) throw fieldError('item_ids', '合并打印至少需要 2 个不同的文件')
    if (members.some((m) => m.lockedByOrder !== null)) throw itemLocked()
    const settings = groupSettings(members[0].settings, body.settings)
    const name = body.name?.trim() || `${members[0].name.slice(0, 30)}等${members.length}个文件`
    const [group] = await tx
      .insert(printGroups)
      .values({ userId, name, settings, createdAt: new Date(now) })
      .returning({ id: printGroups.id, name: printGroups.name, settings: printGroups.settings })
    await setMembers(tx, group, members)
    await endSmallGroups(
      tx,
      userId,
      members.flatMap((m) => (m.groupId === null ? [] : [m.groupId]))
    )
    return toGroup(group, members)
  })
}

/** PATCH PRINT_PATHS.groups + '<id>/': a new order (files left out leave the group), name, settings. */
export async function patchGroup(db: Db, userId: number, groupId: number, body: PrintGroupPatch): Promise<PrintGroup> {
  return db.transaction(async (tx) => {
    const { group, members } = await lockedGroup(tx, userId, groupId)
    let ordered = members
    if (body.item_ids !== undefined) {
      const ids = [...new Set(body.item_ids)]
      if (ids.length < 2) throw fieldError('item_ids', '合并打印至少需要 2 个不同的文件')
      const byId = new Map(members.map((m) => [m.id, m]))
      if (ids.some((id) => !byId.has(id))) throw fieldError('item_ids', '只能排列本组中的文件')
      ordered = ids.map((id) => byId.get(id)!)
      await ungroup(
        tx,
        members.filter((m) => !ids.includes(m.id)).map((m) => m.id)
      )
    }
    const name = body.name?.trim() || group.name
    const settings = groupSettings(group.settings, body.settings)
    const [updated] = await tx
      .update(printGroups)
      .set({ name, settings })
      .where(eq(printGroups.id, groupId))
      .returning({ id: printGroups.id, name: printGroups.name, settings: printGroups.settings })
    await setMembers(tx, updated, ordered)
    return toGroup(updated, ordered)
  })
}

/** DELETE PRINT_PATHS.groups + '<id>/': its files stay queued, each on its own with the settings it had. */
export async function deleteGroup(db: Db, userId: number, groupId: number): Promise<void> {
  await db.transaction(async (tx) => {
    const { members } = await lockedGroup(tx, userId, groupId)
    await ungroup(
      tx,
      members.map((m) => m.id)
    )
    await tx.delete(printGroups).where(eq(printGroups.id, groupId))
  })
}
