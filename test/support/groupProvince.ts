/**
 * A 院校专业组 province as a family would get it (issue 26): 湖南 物理类 2023-2024, 一分一段 tables,
 * batch lines and 院校专业组 lines only (no plans, no majors), institutions written the way
 * provincial tables write them, for the import command and the recommendation API. Generated and
 * deterministic: a fixture for the pipeline, not data about 湖南.
 *
 * - ~70 institutions of the ministry's list, 1-3 groups each, cut-off ranks spread over the 本科
 *   range (本科批) and, for 专科 schools, below the 本科 line (专科批); each group's 2024 rank moves from
 *   2023 by a few per cent;
 * - names as written: most exact, some short (湖南师大, 北京交大), one former name (湘潭工学院 in 2023,
 *   湖南科技大学 in 2024, one code), one unreadable short name in 2023 whose code names a listed
 *   institution in 2024 (RENAMED_BY_CODE), one school outside the list (陆军工程大学), and one outside
 *   the list renamed under the same code (湘江职业学院 → 湘江职业技术大学).
 */
import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { prng, sampleTable } from '../../server/seed/sampleOneScore'
import { readShippedInstitutions } from '../../server/seed/shipInstitutions'
import { rankToScore } from '../../server/services/oneScore'
import { ADMISSION_COLUMNS } from '../../server/seed/importAdmissionLines'

export const GROUP_PROVINCE = { province: '湖南', track: '物理类', years: [2023, 2024], applyYear: 2025 } as const

/** Outside the ministry's list: kept as 未匹配院校库. */
export const UNLISTED = { name: '陆军工程大学', code: '9101' }
/** Outside the list and renamed under one code: one provisional record, one history. */
export const UNLISTED_RENAMED = { code: '9102', before: '湘江职业学院', after: '湘江职业技术大学' }
/** 2023 writes a short name nothing matches; 2024 the listed name under the same code. */
export const RENAMED_BY_CODE = { code: '1205', before: '湘科大', after: '湖南科技大学' }

interface Written {
  code: string
  /** The name in 2023 and in 2024. */
  names: [string, string]
  level: '本科' | '专科'
  groups: number
  /** The 2023 cut-off as a share of the candidates. */
  share: number
}

function institutions(): Written[] {
  const random = prng(26)
  const official = readShippedInstitutions()
  const pick = (level: string, count: number, from: number) =>
    official
      .filter((r) => r.level === level && !String(r.name).includes('（'))
      .filter((_, i) => i % 17 === from)
      .slice(0, count)
  const written: Written[] = []
  let code = 1300
  const add = (names: [string, string], level: '本科' | '专科', share: number, fixedCode?: string) =>
    written.push({ code: fixedCode ?? String(code++), names, level, groups: 1 + Math.floor(random() * 3), share })
  // 本科 cut-offs log-uniform from the top 0.2 % to the 本科 line (45 % of the candidates).
  for (const r of pick('本科', 60, 3)) add([String(r.name), String(r.name)], '本科', 0.002 * Math.exp(random() * Math.log(0.45 / 0.002)))
  for (const r of pick('专科', 8, 5)) add([String(r.name), String(r.name)], '专科', 0.5 + random() * 0.4)
  add(['湖南师大', '湖南师大'], '本科', 0.03)
  add(['北京交大', '北京交通大学'], '本科', 0.008)
  add(['湘潭工学院', '湖南科技大学'], '本科', 0.12)
  add([RENAMED_BY_CODE.before, RENAMED_BY_CODE.after], '本科', 0.1, RENAMED_BY_CODE.code)
  add([UNLISTED.name, UNLISTED.name], '本科', 0.05, UNLISTED.code)
  add([UNLISTED_RENAMED.before, UNLISTED_RENAMED.after], '专科', 0.7, UNLISTED_RENAMED.code)
  return written
}

/** Writes the province's files into `dir` and answers their paths (tables, batch lines, group lines). */
export function writeGroupProvince(dir: string): string[] {
  const { province, track, years } = GROUP_PROVINCE
  const tables = years.map((year) => sampleTable(province, year, track))
  const total = (year: number) => tables[years.indexOf(year as 2023 | 2024)].rows.at(-1)!.cumulative
  const oneScore = [
    'province,year,track,score,count,cumulative',
    ...tables.flatMap((t) => t.rows.map((r) => `${province},${t.year},${track},${r.score},${r.count},${r.cumulative}`))
  ]
  const lineOf = (year: number, share: number) => rankToScore(tables[years.indexOf(year as 2023 | 2024)].rows, Math.round(total(year) * share))
  const batches = [
    'province,year,track,batch,score',
    ...years.flatMap((y) => [`${province},${y},${track},本科批,${lineOf(y, 0.45)}`, `${province},${y},${track},专科批,200`])
  ]
  const random = prng(2026)
  const lines = [ADMISSION_COLUMNS.required.join(',')]
  for (const inst of institutions()) {
    for (let g = 1; g <= inst.groups; g++) {
      // Each group a little below the institution's first; 2024 moves by a few per cent.
      let share = inst.share * (1 + 0.25 * (g - 1))
      years.forEach((year, i) => {
        if (i > 0) share *= Math.exp((random() - 0.5) * 0.16)
        const rank = Math.max(1, Math.round(total(year) * share))
        const score = rankToScore(tables[i].rows, rank)
        const batch = inst.level === '本科' ? '本科批' : '专科批'
        lines.push([province, year, track, batch, inst.code, inst.names[i], `0${g}`, '', '', score, rank, ''].join(','))
      })
    }
  }
  const files = { 'hunan-one-score.csv': oneScore, 'hunan-batch-lines.csv': batches, 'hunan-group-lines.csv': lines }
  return Object.entries(files).map(([name, rows]) => {
    const file = join(dir, name)
    writeFileSync(file, rows.join('\n') + '\n')
    return file
  })
}
