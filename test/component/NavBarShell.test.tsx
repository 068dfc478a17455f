/** components/PageShellView.tsx: the H5 nav bar on sub-pages (route title), the tab bar on tabs, the `wide` column. */
import { act } from 'react'
import { createRoot, type Root } from 'react-dom/client'

;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

jest.mock('@tarojs/components', () => jest.requireActual('../support/taroHosts').taroHosts)

let path = ''
jest.mock('@tarojs/taro', () => ({
  __esModule: true,
  default: {
    getCurrentInstance: () => ({ router: { path, params: {} } }),
    redirectTo: () => Promise.resolve(),
    switchTab: () => Promise.resolve(),
    getCurrentPages: () => []
  },
  useDidShow: () => undefined
}))
jest.mock('../../src/env', () => ({ PLATFORM: 'h5' }))
jest.mock('../../src/platform/session', () => ({ platformSession: () => ({ load: () => ({ token: 't' }) }) }))

import { PageShellView } from '../../src/components/PageShellView'

let container: HTMLDivElement
let root: Root

beforeEach(() => {
  container = document.createElement('div')
  document.body.appendChild(container)
  root = createRoot(container)
})

afterEach(() => {
  act(() => root.unmount())
  container.remove()
})

const render = (at: string, element: React.ReactElement) => {
  path = at
  act(() => root.render(element))
}
const navTitle = () => container.querySelector('[data-testid="navbar"]')?.textContent

test('a sub-page shows its route title in the nav bar, and no tab bar', () => {
  render('/personal/settings/policy', <PageShellView>x</PageShellView>)
  expect(navTitle()).toBe('隐私政策')
  expect(container.querySelector('[data-testid="tabbar"]')).toBeNull()
})

test('a tab page shows the tab bar and no nav bar', () => {
  render('/pages/tabbar/forum', <PageShellView tab='forum'>x</PageShellView>)
  expect(navTitle()).toBeUndefined()
  expect(container.querySelector('[data-testid="tabbar"]')).not.toBeNull()
})

test('`wide` marks the page root for the wider column', () => {
  render('/gaokao/university/list', <PageShellView wide>x</PageShellView>)
  expect(container.querySelector('.page-shell')?.className).toBe('page-shell page-shell--wide')
  act(() => root.render(<PageShellView>x</PageShellView>))
  expect(container.querySelector('.page-shell')?.className).toBe('page-shell')
})
