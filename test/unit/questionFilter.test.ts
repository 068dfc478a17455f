/** The question filter and rank lists' rules (src/lib/questionFilter.ts): address ⇄ filter, API query, labels, empty texts, rank figures. */
import { buildQuery } from '../../src/lib/query'
import {
  emptyFilterText,
  emptyRankText,
  filterFromParams,
  filterParams,
  filterQuery,
  filterSummary,
  levelParam,
  rankFigure,
  rankKindParam,
  rankSecondary,
  sameFilter,
  toggled,
  withinConfig,
  type QuestionFilter
} from '../../src/lib/questionFilter'

const QA = [
  { key: 'apply', label: '志愿填报' },
  { key: 'major', label: '专业' }
]
const TABS = [
  { key: 'gaokao', label: '高考' },
  { key: 'apply', label: '志愿填报' }
]
const ALL: QuestionFilter = { level: 'middle_school', state: 'all', sort: 'latest' }

describe('filter ⇄ address', () => {
  test('an empty address is every question of the fallback level, newest first', () => {
    expect(filterFromParams({}, 'university')).toEqual({ ...ALL, level: 'university' })
  })

  test('every field read back as written', () => {
    const filter: QuestionFilter = { level: 'university', qaTag: 'major', tab: 'kaoyan', state: 'unanswered', sort: 'hot' }
    expect(filterParams(filter)).toEqual({ level: 'university', qa_tag: 'major', tab: 'kaoyan', state: 'unanswered', sort: 'hot' })
    expect(filterFromParams(filterParams(filter), 'middle_school')).toEqual(filter)
    const query = new URLSearchParams(buildQuery(filterParams(filter)))
    expect(filterFromParams(Object.fromEntries(query), 'middle_school')).toEqual(filter)
  })

  test('defaults stay out of the address; the level is always there', () => {
    expect(filterParams(ALL)).toEqual({ level: 'middle_school' })
    expect(filterParams({ ...ALL, state: 'solved' })).toEqual({ level: 'middle_school', state: 'solved' })
  })

  test.each([
    [{ level: 'high' }, ALL],
    [{ state: 'done', sort: 'new' }, ALL],
    [{ qa_tag: '', tab: 'recommend' }, ALL],
    [{ qa_tag: '<script>', tab: 'a'.repeat(33) }, ALL],
    [
      { state: 'solved', qa_tag: 'apply' },
      { ...ALL, state: 'solved', qaTag: 'apply' }
    ]
  ])('unknown or malformed values fall back: %j', (params, expected) => {
    expect(filterFromParams(params, 'middle_school')).toEqual(expected)
  })

  test('levelParam and rankKindParam', () => {
    expect(levelParam('university', 'middle_school')).toBe('university')
    expect(levelParam(undefined, 'university')).toBe('university')
    expect(levelParam('x', 'middle_school')).toBe('middle_school')
    expect(rankKindParam('week')).toBe('week')
    expect(rankKindParam('hot')).toBe('answers')
    expect(rankKindParam(undefined)).toBe('answers')
  })
})

describe('the query sent', () => {
  test('withinConfig drops a QA tag or tab the config does not list', () => {
    expect(withinConfig({ ...ALL, qaTag: 'gone', tab: 'apply' }, QA, TABS)).toEqual({ ...ALL, tab: 'apply' })
    expect(withinConfig({ ...ALL, qaTag: 'major', tab: 'kaoyan' }, QA, TABS)).toEqual({ ...ALL, qaTag: 'major' })
  })

  test('filterQuery names what narrows, and the cursor', () => {
    expect(filterQuery(ALL)).toEqual({ level: 'middle_school', state: 'all', sort: 'latest' })
    expect(filterQuery({ ...ALL, qaTag: 'apply', tab: 'gaokao', sort: 'hot' }, '3.12')).toEqual({
      level: 'middle_school',
      qa_tag: 'apply',
      tab: 'gaokao',
      state: 'all',
      sort: 'hot',
      cursor: '3.12'
    })
  })

  test('sameFilter and toggled', () => {
    expect(sameFilter(ALL, { ...ALL })).toBe(true)
    expect(sameFilter(ALL, { ...ALL, qaTag: 'apply' })).toBe(false)
    expect(sameFilter(ALL, { ...ALL, sort: 'hot' })).toBe(false)
    expect(toggled(undefined, 'apply')).toBe('apply')
    expect(toggled('apply', 'apply')).toBeUndefined()
    expect(toggled('apply', 'major')).toBe('major')
  })
})

describe('texts', () => {
  test('the summary and the empty state name the filter', () => {
    expect(filterSummary(ALL, QA, TABS)).toBe('全部问题')
    const narrowed: QuestionFilter = { ...ALL, qaTag: 'apply', tab: 'gaokao', state: 'unanswered' }
    expect(filterSummary(narrowed, QA, TABS)).toBe('志愿填报 · 高考 · 待回答')
    expect(emptyFilterText(narrowed, QA, TABS)).toEqual({ title: '「志愿填报 · 高考 · 待回答」下暂无问题', hint: '换个条件试试' })
    expect(emptyFilterText({ ...ALL, state: 'solved' }, QA, TABS).title).toBe('「已解决」下暂无问题')
    expect(emptyFilterText({ ...ALL, sort: 'hot' }, QA, TABS)).toEqual({ title: '还没有问题', hint: '去首页提一个问题吧' })
  })

  test('a rank row shows what its list ranks by, written k/w', () => {
    const entry = { heat: 12_345, post: { answer_count: 1000, like_count: 999 } }
    expect(rankFigure('answers', entry)).toBe('1k 回答')
    expect(rankFigure('likes', entry)).toBe('999 赞')
    expect(rankFigure('week', entry)).toBe('1.2w 热度')
  })

  test('empty rank lists', () => {
    expect(emptyRankText('week').title).toBe('本周还没有热门问题')
    expect(emptyRankText('answers').hint).toBe('有回答的问题会出现在这里')
    expect(emptyRankText('likes').hint).toBe('获赞的问题会出现在这里')
  })
})

describe('rankSecondary', () => {
  test('the counts the list does not rank by', () => {
    const post = { answer_count: 12, like_count: 10_500 }
    expect(rankSecondary('answers', post)).toBe('1w 赞')
    expect(rankSecondary('likes', post)).toBe('12 回答')
    expect(rankSecondary('week', post)).toBe('12 回答 · 1w 赞')
  })
})
