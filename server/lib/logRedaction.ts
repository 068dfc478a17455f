/**
 * What the server's logs may not carry (docs/server.md "Security headers" → "Logs"): access tokens,
 * Bearer values, request signatures, SMS codes, passwords, WeChat session keys, signed-URL
 * signatures and page tokens are replaced by [redacted]; mainland mobile numbers are masked like
 * the app shows them (core/phone.ts maskPhone: 138****8000).
 *
 * The work is done on each finished log line (pino's streamWrite hook), so it holds whatever put the
 * text there: a request URL with ?phone= in the query, an error whose message quotes a failed
 * query's parameters, headers someone logs while debugging. The console SMS provider's
 * development line (`[sms] phone=… code=…`) does not go through the logger: it is the development
 * SMS channel and stays as it is (server/sms/provider.ts).
 */
import type { FastifyServerOptions } from 'fastify'
import { maskPhone } from '../../core/phone'
import type { LogLevel } from '../config'

export const REDACTED = '[redacted]'

/** Names whose value is a secret wherever it appears: a query parameter, a JSON key, `name=value` in a message. */
const SECRET_KEYS = [
  'authorization',
  'cookie',
  'set-cookie',
  'x-sign',
  'password',
  'old_password',
  'new_password',
  'token',
  'access',
  'refresh',
  'access_token',
  'refresh_token',
  'jscode',
  'js_code',
  'session_key',
  'secret',
  'sig',
  'signature',
  'sign'
]
const KEYS = SECRET_KEYS.map((n) => n.replace(/[-_]/g, '[-_]')).join('|')

/** An 11-digit mobile number standing alone (not part of a longer run of digits: order numbers, timestamps). */
const PHONE = /(?<!\d)1[3-9]\d{9}(?!\d)/g
/** A JWT (our access and refresh tokens): three base64url parts, the first a JSON header. */
const JWT = /eyJ[\w-]*\.[\w-]*\.[\w-]*/g
const BEARER = /(\bBearer\s+)[^\s"\\,;]+/gi
/** `"token":"…"` in a logged object; "code" only when it holds digits (error codes such as "ECONNREFUSED" stay readable). */
const JSON_SECRET = new RegExp(`("(?:${KEYS})"\\s*:\\s*)"(?:[^"\\\\]|\\\\.)*"`, 'gi')
const JSON_CODE = /("code"\s*:\s*)(?:"\d+"|\d+)/gi
/** `?code=…`, `&sig=…`, `t=…` (the sandbox page token), `password=…` in a URL or a message. */
const PAIR_SECRET = new RegExp(`((?<![\\w-])(?:${KEYS}|code|t)=)[^&\\s"#\\\\;,]*`, 'gi')

export function redactLogLine(line: string): string {
  return line
    .replace(JWT, REDACTED)
    .replace(BEARER, `$1${REDACTED}`)
    .replace(JSON_SECRET, `$1"${REDACTED}"`)
    .replace(JSON_CODE, `$1"${REDACTED}"`)
    .replace(PAIR_SECRET, `$1${REDACTED}`)
    .replace(PHONE, (phone) => maskPhone(phone))
}

/** Where the log lines go: stdout by default; tests pass a stream they read. */
export interface LogDestination {
  write(line: string): unknown
}

/** The Fastify logger options of the server (pino): the level, the redaction, and the destination when not stdout. */
export function loggerOptions(level: LogLevel, destination?: LogDestination): NonNullable<FastifyServerOptions['logger']> {
  return { level, hooks: { streamWrite: redactLogLine }, ...(destination ? { stream: destination } : {}) }
}
