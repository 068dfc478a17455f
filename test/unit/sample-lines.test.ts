/**
 * The sample plans and lines generator (server/seed/sampleLines.ts) on the ministry's institution
 * list: every line agrees with the sample 一分一段 tables, ranks follow the seats above, plans and
 * lines agree, the years are plausible, and the output is deterministic.
 */
import type { AdmissionLine } from '../../types/edu'
import { applyModeFor, isNewGaokao, PROVINCES, tracksFor } from '../../core/provinceFacts'
import { parseInstitution, type InstitutionRow } from '../../server/seed/importInstitutions'
import { undergradLine } from '../../core/batches'
import { officialBatchLinesOf } from '../../server/seed/officialData'
import { BATCHES, chooseInstitutions, extraInstitutions, OTHER_INSTITUTIONS, PRIOR_NAMES, sampleLines, type SampleInstitution } from '../../server/seed/sampleLines'
import { demoTable, SAMPLE_YEARS } from '../../server/seed/sampleOneScore'
import { rankToScore, scoreToRank } from '../../server/services/oneScore'
import { readOfficialList } from '../support/officialList'

jest.setTimeout(60_000)

const institutions: SampleInstitution[] = readOfficialList().map((raw, i) => ({
  ...(parseInstitution(raw) as InstitutionRow),
  id: i + 1
}))
const all = sampleLines(institutions)
const pyt = (l: { province: string; year: number; track: string }) => `${l.province}|${l.year}|${l.track}`
const groupBy = <T>(items: readonly T[], key: (t: T) => string) => {
  const map = new Map<string, T[]>()
  for (const item of items) {
    const list = map.get(key(item))
    if (list) list.push(item)
    else map.set(key(item), [item])
  }
  return map
}

/** The exam authority's batch lines of a province-year-track (shipped), else none. */
const officialOf = (key: string) => {
  const [province, year, track] = key.split('|')
  return officialBatchLinesOf(province, Number(year), track as never)
}

test('every province has plans, admission lines and batch lines (sample or the authority’s) in every sample year and track', () => {
  const expected = PROVINCES.flatMap((p) => SAMPLE_YEARS.flatMap((y) => tracksFor(p, y).map((t) => `${p}|${y}|${t}`)))
  for (const rows of [all.plans, all.admissions]) expect(new Set(rows.map(pyt))).toEqual(new Set(expected))
  expect(new Set(all.batchLines.map(pyt))).toEqual(new Set(expected.filter((key) => officialOf(key).length === 0)))
  // Where the authority's lines are shipped, no sample line stands beside them.
  expect(expected.filter((key) => officialOf(key).length > 0).length).toBeGreaterThan(20)
  // Modest volume (the demo seed's time budget).
  expect(all.plans.length + all.admissions.length).toBeLessThan(650_000)
})

test('lines agree with the sample tables: min_score is the score at min_rank, batch line ranks are the look-up ranks', () => {
  const tables = new Map<string, ReturnType<typeof demoTable>['rows']>()
  const rowsOf = (l: { province: string; year: number; track: string }) => {
    const key = pyt(l)
    if (!tables.has(key)) tables.set(key, demoTable(l.province, l.year, l.track as never).rows)
    return tables.get(key)!
  }
  // Failures are collected and compared once: an expect per row is slow at this volume.
  expect(all.admissions.filter((l) => l.min_score !== rankToScore(rowsOf(l), l.min_rank!) || !(l.avg_score! >= l.min_score))).toEqual([])
  // One score, one rank: a line's rank is its score's rank in the table, as published lines give it.
  expect(all.admissions.filter((l) => l.min_rank !== scoreToRank(rowsOf(l), l.min_score).rank_worst)).toEqual([])
  expect(all.batchLines.filter((l) => l.rank !== scoreToRank(rowsOf(l), l.score).rank_worst)).toEqual([])
})

test('batch lines: 特殊类型 > 本科批 > 专科批 after the reform, 一批 > 二批 > 专科批 before; admission lines sit above their batch line', () => {
  for (const [key, lines] of groupBy(all.batchLines, pyt)) {
    const [province, year] = key.split('|')
    const score = (batch: string) => lines.find((l) => l.batch === batch)!.score
    if (isNewGaokao(province, Number(year))) {
      expect(lines.map((l) => l.batch).sort()).toEqual([BATCHES.undergraduate, BATCHES.special, BATCHES.vocational].sort())
      expect(score(BATCHES.special)).toBeGreaterThan(score(BATCHES.undergraduate))
      expect(score(BATCHES.undergraduate)).toBeGreaterThan(score(BATCHES.vocational))
    } else {
      expect(score(BATCHES.first)).toBeGreaterThan(score(BATCHES.second))
      expect(score(BATCHES.second)).toBeGreaterThan(score(BATCHES.vocational))
    }
  }
  const lineOf = new Map(all.batchLines.map((l) => [`${pyt(l)}|${l.batch}`, l.score]))
  const below = (l: AdmissionLine) => {
    const official = officialOf(pyt(l))
    // Against the authority's lines: a 本科 unit reaches its 本科 line.
    if (official.length) return l.batch !== BATCHES.vocational && !(l.min_score >= undergradLine(official)!.score)
    return !(l.min_score >= lineOf.get(`${pyt(l)}|${l.batch}`)!)
  }
  expect(all.admissions.filter(below)).toEqual([])
})

/** The admission units of a province-year-track: majors, groups or institutions by its apply mode. */
function unitsOf(lines: AdmissionLine[]): AdmissionLine[] {
  const mode = applyModeFor(lines[0].province, lines[0].year)
  const kind = mode === 'category' ? 'major' : mode === 'group' ? 'group' : 'institution'
  return lines.filter((l) => l.kind === kind)
}

test('units spread evenly per e-fold of rank: at least 15 units within 7 % either side of any rank from the top 5 % to the 本科 line (the plan year)', () => {
  const problems: string[] = []
  let checked = 0
  for (const lines of groupBy(all.admissions, pyt).values()) {
    const { province, year, track } = lines[0]
    for (const units of groupBy(unitsOf(lines), (l) => l.batch).values()) {
      const ranks = units.map((u) => u.min_rank!).sort((a, b) => a - b)
      if (ranks[0] < 1) problems.push(`${pyt(lines[0])}: rank below 1`)
    }
    if (year !== SAMPLE_YEARS[SAMPLE_YEARS.length - 1]) continue
    const rows = demoTable(province, year, track).rows
    const total = rows[rows.length - 1].cumulative
    const line = undergradLine([...all.batchLines.filter((l) => pyt(l) === pyt(lines[0])), ...officialOf(pyt(lines[0]))])!
    const xs = unitsOf(lines).map((u) => Math.log(u.min_rank!))
    for (let r = 0.05 * total; r <= 0.9 * line.rank!; r *= 1.05) {
      const x = Math.log(r)
      const near = xs.filter((v) => v >= x - 0.07 && v <= x + 0.07).length
      if (near < 15) problems.push(`${pyt(lines[0])} at ${Math.round(r)}: ${near} units within 7 %`)
      checked++
    }
  }
  expect(problems).toEqual([])
  expect(checked).toBeGreaterThan(1000)
})

test('plans and lines agree: a group is its weakest major, an institution its weakest unit, seats are the plans', () => {
  const planSeats = new Map<string, number>()
  const problems: string[] = []
  const requirement = (p: (typeof all.plans)[number]) =>
    !isNewGaokao(p.province, p.year) ? /^不限$/ : p.track === '历史类' ? /^历史/ : p.track === '物理类' ? /^物理/ : /^(物理|不限)/
  for (const p of all.plans) {
    const key = `${pyt(p)}|${p.institution_id}`
    planSeats.set(key, (planSeats.get(key) ?? 0) + p.plan_count)
    if (!requirement(p).test(p.subject_requirement)) problems.push(`${key} ${p.major_name}: 选科要求 ${p.subject_requirement}`)
  }
  const sum = (lines: AdmissionLine[]) => lines.reduce((n, l) => n + l.plan_count!, 0)
  const weakest = (lines: AdmissionLine[]) => Math.max(...lines.map((l) => l.min_rank!))
  const sorted = [...institutions].sort((a, b) => a.code.localeCompare(b.code))
  const longList = new Set(PROVINCES.flatMap((p) => extraInstitutions(p, sorted, chooseInstitutions(p, sorted)).map((i) => `${p}|${i.id}`)))
  for (const [key, lines] of groupBy(all.admissions, (l) => `${pyt(l)}|${l.institution_id}`)) {
    if (longList.has(`${lines[0].province}|${lines[0].institution_id}`)) {
      // The long list: only lines of its units' kind, their seats the plans' where the year has plans.
      if (unitsOf(lines).length !== lines.length) problems.push(`${key}: lines of the long list not of the unit kind`)
      else if (planSeats.has(key) && planSeats.get(key) !== sum(lines)) problems.push(`${key}: long-list seats`)
      continue
    }
    const majors = lines.filter((l) => l.kind === 'major')
    const institution = lines.filter((l) => l.kind === 'institution')
    const groups = lines.filter((l) => l.kind === 'group')
    if (institution.length !== 1) problems.push(`${key}: ${institution.length} institution lines`)
    else if (institution[0].min_rank !== weakest(majors) || institution[0].plan_count !== sum(majors) || sum(majors) !== planSeats.get(key))
      problems.push(`${key}: institution line`)
    for (const group of groups) {
      const inGroup = majors.filter((l) => l.group_code === group.group_code)
      if (group.min_rank !== weakest(inGroup) || group.plan_count !== sum(inGroup)) problems.push(`${key} ${group.group_code}: group line`)
    }
    if (groups.length > 0 !== (applyModeFor(lines[0].province, lines[0].year) === 'group')) problems.push(`${key}: groups in a non-group province or none in a group one`)
  }
  expect(problems).toEqual([])
})

test('plausible: stable from year to year, leading universities above local ones, the province’s 本科 all recruit at home', () => {
  const inst = all.admissions.filter((l) => l.kind === 'institution')
  const byKey = new Map(inst.map((l) => [`${pyt(l)}|${l.institution_id}`, l]))
  const ratios: number[] = []
  for (const l of inst) {
    if (isNewGaokao(l.province, l.year) !== isNewGaokao(l.province, l.year - 1)) continue
    const before = byKey.get(`${l.province}|${l.year - 1}|${l.track}|${l.institution_id}`)
    // Beyond the first thousand: at the very top one score holds a large share of the rank (one score, one rank).
    // Real lines move by 5-10 % a year, a few by more.
    if (before && before.min_rank! > 1000) ratios.push(l.min_rank! / before.min_rank!)
  }
  expect(ratios.length).toBeGreaterThan(5000)
  expect(ratios.filter((r) => r >= 0.67 && r <= 1.5).length / ratios.length).toBeGreaterThan(0.97)
  expect(ratios.every((r) => r > 0.25 && r < 4)).toBe(true)
  const rank = (name: string, province: string, year: number, track: string) =>
    inst.find((l) => l.institution_name === name && l.province === province && l.year === year && l.track === track)!.min_rank!
  for (const year of SAMPLE_YEARS) {
    for (const track of tracksFor('河南', year)) expect(rank('北京大学', '河南', year, track)).toBeLessThan(rank('郑州大学', '河南', year, track))
  }
  const chosen = chooseInstitutions('江苏', institutions)
  expect(chosen.filter((i) => i.province === '江苏' && i.level === '本科')).toHaveLength(institutions.filter((i) => i.province === '江苏' && i.level === '本科').length)
  expect(chosen.filter((i) => i.province !== '江苏')).toHaveLength(OTHER_INSTITUTIONS)
  expect(new Set(chosen.filter((i) => i.province !== '江苏').map((i) => i.province)).size).toBe(30)
  const names = new Set(institutions.map((i) => i.name))
  expect(PRIOR_NAMES.filter((n) => !names.has(n))).toEqual([])
})

test('deterministic: the same rows on every run, whatever the order of the institution list', () => {
  const shuffled = [...institutions].reverse()
  expect(sampleLines(shuffled, ['江苏', '新疆'])).toEqual(sampleLines(institutions, ['江苏', '新疆']))
  const jiangsu = sampleLines(institutions, ['江苏'])
  expect(jiangsu.admissions).toEqual(
    all.admissions
      .filter((l) => l.province === '江苏' && l.kind !== 'institution')
      .concat(all.admissions.filter((l) => l.province === '江苏' && l.kind === 'institution'))
  )
})
