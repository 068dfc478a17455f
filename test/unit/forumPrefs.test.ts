import { interestsForLevel, orderTabs, parseForumPrefs, toggleInterest } from '../../src/lib/forumPrefs'

const tabs = [
  { key: 'recommend', label: '推荐' },
  { key: 'gaokao', label: '高考' },
  { key: 'apply', label: '志愿填报' },
  { key: 'study', label: '学习方法' },
  { key: 'campus', label: '校园生活' }
]

describe('forum prefs (the welcome page’s choice)', () => {
  it('reads a stored choice, and nothing from a damaged or foreign one', () => {
    expect(parseForumPrefs({ level: 'university', interests: ['kaoyan', 'career'] })).toEqual({ level: 'university', interests: ['kaoyan', 'career'] })
    expect(parseForumPrefs({ level: 'middle_school', interests: ['apply', 'apply', 3, 'recommend'] })).toEqual({ level: 'middle_school', interests: ['apply'] })
    expect(parseForumPrefs({ level: 'middle_school' })).toEqual({ level: 'middle_school', interests: [] })
    expect(parseForumPrefs({ level: 'primary', interests: [] })).toBeUndefined()
    expect(parseForumPrefs('')).toBeUndefined()
    expect(parseForumPrefs(undefined)).toBeUndefined()
    expect(parseForumPrefs(null)).toBeUndefined()
  })

  it('lists 推荐 first, then the picked tabs in the config’s order, then the others', () => {
    expect(orderTabs(tabs, ['campus', 'apply']).map((t) => t.key)).toEqual(['recommend', 'apply', 'campus', 'gaokao', 'study'])
    expect(orderTabs(tabs, []).map((t) => t.key)).toEqual(tabs.map((t) => t.key))
    expect(orderTabs(tabs, ['kaoyan']).map((t) => t.key)).toEqual(tabs.map((t) => t.key))
  })

  it('toggles a pick, and keeps on a level switch only the picks the other level has', () => {
    expect(toggleInterest(['apply'], 'study')).toEqual(['apply', 'study'])
    expect(toggleInterest(['apply', 'study'], 'apply')).toEqual(['study'])
    const university = [{ key: 'kaoyan' }, { key: 'career' }, { key: 'campus' }]
    expect(interestsForLevel(['apply', 'campus'], university)).toEqual(['campus'])
  })
})
