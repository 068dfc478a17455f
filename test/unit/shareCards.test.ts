/** src/lib/shareCards.ts and src/lib/linkTargets.ts: each share card opens the right page with its parameters; each link text opens its item. */
import { cardTitle, CARD_TITLE_MAX, formCard, institutionCard, majorCard, spaceCard, timelineQuery } from '../../src/lib/shareCards'
import { isAppTarget, linkTargetPath } from '../../src/lib/linkTargets'
import { routeOfUrl } from '../../src/lib/loginGuard'

test('each card opens its page with the item’s parameters and names its 5:4 picture', () => {
  expect(institutionCard({ id: 12, name: '北京大学' })).toEqual({
    title: '北京大学：分数线、招生计划和开设专业',
    path: '/gaokao/university/detail?id=12',
    image: 'institution'
  })
  expect(majorCard({ code: '080901', name: '计算机科学与技术' })).toMatchObject({ path: '/gaokao/search/detail?code=080901', image: 'major' })
  expect(formCard('必得高考')).toEqual({ title: '我在必得高考填好了志愿表，你也来试试', path: '/pages/tabbar/application', image: 'form' })
  expect(spaceCard({ id: 5, name: '物理', code: 'Ab3dEf9K' })).toMatchObject({ path: '/gaokao/share/shareSpace?id=5&code=Ab3dEf9K', image: 'space' })
  expect(spaceCard({ id: 5, name: '物理', code: null }).path).toBe('/cloud/share/shareSpaceDetail?id=5')
})

test('every page a card opens exists, and each is open to visitors', () => {
  for (const card of [institutionCard({ id: 1, name: 'x' }), majorCard({ code: '0101', name: 'x' }), formCard('x'), spaceCard({ id: 1, name: 'x', code: 'Ab3dEf9K' })]) {
    const route = routeOfUrl(card.path)
    expect(route).toBeDefined()
    expect(route!.needsLogin).toBe(false)
  }
})

test('long titles are cut with …; 朋友圈 gets the path’s query', () => {
  const title = cardTitle('很'.repeat(40))
  expect(Array.from(title)).toHaveLength(CARD_TITLE_MAX)
  expect(title.endsWith('…')).toBe(true)
  expect(timelineQuery('/gaokao/university/detail?id=12')).toBe('id=12')
  expect(timelineQuery('/pages/tabbar/application')).toBe('')
})

test('a link text opens its item’s page, which a visitor may open', () => {
  const paths = [
    linkTargetPath({ kind: 'space', code: 'Ab3dEf9K', id: 3 }),
    linkTargetPath({ kind: 'institution', id: '12' }),
    linkTargetPath({ kind: 'major', id: '100201K' }),
    linkTargetPath({ kind: 'post', id: '7' })
  ]
  expect(paths).toEqual([
    '/gaokao/share/shareSpace?id=3&code=Ab3dEf9K',
    '/gaokao/university/detail?id=12',
    '/gaokao/search/detail?code=100201K',
    '/forum/questionRanks/questionDetail?id=7'
  ])
  for (const p of paths) expect(routeOfUrl(p)!.needsLogin).toBe(false)
})

test('in-app targets: known pages, never the login or web view pages themselves', () => {
  expect(isAppTarget('/pages/vip/index')).toBe(true)
  expect(isAppTarget('/gaokao/university/detail')).toBe(true)
  expect(isAppTarget('/personal/loginWithPhone')).toBe(false)
  expect(isAppTarget('/pages/webview/index')).toBe(false)
  expect(isAppTarget('/pages/return/index')).toBe(false)
  expect(isAppTarget('/nope')).toBe(false)
})
