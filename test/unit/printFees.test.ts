/**
 * Print fees and settings (core/printFees.ts, docs/print.md): the default table, sides and sheets,
 * a group's binding once per copy, the delivery threshold, the problems of a setting, and the fen
 * conversion of order_money (total_fee = order_money × 100) with 0.1 + 0.2 and 19.99.
 */
import { fenToYuan, yuanToFen } from '../../core/payments/plans'
import {
  DEFAULT_PRINT_PRICES,
  defaultPrintSettings,
  isPrintable,
  itemFee,
  pagesInRange,
  quoteFees,
  rangeProblem,
  settingsProblems,
  sidePrice
} from '../../core/printFees'
import { PRINT_BINDINGS, PRINT_COLORS, PRINT_PAPERS, PRINT_SIDES, type PrintPriceTable, type PrintSettings } from '../../types/print'

const table = DEFAULT_PRINT_PRICES
const settings = (overrides: Partial<PrintSettings> = {}): PrintSettings => ({ ...defaultPrintSettings('pdf'), ...overrides })

test('the default table: fen per side by paper, colour and sides; photo paper only in colour, single-sided', () => {
  const grid = PRINT_PAPERS.flatMap((paper) =>
    PRINT_COLORS.flatMap((color) => PRINT_SIDES.map((sides) => `${paper} ${color} ${sides} ${sidePrice(table, paper, color, sides)}`))
  )
  expect(grid).toEqual([
    'A4 bw single 20',
    'A4 bw double 15',
    'A4 color single 80',
    'A4 color double 70',
    'A3 bw single 40',
    'A3 bw double 30',
    'A3 color single 160',
    'A3 color double 140',
    'B5 bw single 20',
    'B5 bw double 15',
    'B5 color single 80',
    'B5 color double 70',
    'photo6 bw single null',
    'photo6 bw double null',
    'photo6 color single 60',
    'photo6 color double null'
  ])
  expect(PRINT_BINDINGS.map((b) => table.binding_prices.find((p) => p.binding === b)?.fen)).toEqual([0, 50, 300])
  expect([table.delivery_fen, table.free_delivery_over_fen]).toEqual([800, 5000])
})

test('defaults of a new file: a PDF black-and-white, a picture in colour; both A4, single-sided, whole, once, unbound', () => {
  expect(defaultPrintSettings('pdf')).toEqual({ copies: 1, color: 'bw', sides: 'single', paper: 'A4', page_from: null, page_to: null, binding: 'none' })
  expect(defaultPrintSettings('JPG')).toMatchObject({ color: 'color', paper: 'A4' })
  expect(['pdf', 'PNG', 'jpeg', 'jpg', 'docx', 'pptx', 'xlsx', 'txt', ''].map(isPrintable)).toEqual([true, true, true, true, false, false, false, false, false])
})

test('sides are pages in the range × copies; sheets halve double-sided per copy, rounded up', () => {
  expect(pagesInRange({ page_from: null, page_to: null }, 7)).toBe(7)
  expect(pagesInRange({ page_from: 3, page_to: null }, 7)).toBe(5)
  expect(pagesInRange({ page_from: null, page_to: 2 }, 7)).toBe(2)
  expect(itemFee(table, settings(), 7)).toEqual({ sides: 7, sheets: 7, fee_fen: 140 })
  // 7 pages double-sided: 4 sheets a copy (not 3.5 × 3 = 11 rounded once).
  expect(itemFee(table, settings({ sides: 'double', copies: 3 }), 7)).toEqual({ sides: 21, sheets: 12, fee_fen: 21 * 15 })
  expect(itemFee(table, settings({ paper: 'A3', color: 'color', page_from: 2, page_to: 3, copies: 2 }), 7)).toEqual({ sides: 4, sheets: 4, fee_fen: 640 })
  // Binding per bound copy, unless the group's first file carries it.
  expect(itemFee(table, settings({ binding: 'ring', copies: 2 }), 1)).toEqual({ sides: 2, sheets: 2, fee_fen: 40 + 600 })
  expect(itemFee(table, settings({ binding: 'ring', copies: 2 }), 1, false).fee_fen).toBe(40)
  // A combination the table does not price costs nothing here; settingsProblems stops its order.
  expect(itemFee(table, settings({ paper: 'photo6' }), 1).fee_fen).toBe(0)
})

test('a quote: a group binds once per copy (on its first file), delivery free once the print fee reaches the threshold', () => {
  const staple = settings({ binding: 'staple', copies: 2 })
  const quote = quoteFees(table, [
    { settings: staple, pageCount: 3, groupId: 1 },
    { settings: staple, pageCount: 2, groupId: 1 },
    { settings: staple, pageCount: 1, groupId: null },
    { settings: staple, pageCount: 1, groupId: 2 }
  ])
  expect(quote.fees.map((f) => f.fee_fen)).toEqual([6 * 20 + 100, 4 * 20, 2 * 20 + 100, 2 * 20 + 100])
  expect(quote).toMatchObject({ print_fee_fen: 580, delivery_fee_fen: 800, total_fen: 1380, order_money: 13.8 })

  const justUnder = quoteFees(table, [{ settings: settings({ copies: 2 }), pageCount: 124, groupId: null }])
  expect([justUnder.print_fee_fen, justUnder.delivery_fee_fen]).toEqual([4960, 800])
  const reaches = quoteFees(table, [{ settings: settings({ copies: 2 }), pageCount: 125, groupId: null }])
  expect([reaches.print_fee_fen, reaches.delivery_fee_fen, reaches.total_fen, reaches.order_money]).toEqual([5000, 0, 5000, 50])
  const neverFree: PrintPriceTable = { ...table, free_delivery_over_fen: null }
  expect(quoteFees(neverFree, [{ settings: settings({ copies: 99 }), pageCount: 100, groupId: null }]).delivery_fee_fen).toBe(800)
})

test('order_money in yuan and back to fen exactly: total_fee = order_money × 100 (0.1 + 0.2, 19.99)', () => {
  expect(0.1 + 0.2).not.toBe(0.3)
  expect(yuanToFen(0.1 + 0.2)).toBe(30)
  expect((0.1 + 0.2) * 100).not.toBe(30)
  expect(fenToYuan(30)).toBe(0.3)
  expect(19.99 * 100).not.toBe(1999)
  expect(yuanToFen(19.99)).toBe(1999)
  expect(fenToYuan(1999)).toBe(19.99)
  // Every quote's order_money converts back to its total exactly.
  for (let pages = 1; pages <= 300; pages++) {
    const quote = quoteFees(table, [{ settings: settings({ sides: 'double', binding: 'staple' }), pageCount: pages, groupId: null }])
    expect(yuanToFen(quote.order_money)).toBe(quote.total_fen)
  }
})

test('settings problems: the range, photo paper only for pictures, single-sided and in colour, unpriced combinations', () => {
  const pdf = { extension: 'pdf', pageCount: 5 }
  const photo = { extension: 'jpg', pageCount: 1 }
  expect(settingsProblems(table, settings(), pdf)).toEqual([])
  expect(rangeProblem({ page_from: 2, page_to: 5 }, 5)).toBeNull()
  expect(rangeProblem({ page_from: 6, page_to: null }, 5)).toEqual({ field: 'page_from', message: '起始页不能超过文件总页数 5' })
  expect(rangeProblem({ page_from: null, page_to: 6 }, 5)).toEqual({ field: 'page_to', message: '结束页不能超过文件总页数 5' })
  expect(rangeProblem({ page_from: 4, page_to: 3 }, 5)).toEqual({ field: 'page_to', message: '结束页不能小于起始页' })

  expect(settingsProblems(table, settings({ paper: 'photo6', color: 'color' }), photo)).toEqual([])
  expect(settingsProblems(table, settings({ paper: 'photo6', color: 'color' }), pdf)).toEqual([{ field: 'paper', message: '6寸照片纸只能打印图片' }])
  expect(settingsProblems(table, settings({ paper: 'photo6', sides: 'double' }), photo)).toEqual([
    { field: 'sides', message: '6寸照片纸不支持双面打印' },
    { field: 'color', message: '6寸照片纸只能彩色打印' }
  ])
  const noColourB5: PrintPriceTable = { ...table, side_prices: table.side_prices.filter((p) => !(p.paper === 'B5' && p.color === 'color')) }
  expect(settingsProblems(noColourB5, settings({ paper: 'B5', color: 'color', sides: 'double' }), pdf)).toEqual([{ field: 'paper', message: 'B5暂不提供彩色双面打印' }])
})
