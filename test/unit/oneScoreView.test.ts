/** lib/oneScoreView.ts: the rules of the 一分一段 page's sheets, look-up and lines. */
import type { OneScoreAvailability } from '../../types/gaokao'
import { equivalentsLine, lookupQuery, oneScoreOptions, oneScoreSheetValue, oneScoreSource, pickOneScore } from '../../src/lib/oneScoreView'

const sample = { kind: 'sample' as const, label: '示例数据', year: 2025 }
const imported = { kind: 'imported' as const, label: '某机构整理', year: null }
const tables: OneScoreAvailability['tables'] = [
  { province: '河南', year: 2025, track: '物理类', source: sample },
  { province: '河南', year: 2025, track: '历史类', source: sample },
  { province: '河南', year: 2024, track: '理科', source: imported },
  { province: '北京', year: 2025, track: '综合', source: sample }
]
const henan = { province: '河南', year: 2025, track: '物理类' as const }

test('sheet options: provinces with a table, that province’s years newest first, that year’s tracks', () => {
  expect(oneScoreOptions(tables, henan, 'province')).toEqual([
    { value: '河南', label: '河南' },
    { value: '北京', label: '北京' }
  ])
  expect(oneScoreOptions(tables, henan, 'year')).toEqual([
    { value: '2025', label: '2025年' },
    { value: '2024', label: '2024年' }
  ])
  expect(oneScoreOptions(tables, henan, 'track').map((o) => o.value)).toEqual(['物理类', '历史类'])
  expect(['province', 'year', 'track'].map((k) => oneScoreSheetValue(henan, k as 'province'))).toEqual(['河南', '2025', '物理类'])
})

test('a pick changes its own key and keeps the others (chooseTable falls back where they do not exist)', () => {
  expect(pickOneScore(henan, 'province', '北京')).toEqual({ province: '北京', year: 2025, track: '物理类' })
  expect(pickOneScore(henan, 'year', '2024')).toEqual({ province: '河南', year: 2024, track: '物理类' })
  expect(pickOneScore(henan, 'track', '历史类')).toEqual({ province: '河南', year: 2025, track: '历史类' })
})

test('look-up: the score, the rank only when the score box is empty, a message otherwise', () => {
  expect(lookupQuery('600', '')).toEqual({ ok: true, by: 'score', value: 600 })
  expect(lookupQuery(' ', '1200')).toEqual({ ok: true, by: 'rank', value: 1200 })
  expect(lookupQuery('600', '1200')).toEqual({ ok: true, by: 'score', value: 600 })
  expect(lookupQuery('', '')).toEqual({ ok: false, error: '请输入分数或位次' })
  expect(lookupQuery('901', '')).toEqual({ ok: false, error: '分数应为 0-900 之间的整数' })
  expect(lookupQuery('', '0')).toEqual({ ok: false, error: '位次应为正整数' })
})

test('等位分 and the source line', () => {
  expect(
    equivalentsLine([
      { year: 2024, score: 612 },
      { year: 2023, score: 605 }
    ])
  ).toBe('等位分：2024年 612分，2023年 605分')
  // While the table loads, the availability list's source stands in; the loaded table's wins.
  expect(oneScoreSource(tables, { province: '河南', year: 2024, track: '理科' })).toBe('数据来源：某机构整理（仅供参考）')
  expect(oneScoreSource(tables, henan, imported)).toBe('数据来源：某机构整理（仅供参考）')
  expect(oneScoreSource(tables, henan)).toBe('示例数据')
  expect(oneScoreSource([], henan)).toBe('')
})
