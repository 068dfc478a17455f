/**
 * Console activation-code schemas (issue 28): making a batch, listing codes and batches.
 * Paths, states and the reason the full codes appear only once: types/adminCodes.ts.
 */
import { ADMIN_CODE_LIMITS, ADMIN_CODE_STATES, CODE_BATCH_PATTERN } from '../adminCodes'
import { Nullable, Obj, PAGE_QUERY, StringEnum, Type, type Static } from '../schema'

const Instant = Type.String({ format: 'date-time' })
const Batch = Type.String({ pattern: CODE_BATCH_PATTERN })
const PlanCode = Type.String({ pattern: '^v\\d{4}$' })

export const AdminCodeState = StringEnum(ADMIN_CODE_STATES)

export const AdminCodeBatchInput = Obj({
  /** A VIP plan of the brand (brands/plans.ts). */
  plan: PlanCode,
  count: Type.Integer({ minimum: 1, maximum: ADMIN_CODE_LIMITS.countMax }),
  /** What the batch is for (a campaign, a school). */
  note: Type.Optional(Type.String({ maxLength: ADMIN_CODE_LIMITS.noteMax }))
})
export type AdminCodeBatchInput = Static<typeof AdminCodeBatchInput>

/** The new batch: its codes (XXXX-XXXX-XXXX-XXXX) are answered here only. */
export const AdminCodeBatch = Obj({
  batch: Batch,
  plan: Type.String(),
  note: Type.String(),
  created_at: Instant,
  codes: Type.Array(Type.String())
})
export type AdminCodeBatch = Static<typeof AdminCodeBatch>

export const AdminCodeQuery = Obj({
  ...PAGE_QUERY,
  batch: Type.Optional(Batch),
  plan: Type.Optional(PlanCode),
  state: Type.Optional(AdminCodeState)
})
export type AdminCodeQuery = Static<typeof AdminCodeQuery>

export const AdminCode = Obj({
  /** The code's SHA-256 (the row's key): it cannot be turned back into the code. */
  id: Type.String(),
  /** The code's last 4 characters; null for codes made by the old CLI (server/payments/createCodes.ts). */
  hint: Nullable(Type.String()),
  plan: Type.String(),
  /** null for CLI-made codes. */
  batch: Nullable(Type.String()),
  note: Type.String(),
  state: AdminCodeState,
  created_at: Instant,
  redeemed_by: Nullable(Type.Integer()),
  redeemed_by_name: Nullable(Type.String()),
  redeemed_at: Nullable(Instant)
})
export type AdminCode = Static<typeof AdminCode>

export const AdminCodeBatchQuery = Obj({ ...PAGE_QUERY })
export type AdminCodeBatchQuery = Static<typeof AdminCodeBatchQuery>

export const AdminCodeBatchRow = Obj({
  /** The batch id (react-admin lists by `id`). */
  id: Batch,
  plan: Type.String(),
  note: Type.String(),
  created_at: Instant,
  count: Type.Integer(),
  redeemed: Type.Integer()
})
export type AdminCodeBatchRow = Static<typeof AdminCodeBatchRow>

export const AdminCodeBatchParams = Obj({ batch: Batch })
export type AdminCodeBatchParams = Static<typeof AdminCodeBatchParams>

/** GET ADMIN_CODE_PATHS.csv(batch): text/csv; 404 when the batch has no codes. */
export const AdminCodeCsvReply = { 200: { content: { 'text/csv': { schema: Type.String() } } } }
