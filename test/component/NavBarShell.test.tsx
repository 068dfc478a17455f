/** components/PageShellView.tsx: the H5 nav bar on sub-pages (route title), the tab bar on tabs, the `wide` column. */
import { act } from 'react'

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
import { domRootPerTest } from '../support/domRoot'

const dom = domRootPerTest()

const render = (at: string, element: React.ReactElement) => {
  path = at
  act(() => dom.render(element))
}
const navTitle = () => dom.container().querySelector('[data-testid="navbar"]')?.textContent

test('a sub-page shows its route title in the nav bar, and no tab bar', () => {
  render('/personal/settings/policy', <PageShellView>x</PageShellView>)
  expect(navTitle()).toBe('隐私政策')
  expect(dom.container().querySelector('[data-testid="tabbar"]')).toBeNull()
})

test('a tab page shows the tab bar and no nav bar', () => {
  render('/pages/tabbar/forum', <PageShellView tab='forum'>x</PageShellView>)
  expect(navTitle()).toBeUndefined()
  expect(dom.container().querySelector('[data-testid="tabbar"]')).not.toBeNull()
})

test('`wide` marks the page root for the wider column', () => {
  render('/gaokao/university/list', <PageShellView wide>x</PageShellView>)
  expect(dom.container().querySelector('.page-shell')?.className).toBe('page-shell page-shell--wide')
  act(() => dom.render(<PageShellView>x</PageShellView>))
  expect(dom.container().querySelector('.page-shell')?.className).toBe('page-shell')
})
