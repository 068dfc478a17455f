/**
 * How the print queue shows (issue 21, docs/print.md "The queue in the app"): a file's settings
 * as one line, the page range, the queue as rows (a merged group is one row), the selection and
 * its total with delivery, the answer of an add, the add debounce, the setting choices a file
 * offers and the print centre's order counts. Fees come from core/printFees.ts, the server's own
 * rule, so the total the queue shows is the one the order is charged. Pure; the pages render these.
 */
import { extensionOf } from '@core/cloudFiles'
import { isPrintPicture, quoteFees, rangeProblem } from '@core/printFees'
import {
  PRINT_BINDING_NAMES,
  PRINT_COLOR_NAMES,
  PRINT_LIMITS,
  PRINT_ORDER_STATUS_NAMES,
  PRINT_PAPERS,
  PRINT_PAPER_NAMES,
  PRINT_SIDES_NAMES,
  PRINTABLE_EXTENSIONS,
  type PrintGroup,
  type PrintOrderCounts,
  type PrintOrderStatus,
  type PrintPaper,
  type PrintPriceTable,
  type PrintQueue,
  type PrintQueueAddResult,
  type PrintQueueItem,
  type PrintSettings,
  type PrintSettingsPatch
} from '@types-contract/print'
import { moneyText } from './printOrderView'

/** The server's words for a file it does not print (types/print.ts print_unsupported_type). */
export const PRINT_UNSUPPORTED = '暂不支持打印该格式，请先另存为 PDF 再打印'
export const PRINT_FORBIDDEN = '该文件已被设置为禁止打印'
export const PICTURES_ONLY = '请选择 jpg、jpeg 或 png 格式的图片'

/** The texts of adding to the queue (spec section 5). */
export const PRINT_ADD_TEXTS = {
  added: '已加入打印队列',
  already: '文件已在打印队列中',
  goToCentre: '去打印中心',
  failed: '加入打印队列失败'
} as const

/** 'A4 · 黑白 · 双面 · 2份' with the binding and a page range when they are set. */
export function settingsSummary(settings: PrintSettings): string {
  const parts = [PRINT_PAPER_NAMES[settings.paper], PRINT_COLOR_NAMES[settings.color], PRINT_SIDES_NAMES[settings.sides], `${settings.copies}份`]
  if (settings.binding !== 'none') parts.push(PRINT_BINDING_NAMES[settings.binding])
  if (settings.page_from !== null || settings.page_to !== null) parts.push(`第${settings.page_from ?? 1}-${settings.page_to ?? '末'}页`)
  return parts.join(' · ')
}

/** '全部 12 页', or '第 3–5 页，共 3 页' for a range (a range past the end reads as the server will refuse it). */
export function pageRangeText(settings: Pick<PrintSettings, 'page_from' | 'page_to'>, pageCount: number): string {
  if (settings.page_from === null && settings.page_to === null) return `全部 ${pageCount} 页`
  const from = settings.page_from ?? 1
  const to = settings.page_to ?? pageCount
  return `第 ${from}–${to} 页，共 ${Math.max(0, to - from + 1)} 页`
}

/**
 * The page range typed in two fields ('' : from the first / to the last page): the settings to
 * send, or what is wrong. Both empty, or 1 to the last page, is the whole file (nulls).
 */
export function parsePageRange(fromText: string, toText: string, pageCount: number): { range: Pick<PrintSettings, 'page_from' | 'page_to'> } | { problem: string } {
  const read = (text: string): number | null | undefined => {
    const t = text.trim()
    if (t === '') return null
    return /^\d+$/.test(t) && Number(t) >= 1 ? Number(t) : undefined
  }
  const from = read(fromText)
  const to = read(toText)
  if (from === undefined || to === undefined) return { problem: '页码请填写正整数' }
  const whole = (from ?? 1) === 1 && (to ?? pageCount) === pageCount
  const range = whole ? { page_from: null, page_to: null } : { page_from: from ?? 1, page_to: to ?? pageCount }
  const problem = rangeProblem(range, pageCount)
  return problem ? { problem: problem.message } : { range }
}

/** A row of the queue: one file, or a merged group with its files in order. */
export type QueueUnit =
  | { kind: 'item'; key: string; item: PrintQueueItem; ids: number[]; lockedBy: number | null }
  | { kind: 'group'; key: string; group: PrintGroup; items: PrintQueueItem[]; ids: number[]; lockedBy: number | null }

/** The queue as rows, newest first; a group stands where its newest file would. */
export function queueUnits(queue: PrintQueue): QueueUnit[] {
  const byId = new Map(queue.items.map((i) => [i.id, i]))
  const units: QueueUnit[] = []
  const placed = new Set<number>()
  for (const item of queue.items) {
    const group = item.group_id === null ? undefined : queue.groups.find((g) => g.id === item.group_id)
    if (!group) {
      units.push({ kind: 'item', key: `i${item.id}`, item, ids: [item.id], lockedBy: item.locked_by_order })
      continue
    }
    if (placed.has(group.id)) continue
    placed.add(group.id)
    const items = group.item_ids.map((id) => byId.get(id)).filter((i): i is PrintQueueItem => i !== undefined)
    units.push({
      kind: 'group',
      key: `g${group.id}`,
      group,
      items,
      ids: items.map((i) => i.id),
      lockedBy: items.find((i) => i.locked_by_order !== null)?.locked_by_order ?? null
    })
  }
  return units
}

/** The files that can be chosen for an order: those no submitted order holds. */
export function selectableIds(queue: PrintQueue): number[] {
  return queue.items.filter((i) => i.locked_by_order === null).map((i) => i.id)
}

/** Chooses a row's files, or unchooses them when all are chosen. */
export function toggleUnit(selected: readonly number[], ids: readonly number[]): number[] {
  const all = ids.every((id) => selected.includes(id))
  return all ? selected.filter((id) => !ids.includes(id)) : [...selected, ...ids.filter((id) => !selected.includes(id))]
}

/** 全选, or 取消全选 when everything choosable is chosen. */
export function toggleAllIds(selected: readonly number[], choosable: readonly number[]): number[] {
  return choosable.length > 0 && choosable.every((id) => selected.includes(id)) ? [] : [...choosable]
}

/** The chosen files still in the queue and free (after a refresh, a removal, an order). */
export function keepChoosable(selected: readonly number[], choosable: readonly number[]): number[] {
  return selected.filter((id) => choosable.includes(id))
}

export interface SelectionTotals {
  /** Files chosen. */
  files: number
  printFen: number
  deliveryFen: number
  totalFen: number
  /** Yuan: what the order page is told the queue showed (transferParams order_all). */
  orderAll: number
}

/** The chosen files' print fee, the delivery (free from the table's threshold) and the total, as the server quotes them. */
export function selectionTotals(queue: PrintQueue, selected: readonly number[], prices: PrintPriceTable): SelectionTotals {
  const items = queue.items.filter((i) => selected.includes(i.id))
  if (items.length === 0) return { files: 0, printFen: 0, deliveryFen: 0, totalFen: 0, orderAll: 0 }
  const quote = quoteFees(
    prices,
    items.map((i) => ({ settings: i.settings, pageCount: i.page_count, groupId: i.group_id }))
  )
  return { files: items.length, printFen: quote.print_fee_fen, deliveryFen: quote.delivery_fee_fen, totalFen: quote.total_fen, orderAll: quote.order_money }
}

/** '运费 ¥8.00（满 ¥50.00 包邮）', '已包邮' or '' before anything is chosen. */
export function deliveryText(totals: Pick<SelectionTotals, 'files' | 'deliveryFen'>, prices: PrintPriceTable): string {
  if (totals.files === 0) return ''
  if (totals.deliveryFen === 0) return '已包邮'
  const free = prices.free_delivery_over_fen
  return `运费 ${moneyText(totals.deliveryFen)}${free === null ? '' : `（满 ${moneyText(free)} 包邮）`}`
}

/** What the app says after an add: a toast, or the dialog that offers 去打印中心 when nothing new was queued. */
export function addNotice(result: PrintQueueAddResult): { kind: 'toast'; text: string } | { kind: 'already' } {
  if (result.added.length === 0) return { kind: 'already' }
  if (result.already.length === 0) return { kind: 'toast', text: PRINT_ADD_TEXTS.added }
  return { kind: 'toast', text: `${PRINT_ADD_TEXTS.added}，${result.already.length} 个文件已在队列中` }
}

/**
 * The debounce of add-to-print actions (spec: 1 s), leading edge: the first tap adds at once and
 * every tap within `ms` of the tap before it is dropped (a second tap of an impatient finger, a
 * double click), so a burst of taps adds once.
 */
export function createAddGate(ms: number): (now: number) => boolean {
  let last = -Infinity
  return (now) => {
    const open = now - last >= ms
    last = now
    return open
  }
}

/** Why a file cannot be printed before asking the server (a folder, its type, forbid_print for anyone but the owner), or null. */
export function printRefusal(file: { name: string; is_folder?: boolean; forbid_print?: boolean }, owner = true): string | null {
  if (file.is_folder) return '文件夹不能打印，请选择文件'
  if (file.forbid_print && !owner) return PRINT_FORBIDDEN
  return (PRINTABLE_EXTENSIONS as readonly string[]).includes(extensionOf(file.name)) ? null : PRINT_UNSUPPORTED
}

/** The chosen local files to upload for printing, and the text for those left out (pictures only on 照片打印). */
export function printableUploads<T extends { name: string }>(files: readonly T[], picturesOnly: boolean): { ok: T[]; refused: string | null } {
  const fits = (f: T) => (picturesOnly ? isPrintPicture(extensionOf(f.name)) : printRefusal(f) === null)
  const ok = files.filter(fits)
  const refused = ok.length === files.length ? null : picturesOnly ? PICTURES_ONLY : PRINT_UNSUPPORTED
  return { ok, refused }
}

/** The settings 照片打印 gives a picture: 6-inch photo paper, colour, one side, no binding. */
export const PHOTO_SETTINGS: PrintSettingsPatch = { paper: 'photo6', color: 'color', sides: 'single', binding: 'none' }

/** The papers a file may print on: photo paper for pictures only. */
export function paperChoices(extension: string): PrintPaper[] {
  return PRINT_PAPERS.filter((p) => p !== 'photo6' || isPrintPicture(extension))
}

/**
 * The change a new paper makes: photo paper prints in colour on one side (the table offers nothing
 * else), so choosing it sets both; leaving it keeps them.
 */
export function paperChange(paper: PrintPaper): PrintSettingsPatch {
  return paper === 'photo6' ? { paper, color: 'color', sides: 'single' } : { paper }
}

/** Whether a choice is off for the settings: black-and-white and double-sided on photo paper. */
export function choiceOff(settings: PrintSettings, field: 'color' | 'sides', value: string): boolean {
  return settings.paper === 'photo6' && ((field === 'color' && value === 'bw') || (field === 'sides' && value === 'double'))
}

/** A group's files with the one at `index` moved by `delta` (−1 up, +1 down); unchanged at the ends. */
export function moveInOrder(ids: readonly number[], index: number, delta: -1 | 1): number[] {
  const to = index + delta
  if (index < 0 || index >= ids.length || to < 0 || to >= ids.length) return [...ids]
  const next = [...ids]
  ;[next[index], next[to]] = [next[to], next[index]]
  return next
}

/** The print centre's header: the open states with their counts, each opening printOrderList?status=. */
export function orderCountLinks(counts: PrintOrderCounts | null): { status: PrintOrderStatus; label: string; count: number }[] {
  const shown = ['submitted', 'paid', 'printing', 'shipped'] as const
  return shown.map((status) => ({ status, label: PRINT_ORDER_STATUS_NAMES[status], count: counts?.[status] ?? 0 }))
}

/** The line under a file's name: '12 页 · A4 · 黑白 · 单面 · 1份'. */
export function itemMeta(item: Pick<PrintQueueItem, 'page_count' | 'settings'>): string {
  return `${item.page_count} 页 · ${settingsSummary(item.settings)}`
}

/** A group's line: '3 个文件 · 共 20 页 · A4 · …'. */
export function groupMeta(group: Pick<PrintGroup, 'settings'>, items: readonly Pick<PrintQueueItem, 'page_count'>[]): string {
  return `${items.length} 个文件 · 共 ${items.reduce((n, i) => n + i.page_count, 0)} 页 · ${settingsSummary(group.settings)}`
}

/** The fee of a row: its files' fees (a group's binding is on its first file already). */
export function unitFeeFen(unit: QueueUnit): number {
  return unit.kind === 'item' ? unit.item.fee.fee_fen : unit.items.reduce((n, i) => n + i.fee.fee_fen, 0)
}

/** What config-check found, one line a problem: '「期中.pdf」6寸照片纸只能打印图片'. */
export function configProblemsText(problems: readonly { item_id: number; message: string }[], items: readonly Pick<PrintQueueItem, 'id' | 'name'>[]): string {
  return problems
    .map((p) => {
      const name = items.find((i) => i.id === p.item_id)?.name
      return name ? `「${name}」${p.message}` : p.message
    })
    .join('\n')
}

/** The files 合并打印 can take: on their own (in no group) and in no submitted order. */
export function mergeableItems(queue: PrintQueue): PrintQueueItem[] {
  return queue.items.filter((i) => i.group_id === null && i.locked_by_order === null)
}

/** Why the chosen files cannot be merged yet, or null. */
export function mergeProblem(count: number): string | null {
  if (count < 2) return '请至少选择 2 个文件合并打印'
  if (count > PRINT_LIMITS.maxGroupItems) return `一次最多合并 ${PRINT_LIMITS.maxGroupItems} 个文件`
  return null
}

/** The extension a group's paper choices go by: photo paper only when every file is a picture. */
export function groupExtension(items: readonly Pick<PrintQueueItem, 'extension'>[]): string {
  return items.length > 0 && items.every((i) => isPrintPicture(i.extension)) ? items[0].extension : 'pdf'
}

/** A group's fee under `settings` (its binding once per copy), with the sides and sheets of all its files. */
export function groupFee(
  prices: PrintPriceTable,
  settings: PrintSettings,
  items: readonly Pick<PrintQueueItem, 'page_count'>[],
  groupId: number
): { fee_fen: number; sides: number; sheets: number } {
  const quote = quoteFees(
    prices,
    items.map((i) => ({ settings, pageCount: i.page_count, groupId }))
  )
  return {
    fee_fen: quote.print_fee_fen,
    sides: quote.fees.reduce((n, f) => n + f.sides, 0),
    sheets: quote.fees.reduce((n, f) => n + f.sheets, 0)
  }
}
