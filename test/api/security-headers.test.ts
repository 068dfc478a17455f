/**
 * Security headers (server/plugins/securityHeaders.ts, docs/server.md "Security headers"): every
 * answer is nosniff with a Referrer-Policy and no X-Powered-By; HTML answers carry the CSP of their
 * document (the H5 app with its inline script's hash, the console, the server's own pages), JSON
 * answers none; caching and compression of the builds are unchanged; the policy's outside origins
 * follow the config; cookies are hardened, and no product route sets one.
 */
import { createHash } from 'crypto'
import fs from 'fs'
import os from 'os'
import path from 'path'
import zlib from 'zlib'
import type { FastifyPluginAsync } from 'fastify'
import { PAY_PATHS } from '../../types/payments'
import { loadConfig } from '../../server/config'
import { hardenCookie, inlineScriptHashes, policySources } from '../../server/plugins/securityHeaders'
import { freshApp, signedInject, type TestApp } from './helpers'
import { accountsApp, memberOf, type AccountsApp } from './support/accounts'

const INLINE = '!function(n){n.document.documentElement.style.fontSize="20px"}(window);'
const sha = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`
const BIG_SCRIPT = Array.from({ length: 400 }, (_, i) => `console.log('line ${i}')`).join('\n')

/** A probe route that sets cookies the way a careless route would. */
const cookieProbe: FastifyPluginAsync = async (api) => {
  api.get('/probe/cookie/', { config: { signature: false } }, (_request, reply) =>
    reply.header('set-cookie', ['a=1; Path=/', 'b=2; Path=/; SameSite=Strict; Secure; HttpOnly']).send({ ok: true })
  )
}

let dist: string
let t: TestApp
beforeAll(async () => {
  dist = fs.mkdtempSync(path.join(os.tmpdir(), 'gaokao-headers-'))
  const h5 = path.join(dist, 'h5')
  fs.mkdirSync(path.join(h5, 'js'), { recursive: true })
  fs.writeFileSync(path.join(h5, 'index.html'), `<!doctype html><head><script>${INLINE}</script><script defer src="/h5/js/app.abcdef12.js"></script></head><body></body>`)
  fs.writeFileSync(path.join(h5, 'js', 'app.abcdef12.js'), BIG_SCRIPT)
  fs.mkdirSync(path.join(dist, 'admin', 'assets'), { recursive: true })
  fs.writeFileSync(path.join(dist, 'admin', 'index.html'), '<!doctype html><style>body{margin:0}</style><script type="module" src="./assets/main-X.js"></script>')
  t = await freshApp({ env: { H5_DIR: h5 }, routes: [cookieProbe] })
})
afterAll(async () => {
  await t.close()
  fs.rmSync(dist, { recursive: true, force: true })
})

/** The CSP as a map of directive → sources. */
function directives(csp: unknown): Record<string, string[]> {
  expect(typeof csp).toBe('string')
  return Object.fromEntries(
    String(csp)
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .map(([name, ...sources]) => [name, sources])
  )
}

function expectCommonHeaders(headers: Record<string, unknown>): void {
  expect(headers['x-content-type-options']).toBe('nosniff')
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin')
  expect(headers['x-powered-by']).toBeUndefined()
  expect(headers['strict-transport-security']).toMatch(/^max-age=\d+$/)
}

test("the H5 entry: its inline script by hash, no 'unsafe-inline' or 'unsafe-eval' for scripts, framed only by its own origin; still no-cache", async () => {
  const res = await t.app.inject({ method: 'GET', url: '/h5/' })
  expect(res.statusCode).toBe(200)
  expectCommonHeaders(res.headers)
  expect(res.headers['cache-control']).toBe('no-cache')
  const csp = directives(res.headers['content-security-policy'])
  expect(csp['script-src']).toEqual(["'self'", sha(INLINE)])
  expect(csp['default-src']).toEqual(["'self'"])
  expect(csp['style-src']).toEqual(["'self'", "'unsafe-inline'"])
  expect(csp['connect-src']).toEqual(["'self'", 'blob:', 'data:'])
  expect(csp['object-src']).toEqual(["'none'"])
  expect(csp['frame-ancestors']).toEqual(["'self'"])
  // The web view's allow-list (core/webTargets.ts): WeChat articles and the brand's official site.
  expect(csp['frame-src']).toEqual(["'self'", 'https://mp.weixin.qq.com', 'https://gaokao.example.com'])
  expect(String(res.headers['content-security-policy'])).not.toMatch(/unsafe-eval/)
  expect(res.headers['x-frame-options']).toBe('SAMEORIGIN')
})

test('a rebuilt index.html is hashed again without a restart', async () => {
  const file = path.join(t.config.h5Dir, 'index.html')
  const next = 'window.__rebuilt=1'
  fs.writeFileSync(file, `<!doctype html><script>${next}</script>`)
  const later = new Date(Date.now() + 5_000)
  fs.utimesSync(file, later, later)
  const csp = directives((await t.app.inject({ method: 'GET', url: '/h5/index.html' })).headers['content-security-policy'])
  expect(csp['script-src']).toEqual(["'self'", sha(next)])
})

test('hashed scripts keep their year-long cache and compression, nosniff and no document policy', async () => {
  const res = await t.app.inject({ method: 'GET', url: '/h5/js/app.abcdef12.js', headers: { 'accept-encoding': 'br' } })
  expect(res.statusCode).toBe(200)
  expectCommonHeaders(res.headers)
  expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable')
  expect(res.headers['content-encoding']).toBe('br')
  expect(zlib.brotliDecompressSync(res.rawPayload).toString()).toBe(BIG_SCRIPT)
  expect(res.headers['content-security-policy']).toBeUndefined()
})

test('the console: framed by nobody (frame-ancestors and X-Frame-Options), scripts from its own files only', async () => {
  const res = await t.app.inject({ method: 'GET', url: '/admin/' })
  expect(res.statusCode).toBe(200)
  expectCommonHeaders(res.headers)
  const csp = directives(res.headers['content-security-policy'])
  expect(csp['script-src']).toEqual(["'self'"])
  expect(csp['frame-ancestors']).toEqual(["'none'"])
  expect(res.headers['x-frame-options']).toBe('DENY')
})

test('API answers: nosniff and no X-Powered-By, no document policy', async () => {
  for (const url of ['/api/health', '/api/docs/json', '/api/nope/']) {
    const res = await t.app.inject({ method: 'GET', url })
    expectCommonHeaders(res.headers)
    expect(res.headers['content-type']).toMatch(/^application\/json/)
    expect(res.headers['content-security-policy']).toBeUndefined()
  }
  const signed = await signedInject(t.app, { method: 'GET', url: '/api/config/' })
  expect(signed.statusCode).toBe(200)
  expectCommonHeaders(signed.headers)
})

test("the server's own pages (the sandbox pay page): nothing but their style and a form to this origin, never framed", async () => {
  const res = await t.app.inject({ method: 'GET', url: `${PAY_PATHS.sandboxPage(`P${'0'.repeat(24)}`)}?t=${'0'.repeat(64)}` })
  expect(res.statusCode).toBe(404)
  expect(res.headers['content-type']).toMatch(/^text\/html/)
  expectCommonHeaders(res.headers)
  expect(directives(res.headers['content-security-policy'])).toEqual({
    'default-src': ["'none'"],
    'style-src': ["'unsafe-inline'"],
    'img-src': ["'self'", 'data:'],
    'base-uri': ["'none'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"]
  })
  expect(res.headers['x-frame-options']).toBe('DENY')
})

test('outside origins come from the config: storage, the HLS server, the pay gateway and PUBLIC_URL', () => {
  expect(policySources(loadConfig({}))).toEqual({ connect: [], frames: ['https://mp.weixin.qq.com', 'https://gaokao.example.com'], forms: [] })
  const minio = policySources(
    loadConfig({ S3_BUCKET: 'files', S3_ENDPOINT: 'http://127.0.0.1:9000', LIVE_HLS_BASE: 'https://live.example.com/hls', PUBLIC_URL: 'https://app.example.com' })
  )
  expect(minio.connect).toEqual(['http://127.0.0.1:9000', 'https://live.example.com'])
  expect(minio.forms).toEqual(['https://app.example.com'])
  const aws = policySources(loadConfig({ S3_BUCKET: 'files', S3_REGION: 'ap-east-1', BRAND: 'jiashu' }))
  expect(aws.connect).toEqual(['https://files.s3.ap-east-1.amazonaws.com', 'https://s3.ap-east-1.amazonaws.com'])
  expect(aws.frames).toEqual(['https://mp.weixin.qq.com', 'https://jiashu.example.com'])
})

test('inline scripts are hashed by their exact text; scripts with src are not', () => {
  expect(inlineScriptHashes('<script src="/a.js"></script><script>a()</script><SCRIPT type="module">b()</SCRIPT>')).toEqual([sha('a()'), sha('b()')])
})

describe('cookies', () => {
  test('any cookie a route sets is HttpOnly and SameSite; Secure when the request came over HTTPS (or a proxy says so)', async () => {
    const plain = await t.app.inject({ method: 'GET', url: '/api/probe/cookie/' })
    expect(plain.headers['set-cookie']).toEqual(['a=1; Path=/; HttpOnly; SameSite=Lax', 'b=2; Path=/; SameSite=Strict; Secure; HttpOnly'])
    const proxied = await t.app.inject({ method: 'GET', url: '/api/probe/cookie/', headers: { 'x-forwarded-proto': 'https' } })
    expect(proxied.headers['set-cookie']).toEqual(['a=1; Path=/; HttpOnly; SameSite=Lax; Secure', 'b=2; Path=/; SameSite=Strict; Secure; HttpOnly'])
    expect(hardenCookie('x=1; httponly; samesite=none; secure', true)).toBe('x=1; httponly; samesite=none; secure')
  })

  describe('the product', () => {
    let a: AccountsApp
    beforeAll(async () => {
      a = await accountsApp({ env: { H5_DIR: t.config.h5Dir } })
    })
    afterAll(() => a.close())

    test('no route sets a cookie: every GET of the OpenAPI document as a member, the login, the files', async () => {
      const member = await memberOf(a, '13700002901')
      const doc = (await a.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as { paths: Record<string, Record<string, unknown>> }
      const gets = Object.entries(doc.paths)
        .filter(([, ops]) => 'get' in ops)
        .map(([p]) => p.replace(/\{[^}]+\}/g, '1'))
      expect(gets.length).toBeGreaterThan(100)
      const answers = []
      for (const url of gets) answers.push(await a.get(url, member.access))
      answers.push(await a.app.inject({ method: 'GET', url: '/h5/' }), await a.app.inject({ method: 'GET', url: '/' }))
      const withCookies = answers.filter((r) => r.headers['set-cookie'] !== undefined)
      expect(withCookies.map((r) => r.raw.req.url)).toEqual([])
      // The walk reached real answers, not only refusals.
      expect(answers.filter((r) => r.statusCode === 200).length).toBeGreaterThan(50)
    })
  })
})
