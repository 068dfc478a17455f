/**
 * Every environment variable the server reads, parsed and validated in one place.
 * loadConfig is pure (env and cwd in, Config out) so tests build configs without touching
 * process.env. A bad value throws a ConfigError naming the variable, in Chinese and English.
 */
import path from 'path'
import { resolveBrand } from '../brands'
import { isMobile } from '../core/phone'
import { parseSignKeys } from '../core/sign'
import { StartupError } from './errors'
import { parsePaymentConfig, type PaymentConfig } from './payments/config'
import { parseRateLimits, type RateLimitSettings } from './plugins/rateLimits'
import { parseSensitiveWords } from './services/forum/sensitiveWords'
import { parsePrintConfig, type PrintConfig } from './services/print/prices'
import type { S3Settings } from './storage/s3'

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const
export type LogLevel = (typeof LOG_LEVELS)[number]

/** Used when JWT_SECRET is unset; fine for development, a warning in production. */
export const DEV_JWT_SECRET = 'dev-jwt-secret-gaokao-change-me'
const MIN_JWT_SECRET_LENGTH = 16

export interface Config {
  port: number
  host: string
  /** Absolute. PGlite lives in dataDir/pglite unless databaseUrl is set. */
  dataDir: string
  /** PostgreSQL connection string, or null for the embedded PGlite. */
  databaseUrl: string | null
  /** Release prefix in front of /api, '' or like '/release' (no trailing slash). */
  apiPrefix: string
  signKeys: string[]
  jwtSecret: string
  /** Absolute path of the built H5 app. */
  h5Dir: string
  logLevel: LogLevel
  seedDemo: boolean
  /** STAFF_PHONES: the accounts made staff at start-up (the first operators; docs/server.md "Environment variables"). */
  staffPhones: string[]
  /** NODE_ENV=production: development shortcuts (the dev one-press login) are off. */
  production: boolean
  /** WeChat API base (jscode2session), no trailing slash. */
  wxApiBase: string
  /** Mini-program app id and secret; both null = the development WeChat provider. */
  wxAppId: string | null
  wxAppSecret: string | null
  /** Customer-service phone answered by GET /api/config/. */
  servicePhone: string
  /** Payment providers, brand pricing and Apple verification (server/payments/config.ts, docs/payments.md). */
  payments: PaymentConfig
  /**
   * The forum's sensitive words (FORUM_SENSITIVE_WORDS, else the default list of server/services/forum/sensitiveWords.ts):
   * the seed of the table sensitive_words, which staff edit in the console (services/admin/sensitiveWords.ts).
   */
  forumSensitiveWords: string[]
  /** S3-compatible storage (S3_BUCKET and the other S3_* variables), or null: local disk under dataDir/files. */
  s3: S3Settings | null
  /** Cloud printing: the price table (PRINT_PRICES_FILE) and the PDF preview renderer (PRINT_PDFTOPPM); server/services/print/prices.ts. */
  print: PrintConfig
  /** Live classes (docs/live.md): REDIS_URL fans the chat out across server processes; LIVE_HLS_BASE is where a session without its own hls_url streams from (<base>/<id>/index.m3u8). Null: in-process chat, the placeholder video. */
  live: { redisUrl: string | null; hlsBase: string | null }
  /** RATE_LIMITS: the request rate limits per user and per IP (server/plugins/rateLimits.ts, docs/server.md "Rate limits"). */
  rateLimits: RateLimitSettings
  /** TRUST_PROXY: Fastify's trustProxy (request.ip from X-Forwarded-For): false, true, a hop count, or the proxies' addresses/CIDRs. */
  trustProxy: boolean | number | string
  /** Not errors, but worth a log line at start-up (e.g. the development JWT secret in production). */
  warnings: string[]
}

export class ConfigError extends StartupError {
  constructor(
    readonly variable: string,
    zh: string,
    en: string
  ) {
    super(`环境变量 ${variable} 无效：${zh}\nInvalid environment variable ${variable}: ${en}`)
    this.name = 'ConfigError'
  }
}

type Env = Record<string, string | undefined>

/** An unset or blank variable counts as absent. */
function read(env: Env, name: string): string | undefined {
  const value = env[name]?.trim()
  return value === undefined || value === '' ? undefined : value
}

function parsePort(raw: string | undefined): number {
  if (raw === undefined) return 8080
  const port = Number(raw)
  if (!/^\d+$/.test(raw) || port > 65535) {
    throw new ConfigError('PORT', `应为 0-65535 的整数，当前为 "${raw}"`, `expected an integer 0-65535, got "${raw}"`)
  }
  return port
}

function parseDatabaseUrl(raw: string | undefined): string | null {
  if (raw === undefined) return null
  let protocol = ''
  try {
    protocol = new URL(raw).protocol
  } catch {
    // fall through to the error below
  }
  // The value is not echoed: it may carry a password.
  if (protocol !== 'postgres:' && protocol !== 'postgresql:') {
    throw new ConfigError('DATABASE_URL', '应为 postgres:// 或 postgresql:// 开头的连接串', 'expected a postgres:// or postgresql:// URL')
  }
  return raw
}

function parseApiPrefix(raw: string | undefined): string {
  if (raw === undefined) return ''
  const prefix = raw.replace(/\/+$/, '')
  if (!/^(\/[A-Za-z0-9._~-]+)*$/.test(prefix)) {
    throw new ConfigError('API_PREFIX', `应为以 / 开头的路径，如 /release，当前为 "${raw}"`, `expected a path such as /release, got "${raw}"`)
  }
  return prefix
}

function parseKeys(raw: string | undefined, production: boolean, warnings: string[]): string[] {
  if (raw === undefined && production) {
    warnings.push('SIGN_KEYS 未设置，正在使用开发默认值 / SIGN_KEYS is unset: using the development defaults')
  }
  try {
    return parseSignKeys(raw)
  } catch {
    throw new ConfigError('SIGN_KEYS', '应为 5 个以逗号分隔的非空密钥', 'expected five comma-separated non-empty keys')
  }
}

function parseJwtSecret(raw: string | undefined, production: boolean, warnings: string[]): string {
  if (raw === undefined) {
    if (production) warnings.push('JWT_SECRET 未设置，正在使用开发默认值 / JWT_SECRET is unset: using the development default')
    return DEV_JWT_SECRET
  }
  if (raw.length < MIN_JWT_SECRET_LENGTH) {
    throw new ConfigError('JWT_SECRET', `长度至少 ${MIN_JWT_SECRET_LENGTH} 个字符`, `must be at least ${MIN_JWT_SECRET_LENGTH} characters long`)
  }
  return raw
}

function parseLogLevel(raw: string | undefined): LogLevel {
  if (raw === undefined) return 'info'
  const level = LOG_LEVELS.find((l) => l === raw.toLowerCase())
  if (!level) {
    const allowed = LOG_LEVELS.join(', ')
    throw new ConfigError('LOG_LEVEL', `应为 ${allowed} 之一，当前为 "${raw}"`, `expected one of ${allowed}, got "${raw}"`)
  }
  return level
}

/** Behind a reverse proxy the client's address comes from X-Forwarded-For: a hop count, a yes/no, or the proxies' addresses. */
function parseTrustProxy(raw: string | undefined): boolean | number | string {
  if (raw === undefined) return false
  if (/^\d{1,2}$/.test(raw)) return Number(raw)
  if (['true', 'false', 'yes', 'no', 'on', 'off'].includes(raw.toLowerCase())) return parseBoolean('TRUST_PROXY', raw, false)
  return raw
}

function parseBoolean(name: string, raw: string | undefined, fallback: boolean): boolean {
  if (raw === undefined) return fallback
  const value = raw.toLowerCase()
  if (['1', 'true', 'yes', 'on'].includes(value)) return true
  if (['0', 'false', 'no', 'off'].includes(value)) return false
  throw new ConfigError(name, `应为 true 或 false，当前为 "${raw}"`, `expected true or false, got "${raw}"`)
}

/** Throws unless the setting `name`'s value `raw` is an http(s):// URL. */
function checkHttpUrl(name: string, raw: string): void {
  let protocol = ''
  try {
    protocol = new URL(raw).protocol
  } catch {
    // fall through
  }
  if (protocol !== 'http:' && protocol !== 'https:') {
    throw new ConfigError(name, `应为 http(s):// 开头的地址，当前为 "${raw}"`, `expected an http(s):// URL, got "${raw}"`)
  }
}

function parseLive(env: Env): Config['live'] {
  const redisUrl = read(env, 'REDIS_URL') ?? null
  if (redisUrl !== null && !/^rediss?:\/\//.test(redisUrl))
    throw new ConfigError('REDIS_URL', '应为 redis:// 或 rediss:// 开头的地址', 'expected a redis:// or rediss:// URL')
  const hlsBase = read(env, 'LIVE_HLS_BASE') ?? null
  if (hlsBase !== null) checkHttpUrl('LIVE_HLS_BASE', hlsBase)
  return { redisUrl, hlsBase: hlsBase?.replace(/\/+$/, '') ?? null }
}

function parseWxApiBase(raw: string | undefined): string {
  if (raw === undefined) return 'https://api.weixin.qq.com'
  checkHttpUrl('WX_API_BASE', raw)
  return raw.replace(/\/+$/, '')
}

function parseWx(appId: string | undefined, secret: string | undefined): { wxAppId: string | null; wxAppSecret: string | null } {
  if (appId === undefined && secret === undefined) return { wxAppId: null, wxAppSecret: null }
  if (appId === undefined) throw new ConfigError('WX_APP_ID', '设置了 WX_APP_SECRET 时必须同时设置', 'required when WX_APP_SECRET is set')
  if (secret === undefined) throw new ConfigError('WX_APP_SECRET', '设置了 WX_APP_ID 时必须同时设置', 'required when WX_APP_ID is set')
  if (!/^wx[0-9a-zA-Z]{16}$/.test(appId)) {
    throw new ConfigError('WX_APP_ID', `应为 wx 开头的 18 位小程序 AppID，当前为 "${appId}"`, `expected an 18-character app id starting with wx, got "${appId}"`)
  }
  // The secret is not echoed.
  if (!/^[0-9a-zA-Z]{16,64}$/.test(secret)) throw new ConfigError('WX_APP_SECRET', '应为 16-64 位字母或数字', 'expected 16-64 letters or digits')
  return { wxAppId: appId, wxAppSecret: secret }
}

function parseStaffPhones(raw: string | undefined): string[] {
  const phones = (raw ?? '')
    .split(',')
    .map((p) => p.trim())
    .filter((p) => p !== '')
  const bad = phones.find((p) => !isMobile(p))
  if (bad !== undefined)
    throw new ConfigError('STAFF_PHONES', `应为以逗号分隔的手机号，"${bad}" 不是手机号`, `expected comma-separated mobile numbers, "${bad}" is not one`)
  return [...new Set(phones)]
}

function parseServicePhone(raw: string | undefined, brand: string | undefined): string {
  if (raw !== undefined) {
    if (!/^[0-9+\- ]{3,20}$/.test(raw)) throw new ConfigError('SERVICE_PHONE', `应为电话号码，当前为 "${raw}"`, `expected a phone number, got "${raw}"`)
    return raw
  }
  try {
    return resolveBrand(brand).supportPhone
  } catch {
    throw new ConfigError('BRAND', `未知品牌 "${brand}"`, `unknown brand "${brand}"`)
  }
}

const S3_VARIABLES = ['S3_ENDPOINT', 'S3_BUCKET', 'S3_REGION', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY', 'S3_FORCE_PATH_STYLE'] as const

function parseS3(env: Env): S3Settings | null {
  const bucket = read(env, 'S3_BUCKET')
  if (bucket === undefined) {
    const stray = S3_VARIABLES.find((name) => read(env, name) !== undefined)
    if (stray) throw new ConfigError('S3_BUCKET', `设置了 ${stray} 时必须同时设置存储桶名`, `required when ${stray} is set`)
    return null
  }
  if (!/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/.test(bucket)) {
    throw new ConfigError('S3_BUCKET', `应为 3-63 位小写字母、数字、点或短横线，当前为 "${bucket}"`, `expected an S3 bucket name, got "${bucket}"`)
  }
  const endpoint = read(env, 'S3_ENDPOINT')
  if (endpoint !== undefined) checkHttpUrl('S3_ENDPOINT', endpoint)
  const accessKeyId = read(env, 'S3_ACCESS_KEY_ID') ?? null
  const secretAccessKey = read(env, 'S3_SECRET_ACCESS_KEY') ?? null
  if ((accessKeyId === null) !== (secretAccessKey === null)) {
    const missing = accessKeyId === null ? 'S3_ACCESS_KEY_ID' : 'S3_SECRET_ACCESS_KEY'
    const other = accessKeyId === null ? 'S3_SECRET_ACCESS_KEY' : 'S3_ACCESS_KEY_ID'
    throw new ConfigError(missing, `设置了 ${other} 时必须同时设置`, `required when ${other} is set`)
  }
  return {
    endpoint: endpoint?.replace(/\/+$/, '') ?? null,
    bucket,
    region: read(env, 'S3_REGION') ?? 'us-east-1',
    accessKeyId,
    secretAccessKey,
    // Self-hosted S3 servers (MinIO, s3rver) address buckets by path; AWS by host name.
    forcePathStyle: parseBoolean('S3_FORCE_PATH_STYLE', read(env, 'S3_FORCE_PATH_STYLE'), endpoint !== undefined)
  }
}

export function loadConfig(env: Env = process.env, cwd: string = process.cwd()): Config {
  const warnings: string[] = []
  const production = read(env, 'NODE_ENV') === 'production'
  return {
    port: parsePort(read(env, 'PORT')),
    host: read(env, 'HOST') ?? '0.0.0.0',
    dataDir: path.resolve(cwd, read(env, 'DATA_DIR') ?? 'data'),
    databaseUrl: parseDatabaseUrl(read(env, 'DATABASE_URL')),
    apiPrefix: parseApiPrefix(read(env, 'API_PREFIX')),
    signKeys: parseKeys(read(env, 'SIGN_KEYS'), production, warnings),
    jwtSecret: parseJwtSecret(read(env, 'JWT_SECRET'), production, warnings),
    h5Dir: path.resolve(cwd, read(env, 'H5_DIR') ?? 'dist/h5'),
    logLevel: parseLogLevel(read(env, 'LOG_LEVEL')),
    seedDemo: parseBoolean('SEED_DEMO', read(env, 'SEED_DEMO'), true),
    staffPhones: parseStaffPhones(read(env, 'STAFF_PHONES')),
    production,
    wxApiBase: parseWxApiBase(read(env, 'WX_API_BASE')),
    ...parseWx(read(env, 'WX_APP_ID'), read(env, 'WX_APP_SECRET')),
    servicePhone: parseServicePhone(read(env, 'SERVICE_PHONE'), read(env, 'BRAND')),
    payments: parsePaymentConfig(env, cwd, production, warnings),
    forumSensitiveWords: parseSensitiveWords(read(env, 'FORUM_SENSITIVE_WORDS')),
    s3: parseS3(env),
    print: parsePrintConfig(read(env, 'PRINT_PRICES_FILE'), read(env, 'PRINT_PDFTOPPM'), cwd),
    live: parseLive(env),
    rateLimits: parseRateLimits(read(env, 'RATE_LIMITS')),
    trustProxy: parseTrustProxy(read(env, 'TRUST_PROXY')),
    warnings
  }
}
