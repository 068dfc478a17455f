import fs from 'fs'
import zlib from 'zlib'
import os from 'os'
import path from 'path'
import { freshApp, type TestApp } from './helpers'

let h5Dir: string
/** A script well over the 1 KB below which answers are sent uncompressed. */
const BIG_SCRIPT = Array.from({ length: 400 }, (_, i) => `console.log('line ${i}')`).join('\n')
let t: TestApp
let missing: TestApp
beforeAll(async () => {
  h5Dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gaokao-h5-'))
  fs.mkdirSync(path.join(h5Dir, 'js'))
  fs.writeFileSync(path.join(h5Dir, 'index.html'), '<!doctype html><title>h5</title>')
  fs.writeFileSync(path.join(h5Dir, 'js', 'app.abcdef12.js'), 'console.log(1)')
  fs.writeFileSync(path.join(h5Dir, 'js', 'big.0123abcd.js'), BIG_SCRIPT)
  fs.writeFileSync(path.join(h5Dir, 'favicon.ico'), 'icon')
  ;[t, missing] = await Promise.all([freshApp({ env: { H5_DIR: h5Dir } }), freshApp({ env: { H5_DIR: path.join(h5Dir, 'does-not-exist') } })])
})
afterAll(async () => {
  await Promise.all([t.close(), missing.close()])
  fs.rmSync(h5Dir, { recursive: true, force: true })
})

test('GET / redirects to /h5/', async () => {
  const res = await t.app.inject({ method: 'GET', url: '/' })
  expect(res.statusCode).toBe(302)
  expect(res.headers.location).toBe('/h5/')
})

test('/h5 redirects to /h5/', async () => {
  const res = await t.app.inject({ method: 'GET', url: '/h5' })
  expect(res.statusCode).toBe(301)
  expect(res.headers.location).toBe('/h5/')
})

test('index.html is served with no-cache', async () => {
  for (const url of ['/h5/', '/h5/index.html']) {
    const res = await t.app.inject({ method: 'GET', url })
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toMatch(/text\/html/)
    expect(res.headers['cache-control']).toBe('no-cache')
  }
})

test('hashed assets are immutable for a year; others get a short cache', async () => {
  const hashed = await t.app.inject({ method: 'GET', url: '/h5/js/app.abcdef12.js' })
  expect(hashed.statusCode).toBe(200)
  expect(hashed.headers['cache-control']).toBe('public, max-age=31536000, immutable')
  const plain = await t.app.inject({ method: 'GET', url: '/h5/favicon.ico' })
  expect(plain.headers['cache-control']).toBe('public, max-age=300')
})

test('a missing file under /h5/ → 404', async () => {
  expect((await t.app.inject({ method: 'GET', url: '/h5/js/nope.js' })).statusCode).toBe(404)
})

test('without an H5 build, /h5/ explains how to build it (503, Chinese)', async () => {
  const res = await missing.app.inject({ method: 'GET', url: '/h5/' })
  expect(res.statusCode).toBe(503)
  expect(res.body).toContain('npm run build:h5')
  expect(res.body).toContain('H5 应用尚未构建')
})

test('scripts go compressed to a browser that accepts brotli or gzip, with their cache header kept', async () => {
  const br = await t.app.inject({ method: 'GET', url: '/h5/js/big.0123abcd.js', headers: { 'accept-encoding': 'gzip, deflate, br' } })
  expect(br.statusCode).toBe(200)
  expect(br.headers['content-encoding']).toBe('br')
  expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable')
  expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(BIG_SCRIPT)
  expect(br.rawPayload.length).toBeLessThan(BIG_SCRIPT.length / 4)

  const gzip = await t.app.inject({ method: 'GET', url: '/h5/js/big.0123abcd.js', headers: { 'accept-encoding': 'gzip' } })
  expect(gzip.headers['content-encoding']).toBe('gzip')
  expect(zlib.gunzipSync(gzip.rawPayload).toString()).toBe(BIG_SCRIPT)

  const plain = await t.app.inject({ method: 'GET', url: '/h5/js/big.0123abcd.js' })
  expect(plain.headers['content-encoding']).toBeUndefined()
  expect(plain.body).toBe(BIG_SCRIPT)
})

test('API answers are compressed too; small ones are sent as they are', async () => {
  const docs = await t.app.inject({ method: 'GET', url: '/api/docs/json', headers: { 'accept-encoding': 'br' } })
  expect(docs.headers['content-encoding']).toBe('br')
  expect(JSON.parse(zlib.brotliDecompressSync(docs.rawPayload).toString()).openapi).toMatch(/^3\./)
  const health = await t.app.inject({ method: 'GET', url: '/api/health', headers: { 'accept-encoding': 'br' } })
  expect(health.headers['content-encoding']).toBeUndefined()
  expect(health.json()).toMatchObject({ status: 'ok' })
})
