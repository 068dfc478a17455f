/**
 * Index statistics, recommendations and AI filling (server/routes/application/) over the demo
 * sample of three small provinces, one per apply mode: 宁夏 (院校专业组, reformed 2025), 青海
 * (专业+院校, reformed 2025) and 新疆 (院校+专业, 文理). gk_mode from the data, and the cache dropped
 * on import.
 */
import { eq } from 'drizzle-orm'
import { admissionLines, enrollmentPlans, users } from '../../server/db/schema'
import { importAdmissionLinesCsv } from '../../server/seed/importAdmissionLines'
import { importPlansCsv, PLAN_COLUMNS } from '../../server/seed/importPlans'
import { sampleTable } from '../../server/seed/sampleOneScore'
import { comparableTotals } from '../../server/domain/probability'
import { oneScoreTables } from '../../server/services/oneScoreStore'
import { seedSampleLines, seedSampleOneScore } from '../../server/seed/seedAll'
import { importShippedInstitutions } from '../../server/seed/shipInstitutions'
import { BAND_LABEL, RISK_LABEL, bandOf, riskOf } from '../../core/admissionBands'
import { unitKey } from '../../core/applicationForm'
import {
  APPLICATION_PATHS,
  BANDS,
  RECOMMEND_PREVIEW_LIMIT,
  type AdmissionBand,
  type AiFillResponse,
  type GaokaoInfoParams,
  type IndexStat,
  type RecommendResponse,
  type RecommendedUnit
} from '../../types/application'
import { SAMPLE_SOURCE, type Track } from '../../types/gaokao'
import { USER_PATHS, type LoginResponse } from '../../types/user'
import { signedInject } from './helpers'
import { accountsApp, loginVip, type AccountsApp } from './support/accounts'

let t: AccountsApp
let member: LoginResponse
let visitor: LoginResponse
beforeAll(async () => {
  t = await accountsApp()
  await importShippedInstitutions(t.database)
  await seedSampleOneScore(t.database)
  expect(await seedSampleLines(t.database, ['宁夏', '青海', '新疆'])).not.toBeNull()
  member = await loginVip(t, '13600000001')
  visitor = await t.login('13600000002')
}, 120_000)
afterAll(() => t.close())

test('the demo’s generated lines and plans carry no provincial code', async () => {
  for (const table of [admissionLines, enrollmentPlans]) expect(await t.database.db.selectDistinct({ code: table.institutionCode }).from(table)).toEqual([{ code: '' }])
})

/** A rank at `share` of the province's 2025 table of the track. */
function rankAt(province: string, track: Track, share: number): number {
  const rows = sampleTable(province, 2025, track).rows
  return Math.round(rows[rows.length - 1].cumulative * share)
}

const PHYSICS = ['物理', '化学', '生物'] as const
/** 宁夏 物理类, applying 2026 (the sample's 2025 group lines are the past), a mid rank. */
const NINGXIA: GaokaoInfoParams = { province: '宁夏', apply_year: 2026, subjects: [...PHYSICS], score: 480, rank: rankAt('宁夏', '物理类', 0.2) }

const stat = (body: object, access?: string) => t.post(APPLICATION_PATHS.indexStat, body, access)
function query(info: GaokaoInfoParams, extra: Record<string, string | number> = {}): string {
  const params = new URLSearchParams({ province: info.province, apply_year: String(info.apply_year), score: String(info.score), rank: String(info.rank) })
  if (info.subjects?.length) params.set('subjects', info.subjects.join(','))
  if (info.liberal_science) params.set('liberal_science', info.liberal_science)
  for (const [k, v] of Object.entries(extra)) params.set(k, String(v))
  return params.toString()
}
const recommend = (info: GaokaoInfoParams, extra: Record<string, string | number>, access?: string) =>
  t.get(`${APPLICATION_PATHS.recommend}?${query(info, extra)}`, access)

async function allOfBand(info: GaokaoInfoParams, band: AdmissionBand): Promise<RecommendResponse> {
  const first = (await recommend(info, { band, page_size: 50 }, member.access)).json() as RecommendResponse
  const results = [...first.results]
  for (let page = 2; results.length < first.count; page++)
    results.push(...((await recommend(info, { band, page, page_size: 50 }, member.access)).json() as RecommendResponse).results)
  return { ...first, results }
}

async function expectBadParams(body: object, field: string): Promise<void> {
  const res = await stat(body)
  expect(res.statusCode).toBe(400)
  expect(res.json()).toMatchObject({ code: 'BAD_PARAMS', detail: '请先完善高考信息' })
  expect(Object.keys(res.json().fields)).toContain(field)
}

async function expectValidation(res: Promise<{ statusCode: number; json(): unknown }>, field: string): Promise<void> {
  const r = await res
  expect(r.statusCode).toBe(400)
  const body = r.json() as { code: string; detail: string; fields: Record<string, string> }
  expect(body.code).toBe('validation_error')
  expect(body.detail).toMatch(/[\u4e00-\u9fa5]/)
  expect(Object.keys(body.fields)).toContain(field)
}

describe('POST index-stat', () => {
  test('BAD_PARAMS for every kind of missing info, the app’s placeholders, an unknown province and no track', async () => {
    const { province, apply_year, subjects, score, rank } = NINGXIA
    await expectBadParams({ apply_year, subjects, score, rank }, 'province')
    await expectBadParams({ province: '', apply_year, subjects, score, rank }, 'province')
    await expectBadParams({ province, subjects, score, rank }, 'apply_year')
    await expectBadParams({ province, apply_year: 0, subjects, score, rank }, 'apply_year')
    await expectBadParams({ province, apply_year, subjects, score }, 'rank')
    await expectBadParams({ province, apply_year, subjects, score, rank: 0 }, 'rank')
    await expectBadParams({ province, apply_year, subjects, rank }, 'score')
    await expectBadParams({ province, apply_year, subjects, score: -1, rank }, 'score')
    await expectBadParams({ province, apply_year, subjects: ['物理', '化学'], score, rank }, 'subjects')
    await expectBadParams({ province, apply_year, score, rank, subjects: [] }, 'subjects')
    await expectBadParams({}, 'province')
    // Complete by the rule, but not a province of the table, or no track in it.
    await expectBadParams({ province: '火星', apply_year, subjects, score, rank }, 'province')
    await expectBadParams({ province, apply_year, subjects: ['化学', '生物', '地理'], score, rank }, 'subjects')
    await expectBadParams({ province: '新疆', apply_year, subjects, score, rank }, 'subjects')
    // No body at all: the same answer.
    const empty = await signedInject(t.app, { method: 'POST', url: APPLICATION_PATHS.indexStat })
    expect(empty.statusCode).toBe(400)
    expect(empty.json()).toMatchObject({ code: 'BAD_PARAMS', detail: '请先完善高考信息' })
  })

  test('400 validation_error for wrong types and unknown fields', async () => {
    await expectValidation(stat({ ...NINGXIA, rank: 'abc' }), 'rank')
    await expectValidation(stat({ ...NINGXIA, rank: 12.5 }), 'rank')
    await expectValidation(stat({ ...NINGXIA, subjects: ['音乐', '化学', '生物'] }), 'subjects.0')
    await expectValidation(stat({ ...NINGXIA, liberal_science: '理工' }), 'liberal_science')
    await expectValidation(stat({ ...NINGXIA, score: 1200 }), 'score')
    await expectValidation(stat({ ...NINGXIA, is_index_stat: 'yes' }), 'is_index_stat')
    await expectValidation(stat({ ...NINGXIA, foo: 1 }), 'foo')
  })

  test('no login needed; four bands non-empty for a mid rank; counts only with is_index_stat', async () => {
    const res = await stat({ ...NINGXIA, is_index_stat: true })
    expect(res.statusCode).toBe(200)
    const body = res.json() as IndexStat
    expect(body).toMatchObject({
      province: '宁夏',
      year: 2026,
      track: '物理类',
      rank: NINGXIA.rank,
      mode: 'group',
      slots: 45,
      plan_year: 2025,
      // 2025's group lines, and the 理科 years through the institutions' lines bridged across the reform.
      line_years: [2025, 2024, 2023],
      source: SAMPLE_SOURCE
    })
    for (const band of BANDS) expect(body.counts[band]).toBeGreaterThan(0)
    const plain = (await stat(NINGXIA, member.access)).json() as IndexStat
    expect(plain.counts).toEqual({ difficult: 0, rush: 0, stable: 0, safe: 0 })
    // A province named the long way is the same province.
    expect(((await stat({ ...NINGXIA, province: '宁夏回族自治区', is_index_stat: true })).json() as IndexStat).counts).toEqual(body.counts)
  })

  test('the first reform year: the old 理科 years stand for 物理类 through the institutions’ lines', async () => {
    const body = (await stat({ ...NINGXIA, apply_year: 2025, is_index_stat: true })).json() as IndexStat
    expect(body).toMatchObject({ track: '物理类', plan_year: 2025, mode: 'group', line_years: [2024, 2023], unknown: 0 })
    expect(body.counts.safe + body.counts.stable).toBeGreaterThan(0)
    // 新疆 (文理): plans of its plan year 2024, 院校+专业.
    const xj = (
      await stat({ province: '新疆', apply_year: 2025, liberal_science: '理科', score: 500, rank: rankAt('新疆', '理科', 0.25), is_index_stat: true })
    ).json() as IndexStat
    expect(xj).toMatchObject({ track: '理科', mode: 'normal', plan_year: 2024, slots: 9, line_years: [2024, 2023] })
    for (const band of BANDS) expect(xj.counts[band]).toBeGreaterThan(0)
  })
})

describe('GET recommend', () => {
  test('login required; bad band, page size, regions and subjects → 400 in Chinese; BAD_PARAMS as for index-stat', async () => {
    expect((await recommend(NINGXIA, { band: 'rush' })).statusCode).toBe(401)
    await expectValidation(recommend(NINGXIA, { band: 'maybe' }, member.access), 'band')
    await expectValidation(t.get(`${APPLICATION_PATHS.recommend}?${query(NINGXIA)}`, member.access), 'band')
    await expectValidation(recommend(NINGXIA, { band: 'rush', page_size: 51 }, member.access), 'page_size')
    await expectValidation(recommend(NINGXIA, { band: 'rush', page: 0 }, member.access), 'page')
    await expectValidation(recommend(NINGXIA, { band: 'rush', regions: '江苏,火星' }, member.access), 'regions')
    await expectValidation(recommend({ ...NINGXIA, subjects: ['物理', '音乐', '化学'] as never }, { band: 'rush' }, member.access), 'subjects')
    const bad = await recommend({ ...NINGXIA, rank: 0 }, { band: 'rush' }, member.access)
    expect(bad.statusCode).toBe(400)
    expect(bad.json()).toMatchObject({ code: 'BAD_PARAMS', detail: '请先完善高考信息' })
  })

  test('VIP: every band whole; each unit’s band matches its probability, with risk wording and past ranks; keys are unitKeys; band order', async () => {
    const counts = ((await stat({ ...NINGXIA, is_index_stat: true })).json() as IndexStat).counts
    for (const band of BANDS) {
      const body = await allOfBand(NINGXIA, band)
      expect(body).toMatchObject({ band, count: counts[band], locked: 0, stat: { counts } })
      expect(body.results).toHaveLength(counts[band])
      for (const u of body.results) {
        const e = u.explanation
        expect(e.probability).not.toBeNull()
        expect(bandOf(e.probability)).toBe(band)
        expect(e.band).toBe(band)
        expect(e.risk).toBe(RISK_LABEL[riskOf(e.probability)!])
        expect(e.rank).toBe(NINGXIA.rank)
        expect(e.past.length).toBeGreaterThan(0)
        for (const p of e.past)
          expect(p).toEqual({
            year: expect.any(Number),
            track: expect.any(String),
            min_rank: expect.any(Number),
            equivalent_rank: expect.any(Number),
            basis: expect.any(String)
          })
        expect(u.group_code).toMatch(/^\d\d$/)
        for (const m of u.majors) expect(unitKey('group', { id: m.id, school_id: u.institution_id, profession_group_code: m.group_code })).toBe(u.key)
        expect(u.majors.some((m) => m.eligible)).toBe(true)
        expect(u.plan_count).toBe(u.majors.reduce((n, m) => n + m.plan_count, 0))
      }
      const keys = body.results.map((u) => u.key)
      expect(new Set(keys).size).toBe(keys.length)
      const p = body.results.map((u) => u.explanation.probability!)
      const expected = body.results.map((u) => u.explanation.expected_rank!)
      if (band === 'difficult') expect(p).toEqual([...p].sort((a, b) => b - a))
      else expect(expected).toEqual([...expected].sort((a, b) => a - b))
    }
  })

  test('subjects: a unit is listed only with an eligible major; 文/理 tracks are never filtered', async () => {
    const noChemistry: GaokaoInfoParams = { ...NINGXIA, subjects: ['物理', '生物', '地理'] }
    const all = (await stat({ ...NINGXIA, is_index_stat: true })).json() as IndexStat
    const fewer = (await stat({ ...noChemistry, is_index_stat: true })).json() as IndexStat
    const total = (s: IndexStat) => BANDS.reduce((n, b) => n + s.counts[b], 0) + s.unknown
    expect(total(fewer)).toBeLessThan(total(all))
    const units = (await allOfBand(noChemistry, 'safe')).results
    expect(units.length).toBeGreaterThan(0)
    const majors = units.flatMap((u) => u.majors)
    for (const m of majors) expect(m.eligible).toBe(!m.subject_requirement.includes('化学'))
    for (const u of units) expect(u.majors.some((m) => m.eligible)).toBe(true)
    // 新疆 理科: every major open, whatever its requirement text.
    const xj: GaokaoInfoParams = { province: '新疆', apply_year: 2025, liberal_science: '理科', score: 500, rank: rankAt('新疆', '理科', 0.25) }
    const xjUnits = (await allOfBand(xj, 'stable')).results
    expect(xjUnits.length).toBeGreaterThan(0)
    for (const u of xjUnits) {
      expect(u.key).toBe(`s${u.institution_id}`)
      expect(u.majors.every((m) => m.eligible)).toBe(true)
    }
  })

  test('专业+院校 (青海): one unit per plan row, matched to its major’s own lines', async () => {
    const qh: GaokaoInfoParams = { province: '青海', apply_year: 2026, subjects: [...PHYSICS], score: 480, rank: rankAt('青海', '物理类', 0.2) }
    const body = await allOfBand(qh, 'rush')
    expect(body.stat).toMatchObject({ mode: 'category', slots: 96 })
    expect(body.count).toBeGreaterThan(0)
    for (const u of body.results) {
      expect(u.majors).toHaveLength(1)
      expect(u.key).toBe(`s${u.institution_id}|p${u.majors[0].id}`)
      expect(u).toMatchObject({ major_code: u.majors[0].major_code, major_name: u.majors[0].major_name, group_code: '' })
      // 2025 its own; the 理科 years its institution's, bridged across the reform (below, for 宁夏).
      expect(u.explanation.past.map((p) => [p.year, p.basis])).toEqual([
        [2025, 'own'],
        [2024, 'institution'],
        [2023, 'institution']
      ])
    }
  })

  test('across the reform (宁夏 2025): a group lists 2025 of its own and 2024, 2023 from its institution’s 理科 lines, moved by its 2025 gap to the institution', async () => {
    const lines = await t.database.db
      .select({
        year: admissionLines.year,
        track: admissionLines.track,
        kind: admissionLines.kind,
        id: admissionLines.institutionId,
        group: admissionLines.groupCode,
        rank: admissionLines.minRank
      })
      .from(admissionLines)
      .where(eq(admissionLines.province, '宁夏'))
    const worst = (of: typeof lines) => Math.max(...of.map((l) => l.rank ?? 0))
    // The institution's line of a year: its 院校 line, else its weakest line (recommendUnits).
    const institutionLine = (id: number, year: number) => {
      const ofYear = lines.filter((l) => l.id === id && l.year === year && (l.track === '物理类' || l.track === '理科') && l.rank)
      const explicit = ofYear.filter((l) => l.kind === 'institution')
      return ofYear.length ? worst(explicit.length ? explicit : ofYear) : undefined
    }
    const totals = comparableTotals([
      ...(await oneScoreTables(t.database, '宁夏', '物理类')).filter((t) => t.year >= 2025),
      ...(await oneScoreTables(t.database, '宁夏', '理科')).filter((t) => t.year < 2025)
    ])
    const units = (await Promise.all(BANDS.map((band) => allOfBand(NINGXIA, band)))).flatMap((b) => b.results).filter((u) => u.explanation.basis === 'own')
    expect(units.length).toBeGreaterThan(20)
    let bridged = 0
    for (const u of units) {
      const [own, ...rest] = u.explanation.past
      const ownLine = worst(lines.filter((l) => l.year === 2025 && l.track === '物理类' && l.kind === 'group' && l.id === u.institution_id && l.group === u.group_code))
      expect(own).toEqual({ year: 2025, track: '物理类', min_rank: ownLine, equivalent_rank: ownLine, basis: 'own' })
      const gap = ownLine / institutionLine(u.institution_id, 2025)!
      expect(rest.map((p) => p.year)).toEqual([2024, 2023].filter((y) => institutionLine(u.institution_id, y) !== undefined))
      for (const p of rest) {
        expect(p).toMatchObject({ track: '理科', basis: 'institution', min_rank: institutionLine(u.institution_id, p.year) })
        // SAMPLE_PARAMS: cut-offs in proportion to the candidates; 2026's table is not out, so 2025's scale.
        expect(Math.abs(p.equivalent_rank - p.min_rank * gap * (totals[2025] / totals[p.year]))).toBeLessThanOrEqual(1)
      }
      if (rest.length === 2) bridged++
    }
    expect(bridged).toBeGreaterThan(units.length / 2)
  })

  test(`non-VIP: the first ${RECOMMEND_PREVIEW_LIMIT} of the band, the rest counted as locked; pages beyond give nothing`, async () => {
    const vip = await allOfBand(NINGXIA, 'safe')
    expect(vip.count).toBeGreaterThan(RECOMMEND_PREVIEW_LIMIT)
    const res = await recommend(NINGXIA, { band: 'safe', page_size: 50 }, visitor.access)
    expect(res.statusCode).toBe(200)
    const preview = res.json() as RecommendResponse
    expect(preview.count).toBe(RECOMMEND_PREVIEW_LIMIT)
    expect(preview.results).toEqual(vip.results.slice(0, RECOMMEND_PREVIEW_LIMIT))
    expect(preview.locked).toBe(vip.count - RECOMMEND_PREVIEW_LIMIT)
    const page2 = (await recommend(NINGXIA, { band: 'safe', page: 2, page_size: 6 }, visitor.access)).json() as RecommendResponse
    expect(page2.results).toEqual(vip.results.slice(6, RECOMMEND_PREVIEW_LIMIT))
    const page3 = (await recommend(NINGXIA, { band: 'safe', page: 2, page_size: 10 }, visitor.access)).json() as RecommendResponse
    expect(page3).toMatchObject({ results: [], locked: vip.count - RECOMMEND_PREVIEW_LIMIT, count: RECOMMEND_PREVIEW_LIMIT })
    // A VIP whose membership ended is a visitor again.
    t.clock.now += 31 * 86_400_000
    expect(((await recommend(NINGXIA, { band: 'safe', page_size: 50 }, member.access)).json() as RecommendResponse).results).toHaveLength(RECOMMEND_PREVIEW_LIMIT)
    t.clock.now -= 31 * 86_400_000
  })

  test('filters: institution name and regions', async () => {
    const all = (await allOfBand(NINGXIA, 'safe')).results
    // 专业优先: units offering an eligible major of that name
    const name = all.flatMap((u) => u.majors.filter((m) => m.eligible).map((m) => m.major_name))[0].slice(0, 2)
    const byMajor = (await recommend(NINGXIA, { band: 'safe', page_size: 50, major: name }, member.access)).json() as RecommendResponse
    expect(byMajor.count).toBe(all.filter((u) => u.majors.some((m) => m.eligible && m.major_name.includes(name))).length)
    expect(byMajor.count).toBeGreaterThan(0)
    expect(byMajor.count).toBeLessThan(all.length)
    const local = (await recommend(NINGXIA, { band: 'safe', page_size: 50, regions: '宁夏,甘肃' }, member.access)).json() as RecommendResponse
    expect(local.count).toBe(all.filter((u) => ['宁夏', '甘肃'].includes(u.institution_province)).length)
    expect(local.count).toBeGreaterThan(0)
    expect(local.results.every((u) => ['宁夏', '甘肃'].includes(u.institution_province))).toBe(true)
    const named = (await recommend(NINGXIA, { band: 'safe', page_size: 50, q: '宁夏' }, member.access)).json() as RecommendResponse
    expect(named.count).toBe(all.filter((u) => u.institution_name.includes('宁夏')).length)
    expect(named.stat.counts.safe).toBe(all.length)
  })
})

describe('POST AI fill', () => {
  const fill = (body: object, access?: string) => t.post(APPLICATION_PATHS.aiFill, body, access)
  const ratio = { rush: 20, stable: 40, safe: 40 }

  test('VIP: a complete form, slots split by the ratio, rush → stable → safe by expected rank, 1-3 eligible majors and a reason each', async () => {
    const res = await fill({ ...NINGXIA, ratio }, member.access)
    expect(res.statusCode).toBe(200)
    const body = res.json() as AiFillResponse
    expect(body).toMatchObject({ unlocked: true, ratio, preferences: [] })
    const { counts, slots } = body.stat
    expect(body.choices).toHaveLength(Math.min(slots, counts.rush + counts.stable + counts.safe))
    expect(body.filled.rush + body.filled.stable + body.filled.safe).toBe(body.choices.length)
    const bands = body.choices.map((c) => c.unit.explanation.band)
    expect(bands).toEqual([...bands].sort((a, b) => BANDS.indexOf(a as AdmissionBand) - BANDS.indexOf(b as AdmissionBand)))
    for (const band of ['rush', 'stable', 'safe'] as const) {
      const inBand = body.choices.filter((c) => c.unit.explanation.band === band)
      expect(inBand).toHaveLength(body.filled[band])
      const ranks = inBand.map((c) => c.unit.explanation.expected_rank!)
      expect(ranks).toEqual([...ranks].sort((a, b) => a - b))
    }
    for (const c of body.choices) {
      expect(c.major_ids.length).toBeGreaterThanOrEqual(1)
      expect(c.major_ids.length).toBeLessThanOrEqual(3)
      for (const id of c.major_ids) expect(c.unit.majors.find((m) => m.id === id)?.eligible).toBe(true)
      const e = c.unit.explanation
      expect(c.reason).toContain(`「${BAND_LABEL[e.band]}」`)
      expect(c.reason).toContain(`${Math.min(99, Math.max(1, Math.round(e.probability! * 100)))}%`)
      for (const p of e.past) expect(c.reason).toContain(`${p.year} 年${p.basis === 'institution' ? `（${p.track}院校线）` : ''} ${p.min_rank}`)
    }
  })

  test('preferences: regions pull their units in; the stored MBTI type is named', async () => {
    await t.database.db.update(users).set({ mbtiResult: 'INTJ' }).where(eq(users.id, member.user_core.user_id))
    // 新疆 理科: more units in the bands than a form has slots, so a preference changes which are chosen.
    const xj: GaokaoInfoParams = { province: '新疆', apply_year: 2025, liberal_science: '理科', score: 500, rank: rankAt('新疆', '理科', 0.25) }
    const plain = (await fill({ ...xj, ratio }, member.access)).json() as AiFillResponse
    const local = (await fill({ ...xj, ratio, regions: ['新疆'], categories: ['工学'] }, member.access)).json() as AiFillResponse
    const count = (r: AiFillResponse) => r.choices.filter((c) => c.unit.institution_province === '新疆').length
    expect(count(local)).toBeGreaterThan(count(plain))
    expect(local.preferences).toEqual(['地区：新疆', '门类：工学', '性格测试 INTJ：理学、工学、哲学'])
    expect(plain.preferences).toEqual(['性格测试 INTJ：理学、工学、哲学'])
    await t.database.db.update(users).set({ mbtiResult: null }).where(eq(users.id, member.user_core.user_id))
  })

  test('non-VIP: the same structure, masked: no institution or major name, id or past rank leaves the server', async () => {
    const full = (await fill({ ...NINGXIA, ratio }, member.access)).json() as AiFillResponse
    const res = await fill({ ...NINGXIA, ratio }, visitor.access)
    expect(res.statusCode).toBe(200)
    const masked = res.json() as AiFillResponse
    expect(masked.unlocked).toBe(false)
    expect(masked.filled).toEqual(full.filled)
    expect(masked.choices.map((c) => [c.unit.explanation.band, c.unit.explanation.probability])).toEqual(
      full.choices.map((c) => [c.unit.explanation.band, c.unit.explanation.probability])
    )
    for (const c of masked.choices) {
      expect(c.unit).toMatchObject({ institution_name: '***', institution_id: 0, city: '***' })
      expect(c.unit.majors.every((m) => m.major_name === '***' && m.id === 0)).toBe(true)
      expect(c.unit.explanation.past).toEqual([])
    }
    const names = new Set(full.choices.flatMap((c: { unit: RecommendedUnit }) => [c.unit.institution_name, ...c.unit.majors.map((m) => m.major_name)]))
    // The 选科要求 text stays (it is no name, though a major may be called 化学).
    const sent = JSON.stringify(masked.choices.map((c) => ({ ...c, unit: { ...c.unit, majors: c.unit.majors.map(({ subject_requirement: _, ...m }) => m) } })))
    for (const name of names) expect(sent).not.toContain(name)
    expect(res.body).not.toMatch(/"institution_id":[1-9]/)
  })

  test('login required; ratio integers summing to 100; BAD_PARAMS', async () => {
    expect((await fill({ ...NINGXIA, ratio })).statusCode).toBe(401)
    const sum = await fill({ ...NINGXIA, ratio: { rush: 30, stable: 40, safe: 40 } }, member.access)
    expect(sum.statusCode).toBe(400)
    expect(sum.json()).toMatchObject({ code: 'validation_error', fields: { ratio: expect.stringContaining('之和应为 100') } })
    await expectValidation(fill({ ...NINGXIA, ratio: { rush: 20.5, stable: 39.5, safe: 40 } }, member.access), 'ratio.rush')
    await expectValidation(fill({ ...NINGXIA, ratio: { rush: 20, stable: 80 } }, member.access), 'ratio.safe')
    await expectValidation(fill({ ...NINGXIA }, member.access), 'ratio')
    await expectValidation(fill({ ...NINGXIA, ratio, regions: ['火星'] }, member.access), 'regions.0')
    await expectValidation(fill({ ...NINGXIA, ratio, categories: ['玄学'] }, member.access), 'categories.0')
    const bad = await fill({ ...NINGXIA, rank: 0, ratio }, member.access)
    expect(bad.json()).toMatchObject({ code: 'BAD_PARAMS', detail: '请先完善高考信息' })
  })
})

describe('gk_mode from the data', () => {
  test('the user’s province: apply mode of its plan year, newest line year, recom_apply with plans and lines; an import is seen at once', async () => {
    const extra = async () => (await t.post(USER_PATHS.dataExtra, {}, visitor.access)).json().serverConfig.gk_mode
    await t.post(USER_PATHS.update, { province: '宁夏' }, visitor.access)
    expect(await extra()).toEqual({ recom_apply: true, apply: 'group', year: 2025, plan_year: 2025 })
    await t.post(USER_PATHS.update, { province: '新疆' }, visitor.access)
    expect(await extra()).toEqual({ recom_apply: true, apply: 'normal', year: 2025, plan_year: 2024 })
    // 河南: nothing seeded.
    await t.post(USER_PATHS.update, { province: '河南' }, visitor.access)
    expect(await extra()).toEqual({ recom_apply: false, apply: 'group', year: 2025, plan_year: 2025 })
    const plans = [PLAN_COLUMNS.required.join(','), '河南,2025,物理类,本科批,郑州大学,01,080901,计算机科学与技术,物理+化学,30,4,5500'].join('\n')
    const lines = [
      'province,year,track,batch,institution_code,institution_name,group_code,major_code,major_name,min_score,min_rank,plan_count,kind',
      '河南,2024,理科,本科一批,,郑州大学,,,,600,20000,30,institution'
    ].join('\n')
    expect((await importPlansCsv(t.database, plans)).rows).toBe(1)
    expect((await importAdmissionLinesCsv(t.database, lines)).rows).toBe(1)
    expect(await extra()).toEqual({ recom_apply: true, apply: 'group', year: 2024, plan_year: 2025 })
    // The imported unit is recommended straight away (no stale cache).
    const henan = (await stat({ province: '河南', apply_year: 2025, subjects: [...PHYSICS], score: 600, rank: 20000, is_index_stat: true })).json() as IndexStat
    expect(henan).toMatchObject({ plan_year: 2025, mode: 'group', line_years: [2024], unknown: 0 })
    expect(BANDS.reduce((n, b) => n + henan.counts[b], 0)).toBe(1)
    await t.post(USER_PATHS.update, { province: null }, visitor.access)
    const year = new Date(t.clock.now).getFullYear()
    expect(await extra()).toEqual({ recom_apply: true, apply: 'normal', year, plan_year: year })
  })
})
