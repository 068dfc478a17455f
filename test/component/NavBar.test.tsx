/** components/NavBar.tsx: the H5 navigation bar of a non-tab page: its title, and back (home when nothing is behind). */
import { act } from 'react'
import { createRoot, type Root } from 'react-dom/client'

;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

jest.mock('@tarojs/components', () => jest.requireActual('../support/taroHosts').taroHosts)

const navigateBack = jest.fn()
const switchTab = jest.fn()
let pages: unknown[] = []
jest.mock('@tarojs/taro', () => ({
  __esModule: true,
  default: {
    getCurrentPages: () => pages,
    navigateBack: (...args: unknown[]) => navigateBack(...args),
    switchTab: (...args: unknown[]) => switchTab(...args)
  }
}))

import { NavBar } from '../../src/components/NavBar'

let container: HTMLDivElement
let root: Root

beforeEach(() => {
  navigateBack.mockReset().mockResolvedValue(undefined)
  switchTab.mockReset().mockResolvedValue(undefined)
  container = document.createElement('div')
  document.body.appendChild(container)
  root = createRoot(container)
  act(() => root.render(<NavBar title='院校详情' />))
})

afterEach(() => {
  act(() => root.unmount())
  container.remove()
})

const back = () => container.querySelector('[data-testid="navbar-back"]') as HTMLElement

test('shows the title as the page heading and a labelled back button', () => {
  expect(container.querySelector('[role="heading"]')?.textContent).toBe('院校详情')
  expect(back().getAttribute('aria-label')).toBe('返回')
})

test('back goes to the page behind', () => {
  pages = [{}, {}]
  act(() => back().click())
  expect(navigateBack).toHaveBeenCalled()
  expect(switchTab).not.toHaveBeenCalled()
})

test('back goes home when the page was opened first (a link, a reload)', () => {
  pages = [{}]
  act(() => back().click())
  expect(navigateBack).not.toHaveBeenCalled()
  expect(switchTab).toHaveBeenCalledWith({ url: '/pages/tabbar/forum' })
})

test('back goes home when going back fails', async () => {
  pages = [{}, {}]
  navigateBack.mockRejectedValue(new Error('navigateBack:fail'))
  await act(async () => back().click())
  expect(switchTab).toHaveBeenCalledWith({ url: '/pages/tabbar/forum' })
})
