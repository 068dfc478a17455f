import type { Circle } from '../../types/forumCircles'
import { levelParam, memberText, paramText, postCountText, tagModeOf, withCircleMembership, withMembership } from '../../src/lib/circleView'

describe('tagModeOf: which of tag/tag’s three pages a URL asks for', () => {
  test('no query: 话题广场, with the level when it is one', () => {
    expect(tagModeOf({})).toEqual({ kind: 'square', level: undefined })
    expect(tagModeOf({ level: 'university' })).toEqual({ kind: 'square', level: 'university' })
    expect(tagModeOf({ level: 'primary', name: '', circle: ' ' })).toEqual({ kind: 'square', level: undefined })
  })

  test('?circle= a circle (it wins over a name); ?name= a hashtag, decoded, without its #', () => {
    expect(tagModeOf({ circle: 'gaokao-2027', name: 'x' })).toEqual({ kind: 'circle', circle: 'gaokao-2027' })
    expect(tagModeOf({ name: encodeURIComponent('#强基计划'), level: 'middle_school' })).toEqual({ kind: 'hashtag', name: '强基计划', level: 'middle_school' })
    expect(tagModeOf({ name: '错题本' })).toEqual({ kind: 'hashtag', name: '错题本', level: undefined })
    expect(tagModeOf({ name: '##' })).toEqual({ kind: 'square', level: undefined })
  })

  test('parameters: percent-decoded when they are, as they came when not; blank is none', () => {
    expect(paramText('%E5%BC%BA%E5%9F%BA')).toBe('强基')
    expect(paramText('100%')).toBe('100%')
    expect(paramText('  ')).toBeUndefined()
    expect(paramText(undefined)).toBeUndefined()
    expect(levelParam('university')).toBe('university')
    expect(levelParam('高中')).toBeUndefined()
  })
})

describe('a circle as shown', () => {
  const circle = (id: number, joined = false, count = 9): Circle => ({
    id,
    slug: `c${id}`,
    level: 'middle_school',
    name: `圈${id}`,
    description: '',
    member_count: count,
    joined,
    is_demo: false
  })

  test('counts in k/w', () => {
    expect(memberText(0)).toBe('0 成员')
    expect(memberText(12345)).toBe('1.2w 成员')
    expect(postCountText(1000)).toBe('1k 篇帖子')
  })

  test('a join or leave changes that circle only, with the server’s count', () => {
    expect(withMembership(circle(1), { joined: true, member_count: 10 })).toEqual(circle(1, true, 10))
    expect(withCircleMembership([circle(1), circle(2)], 2, { joined: true, member_count: 3 })).toEqual([circle(1), circle(2, true, 3)])
  })
})
