export type * from './schemas/admin'

/**
 * The operator console's own contract (issue 28, docs/admin.md): who is signed in and the audit
 * log. Every staff route lives under /api/admin/ (server/plugins/staff.ts staffRequired): 401 for a
 * visitor, 403 for a user who is not staff, 401 after ADMIN_IDLE_HOURS without a request.
 * The areas' staff paths sit in their own files (types/print.ts, types/forumStaff.ts, ...), each
 * under ADMIN_PREFIX. Shapes in types/schemas/admin.ts.
 */

/** Every staff route starts with it; tests list the admin routes by it from the OpenAPI document. */
export const ADMIN_PREFIX = '/api/admin/'

/** A console session ends after this long without a request (a new sign-in starts a new one). */
export const ADMIN_IDLE_HOURS = 12

export const ADMIN_PATHS = {
  /** GET: the signed-in staff member. */
  me: '/api/admin/me/',
  /** GET: the audit log, newest first (read-only: no route edits it). */
  audit: '/api/admin/audit/'
} as const
