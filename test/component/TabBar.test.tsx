/** components/TabBar.tsx: a tap selects the tab at once; a failed switch or a return shows the page's own tab. */
import { act } from 'react'
import { createRoot, type Root } from 'react-dom/client'

;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

jest.mock('@tarojs/components', () => jest.requireActual('../support/taroHosts').taroHosts)

const switchTab = jest.fn()
let didShow: (() => void) | undefined
jest.mock('@tarojs/taro', () => ({
  __esModule: true,
  default: { switchTab: (...args: unknown[]) => switchTab(...args) },
  useDidShow: (fn: () => void) => {
    didShow = fn
  }
}))

import { TabBar } from '../../src/components/TabBar'

let container: HTMLDivElement
let root: Root

beforeEach(() => {
  switchTab.mockReset()
  container = document.createElement('div')
  document.body.appendChild(container)
  root = createRoot(container)
  act(() => root.render(<TabBar current='forum' />))
})

afterEach(() => {
  act(() => root.unmount())
  container.remove()
})

const selected = () => container.querySelector('[aria-selected="true"]')?.getAttribute('data-testid')
const tap = (id: string) => act(() => (container.querySelector(`[data-testid="tab-${id}"]`) as HTMLElement).click())

test('a tap selects the tapped tab before its page has opened, and opens it', () => {
  switchTab.mockReturnValue(new Promise(() => undefined))
  expect(selected()).toBe('tab-forum')
  tap('newStudy')
  expect(selected()).toBe('tab-newStudy')
  expect(switchTab).toHaveBeenCalledWith({ url: '/pages/tabbar/newStudy' })
})

test('a switch that fails shows the page’s own tab again', async () => {
  switchTab.mockRejectedValue(new Error('switchTab:fail'))
  tap('personal')
  await act(async () => undefined)
  expect(selected()).toBe('tab-forum')
})

test('coming back to the page shows its own tab; tapping the selected tab does nothing', () => {
  switchTab.mockResolvedValue(undefined)
  tap('databank')
  act(() => didShow?.())
  expect(selected()).toBe('tab-forum')
  switchTab.mockClear()
  tap('forum')
  expect(switchTab).not.toHaveBeenCalled()
})

test('each tab shows its own icon, in its selected form on the selected tab only', async () => {
  switchTab.mockReturnValue(new Promise(() => undefined))
  const icon = (id: string) => container.querySelector(`[data-testid="tab-${id}"] .tabbar__icon`)
  for (const id of ['forum', 'databank', 'application', 'newStudy', 'personal']) expect(icon(id)?.classList.contains(`tabbar__icon--${id}`)).toBe(true)
  const activeIcons = () => [...container.querySelectorAll('.tabbar__item--active .tabbar__icon')].map((el) => el.className)
  expect(activeIcons()).toEqual(['tabbar__icon tabbar__icon--forum'])
  tap('application')
  expect(activeIcons()).toEqual(['tabbar__icon tabbar__icon--application'])
})
