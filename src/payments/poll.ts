/**
 * Waiting on an order: `sleep` for the payment flows' pauses, and the one poll loop that asks the
 * server (h5pay/message; while no notification has come the server asks the provider) how an
 * order stands until it is paid. The return page, the desktop QR and the mini-program's check after
 * requestPayment all run it, each with its own pace and stop condition.
 */
import type { OrderStateResponse } from '@types-contract/payments'
import { orderState } from '../api/payments'

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))

/** How often the return page and the desktop QR ask how an order stands. */
export const ORDER_POLL_INTERVAL_MS = 2000
/** The return page asks this many times before saying the result is still being confirmed. */
export const RETURN_POLL_ATTEMPTS = 8
/** The desktop QR keeps polling this long (the provider's QR is valid about 2 hours; 15 min of a page open is plenty). */
export const QR_POLL_LIMIT_MS = 15 * 60 * 1000

export interface PollOptions {
  /** The pause after each question (before it, with waitFirst). */
  intervalMs: number
  /** Ask at most this many times. */
  attempts?: number
  /** Ask no more from this instant (Date.now() ms) on. */
  deadline?: number
  /** Pause before each question instead of after it (the QR was only just shown). */
  waitFirst?: boolean
  /** The caller has gone (page left, QR closed): no further question is asked. */
  isStopped?: () => boolean
  /** A question the server did not answer ends the poll; otherwise it is asked again. */
  stopOnError?: boolean
  /** Every answer, paid or not (the return page shows each one). */
  onAnswer?: (answer: OrderStateResponse) => void
}

export type PollEnd =
  | { end: 'paid'; answer: OrderStateResponse }
  | { end: 'failed'; error: unknown }
  | { end: 'stopped' }
  /** Out of attempts or past the deadline, not paid. */
  | { end: 'exhausted' }

export async function pollOrder(outOrderNumber: string, options: PollOptions): Promise<PollEnd> {
  const { intervalMs, attempts = Infinity, deadline = Infinity, waitFirst = false, isStopped = () => false, stopOnError = false, onAnswer } = options
  for (let asked = 0; asked < attempts; asked++) {
    if (isStopped()) return { end: 'stopped' }
    if (Date.now() >= deadline) break
    if (waitFirst) {
      await sleep(intervalMs)
      if (isStopped()) return { end: 'stopped' }
    }
    let answer: OrderStateResponse | null = null
    try {
      answer = await orderState(outOrderNumber, { quiet: true })
    } catch (error) {
      if (stopOnError) return { end: 'failed', error }
    }
    if (answer) {
      onAnswer?.(answer)
      // A payment that lands as the caller leaves still counts: the money is taken.
      if (answer.paid) return { end: 'paid', answer }
    }
    if (!waitFirst) await sleep(intervalMs)
  }
  return { end: 'exhausted' }
}
