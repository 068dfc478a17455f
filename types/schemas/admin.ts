/**
 * Operator console schemas (issue 28): the signed-in staff member and the audit log.
 * Paths and constants: types/admin.ts.
 */
import { Id, Nullable, Obj, PAGE_QUERY, Type, type Static } from '../schema'

export const StaffMe = Obj({
  id: Type.Integer(),
  username: Nullable(Type.String()),
  /** 138****1234 */
  phone: Nullable(Type.String())
})
export type StaffMe = Static<typeof StaffMe>

export const AuditQuery = Obj({
  ...PAGE_QUERY,
  /** Only this entity ('user', 'print_order', ...), optionally one of them. */
  entity: Type.Optional(Type.String({ minLength: 1, maxLength: 40 })),
  entity_id: Type.Optional(Type.String({ minLength: 1, maxLength: 40 })),
  // An id (bounded): staff_id=1e308 reached the query as a number no bigint holds.
  staff_id: Type.Optional(Id())
})
export type AuditQuery = Static<typeof AuditQuery>

const Fields = Nullable(Type.Record(Type.String(), Type.Unknown()))

export const AuditEntry = Obj({
  id: Type.Integer(),
  staff_id: Nullable(Type.Integer()),
  staff_name: Nullable(Type.String()),
  /** e.g. 'POST /api/admin/users/:id/vip/' */
  action: Type.String(),
  entity: Nullable(Type.String()),
  entity_id: Nullable(Type.String()),
  /** The changed fields only, before and after; for a route without a loader, after holds the request. */
  before: Fields,
  after: Fields,
  reason: Nullable(Type.String()),
  created_at: Type.String({ format: 'date-time' })
})
export type AuditEntry = Static<typeof AuditEntry>
