/**
 * The security headers, in one place (docs/server.md "Security headers"):
 *  - on every answer, through @fastify/helmet (registered in vendor.ts with `helmetOptions`):
 *    nosniff, a Referrer-Policy, HSTS, X-Frame-Options and helmet's other small headers;
 *  - on HTML answers only, a Content-Security-Policy chosen by where the document lives: the H5 app
 *    (/h5/), the operator console (/admin/), or a plain server page (the sandbox's pay pages, the
 *    "not built" pages). JSON answers carry no document policy: a browser never renders them.
 *  - every Set-Cookie is made HttpOnly, SameSite=Lax and, over HTTPS, Secure (the server sets none
 *    today: the session is the Authorization header; this holds for any cookie added later).
 * The sources come from the config (storage, live streams, payment gateways, the web view's
 * allow-list) and the inline scripts of the builds' index.html, hashed: no 'unsafe-inline' or
 * 'unsafe-eval' for scripts.
 */
import { createHash } from 'crypto'
import fs from 'fs'
import path from 'path'
import type { FastifyHelmetOptions } from '@fastify/helmet'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { resolveBrand } from '../../brands'
import { webAllowList } from '../../core/webTargets'
import type { Config } from '../config'
import type { S3Settings } from '../storage/s3'

/**
 * Everything helmet sends on every answer; its CSP is off here because the CSP depends on the
 * document (installDocumentPolicy below).
 */
export function helmetOptions(): FastifyHelmetOptions {
  return {
    contentSecurityPolicy: false,
    // Pay providers' H5 cashiers (WeChat Pay MWEB) check that the Referer names the merchant's
    // domain: the origin goes out on cross-origin navigations, never the path or the hash.
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // Half a year; not the operator's other subdomains, which this server knows nothing of.
    strictTransportSecurity: { maxAge: 15_552_000, includeSubDomains: false },
    // Our files may be shown by a sibling subdomain (an H5 build with API_BASE_URL), not by other sites.
    crossOriginResourcePolicy: { policy: 'same-site' }
  }
}

type Directives = Record<string, readonly string[]>

const serialize = (directives: Directives): string =>
  Object.entries(directives)
    .map(([name, sources]) => [name, ...sources].join(' '))
    .join('; ')

const originOf = (url: string | null | undefined): string[] => {
  if (!url) return []
  try {
    const origin = new URL(url).origin
    return origin === 'null' ? [] : [origin]
  } catch {
    return []
  }
}

/** Where presigned S3 URLs point (virtual-hosted or path-style): the browser PUTs and GETs there itself. */
export function storageOrigins(s3: S3Settings | null): string[] {
  if (!s3) return []
  if (s3.endpoint) {
    const base = new URL(s3.endpoint)
    return s3.forcePathStyle ? [base.origin] : [`${base.protocol}//${s3.bucket}.${base.host}`, base.origin]
  }
  const host = `s3.${s3.region}.amazonaws.com`
  return s3.forcePathStyle ? [`https://${host}`] : [`https://${s3.bucket}.${host}`, `https://${host}`]
}

/** The config's share of the policies: what lies outside this origin that the apps talk to. */
export interface PolicySources {
  /** connect-src: presigned storage URLs, the HLS server (hls.js fetches playlists and segments). */
  connect: string[]
  /** frame-src: the web view's allow-listed https pages (core/webTargets.ts). */
  frames: string[]
  /** form-action: Alipay's gateway (its form posts itself there), PUBLIC_URL (the sandbox page sends the payer back). */
  forms: string[]
}

export function policySources(config: Pick<Config, 's3' | 'live' | 'payments'>): PolicySources {
  const officialSite = resolveBrand(config.payments.brandId).openInApp.officialSite
  const unique = (list: string[]) => [...new Set(list)]
  return {
    connect: unique([...storageOrigins(config.s3), ...originOf(config.live.hlsBase)]),
    frames: webAllowList(officialSite).map((host) => `https://${host}`),
    forms: unique([...originOf(config.payments.alipay?.gateway), ...originOf(config.payments.publicUrl)])
  }
}

/** 'sha256-…' of every inline <script> of an HTML text. */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = []
  for (const m of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
    if (/\bsrc\s*=/i.test(m[1]) || m[2] === '') continue
    hashes.push(`'sha256-${createHash('sha256').update(m[2], 'utf8').digest('base64')}'`)
  }
  return hashes
}

/** The inline script hashes of `dir/index.html`, read again when the file changes (a rebuild while running). */
function indexHashes(dir: string | null): () => string[] {
  if (!dir) return () => []
  const file = path.join(dir, 'index.html')
  let seen = -1
  let hashes: string[] = []
  return () => {
    let mtime: number
    try {
      mtime = fs.statSync(file).mtimeMs
    } catch {
      return []
    }
    if (mtime !== seen) {
      hashes = inlineScriptHashes(fs.readFileSync(file, 'utf8'))
      seen = mtime
    }
    return hashes
  }
}

/**
 * The policy of the H5 app and of the console (`framing`: who may frame it; `scripts`: the hashes of
 * its index.html's inline scripts).
 *  - styles 'unsafe-inline': emotion (MUI) and Taro/NutUI write <style> elements and style attributes;
 *  - images and media from any https origin besides ours: avatars from WeChat, a session's own HLS
 *    URL; neither runs script. data: and blob: for chosen pictures, previews and MediaSource;
 *  - connect blob: and data:: the H5 reads a chosen picture's bytes with fetch(blob URL) before it
 *    compresses and uploads it (src/platform/files.ts readFileBytes);
 *  - workers: the md5 worker (same origin) and hls.js's (blob:).
 */
export function appPolicy(sources: PolicySources, { scripts, framing }: { scripts: string[]; framing: "'self'" | "'none'" }): string {
  return serialize({
    'default-src': ["'self'"],
    'script-src': ["'self'", ...scripts],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', 'https:'],
    'media-src': ["'self'", 'data:', 'blob:', 'https:'],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", 'blob:', 'data:', ...sources.connect],
    'worker-src': ["'self'", 'blob:'],
    'frame-src': ["'self'", ...sources.frames],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'", ...sources.forms],
    'frame-ancestors': [framing]
  })
}

/** A page the server writes itself (sandbox pay pages, "not built" pages): its own <style>, a form, nothing else; never framed. */
export function pagePolicy(sources: PolicySources): string {
  return serialize({
    'default-src': ["'none'"],
    'style-src': ["'unsafe-inline'"],
    'img-src': ["'self'", 'data:'],
    'base-uri': ["'none'"],
    'form-action': ["'self'", ...sources.forms],
    'frame-ancestors': ["'none'"]
  })
}

/** The document kinds by path: the H5 app may be framed by its own origin, the console and server pages by nobody. */
function documentKind(url: string): 'h5' | 'admin' | 'page' {
  if (url === '/h5' || url.startsWith('/h5/')) return 'h5'
  if (url === '/admin' || url.startsWith('/admin/')) return 'admin'
  return 'page'
}

/** Adds what a cookie lacks: HttpOnly, SameSite=Lax and, when the request came over HTTPS (directly or per the proxy's X-Forwarded-Proto), Secure. */
export function hardenCookie(cookie: string, https: boolean): string {
  const attributes = cookie
    .split(';')
    .slice(1)
    .map((a) => a.trim().split('=')[0].toLowerCase())
  let out = cookie
  if (!attributes.includes('httponly')) out += '; HttpOnly'
  if (!attributes.includes('samesite')) out += '; SameSite=Lax'
  if (https && !attributes.includes('secure')) out += '; Secure'
  return out
}

function cameOverHttps(request: FastifyRequest): boolean {
  if (request.protocol === 'https') return true
  const forwarded = request.headers['x-forwarded-proto']
  const first = (Array.isArray(forwarded) ? forwarded[0] : forwarded)?.split(',')[0].trim().toLowerCase()
  return first === 'https'
}

function hardenCookies(request: FastifyRequest, reply: FastifyReply): void {
  const cookies = reply.getHeader('set-cookie')
  if (cookies === undefined) return
  const https = cameOverHttps(request)
  const list = (Array.isArray(cookies) ? cookies : [String(cookies)]).map((c) => hardenCookie(c, https))
  // reply.header appends Set-Cookie values: the originals go first.
  reply.removeHeader('set-cookie')
  reply.header('set-cookie', list)
}

/**
 * The per-answer part (an onSend hook on the root): the document's CSP on HTML answers, and the
 * cookie attributes. `h5Dir`/`adminDir`: the builds whose index.html inline scripts are allowed.
 */
export function installDocumentPolicy(app: FastifyInstance, { h5Dir, adminDir }: { h5Dir: string | null; adminDir: string | null }): void {
  const sources = policySources(app.config)
  const h5Scripts = indexHashes(h5Dir)
  const adminScripts = indexHashes(adminDir)
  const page = pagePolicy(sources)
  // A callback hook, not an async one: it runs on every answer and needs no promise.
  app.addHook('onSend', (request, reply, payload, done) => {
    hardenCookies(request, reply)
    if (!/^text\/html\b/i.test(String(reply.getHeader('content-type') ?? ''))) return done(null, payload)
    const kind = documentKind(request.url)
    const policy =
      kind === 'h5'
        ? appPolicy(sources, { scripts: h5Scripts(), framing: "'self'" })
        : kind === 'admin'
          ? appPolicy(sources, { scripts: adminScripts(), framing: "'none'" })
          : page
    reply.header('content-security-policy', policy)
    if (kind !== 'h5') reply.header('x-frame-options', 'DENY')
    done(null, payload)
  })
}
