/**
 * The payment environment variables (server/payments/config.ts via loadConfig): the sandbox is on
 * by default and off in production unless asked for (then with a warning); a provider is on only
 * with all of its variables, and a partial set or a missing PUBLIC_URL stops the server with a
 * message naming the variable.
 */
import { ConfigError, loadConfig } from '../../server/config'
import { rsaPair, selfSignedCert, tempDir, writeFile } from './support/payKeys'

const dir = tempDir('pay-config-')
const key = writeFile(dir, 'key.pem', rsaPair().privateKey)
const cert = selfSignedCert(dir, 'platform').certFile
const WX = {
  WXPAY_MCH_ID: '1900000109',
  WXPAY_SERIAL_NO: 'ABC',
  WXPAY_PRIVATE_KEY_FILE: key,
  WXPAY_API_V3_KEY: 'k'.repeat(32),
  WXPAY_PLATFORM_CERT_FILE: cert,
  WXPAY_APP_ID: 'wx1234567890abcdef'
}
const fails = (env: Record<string, string>, variable: string, text: RegExp) => {
  let error: unknown
  try {
    loadConfig(env, dir)
  } catch (e) {
    error = e
  }
  expect(error).toBeInstanceOf(ConfigError)
  expect((error as ConfigError).variable).toBe(variable)
  expect((error as Error).message).toMatch(text)
}

test('sandbox: on by default, off in production, on there only when asked and with a warning', () => {
  expect(loadConfig({}).payments.sandbox).toBe(true)
  expect(loadConfig({ NODE_ENV: 'production' }).payments.sandbox).toBe(false)
  const asked = loadConfig({ NODE_ENV: 'production', PAY_SANDBOX: 'true', JWT_SECRET: 'y'.repeat(32), SIGN_KEYS: 'a,b,c,d,e' })
  expect(asked.payments.sandbox).toBe(true)
  expect(asked.warnings).toEqual([expect.stringContaining('PAY_SANDBOX')])
  fails({ PAY_SANDBOX: 'maybe' }, 'PAY_SANDBOX', /true 或 false/)
})

test('WeChat Pay: all variables read (keys from their files), or a clear error', () => {
  const config = loadConfig({ ...WX, PUBLIC_URL: 'https://pay.example.com/' }, dir)
  expect(config.payments.publicUrl).toBe('https://pay.example.com')
  expect(config.payments.wxpay).toMatchObject({
    mchId: '1900000109',
    appId: 'wx1234567890abcdef',
    apiBase: 'https://api.mch.weixin.qq.com',
    privateKey: expect.stringContaining('BEGIN PRIVATE KEY'),
    platformCert: expect.stringContaining('BEGIN CERTIFICATE')
  })
  fails({ ...WX }, 'PUBLIC_URL', /支付通知地址/)
  fails({ WXPAY_MCH_ID: '1', PUBLIC_URL: 'https://x' }, 'WXPAY_SERIAL_NO', /WXPAY_SERIAL_NO/)
  fails({ ...WX, WXPAY_API_V3_KEY: 'short', PUBLIC_URL: 'https://x' }, 'WXPAY_API_V3_KEY', /32/)
  fails({ ...WX, WXPAY_PRIVATE_KEY_FILE: 'missing.pem', PUBLIC_URL: 'https://x' }, 'WXPAY_PRIVATE_KEY_FILE', /无法读取/)
  fails({ ...WX, WXPAY_APP_ID: '', PUBLIC_URL: 'https://x' }, 'WXPAY_APP_ID', /WX_APP_ID/)
})

test('Alipay, Apple and the brand', () => {
  const alipay = loadConfig({ ALIPAY_APP_ID: '2021', ALIPAY_PRIVATE_KEY_FILE: key, ALIPAY_PUBLIC_KEY_FILE: key, PUBLIC_URL: 'https://x' }, dir).payments.alipay
  expect(alipay).toMatchObject({ appId: '2021', gateway: 'https://openapi.alipay.com/gateway.do' })
  fails({ ALIPAY_APP_ID: '2021', PUBLIC_URL: 'https://x' }, 'ALIPAY_PRIVATE_KEY_FILE', /ALIPAY_PUBLIC_KEY_FILE/)
  fails(
    { ALIPAY_APP_ID: '2021', ALIPAY_PRIVATE_KEY_FILE: key, ALIPAY_PUBLIC_KEY_FILE: writeFile(dir, 'not.pem', 'hello'), PUBLIC_URL: 'https://x' },
    'ALIPAY_PUBLIC_KEY_FILE',
    /PEM/
  )
  expect(loadConfig({ APPLE_VERIFY_URL: 'https://sandbox.itunes.apple.com/verifyReceipt' }).payments.appleVerifyUrl).toBe(
    'https://sandbox.itunes.apple.com/verifyReceipt'
  )
  fails({ APPLE_VERIFY_URL: 'ftp://x' }, 'APPLE_VERIFY_URL', /http/)
  expect(loadConfig({ BRAND: 'jiashu' }).payments.brandId).toBe('jiashu')
})
