import path from 'path'
import { ConfigError, DEV_JWT_SECRET, loadConfig } from '../../server/config'
import { DEFAULT_PRINT_PRICES } from '../../core/printFees'
import { DEV_SIGN_KEYS } from '../../core/sign'
import { DEFAULT_RATE_LIMITS } from '../../server/plugins/rateLimits'
import { DEFAULT_SENSITIVE_WORDS } from '../../server/services/forum/sensitiveWords'

test('defaults', () => {
  const config = loadConfig({}, '/srv/app')
  expect(config).toEqual({
    port: 8080,
    host: '0.0.0.0',
    dataDir: path.resolve('/srv/app/data'),
    databaseUrl: null,
    apiPrefix: '',
    signKeys: [...DEV_SIGN_KEYS],
    jwtSecret: DEV_JWT_SECRET,
    h5Dir: path.resolve('/srv/app/dist/h5'),
    logLevel: 'info',
    seedDemo: true,
    staffPhones: [],
    production: false,
    wxApiBase: 'https://api.weixin.qq.com',
    wxAppId: null,
    wxAppSecret: null,
    servicePhone: '400-800-1001',
    payments: { brandId: 'bdgaokao', sandbox: true, publicUrl: null, wxpay: null, alipay: null, appleVerifyUrl: null, appleSharedSecret: null },
    forumSensitiveWords: [...DEFAULT_SENSITIVE_WORDS],
    s3: null,
    print: { prices: DEFAULT_PRINT_PRICES, pdftoppm: 'pdftoppm' },
    live: { redisUrl: null, hlsBase: null },
    rateLimits: { enabled: true, limits: DEFAULT_RATE_LIMITS },
    trustProxy: false,
    warnings: []
  })
})

test('TRUST_PROXY: a hop count, a yes or no, or the proxies themselves', () => {
  const trust = (TRUST_PROXY: string) => loadConfig({ TRUST_PROXY }, '/srv/app').trustProxy
  expect([trust('1'), trust('true'), trust('off'), trust('10.0.0.0/8,127.0.0.1')]).toEqual([1, true, false, '10.0.0.0/8,127.0.0.1'])
})

test('values are parsed', () => {
  const config = loadConfig(
    {
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: '/var/lib/gaokao',
      DATABASE_URL: 'postgres://u:p@db:5432/gaokao',
      API_PREFIX: '/release/',
      SIGN_KEYS: 'a,b,c,d,e',
      JWT_SECRET: 'x'.repeat(32),
      H5_DIR: 'build/h5',
      LOG_LEVEL: 'WARN',
      SEED_DEMO: 'false',
      STAFF_PHONES: ' 13800000001,13900000002 ,13800000001',
      FORUM_SENSITIVE_WORDS: ' 广告 ,ＡＢＣ，广告,, '
    },
    '/srv/app'
  )
  expect(config).toMatchObject({
    port: 0,
    host: '127.0.0.1',
    dataDir: '/var/lib/gaokao',
    databaseUrl: 'postgres://u:p@db:5432/gaokao',
    apiPrefix: '/release',
    signKeys: ['a', 'b', 'c', 'd', 'e'],
    h5Dir: path.resolve('/srv/app/build/h5'),
    logLevel: 'warn',
    seedDemo: false,
    staffPhones: ['13800000001', '13900000002'],
    forumSensitiveWords: ['广告', 'abc']
  })
})

test.each([
  ['PORT', 'abc'],
  ['PORT', '70000'],
  ['PORT', '-1'],
  ['SIGN_KEYS', 'a,b,c'],
  ['SIGN_KEYS', 'a,b,,d,e'],
  ['DATABASE_URL', 'mysql://localhost/db'],
  ['API_PREFIX', 'release path'],
  ['JWT_SECRET', 'short'],
  ['LOG_LEVEL', 'loud'],
  ['SEED_DEMO', 'maybe'],
  ['STAFF_PHONES', '13800000001,12345']
])('bad %s=%p throws a ConfigError naming it', (name, value) => {
  expect(() => loadConfig({ [name]: value })).toThrow(ConfigError)
  expect(() => loadConfig({ [name]: value })).toThrow(new RegExp(`环境变量 ${name} 无效[\\s\\S]*Invalid environment variable ${name}`))
})

test('secrets are not echoed in errors', () => {
  expect(() => loadConfig({ JWT_SECRET: 'tiny' })).not.toThrow(/tiny/)
  expect(() => loadConfig({ DATABASE_URL: 'mysql://root:hunter2@x/db' })).not.toThrow(/hunter2/)
})

test('production without JWT_SECRET or SIGN_KEYS warns', () => {
  const config = loadConfig({ NODE_ENV: 'production' })
  expect(config.warnings.join('\n')).toMatch(/JWT_SECRET[\s\S]*SIGN_KEYS|SIGN_KEYS[\s\S]*JWT_SECRET/)
  expect(loadConfig({ NODE_ENV: 'production', JWT_SECRET: 'y'.repeat(32), SIGN_KEYS: 'a,b,c,d,e' }).warnings).toEqual([])
})
