/**
 * Tickets to paid live sessions as an order type (docs/live.md "Paid sessions"; docs/payments.md
 * "Order types"): order_type 'live' with live_order_option {id: the session, option: 'ticket'}.
 * The price is the session's price_fen. A missing option or an unknown session is 400 订单出错了
 * (SPEC §5), a free session 422 该直播免费，无需购买, one whose ticket the user holds 422 已购买该直播.
 *
 * Paying inserts the ticket once (unique user + session; a second payment that raced the first
 * finds it, asks for its refund on its grant, and the payments' sweep gives it back). A full refund of the payment that bought the
 * ticket takes the ticket back (revoke).
 */
import { and, eq } from 'drizzle-orm'
import { ORDER_RETURN_ROUTES } from '../../core/payments/orderKinds'
import { LIVE_ORDER_ERROR, LIVE_ORDER_TYPE, LIVE_TICKET_OPTION } from '../../types/live'
import { liveSessions, liveTickets } from '../db/schema'
import { ApiError, fieldError } from '../errors'
import { hasTicket } from '../services/live/sessions'
import type { OrderType } from './orderTypes'

const orderError = () => fieldError('live_order_option', LIVE_ORDER_ERROR)
const sessionIdOf = (details: Record<string, unknown>) => details.session_id as number

export const liveOrderType: OrderType = {
  kind: 'live',
  claims: (orderType) => orderType === LIVE_ORDER_TYPE,
  async price(body, ctx) {
    const option = body.live_order_option
    const id = Number(option?.id)
    if (!option || !Number.isSafeInteger(id) || id < 1 || String(option.option) !== LIVE_TICKET_OPTION) throw orderError()
    const [session] = await ctx.db.select().from(liveSessions).where(eq(liveSessions.id, id))
    if (!session) throw orderError()
    if (session.priceFen === 0) throw new ApiError(422, 'business_rule', '该直播免费，无需购买')
    if (await hasTicket(ctx.db, ctx.userId, id)) throw new ApiError(422, 'business_rule', '已购买该直播')
    return { item: `live_ticket:${id}`, subject: `直播 ${session.title}`.slice(0, 60), totalFee: session.priceFen, details: { session_id: id } }
  },
  async fulfil(tx, order, now) {
    const sessionId = sessionIdOf(order.details)
    if (order.userId === null) return { session_id: sessionId, skipped: 'account deleted' }
    const [ticket] = await tx
      .insert(liveTickets)
      .values({ userId: order.userId, sessionId, paymentOrderId: order.id, createdAt: new Date(now) })
      .onConflictDoNothing()
      .returning({ id: liveTickets.id })
    // A second payment for a ticket already held changes nothing and goes back in full (payments/unneeded.ts).
    return ticket ? { session_id: sessionId, ticket_id: ticket.id } : { session_id: sessionId, refund: 'live_unneeded' }
  },
  async revoke(tx, order) {
    await tx.delete(liveTickets).where(and(eq(liveTickets.paymentOrderId, order.id), eq(liveTickets.sessionId, sessionIdOf(order.details))))
  },
  // The room of the session bought (the app's return page and 我的订单 open it).
  returnRoute: (order) => `${ORDER_RETURN_ROUTES.live}?liveId=${sessionIdOf(order.details)}`,
  orderTypeOf: () => LIVE_ORDER_TYPE
}
