/**
 * Helpers of the payment tests: an accounts app (settable clock) plus shortcuts to create orders,
 * pay them through the sandbox's confirm page, and read the caller's membership.
 */
import { eq } from 'drizzle-orm'
import { paymentOrders, paymentRefunds, users } from '../../../server/db/schema'
import { PAY_PATHS, type CreateOrderResponse, type PaymentOrderBody } from '../../../types/payments'
import { USER_PATHS, type UserCore } from '../../../types/user'
import { GROUP_SWEEP_INTERVAL_MS } from '../../../server/routes/pay/groups'
import { SandboxProvider } from '../../../server/payments/sandbox'
import { derivedSecret } from '../../../server/services/accounts'
import type { PaymentService } from '../../../server/payments/service'
import { accountsApp, memberOf, type AccountsApp, type Member } from './accounts'

export async function createOrder(t: AccountsApp, access: string, body: Partial<PaymentOrderBody>, path: string = PAY_PATHS.orderNew): Promise<CreateOrderResponse> {
  const res = await t.post(path, { trade_type: 'MWEB', ...body }, access)
  if (res.statusCode !== 200) throw new Error(`order ${res.statusCode} ${res.body}`)
  return res.json() as CreateOrderResponse
}

/** Opens the sandbox confirm page of an order and presses 确认支付 (a browser's form post). */
export async function confirmSandbox(t: AccountsApp, created: CreateOrderResponse): Promise<{ statusCode: number; headers: Record<string, unknown>; body: string }> {
  const url = new URL(created.sandbox_url!, 'http://localhost')
  const page = await t.app.inject({ method: 'GET', url: url.pathname + url.search })
  if (page.statusCode !== 200 || !page.body.includes('确认支付')) throw new Error(`sandbox page ${page.statusCode} ${page.body}`)
  const res = await t.app.inject({
    method: 'POST',
    url: url.pathname,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: `t=${url.searchParams.get('t')}`
  })
  return { statusCode: res.statusCode, headers: res.headers, body: res.body }
}

/** Posts a genuine sandbox notification that `outOrderNumber` was paid `totalFee` fen (as a provider repeating itself would). */
export async function notifySandbox(t: AccountsApp, outOrderNumber: string, totalFee: number): Promise<number> {
  const sandbox = new SandboxProvider(derivedSecret(t.config, 'pay-sandbox'), '', () => t.clock.now)
  const { headers, rawBody } = sandbox.notification(outOrderNumber, totalFee)
  const res = await t.app.inject({
    method: 'POST',
    url: PAY_PATHS.notify('sandbox'),
    headers: { ...(headers as Record<string, string>), 'content-type': 'application/json' },
    payload: rawBody
  })
  return res.statusCode
}

export async function buyVip(t: AccountsApp, access: string, plan: string): Promise<CreateOrderResponse> {
  const created = await createOrder(t, access, { order_type: plan })
  const confirmed = await confirmSandbox(t, created)
  if (confirmed.statusCode !== 303) throw new Error(`confirm ${confirmed.statusCode} ${confirmed.body}`)
  return created
}

export async function vipOf(t: AccountsApp, access: string): Promise<UserCore['vip']> {
  const res = await t.post(USER_PATHS.dataCore, {}, access)
  return (res.json() as UserCore).vip
}

export async function orderRow(t: AccountsApp, outOrderNumber: string) {
  const [row] = await t.database.db.select().from(paymentOrders).where(eq(paymentOrders.outOrderNumber, outOrderNumber))
  return row
}

export async function refundsOf(t: AccountsApp, outOrderNumber: string) {
  const order = await orderRow(t, outOrderNumber)
  return t.database.db.select().from(paymentRefunds).where(eq(paymentRefunds.orderId, order.id)).orderBy(paymentRefunds.id)
}

/** Fakes setInterval only (before the app is built), so a test can fire the group sweep timer. */
export function fakeIntervalTimers(): void {
  jest.useFakeTimers({
    doNotFake: [
      'Date',
      'hrtime',
      'nextTick',
      'performance',
      'queueMicrotask',
      'requestAnimationFrame',
      'cancelAnimationFrame',
      'requestIdleCallback',
      'cancelIdleCallback',
      'setImmediate',
      'clearImmediate',
      'setTimeout',
      'clearTimeout'
    ]
  })
}

/** Fires a sweep timer (the group sweep's unless told) once and waits until `done` holds (the sweep runs asynchronously). */
export async function fireSweepTimer(done: () => Promise<boolean>, intervalMs: number = GROUP_SWEEP_INTERVAL_MS): Promise<void> {
  jest.advanceTimersByTime(intervalMs)
  for (let i = 0; i < 100 && !(await done()); i++) await new Promise((resolve) => setTimeout(resolve, 20))
  expect(await done()).toBe(true)
}

/**
 * Whether a payment has been given back in full and every refund of it has been sent: the sweep
 * marks the payment refunded before it sends the refunds, so the payment's status alone comes early.
 */
export async function refundedAndSent(t: AccountsApp, outOrderNumber: string): Promise<boolean> {
  if ((await orderRow(t, outOrderNumber)).status !== 'refunded') return false
  const refunds = await refundsOf(t, outOrderNumber)
  return refunds.length > 0 && refunds.every((r) => r.status !== 'pending')
}

/** An order type's payment tests: an accounts app with interval timers faked (the test fires the sweeps) and one staff member. */
export interface SweptPaymentApp {
  t: AccountsApp
  staff: Member
  /** The payment service as the app builds it, for what a test does outside the routes. */
  payments: PaymentService
}

/**
 * The test file's SweptPaymentApp: made before its tests (handed to `ready`) and closed after them.
 * The sweeps run on interval timers, which are faked: the tests fire them (fireSweepTimer).
 */
export function sweptPaymentAppForFile(staffPhone: string, ready: (app: SweptPaymentApp) => void): void {
  let t: AccountsApp | undefined
  beforeAll(async () => {
    fakeIntervalTimers()
    t = await accountsApp()
    const staff = await memberOf(t, staffPhone)
    await t.database.db.update(users).set({ isStaff: true }).where(eq(users.id, staff.id))
    ready({ t, staff, payments: t.app.payments })
  })
  afterAll(async () => {
    await t?.close()
    jest.useRealTimers()
  })
}
