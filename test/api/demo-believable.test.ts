/**
 * A believable demo (issue 27): on the data a fresh `npm start` writes (the shipped official tables
 * and batch lines, then the sample tables and lines), a student in the middle of a province's
 * ranking gets a list a family would believe: at least 20 units in each of 冲, 稳 and 保, each with
 * three years of lines. The acceptance's 600-point 河南 物理类 student, and ranks from the top 5 %
 * to the 本科 line in a province of each apply mode.
 */
import { undergradLine } from '../../core/batches'
import { tracksFor } from '../../core/provinceFacts'
import { seedOfficialIfEmpty, seedSampleLines, seedSampleOneScore } from '../../server/seed/seedAll'
import { demoTable } from '../../server/seed/sampleOneScore'
import { importShippedInstitutions } from '../../server/seed/shipInstitutions'
import { rankToScore, scoreToRank } from '../../server/services/oneScore'
import { APPLICATION_PATHS, type AdmissionBand, type GaokaoInfoParams, type IndexStat, type RecommendResponse } from '../../types/application'
import { EDU_PATHS, type BatchLineResponse } from '../../types/edu'
import type { Track } from '../../types/gaokao'
import type { Subject } from '../../types/user'
import type { LoginResponse } from '../../types/user'
import { accountsApp, loginVip, type AccountsApp } from './support/accounts'

/** One province of each apply mode: 院校专业组 (reformed 2025), 专业+院校 (3+3), 院校+专业 (文理). */
const PROVINCES = ['河南', '浙江', '新疆'] as const
const BANDS: AdmissionBand[] = ['rush', 'stable', 'safe']

let t: AccountsApp
let member: LoginResponse
beforeAll(async () => {
  t = await accountsApp()
  await importShippedInstitutions(t.database)
  await seedOfficialIfEmpty(t.database, { info: () => undefined, warn: () => undefined })
  await seedSampleOneScore(t.database)
  expect(await seedSampleLines(t.database, PROVINCES)).not.toBeNull()
  member = await loginVip(t, '13600000091')
}, 180_000)
afterAll(() => t.close())

const SUBJECTS: Partial<Record<Track, Subject[]>> = { 物理类: ['物理', '化学', '生物'], 历史类: ['历史', '政治', '地理'], 综合: ['物理', '化学', '生物'] }

function infoAt(province: string, track: Track, rank: number): GaokaoInfoParams {
  const score = rankToScore(demoTable(province, 2025, track).rows, rank)
  const info: GaokaoInfoParams = { province, apply_year: 2026, score, rank, subjects: SUBJECTS[track] ?? [] }
  if (track === '理科' || track === '文科') info.liberal_science = track
  return info
}

const query = (info: GaokaoInfoParams, extra: Record<string, string | number>) => {
  const params = new URLSearchParams({ province: info.province, apply_year: String(info.apply_year), score: String(info.score), rank: String(info.rank) })
  if (info.subjects?.length) params.set('subjects', info.subjects.join(','))
  if (info.liberal_science) params.set('liberal_science', info.liberal_science)
  for (const [k, v] of Object.entries(extra)) params.set(k, String(v))
  return params.toString()
}

async function counts(info: GaokaoInfoParams): Promise<IndexStat['counts']> {
  const res = await t.post(APPLICATION_PATHS.indexStat, { ...info, is_index_stat: true })
  expect(res.statusCode).toBe(200)
  return (res.json() as IndexStat).counts
}

test('a 600-point 河南 物理类 student: at least 20 units in each of 冲, 稳 and 保, each with three years of lines', async () => {
  const rank = scoreToRank(demoTable('河南', 2025, '物理类').rows, 600).rank_worst
  const info: GaokaoInfoParams = { province: '河南', apply_year: 2026, score: 600, rank, subjects: ['物理', '化学', '生物'] }
  for (const band of BANDS) {
    const res = await t.get(`${APPLICATION_PATHS.recommend}?${query(info, { band, page_size: 50 })}`, member.access)
    expect(res.statusCode).toBe(200)
    const body = res.json() as RecommendResponse
    expect(body.stat.batch_level).toBe('本科')
    expect(body.count).toBeGreaterThanOrEqual(20)
    expect(body.results.length).toBeGreaterThanOrEqual(20)
    for (const unit of body.results) expect(unit.explanation.past.map((p) => p.year).sort()).toEqual([2023, 2024, 2025])
  }
})

test('from the top 5 % to the 本科 line, in a province of each apply mode: 20 units or more in each of 冲, 稳 and 保, never fewer than 15', async () => {
  const problems: string[] = []
  const short: string[] = []
  for (const province of PROVINCES) {
    for (const track of tracksFor(province, 2025)) {
      const rows = demoTable(province, 2025, track).rows
      const total = rows[rows.length - 1].cumulative
      const params = new URLSearchParams({ province, year: '2025', track })
      const lines = (await t.get(`${EDU_PATHS.scoreLine}?${params}`)).json() as BatchLineResponse
      // An authority's line without a table of its own has no rank: the table's for its score.
      const line = undergradLine(lines.lines)!
      const lineRank = line.rank ?? scoreToRank(rows, line.score).rank_worst
      expect(lineRank).toBeGreaterThan(0.05 * total)
      // Five ranks, evenly on log rank, up to 90 % of the line's (at the line itself 保 leaves the 本科 list).
      for (let i = 0; i < 5; i++) {
        const rank = Math.round(0.05 * total * ((0.9 * lineRank) / (0.05 * total)) ** (i / 4))
        const c = await counts(infoAt(province, track, rank))
        const text = `${province} ${track} rank ${rank}: 冲 ${c.rush} 稳 ${c.stable} 保 ${c.safe}`
        // A band's units bunch where one score holds many candidates (one score, one rank): a few ranks fall a little short.
        if (BANDS.some((b) => c[b] < 15)) problems.push(text)
        else if (BANDS.some((b) => c[b] < 20)) short.push(text)
      }
    }
  }
  expect(problems).toEqual([])
  expect(short.length).toBeLessThanOrEqual(2)
})
