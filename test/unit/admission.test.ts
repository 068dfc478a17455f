/** lib/admission.ts: province and option defaults, table rows, trends, plans and open majors. */
import type { AdmissionLine, BatchLine, EnrollmentPlan } from '../../types/edu'
import {
  admissionTrend,
  batchRows,
  batchTrend,
  cell,
  defaultProvince,
  institutionLines,
  majorLines,
  majorTrend,
  majorsFromPlans,
  metricViews,
  ofMajor,
  openMajorMeta,
  pickOption,
  planMeta,
  planRows,
  planTotal,
  yearTrend,
  yearsOf
} from '../../core/admission'

function line(p: Partial<AdmissionLine>): AdmissionLine {
  return {
    institution_id: 1,
    institution_name: '北京大学',
    province: '河南',
    year: 2024,
    track: '物理类',
    batch: '本科批',
    kind: 'institution',
    group_code: '',
    major_code: '',
    major_name: '',
    min_score: 600,
    min_rank: 1000,
    avg_score: null,
    plan_count: null,
    ...p
  }
}

function plan(p: Partial<EnrollmentPlan>): EnrollmentPlan {
  return {
    institution_id: 1,
    institution_name: '北京大学',
    province: '河南',
    year: 2025,
    track: '物理类',
    batch: '本科批',
    group_code: '',
    major_code: '080901',
    major_name: '计算机科学与技术',
    subject_requirement: '物理+化学',
    plan_count: 5,
    duration: 4,
    tuition: 5000,
    ...p
  }
}

test('defaultProvince: wanted, else the user’s (河南省 → 河南), else 北京', () => {
  expect(defaultProvince('河南省', '江苏')).toBe('江苏')
  expect(defaultProvince('河南省', '火星')).toBe('河南')
  expect(defaultProvince('河南')).toBe('河南')
  expect(defaultProvince(null)).toBe('北京')
  expect(defaultProvince('不存在')).toBe('北京')
  expect(defaultProvince('内蒙古自治区')).toBe('内蒙古')
})

test('pickOption, yearsOf, cell', () => {
  expect(pickOption(['物理类', '历史类'], '历史类')).toBe('历史类')
  expect(pickOption(['物理类', '历史类'], '综合')).toBe('物理类')
  expect(pickOption([], '综合')).toBeUndefined()
  expect(yearsOf([{ year: 2023 }, { year: 2025 }, { year: 2023 }])).toEqual([2025, 2023])
  expect(cell(null)).toBe('—')
  expect(cell(12, '人')).toBe('12人')
  expect(cell(Number.NaN)).toBe('—')
})

test('institutionLines: the institution line per batch and year, group lines only where there is none', () => {
  // In the server's order within a year (most selective batch first), oldest year first here.
  const lines = [
    line({ year: 2023, kind: 'institution', min_score: 610 }),
    line({ year: 2023, kind: 'group', group_code: '01', min_score: 612 }),
    line({ year: 2024, batch: '提前批', min_score: 650 }),
    line({ year: 2024, kind: 'group', group_code: '01', min_score: 620 }),
    line({ year: 2024, kind: 'group', group_code: '02', min_score: 630 }),
    line({ year: 2024, kind: 'major', major_code: '080901', min_score: 640 }),
    line({ year: 2024, track: '历史类', min_score: 590 })
  ]
  const rows = institutionLines(lines, '物理类')
  expect(rows.map((l) => [l.year, l.batch, l.kind, l.group_code])).toEqual([
    [2024, '提前批', 'institution', ''],
    [2024, '本科批', 'group', '01'],
    [2024, '本科批', 'group', '02'],
    [2023, '本科批', 'institution', '']
  ])
  expect(institutionLines(lines, '物理类', '提前批')).toHaveLength(1)
  expect(institutionLines(lines, '历史类').map((l) => l.min_score)).toEqual([590])
})

test('admissionTrend: per batch over years; group lines count by their entry threshold', () => {
  const lines = [
    line({ year: 2024, kind: 'group', group_code: '01', min_score: 620, min_rank: 3000 }),
    line({ year: 2024, kind: 'group', group_code: '02', min_score: 630, min_rank: 2000 }),
    line({ year: 2022, min_score: 600, min_rank: null }),
    line({ year: 2023, min_score: 610, min_rank: 4000 }),
    line({ year: 2023, batch: '提前批', min_score: 640, min_rank: 900 })
  ]
  expect(admissionTrend(lines, '物理类', 'score')).toEqual([
    {
      name: '本科批',
      points: [
        { x: 2022, y: 600 },
        { x: 2023, y: 610 },
        { x: 2024, y: 620 }
      ]
    },
    { name: '提前批', points: [{ x: 2023, y: 640 }] }
  ])
  // Ranks: the worst (largest) of the groups; a missing rank is skipped.
  expect(admissionTrend(lines, '物理类', 'rank', '本科批')).toEqual([
    {
      name: '本科批',
      points: [
        { x: 2023, y: 4000 },
        { x: 2024, y: 3000 }
      ]
    }
  ])
  expect(admissionTrend(lines, '历史类', 'score')).toEqual([])
})

test('admissionTrend: a 物理类 trend goes on into the 理科 years before the reform, every series then named by track; 理科 alone stays 理科', () => {
  const lines = [
    line({ year: 2025, track: '物理类', kind: 'group', group_code: '01', min_rank: 5000 }),
    line({ year: 2024, track: '理科', batch: '本科一批', min_rank: 7000 }),
    line({ year: 2023, track: '理科', batch: '本科一批', min_rank: 7500 }),
    line({ year: 2024, track: '文科', batch: '本科一批', min_rank: 3000 })
  ]
  expect(admissionTrend(lines, '物理类', 'rank')).toEqual([
    { name: '物理类 · 本科批', points: [{ x: 2025, y: 5000 }] },
    {
      name: '理科 · 本科一批',
      points: [
        { x: 2023, y: 7500 },
        { x: 2024, y: 7000 }
      ]
    }
  ])
  expect(admissionTrend(lines, '理科', 'rank').map((s) => s.name)).toEqual(['本科一批'])
  expect(admissionTrend(lines, '历史类', 'rank')).toEqual([{ name: '文科 · 本科一批', points: [{ x: 2024, y: 3000 }] }])
})

test('yearTrend drops series without values', () => {
  expect(
    yearTrend(
      [{ year: 2024, v: null }],
      () => 'a',
      (i) => i.v,
      'score'
    )
  ).toEqual([])
})

test('majorLines, majorTrend, ofMajor', () => {
  const lines = [
    line({ kind: 'major', major_code: 'A', major_name: '甲', min_score: 610, year: 2024 }),
    line({ kind: 'major', major_code: 'B', major_name: '乙', min_score: 630, year: 2024 }),
    line({ kind: 'major', major_code: 'A', major_name: '甲', min_score: 600, year: 2023 }),
    line({ kind: 'major', major_code: 'A', major_name: '甲', min_score: 580, year: 2023, track: '历史类' }),
    line({ kind: 'institution', min_score: 590 })
  ]
  expect(majorLines(lines, '物理类', 2024).map((l) => l.major_code)).toEqual(['B', 'A'])
  const a = ofMajor(lines, 'A', '')
  expect(a).toHaveLength(3)
  expect(ofMajor(lines, '', '乙')).toHaveLength(1)
  expect(majorTrend(a, 'score')).toEqual([
    {
      name: '物理类',
      points: [
        { x: 2023, y: 600 },
        { x: 2024, y: 610 }
      ]
    },
    { name: '历史类', points: [{ x: 2023, y: 580 }] }
  ])
  // Two batches of one major: the series name carries the batch.
  expect(majorTrend([...a, line({ kind: 'major', major_code: 'A', batch: '提前批', year: 2024 })], 'score').map((s) => s.name)).toEqual([
    '物理类 · 本科批',
    '历史类 · 本科批',
    '物理类 · 提前批'
  ])
})

test('metricViews: 最低分 then 最低位次, ranks inverted', () => {
  const views = metricViews((m) => [{ name: m, points: [] }])
  expect(views.map((v) => [v.key, v.label, !!v.invertY, v.series[0].name])).toEqual([
    ['score', '最低分', false, 'score'],
    ['rank', '最低位次', true, 'rank']
  ])
})

test('batch lines: rows of a year and track, trend per batch', () => {
  const b = (p: Partial<BatchLine>): BatchLine => ({ province: '河南', year: 2025, track: '物理类', batch: '本科批', score: 500, rank: 20000, ...p })
  const lines = [b({}), b({ batch: '特殊类型招生控制线', score: 540, rank: 9000 }), b({ year: 2024, score: 510, rank: 19000 }), b({ track: '历史类', score: 480 })]
  expect(batchRows(lines, '物理类', 2025).map((l) => l.batch)).toEqual(['本科批', '特殊类型招生控制线'])
  expect(batchTrend(lines, '物理类', 'score')).toEqual([
    {
      name: '本科批',
      points: [
        { x: 2024, y: 510 },
        { x: 2025, y: 500 }
      ]
    },
    { name: '特殊类型招生控制线', points: [{ x: 2025, y: 540 }] }
  ])
  expect(batchTrend(lines, '物理类', 'rank')[0].points).toEqual([
    { x: 2024, y: 19000 },
    { x: 2025, y: 20000 }
  ])
})

test('plans: rows of a track in the server’s order, total, meta', () => {
  const plans = [
    plan({ major_code: 'A', plan_count: 2 }),
    plan({ major_code: 'E', track: '历史类' }),
    plan({ major_code: 'B', plan_count: 8 }),
    plan({ major_code: 'C', plan_count: 3 })
  ]
  const rows = planRows(plans, '物理类')
  expect(rows.map((p) => p.major_code)).toEqual(['A', 'B', 'C'])
  expect(planRows(plans, undefined)).toHaveLength(4)
  expect(planTotal(rows)).toBe(13)
  expect(planMeta({ duration: 4, tuition: 5500 })).toBe('4年 · ¥5500')
  expect(planMeta({ duration: null, tuition: null })).toBe('')
})

test('majorsFromPlans: each major once, newest year, places summed over tracks', () => {
  const plans = [
    plan({ year: 2024, plan_count: 9 }),
    plan({ year: 2025, plan_count: 5 }),
    plan({ year: 2025, plan_count: 2, track: '历史类' }),
    plan({ major_code: '', major_name: '中外合作办学', year: 2025, plan_count: 1 }),
    plan({ major_code: '050201', major_name: '英语', year: 2024, plan_count: 4, subject_requirement: '' })
  ]
  const majors = majorsFromPlans(plans)
  expect(majors.map((m) => [m.code, m.name, m.year, m.planCount])).toEqual([
    ['050201', '英语', 2024, 4],
    ['080901', '计算机科学与技术', 2025, 7],
    ['', '中外合作办学', 2025, 1]
  ])
  expect(openMajorMeta(majors[1])).toBe('080901 · 4年 · 选科：物理+化学')
  expect(openMajorMeta(majors[0])).toBe('050201 · 4年')
})
