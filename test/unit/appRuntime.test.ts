/**
 * components/appRuntime.ts, the wiring (docs/runtime.md): a tapped push opens its url (web view,
 * system browser, in-app page) or the messages page; the install's client id is bound when logged
 * in and again after a login, unbound at logout; a network comeback re-runs the launch initialization after 500 ms.
 */
import './support/globals'

jest.mock('@tarojs/taro', () => ({ __esModule: true, default: require('./support/taroMock').taroMock }))
const navigate = jest.fn()
jest.mock('../../src/components/nav', () => ({ navigate: (url: string) => navigate(url) }))
const bootstrap = jest.fn(() => Promise.resolve())
jest.mock('../../src/api/account', () => ({ bootstrap: () => bootstrap() }))
const request = jest.fn((_path: string, _o?: object) => Promise.resolve({}))
jest.mock('../../src/api/request', () => ({ request: (path: string, o: object) => request(path, o) }))
const network: { listener?: (connected: boolean) => void } = {}
jest.mock('../../src/platform/network', () => ({
  isOnline: () => Promise.resolve(true),
  onNetworkChange: (l: (c: boolean) => void) => (network.listener = l)
}))
const push: { client?: (c: object) => void; click?: (p: unknown) => void } = {}
const openInSystemBrowser = jest.fn()
jest.mock('../../src/platform/push', () => ({
  onPushClient: (ready: (c: object) => void) => (push.client = ready),
  onPushClick: (l: (p: unknown) => void) => (push.click = l),
  openInSystemBrowser: (url: string) => openInSystemBrowser(url)
}))

import { PUSH_PATHS } from '../../types/push'
import { unbindPush } from '../../src/api/push'
import { openPush, startAppRuntime } from '../../src/components/appRuntime'
import { userStore } from '../../src/stores'

beforeEach(() => {
  navigate.mockReset()
  openInSystemBrowser.mockReset()
})

test('a push click opens its url, or the messages page', () => {
  openPush({ payload: JSON.stringify({ url: 'https://mp.weixin.qq.com/s/abc', action: 'news' }) })
  expect(navigate).toHaveBeenLastCalledWith(`/pages/webview/index?optionData=${encodeURIComponent(JSON.stringify({ url: 'https://mp.weixin.qq.com/s/abc' }))}`)
  openPush({ url: 'https://www.example.cn/', sys_browser: true })
  expect(openInSystemBrowser).toHaveBeenCalledWith('https://www.example.cn/')
  openPush({ url: '/forum/questionRanks/questionDetail?id=3' })
  expect(navigate).toHaveBeenLastCalledWith('/forum/questionRanks/questionDetail?id=3')
  openPush({ action: 'message' })
  expect(navigate).toHaveBeenLastCalledWith('/personal/message')
  openPush({ url: '/not/a/page' })
  expect(navigate).toHaveBeenLastCalledWith('/personal/message')
})

test('bindPush after a login, unbind at logout; reconnect re-initializes after 500 ms', async () => {
  jest.useFakeTimers()
  startAppRuntime()
  expect(bootstrap).toHaveBeenCalledTimes(1)
  push.client?.({ clientid: 'cid-0123456789', platform: 'app' })
  expect(request).not.toHaveBeenCalled() // a visitor binds nothing
  userStore.login({ access: 'token-1', user_core: { user_id: 1 } } as Parameters<typeof userStore.login>[0])
  expect(request).toHaveBeenCalledWith(PUSH_PATHS.bind, { method: 'POST', data: { clientid: 'cid-0123456789', platform: 'app' }, quiet: true })
  // The logout flow (api/account.ts) unbinds the same install.
  await unbindPush()
  expect(request).toHaveBeenLastCalledWith(PUSH_PATHS.unbind, { method: 'POST', data: { clientid: 'cid-0123456789' }, quiet: true })

  await Promise.resolve() // isOnline answered: the network is watched
  await Promise.resolve()
  network.listener?.(false)
  network.listener?.(true)
  jest.advanceTimersByTime(499)
  expect(bootstrap).toHaveBeenCalledTimes(1)
  jest.advanceTimersByTime(1)
  expect(bootstrap).toHaveBeenCalledTimes(2)
  push.click?.({ url: '' })
  expect(navigate).toHaveBeenLastCalledWith('/personal/message')
  jest.useRealTimers()
})
