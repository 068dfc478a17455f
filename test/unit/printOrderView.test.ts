/**
 * How print orders read and what they offer (src/lib/printOrderView.ts): the tabs, the actions per
 * status, money from fen, the pay amount total_fee = order_money × 100 in whole fen (SPEC §5; the
 * issue's 0.1 + 0.2 and 19.99), the cancel reason and notice.
 */
import { PRINT_LIMITS, type PrintOrder, type PrintOrderStatus } from '../../types/print'
import { fenToYuan } from '../../core/payments/plans'
import { ORDER_RETURN_ROUTES } from '../../core/payments/orderKinds'
import { routeByPage } from '../../src/routes'
import { printOrderUrl } from '../../src/lib/printTransfer'
import {
  cancelNotice,
  cancelReasonText,
  moneyText,
  PRINT_ORDER_TABS,
  printOrderActions,
  printOrderFilesText,
  printOrderStatusHint,
  printPayTotalFee,
  statusOfQuery
} from '../../src/lib/printOrderView'

const express = { company: 'sf' as const, company_name: '顺丰速运', tracking_no: 'SF1234567890' }

test('the order page and the page a paid order returns to are built pages of the app', () => {
  const orderPage = printOrderUrl({ selectedFiles: [1], order_all: 0.3, navigatorType: 'queue' }).split('?')[0]
  expect(routeByPage(orderPage)).toMatchObject({ specPath: 'print/cloudPrintOrder', title: '待付款', built: true })
  expect(routeByPage(ORDER_RETURN_ROUTES.print)).toMatchObject({ specPath: 'print/printOrderList', built: true })
})

test('the tabs: 全部 and every status by its name, in the order an order goes', () => {
  expect(PRINT_ORDER_TABS.map((t) => [t.status, t.label])).toEqual([
    [undefined, '全部'],
    ['submitted', '待付款'],
    ['paid', '待打印'],
    ['printing', '打印中'],
    ['shipped', '已发货'],
    ['received', '已完成'],
    ['cancelled', '已取消']
  ])
  expect(statusOfQuery('paid')).toBe('paid')
  expect(statusOfQuery(undefined)).toBeUndefined()
  expect(statusOfQuery('PAID')).toBeUndefined()
  expect(statusOfQuery('everything')).toBeUndefined()
})

test('the actions per status: pay and cancel while unpaid, cancel while waiting to print, tracking and receipt once shipped', () => {
  const actions = (status: PrintOrderStatus, can_cancel: boolean, withExpress = false) => printOrderActions({ status, can_cancel, express: withExpress ? express : null })
  expect(actions('submitted', true)).toEqual(['cancel', 'pay'])
  expect(actions('paid', true)).toEqual(['cancel'])
  expect(actions('printing', false)).toEqual([])
  expect(actions('shipped', false, true)).toEqual(['tracking', 'accept'])
  expect(actions('received', false, true)).toEqual(['tracking'])
  expect(actions('received', false)).toEqual([])
  expect(actions('cancelled', false)).toEqual([])
  // The server's can_cancel decides: a paid order it will not cancel offers nothing.
  expect(actions('paid', false)).toEqual([])
})

test('money from fen, always with two decimals', () => {
  expect(moneyText(1999)).toBe('¥19.99')
  expect(moneyText(30)).toBe('¥0.30')
  expect(moneyText(0)).toBe('¥0.00')
  expect(moneyText(120000)).toBe('¥1200.00')
})

test('the pay amount is order_money × 100 in whole fen, also where floating point is not exact', () => {
  // 0.1 + 0.2 is 0.30000000000000004 and 19.99 × 100 is 1998.9999999999998 in binary floating point.
  expect(0.1 + 0.2).not.toBe(0.3)
  expect(19.99 * 100).not.toBe(1999)
  expect(printPayTotalFee({ order_money: 0.1 + 0.2 })).toBe(30)
  expect(printPayTotalFee({ order_money: 19.99 })).toBe(1999)
  expect(printPayTotalFee({ order_money: 0.01 })).toBe(1)
  expect(printPayTotalFee({ order_money: 1234.56 })).toBe(123456)
  // Every fen amount survives the server's fen → yuan and the app's yuan → fen.
  for (let fen = 0; fen <= 20000; fen++) expect(printPayTotalFee({ order_money: fenToYuan(fen) })).toBe(fen)
})

test('the status line; a cancelled paid order says what was refunded', () => {
  expect(printOrderStatusHint({ status: 'submitted', refunded_fen: 0 })).toBe('订单已提交，请尽快支付')
  expect(printOrderStatusHint({ status: 'paid', refunded_fen: 0 })).toBe('已支付，等待打印')
  expect(printOrderStatusHint({ status: 'cancelled', refunded_fen: 0 })).toBe('订单已取消')
  expect(printOrderStatusHint({ status: 'cancelled', refunded_fen: 1080 })).toBe('订单已取消，已退款 ¥10.80，原路退回')
})

test('the files of an order in one line', () => {
  const item = (name: string, page_count: number) => ({ name, page_count }) as PrintOrder['items'][number]
  expect(printOrderFilesText({ items: [item('期中试卷.pdf', 4)] })).toBe('期中试卷.pdf · 共 4 页')
  expect(printOrderFilesText({ items: [item('期中试卷.pdf', 4), item('错题.png', 1), item('笔记.pdf', 7)] })).toBe('期中试卷.pdf 等 3 个文件 · 共 12 页')
  expect(printOrderFilesText({ items: [] })).toBe('')
})

test('the cancel reason: the choice and the note, 其他原因 only with a note, cut to the limit', () => {
  expect(cancelReasonText(null, '')).toBeNull()
  expect(cancelReasonText(null, '随便')).toBeNull()
  expect(cancelReasonText('文件选错了', '  ')).toBe('文件选错了')
  expect(cancelReasonText('文件选错了', ' 少选了一份 ')).toBe('文件选错了：少选了一份')
  expect(cancelReasonText('其他原因', '')).toBeNull()
  expect(cancelReasonText('其他原因', '换一家打印')).toBe('换一家打印')
  const long = cancelReasonText('其他原因', '字'.repeat(300))!
  expect([...long]).toHaveLength(PRINT_LIMITS.cancelReasonMaxLength)
})

test('the cancel notice: a paid order is refunded in full', () => {
  expect(cancelNotice({ status: 'paid', total_fen: 1999 })).toBe('订单已支付，取消后将全额退款 ¥19.99，款项原路退回')
  expect(cancelNotice({ status: 'submitted', total_fen: 1999 })).toBe('订单尚未支付，取消后文件回到打印队列，可重新下单')
})
