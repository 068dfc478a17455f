/** Schemas every family shares: the error body and the health check. */
import { Obj, StringEnum, Type, type Static } from '../schema'

export const ErrorBody = Obj({
  detail: Type.String(),
  code: Type.String(),
  /** Per-field messages for 400 validation errors. */
  fields: Type.Optional(Type.Record(Type.String(), Type.String()))
})
/** Body of every non-2xx answer; `code` is an ErrorCode (types/api.ts) or a family's own code. */
export type ErrorBody = Static<typeof ErrorBody>

export const DB_KINDS = ['pglite', 'postgres'] as const
export const DbKind = StringEnum(DB_KINDS)
export type DbKind = Static<typeof DbKind>

/** GET /api/health */
export const HealthResponse = Obj({ status: StringEnum(['ok']), db: DbKind })
export type HealthResponse = Static<typeof HealthResponse>

/** The page envelope's type for any item type (the schema is Page(item) in types/schema.ts). */
export interface Paginated<T> {
  count: number
  next: string | null
  previous: string | null
  results: T[]
}

/**
 * Raw bytes of an upload or a download. No `type`, so validation lets a Buffer (or a stream)
 * through untouched; `contentEncoding: 'binary'` is what OpenAPI shows as `format: binary`.
 * The handler narrows the value itself (a JSON body arrives parsed, not as bytes).
 */
export const Bytes = Type.Unsafe<unknown>({ contentEncoding: 'binary' })
export type Bytes = Static<typeof Bytes>

/** Answers that only say what happened (logout, account deletion, set password). */
export const DetailResponse = Obj({ detail: Type.String() })
export type DetailResponse = Static<typeof DetailResponse>
