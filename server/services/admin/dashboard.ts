/**
 * The console's dashboard (issue 28, types/adminDashboard.ts): figures per China calendar day
 * (bucketed in SQL by the fixed UTC+8 offset of core/chinaTime.ts) and the queues waiting for staff,
 * each read with the states its area defines (print: core/printOrders.ts, mall: types/mallOrders.ts,
 * forum reports, certificates, withdrawals).
 */
import { and, count, countDistinct, eq, gte, isNotNull, lt, not, sql, type AnyColumn } from 'drizzle-orm'
import { CHINA_UTC_OFFSET_MINUTES, chinaDay, dateOfDay, dayStart } from '../../../core/chinaTime'
import type { AdminDashboard, AdminDashboardDay, AdminDashboardWaiting } from '../../../types/adminDashboard'
import type { Db } from '../../db/open'
import { afterSales, certificates, forumReports, paymentOrders, paymentRefunds, printOrders, shopOrders, users, withdrawals } from '../../db/schema'

/** The days shown: the last `days` China days, today included, as chinaDay counts, and the instants they span. */
export function dashboardWindow(now: number, days: number): { first: number; last: number; from: Date; to: Date } {
  const last = chinaDay(new Date(now))
  const first = last - days + 1
  return { first, last, from: dayStart(first), to: dayStart(last + 1) }
}

type DayFigures = Omit<AdminDashboardDay, 'date' | 'revenue_fen'>

/** One entry per day of the window, oldest first, zeros where nothing happened. */
export function daySeries(first: number, last: number, figures: Map<number, Partial<DayFigures>>): AdminDashboardDay[] {
  const out: AdminDashboardDay[] = []
  for (let day = first; day <= last; day++) {
    const f = figures.get(day) ?? {}
    const paid = f.paid_fen ?? 0
    const refunded = f.refunded_fen ?? 0
    out.push({
      date: dateOfDay(day),
      new_users: f.new_users ?? 0,
      paying_users: f.paying_users ?? 0,
      paid_fen: paid,
      refunded_fen: refunded,
      revenue_fen: paid - refunded
    })
  }
  return out
}

/** The China day (as chinaDay) of a timestamp column; the offset inlined, so GROUP BY sees the select's own expression. */
const OFFSET_SECONDS = sql.raw(String(CHINA_UTC_OFFSET_MINUTES * 60))
const dayOf = (column: AnyColumn) => sql<number>`floor((extract(epoch from ${column}) + ${OFFSET_SECONDS}) / 86400)::int`.mapWith(Number)
const sumOf = (column: AnyColumn) => sql<number>`coalesce(sum(${column}), 0)`.mapWith(Number)

async function figuresByDay(db: Db, from: Date, to: Date): Promise<Map<number, Partial<DayFigures>>> {
  const joined = dayOf(users.createdAt)
  const paid = dayOf(paymentOrders.paidAt)
  const done = dayOf(paymentRefunds.doneAt)
  const [signups, payments, refunds] = await Promise.all([
    db
      .select({ day: joined, n: count() })
      .from(users)
      .where(and(gte(users.createdAt, from), lt(users.createdAt, to), not(users.isDemo)))
      .groupBy(joined),
    db
      .select({ day: paid, payers: countDistinct(paymentOrders.userId), fen: sumOf(paymentOrders.totalFee) })
      .from(paymentOrders)
      .where(and(gte(paymentOrders.paidAt, from), lt(paymentOrders.paidAt, to)))
      .groupBy(paid),
    db
      .select({ day: done, fen: sumOf(paymentRefunds.amount) })
      .from(paymentRefunds)
      .where(and(eq(paymentRefunds.status, 'succeeded'), gte(paymentRefunds.doneAt, from), lt(paymentRefunds.doneAt, to)))
      .groupBy(done)
  ])
  const figures = new Map<number, Partial<DayFigures>>()
  const at = (day: number) => figures.get(day) ?? figures.set(day, {}).get(day)!
  for (const r of signups) at(r.day).new_users = r.n
  for (const r of payments) Object.assign(at(r.day), { paying_users: r.payers, paid_fen: r.fen })
  for (const r of refunds) at(r.day).refunded_fen = r.fen
  return figures
}

async function waiting(db: Db): Promise<AdminDashboardWaiting> {
  const n = async (rows: PromiseLike<{ n: number }[]>) => (await rows)[0]?.n ?? 0
  const [print, mall, afterSale, reports, certs, cash] = await Promise.all([
    n(db.select({ n: count() }).from(printOrders).where(eq(printOrders.status, 'paid'))),
    n(db.select({ n: count() }).from(shopOrders).where(eq(shopOrders.status, 'paid'))),
    n(db.select({ n: count() }).from(afterSales).where(eq(afterSales.status, 'pending'))),
    n(db.select({ n: count() }).from(forumReports).where(eq(forumReports.status, 'open'))),
    n(db.select({ n: count() }).from(certificates).where(eq(certificates.status, 'pending'))),
    n(db.select({ n: count() }).from(withdrawals).where(eq(withdrawals.status, 'pending')))
  ])
  return { print_orders: print, mall_orders: mall, after_sales: afterSale, forum_reports: reports, certificates: certs, withdrawals: cash }
}

export async function dashboard(db: Db, now: number, days: number): Promise<AdminDashboard> {
  const { first, last, from, to } = dashboardWindow(now, days)
  const [figures, [payers], queues] = await Promise.all([
    figuresByDay(db, from, to),
    db
      .select({ n: countDistinct(paymentOrders.userId) })
      .from(paymentOrders)
      .where(and(isNotNull(paymentOrders.paidAt), gte(paymentOrders.paidAt, from), lt(paymentOrders.paidAt, to))),
    waiting(db)
  ])
  const series = daySeries(first, last, figures)
  return {
    days: series,
    totals: {
      new_users: series.reduce((s, d) => s + d.new_users, 0),
      paying_users: payers?.n ?? 0,
      revenue_fen: series.reduce((s, d) => s + d.revenue_fen, 0)
    },
    waiting: queues
  }
}
