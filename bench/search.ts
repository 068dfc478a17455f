/**
 * University search over all 2,919 institutions (in-memory PGlite, fastify.inject, signed):
 * ~2,000 searches with a fixed mix of queries (names, abbreviations, pinyin initials, filters,
 * empty), server time per request measured between the onRequest and onResponse hooks.
 * Goal: p95 < 20 ms. Prints one JSON object last.
 */
import { buildApp } from '../server/app'
import { loadConfig } from '../server/config'
import { openDatabase } from '../server/db/open'
import { importInstitutionsFile } from '../server/seed/importInstitutions'
import { DEV_SIGN_KEYS, signRequest } from '../src/lib/sign'

const QUERIES = [
  'q=北京大学', 'q=北大', 'q=bjdx', 'q=清华', 'q=复旦', 'q=华科', 'q=zju', 'q=bj', 'q=beijing', 'q=南京',
  'q=师范', 'q=职业技术学院&page=3', 'q=学院&page_size=100', 'q=xy', 'q=西安交通', 'q=中科大',
  'province=江苏', 'province=河南&level=专科', 'level=本科&sort=name', 'tag=民办', 'city=武汉', 'sort=code&page=10',
  '', 'page=50', 'q=大学&province=广东&level=本科', 'q=哈工程', 'q=不存在的大学', 'q=s', 'q=师大&page_size=50', 'q=科技'
]
const N = 2000

const pct = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]

async function main(): Promise<void> {
  const config = loadConfig({ LOG_LEVEL: 'silent', SEED_DEMO: 'false' })
  const database = await openDatabase({ dataDir: '', databaseUrl: null }, { memory: true })
  await database.migrate()
  const importStart = process.hrtime.bigint()
  const report = await importInstitutionsFile(database)
  const importMs = Number(process.hrtime.bigint() - importStart) / 1e6
  const app = buildApp({ config, database })
  const times: number[] = []
  const started = new WeakMap<object, bigint>()
  app.addHook('onRequest', async (request) => void started.set(request, process.hrtime.bigint()))
  app.addHook('onResponse', async (request) => {
    const t0 = started.get(request)
    if (t0 !== undefined) times.push(Number(process.hrtime.bigint() - t0) / 1e6)
  })
  await app.ready()
  try {
    let total = 0
    for (let i = 0; i < N; i++) {
      const query = QUERIES[i % QUERIES.length]
      const path = `/api/edu/university/${query ? '?' + query.split('&').map((p) => { const [k, v] = p.split('='); return `${k}=${encodeURIComponent(v)}` }).join('&') : ''}`
      const ts = String(Date.now() + i) // distinct signatures (replay cache)
      const res = await app.inject({ method: 'GET', url: path, headers: { 'x-ts': ts, 'x-sign': signRequest(DEV_SIGN_KEYS, ts, 'GET', '', path) } })
      if (res.statusCode !== 200) throw new Error(`${path}: ${res.statusCode} ${res.body}`)
      total += 1
    }
    const sorted = [...times].sort((a, b) => a - b)
    const r = (x: number) => Math.round(x * 1000) / 1000
    console.log(
      JSON.stringify({
        bench: 'search',
        institutions: report.added,
        import_ms: Math.round(importMs),
        searches: total,
        p50_ms: r(pct(sorted, 50)),
        p95_ms: r(pct(sorted, 95)),
        p99_ms: r(pct(sorted, 99)),
        max_ms: r(sorted[sorted.length - 1]),
        goal_p95_ms: 20,
        ok: pct(sorted, 95) < 20
      })
    )
  } finally {
    await app.close()
    await database.close()
  }
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
