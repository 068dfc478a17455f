/**
 * The sample plans and lines generator (server/seed/sampleLines.ts) on the ministry's institution
 * list: every line agrees with the sample 一分一段 tables, ranks follow the seats above, plans and
 * lines agree, the years are plausible, and the output is deterministic.
 */
import type { AdmissionLine } from '../../types/edu'
import { applyModeFor, isNewGaokao, PROVINCES, tracksFor } from '../../core/provinceFacts'
import { parseInstitution, type InstitutionRow } from '../../server/seed/importInstitutions'
import { BATCHES, chooseInstitutions, OTHER_INSTITUTIONS, PRIOR_NAMES, sampleLines, type SampleInstitution } from '../../server/seed/sampleLines'
import { SAMPLE_YEARS, sampleTable } from '../../server/seed/sampleOneScore'
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

test('every province has plans, admission lines and batch lines in every sample year and track', () => {
  const expected = PROVINCES.flatMap((p) => SAMPLE_YEARS.flatMap((y) => tracksFor(p, y).map((t) => `${p}|${y}|${t}`)))
  for (const rows of [all.plans, all.admissions, all.batchLines]) expect(new Set(rows.map(pyt))).toEqual(new Set(expected))
  // Modest volume (the demo seed's time budget).
  expect(all.plans.length + all.admissions.length).toBeLessThan(200_000)
})

test('lines agree with the sample tables: min_score is the score at min_rank, batch line ranks are the look-up ranks', () => {
  const tables = new Map<string, ReturnType<typeof sampleTable>['rows']>()
  const rowsOf = (l: { province: string; year: number; track: string }) => {
    const key = pyt(l)
    if (!tables.has(key)) tables.set(key, sampleTable(l.province, l.year, l.track as never).rows)
    return tables.get(key)!
  }
  // Failures are collected and compared once: an expect per row is slow at this volume.
  expect(all.admissions.filter((l) => l.min_score !== rankToScore(rowsOf(l), l.min_rank!) || !(l.avg_score! >= l.min_score))).toEqual([])
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
  expect(all.admissions.filter((l) => !(l.min_score >= lineOf.get(`${pyt(l)}|${l.batch}`)!))).toEqual([])
})

/** The admission units of a province-year-track: majors, groups or institutions by its apply mode. */
function unitsOf(lines: AdmissionLine[]): AdmissionLine[] {
  const mode = applyModeFor(lines[0].province, lines[0].year)
  const kind = mode === 'category' ? 'major' : mode === 'group' ? 'group' : 'institution'
  return lines.filter((l) => l.kind === kind)
}

test('ranks follow the seats above: in order of admission each rank gap is the unit’s seats times one uptake', () => {
  let checked = 0
  let expected = 0
  const problems: string[] = []
  for (const lines of groupBy(all.admissions, pyt).values()) {
    const byBatch = groupBy(unitsOf(lines), (l) => l.batch)
    const reformed = isNewGaokao(lines[0].province, lines[0].year)
    const firstBatch = reformed ? BATCHES.undergraduate : BATCHES.first
    expected += reformed ? 2 : 3
    for (const [batch, units] of byBatch) {
      units.sort((a, b) => a.min_rank! - b.min_rank!)
      for (let i = 1; i < units.length; i++)
        if (units[i].min_rank! <= units[i - 1].min_rank!) problems.push(`${pyt(units[i])} ${units[i].institution_name}: rank not after the unit above`)
      const gaps = units.slice(1).map((u, i) => ({ gap: u.min_rank! - units[i].min_rank!, seats: u.plan_count! }))
      const uptake = gaps.reduce((n, g) => n + g.gap, 0) / gaps.reduce((n, g) => n + g.seats, 0)
      if (batch !== firstBatch) {
        // Later batches: linear in the seats (±1 for rounding each end).
        for (const g of gaps)
          if (Math.abs(g.gap - uptake * g.seats) > 2) problems.push(`${pyt(units[0])} ${batch}: gap ${g.gap} for ${g.seats} seats at uptake ${uptake}`)
      } else {
        // First batch: concentrated at the top, so a seat costs more ranks further down.
        const half = Math.floor(gaps.length / 2)
        const rate = (part: typeof gaps) => part.reduce((n, g) => n + g.gap, 0) / part.reduce((n, g) => n + g.seats, 0)
        if (!(rate(gaps.slice(half)) > rate(gaps.slice(0, half)))) problems.push(`${pyt(units[0])} ${batch}: not concentrated at the top`)
      }
      checked++
    }
  }
  expect(problems).toEqual([])
  // Every batch of every province-year-track has units.
  expect(checked).toBe(expected)
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
  for (const [key, lines] of groupBy(all.admissions, (l) => `${pyt(l)}|${l.institution_id}`)) {
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
    if (before) ratios.push(l.min_rank! / before.min_rank!)
  }
  expect(ratios.length).toBeGreaterThan(5000)
  expect(ratios.filter((r) => r >= 0.67 && r <= 1.5).length / ratios.length).toBeGreaterThan(0.99)
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
