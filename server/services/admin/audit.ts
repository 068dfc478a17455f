/**
 * The audit log of staff actions (issue 28, docs/admin.md). server/plugins/staff.ts writes one row
 * for every successful non-GET request under /api/admin/: who, the route, when, and what changed.
 * A route that names its entity (`config.audit = auditOf(entity, load)`) has the entity loaded
 * before and after its handler, and only the fields that changed are kept; any other route's row
 * holds its parameters and body. Nothing updates or deletes a row.
 */
import { and, desc, eq, sql, type SQL } from 'drizzle-orm'
import type { FastifyRequest } from 'fastify'
import type { AuditEntry, AuditQuery } from '../../../types/admin'
import type { Db } from '../../db/open'
import { adminAudit, users } from '../../db/schema'
import { countedPage } from '../../lib/paginate'

type Fields = Record<string, unknown>

/** What a route tells the audit hook about the thing it changes. */
export interface AuditSpec {
  entity: string
  /** The entity's fields as they stand (null when it does not exist); called before and after. */
  load: (db: Db, request: FastifyRequest) => Promise<Fields | null>
  /** The entity's id; default: the route's :id parameter. */
  id?: (request: FastifyRequest) => string | null
}

export const auditOf = (entity: string, load: AuditSpec['load'], id?: AuditSpec['id']): AuditSpec => ({ entity, load, id })

/** Fields that never go into the log: secrets a loader might return with a row. */
const SECRET_FIELDS = new Set(['password', 'passwordHash', 'sessionKey', 'code', 'codeHash', 'tokenVersion'])

const comparable = (value: unknown) => JSON.stringify(value instanceof Date ? value.toISOString() : value)

/** The fields whose values differ, each side with its own values (an absent side is {}). */
export function changedFields(before: Fields | null, after: Fields | null): { before: Fields; after: Fields } {
  const out = { before: {} as Fields, after: {} as Fields }
  const keys = new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])
  for (const key of keys) {
    if (SECRET_FIELDS.has(key)) continue
    const [b, a] = [before?.[key], after?.[key]]
    if (comparable(b) === comparable(a)) continue
    if (before) out.before[key] = b instanceof Date ? b.toISOString() : (b ?? null)
    if (after) out.after[key] = a instanceof Date ? a.toISOString() : (a ?? null)
  }
  return out
}

/** The request as the log keeps it for a route without a loader: parameters and body, secrets out. */
export function requestFields(request: FastifyRequest): Fields {
  const strip = (value: unknown): Fields =>
    value && typeof value === 'object' && !Array.isArray(value) ? Object.fromEntries(Object.entries(value).filter(([k]) => !SECRET_FIELDS.has(k))) : {}
  const params = strip(request.params)
  const body = strip(request.body)
  return { ...(Object.keys(params).length ? { params } : {}), ...(Object.keys(body).length ? { body } : {}) }
}

export interface AuditRow {
  staffId: number
  action: string
  entity: string | null
  entityId: string | null
  before: Fields | null
  after: Fields | null
  reason: string | null
  at: Date
}

export async function recordAudit(db: Db, row: AuditRow): Promise<void> {
  await db.insert(adminAudit).values({
    staffId: row.staffId,
    action: row.action,
    entity: row.entity,
    entityId: row.entityId,
    before: row.before,
    after: row.after,
    reason: row.reason,
    createdAt: row.at
  })
}

export async function listAudit(db: Db, query: AuditQuery): Promise<{ count: number; results: AuditEntry[] }> {
  const filters: SQL[] = []
  if (query.entity) filters.push(eq(adminAudit.entity, query.entity))
  if (query.entity_id) filters.push(eq(adminAudit.entityId, query.entity_id))
  if (query.staff_id) filters.push(eq(adminAudit.staffId, query.staff_id))
  const where = filters.length ? and(...filters) : undefined
  const { count, rows } = await countedPage(
    query,
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(adminAudit)
      .where(where),
    ({ limit, offset }) =>
      db
        .select({ row: adminAudit, staffName: users.username })
        .from(adminAudit)
        .leftJoin(users, eq(users.id, adminAudit.staffId))
        .where(where)
        .orderBy(desc(adminAudit.id))
        .limit(limit)
        .offset(offset)
  )
  return {
    count,
    results: rows.map(({ row, staffName }) => ({
      id: row.id,
      staff_id: row.staffId,
      staff_name: staffName,
      action: row.action,
      entity: row.entity,
      entity_id: row.entityId,
      before: row.before,
      after: row.after,
      reason: row.reason,
      created_at: row.createdAt.toISOString()
    }))
  }
}
