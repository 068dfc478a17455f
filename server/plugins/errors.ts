/**
 * Every failure leaves the server as `{ detail, code, fields? }` (types/api.ts ErrorBody) with the
 * status of the error catalogue. A database that cannot be reached is a 503 database_unavailable.
 * Unexpected errors are logged and answered with a generic 500: no stack or internal message
 * reaches the client.
 */
import type { FastifyError, FastifyInstance, FastifyReply, FastifyServerOptions } from 'fastify'
import type { ErrorBody, ErrorCode } from '../../types/api'
import { isDatabaseUnavailable } from '../db/unavailable'
import { ApiError, databaseUnavailable } from '../errors'
import { validationFields } from '../lib/validation-fields'

/** Chinese detail and code for client errors raised by Fastify itself, by status. */
const CLIENT_ERRORS: Record<number, { code: ErrorCode; detail: string }> = {
  400: { code: 'bad_request', detail: '请求有误' },
  401: { code: 'not_authenticated', detail: '请先登录' },
  403: { code: 'permission_denied', detail: '没有权限' },
  404: { code: 'not_found', detail: '请求的资源不存在' },
  405: { code: 'method_not_allowed', detail: '不支持该请求方法' },
  413: { code: 'payload_too_large', detail: '请求内容过大' },
  415: { code: 'unsupported_media_type', detail: '不支持的请求内容类型，请使用 JSON' },
  422: { code: 'business_rule', detail: '请求无法处理' },
  429: { code: 'throttled', detail: '请求过于频繁，请稍后再试' }
}

/** More precise Chinese details for some Fastify error codes. */
const DETAIL_BY_FASTIFY_CODE: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: '请求体不是有效的 JSON',
  FST_ERR_CTP_BODY_TOO_LARGE: '请求内容过大'
}

const SERVER_ERROR: ErrorBody = { detail: '服务器内部错误，请稍后再试', code: 'server_error' }
const NOT_FOUND: ErrorBody = { detail: '请求的资源不存在', code: 'not_found' }

function clientErrorBody(error: FastifyError, status: number): ErrorBody {
  const known = CLIENT_ERRORS[status] ?? CLIENT_ERRORS[400]
  return { code: known.code, detail: DETAIL_BY_FASTIFY_CODE[error.code] ?? known.detail }
}

/**
 * Fastify's option for the errors it answers before any route or error handler runs: a URL that
 * is not valid percent-encoded UTF-8 and a path parameter past the router's length limit (Fastify
 * would answer 414 in its own shape). Both are a bad request here, in the usual shape.
 */
export const frameworkErrors: NonNullable<FastifyServerOptions['frameworkErrors']> = (error, _request, reply) => {
  const body: ErrorBody = { detail: error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? '请求地址过长' : '请求地址有误', code: 'bad_request' }
  void (reply as FastifyReply).code(400).send(body)
}

export function installErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof ApiError) return reply.code(error.statusCode).send(error.toBody())
    if (error.validation) {
      const fields = validationFields(error.validation, error.validationContext ?? 'body')
      const [field, text] = Object.entries(fields)[0] ?? ['', '']
      const body: ErrorBody = { detail: `请求参数有误：${field} ${text}`.trim(), code: 'validation_error', fields }
      return reply.code(400).send(body)
    }
    if (isDatabaseUnavailable(error)) {
      // Not a bug of the request: the pool reconnects once the database is back (docs/server.md "Database unavailable").
      request.log.warn({ err: error }, 'database unavailable')
      return reply.code(503).send(databaseUnavailable().toBody())
    }
    const status = error.statusCode ?? 500
    if (status >= 400 && status < 500) return reply.code(status).send(clientErrorBody(error, status))
    request.log.error({ err: error }, 'unhandled error')
    return reply.code(500).send(SERVER_ERROR)
  })
  app.setNotFoundHandler((_request, reply) => reply.code(404).send(NOT_FOUND))
}
