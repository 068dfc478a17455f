/**
 * POST PRINT_PATHS.configCheck: every reason a set of queue items cannot be ordered now, per file
 * and field, so the app shows them before submit (an order's submit runs the same check). Rights
 * are checked again now, not trusted from when the file was added: a share may have set
 * forbid_print since (分享者已禁止打印该文件), been banned, or stopped showing the file; the owner
 * may have trashed it. Then the settings (core/printFees.ts settingsProblems: the page range, photo
 * paper only for pictures, single-sided and in colour, a combination the price table offers), the
 * type (a file renamed to another extension since), a file held by a submitted order, and a merged
 * group ordered without all of its files.
 */
import { and, eq, inArray } from 'drizzle-orm'
import { isPrintable, settingsProblems } from '../../../core/printFees'
import type { PrintConfigCheck, PrintPriceTable } from '../../../types/print'
import { printQueueItems } from '../../db/schema'
import { ApiError } from '../../errors'
import { entryMissing, type Conn } from '../cloud/rows'
import { printFileOf, queueItemsByIds, type PrintQueueRow } from './rows'

type Problem = PrintConfigCheck['problems'][number]

export const UNSUPPORTED_TYPE = '暂不支持打印该格式，请先另存为 PDF 再打印'

/** Why the user may not print the file now, or null. */
async function rightProblem(db: Conn, userId: number, row: PrintQueueRow): Promise<string | null> {
  try {
    await printFileOf(db, userId, row, 'print')
    return null
  } catch (error) {
    if (!(error instanceof ApiError)) throw error
    if (error.code === 'print_forbidden') return '分享者已禁止打印该文件'
    // Gone: trashed by its owner, or no longer shown by the share; else the share's own reason (banned, left).
    return error.detail === entryMissing().detail ? '文件已不存在' : error.detail
  }
}

/** A row's problems that need no query: held by an order, a type the shop does not take, its settings. */
function rowProblems(row: PrintQueueRow, prices: PrintPriceTable): Problem[] {
  const problems: Problem[] = []
  if (row.lockedByOrder !== null) problems.push({ item_id: row.id, field: null, message: '文件已在待付款订单中' })
  if (!isPrintable(row.extension)) problems.push({ item_id: row.id, field: null, message: UNSUPPORTED_TYPE })
  else for (const p of settingsProblems(prices, row.settings, row)) problems.push({ item_id: row.id, field: p.field, message: p.message })
  return problems
}

/** A merged group asked without all of its files (on the group's first file asked). */
async function groupProblems(db: Conn, userId: number, rows: PrintQueueRow[]): Promise<Problem[]> {
  const asked = new Set(rows.map((row) => row.id))
  const groupIds = [...new Set(rows.flatMap((row) => (row.groupId === null ? [] : [row.groupId])))]
  if (groupIds.length === 0) return []
  const members = await db
    .select({ id: printQueueItems.id, groupId: printQueueItems.groupId })
    .from(printQueueItems)
    .where(and(eq(printQueueItems.userId, userId), inArray(printQueueItems.groupId, groupIds)))
  return groupIds
    .filter((groupId) => members.some((m) => m.groupId === groupId && !asked.has(m.id)))
    .map((groupId) => ({ item_id: rows.find((row) => row.groupId === groupId)!.id, field: null, message: '合并打印的文件需要一起下单' }))
}

/** The check of rows already loaded (queueItemsByIds), problems in the rows' order. */
async function checkRows(db: Conn, userId: number, rows: PrintQueueRow[], prices: PrintPriceTable): Promise<PrintConfigCheck> {
  const problems: Problem[] = []
  for (const row of rows) {
    const right = await rightProblem(db, userId, row)
    if (right) problems.push({ item_id: row.id, field: null, message: right })
    problems.push(...rowProblems(row, prices))
  }
  problems.push(...(await groupProblems(db, userId, rows)))
  return { ok: problems.length === 0, problems }
}

/**
 * Everything checkRows finds but the rights, for a submit that has just checked each file's right
 * itself (answering it with its own 403 / 404): the rights are read once.
 */
export async function problemsBesideRights(db: Conn, userId: number, rows: PrintQueueRow[], prices: PrintPriceTable): Promise<Problem[]> {
  return [...rows.flatMap((row) => rowProblems(row, prices)), ...(await groupProblems(db, userId, rows))]
}

/** POST PRINT_PATHS.configCheck: the user's items `itemIds` (404 文件不存在 for one not theirs). */
export async function checkItems(db: Conn, userId: number, itemIds: number[], prices: PrintPriceTable): Promise<PrintConfigCheck> {
  return checkRows(db, userId, await queueItemsByIds(db, userId, itemIds), prices)
}
