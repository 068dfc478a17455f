/**
 * The exam authorities' tables shipped with the app (issue 27): a fresh database seeded as
 * `npm start` seeds it, with every read of ../shared failing, serves 广东's official 2025 一分一段
 * tables and batch lines labelled with 广东省教育考试院 and 仅供参考, and the sample elsewhere; a
 * second start adds nothing; a database seeded before keeps its tables and imports. The import
 * command still loads ../shared/data/gaokao-official cleanly.
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { sql } from 'drizzle-orm'
import { BATCH_LINE_INSERT } from '../../server/seed/importBatchLines'
import { importOneScoreCsv, insertTable } from '../../server/seed/importOneScore'
import { bulkInsert } from '../../server/seed/load'
import { importPaths } from '../../server/seed/importFiles'
import { OFFICIAL_DIR, officialBatchLineGroups, officialTables } from '../../server/seed/officialData'
import { sampleTable } from '../../server/seed/sampleOneScore'
import { seedAll, seedInstitutionsIfEmpty, seedOfficialIfEmpty, seedSampleOneScore } from '../../server/seed/seedAll'
import { EDU_PATHS, type BatchLineResponse } from '../../types/edu'
import { GAOKAO_PATHS, IMPORTED_SOURCE, SAMPLE_SOURCE, type OneScoreAvailability, type OneScoreLookup, type OneScoreTable } from '../../types/gaokao'
import { SHARED_DIR, blockSharedReads, testWithShared } from '../support/shared'
import { freshApp, signedInject, type TestApp } from './helpers'

const quiet = { info: () => undefined, warn: () => undefined }
const GD_LABEL = '广东省教育考试院 2025 年一分一段表（仅供参考）'
const OFFICIAL_SHARED = path.join(SHARED_DIR, 'data', 'gaokao-official')

/** 广东 2025 物理类 rows of the shipped file, highest score first, read here rather than from the API. */
const guangdong = readFileSync(path.join(OFFICIAL_DIR, 'guangdong-one-score.csv'), 'utf8')
  .trim()
  .split('\n')
  .filter((line) => line.startsWith('广东,2025,物理类,'))
  .map((line) => line.split(',').slice(3).map(Number))
  .map(([score, count, cumulative]) => ({ score, count, cumulative }))

/** Rows per gaokao table and per source label: what a second seeding must leave as it is. */
async function fingerprint(t: TestApp): Promise<unknown[]> {
  const result = (await t.database.db.execute(sql`
    select 'one_score_lines' as t, source->>'label' as label, count(*)::int as n from one_score_lines group by 2
    union all select 'batch_lines', source->>'label', count(*)::int from batch_lines group by 2
    union all select 'admission_lines', source->>'label', count(*)::int from admission_lines group by 2
    union all select 'enrollment_plans', source->>'label', count(*)::int from enrollment_plans group by 2
    order by 1, 2`)) as unknown as { rows: unknown[] }
  return result.rows
}

describe('a fresh database seeded as npm start does, without ../shared', () => {
  let t: TestApp
  const get = (t: TestApp, url: string, query: Record<string, string | number> = {}) => {
    const search = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)])).toString()
    return signedInject(t.app, { method: 'GET', url: search ? `${url}?${search}` : url })
  }

  beforeAll(async () => {
    t = await freshApp()
    const unblock = blockSharedReads()
    try {
      await seedAll(t.database, { seedDemo: true, log: quiet })
    } finally {
      unblock()
    }
  }, 180_000)
  afterAll(() => t?.close())

  test('广东 2025 物理类 is the official table, labelled with 广东省教育考试院 and 仅供参考', async () => {
    const res = await get(t, GAOKAO_PATHS.oneScoreTable, { province: '广东', year: 2025, track: '物理类' })
    expect(res.statusCode).toBe(200)
    const table = res.json() as OneScoreTable
    expect(table.source).toEqual({ kind: 'official', label: GD_LABEL, year: 2025 })
    expect(table.rows).toEqual(guangdong)
    const available = (await get(t, GAOKAO_PATHS.oneScoreAvailable)).json() as OneScoreAvailability
    expect(available.tables).toContainEqual({ province: '广东', year: 2025, track: '物理类', source: table.source })
    // Every shipped table is there as shipped, labelled by its own authority and year.
    const official = available.tables.filter((x) => x.source.kind === 'official')
    expect(official).toHaveLength(officialTables().length)
    for (const x of official) expect(x.source.label).toMatch(new RegExp(`^\\S+(教育考试院|招生考试院) ${x.year} 年一分一段表（仅供参考）$`))
  })

  test('600 分 looks up the table’s rank', async () => {
    const row = guangdong.find((r) => r.score === 600)!
    const res = await get(t, GAOKAO_PATHS.oneScoreLookup, { province: '广东', year: 2025, track: '物理类', score: 600 })
    expect(res.statusCode).toBe(200)
    expect(res.json() as OneScoreLookup).toMatchObject({
      score: 600,
      rank_best: row.cumulative - row.count + 1,
      rank_worst: row.cumulative,
      source: { kind: 'official', label: GD_LABEL }
    })
  })

  test('广东 2025 batch lines are the published ones (本科 物理 436 / 历史 464), labelled official', async () => {
    const res = await get(t, EDU_PATHS.scoreLine, { province: '广东', year: 2025 })
    expect(res.statusCode).toBe(200)
    const body = res.json() as BatchLineResponse
    const undergraduate = body.lines.filter((l) => l.batch === '本科')
    expect(undergraduate.map((l) => [l.track, l.score])).toEqual([
      ['物理类', 436],
      ['历史类', 464]
    ])
    const label = '广东省教育考试院 2025 年批次控制线（仅供参考）'
    expect(body.source).toEqual({ kind: 'official', label, year: 2025 })
    expect(body.sources).toEqual([
      { year: 2025, track: '物理类', source: body.source },
      { year: 2025, track: '历史类', source: body.source }
    ])
    // Asked for every year, the answer names each year-track's source: 2023 is still the sample.
    const all = (await get(t, EDU_PATHS.scoreLine, { province: '广东' })).json() as BatchLineResponse
    expect(all.sources.find((s) => s.year === 2025 && s.track === '物理类')?.source).toEqual(body.source)
    expect(all.sources.find((s) => s.year === 2023 && s.track === '物理类')?.source).toEqual(SAMPLE_SOURCE)
    expect(all.source.kind).toBe('sample')
  })

  test('a province-year without official data is still the sample (示例数据)', async () => {
    const table = (await get(t, GAOKAO_PATHS.oneScoreTable, { province: '河南', year: 2025, track: '物理类' })).json() as OneScoreTable
    expect(table.source).toEqual(SAMPLE_SOURCE)
    const lookup = (await get(t, GAOKAO_PATHS.oneScoreLookup, { province: '广东', year: 2023, track: '物理类', score: 600 })).json() as OneScoreLookup
    expect(lookup.source).toEqual(SAMPLE_SOURCE)
    const lines = (await get(t, EDU_PATHS.scoreLine, { province: '北京', year: 2025 })).json() as BatchLineResponse
    expect(lines.source).toEqual(SAMPLE_SOURCE)
  })

  test('the demo is seeded around the official data; seeding again (the next start) adds nothing', async () => {
    const before = await fingerprint(t)
    expect(before).toContainEqual({ t: 'admission_lines', label: SAMPLE_SOURCE.label, n: expect.any(Number) })
    expect(before).toContainEqual({ t: 'enrollment_plans', label: SAMPLE_SOURCE.label, n: expect.any(Number) })
    await seedAll(t.database, { seedDemo: true, log: quiet })
    expect(await seedOfficialIfEmpty(t.database, quiet)).toEqual({ tables: 0, batchLineYears: 0 })
    expect(await seedSampleOneScore(t.database)).toBe(0)
    expect(await fingerprint(t)).toEqual(before)
  }, 60_000)
})

test('a database seeded before: official data fills only the tables and batch-line years it lacks, never a sample or an import', async () => {
  const t = await freshApp()
  try {
    // Seeded before the official files shipped: sample tables and lines of 广东, and an import.
    await t.database.db.transaction(async (tx) => {
      for (const [year, track] of [
        [2024, '物理类'],
        [2024, '历史类'],
        [2025, '物理类']
      ] as const)
        await insertTable(tx, sampleTable('广东', year, track), SAMPLE_SOURCE)
      await bulkInsert(tx, 'batch_lines', BATCH_LINE_INSERT, [{ province: '广东', year: 2025, track: '物理类', batch: '本科批', score: 440, rank: null }], SAMPLE_SOURCE)
    })
    const csv = readFileSync(path.join(OFFICIAL_DIR, 'guangdong-one-score.csv'), 'utf8')
      .split('\n')
      .filter((line, i) => i === 0 || line.startsWith('广东,2025,历史类,'))
      .join('\n')
    expect(await importOneScoreCsv(t.database, csv)).toMatchObject({ added: 1, rejected: [] })

    expect(await seedOfficialIfEmpty(t.database, quiet)).toEqual({ tables: officialTables().length - 4, batchLineYears: officialBatchLineGroups().length - 1 })
    const stored = (await t.database.db.execute(sql`
      select 'table' as what, province, year, track, source->>'label' as label from one_score_lines where province in ('广东', '甘肃') group by 2, 3, 4, 5
      union select 'lines', province, year, track, source->>'label' from batch_lines where province = '广东' group by 2, 3, 4, 5
      order by 1, 2, 3, 4`)) as unknown as { rows: Record<string, unknown>[] }
    const row = (what: string, province: string, year: number, track: string, label: string) => ({ what, province, year, track, label })
    expect(stored.rows).toEqual([
      row('lines', '广东', 2024, '历史类', '广东省教育考试院 2024 年批次控制线（仅供参考）'),
      row('lines', '广东', 2024, '物理类', '广东省教育考试院 2024 年批次控制线（仅供参考）'),
      row('lines', '广东', 2025, '物理类', SAMPLE_SOURCE.label),
      row('table', '广东', 2024, '历史类', SAMPLE_SOURCE.label),
      row('table', '广东', 2024, '物理类', SAMPLE_SOURCE.label),
      row('table', '广东', 2025, '历史类', IMPORTED_SOURCE.label),
      row('table', '广东', 2025, '物理类', SAMPLE_SOURCE.label),
      row('table', '甘肃', 2024, '历史类', '甘肃省教育考试院 2024 年一分一段表（仅供参考）'),
      row('table', '甘肃', 2024, '物理类', '甘肃省教育考试院 2024 年一分一段表（仅供参考）')
    ])
    expect(await seedOfficialIfEmpty(t.database, quiet)).toEqual({ tables: 0, batchLineYears: 0 })
  } finally {
    await t.close()
  }
}, 120_000)

testWithShared(
  OFFICIAL_SHARED,
  'the import command loads ../shared/data/gaokao-official cleanly: 47 groups, nothing rejected',
  async () => {
    const t = await freshApp()
    try {
      await seedInstitutionsIfEmpty(t.database, quiet)
      const reports = await importPaths(t.database, [OFFICIAL_SHARED])
      expect(reports.flatMap((r) => r.rejected)).toEqual([])
      expect(reports.flatMap((r) => r.rejectedGroups)).toEqual([])
      expect(reports.reduce((n, r) => n + r.groups.length, 0)).toBe(47)
      expect(reports.reduce((n, r) => n + r.added, 0)).toBe(47)
    } finally {
      await t.close()
    }
  },
  120_000
)
