/**
 * components/UnderConstruction.tsx: the page scripts/gen-pages.ts gives a route until it is built
 * (every route of src/routes.ts is built today, so no H5 page shows it; a new route does).
 */
import { act } from 'react'

jest.mock('@tarojs/components', () => jest.requireActual('../support/taroHosts').taroHosts)
jest.mock('@nutui/nutui-react-taro', () => {
  const { createElement } = jest.requireActual('react')
  return {
    Button: ({ children, onClick, ...props }: { children: unknown; onClick: () => void }) =>
      createElement('button', { onClick, 'data-testid': (props as Record<string, string>)['data-testid'] }, children)
  }
})
jest.mock('../../src/components/PageShell', () => ({ PageShell: ({ children }: { children: unknown }) => children }))
const switchTab = jest.fn(async () => undefined)
const navigateBack = jest.fn(async () => undefined)
let pages = 1
jest.mock('@tarojs/taro', () => ({
  __esModule: true,
  default: {
    switchTab: (...args: unknown[]) => switchTab(...(args as [])),
    navigateBack: (...args: unknown[]) => navigateBack(...(args as [])),
    getCurrentPages: () => Array.from({ length: pages })
  }
}))

import { UnderConstruction } from '../../src/components/UnderConstruction'
import { domRootPerTest } from '../support/domRoot'

const dom = domRootPerTest()
beforeEach(() => {
  switchTab.mockClear()
  navigateBack.mockClear()
})

const click = (testId: string) => act(() => dom.byTestId(testId)!.click())

test("says 功能建设中 under the route's title, and 回到首页 opens the home tab", () => {
  act(() => dom.render(<UnderConstruction page='pages/other/wxMediaPlatform' />))
  const text = dom.container().querySelector('[data-testid="under-construction"]')!.textContent
  expect(text).toContain('公众号')
  expect(text).toContain('功能建设中')
  click('under-construction-home')
  expect(switchTab).toHaveBeenCalledWith({ url: '/pages/tabbar/forum' })
})

test('返回 goes back when there is a page to go back to, else home', () => {
  act(() => dom.render(<UnderConstruction page='pages/other/wxMediaPlatform' />))
  pages = 2
  click('under-construction-back')
  expect(navigateBack).toHaveBeenCalledTimes(1)
  pages = 1
  click('under-construction-back')
  expect(switchTab).toHaveBeenCalledWith({ url: '/pages/tabbar/forum' })
})
