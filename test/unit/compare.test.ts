/** lib/compare.ts: ids of a comparison, each institution's entry line / plans / grades, the rows and their best values. */
import type { CompareEntry, CompareResponse } from '../../types/edu'
import { INSTITUTION_SOURCE, SAMPLE_SOURCE, type InstitutionSummary } from '../../types/gaokao'
import {
  bestColumns,
  compareChoice,
  compareGrades,
  compareSections,
  entryLine,
  gradeCounts,
  parseCompareIds,
  planSummary,
  preferredTrack,
  type LineRow
} from '../../core/compare'

test('ids: 2-4 distinct positive integers, Chinese errors otherwise', () => {
  expect(parseCompareIds('12,7')).toEqual({ ok: true, ids: [12, 7] })
  expect(parseCompareIds(' 1, 2 ,3,4')).toEqual({ ok: true, ids: [1, 2, 3, 4] })
  expect(parseCompareIds('1')).toEqual({ ok: false, error: '请至少选择 2 所院校进行对比' })
  expect(parseCompareIds('1,2,3,4,5')).toEqual({ ok: false, error: '最多同时对比 4 所院校' })
  expect(parseCompareIds('1,1')).toEqual({ ok: false, error: '不能重复对比同一所院校' })
  for (const bad of ['', undefined, '1,,2', '1,a', '0,2', '-1,2', '1.5,2', '1;2', '1234567890123456,2']) {
    expect(parseCompareIds(bad)).toEqual({ ok: false, error: '院校编号应为以英文逗号分隔的正整数' })
  }
})

const line = (p: Partial<LineRow>): LineRow => ({
  year: 2025,
  track: '物理类',
  batch: '本科批',
  kind: 'institution',
  min_score: 600,
  min_rank: 5000,
  plan_count: 30,
  ...p
})

describe('entry line', () => {
  test('the institution line of the chosen year and track; major lines never count', () => {
    const lines = [line({}), line({ year: 2024, min_score: 590 }), line({ track: '历史类', min_score: 580 }), line({ kind: 'major', min_score: 650 })]
    expect(entryLine(lines, 2025, '物理类')).toEqual({ batch: '本科批', kind: 'institution', groups: 0, min_score: 600, min_rank: 5000, plan_count: 30 })
    expect(entryLine(lines, 2023, '物理类')).toBeNull()
  })

  test('groups only: the weakest group gets you in; seats add up', () => {
    const lines = [
      line({ kind: 'group', min_score: 620, min_rank: 3000, plan_count: 10 }),
      line({ kind: 'group', min_score: 598, min_rank: 5200, plan_count: 20 }),
      line({ kind: 'group', min_score: 605, min_rank: null, plan_count: null })
    ]
    expect(entryLine(lines, 2025, '物理类')).toEqual({ batch: '本科批', kind: 'group', groups: 3, min_score: 598, min_rank: 5200, plan_count: 30 })
    expect(entryLine([line({ kind: 'group', min_rank: null, plan_count: null })], 2025, '物理类')).toMatchObject({ min_rank: null, plan_count: null })
  })

  test('an institution line wins over group lines of the same batch; the highest batch is shown', () => {
    const lines = [line({ kind: 'group', min_score: 640 }), line({ min_score: 610 }), line({ batch: '本科二批', min_score: 520 })]
    expect(entryLine(lines, 2025, '物理类')).toMatchObject({ batch: '本科批', kind: 'institution', min_score: 610 })
  })
})

test('plans: seats and distinct majors of the year and track', () => {
  const plan = (p: Partial<{ year: number; track: string; major_code: string; major_name: string; plan_count: number }>) => ({
    year: 2025,
    track: '综合',
    major_code: '080901',
    major_name: '计算机科学与技术',
    plan_count: 5,
    ...p
  })
  const plans = [plan({}), plan({ plan_count: 3 }), plan({ major_code: '', major_name: '临床医学' }), plan({ year: 2024 }), plan({ track: '物理类' })]
  expect(planSummary(plans, 2025, '综合')).toEqual({ plan_count: 13, major_count: 2 })
  expect(planSummary(plans, 2023, '综合')).toBeNull()
})

test('grades counted best first; compared grade by grade', () => {
  const a = gradeCounts(['B', 'A+', 'A', 'A+'])
  expect(a).toEqual([
    { grade: 'A+', count: 2 },
    { grade: 'A', count: 1 },
    { grade: 'B', count: 1 }
  ])
  expect(compareGrades(a, gradeCounts(['A+', 'A', 'A', 'A']))).toBeGreaterThan(0)
  expect(compareGrades(gradeCounts(['A-']), gradeCounts(['B+', 'B+']))).toBeGreaterThan(0)
  expect(compareGrades([], [])).toBe(0)
})

test('year and track: the wanted ones when stored, else the newest year and its first track', () => {
  const rows = [
    { year: 2024, track: '历史类' },
    { year: 2025, track: '历史类' },
    { year: 2025, track: '物理类' },
    { year: 2023, track: '理科' }
  ]
  expect(compareChoice(rows, {})).toEqual({ years: [2025, 2024, 2023], tracks: ['物理类', '历史类'], year: 2025, track: '物理类' })
  expect(compareChoice(rows, { year: 2024, track: '物理类' })).toMatchObject({ year: 2024, tracks: ['历史类'], track: '历史类' })
  expect(compareChoice(rows, { year: 2020, track: '历史类' })).toMatchObject({ year: 2025, track: '历史类' })
  expect(compareChoice([], { year: 2025 })).toEqual({ years: [], tracks: [], year: null, track: null })
})

test('best columns: ties all marked; nothing when fewer than two values or all equal', () => {
  const higher = (a: number, b: number) => a - b
  expect(bestColumns([600, 620, null, 620], higher)).toEqual([1, 3])
  expect(bestColumns([600, 580], (a, b) => b - a)).toEqual([1])
  expect(bestColumns([600, null], higher)).toEqual([])
  expect(bestColumns([600, 600, 600], higher)).toEqual([])
  expect(bestColumns([null, null], higher)).toEqual([])
})

test('the track asked for first comes from the user’s gaokao info', () => {
  expect(preferredTrack({ liberal_science: '理科', subjects: [] })).toBe('理科')
  expect(preferredTrack({ liberal_science: null, subjects: ['物理', '化学', '生物'] })).toBe('物理类')
  expect(preferredTrack({ liberal_science: null, subjects: ['历史', '政治', '地理'] })).toBe('历史类')
  expect(preferredTrack({ liberal_science: null, subjects: ['化学', '生物', '地理'] })).toBe('综合')
  expect(preferredTrack({ liberal_science: null, subjects: [] })).toBeUndefined()
})

describe('sections of the result page', () => {
  const u = (id: number, name: string, p: Partial<InstitutionSummary> = {}): InstitutionSummary => ({
    id,
    name,
    code: String(4111010000 + id),
    province: '北京',
    city: '北京市',
    level: '本科',
    department: '教育部',
    remark: '',
    type: '综合',
    tags: [],
    ...p
  })
  const entry = (institution: InstitutionSummary, e: Partial<CompareEntry> = {}): CompareEntry => ({ institution, line: null, plans: null, assessment: [], ...e })
  const answer: CompareResponse = {
    province: '北京',
    year: 2025,
    track: '综合',
    years: [2025, 2024],
    tracks: ['综合'],
    entries: [
      entry(u(1, '甲大学'), {
        line: { batch: '本科批', kind: 'institution', groups: 0, min_score: 680, min_rank: 120, plan_count: 40 },
        plans: { plan_count: 40, major_count: 6 },
        assessment: gradeCounts(['A+', 'A+', 'A'])
      }),
      entry(u(2, '乙大学', { tags: ['民办'], type: '理工', city: '' }), {
        line: { batch: '本科批', kind: 'group', groups: 2, min_score: 650, min_rank: 900, plan_count: 55 },
        plans: { plan_count: 55, major_count: 6 },
        assessment: gradeCounts(['A+', 'B'])
      }),
      entry(u(3, '丙学院'))
    ],
    sources: { institutions: INSTITUTION_SOURCE, lines: SAMPLE_SOURCE, plans: SAMPLE_SOURCE, assessment: null }
  }
  const sections = compareSections(answer)
  const row = (section: string, key: string) => sections.find((s) => s.key === section)!.rows.find((r) => r.key === key)!

  test('titles and sources', () => {
    expect(sections.map((s) => [s.key, s.title, s.source?.kind ?? null])).toEqual([
      ['facts', '基本信息', 'official'],
      ['line', '2025年综合录取线（北京）', 'sample'],
      ['plans', '2025年综合招生计划（北京）', 'sample'],
      ['assessment', '学科评估', null]
    ])
    expect(compareSections({ ...answer, year: null, track: null })[1].title).toBe('录取线（北京）')
  })

  test('facts as text, never ranked; a missing fact reads —', () => {
    expect(row('facts', 'city')).toEqual({ key: 'city', label: '城市', cells: ['北京市', '—', '北京市'], best: [] })
    expect(row('facts', 'tags').cells).toEqual(['公办', '民办', '公办'])
    expect(row('facts', 'type').cells).toEqual(['综合', '理工', '综合'])
  })

  test('figures: the highest score, the smallest rank, the most seats and majors, the best grades', () => {
    expect(row('line', 'batch').cells).toEqual(['本科批', '本科批（2个专业组）', '—'])
    expect(row('line', 'min_score')).toMatchObject({ cells: ['680', '650', '—'], best: [0] })
    expect(row('line', 'min_rank')).toMatchObject({ cells: ['120', '900', '—'], best: [0] })
    expect(row('line', 'line_plan')).toMatchObject({ cells: ['40人', '55人', '—'], best: [1] })
    expect(row('plans', 'plan_count')).toMatchObject({ cells: ['40人', '55人', '—'], best: [1] })
    // Equal majors: nothing stands out.
    expect(row('plans', 'major_count')).toMatchObject({ cells: ['6个', '6个', '—'], best: [] })
    expect(row('assessment', 'grades')).toMatchObject({ cells: ['A+ 2 · A 1', 'A+ 1 · B 1', '—'], best: [0] })
  })
})
