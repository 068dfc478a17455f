/**
 * Print fees and what a print setting may be (issue 21, docs/print.md). Pure: the server quotes
 * with it (server/services/print/fees.ts) and checks settings with it before an order; the app
 * may show the same problems beside a field.
 *
 * - A file prints `sides` = pages in its range × copies, priced per side by (paper, colour,
 *   sides) from the table; it uses `sheets` = per copy ceil(pages / 2) double-sided, pages
 *   single-sided, × copies.
 * - Binding is priced per bound copy. A merged group is one bound document: its binding counts
 *   once per copy for the whole group (on its first file).
 * - Delivery is one price per order, free once the print fee reaches free_delivery_over_fen.
 * - A combination the table does not price (photo paper double-sided or black-and-white with the
 *   defaults) quotes its sides at 0 and is a problem of settingsProblems, which stops the order.
 */
import { fenToYuan } from './payments/plans'
import { PRINT_COLOR_NAMES, PRINT_PAPER_NAMES, PRINT_PICTURE_EXTENSIONS, PRINT_SIDES_NAMES, PRINTABLE_EXTENSIONS } from '../types/print'
import type { PrintBinding, PrintColor, PrintItemFee, PrintPaper, PrintPriceTable, PrintSettings, PrintSides } from '../types/print'

/** The default table: a Chinese online print shop's typical prices (fen). */
export const DEFAULT_PRINT_PRICES: PrintPriceTable = {
  side_prices: [
    ...(['A4', 'B5'] as const).flatMap((paper) => [
      { paper, color: 'bw' as const, sides: 'single' as const, fen: 20 },
      { paper, color: 'bw' as const, sides: 'double' as const, fen: 15 },
      { paper, color: 'color' as const, sides: 'single' as const, fen: 80 },
      { paper, color: 'color' as const, sides: 'double' as const, fen: 70 }
    ]),
    { paper: 'A3', color: 'bw', sides: 'single', fen: 40 },
    { paper: 'A3', color: 'bw', sides: 'double', fen: 30 },
    { paper: 'A3', color: 'color', sides: 'single', fen: 160 },
    { paper: 'A3', color: 'color', sides: 'double', fen: 140 },
    { paper: 'photo6', color: 'color', sides: 'single', fen: 60 }
  ],
  binding_prices: [
    { binding: 'none', fen: 0 },
    { binding: 'staple', fen: 50 },
    { binding: 'ring', fen: 300 }
  ],
  delivery_fen: 800,
  free_delivery_over_fen: 5000
}

/** The settings of a newly queued file: a PDF black-and-white, a picture in colour; A4, single-sided, the whole file, one copy. */
export function defaultPrintSettings(extension: string): PrintSettings {
  return { copies: 1, color: isPrintPicture(extension) ? 'color' : 'bw', sides: 'single', paper: 'A4', page_from: null, page_to: null, binding: 'none' }
}

/** A type the print shop takes (PDF or a picture); others must be saved as PDF first. */
export function isPrintable(extension: string): boolean {
  return (PRINTABLE_EXTENSIONS as readonly string[]).includes(extension.toLowerCase())
}

export function isPrintPicture(extension: string): boolean {
  return (PRINT_PICTURE_EXTENSIONS as readonly string[]).includes(extension.toLowerCase())
}

/** Fen per printed side, or null when the table does not offer the combination. */
export function sidePrice(table: PrintPriceTable, paper: PrintPaper, color: PrintColor, sides: PrintSides): number | null {
  return table.side_prices.find((p) => p.paper === paper && p.color === color && p.sides === sides)?.fen ?? null
}

/** Fen per bound copy (a binding the table leaves out costs nothing). */
export function bindingPrice(table: PrintPriceTable, binding: PrintBinding): number {
  return table.binding_prices.find((p) => p.binding === binding)?.fen ?? 0
}

/** Pages printed of one copy: the range (nulls: from the first, to the last page). */
export function pagesInRange(settings: Pick<PrintSettings, 'page_from' | 'page_to'>, pageCount: number): number {
  return Math.max(0, (settings.page_to ?? pageCount) - (settings.page_from ?? 1) + 1)
}

/** A field and what is wrong with it. */
export interface SettingsProblem {
  field: keyof PrintSettings
  message: string
}

/** What is wrong with a page range of a file of `pageCount` pages, or null. */
export function rangeProblem(settings: Pick<PrintSettings, 'page_from' | 'page_to'>, pageCount: number): SettingsProblem | null {
  const { page_from: from, page_to: to } = settings
  if (from !== null && from > pageCount) return { field: 'page_from', message: `起始页不能超过文件总页数 ${pageCount}` }
  if (to !== null && to > pageCount) return { field: 'page_to', message: `结束页不能超过文件总页数 ${pageCount}` }
  if (from !== null && to !== null && from > to) return { field: 'page_to', message: '结束页不能小于起始页' }
  return null
}

/** Every reason `settings` cannot print the file (its extension and page count) at `table`'s prices. */
export function settingsProblems(table: PrintPriceTable, settings: PrintSettings, file: { extension: string; pageCount: number }): SettingsProblem[] {
  const problems: SettingsProblem[] = []
  const range = rangeProblem(settings, file.pageCount)
  if (range) problems.push(range)
  if (settings.paper === 'photo6') {
    if (!isPrintPicture(file.extension)) problems.push({ field: 'paper', message: `${PRINT_PAPER_NAMES.photo6}只能打印图片` })
    if (settings.sides === 'double') problems.push({ field: 'sides', message: `${PRINT_PAPER_NAMES.photo6}不支持双面打印` })
    if (settings.color === 'bw') problems.push({ field: 'color', message: `${PRINT_PAPER_NAMES.photo6}只能彩色打印` })
  }
  if (problems.length === 0 && sidePrice(table, settings.paper, settings.color, settings.sides) === null) {
    problems.push({
      field: 'paper',
      message: `${PRINT_PAPER_NAMES[settings.paper]}暂不提供${PRINT_COLOR_NAMES[settings.color]}${PRINT_SIDES_NAMES[settings.sides]}打印`
    })
  }
  return problems
}

/**
 * One file's fee. `bound`: whether its binding is charged here (false for a merged group's files
 * after the first, whose binding the first carries).
 */
export function itemFee(table: PrintPriceTable, settings: PrintSettings, pageCount: number, bound = true): PrintItemFee {
  const pages = pagesInRange(settings, pageCount)
  const sides = pages * settings.copies
  const sheets = (settings.sides === 'double' ? Math.ceil(pages / 2) : pages) * settings.copies
  const perSide = sidePrice(table, settings.paper, settings.color, settings.sides) ?? 0
  const binding = bound ? bindingPrice(table, settings.binding) * settings.copies : 0
  return { sides, sheets, fee_fen: sides * perSide + binding }
}

/** What a quote needs of a file: its settings, pages and group (null: printed on its own). */
export interface FeeLine {
  settings: PrintSettings
  pageCount: number
  groupId: number | null
}

/** The fees of files in this order, a group's binding on the first of its files here; delivery free from the threshold. */
export function quoteFees(
  table: PrintPriceTable,
  lines: FeeLine[]
): { fees: PrintItemFee[]; print_fee_fen: number; delivery_fee_fen: number; total_fen: number; order_money: number } {
  const boundGroups = new Set<number>()
  const fees = lines.map((line) => {
    const bound = line.groupId === null || !boundGroups.has(line.groupId)
    if (line.groupId !== null) boundGroups.add(line.groupId)
    return itemFee(table, line.settings, line.pageCount, bound)
  })
  const printFee = fees.reduce((sum, fee) => sum + fee.fee_fen, 0)
  const free = table.free_delivery_over_fen !== null && printFee >= table.free_delivery_over_fen
  const delivery = free ? 0 : table.delivery_fen
  return { fees, print_fee_fen: printFee, delivery_fee_fen: delivery, total_fen: printFee + delivery, order_money: fenToYuan(printFee + delivery) }
}
