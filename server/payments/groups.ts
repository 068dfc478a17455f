/**
 * Membership group-buy (拼团), rules in core/payments/groupBuy.ts, explained in docs/payments.md.
 * A place in a group is backed by the member's own recently paid VIP order. Filling a group
 * refunds every member the group discount; a group that does not fill in time fails and refunds
 * every member in full (taking back the membership the order granted). `sweep` settles expired
 * groups: it runs on a timer (server/routes/groupTask.ts) and before every group request, so the
 * outcome never waits for the timer.
 */
import { and, desc, eq, gte, inArray, isNull, lte, sql } from 'drizzle-orm'
import type { GroupFetchResponse, GroupStatus, GroupTaskView } from '../../types/payments'
import { GROUP_EXPIRY_MS, GROUP_ORDER_MAX_AGE_MS, GROUP_SIZE, groupDiscountFen } from '../../core/payments/groupBuy'
import type { Db } from '../db/open'
import { groupMembers, groupTasks, paymentOrders, users } from '../db/schema'
import { ApiError } from '../errors'
import type { Clock } from '../lib/clock'
import { avatarUrlOf } from '../services/users'
import type { OrderRow } from './provider'
import type { PaymentService, RefundReason } from './service'

type TaskRow = typeof groupTasks.$inferSelect

/** Orders that can be refunded by us (not Apple's: those refunds are the user's, through Apple). */
const REFUNDABLE_PROVIDERS = ['sandbox', 'wxpay', 'alipay']
/** How many open groups the group-buy page lists. */
export const OPEN_GROUPS_LISTED = 50
export const MY_GROUPS_LISTED = 20

export class GroupService {
  constructor(
    private readonly db: Db,
    private readonly payments: PaymentService,
    private readonly clock: Clock,
    private readonly apiPrefix: string
  ) {}

  /** The caller's VIP order that can back a place: paid recently, not refunded, in no group yet. */
  private async backingOrder(tx: Db, userId: number, now: number): Promise<OrderRow | null> {
    const [order] = await tx
      .select({ order: paymentOrders })
      .from(paymentOrders)
      .leftJoin(groupMembers, eq(groupMembers.orderId, paymentOrders.id))
      .where(
        and(
          eq(paymentOrders.userId, userId),
          eq(paymentOrders.kind, 'vip'),
          eq(paymentOrders.status, 'paid'),
          eq(paymentOrders.refundedFee, 0),
          inArray(paymentOrders.provider, REFUNDABLE_PROVIDERS),
          gte(paymentOrders.paidAt, new Date(now - GROUP_ORDER_MAX_AGE_MS)),
          isNull(groupMembers.id)
        )
      )
      .orderBy(desc(paymentOrders.paidAt))
      .limit(1)
    return order?.order ?? null
  }

  /** Records a refund for every member's order; returns the order ids (to send their refunds). */
  private async refundMembers(tx: Db, taskId: number, share: (order: OrderRow) => number, reason: RefundReason, now: number): Promise<number[]> {
    const rows = await tx
      .select({ order: paymentOrders })
      .from(groupMembers)
      .innerJoin(paymentOrders, eq(paymentOrders.id, groupMembers.orderId))
      .where(eq(groupMembers.taskId, taskId))
    for (const { order } of rows) await this.payments.requestRefund(tx, order, share(order), reason, now)
    return rows.map((r) => r.order.id)
  }

  /**
   * Fails every open group past its expiry (full refunds) and sends those refunds. The timer
   * passes `retryAll` to also send again every refund a provider has not accepted yet.
   */
  async sweep(retryAll = false): Promise<void> {
    const now = this.clock()
    const refunded: number[] = []
    const expired = await this.db
      .select({ id: groupTasks.id })
      .from(groupTasks)
      .where(and(eq(groupTasks.status, 'open'), lte(groupTasks.expiresAt, new Date(now))))
    for (const { id } of expired) {
      await this.db.transaction(async (tx) => {
        // Conditional: a concurrent sweep (timer and request) fails and refunds a group once.
        const [failed] = await tx
          .update(groupTasks)
          .set({ status: 'failed', closedAt: new Date(now) })
          .where(and(eq(groupTasks.id, id), eq(groupTasks.status, 'open')))
          .returning({ id: groupTasks.id })
        if (failed) refunded.push(...(await this.refundMembers(tx, id, (o) => o.totalFee, 'group_failed', now)))
      })
    }
    await this.payments.processRefunds(retryAll ? undefined : refunded)
  }

  async create(userId: number): Promise<GroupTaskView> {
    await this.sweep()
    const now = this.clock()
    const id = await this.db.transaction(async (tx) => {
      const order = await this.backingOrder(tx, userId, now)
      if (!order) throw new ApiError(422, 'business_rule', '请先开通会员再发起拼团')
      const [task] = await tx
        .insert(groupTasks)
        .values({ taskType: 'VIP', creatorId: userId, size: GROUP_SIZE, createdAt: new Date(now), expiresAt: new Date(now + GROUP_EXPIRY_MS) })
        .returning({ id: groupTasks.id })
      await tx.insert(groupMembers).values({ taskId: task.id, userId, orderId: order.id, joinedAt: new Date(now) })
      return task.id
    })
    return this.view(id, userId)
  }

  async join(userId: number, taskId: number): Promise<GroupTaskView> {
    await this.sweep()
    const now = this.clock()
    const refunded = await this.db.transaction(async (tx) => {
      const [task] = await tx.select().from(groupTasks).where(eq(groupTasks.id, taskId)).for('update')
      if (!task) throw new ApiError(404, 'not_found', '拼团不存在')
      const members = await tx.select({ userId: groupMembers.userId }).from(groupMembers).where(eq(groupMembers.taskId, taskId))
      if (members.some((m) => m.userId === userId)) throw new ApiError(422, 'business_rule', '你已在该拼团中')
      if (task.status === 'filled') throw new ApiError(422, 'business_rule', '该拼团已满员，请发起新的拼团')
      if (task.status !== 'open') throw new ApiError(422, 'business_rule', '该拼团已结束，请发起新的拼团')
      const order = await this.backingOrder(tx, userId, now)
      if (!order) throw new ApiError(422, 'business_rule', '请先开通会员再参加拼团')
      await tx.insert(groupMembers).values({ taskId, userId, orderId: order.id, joinedAt: new Date(now) })
      if (members.length + 1 < task.size) return []
      await tx
        .update(groupTasks)
        .set({ status: 'filled', closedAt: new Date(now) })
        .where(eq(groupTasks.id, taskId))
      return this.refundMembers(tx, taskId, (o) => groupDiscountFen(o.totalFee), 'group_discount', now)
    })
    await this.payments.processRefunds(refunded)
    return this.view(taskId, userId)
  }

  /** A member leaves an open group: full refund, membership taken back; the last one out cancels it. */
  async leave(userId: number, taskId: number): Promise<GroupTaskView> {
    await this.sweep()
    const now = this.clock()
    const orderId = await this.db.transaction(async (tx) => {
      const [task] = await tx.select().from(groupTasks).where(eq(groupTasks.id, taskId)).for('update')
      if (!task) throw new ApiError(404, 'not_found', '拼团不存在')
      const [mine] = await tx
        .select({ member: groupMembers, order: paymentOrders })
        .from(groupMembers)
        .innerJoin(paymentOrders, eq(paymentOrders.id, groupMembers.orderId))
        .where(and(eq(groupMembers.taskId, taskId), eq(groupMembers.userId, userId)))
      if (!mine) throw new ApiError(422, 'business_rule', '你不在该拼团中')
      if (task.status === 'filled') throw new ApiError(422, 'business_rule', '已成团的拼团不能退款')
      if (task.status !== 'open') throw new ApiError(422, 'business_rule', '该拼团已结束，退款已自动发起')
      await this.payments.requestRefund(tx, mine.order, mine.order.totalFee, 'group_left', now)
      await tx.delete(groupMembers).where(eq(groupMembers.id, mine.member.id))
      const [{ left }] = await tx
        .select({ left: sql<number>`count(*)::int` })
        .from(groupMembers)
        .where(eq(groupMembers.taskId, taskId))
      if (left === 0)
        await tx
          .update(groupTasks)
          .set({ status: 'cancelled', closedAt: new Date(now) })
          .where(eq(groupTasks.id, taskId))
      return mine.order.id
    })
    await this.payments.processRefunds([orderId])
    return this.view(taskId, userId)
  }

  /** A visitor (userId null) sees the open groups and the one asked for, and no groups of their own. */
  async fetch(userId: number | null, taskId: number | undefined): Promise<GroupFetchResponse> {
    await this.sweep()
    const open = await this.db
      .select()
      .from(groupTasks)
      .where(eq(groupTasks.status, 'open'))
      .orderBy(desc(groupTasks.createdAt), desc(groupTasks.id))
      .limit(OPEN_GROUPS_LISTED)
    const mine =
      userId === null
        ? []
        : await this.db
            .select({ task: groupTasks })
            .from(groupTasks)
            .innerJoin(groupMembers, eq(groupMembers.taskId, groupTasks.id))
            .where(eq(groupMembers.userId, userId))
            .orderBy(desc(groupTasks.createdAt), desc(groupTasks.id))
            .limit(MY_GROUPS_LISTED)
    let task: GroupTaskView | null = null
    if (taskId !== undefined) {
      const [row] = await this.db.select().from(groupTasks).where(eq(groupTasks.id, taskId))
      if (!row) throw new ApiError(404, 'not_found', '拼团不存在')
      task = (await this.views([row], userId))[0]
    }
    return {
      server_time: new Date(this.clock()).toISOString(),
      open: await this.views(open, userId),
      mine: await this.views(
        mine.map((m) => m.task),
        userId
      ),
      task
    }
  }

  private async view(taskId: number, userId: number): Promise<GroupTaskView> {
    const [row] = await this.db.select().from(groupTasks).where(eq(groupTasks.id, taskId))
    return (await this.views([row], userId))[0]
  }

  private async views(tasks: TaskRow[], userId: number | null): Promise<GroupTaskView[]> {
    if (tasks.length === 0) return []
    const members = await this.db
      .select({ taskId: groupMembers.taskId, userId: groupMembers.userId, joinedAt: groupMembers.joinedAt, item: paymentOrders.item, user: users })
      .from(groupMembers)
      .innerJoin(paymentOrders, eq(paymentOrders.id, groupMembers.orderId))
      .leftJoin(users, eq(users.id, groupMembers.userId))
      .where(
        inArray(
          groupMembers.taskId,
          tasks.map((t) => t.id)
        )
      )
      .orderBy(groupMembers.joinedAt, groupMembers.id)
    return tasks.map((t) => {
      const own = members.filter((m) => m.taskId === t.id)
      const creator = own.find((m) => m.userId === t.creatorId)
      return {
        task_id: t.id,
        task_type: 'VIP',
        status: t.status as GroupStatus,
        size: t.size,
        members: own.map((m) => ({
          username: m.user?.username ?? '用户',
          avatarUrl: m.user ? avatarUrlOf(m.user, this.apiPrefix) : null,
          is_creator: m.userId !== null && m.userId === t.creatorId
        })),
        created_at: t.createdAt.toISOString(),
        expires_at: t.expiresAt.toISOString(),
        is_member: userId !== null && own.some((m) => m.userId === userId),
        plan: (creator ?? own[0])?.item ?? ''
      }
    })
  }
}
