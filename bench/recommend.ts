/**
 * Whole-province recommendation time (issue 6): in-memory PGlite with the ministry's institutions,
 * the sample 一分一段 tables and the sample plans and lines of the provinces benched, the app driven
 * by fastify.inject (signed, a logged-in VIP). One "whole-province recommendation" is what the
 * application index page costs: POST index-stat (is_index_stat, every band counted) and the first
 * page (50) of each of the four bands. Cold: the unit cache dropped before each run
 * (invalidateRecommendUnits); warm: cache filled, a different rank each run (so every run scores the
 * province anew, as a new user would). Also one AI filling per warm run. Prints p50/p95 in ms per
 * province and one JSON object last; goal: warm p95 < 100 ms.
 *
 * Usage: npx tsx bench/recommend.ts [province ...]   (default: 宁夏 新疆 浙江 江苏 河南, one or more
 * of each apply mode).
 */
import type { FastifyInstance } from 'fastify'
import { users } from '../server/db/schema'
import { issueAccessToken } from '../server/plugins/auth'
import { importShippedInstitutions } from '../server/seed/shipInstitutions'
import { sampleTable } from '../server/seed/sampleOneScore'
import { seedSampleLines, seedSampleOneScore } from '../server/seed/seedAll'
import { invalidateRecommendUnits } from '../server/services/recommendUnits'
import { DEV_SIGN_KEYS, nextTimestamp, signRequest } from '../core/sign'
import { applyModeFor, isProvince, tracksFor } from '../core/provinceFacts'
import { APPLICATION_PATHS, BANDS, DEFAULT_FILL_RATIO, type GaokaoInfoParams } from '../types/application'
import type { Track } from '../types/gaokao'
import { memoryDatabase, runBench, withApp } from './support/app'

const DEFAULT_PROVINCES = ['宁夏', '新疆', '浙江', '江苏', '河南']
const APPLY_YEAR = 2026
const COLD_RUNS = 5
const WARM_RUNS = 40
const GOAL_MS = 100

const SUBJECTS_FOR: Record<Track, Pick<GaokaoInfoParams, 'subjects' | 'liberal_science'>> = {
  物理类: { subjects: ['物理', '化学', '生物'] },
  历史类: { subjects: ['历史', '政治', '地理'] },
  综合: { subjects: ['物理', '化学', '地理'] },
  理科: { liberal_science: '理科', subjects: [] },
  文科: { liberal_science: '文科', subjects: [] }
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]
const round = (ms: number) => Math.round(ms * 10) / 10

async function send(app: FastifyInstance, access: string, method: 'GET' | 'POST', url: string, payload?: object): Promise<unknown> {
  const body = payload ? JSON.stringify(payload) : ''
  const ts = nextTimestamp()
  const res = await app.inject({
    method,
    url,
    headers: {
      'x-ts': ts,
      'x-sign': signRequest(DEV_SIGN_KEYS, ts, method, body, url),
      authorization: `Bearer ${access}`,
      ...(body ? { 'content-type': 'application/json' } : {})
    },
    ...(body ? { payload: body } : {})
  })
  if (res.statusCode !== 200) throw new Error(`${method} ${url}: ${res.statusCode} ${res.body}`)
  return res.json()
}

/** index-stat + the first page of every band; answers the units counted. */
async function wholeProvince(app: FastifyInstance, access: string, info: GaokaoInfoParams): Promise<number> {
  const stat = (await send(app, access, 'POST', APPLICATION_PATHS.indexStat, { ...info, is_index_stat: true })) as { counts: Record<string, number> }
  const query = new URLSearchParams({ province: info.province, apply_year: String(info.apply_year), score: String(info.score), rank: String(info.rank), page_size: '50' })
  if (info.subjects?.length) query.set('subjects', info.subjects.join(','))
  if (info.liberal_science) query.set('liberal_science', info.liberal_science)
  for (const band of BANDS) await send(app, access, 'GET', `${APPLICATION_PATHS.recommend}?${query.toString()}&band=${band}`)
  return Object.values(stat.counts).reduce((a, n) => a + n, 0)
}

async function main(): Promise<void> {
  const asked = process.argv.slice(2)
  for (const p of asked) if (!isProvince(p)) throw new Error(`unknown province ${p}`)
  const provinces = asked.length ? asked : DEFAULT_PROVINCES
  const database = await memoryDatabase()
  const seedStart = Date.now()
  await importShippedInstitutions(database)
  await seedSampleOneScore(database)
  const seeded = await seedSampleLines(database, provinces)
  const seedMs = Date.now() - seedStart

  const results: Record<string, unknown> = {}
  const allWarm: number[] = []
  await withApp(database, async (app) => {
    const [user] = await database.db
      .insert(users)
      .values({ phone: '13900000000', username: 'bench', vipDateEnd: new Date(Date.now() + 86_400_000) })
      .returning()
    const access = await issueAccessToken(app.config, user)
    for (const province of provinces) {
      const track = tracksFor(province, APPLY_YEAR)[0]
      const rows = sampleTable(province, 2025, track).rows
      const total = rows[rows.length - 1].cumulative
      const infoAt = (share: number): GaokaoInfoParams => {
        const rank = Math.max(1, Math.round(total * share))
        const score = rows.find((r) => r.cumulative >= rank)?.score ?? rows[rows.length - 1].score
        return { province, apply_year: APPLY_YEAR, score, rank, ...SUBJECTS_FOR[track] }
      }
      const time = async (run: () => Promise<unknown>) => {
        const start = process.hrtime.bigint()
        await run()
        return Number(process.hrtime.bigint() - start) / 1e6
      }
      const cold: number[] = []
      let units = 0
      for (let i = 0; i < COLD_RUNS; i++) {
        invalidateRecommendUnits(database)
        cold.push(await time(async () => (units = await wholeProvince(app, access, infoAt(0.05 + i * 0.07)))))
      }
      const warm: number[] = []
      const fill: number[] = []
      for (let i = 0; i < WARM_RUNS; i++) {
        const info = infoAt(0.01 + (i / WARM_RUNS) * 0.6)
        warm.push(await time(() => wholeProvince(app, access, info)))
        fill.push(await time(() => send(app, access, 'POST', APPLICATION_PATHS.aiFill, { ...info, ratio: DEFAULT_FILL_RATIO })))
      }
      for (const list of [cold, warm, fill]) list.sort((a, b) => a - b)
      allWarm.push(...warm)
      const summary = {
        track,
        mode: applyModeFor(province, 2025),
        units_in_bands: units,
        cold_p50_ms: round(percentile(cold, 50)),
        cold_p95_ms: round(percentile(cold, 95)),
        warm_p50_ms: round(percentile(warm, 50)),
        warm_p95_ms: round(percentile(warm, 95)),
        ai_fill_warm_p50_ms: round(percentile(fill, 50)),
        ai_fill_warm_p95_ms: round(percentile(fill, 95))
      }
      results[province] = summary
      console.log(`${province} ${track}: ${JSON.stringify(summary)}`)
    }
  })
  allWarm.sort((a, b) => a - b)
  const warmP95 = round(percentile(allWarm, 95))
  console.log(
    JSON.stringify({
      bench: 'recommend',
      provinces,
      seed_ms: seedMs,
      seeded,
      runs: { cold: COLD_RUNS, warm: WARM_RUNS },
      per_province: results,
      warm_p50_ms: round(percentile(allWarm, 50)),
      warm_p95_ms: warmP95,
      goal_ms: GOAL_MS,
      within_goal: warmP95 < GOAL_MS
    })
  )
}

runBench(main)
