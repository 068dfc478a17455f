/**
 * `npm run import` in-process (server/seed/importFiles.ts importPaths) over the real files of
 * ../shared/data/gaokao-real (浙江, 江苏, 湖南, 重庆 2022-2025; third-party, unlicensed: read in place,
 * never copied, labelled 导入数据（仅供参考）): the counts per province-year-track are those of its
 * SOURCE.md; a second import changes nothing; a damaged copy is rejected with line numbers and leaves
 * its groups as they were while the other groups load. The four provinces are imported once, in
 * beforeAll. Skipped, saying so, when ../shared is absent.
 */
import fs from 'fs'
import os from 'os'
import path from 'path'
import { sql } from 'drizzle-orm'
import { importPaths, type FileReport } from '../../server/seed/importFiles'
import { seedInstitutionsIfEmpty } from '../../server/seed/seedAll'
import { EDU_PATHS, type AdmissionResponse } from '../../types/edu'
import { GAOKAO_PATHS, IMPORTED_SOURCE, type InstitutionSearchResponse } from '../../types/gaokao'
import { GAOKAO_REAL_DIR as REAL, describeWithShared } from '../support/shared'
import { freshApp, signedInject, type TestApp } from './helpers'

/**
 * SOURCE.md per province-year-track: [一分一段 rows (the `rows` column of its table), major-line rows
 * ("Row counts per province/year/track")].
 */
const SOURCE_ROWS: Record<string, [oneScore: number, majorLines: number]> = {
  '浙江-2022-综合': [408, 18018],
  '浙江-2023-综合': [425, 19634],
  '浙江-2024-综合': [431, 20957],
  '浙江-2025-综合': [426, 22348],
  '江苏-2022-历史类': [356, 4885],
  '江苏-2023-历史类': [435, 4700],
  '江苏-2024-历史类': [432, 4488],
  '江苏-2025-历史类': [177, 4507],
  '江苏-2022-物理类': [451, 12344],
  '江苏-2023-物理类': [468, 12519],
  '江苏-2024-物理类': [470, 13035],
  '江苏-2025-物理类': [221, 13503],
  '湖南-2022-历史类': [189, 2791],
  '湖南-2023-历史类': [229, 3686],
  '湖南-2024-历史类': [218, 5280],
  '湖南-2025-历史类': [213, 2865],
  '湖南-2022-物理类': [262, 8256],
  '湖南-2023-物理类': [275, 10441],
  '湖南-2024-物理类': [272, 14601],
  '湖南-2025-物理类': [286, 9283],
  '重庆-2022-历史类': [233, 3724],
  '重庆-2023-历史类': [247, 3899],
  '重庆-2024-历史类': [232, 3842],
  '重庆-2025-历史类': [215, 3795],
  '重庆-2022-物理类': [256, 9254],
  '重庆-2023-物理类': [272, 10082],
  '重庆-2024-物理类': [261, 10574],
  '重庆-2025-物理类': [257, 10980]
}
const ONE_SCORE_ROWS = Object.fromEntries(Object.entries(SOURCE_ROWS).map(([key, [n]]) => [key, n]))
const MAJOR_ROWS = Object.fromEntries(Object.entries(SOURCE_ROWS).map(([key, [, n]]) => [key, n]))

/** SOURCE.md, "Files": rows per file (excluding the header). */
const FILE_ROWS: Record<string, number> = {
  'zhejiang-one-score-one-line.csv': 1690,
  'zhejiang-major-lines.csv': 80957,
  'jiangsu-one-score-one-line.csv': 3010,
  'jiangsu-major-lines.csv': 69981,
  'hunan-one-score-one-line.csv': 1944,
  'hunan-major-lines.csv': 57203,
  'chongqing-one-score-one-line.csv': 1973,
  'chongqing-major-lines.csv': 56150
}

let t: TestApp
let first: FileReport[]
let firstMs = 0

/** Stored rows per 'province-year-track' of a table. */
async function countsOf(table: 'one_score_lines' | 'admission_lines'): Promise<Record<string, number>> {
  const result = (await t.database.db.execute(sql`select province, year, track, count(*)::int as n from ${sql.raw(table)} group by 1, 2, 3`)) as unknown as {
    rows: { province: string; year: number; track: string; n: number }[]
  }
  return Object.fromEntries(result.rows.map((r) => [`${r.province}-${r.year}-${r.track}`, r.n]))
}

/** A fingerprint of stored rows (ids included: a rewrite changes them). */
async function fingerprint(table: string, where = sql`true`): Promise<{ n: number; max: number; sum: number }> {
  const result = (await t.database.db.execute(
    sql`select count(*)::int as n, coalesce(max(id), 0)::float8 as max, coalesce(sum(id), 0)::float8 as sum from ${sql.raw(table)} where ${where}`
  )) as unknown as { rows: { n: number; max: number; sum: number }[] }
  return result.rows[0]
}

const groupsOf = (reports: FileReport[], kind: FileReport['kind']) =>
  Object.fromEntries(reports.filter((r) => r.kind === kind).flatMap((r) => r.groups.map((g) => [g.key, g.rows])))

describeWithShared(REAL, 'importing ../shared/data/gaokao-real (all four provinces)', () => {
  beforeAll(async () => {
    t = await freshApp()
    await seedInstitutionsIfEmpty(t.database, { info: () => undefined, warn: () => undefined })
    const started = Date.now()
    first = await importPaths(t.database, [REAL])
    firstMs = Date.now() - started
  }, 180_000)
  afterAll(() => t?.close())

  test('every file is recognised and loaded: the counts per province-year-track are those of SOURCE.md', async () => {
    expect(first.map((r) => [path.basename(r.file), r.kind, r.rejected])).toEqual(
      Object.keys(FILE_ROWS)
        .sort()
        .map((name) => [name, name.includes('one-score') ? 'oneScore' : 'admissionLines', []])
    )
    for (const report of first) {
      expect(report.rows).toBe(FILE_ROWS[path.basename(report.file)])
      expect(report).toMatchObject({ updated: 0, unchanged: 0, rejectedGroups: [] })
      expect(report.added).toBe(report.groups.length)
    }
    expect(groupsOf(first, 'oneScore')).toEqual(ONE_SCORE_ROWS)
    expect(groupsOf(first, 'admissionLines')).toEqual(MAJOR_ROWS)
    expect(await countsOf('one_score_lines')).toEqual(ONE_SCORE_ROWS)
    expect(await countsOf('admission_lines')).toEqual(MAJOR_ROWS)
    // Well under the 60 s goal even inside a busy jest run (bench/import.ts measures it properly).
    expect(firstMs).toBeLessThan(60_000)
  })

  test('imported rows are labelled 导入数据（仅供参考）, never official, and reach the API', async () => {
    const sources = (await t.database.db.execute(
      sql`select distinct source->>'kind' as kind, source->>'label' as label from admission_lines union select distinct source->>'kind', source->>'label' from one_score_lines`
    )) as unknown as {
      rows: { kind: string; label: string }[]
    }
    expect(sources.rows).toEqual([{ kind: IMPORTED_SOURCE.kind, label: IMPORTED_SOURCE.label }])
    const get = (url: string) => signedInject(t.app, { method: 'GET', url })
    const pku = ((await get(`${GAOKAO_PATHS.universities}?q=${encodeURIComponent('北京大学')}`)).json() as InstitutionSearchResponse).results[0]
    const res = await get(`${EDU_PATHS.university}${pku.id}/admission/?province=${encodeURIComponent('重庆')}&year=2022&track=${encodeURIComponent('历史类')}`)
    expect(res.statusCode).toBe(200)
    const body = res.json() as AdmissionResponse
    expect(body.source).toEqual(IMPORTED_SOURCE)
    expect(body.lines).toContainEqual(expect.objectContaining({ major_name: '文科试验班类', min_score: 655, min_rank: 59 }))
    // Most names match the ministry's list; the rest keep their name with no institution.
    const unmatched = first.reduce((n, r) => n + r.unmatchedRows, 0)
    expect(unmatched).toBeGreaterThan(0)
    expect(unmatched).toBeLessThan(0.1 * 264_291)
  })

  test('a second import reports every group unchanged and writes nothing', async () => {
    const before = [await fingerprint('one_score_lines'), await fingerprint('admission_lines')]
    const progress: string[] = []
    const second = await importPaths(t.database, [REAL], { onProgress: (p) => progress.push(`${p.done}/${p.total} ${p.key} ${p.outcome}`) })
    for (const report of second) {
      expect(report).toMatchObject({ added: 0, updated: 0, unchanged: report.groups.length, rejected: [], rows: FILE_ROWS[path.basename(report.file)] })
    }
    expect(progress).toHaveLength(56)
    expect(progress[0]).toMatch(/^1\/56 \S+ unchanged$/)
    expect(progress[55]).toMatch(/^56\/56 /)
    // 一分一段 files are loaded before line files whatever their names.
    expect(progress.slice(0, 28).every((p) => Object.keys(ONE_SCORE_ROWS).includes(p.split(' ')[1]))).toBe(true)
    expect([await fingerprint('one_score_lines'), await fingerprint('admission_lines')]).toEqual(before)
  }, 120_000)

  test('a damaged copy: the bad row and the unknown track are rejected with their lines, their groups stay as they were, the others load', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gaokao-damaged-'))
    try {
      const [header, ...rows] = fs.readFileSync(path.join(REAL, 'zhejiang-major-lines.csv'), 'utf8').trimEnd().split('\n')
      const zj2024 = rows.filter((r) => r.startsWith('浙江,2024,综合,'))
      // One bad row (min_rank 'abc') at line 102, a row with a track 浙江 does not have at the end.
      const bad = zj2024[100].split(',')
      bad[10] = 'abc'
      zj2024[100] = bad.join(',')
      const js = fs.readFileSync(path.join(REAL, 'jiangsu-major-lines.csv'), 'utf8').trimEnd().split('\n').slice(1)
      const changed = js.filter((r) => r.startsWith('江苏,2025,历史类,'))
      const first = changed[0].split(',')
      first[9] = String(Number(first[9]) + 1)
      changed[0] = first.join(',')
      const lines = [header, ...zj2024, ...changed, '浙江,2024,物理类,,0001,浙江大学,,,数学类,650,1000,']
      fs.writeFileSync(path.join(dir, 'damaged-lines.csv'), lines.join('\n') + '\n')
      // 一分一段: one count changed in 湖南 2023 物理类 (its cumulative no longer adds up).
      const [osHeader, ...osRows] = fs.readFileSync(path.join(REAL, 'hunan-one-score-one-line.csv'), 'utf8').trimEnd().split('\n')
      const hn = osRows.filter((r) => r.startsWith('湖南,2023,物理类,'))
      const cells = hn[10].split(',')
      cells[4] = String(Number(cells[4]) + 1)
      hn[10] = cells.join(',')
      fs.writeFileSync(path.join(dir, 'damaged-one-score.csv'), [osHeader, ...hn].join('\n') + '\n')

      const before = await countsOf('admission_lines')
      const zj2024Where = sql`province = '浙江' and year = 2024`
      const zjBefore = await fingerprint('admission_lines', zj2024Where)
      const hnBefore = await fingerprint('one_score_lines')
      const reports = await importPaths(t.database, [dir])
      const lineReport = reports.find((r) => r.file.endsWith('damaged-lines.csv'))!
      expect(lineReport).toMatchObject({
        kind: 'admissionLines',
        added: 0,
        updated: 1,
        unchanged: 0,
        rows: changed.length,
        rejectedGroups: ['浙江-2024-综合', '浙江-2024-物理类']
      })
      const last = lines.length
      expect(lineReport.rejected).toEqual([
        { line: 2, reason: `浙江-2024-综合 该省份该年份该科类未导入（第 2-${zj2024.length + 1} 行）` },
        { line: 102, reason: '最低位次（min_rank）应为 1-10000000 的整数：abc' },
        { line: last, reason: '浙江 2024 年的科类应为 综合，不是 物理类' },
        { line: last, reason: `浙江-2024-物理类 该省份该年份该科类未导入（第 ${last}-${last} 行）` }
      ])
      const osReport = reports.find((r) => r.file.endsWith('damaged-one-score.csv'))!
      expect(osReport).toMatchObject({ kind: 'oneScore', added: 0, updated: 0, rejectedGroups: ['湖南-2023-物理类'] })
      expect(osReport.rejected.map((r) => r.line)).toEqual([2, 12])
      expect(osReport.rejected[1].reason).toMatch(/累计人数应为/)
      // Nothing half-loaded: the rejected groups are exactly as before (same rows, same ids).
      expect(await fingerprint('admission_lines', zj2024Where)).toEqual(zjBefore)
      expect(zjBefore.n).toBe(MAJOR_ROWS['浙江-2024-综合'])
      expect(await fingerprint('one_score_lines')).toEqual(hnBefore)
      expect(await countsOf('admission_lines')).toEqual(before)
      const [{ min_score }] = (
        (await t.database.db.execute(
          sql`select min(min_score)::int as min_score from admission_lines where province = '江苏' and year = 2025 and track = '历史类' and institution_name = ${first[5]} and major_name = ${first[8]}`
        )) as unknown as { rows: { min_score: number }[] }
      ).rows
      expect(min_score).toBe(Number(first[9]))
    } finally {
      fs.rmSync(dir, { recursive: true, force: true })
    }
    // The original file puts 江苏 2025 历史类 back (one group updated, the rest unchanged).
    const restored = await importPaths(t.database, [path.join(REAL, 'jiangsu-major-lines.csv')])
    expect(restored[0]).toMatchObject({ added: 0, updated: 1, unchanged: 7 })
  }, 120_000)
})
