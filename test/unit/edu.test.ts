import type { RankingList } from '../../types/edu'
import {
  civilMajorsLabel,
  civilMeta,
  decodeParam,
  durationLabel,
  locateRanking,
  majorMeta,
  newsMeta,
  pagedQuery,
  parseLevel,
  percentLabel,
  rankSelection,
  priceLabel,
  rankingSeries,
  rankingTitle,
  rankScoreLabel,
  salaryLabel
} from '../../src/lib/edu'
import { emptyPaged, hasMore, nextPage, pageFailed, pageLoaded, pageStarted } from '../../src/lib/pagedList'
import { dateTimeLabel, relativeTime } from '../../src/lib/relativeTime'

const sample = { kind: 'sample' as const, label: '示例数据', year: null }

describe('list queries', () => {
  it('drop empty filters, trim text and clamp the page', () => {
    expect(pagedQuery({ q: '  计算机 ', level: '本科', category: '', subcategory: undefined }, 2)).toEqual({
      q: '计算机',
      level: '本科',
      page: 2,
      page_size: 20
    })
    expect(pagedQuery({ q: '   ' }, 0, 50)).toEqual({ page: 1, page_size: 50 })
    expect(pagedQuery({ province: '北京' }, 3.7)).toEqual({ province: '北京', page: 3, page_size: 20 })
  })

  it('read URL parameters', () => {
    expect(parseLevel('专科')).toBe('专科')
    expect(parseLevel(undefined)).toBe('本科')
    expect(parseLevel('研究生')).toBe('本科')
    expect(decodeParam('%E8%AE%A1%E7%AE%97%E6%9C%BA%E7%B1%BB')).toBe('计算机类')
    expect(decodeParam('计算机类')).toBe('计算机类')
    expect(decodeParam('100%')).toBe('100%')
    expect(decodeParam('')).toBeUndefined()
    expect(decodeParam(undefined)).toBeUndefined()
  })
})

describe('labels', () => {
  it('describe a major in one line, leaving out what is missing', () => {
    expect(majorMeta({ code: '080901', subcategory: '计算机类', duration: 4, degree: '工学学士' })).toBe('080901 · 计算机类 · 4年 · 工学学士')
    expect(majorMeta({ code: '510201', subcategory: '计算机类', duration: 3, degree: '' })).toBe('510201 · 计算机类 · 3年')
    expect(durationLabel(null)).toBe('')
  })

  it('format rates, money and scores', () => {
    expect(percentLabel(0.935)).toBe('93.5%')
    expect(percentLabel(1)).toBe('100%')
    expect(percentLabel(null)).toBe('')
    expect(salaryLabel(6500)).toBe('¥6,500/月')
    expect(salaryLabel(12345.6)).toBe('¥12,346/月')
    expect(salaryLabel(null)).toBe('')
    expect(priceLabel(1999)).toBe('¥1,999')
    expect(priceLabel(99.5)).toBe('¥99.5')
    expect(priceLabel(0.1 + 0.2)).toBe('¥0.3')
    expect(rankScoreLabel(98.76)).toBe('98.8')
    expect(rankScoreLabel(100)).toBe('100')
    expect(rankScoreLabel(null)).toBe('')
  })

  it('describe civil-service positions; no majors listed means any major', () => {
    expect(civilMajorsLabel([])).toBe('不限专业')
    expect(civilMajorsLabel(['计算机科学与技术', '软件工程'])).toBe('计算机科学与技术、软件工程')
    expect(civilMeta({ exam: '国考', year: 2025, education: '本科及以上', count: 2 })).toBe('国考 · 2025年 · 本科及以上 · 招2人')
  })

  it('describe a news item with its relative or full time, nationwide when no province', () => {
    const now = Date.parse('2025-06-10T12:00:00+08:00')
    expect(newsMeta({ category: '政策', province: null, published_at: '2025-06-10T09:00:00+08:00' }, 'relative', now)).toBe('政策 · 全国 · 3小时前')
    expect(newsMeta({ category: '', province: '河南', published_at: '2025-06-10T11:59:30+08:00' }, 'relative', now)).toBe('河南 · 刚刚')
    expect(newsMeta({ category: '政策', province: '河南', published_at: '2025-06-10T01:00:00Z' }, 'full')).toBe('政策 · 河南 · 2025-06-10 09:00')
  })
})

describe('relative time (spec §9, first reading), Beijing dates', () => {
  const now = Date.parse('2025-06-10T12:00:00Z')
  const ago = (ms: number) => new Date(now - ms).toISOString()
  it('steps from 刚刚 through minutes, hours and days to the date', () => {
    expect(relativeTime(ago(59_000), now)).toBe('刚刚')
    expect(relativeTime(ago(-5_000), now)).toBe('刚刚')
    expect(relativeTime(ago(60_000), now)).toBe('1分钟前')
    expect(relativeTime(ago(59 * 60_000), now)).toBe('59分钟前')
    expect(relativeTime(ago(3_600_000), now)).toBe('1小时前')
    expect(relativeTime(ago(23.9 * 3_600_000), now)).toBe('23小时前')
    expect(relativeTime(ago(24 * 3_600_000), now)).toBe('1天前')
    expect(relativeTime(ago(6.9 * 86_400_000), now)).toBe('6天前')
    expect(relativeTime(ago(7 * 86_400_000), now)).toBe('06-03')
    // Beijing dates: 20:00 UTC on 31 Dec 2024 is already 1 Jan 2025 there.
    expect(relativeTime('2024-12-31T20:00:00Z', now)).toBe('01-01')
    expect(relativeTime('2023-03-04T12:00:00+08:00', now)).toBe('2023-03-04')
    expect(relativeTime('not a date', now)).toBe('')
  })

  it('writes the date and time in Beijing time', () => {
    expect(dateTimeLabel('2025-06-07T01:05:00Z')).toBe('2025-06-07 09:05')
    expect(dateTimeLabel('2025-06-07T08:05:00+08:00')).toBe('2025-06-07 08:05')
    expect(dateTimeLabel('')).toBe('')
  })
})

describe('ranking series', () => {
  const list = (id: number, year: number, name = '软科中国大学排名', kind: RankingList['kind'] = 'university', subject = ''): RankingList => ({
    id,
    name,
    publisher: '软科',
    year,
    kind,
    subject,
    description: '',
    source: sample
  })
  const lists = [
    list(1, 2024),
    list(2, 2025),
    list(3, 2025, '软科中国大学专业排名', 'profession', '080901 计算机科学与技术'),
    list(4, 2025, '软科中国大学专业排名', 'profession', '080902 软件工程'),
    list(5, 2023)
  ]

  it('groups yearly lists, newest year first, one series per subject', () => {
    const series = rankingSeries(lists)
    expect(series.map((s) => [s.name, s.subject, s.years.map((y) => y.year)])).toEqual([
      ['软科中国大学排名', '', [2025, 2024, 2023]],
      ['软科中国大学专业排名', '080901 计算机科学与技术', [2025]],
      ['软科中国大学专业排名', '080902 软件工程', [2025]]
    ])
  })

  it('locates a list and resolves what rankSelect has chosen', () => {
    const series = rankingSeries(lists)
    const [general, cs] = series
    expect(locateRanking(series, 5)).toEqual({ key: general.key, year: 2023 })
    expect(locateRanking(series, 99)).toBeUndefined()
    const pick = (openedId: number, picked: { key?: string; year?: number }) => {
      const s = rankSelection(series, openedId, picked)
      return s && [s.series.key, s.year, s.id]
    }
    // Opened for the 2024 list: that series and year until the user picks.
    expect(pick(1, {})).toEqual([general.key, 2024, 1])
    expect(pick(1, { year: 2023 })).toEqual([general.key, 2023, 5])
    // Another series: the opened year does not carry over; a year it lacks falls to its newest.
    expect(pick(1, { key: cs.key })).toEqual([cs.key, 2025, 3])
    expect(pick(1, { key: cs.key, year: 2019 })).toEqual([cs.key, 2025, 3])
    // Opened without a known list: the first series, newest year.
    expect(pick(NaN, {})).toEqual([general.key, 2025, 2])
    expect(rankSelection([], 1, {})).toBeUndefined()
  })

  it('titles a list with its year and subject', () => {
    expect(rankingTitle(lists[1])).toBe('2025 软科中国大学排名')
    expect(rankingTitle(lists[2])).toBe('2025 软科中国大学专业排名 · 080901 计算机科学与技术')
  })
})

describe('paged list state', () => {
  const page = (ids: number[], count: number) => ({ count, results: ids.map((id) => ({ id })) })
  const key = (i: { id: number }) => i.id

  it('loads page 1, appends later pages without repeats, and knows when it is done', () => {
    let s = pageStarted(emptyPaged<{ id: number }>())
    expect(s.loading).toBe(true)
    expect(nextPage(s)).toBeNull()
    s = pageLoaded(s, 1, page([1, 2, 3], 5), key)
    expect(s).toMatchObject({ page: 1, count: 5, loaded: true, loading: false })
    expect(hasMore(s)).toBe(true)
    expect(nextPage(s)).toBe(2)
    // A row published meanwhile shifts the offsets: row 3 comes again on page 2.
    s = pageLoaded(pageStarted(s), 2, page([3, 4, 5], 5), key)
    expect(s.items.map(key)).toEqual([1, 2, 3, 4, 5])
    expect(hasMore(s)).toBe(false)
    expect(nextPage(s)).toBeNull()
  })

  it('keeps the rows on failure, remembers the failed page, and replaces them on refresh', () => {
    let s = pageLoaded(emptyPaged<{ id: number }>(), 1, page([1, 2], 4), key)
    s = pageFailed(pageStarted(s), 2, '网络不可用')
    expect(s).toMatchObject({ error: '网络不可用', failedPage: 2, loading: false })
    expect(s.items).toHaveLength(2)
    expect(nextPage(s)).toBeNull()
    s = pageStarted(s)
    expect(s.items).toHaveLength(2)
    expect(s.error).toBeNull()
    s = pageLoaded(s, 1, page([9, 1], 5), key)
    expect(s.items.map(key)).toEqual([9, 1])
    expect(s).toMatchObject({ failedPage: 0, page: 1, count: 5 })
  })

  it('an empty answer is loaded and has nothing more', () => {
    const s = pageLoaded(emptyPaged(), 1, { count: 0, results: [] })
    expect(s.loaded).toBe(true)
    expect(hasMore(s)).toBe(false)
  })
})
