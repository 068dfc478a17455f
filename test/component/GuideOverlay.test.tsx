/**
 * components/GuideOverlay.tsx: the page's due set step by step beside its elements, 下一步 / 知道了,
 * 跳过 when skippable, stored as seen at its version (shown once per version), steps whose element is
 * missing left out, and a set none of whose elements is on the page kept for a later visit.
 */
import { act } from 'react'
import { GUIDE_SEEN_KEY, GUIDE_SETS } from '../../src/lib/guideTips'

jest.mock('@tarojs/components', () => jest.requireActual('../support/taroHosts').taroHosts)

/** The selectors on the "page" and their rectangles. */
const onPage = new Map<string, { top: number; left: number; width: number; height: number }>()
jest.mock('@tarojs/taro', () => ({
  __esModule: true,
  default: {
    getWindowInfo: () => ({ windowHeight: 800, windowWidth: 390 }),
    createSelectorQuery: () => {
      let selector = ''
      const q = {
        select: (s: string) => ((selector = s), q),
        boundingClientRect: () => q,
        exec: (cb: (res: unknown[]) => void) => cb([onPage.get(selector) ?? null])
      }
      return q
    }
  }
}))

const stored = new Map<string, unknown>()
jest.mock('../../src/platform/storage', () => ({
  storage: { get: (k: string) => stored.get(k), set: (k: string, v: unknown) => stored.set(k, v), remove: (k: string) => stored.delete(k) }
}))

import { GuideOverlay } from '../../src/components/GuideOverlay'
import { domRootPerTest } from '../support/domRoot'

const dom = domRootPerTest()
beforeEach(() => {
  jest.useFakeTimers()
  stored.clear()
  onPage.clear()
})
afterEach(() => {
  jest.useRealTimers()
})

const q = dom.byTestId
// The element is looked up through a promise: let it and its retries settle.
const settle = async () => {
  for (let i = 0; i < 5; i++) await act(async () => jest.advanceTimersByTime(1000))
}
const mount = async () => {
  act(() => dom.render(<GuideOverlay sets={['filterPopup']} />))
  await settle()
}
const tap = async (testId: string) => {
  act(() => q(testId)!.click())
  await settle()
}
const steps = GUIDE_SETS.filterPopup.elements
const everyElement = () => steps.forEach((e, i) => onPage.set(e.target, { top: 100 + i * 50, left: 10, width: 200, height: 40 }))

test('each step beside its element; 知道了 on the last stores the version; not shown again', async () => {
  everyElement()
  await mount()
  expect(q('guide-filterPopup')?.textContent).toContain(steps[0].text)
  expect(dom.container().textContent).toContain(`1/${steps.length}`)
  const frame = dom.container().querySelector('.guide__frame') as HTMLElement
  expect(frame.style.top).toBe('94px')
  for (let i = 1; i < steps.length; i++) {
    await tap('guide-next')
    expect(dom.container().textContent).toContain(steps[i].text)
  }
  expect(q('guide-skip')).toBeNull()
  expect(q('guide-next')?.textContent).toBe('知道了')
  await tap('guide-next')
  expect(q('guide-filterPopup')).toBeNull()
  expect(stored.get(GUIDE_SEEN_KEY)).toEqual({ filterPopup: GUIDE_SETS.filterPopup.version })

  dom.remount()
  await mount()
  expect(q('guide-filterPopup')).toBeNull()
})

test('跳过 ends the set and counts it as seen', async () => {
  everyElement()
  stored.set(GUIDE_SEEN_KEY, { filterPopup: GUIDE_SETS.filterPopup.version - 1, index: 9 })
  await mount()
  await tap('guide-skip')
  expect(q('guide-filterPopup')).toBeNull()
  expect(stored.get(GUIDE_SEEN_KEY)).toEqual({ filterPopup: GUIDE_SETS.filterPopup.version, index: 9 })
})

test('a step whose element is missing is left out; a set with none on the page stays due', async () => {
  onPage.set(steps[1].target, { top: 600, left: 10, width: 200, height: 40 })
  await mount()
  expect(dom.container().textContent).toContain(steps[1].text)
  expect(dom.container().textContent).not.toContain(steps[0].text)
  // In the lower half of the screen the card sits above the element.
  expect((dom.container().querySelector('.guide__card') as HTMLElement).style.bottom).toBe('212px')
  onPage.clear()
  await tap('guide-next')
  expect(q('guide-filterPopup')).toBeNull()
  expect(stored.get(GUIDE_SEEN_KEY)).toEqual({ filterPopup: GUIDE_SETS.filterPopup.version })

  stored.clear()
  dom.remount()
  await mount()
  expect(q('guide-filterPopup')).toBeNull()
  expect(stored.get(GUIDE_SEEN_KEY)).toBeUndefined()
})
