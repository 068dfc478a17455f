/**
 * The one order poll loop (src/payments/poll.ts) as its three callers run it, against a stand-in
 * payment API and fake timers: the return page asks first and stops on an unanswered question,
 * the desktop QR waits first and stops when its dialog closes or its time is up, and the
 * mini-program's check after requestPayment asks three times, 1 s apart.
 */
import type { OrderStateResponse, OrderSummary } from '../../types/payments'

jest.mock('../../src/api/payments', () => ({ orderState: jest.fn() }))

const api = require('../../src/api/payments') as { orderState: jest.Mock }

const { pollOrder } = require('../../src/payments/poll') as typeof import('../../src/payments/poll')

const order = (status: OrderSummary['status']): OrderSummary => ({
  out_order_number: 'P1',
  order_type: 'v2001',
  subject: '会员服务 1 年',
  total_fee: 16800,
  status,
  provider: 'sandbox',
  trade_type: 'NATIVE',
  return_route: 'pages/vip/index'
})
const answer = (paid: boolean): OrderStateResponse => ({ order: order(paid ? 'paid' : 'pending'), paid })

/** Runs the poll to its end, letting each pause pass. */
async function settle<T>(run: Promise<T>): Promise<T> {
  let done = false
  void run.then(() => (done = true))
  while (!done) await jest.advanceTimersByTimeAsync(100)
  return run
}

beforeEach(() => {
  jest.useFakeTimers()
  api.orderState.mockReset()
})
afterEach(() => jest.useRealTimers())

test('the return page: asks first, shows every answer, ends when paid', async () => {
  api.orderState.mockResolvedValueOnce(answer(false)).mockResolvedValueOnce(answer(true))
  const seen: boolean[] = []
  const end = await settle(pollOrder('P1', { intervalMs: 2000, attempts: 8, stopOnError: true, onAnswer: (a) => seen.push(a.paid) }))
  expect(end).toEqual({ end: 'paid', answer: answer(true) })
  expect(seen).toEqual([false, true])
  expect(api.orderState).toHaveBeenCalledWith('P1', { quiet: true })
})

test('the return page: an unanswered question ends the poll; out of attempts it is exhausted', async () => {
  const error = new Error('offline')
  api.orderState.mockRejectedValueOnce(error)
  await expect(settle(pollOrder('P1', { intervalMs: 2000, attempts: 8, stopOnError: true }))).resolves.toEqual({ end: 'failed', error })
  api.orderState.mockReset().mockResolvedValue(answer(false))
  await expect(settle(pollOrder('P1', { intervalMs: 2000, attempts: 8, stopOnError: true }))).resolves.toEqual({ end: 'exhausted' })
  expect(api.orderState).toHaveBeenCalledTimes(8)
})

test('the desktop QR: waits before asking, asks again after errors, stops when closed or out of time', async () => {
  api.orderState.mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce(answer(true))
  const run = pollOrder('P1', { intervalMs: 2000, deadline: Date.now() + 60_000, waitFirst: true })
  await jest.advanceTimersByTimeAsync(1999)
  expect(api.orderState).not.toHaveBeenCalled()
  await expect(settle(run)).resolves.toEqual({ end: 'paid', answer: answer(true) })
  expect(api.orderState).toHaveBeenCalledTimes(2)

  api.orderState.mockReset().mockResolvedValue(answer(false))
  let open = true
  const closed = pollOrder('P1', { intervalMs: 2000, deadline: Date.now() + 60_000, waitFirst: true, isStopped: () => !open })
  await jest.advanceTimersByTimeAsync(5000)
  open = false
  await expect(settle(closed)).resolves.toEqual({ end: 'stopped' })
  expect(api.orderState).toHaveBeenCalledTimes(2)

  api.orderState.mockReset().mockResolvedValue(answer(false))
  await expect(settle(pollOrder('P1', { intervalMs: 2000, deadline: Date.now() + 10_000, waitFirst: true }))).resolves.toEqual({ end: 'exhausted' })
  expect(api.orderState).toHaveBeenCalledTimes(5)
})

test('the mini-program check: three questions 1 s apart, errors asked again', async () => {
  api.orderState.mockRejectedValue(new Error('offline'))
  await expect(settle(pollOrder('P1', { intervalMs: 1000, attempts: 3 }))).resolves.toEqual({ end: 'exhausted' })
  expect(api.orderState).toHaveBeenCalledTimes(3)
})
