/**
 * The audit specs of the areas' staff routes (server/plugins/staff.ts reads `config.audit`): each
 * loads the row the route's :id names, so the log keeps the fields the action changed.
 */
import { eq } from 'drizzle-orm'
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core'
import { afterSales, certificates, feedback, forumPosts, forumReplies, printOrders, shopOrders, users, withdrawals } from '../../db/schema'
import { auditOf, type AuditSpec } from './audit'

type TableWithId = PgTable & { id: PgColumn }

/** The row of `table` whose id is the route's :id (null when there is none). */
export function auditRowOf(entity: string, table: TableWithId): AuditSpec {
  return auditOf(entity, async (db, request) => {
    const id = Number((request.params as { id?: unknown }).id)
    if (!Number.isSafeInteger(id)) return null
    const [row] = await db
      .select()
      .from(table as PgTable)
      .where(eq(table.id, id))
    return (row as Record<string, unknown> | undefined) ?? null
  })
}

/** A user's moderation fields only: the rest of the row is not what staff changed here. */
const userModeration = auditOf('user', async (db, request) => {
  const id = Number((request.params as { id?: unknown }).id)
  if (!Number.isSafeInteger(id)) return null
  const [row] = await db.select({ forumMutedUntil: users.forumMutedUntil }).from(users).where(eq(users.id, id))
  return row ?? null
})

export const STAFF_AUDIT = {
  printOrder: auditRowOf('print_order', printOrders),
  shopOrder: auditRowOf('shop_order', shopOrders),
  afterSale: auditRowOf('after_sale', afterSales),
  post: auditRowOf('forum_post', forumPosts),
  reply: auditRowOf('forum_reply', forumReplies),
  userModeration,
  certificate: auditRowOf('certificate', certificates),
  withdrawal: auditRowOf('withdrawal', withdrawals),
  feedback: auditRowOf('feedback', feedback)
} satisfies Record<string, AuditSpec>
