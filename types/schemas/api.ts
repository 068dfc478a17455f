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
