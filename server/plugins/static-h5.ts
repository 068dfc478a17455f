/**
 * Serves the built H5 app at /h5/ (the app uses hash routes, so index.html is the only page) and
 * redirects / there. Cache headers: index.html must be revalidated so a new build is picked up;
 * file names carrying a content hash never change, so they are cached for a year.
 */
import fs from 'fs'
import path from 'path'
import type { FastifyStaticOptions } from '@fastify/static'
import type { FastifyInstance, FastifyReply } from 'fastify'

/** e.g. js/app.1a2b3c4d.js, css/pages.0f9e8d7c.css, static/img/logo.abcdef12.png */
const HASHED_NAME = /[.-][0-9a-f]{8,}\.[a-z0-9]+$/i

const CACHE_NO_CACHE = 'no-cache'
const CACHE_IMMUTABLE = 'public, max-age=31536000, immutable'
const CACHE_SHORT = 'public, max-age=300'

function cacheControlFor(filePath: string): string {
  const name = path.basename(filePath)
  if (name.endsWith('.html')) return CACHE_NO_CACHE
  return HASHED_NAME.test(name) ? CACHE_IMMUTABLE : CACHE_SHORT
}

const MISSING_BUILD_PAGE = `<!doctype html>
<html lang="zh-Hans"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>H5 尚未构建</title></head>
<body style="font-family:sans-serif;padding:24px;line-height:1.6">
<h1>H5 应用尚未构建</h1>
<p>服务器没有找到 H5 构建产物。请先运行 <code>npm run build:h5</code>（或直接 <code>npm start</code>），然后重启服务。</p>
<p>The H5 build is missing: run <code>npm run build:h5</code> (or <code>npm start</code>) and restart the server.</p>
</body></html>`

/** The H5 build's folder when it has been built, else null (the routes below then answer 503). */
export function builtH5Dir(h5Dir: string): string | null {
  return fs.existsSync(path.join(h5Dir, 'index.html')) ? h5Dir : null
}

/** @fastify/static's options for the build (registered in vendor.ts). */
export function h5StaticOptions(h5Dir: string): FastifyStaticOptions {
  return {
    root: h5Dir,
    // Without the trailing slash so that, with redirect, /h5 answers 301 → /h5/.
    prefix: '/h5',
    redirect: true,
    // send's own Cache-Control is replaced by ours.
    cacheControl: false,
    setHeaders: (response, filePath) => response.setHeader('Cache-Control', cacheControlFor(filePath))
  }
}

/** / redirects to the app; without a build, /h5 and below explain how to build it. */
export function installH5(app: FastifyInstance, builtDir: string | null): void {
  app.get('/', { schema: { hide: true } }, (_request, reply) => reply.redirect('/h5/', 302))
  if (builtDir) return
  const missing = (_request: unknown, reply: FastifyReply) => reply.code(503).type('text/html; charset=utf-8').send(MISSING_BUILD_PAGE)
  app.get('/h5', { schema: { hide: true } }, missing)
  app.get('/h5/*', { schema: { hide: true } }, missing)
}
