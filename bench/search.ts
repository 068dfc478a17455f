/**
 * University search over all 2,919 institutions (in-memory PGlite, fastify.inject, signed):
 * ~2,000 searches with a fixed mix of queries (names, abbreviations, pinyin initials, filters,
 * empty), server time per request measured between the onRequest and onResponse hooks.
 * Goal: p95 < 20 ms. Prints one JSON object last.
 */
import type { FastifyInstance } from 'fastify'
import { importShippedInstitutions } from '../server/seed/shipInstitutions'
import { memoryDatabase, runBench, signedGet, withApp } from './support/app'

const QUERIES = [
  'q=北京大学',
  'q=北大',
  'q=bjdx',
  'q=清华',
  'q=复旦',
  'q=华科',
  'q=zju',
  'q=bj',
  'q=beijing',
  'q=南京',
  'q=师范',
  'q=职业技术学院&page=3',
  'q=学院&page_size=100',
  'q=xy',
  'q=西安交通',
  'q=中科大',
  'province=江苏',
  'province=河南&level=专科',
  'level=本科&sort=name',
  'tag=民办',
  'city=武汉',
  'sort=code&page=10',
  '',
  'page=50',
  'q=大学&province=广东&level=本科',
  'q=哈工程',
  'q=不存在的大学',
  'q=s',
  'q=师大&page_size=50',
  'q=科技'
]
const N = 2000

const pct = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]

async function main(): Promise<void> {
  const database = await memoryDatabase()
  const importStart = process.hrtime.bigint()
  const report = await importShippedInstitutions(database)
  const importMs = Number(process.hrtime.bigint() - importStart) / 1e6
  const times: number[] = []
  const started = new WeakMap<object, bigint>()
  const timeRequests = (app: FastifyInstance) => {
    app.addHook('onRequest', async (request) => void started.set(request, process.hrtime.bigint()))
    app.addHook('onResponse', async (request) => {
      const t0 = started.get(request)
      if (t0 !== undefined) times.push(Number(process.hrtime.bigint() - t0) / 1e6)
    })
  }
  await withApp(
    database,
    async (app) => {
      let total = 0
      for (let i = 0; i < N; i++) {
        const query = QUERIES[i % QUERIES.length]
        await signedGet(
          app,
          `/api/edu/university/${
            query
              ? '?' +
                query
                  .split('&')
                  .map((p) => {
                    const [k, v] = p.split('=')
                    return `${k}=${encodeURIComponent(v)}`
                  })
                  .join('&')
              : ''
          }`,
          i
        )
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
    },
    timeRequests
  )
}

runBench(main)
