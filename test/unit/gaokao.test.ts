import './support/globals'
import { storageData } from './support/taroMock'
import type { OneScoreAvailability } from '../../types/gaokao'
import {
  addToCompare,
  buildUniversityQuery,
  chooseTable,
  parseRank,
  parseScore,
  placeLabel,
  rankRangeLabel,
  scoreLabel,
  sourceLabel,
  tracksOf,
  yearsOf
} from '../../core/gaokao'
import { CompareStore, COMPARE_STORAGE_KEY } from '../../src/stores/compare'

jest.mock('@tarojs/taro', () => ({ __esModule: true, default: require('./support/taroMock').taroMock }))

beforeEach(() => storageData.clear())

const sample = { kind: 'sample' as const, label: '示例数据', year: null }
const TABLES: OneScoreAvailability['tables'] = [
  { province: '北京', year: 2025, track: '综合', source: sample },
  { province: '北京', year: 2024, track: '综合', source: sample },
  { province: '河南', year: 2023, track: '理科', source: sample },
  { province: '河南', year: 2025, track: '物理类', source: sample },
  { province: '河南', year: 2025, track: '历史类', source: sample },
  { province: '河南', year: 2024, track: '物理类', source: sample }
]

describe('university search query', () => {
  it('leaves out empty filters and trims the text', () => {
    expect(buildUniversityQuery({ q: '  北大 ' }, 1)).toEqual({ q: '北大', page: 1, page_size: 20 })
    expect(buildUniversityQuery({ q: '', province: '北京', level: '本科', tag: '985' }, 3, 50)).toEqual({
      province: '北京',
      level: '本科',
      tag: '985',
      page: 3,
      page_size: 50
    })
    expect(buildUniversityQuery({ q: '   ' }, 0)).toEqual({ page: 1, page_size: 20 })
    expect(buildUniversityQuery({ q: '', type: '师范' }, 1)).toEqual({ type: '师范', page: 1, page_size: 20 })
  })

  it('labels places', () => {
    expect(placeLabel('北京', '北京市')).toBe('北京 · 北京市')
    expect(placeLabel('北京', '')).toBe('北京')
  })
})

describe('one-score table', () => {
  it('labels the top row as X分及以上', () => {
    expect(scoreLabel(700, 0)).toBe('700分及以上')
    expect(scoreLabel(699, 1)).toBe('699')
  })

  it('validates scores 0-900 and positive ranks in Chinese', () => {
    expect(parseScore('650')).toEqual({ ok: true, value: 650 })
    expect(parseScore(' 0 ')).toEqual({ ok: true, value: 0 })
    expect(parseScore('900')).toEqual({ ok: true, value: 900 })
    expect(parseScore('')).toEqual({ ok: false, error: '请输入分数' })
    expect(parseScore('901')).toEqual({ ok: false, error: '分数应为 0-900 之间的整数' })
    expect(parseScore('-1')).toEqual({ ok: false, error: '分数应为 0-900 之间的整数' })
    expect(parseScore('600.5')).toEqual({ ok: false, error: '分数应为 0-900 之间的整数' })
    expect(parseRank('1234')).toEqual({ ok: true, value: 1234 })
    expect(parseRank('')).toEqual({ ok: false, error: '请输入位次' })
    expect(parseRank('0')).toEqual({ ok: false, error: '位次应为正整数' })
    expect(parseRank('abc')).toEqual({ ok: false, error: '位次应为正整数' })
    expect(parseRank('99999999999999999999')).toEqual({ ok: false, error: '位次应为正整数' })
  })

  it('formats rank ranges', () => {
    expect(rankRangeLabel(10, 25)).toBe('10–25')
    expect(rankRangeLabel(7, 7)).toBe('7')
  })

  it('chooses province (wanted, user, 北京, first), the latest year and the first track', () => {
    expect(chooseTable(TABLES, {}, null)).toEqual({ province: '北京', year: 2025, track: '综合' })
    expect(chooseTable(TABLES, {}, '河南')).toEqual({ province: '河南', year: 2025, track: '物理类' })
    expect(chooseTable(TABLES, {}, '河南省')).toEqual({ province: '河南', year: 2025, track: '物理类' })
    expect(chooseTable(TABLES, { province: '河南', year: 2023, track: '物理类' }, '北京')).toEqual({ province: '河南', year: 2023, track: '理科' })
    expect(chooseTable(TABLES, { province: '河南', year: 2025, track: '历史类' })).toEqual({ province: '河南', year: 2025, track: '历史类' })
    expect(chooseTable(TABLES.slice(2), {}, '西藏')).toMatchObject({ province: '河南' })
    expect(chooseTable([], {})).toBeUndefined()
    expect(yearsOf(TABLES, '河南')).toEqual([2025, 2024, 2023])
    expect(tracksOf(TABLES, '河南', 2025)).toEqual(['物理类', '历史类'])
  })

  it('labels sources: 示例数据 for samples, 仅供参考 for imported', () => {
    expect(sourceLabel(sample)).toBe('示例数据')
    expect(sourceLabel({ kind: 'sample', label: '演示' })).toBe('示例数据 · 演示')
    expect(sourceLabel({ kind: 'imported', label: '河南省教育考试院' })).toBe('数据来源：河南省教育考试院（仅供参考）')
    expect(sourceLabel(undefined)).toBe('')
  })
})

describe('compare', () => {
  it('adds in order, without duplicates, at most four', () => {
    expect(addToCompare([1, 2], 3)).toEqual({ ids: [1, 2, 3], added: true, full: false })
    expect(addToCompare([1, 2], 2)).toEqual({ ids: [1, 2], added: false, full: false })
    expect(addToCompare([1, 2, 3, 4], 5)).toEqual({ ids: [1, 2, 3, 4], added: false, full: true })
  })

  it('the store keeps up to four institutions, persisted', () => {
    const u = (id: number) => ({
      id,
      name: `大学${id}`,
      code: `41${id}`,
      province: '北京',
      city: '北京市',
      level: '本科' as const,
      department: '教育部',
      remark: '',
      tags: []
    })
    const store = new CompareStore()
    expect(store.add(u(1))).toBe('added')
    expect(store.add(u(1))).toBe('present')
    for (const id of [2, 3, 4]) store.add(u(id))
    expect(store.add(u(5))).toBe('full')
    expect(store.full).toBe(true)
    store.remove(2)
    const again = new CompareStore()
    expect(again.items.map((i) => i.id)).toEqual([1, 3, 4])
    expect(again.has(3)).toBe(true)
    again.clear()
    expect(new CompareStore().items).toEqual([])
    expect(storageData.get(COMPARE_STORAGE_KEY)).toEqual([])
  })
})
