/** lib/universityList.ts: the rules of the university search page's filters and foot. */
import type { InstitutionFilters } from '../../types/gaokao'
import { emptyPaged } from '../../src/lib/pagedList'
import { pickUniversityFilter, showsAllShown, universitySheetOptions } from '../../src/lib/universityList'

test('sheet options: 全部 first, then the server’s values with their counts', () => {
  const options: InstitutionFilters = {
    provinces: [{ value: '北京', count: 92 }],
    levels: [],
    types: [{ value: '师范', count: 200 }],
    tags: [],
    source: { kind: 'official', label: '教育部 2025 年全国普通高等学校名单', year: 2025 }
  }
  expect(universitySheetOptions(options, 'province')).toEqual([
    { value: '', label: '全部' },
    { value: '北京', label: '北京', count: 92 }
  ])
  expect(universitySheetOptions(options, 'tag')).toEqual([{ value: '', label: '全部' }])
  expect(universitySheetOptions(undefined, 'type')).toEqual([{ value: '', label: '全部' }])
})

test('a pick sets or (全部) clears its filter, always as a new query', () => {
  const filters = { q: '大学', province: '北京' }
  expect(pickUniversityFilter(filters, 'level', '本科')).toEqual({ q: '大学', province: '北京', level: '本科' })
  expect(pickUniversityFilter(filters, 'province', '')).toEqual({ q: '大学', province: undefined })
  expect(pickUniversityFilter(filters, 'province', '北京')).not.toBe(filters)
})

test('已显示全部 only under a finished list longer than half a page', () => {
  const done = (n: number, count = n) => ({ ...emptyPaged<number>(), items: Array.from({ length: n }, (_, i) => i), count, page: 1, loaded: true })
  expect(showsAllShown(done(11))).toBe(true)
  expect(showsAllShown(done(10))).toBe(false)
  expect(showsAllShown(done(20, 40))).toBe(false)
  expect(showsAllShown({ ...done(40), loading: true })).toBe(false)
  expect(showsAllShown({ ...done(40), error: '加载失败' })).toBe(false)
})
