/**
 * The runtime's pure rules (docs/runtime.md): push clicks (src/lib/pushPayload.ts), the reconnect
 * re-initialization after 500 ms (src/lib/reconnect.ts) and the guide tips (src/lib/guideTips.ts).
 */
import { pushOpen, readPushPayload, wantsSystemBrowser } from '../../src/lib/pushPayload'
import { RECONNECT_DELAY_MS, reconnectWatcher } from '../../src/lib/reconnect'
import { GUIDE_SETS, GUIDE_SET_IDS, dueGuides, guideSteps, isGuideDue, markGuideSeen, moveGuide, readSeenGuides, type GuideSet } from '../../src/lib/guideTips'

const isAppPage = (p: string) => ['personal/message', 'forum/questionRanks/questionDetail', 'pages/vip/index'].includes(p)

describe('push payload', () => {
  test('reads objects, JSON texts and getui click wrappers; drops unknown fields and wrong types', () => {
    expect(readPushPayload({ url: 'https://a.cn', sys_browser: true, action: 'news', extra: 1 })).toEqual({ url: 'https://a.cn', sys_browser: true, action: 'news' })
    expect(readPushPayload('{"url":"/personal/message","sys_browser":"1"}')).toEqual({ url: '/personal/message', sys_browser: '1' })
    expect(readPushPayload({ title: 't', payload: '{"url":"https://a.cn"}' })).toEqual({ url: 'https://a.cn' })
    expect(readPushPayload({ url: 5, action: ['x'] })).toEqual({})
    expect(readPushPayload('not json')).toEqual({})
    expect(readPushPayload(null)).toEqual({})
  })

  test('sys_browser as senders write it', () => {
    for (const yes of [true, 1, '1', 'true'] as const) expect(wantsSystemBrowser(yes)).toBe(true)
    for (const no of [false, 0, '0', 'false', '', undefined] as const) expect(wantsSystemBrowser(no)).toBe(false)
  })

  test('a url opens: http(s) in the web view, in the system browser with sys_browser', () => {
    expect(pushOpen({ url: 'https://www.example.cn/a?b=1' }, isAppPage)).toEqual({ kind: 'web', url: 'https://www.example.cn/a?b=1' })
    expect(pushOpen({ url: ' https://www.example.cn/a ', sys_browser: 1 }, isAppPage)).toEqual({ kind: 'browser', url: 'https://www.example.cn/a' })
    expect(pushOpen({ url: 'http://x.cn', sys_browser: 'true', action: 'ad' }, isAppPage)).toEqual({ kind: 'browser', url: 'http://x.cn' })
  })

  test('an in-app page opens as a page (with or without the leading slash); sys_browser does not send a page out', () => {
    expect(pushOpen({ url: '/forum/questionRanks/questionDetail?id=7' }, isAppPage)).toEqual({ kind: 'page', path: '/forum/questionRanks/questionDetail?id=7' })
    expect(pushOpen({ url: 'pages/vip/index', sys_browser: true }, isAppPage)).toEqual({ kind: 'page', path: '/pages/vip/index' })
    // Encoded as a sender may put it in a query: read as the web views read one.
    expect(pushOpen({ url: '%2Fforum%2FquestionRanks%2FquestionDetail%3Fid%3D7' }, isAppPage)).toEqual({ kind: 'page', path: '/forum/questionRanks/questionDetail?id=7' })
    expect(pushOpen({ url: '%2F%2Fevil.cn%2Fx' }, isAppPage)).toEqual({ kind: 'messages' })
  })

  test('without a usable url: the messages page', () => {
    for (const url of [undefined, '', '   ', 'javascript:alert(1)', '//evil.cn/x', 'ftp://a.cn', '/no/such/page', 'https://a.cn/x y', 'https:///nohost'])
      expect(pushOpen({ url, action: 'message' }, isAppPage)).toEqual({ kind: 'messages' })
    expect(pushOpen({}, isAppPage)).toEqual({ kind: 'messages' })
  })
})

describe('reconnect', () => {
  beforeEach(() => jest.useFakeTimers())
  afterEach(() => jest.useRealTimers())

  test('a comeback re-runs initialization after 500 ms, once', () => {
    const reinit = jest.fn()
    const feed = reconnectWatcher(reinit, true)
    feed(true) // wifi → 4G: no comeback
    jest.advanceTimersByTime(RECONNECT_DELAY_MS)
    expect(reinit).not.toHaveBeenCalled()
    feed(false)
    feed(true)
    jest.advanceTimersByTime(RECONNECT_DELAY_MS - 1)
    expect(reinit).not.toHaveBeenCalled()
    feed(true)
    jest.advanceTimersByTime(1)
    expect(reinit).toHaveBeenCalledTimes(1)
    jest.advanceTimersByTime(5000)
    expect(reinit).toHaveBeenCalledTimes(1)
  })

  test('launched offline, the first connection re-runs it; a drop within 500 ms cancels the run', () => {
    const reinit = jest.fn()
    const feed = reconnectWatcher(reinit, false)
    feed(true)
    jest.advanceTimersByTime(300)
    feed(false)
    jest.advanceTimersByTime(1000)
    expect(reinit).not.toHaveBeenCalled()
    feed(true)
    jest.advanceTimersByTime(RECONNECT_DELAY_MS)
    expect(reinit).toHaveBeenCalledTimes(1)
  })
})

describe('guide tips', () => {
  test('five sets, each with elements, a version, an order and a skippable flag', () => {
    expect([...GUIDE_SET_IDS].sort()).toEqual(['chatView', 'circle', 'downloadTooltip', 'filterPopup', 'index'])
    for (const id of GUIDE_SET_IDS) {
      const set = GUIDE_SETS[id]
      expect(set.id).toBe(id)
      expect(set.elements.length).toBeGreaterThan(0)
      expect(Number.isInteger(set.version) && set.version >= 1).toBe(true)
      for (const e of set.elements) expect(e.target).toMatch(/^\.[a-z][\w-]*$/)
    }
    expect(new Set(GUIDE_SET_IDS.map((id) => GUIDE_SETS[id].order)).size).toBe(5)
  })

  test('shown once per version: seen at this version it is not due; a new version is due again', () => {
    const set = GUIDE_SETS.circle
    expect(isGuideDue(set, {})).toBe(true)
    const seen = markGuideSeen({}, set)
    expect(seen).toEqual({ circle: set.version })
    expect(isGuideDue(set, seen)).toBe(false)
    expect(isGuideDue({ ...set, version: set.version + 1 }, seen)).toBe(true)
    expect(isGuideDue({ ...set, elements: [] }, {})).toBe(false)
  })

  test('stored seen versions are read defensively', () => {
    expect(readSeenGuides({ index: 2, circle: '1', chatView: 1.5, other: 3 })).toEqual({ index: 2 })
    expect(readSeenGuides('x')).toEqual({})
    expect(readSeenGuides([1])).toEqual({})
  })

  test('the due sets of a page come lowest order first; elements in their order', () => {
    const sets = { ...GUIDE_SETS, chatView: { ...GUIDE_SETS.chatView, order: 0 } }
    expect(dueGuides(['index', 'chatView', 'circle'], { circle: 1 }, sets).map((s) => s.id)).toEqual(['chatView', 'index'])
    const shuffled: GuideSet = {
      ...GUIDE_SETS.index,
      elements: [
        { target: '.b', text: 'b', order: 2 },
        { target: '.a', text: 'a', order: 1 }
      ]
    }
    expect(guideSteps(shuffled).map((e) => e.target)).toEqual(['.a', '.b'])
  })

  test('next walks the steps and ends after the last; skip ends a skippable set and is ignored otherwise', () => {
    const set = GUIDE_SETS.filterPopup
    let p = moveGuide({ set, step: 0 }, 'next')
    expect(p).toEqual({ set, step: 1 })
    p = moveGuide(p!, 'next')
    expect(p).toEqual({ set, step: 2 })
    expect(moveGuide(p!, 'next')).toBeNull()
    expect(moveGuide({ set, step: 0 }, 'skip')).toBeNull()
    const fixed = GUIDE_SETS.downloadTooltip
    expect(fixed.skippable).toBe(false)
    expect(moveGuide({ set: fixed, step: 0 }, 'skip')).toEqual({ set: fixed, step: 0 })
    expect(moveGuide({ set: fixed, step: 0 }, 'next')).toBeNull()
  })
})
