/**
 * Serves the operator console's build (dist/admin, docs/admin.md) at /admin/. The console routes by
 * the hash, so index.html is its only page. Cache headers: index.html is revalidated (a new build is
 * picked up at once); everything under assets/ carries esbuild's content hash in its name and never
 * changes, so it is cached for a year. Without a build, /admin and below answer 503 with how to build it.
 */
import fs from 'fs'
import path from 'path'
import type { FastifyStaticOptions } from '@fastify/static'
import type { FastifyInstance, FastifyReply } from 'fastify'

const CACHE_NO_CACHE = 'no-cache'
const CACHE_IMMUTABLE = 'public, max-age=31536000, immutable'
const CACHE_SHORT = 'public, max-age=300'

/** scripts/build-admin.ts writes every bundle and chunk to assets/ with a content hash. */
function cacheControlFor(root: string, filePath: string): string {
  if (filePath.endsWith('.html')) return CACHE_NO_CACHE
  return path.relative(root, filePath).split(path.sep)[0] === 'assets' ? CACHE_IMMUTABLE : CACHE_SHORT
}

const MISSING_BUILD_PAGE = `<!doctype html>
<html lang="zh-Hans"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>运营后台尚未构建</title></head>
<body style="font-family:sans-serif;padding:24px;line-height:1.6">
<h1>运营后台尚未构建</h1>
<p>服务器没有找到运营后台的构建产物（dist/admin）。请先运行 <code>npx tsx scripts/ensure-build.ts admin</code>（或直接 <code>npm start</code>），然后重启服务。</p>
<p>The operator console is not built: run <code>npx tsx scripts/ensure-build.ts admin</code> (or <code>npm start</code>) and restart the server.</p>
</body></html>`

/**
 * The console's build folder: dist/admin beside the H5 build's folder (H5_DIR, default dist/h5),
 * so a deployment that moves one build folder moves both.
 */
export function adminDirOf(h5Dir: string): string {
  return path.join(path.dirname(h5Dir), 'admin')
}

/** The console's folder when it has been built, else null (the routes below then answer 503). */
export function builtAdminDir(adminDir: string): string | null {
  return fs.existsSync(path.join(adminDir, 'index.html')) ? adminDir : null
}

/** @fastify/static's options for the console (registered in vendor.ts, beside the H5 app's). */
export function adminStaticOptions(adminDir: string): FastifyStaticOptions {
  return {
    root: adminDir,
    // Without the trailing slash so that, with redirect, /admin answers 301 → /admin/.
    prefix: '/admin',
    redirect: true,
    // The H5 app's registration decorates the reply already.
    decorateReply: false,
    cacheControl: false,
    setHeaders: (response, filePath) => response.setHeader('Cache-Control', cacheControlFor(adminDir, filePath))
  }
}

/** Without a build, /admin and below explain how to build it. */
export function installAdmin(app: FastifyInstance, builtDir: string | null): void {
  if (builtDir) return
  const missing = (_request: unknown, reply: FastifyReply) =>
    reply.code(503).header('Cache-Control', CACHE_NO_CACHE).type('text/html; charset=utf-8').send(MISSING_BUILD_PAGE)
  app.get('/admin', { schema: { hide: true } }, missing)
  app.get('/admin/*', { schema: { hide: true } }, missing)
}
