/**
 * Error types of the server.
 * ApiError: an answer with the shape of types/api.ts ErrorBody, thrown from routes and plugins.
 * StartupError: a known reason the server cannot start; main.ts prints its message (no stack) and
 * exits 1.
 */
import type { ErrorBody, ErrorCode } from '../types/api'
import type { AccountErrorCode } from '../types/user'
import type { CloudErrorCode } from '../types/cloud'
import type { CloudShareErrorCode } from '../types/cloudShares'
import type { CloudUploadErrorCode } from '../types/cloudUploads'
import type { VoteErrorCode } from '../types/forumVotes'
import type { PrintErrorCode } from '../types/print'
import type { ShopOrderErrorCode } from '../types/mallOrders'

/**
 * 503 database_unavailable: the database cannot be reached (server/db/unavailable.ts). The app shows
 * SPEC §8's "other" dialog; the request can be repeated once the database is back.
 */
export const databaseUnavailable = () => new ApiError(503, 'database_unavailable', '数据库暂时无法连接，请稍后再试')

export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode | AccountErrorCode | VoteErrorCode | CloudErrorCode | CloudShareErrorCode | CloudUploadErrorCode | PrintErrorCode | ShopOrderErrorCode,
    readonly detail: string,
    readonly fields?: Record<string, string>
  ) {
    super(detail)
    this.name = 'ApiError'
  }

  toBody(): ErrorBody {
    return this.fields ? { detail: this.detail, code: this.code, fields: this.fields } : { detail: this.detail, code: this.code }
  }
}

/** A 400 naming one field: its message is both the detail and the field's entry. */
export function fieldError(field: string, message: string): ApiError {
  return new ApiError(400, 'validation_error', message, { [field]: message })
}

export class StartupError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'StartupError'
  }
}
