import './support/globals'
import { storageData, taroMock } from './support/taroMock'
import { LOGGED_OUT_CLOUD_SPACE, type LoginResponse, type UserCore } from '../../types/user'
import { emptyUserState, LOGIN_PROMPT, UserStore } from '../../src/stores/user'
import { registerReset, registeredResets } from '../../src/stores/resetRegistry'
import { storageSession } from '../../src/platform/session'
import { getBrand } from '../../brands'

jest.mock('@tarojs/taro', () => ({ __esModule: true, default: require('./support/taroMock').taroMock }))

const DAY = 24 * 3600 * 1000

export function sampleCore(over: Partial<UserCore> = {}): UserCore {
  return {
    ...emptyUserState(),
    user_id: 7,
    username: '小明',
    avatarUrl: 'https://cdn.example/a.png',
    phone_number: '13800138000',
    grade: '高三',
    identity: 'high_school',
    num_coins: 120,
    follower_num: 3,
    following_num: 5,
    used_cloud_space: 1024,
    max_cloud_space: 10737418240,
    vip: { tianbao_vip: true, vip_price: 168, vip_date_start: '2025-01-01', vip_date_end: '2026-01-01' },
    ...over
  }
}

const login = (over: Partial<UserCore> = {}): LoginResponse => ({ access: 'jwt-1', user_core: sampleCore(over) })

beforeEach(() => {
  storageData.clear()
  jest.clearAllMocks()
})

describe('user store', () => {
  it('starts logged out: login prompt, brand avatar, logged-out cloud space', () => {
    const store = new UserStore(() => 0, storageSession())
    expect(store.isLoggedIn).toBe(false)
    expect(store.displayName).toBe(LOGIN_PROMPT)
    expect(store.avatar).toBe(getBrand('bdgaokao').defaultAvatar)
    expect(store.data.max_cloud_space).toBe(LOGGED_OUT_CLOUD_SPACE)
  })

  it('login stores the token and the whole core state', () => {
    const store = new UserStore(() => 0, storageSession())
    store.login(login())
    expect(store.isLoggedIn).toBe(true)
    expect(store.token).toBe('jwt-1')
    expect(store.displayName).toBe('小明')
    expect(store.avatar).toBe('https://cdn.example/a.png')
    expect(store.identityLabel).toBe('高中生')
    expect(store.isVip).toBe(true)
    expect(store.data).toMatchObject({ user_id: 7, num_coins: 120, following_num: 5, follower_num: 3, phone_number: '13800138000' })
    store.applyExtra({
      collections: { univ: [1], prof: ['080901'] },
      searchHistory: ['清华'],
      invite_info: { code: 'ABC', invited_count: 2 },
      unReadMessageCount: 4,
      serverConfig: { gk_mode: { recom_apply: true, apply: 'group', year: 2025, plan_year: 2025 } }
    })
    expect(store.data.unReadMessageCount).toBe(4)
    expect(store.data.collections.univ).toEqual([1])
  })

  it('a restart within 7 days restores the session and the cached core', () => {
    let now = 0
    new UserStore(() => now, storageSession()).login(login())
    now = 7 * DAY - 1
    const again = new UserStore(() => now, storageSession())
    expect(again.isLoggedIn).toBe(true)
    expect(again.displayName).toBe('小明')
  })

  it('an expired session is logged out, at launch and while running', () => {
    let now = 0
    const store = new UserStore(() => now, storageSession())
    store.login(login())
    now = 7 * DAY
    expect(new UserStore(() => now, storageSession()).isLoggedIn).toBe(false)
    expect(store.activeToken()).toBe('')
    expect(store.isLoggedIn).toBe(false)
    expect(store.data.username).toBe('')
    expect(storageData.has('user_core')).toBe(false)
  })

  it('logout forgets everything: token, user data, stored user keys and the other stores (registry)', () => {
    const store = new UserStore(() => 0, storageSession())
    store.login(login({ max_cloud_space: 10737418240 }))
    store.patch({ applicationForms: [{ id: 1, school_id: 2, profession_group_code: 'A' }] })
    for (const key of ['upload_tasks', 'download_tasks', 'addresses', 'current_address', 'share_code', 'application_forms', 'search_history', 'cache']) {
      storageData.set(key, ['x'])
    }
    storageData.set('theme', 'pink')
    storageData.set('app_fingerprint', 'fp')
    const uploads = jest.fn()
    const broken = jest.fn(() => {
      throw new Error('boom')
    })
    const downloads = jest.fn()
    const offs = [registerReset('uploads', uploads), registerReset('broken', broken), registerReset('downloads', downloads)]
    expect(registeredResets()).toEqual(expect.arrayContaining(['uploads', 'broken', 'downloads']))

    store.logout()

    expect(store.isLoggedIn).toBe(false)
    expect(store.token).toBe('')
    expect(store.displayName).toBe(LOGIN_PROMPT)
    expect(store.data).toEqual(emptyUserState())
    expect(store.data.max_cloud_space).toBe(LOGGED_OUT_CLOUD_SPACE)
    expect(store.data.applicationForms).toEqual([])
    expect([uploads, broken, downloads].map((f) => f.mock.calls.length)).toEqual([1, 1, 1])
    expect([...storageData.keys()].sort()).toEqual(['app_fingerprint', 'theme'])
    expect(new UserStore(() => 0, storageSession()).isLoggedIn).toBe(false)
    offs.forEach((off) => off())
    expect(registeredResets()).not.toContain('uploads')
  })

  it('fills identity from the grade when the answer lacks it', () => {
    const store = new UserStore(() => 0, storageSession())
    const core = sampleCore({ grade: '研一' }) as Partial<UserCore>
    delete core.identity
    store.login({ access: 't', user_core: core as UserCore })
    expect(store.data.identity).toBe('college')
    expect(store.identityLabel).toBe('大学生')
  })
})

describe('account flows', () => {
  // The singletons of src/stores (used by api/account) read the storage-backed session under node.
  const { userStore, configStore } = require('../../src/stores') as typeof import('../../src/stores')
  const account = require('../../src/api/account') as typeof import('../../src/api/account')

  type Sent = { url: string; method: string; data?: string; header: Record<string, string> }
  const sent = () => taroMock.request.mock.calls.map((c) => c[0] as Sent)
  const ok = (data: unknown) => ({ statusCode: 200, data, header: {} })

  afterEach(() => userStore.logout())

  it('phone login posts phone + code, stores the answer and loads extra and the unread count', async () => {
    taroMock.request.mockImplementation(({ url }: Sent) => {
      if (url.includes('/api/user/token/code/')) return Promise.resolve(ok(login()))
      if (url.includes('/api/user/data/core/')) return Promise.resolve(ok(sampleCore({ num_coins: 130 })))
      if (url.includes('/api/user/data/extra/')) return Promise.resolve(ok({ ...emptyUserState(), unReadMessageCount: 0, searchHistory: ['北大'] }))
      if (url.includes('/api/user/messages/count/')) return Promise.resolve(ok({ count: 9 }))
      return Promise.resolve({ statusCode: 404, data: {}, header: {} })
    })
    await account.loginWithPhoneCode('13800138000', '123456')
    expect(sent()[0]).toMatchObject({ method: 'POST', data: '{"phone":"13800138000","code":"123456"}' })
    expect(userStore.displayName).toBe('小明')
    await new Promise((r) => setTimeout(r, 20))
    expect(userStore.data.num_coins).toBe(130)
    expect(userStore.data.unReadMessageCount).toBe(9)
    expect(userStore.data.searchHistory).toEqual(['北大'])
    expect(sent().find((s) => s.url.includes('/data/core/'))?.header.Authorization).toBe('Bearer jwt-1')
  })

  it('logout tells the server with the token, and resets even when the server fails', async () => {
    userStore.login(login())
    taroMock.request.mockResolvedValue({ statusCode: 500, data: {}, header: {} })
    await account.logout()
    const call = sent().find((s) => s.url.includes('/api/user/logout/'))
    expect(call).toMatchObject({ method: 'POST' })
    expect(call?.header.Authorization).toBe('Bearer jwt-1')
    expect(userStore.isLoggedIn).toBe(false)
    expect(taroMock.showModal).not.toHaveBeenCalled()
  })

  it('launch loads config and tab config; a stale token (401) logs out quietly', async () => {
    userStore.login(login())
    taroMock.request.mockImplementation(({ url }: Sent) => {
      if (url.includes('/api/config/tab/'))
        return Promise.resolve(
          ok({ TabConfig: { middle_school: [{ key: 'a', label: '推荐' }], university: [] }, HashTagConfig: [{ key: 'h', label: '#高考' }], QaTagConfig: [] })
        )
      if (url.includes('/api/config/'))
        return Promise.resolve(ok({ serverConfig: { gk_mode: { recom_apply: true, apply: 'normal', year: 2025, plan_year: 2025 } }, service_phone: '400-000-0000' }))
      return Promise.resolve({ statusCode: 401, data: { code: 'token_not_valid', detail: '登录已失效' }, header: {} })
    })
    await account.bootstrap()
    expect(configStore.servicePhone).toBe('400-000-0000')
    expect(configStore.tabConfig.middle_school).toEqual([{ key: 'a', label: '推荐' }])
    expect(configStore.hashTagConfig).toEqual([{ key: 'h', label: '#高考' }])
    expect(configStore.loaded).toBe(true)
    expect(userStore.isLoggedIn).toBe(false)
    expect(taroMock.navigateTo).not.toHaveBeenCalled()
  })

  it('a 401 runs the full logout (user data and registered resets), then one-press login', async () => {
    const { request } = require('../../src/api/request') as typeof import('../../src/api/request')
    userStore.login(login())
    const forms = jest.fn()
    const off = registerReset('forms', forms)
    taroMock.request.mockResolvedValue({ statusCode: 401, data: { code: 'not_authenticated', detail: '请登录' }, header: {} })
    await expect(request('/api/user/data/core/')).rejects.toMatchObject({ status: 401 })
    off()
    expect(userStore.isLoggedIn).toBe(false)
    expect(userStore.data.username).toBe('')
    expect(storageData.has('user_core')).toBe(false)
    expect(forms).toHaveBeenCalledTimes(1)
    expect(taroMock.navigateTo).toHaveBeenCalledWith({ url: '/personal/quicklogin/quicklogin' })
  })

  it('rebind stores the new token', async () => {
    userStore.login(login())
    taroMock.request.mockResolvedValue(ok({ access: 'jwt-2', user_core: sampleCore({ phone_number: '13900139000' }) }))
    await account.rebindPhone('13900139000', '654321')
    expect(userStore.token).toBe('jwt-2')
    expect(userStore.data.phone_number).toBe('13900139000')
    expect(storageData.get('session')).toMatchObject({ token: 'jwt-2' })
  })

  it('errorText gives the server detail, or a Chinese fallback', async () => {
    const { ApiError, NetworkError } = require('../../src/api/request') as typeof import('../../src/api/request')
    expect(account.errorText(new ApiError(400, { detail: '验证码错误', code: 'bad_request' }))).toBe('验证码错误')
    expect(account.errorText(new ApiError(429, {}))).toBe('请求过于频繁，歇一会吧')
    expect(account.errorText(new NetworkError('x'))).toBe('网络不可用，请检查网络后重试')
  })
})
