/**
 * The request layer in the H5 build (TARO_ENV=h5): it sends through the browser's fetch instead of
 * Taro.request, and loads the error catalogue's effects with import() on the first failure. Same
 * wire, same answers, same catalogue as the mini-program branch (request.test.ts).
 */
import './support/globals'
import { storageData, taroMock } from './support/taroMock'
import { DEV_SIGN_KEYS, signRequest } from '../../core/sign'

jest.mock('@tarojs/taro', () => ({ __esModule: true, default: require('./support/taroMock').taroMock }))

// The build-time platform, set before the app's modules load (each test file has its own module registry).
process.env.TARO_ENV = 'h5'
const api = require('../../src/api/request') as typeof import('../../src/api/request')
const stores = require('../../src/stores') as typeof import('../../src/stores')
const { newSession } = require('../../src/lib/session') as typeof import('../../src/lib/session')

afterAll(() => {
  delete process.env.TARO_ENV
})

const fetchMock = jest.fn<Promise<Response>, [string, RequestInit]>()

beforeEach(() => {
  jest.clearAllMocks()
  storageData.clear()
  fetchMock.mockReset()
  globalThis.fetch = fetchMock as unknown as typeof fetch
})

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })
const lastCall = () => fetchMock.mock.calls[fetchMock.mock.calls.length - 1]

describe('request on H5 (fetch)', () => {
  it('GET: fetches the signed URL with the standard headers and parses the JSON answer', async () => {
    fetchMock.mockResolvedValue(json(200, { ok: true }))
    await expect(api.request('/api/things/', { query: { q: '清华' } })).resolves.toEqual({ ok: true })
    const [url, init] = lastCall()
    expect(url).toBe('http://api.test/release/api/things/?q=%E6%B8%85%E5%8D%8E')
    expect(init.method).toBe('GET')
    expect(init.body).toBeUndefined()
    const headers = init.headers as Record<string, string>
    expect(headers).toMatchObject({ PlatformName: 'h5', AppBrand: 'bdgaokao' })
    expect(headers['X-Sign']).toBe(signRequest(DEV_SIGN_KEYS, headers['X-Ts'], 'GET', '', '/release/api/things/?q=%E6%B8%85%E5%8D%8E'))
    expect(taroMock.request).not.toHaveBeenCalled()
  })

  it('POST: sends the JSON text it signed, with the bearer token of the live session', async () => {
    stores.userStore.setToken('tok-h5')
    fetchMock.mockResolvedValue(json(201, { id: 1 }))
    await expect(api.request('/api/forum/topics/', { method: 'POST', data: { body: '你好' } })).resolves.toEqual({ id: 1 })
    const [, init] = lastCall()
    const headers = init.headers as Record<string, string>
    expect(init.body).toBe('{"body":"你好"}')
    expect(headers['Content-Type']).toBe('application/json')
    expect(headers.Authorization).toBe('Bearer tok-h5')
    expect(headers['X-Sign']).toBe(signRequest(DEV_SIGN_KEYS, headers['X-Ts'], 'POST', '{"body":"你好"}', '/release/api/forum/topics/'))
  })

  it('a 204 or a body that is not JSON reads as null', async () => {
    fetchMock.mockResolvedValueOnce(new Response(null, { status: 204 }))
    await expect(api.request('/api/x/', { method: 'DELETE' })).resolves.toBeNull()
    fetchMock.mockResolvedValueOnce(new Response('<html>', { status: 200 }))
    await expect(api.request('/api/x/')).resolves.toBeNull()
  })

  it('on 401 the lazily loaded catalogue logs out and opens one-press login before the call rejects', async () => {
    stores.userStore.setToken('tok-401')
    fetchMock.mockResolvedValue(json(401, { detail: '请登录', code: 'not_authenticated' }))
    await expect(api.request('/api/x/')).rejects.toMatchObject({ status: 401 })
    expect(stores.userStore.isLoggedIn).toBe(false)
    expect(taroMock.showToast).toHaveBeenCalledWith({ title: '请先登录...', icon: 'none' })
    expect(taroMock.navigateTo).toHaveBeenCalledWith({ url: '/personal/quicklogin/quicklogin' })
  })

  it('an expired session sends no token and logs the store out', async () => {
    stores.userStore.setToken('tok-old')
    storageData.set('session', { ...newSession('tok-old', Date.now()), expiresAt: Date.now() - 1 })
    fetchMock.mockResolvedValue(json(200, {}))
    await api.request('/api/health')
    expect((lastCall()[1].headers as Record<string, string>).Authorization).toBeUndefined()
    expect(stores.userStore.isLoggedIn).toBe(false)
  })

  it('no answer (offline) is a NetworkError without UI; a timeout aborts the fetch', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'))
    await expect(api.request('/api/x/')).rejects.toBeInstanceOf(api.NetworkError)
    fetchMock.mockImplementationOnce(
      (_url, init) =>
        new Promise((_resolve, reject) => {
          init.signal?.addEventListener('abort', () => reject(new DOMException('The operation was aborted.', 'AbortError')))
        })
    )
    await expect(api.request('/api/slow/', { timeout: 20 })).rejects.toBeInstanceOf(api.NetworkError)
    expect(taroMock.showModal).not.toHaveBeenCalled()
    expect(taroMock.showToast).not.toHaveBeenCalled()
  })

  it('putBytes PUTs the raw bytes unsigned and checks only the status', async () => {
    const bytes = new Uint8Array([1, 2, 3]).buffer
    fetchMock.mockResolvedValueOnce(new Response('', { status: 200 }))
    await api.putBytes('/api/storage/upload/abc', bytes, 'image/png')
    const [url, init] = lastCall()
    expect(url).toBe('http://api.test/api/storage/upload/abc')
    expect(init).toMatchObject({ method: 'PUT', body: bytes, headers: { 'Content-Type': 'image/png' } })
    fetchMock.mockResolvedValueOnce(new Response('denied', { status: 403 }))
    await expect(api.putBytes('https://cos.example/x', bytes, 'image/png')).rejects.toMatchObject({ status: 403 })
  })
})
