/**
 * The API contract shared by the app (src/) and the server (server/).
 * A change here must compile on both sides. Schemas and their types: types/schemas/api.ts.
 */
export type * from './schemas/api'

/** Error codes the server may answer with; `detail` always carries the Chinese text. */
export type ErrorCode =
  | 'bad_request'
  | 'validation_error'
  | 'bad_signature'
  | 'not_authenticated'
  | 'token_not_valid'
  | 'permission_denied'
  | 'not_found'
  | 'method_not_allowed'
  | 'payload_too_large'
  | 'unsupported_media_type'
  | 'business_rule'
  | 'throttled'
  | 'server_error'
  | 'service_unavailable'
  /** 503: the database cannot be reached (PostgreSQL down or restarting; docs/server.md "Database unavailable"). */
  | 'database_unavailable'
  /** Incomplete gaokao info (types/application.ts BAD_PARAMS; spec §8). */
  | 'BAD_PARAMS'

/** Headers every signed request carries. */
export const SIGN_HEADER_TS = 'X-Ts'
export const SIGN_HEADER_SIGN = 'X-Sign'
/** A signature older (or newer) than this is stale. */
export const SIGN_MAX_AGE_MS = 5 * 60 * 1000
