export type * from './schemas/adminCodes'

/**
 * The console's activation codes (issue 28, docs/admin.md): make a batch of membership codes for a
 * plan, list codes with their state, export a batch as CSV. Shapes in types/schemas/adminCodes.ts.
 *
 * Only a SHA-256 of each code is stored (server/payments/activation.ts), so a code is shown once:
 * in the answer that makes its batch. The list and the CSV carry each code's hint (its last 4
 * characters), plan, batch and state, never the code — a CSV that leaks gives nobody a usable code,
 * and staff hand out the codes from the creation answer (the console offers them for copy and as a
 * file right then). A lost code is not recovered: make another batch.
 */

export const ADMIN_CODE_PATHS = {
  /** POST AdminCodeBatchInput → 201 AdminCodeBatch (the codes, once); GET ?batch=&plan=&state= → Page(AdminCode), newest first. */
  codes: '/api/admin/codes/',
  /** GET → Page(AdminCodeBatchRow): the batches, newest first, with how many were redeemed. */
  batches: '/api/admin/codes/batches/',
  /** GET: the batch's rows as CSV (UTF-8 with a BOM, so Excel reads the Chinese). */
  csv: (batch: string) => `/api/admin/codes/${batch}/csv/`
} as const

export const ADMIN_CODE_STATES = ['unused', 'redeemed'] as const
export type AdminCodeState = (typeof ADMIN_CODE_STATES)[number]
export const ADMIN_CODE_STATE_NAMES: Record<AdminCodeState, string> = { unused: '未使用', redeemed: '已兑换' }

export const ADMIN_CODE_LIMITS = {
  countMax: 1000,
  noteMax: 100
} as const

/** A batch id: the China date it was made and 6 random letters (20261127-K7QXPA). */
export const CODE_BATCH_PATTERN = '^\\d{8}-[A-Z2-9]{6}$'
