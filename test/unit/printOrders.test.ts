/**
 * The print order's state machine (core/printOrders.ts): every move allowed and every one refused,
 * with the code and Chinese text the server answers; cancelling, changing the address and
 * tracking by status.
 */
import { addressChangeRefusal, canCancel, canChangeAddress, canMove, hasShipped, moveRefusal, PRINT_ORDER_MOVES, trackingRefusal } from '../../core/printOrders'
import { PRINT_ORDER_STATUSES, type PrintOrderStatus } from '../../types/print'

const ALLOWED: [PrintOrderStatus, PrintOrderStatus][] = [
  ['submitted', 'paid'],
  ['submitted', 'cancelled'],
  ['paid', 'printing'],
  ['paid', 'cancelled'],
  ['printing', 'shipped'],
  ['shipped', 'received']
]

const allPairs = PRINT_ORDER_STATUSES.flatMap((from) => PRINT_ORDER_STATUSES.map((to) => [from, to] as [PrintOrderStatus, PrintOrderStatus]))
const isAllowed = ([from, to]: [PrintOrderStatus, PrintOrderStatus]) => ALLOWED.some(([f, t]) => f === from && t === to)

test('exactly the six moves of the order’s life are allowed', () => {
  expect(allPairs.filter(([from, to]) => canMove(from, to))).toEqual(ALLOWED)
  for (const pair of ALLOWED) expect(moveRefusal(...pair)).toBeNull()
  // received and cancelled are the ends.
  expect([PRINT_ORDER_MOVES.received, PRINT_ORDER_MOVES.cancelled]).toEqual([[], []])
})

test('every refused move has its code and Chinese text', () => {
  const refused = Object.fromEntries(
    allPairs
      .filter((pair) => !isAllowed(pair))
      .map(([from, to]) => {
        const r = moveRefusal(from, to)!
        return [`${from}→${to}`, `${r.code} ${r.detail}`]
      })
  )
  const cancelled = 'print_order_cancelled 订单已取消'
  expect(refused).toEqual({
    'submitted→submitted': 'print_bad_state 订单状态不允许此操作',
    'submitted→printing': 'print_bad_state 订单尚未支付',
    'submitted→shipped': 'print_bad_state 订单尚未开始打印',
    'submitted→received': 'print_bad_state 订单尚未发货',
    'paid→submitted': 'print_bad_state 订单状态不允许此操作',
    'paid→paid': 'print_order_paid 订单已支付，请勿重复支付',
    'paid→shipped': 'print_bad_state 订单尚未开始打印',
    'paid→received': 'print_bad_state 订单尚未发货',
    'printing→submitted': 'print_bad_state 订单状态不允许此操作',
    'printing→paid': 'print_order_paid 订单已支付，请勿重复支付',
    'printing→printing': 'print_bad_state 订单已开始打印',
    'printing→received': 'print_bad_state 订单尚未发货',
    'printing→cancelled': 'print_started 订单已开始打印，无法取消',
    'shipped→submitted': 'print_bad_state 订单状态不允许此操作',
    'shipped→paid': 'print_order_paid 订单已支付，请勿重复支付',
    'shipped→printing': 'print_bad_state 订单已开始打印',
    'shipped→shipped': 'print_bad_state 订单已发货',
    'shipped→cancelled': 'print_started 订单已开始打印，无法取消',
    'received→submitted': 'print_bad_state 订单状态不允许此操作',
    'received→paid': 'print_order_paid 订单已支付，请勿重复支付',
    'received→printing': 'print_bad_state 订单已开始打印',
    'received→shipped': 'print_bad_state 订单已发货',
    'received→received': 'print_bad_state 订单已确认收货',
    'received→cancelled': 'print_started 订单已开始打印，无法取消',
    'cancelled→submitted': cancelled,
    'cancelled→paid': cancelled,
    'cancelled→printing': cancelled,
    'cancelled→shipped': cancelled,
    'cancelled→received': cancelled,
    'cancelled→cancelled': cancelled
  })
})

test('cancel and a new address until printing starts; tracking once shipped', () => {
  const by = (test: (s: PrintOrderStatus) => boolean) => PRINT_ORDER_STATUSES.filter(test)
  expect(by(canCancel)).toEqual(['submitted', 'paid'])
  expect(by(canChangeAddress)).toEqual(['submitted', 'paid'])
  expect(by(hasShipped)).toEqual(['shipped', 'received'])
  expect(PRINT_ORDER_STATUSES.map((s) => addressChangeRefusal(s)?.detail ?? null)).toEqual([
    null,
    null,
    '订单已开始打印，无法修改地址',
    '订单已开始打印，无法修改地址',
    '订单已开始打印，无法修改地址',
    '订单已取消'
  ])
  expect(PRINT_ORDER_STATUSES.map((s) => trackingRefusal(s)?.code ?? null)).toEqual([
    'print_bad_state',
    'print_bad_state',
    'print_bad_state',
    null,
    null,
    'print_bad_state'
  ])
  expect(trackingRefusal('paid')?.detail).toBe('订单尚未发货')
})
