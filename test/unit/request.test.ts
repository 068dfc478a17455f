import './support/globals'
import { taroMock, storageData } from './support/taroMock'
import { signRequest, DEV_SIGN_KEYS } from '../../core/sign'
import { request, ApiError, NetworkError } from '../../src/api/request'
import { userStore, configStore } from '../../src/stores'
import { newSession } from '../../src/lib/session'

jest.mock('@tarojs/taro', () => ({ __esModule: true, default: require('./support/taroMock').taroMock }))

type Sent = { url: string; method: string; header: Record<string, string>; data?: string; timeout: number }

function lastSent(): Sent {
  const calls = taroMock.request.mock.calls
  return calls[calls.length - 1][0] as Sent
}

/** Recomputes the signature from what was put on the wire. */
function expectSignedAsSent(sent: Sent) {
  const base = 'http://api.test'
  expect(sent.url.startsWith(base)).toBe(true)
  const pathAndQuery = sent.url.slice(base.length)
  const ts = sent.header['X-Ts']
  expect(ts).toMatch(/^\d{13}$/)
  expect(sent.header['X-Sign']).toBe(signRequest(DEV_SIGN_KEYS, ts, sent.method, sent.data ?? '', pathAndQuery))
  expect(sent.header['X-Sign']).toMatch(/^[0-9a-f]{64}$/)
}

beforeEach(() => {
  jest.clearAllMocks()
  taroMock.request.mockResolvedValue({ statusCode: 200, data: { ok: true }, header: {} })
})

describe('request', () => {
  it('GET: sends the query it built, under the release prefix, and signs exactly that', async () => {
    await expect(request('/api/things/', { query: { q: '清华 大学', page: 2, skip: undefined, tag: ['a', 'b'] } })).resolves.toEqual({ ok: true })
    const sent = lastSent()
    expect(sent.method).toBe('GET')
    expect(sent.url).toBe('http://api.test/release/api/things/?q=%E6%B8%85%E5%8D%8E%20%E5%A4%A7%E5%AD%A6&page=2&tag=a&tag=b')
    expect(sent.data).toBeUndefined()
    expectSignedAsSent(sent)
  })

  it('POST: sends the JSON text it signed', async () => {
    await request('/api/user/group-task/create/', { method: 'POST', data: { task_type: 'VIP', n: [1, 2] } })
    const sent = lastSent()
    expect(sent.method).toBe('POST')
    expect(sent.data).toBe('{"task_type":"VIP","n":[1,2]}')
    expect(sent.header['Content-Type']).toBe('application/json')
    expectSignedAsSent(sent)
  })

  it('uses the key chosen by ts modulo 5', async () => {
    // A clock ahead of every earlier request in this file, so X-Ts is exactly this value.
    const now = jest.spyOn(Date, 'now').mockReturnValue(4102444800003)
    await request('/api/health')
    now.mockRestore()
    const sent = lastSent()
    expect(sent.header['X-Ts']).toBe('4102444800003')
    expect(sent.header['X-Sign']).toBe(signRequest([DEV_SIGN_KEYS[3]], '4102444800003', 'GET', '', '/release/api/health'))
  })

  it('never sends two requests with the same X-Ts, even within one millisecond (no false replays)', async () => {
    const now = jest.spyOn(Date, 'now').mockReturnValue(4102444900000)
    await request('/api/user/storage/presign/')
    const first = lastSent()
    await request('/api/user/storage/presign/')
    const second = lastSent()
    now.mockRestore()
    expect(Number(second.header['X-Ts'])).toBe(Number(first.header['X-Ts']) + 1)
    expect(second.header['X-Sign']).not.toBe(first.header['X-Sign'])
    expectSignedAsSent(second)
  })

  it('sends the standard headers and a stable fingerprint', async () => {
    await request('/api/health')
    const first = lastSent().header
    await request('/api/health')
    const second = lastSent().header
    expect(first).toMatchObject({ PlatformName: 'h5', SoftVersion: '7.9.36', AppVersion: '7936', WgtVersion: '7.9.36', AppBrand: 'bdgaokao' })
    expect(first.AppFingerprint).toMatch(/\S{10,}/)
    expect(second.AppFingerprint).toBe(first.AppFingerprint)
    expect(first.Authorization).toBeUndefined()
    expect(lastSent().timeout).toBe(60000)
  })

  it('sends the bearer token of a live session, and drops an expired one', async () => {
    userStore.setToken('tok-1')
    await request('/api/health')
    expect(lastSent().header.Authorization).toBe('Bearer tok-1')
    storageData.set('session', { ...newSession('tok-1', Date.now()), expiresAt: Date.now() - 1 })
    await request('/api/health')
    expect(lastSent().header.Authorization).toBeUndefined()
    expect(userStore.isLoggedIn).toBe(false)
  })

  it('honours a per-call timeout (Apple verify 15 s) and extra headers', async () => {
    await request('/api/user/pay/apple/verify/', { method: 'POST', data: { receipt: 'r' }, timeout: 15000, headers: { 'X-Extra': '1' } })
    expect(lastSent().timeout).toBe(15000)
    expect(lastSent().header['X-Extra']).toBe('1')
    expectSignedAsSent(lastSent())
  })

  it('treats any 2xx as success', async () => {
    taroMock.request.mockResolvedValue({ statusCode: 204, data: null, header: {} })
    await expect(request('/api/x/', { method: 'DELETE' })).resolves.toBeNull()
  })

  it('rejects a non-2xx with ApiError and runs the catalogue', async () => {
    taroMock.request.mockResolvedValue({ statusCode: 404, data: { detail: '不存在', code: 'not_found' }, header: {} })
    await expect(request('/api/x/')).rejects.toBeInstanceOf(ApiError)
    expect(taroMock.showToast).toHaveBeenCalledWith({ title: '暂无数据', icon: 'none' })
  })

  it('on 401 logs out and opens one-press login', async () => {
    userStore.setToken('tok-2')
    taroMock.request.mockResolvedValue({ statusCode: 401, data: { detail: '请登录', code: 'not_authenticated' }, header: {} })
    await expect(request('/api/x/')).rejects.toMatchObject({ status: 401 })
    expect(userStore.isLoggedIn).toBe(false)
    expect(taroMock.hideLoading).toHaveBeenCalled()
    expect(taroMock.stopPullDownRefresh).toHaveBeenCalled()
    expect(taroMock.showToast).toHaveBeenCalledWith({ title: '请先登录...', icon: 'none' })
    expect(taroMock.navigateTo).toHaveBeenCalledWith({ url: '/personal/quicklogin/quicklogin' })
  })

  it('on 401 stays logged in when bilibili-hosted, and is quiet on the phone login page', async () => {
    userStore.setToken('tok-3')
    configStore.setBilibiliHosted(true)
    taroMock.getCurrentInstance.mockReturnValue({ router: { path: '/personal/loginWithPhone' } })
    taroMock.request.mockResolvedValue({ statusCode: 401, data: { code: 'not_authenticated' }, header: {} })
    await expect(request('/api/x/')).rejects.toBeInstanceOf(ApiError)
    expect(userStore.isLoggedIn).toBe(true)
    expect(taroMock.showToast).not.toHaveBeenCalled()
    expect(taroMock.navigateTo).not.toHaveBeenCalled()
    configStore.setBilibiliHosted(false)
  })

  it('shows the catalogue dialog (429)', async () => {
    taroMock.request.mockResolvedValue({ statusCode: 429, data: { detail: 'x', code: 'throttled' }, header: {} })
    await expect(request('/api/x/')).rejects.toBeInstanceOf(ApiError)
    expect(taroMock.showModal).toHaveBeenCalledWith({ title: '请求过于频繁', content: '歇一会吧', showCancel: false })
  })

  it('quiet calls skip the catalogue', async () => {
    taroMock.request.mockResolvedValue({ statusCode: 500, data: {}, header: {} })
    await expect(request('/api/x/', { quiet: true })).rejects.toBeInstanceOf(ApiError)
    expect(taroMock.showModal).not.toHaveBeenCalled()
  })

  it('ignores network failures in the UI and rejects with NetworkError', async () => {
    taroMock.request.mockRejectedValue({ errMsg: 'request:fail timeout' })
    await expect(request('/api/x/')).rejects.toBeInstanceOf(NetworkError)
    expect(taroMock.showModal).not.toHaveBeenCalled()
    expect(taroMock.showToast).not.toHaveBeenCalled()
  })
})
