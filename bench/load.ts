/**
 * Load (issue 29): the signed, authenticated API under autocannon on 127.0.0.1, against the real
 * server in a process of its own (bench/support/loadServers.ts: demo data, RATE_LIMITS=off, default
 * log level), with a bare Fastify hello-world measured in the same run as the yardstick.
 *
 * Each route alone, then a read-mostly mix (feed, university search, university detail, config, user
 * data; every tenth request a write: form save, forum post, cloud upload grant), each for `--seconds`
 * with `--connections` connections. Every request is signed as the app signs it (core/sign.ts) and
 * carries the bench user's Bearer token; autocannon's setupRequest builds each one, with a timestamp
 * of its own (see Timestamps). Prints throughput, p50 and p99 per route and for the mix, the answers
 * that were not 2xx, and the ratio mix / bare (goal ≥ 0.25, aim 0.5), on PGlite and, with `--pg` (a
 * new database on DATABASE_URL's server, or on the throw-away one of `bash scripts/with-postgres.sh
 * npx tsx bench/load.ts --pg`), on PostgreSQL. Nothing is
 * asserted; `--report file` (or LOAD_REPORT=file) also writes the figures as JSON
 * (scripts/reliability/load.ts reads it).
 *
 *   npx tsx bench/load.ts [--seconds 5] [--connections 10] [--pg] [--report file.json] [--cpu-prof dir] [--only regex]
 *
 * `--cpu-prof dir`: the server's CPU profile (node --cpu-prof) is written to dir when it stops;
 * `--only regex`: only the routes whose name matches, without the mix (to profile one route).
 */
import { randomBytes } from 'node:crypto'
import { writeFileSync } from 'node:fs'
import autocannon from 'autocannon'
import { DEV_SIGN_KEYS, signRequest } from '../core/sign'
import { SIGN_MAX_AGE_MS } from '../types/api'
import { APPLICATION_PATHS, type ApplicationForm } from '../types/application'
import { CLOUD_UPLOAD_PATHS } from '../types/cloudUploads'
import { FORUM_PATHS, FORUM_RATE_LIMITS } from '../types/forum'
import { GAOKAO_PATHS, type InstitutionSummary } from '../types/gaokao'
import { USER_PATHS, type LoginResponse } from '../types/user'
import { runBench } from './support/app'
import { loadPostgres, startApiServer, startHello, type Child } from './support/loadServers'

interface Options {
  seconds: number
  connections: number
  pg: boolean
  report: string | null
  profile: string | null
  /** Only the routes whose name matches (and no mix): to profile one route. */
  only: RegExp | null
}

function parseArgs(argv: string[]): Options {
  const value = (name: string) => {
    const i = argv.indexOf(name)
    return i >= 0 ? argv[i + 1] : undefined
  }
  const seconds = Number(value('--seconds') ?? 5)
  const connections = Number(value('--connections') ?? 10)
  if (!(seconds > 0) || !(connections >= 1))
    throw new Error('usage: bench/load.ts [--seconds n] [--connections n] [--pg] [--report file] [--cpu-prof dir] [--only regex]')
  return {
    seconds,
    connections,
    pg: argv.includes('--pg') || Boolean(process.env.DATABASE_URL),
    report: value('--report') ?? process.env.LOAD_REPORT ?? null,
    profile: value('--cpu-prof') ?? null,
    only: value('--only') ? new RegExp(value('--only')!) : null
  }
}

/** One measured run: requests per second, latency in ms, and what went wrong. */
export interface LoadRow {
  name: string
  requests: number
  req_per_s: number
  p50_ms: number
  p99_ms: number
  /** Answers by status other than 2xx, e.g. { "403": 2 }. */
  non_2xx: Record<string, number>
  /** Connection errors and timeouts. */
  errors: number
}

export interface LoadReport {
  date: string
  seconds: number
  connections: number
  /** mix and ratio null: a run with --only. */
  databases: { db: 'pglite' | 'postgres'; bare: LoadRow; routes: LoadRow[]; mix: LoadRow | null; ratio: number | null }[]
}

/** A request of the bench, built anew for each send. */
interface Call {
  method: 'GET' | 'POST'
  path: string
  body?: string
  /** Another user's token than the signer's. */
  access?: string
}

/**
 * Timestamps. The replay cache refuses a signature seen in the last five minutes, and a GET's
 * signature varies only with its timestamp, so two sends of one URL need two timestamps; at
 * thousands a second that is more than one per millisecond. Each URL and body takes the next
 * millisecond after the one it used last, starting four minutes back: the server accepts a
 * timestamp up to five minutes either side of its clock, so one URL can be sent at r per ms for
 * about 540 / (r − 1) s before its timestamps run ahead of what the server accepts.
 */
function timestamps(): (key: string) => string {
  const last = new Map<string, number>()
  const start = SIGN_MAX_AGE_MS - 60_000
  return (key) => {
    const ts = Math.max(Date.now() - start, (last.get(key) ?? 0) + 1)
    last.set(key, ts)
    return String(ts)
  }
}

type Signed = { method: string; path: string; headers: Record<string, string>; body?: string }

/** Signs calls as the app does, with the Bearer token of `access` (null: a visitor's). */
function signer(access: string | null): (call: Call) => Signed {
  const nextTs = timestamps()
  return (call) => {
    const body = call.body ?? ''
    const ts = nextTs(`${call.method} ${call.path} ${body}`)
    const headers: Record<string, string> = { 'x-ts': ts, 'x-sign': signRequest(DEV_SIGN_KEYS, ts, call.method, body, call.path) }
    const bearer = call.access ?? access
    if (bearer) headers.authorization = `Bearer ${bearer}`
    if (body) headers['content-type'] = 'application/json'
    return { method: call.method, path: call.path, headers, ...(body ? { body } : {}) }
  }
}

async function measure(name: string, url: string, seconds: number, connections: number, next?: () => Signed): Promise<LoadRow> {
  const result = await autocannon({
    url,
    connections,
    duration: seconds,
    ...(next ? { requests: [{ setupRequest: (request) => ({ ...request, ...next() }) }] } : {})
  })
  const non2xx: Record<string, number> = {}
  for (const [status, { count }] of Object.entries(result.statusCodeStats ?? {})) if (!status.startsWith('2')) non2xx[status] = count
  return {
    name,
    requests: result.requests.total,
    req_per_s: Math.round(result.requests.total / seconds),
    p50_ms: result.latency.p50,
    p99_ms: result.latency.p99,
    non_2xx: non2xx,
    errors: result.errors + result.timeouts
  }
}

/**
 * The forum lets an author post FORUM_RATE_LIMITS.post.count topics per window (429 after), so the
 * topics come from a pool of authors, each used for that many: this many authors per second of run,
 * enough for the topic row alone and the mix after it on PostgreSQL (about 800 topics a second).
 */
const AUTHORS_PER_SECOND = 400

/**
 * Logs the bench user and the authors in (code login, the code read from the server's SMS console)
 * and prepares what the writes update.
 */
async function prepare(server: Child, seconds: number): Promise<{ routes: { name: string; next: () => Call }[]; mix: () => Call; sign: (call: Call) => Signed }> {
  const visitor = signer(null)
  const call = async <T>(sign: (call: Call) => Signed, request: Call): Promise<T> => {
    const { method, path, headers, body } = sign(request)
    const res = await fetch(server.url + path, { method, headers, body })
    const text = await res.text()
    if (res.status !== 200) throw new Error(`${method} ${path}: ${res.status} ${text}`)
    return JSON.parse(text) as T
  }
  const login = async (phone: string) => {
    await call(visitor, { method: 'GET', path: `${USER_PATHS.sendCode}?phone=${phone}` })
    const body = JSON.stringify({ phone, code: await server.smsCode(phone) })
    return (await call<LoginResponse>(visitor, { method: 'POST', path: USER_PATHS.codeLogin, body })).access
  }
  const sign = signer(await login('13900009000'))
  const authors: string[] = []
  const authorCount = Math.ceil(AUTHORS_PER_SECOND * seconds)
  // Ten at a time, as the bench's connections would.
  for (let first = 0; first < authorCount; first += 10) {
    const batch = Array.from({ length: Math.min(10, authorCount - first) }, (_, i) => login(String(13900010000 + first + i)))
    authors.push(...(await Promise.all(batch)))
  }
  let posts = 0
  const author = () => authors[Math.floor(posts++ / FORUM_RATE_LIMITS.post.count) % authors.length]
  const searchOf = (q: string) => `${GAOKAO_PATHS.universities}?q=${encodeURIComponent(q)}`
  const found = await call<{ results: InstitutionSummary[] }>(sign, { method: 'GET', path: `${searchOf('大学')}&page_size=50` })
  const ids = found.results.map((r) => r.id)
  const form = await call<ApplicationForm>(sign, {
    method: 'POST',
    path: APPLICATION_PATHS.formSave,
    body: JSON.stringify({ name: '压测志愿表', province: '宁夏', year: 2026, mode: 'group', track: '物理类', entries: [], order: [] })
  })
  let n = 0
  const searches = [searchOf('大学'), searchOf('北京')]
  const reads: { name: string; next: () => Call }[] = [
    { name: 'GET forum feed', next: () => ({ method: 'GET', path: `${FORUM_PATHS.feed}?level=middle_school&tab=recommend` }) },
    { name: 'GET university search (大学, 北京)', next: () => ({ method: 'GET', path: searches[n++ % searches.length] }) },
    { name: 'GET university detail', next: () => ({ method: 'GET', path: `${GAOKAO_PATHS.universityDetail}${ids[n++ % ids.length]}/` }) },
    { name: 'GET config', next: () => ({ method: 'GET', path: USER_PATHS.config }) },
    { name: 'POST user data (core)', next: () => ({ method: 'POST', path: USER_PATHS.dataCore }) }
  ]
  const writes: { name: string; next: () => Call }[] = [
    {
      name: 'POST form save',
      next: () => ({
        method: 'POST',
        path: APPLICATION_PATHS.formSave,
        body: JSON.stringify({ id: form.id, name: `压测志愿表 ${n++}`, province: '宁夏', year: 2026, mode: 'group', track: '物理类', entries: [], order: [] })
      })
    },
    {
      name: 'POST forum topic',
      next: () => ({
        method: 'POST',
        path: FORUM_PATHS.topics,
        body: JSON.stringify({ level: 'middle_school', tab: 'study', body: `今天的错题整理完了，第 ${n++} 次`, images: [], hashtags: [] }),
        access: author()
      })
    },
    {
      name: 'POST cloud upload grant',
      next: () => ({
        method: 'POST',
        path: CLOUD_UPLOAD_PATHS.uploads,
        body: JSON.stringify({ name: `压测 ${n++}.txt`, size: 1024, md5: randomBytes(16).toString('hex'), parent_id: null })
      })
    }
  ]
  let i = 0
  let r = 0
  let w = 0
  // Every tenth request a write, the writes and the reads each in turn.
  const mix = (): Call => (++i % 10 === 0 ? writes[w++ % writes.length].next() : reads[r++ % reads.length].next())
  return { routes: [...reads, ...writes], mix, sign }
}

const cell = (row: LoadRow) => {
  const bad = Object.entries(row.non_2xx)
    .map(([status, count]) => `${count}×${status}`)
    .concat(row.errors ? [`${row.errors} errors`] : [])
  return `| ${row.name} | ${row.req_per_s.toLocaleString('en')} | ${row.p50_ms} | ${row.p99_ms} | ${bad.join(', ') || '0'} |`
}

export function loadTable(db: LoadReport['databases'][number]): string {
  return [
    '| route | req/s | p50 ms | p99 ms | not 2xx |',
    '| --- | ---: | ---: | ---: | --- |',
    cell(db.bare),
    ...db.routes.map(cell),
    ...(db.mix ? [cell(db.mix), '', `mix / bare Fastify: **${db.ratio}** (goal ≥ 0.25, aim 0.5)`] : [])
  ].join('\n')
}

async function main(): Promise<void> {
  const options = parseArgs(process.argv.slice(2))
  const report: LoadReport = { date: new Date().toISOString(), seconds: options.seconds, connections: options.connections, databases: [] }
  const hello = await startHello()
  try {
    const databases: ('pglite' | 'postgres')[] = options.pg ? ['pglite', 'postgres'] : ['pglite']
    for (const db of databases) {
      const pg = db === 'postgres' ? await loadPostgres() : null
      const server = await startApiServer(pg?.url ?? null, options.profile)
      try {
        const { routes, mix, sign } = await prepare(server, options.seconds)
        // Warm-up of both servers: the lazily compiled validators, the JIT, the database's caches.
        const warmUp = Math.min(2, options.seconds)
        await measure('warm-up', hello.url, warmUp, options.connections)
        if (!options.only) await measure('warm-up', server.url, warmUp, options.connections, () => sign(mix()))
        const rows: LoadRow[] = []
        for (const route of routes.filter((r) => !options.only || options.only.test(r.name)))
          rows.push(await measure(route.name, server.url, options.seconds, options.connections, () => sign(route.next())))
        // The yardstick right before the mix, so that both meet the machine in the same state.
        const bare = await measure('bare Fastify hello-world', hello.url, options.seconds, options.connections)
        const mixed = options.only ? null : await measure('mix (90 % reads, 10 % writes)', server.url, options.seconds, options.connections, () => sign(mix()))
        const entry = { db, bare, routes: rows, mix: mixed, ratio: mixed && Math.round((mixed.req_per_s / bare.req_per_s) * 1000) / 1000 }
        report.databases.push(entry)
        console.log(`\n${db === 'pglite' ? 'PGlite' : 'PostgreSQL'}, ${options.connections} connections, ${options.seconds} s per row:\n`)
        console.log(loadTable(entry))
      } finally {
        await server.stop()
        await pg?.dispose()
      }
    }
  } finally {
    await hello.stop()
  }
  if (options.report) writeFileSync(options.report, JSON.stringify(report, null, 2))
  console.log(JSON.stringify({ bench: 'load', ...report }))
}

if (require.main === module) runBench(main)
