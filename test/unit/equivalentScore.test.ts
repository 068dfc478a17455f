/** lib/equivalentScore.ts: which table and years 等位分 uses, the rounding, and the result rows. */
import { SAMPLE_SOURCE as S, type OneScoreAvailability, type OneScoreLookup } from '../../types/gaokao'
import { comparableYears, defaultEquivalentTable, diffLabel, equivalentResult, lookupScore } from '../../src/lib/equivalentScore'

const t = (province: string, year: number, track: OneScoreAvailability['tables'][number]['track']) => ({ province, year, track, source: S })
const TABLES: OneScoreAvailability['tables'] = [
  t('江苏', 2025, '物理类'),
  t('江苏', 2025, '历史类'),
  t('江苏', 2024, '物理类'),
  t('江苏', 2023, '物理类'),
  t('江苏', 2023, '历史类'),
  t('河南', 2025, '物理类'),
  t('河南', 2024, '理科'),
  t('河南', 2023, '理科'),
  t('北京', 2025, '综合')
]

test('default table: the user’s track in the newest year up to the apply year', () => {
  const user = { province: '江苏', apply_year: 2027, liberal_science: null, subjects: ['物理', '化学', '生物'] as const }
  expect(defaultEquivalentTable(TABLES, { ...user, subjects: [...user.subjects] })).toEqual({ province: '江苏', year: 2025, track: '物理类' })
  expect(defaultEquivalentTable(TABLES, { ...user, apply_year: 2024, subjects: ['历史', '政治', '地理'] })).toEqual({ province: '江苏', year: 2023, track: '历史类' })
})

test('default table without (complete) info: the user’s province, else 北京, newest year', () => {
  expect(defaultEquivalentTable(TABLES, { province: '河南', apply_year: null, liberal_science: null, subjects: [] })).toEqual({
    province: '河南',
    year: 2025,
    track: '物理类'
  })
  expect(defaultEquivalentTable(TABLES, { province: null, apply_year: null, liberal_science: null, subjects: [] })).toEqual({
    province: '北京',
    year: 2025,
    track: '综合'
  })
  expect(defaultEquivalentTable([], { province: '江苏', apply_year: 2027, liberal_science: null, subjects: ['物理', '化学', '生物'] })).toBeUndefined()
})

test('comparable years: same province and track, the chosen year left out, newest first', () => {
  expect(comparableYears(TABLES, { province: '江苏', year: 2023, track: '物理类' })).toEqual([2025, 2024])
  expect(comparableYears(TABLES, { province: '江苏', year: 2025, track: '历史类' })).toEqual([2023])
  // 河南's 2024 and 2023 tables are 理科: a 物理类 rank is not compared with them.
  expect(comparableYears(TABLES, { province: '河南', year: 2025, track: '物理类' })).toEqual([])
})

test('a decimal score is looked up as its whole part', () => {
  expect(lookupScore(612)).toBe(612)
  expect(lookupScore(612.5)).toBe(612)
  expect(lookupScore(0.5)).toBe(0)
})

test('result rows follow the comparable years; differences against the looked-up score', () => {
  const lookup: OneScoreLookup = {
    province: '江苏',
    year: 2025,
    track: '物理类',
    score: 612,
    rank_best: 15_001,
    rank_worst: 15_320,
    equivalents: [
      { year: 2023, score: 605 },
      { year: 2024, score: 618 }
    ],
    source: S
  }
  const r = equivalentResult(lookup, [2023, 2024, 2022])
  expect(r).toEqual({
    year: 2025,
    track: '物理类',
    score: 612,
    rank_best: 15_001,
    rank_worst: 15_320,
    rows: [
      { year: 2024, track: '物理类', score: 618, diff: 6 },
      { year: 2023, track: '物理类', score: 605, diff: -7 }
    ],
    missing: [2022],
    source: S
  })
  expect(r.rows.map((row) => diffLabel(row.diff))).toEqual(['+6 分', '−7 分'])
  expect(diffLabel(0)).toBe('持平')
})
