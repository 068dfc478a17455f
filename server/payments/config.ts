/**
 * The payment environment variables (docs/payments.md), parsed for server/config.ts. Real providers
 * are off until all of their variables are set; a partial set is an error naming what is missing,
 * so a half-configured merchant never silently falls back to the sandbox.
 */
import fs from 'fs'
import path from 'path'
import { getBrand } from '../../brands'
import { ConfigError } from '../config'

export interface WxpayConfig {
  mchId: string
  /** The app id payments are made for (the mini-program's; JSAPI payers are its openids). */
  appId: string
  /** Serial number of the merchant API certificate (the Authorization header names it). */
  serialNo: string
  /** PEM of the merchant API private key (apiclient_key.pem). */
  privateKey: string
  /** APIv3 key: 32 bytes, the AES-256-GCM key of notification resources. */
  apiV3Key: string
  /** PEM of the WeChat Pay platform certificate: verifies answers and notifications. */
  platformCert: string
  apiBase: string
}

export interface AlipayConfig {
  appId: string
  /** PEM of the application private key (RSA2 requests). */
  privateKey: string
  /** PEM of Alipay's public key (verifies answers and notifications). */
  alipayPublicKey: string
  gateway: string
}

export interface PaymentConfig {
  /** The brand whose plans VIP orders are priced by (BRAND). */
  brandId: string
  /** The sandbox provider stands in for unconfigured providers (default on, off in production). */
  sandbox: boolean
  /** Public origin of this server for provider callbacks and return addresses, no trailing slash. */
  publicUrl: string | null
  wxpay: WxpayConfig | null
  alipay: AlipayConfig | null
  /** Apple verifyReceipt endpoint; null: Apple payments are refused. */
  appleVerifyUrl: string | null
  appleSharedSecret: string | null
}

type Env = Record<string, string | undefined>

function read(env: Env, name: string): string | undefined {
  const value = env[name]?.trim()
  return value === undefined || value === '' ? undefined : value
}

function httpUrl(name: string, raw: string): string {
  let protocol = ''
  try {
    protocol = new URL(raw).protocol
  } catch {
    // fall through
  }
  if (protocol !== 'http:' && protocol !== 'https:') {
    throw new ConfigError(name, `应为 http(s):// 开头的地址，当前为 "${raw}"`, `expected an http(s):// URL, got "${raw}"`)
  }
  return raw.replace(/\/+$/, '')
}

function pemFile(name: string, raw: string, cwd: string): string {
  let text: string
  try {
    text = fs.readFileSync(path.resolve(cwd, raw), 'utf8')
  } catch {
    throw new ConfigError(name, `无法读取文件 "${raw}"`, `cannot read the file "${raw}"`)
  }
  if (!text.includes('-----BEGIN ')) throw new ConfigError(name, `文件 "${raw}" 不是 PEM 格式`, `the file "${raw}" is not PEM`)
  return text
}

/** All of a provider's variables or none: the names of the missing ones otherwise. */
function group(env: Env, names: readonly string[]): Record<string, string> | null {
  const values = Object.fromEntries(names.map((n) => [n, read(env, n)]))
  const missing = names.filter((n) => values[n] === undefined)
  if (missing.length === names.length) return null
  if (missing.length > 0) {
    const set = names.filter((n) => values[n] !== undefined)
    throw new ConfigError(missing[0], `设置了 ${set.join(', ')} 时必须同时设置 ${missing.join(', ')}`, `required with ${set.join(', ')}: ${missing.join(', ')}`)
  }
  return values as Record<string, string>
}

const WXPAY_VARS = ['WXPAY_MCH_ID', 'WXPAY_SERIAL_NO', 'WXPAY_PRIVATE_KEY_FILE', 'WXPAY_API_V3_KEY', 'WXPAY_PLATFORM_CERT_FILE'] as const
const ALIPAY_VARS = ['ALIPAY_APP_ID', 'ALIPAY_PRIVATE_KEY_FILE', 'ALIPAY_PUBLIC_KEY_FILE'] as const

export function parsePaymentConfig(env: Env, cwd: string, production: boolean, warnings: string[]): PaymentConfig {
  const brandId = read(env, 'BRAND') ?? 'bdgaokao'
  try {
    getBrand(brandId)
  } catch {
    throw new ConfigError('BRAND', `未知品牌 "${brandId}"`, `unknown brand "${brandId}"`)
  }
  const sandboxRaw = read(env, 'PAY_SANDBOX')?.toLowerCase()
  let sandbox = !production
  if (sandboxRaw !== undefined) {
    if (['1', 'true', 'yes', 'on'].includes(sandboxRaw)) sandbox = true
    else if (['0', 'false', 'no', 'off'].includes(sandboxRaw)) sandbox = false
    else throw new ConfigError('PAY_SANDBOX', `应为 true 或 false，当前为 "${sandboxRaw}"`, `expected true or false, got "${sandboxRaw}"`)
  }
  // Anyone can "pay" through the sandbox's confirm page: say so loudly where money is real.
  if (sandbox && production) warnings.push('PAY_SANDBOX 已开启：任何人都可以免费确认支付 / PAY_SANDBOX is on in production: anyone can confirm payments for free')

  const publicRaw = read(env, 'PUBLIC_URL')
  const publicUrl = publicRaw === undefined ? null : httpUrl('PUBLIC_URL', publicRaw)

  const wx = group(env, WXPAY_VARS)
  let wxpay: WxpayConfig | null = null
  if (wx) {
    const appId = read(env, 'WXPAY_APP_ID') ?? read(env, 'WX_APP_ID')
    if (!appId) throw new ConfigError('WXPAY_APP_ID', '设置微信支付时必须设置 WXPAY_APP_ID 或 WX_APP_ID', 'WeChat Pay needs WXPAY_APP_ID or WX_APP_ID')
    if (Buffer.byteLength(wx.WXPAY_API_V3_KEY) !== 32) throw new ConfigError('WXPAY_API_V3_KEY', '应为 32 个字符', 'expected 32 characters')
    wxpay = {
      mchId: wx.WXPAY_MCH_ID,
      appId,
      serialNo: wx.WXPAY_SERIAL_NO,
      privateKey: pemFile('WXPAY_PRIVATE_KEY_FILE', wx.WXPAY_PRIVATE_KEY_FILE, cwd),
      apiV3Key: wx.WXPAY_API_V3_KEY,
      platformCert: pemFile('WXPAY_PLATFORM_CERT_FILE', wx.WXPAY_PLATFORM_CERT_FILE, cwd),
      apiBase: httpUrl('WXPAY_API_BASE', read(env, 'WXPAY_API_BASE') ?? 'https://api.mch.weixin.qq.com')
    }
  }
  const ali = group(env, ALIPAY_VARS)
  const alipay: AlipayConfig | null = ali
    ? {
        appId: ali.ALIPAY_APP_ID,
        privateKey: pemFile('ALIPAY_PRIVATE_KEY_FILE', ali.ALIPAY_PRIVATE_KEY_FILE, cwd),
        alipayPublicKey: pemFile('ALIPAY_PUBLIC_KEY_FILE', ali.ALIPAY_PUBLIC_KEY_FILE, cwd),
        gateway: httpUrl('ALIPAY_GATEWAY', read(env, 'ALIPAY_GATEWAY') ?? 'https://openapi.alipay.com/gateway.do')
      }
    : null
  // Providers call back over the internet: they need to know where this server is.
  if ((wxpay || alipay) && !publicUrl)
    throw new ConfigError('PUBLIC_URL', '启用微信支付或支付宝时必须设置（支付通知地址）', 'required with WeChat Pay or Alipay (notification address)')

  const appleRaw = read(env, 'APPLE_VERIFY_URL')
  return {
    brandId,
    sandbox,
    publicUrl,
    wxpay,
    alipay,
    appleVerifyUrl: appleRaw === undefined ? null : httpUrl('APPLE_VERIFY_URL', appleRaw),
    appleSharedSecret: read(env, 'APPLE_SHARED_SECRET') ?? null
  }
}
