/**
 * The config working offline (src/api/appConfig.ts, api/account.ts bootstrap; docs/runtime.md): each
 * answer of getConfig / getTabConfig is kept on the device; with no answer at all the kept one is
 * used; a server error is not hidden; at launch the kept config is in the store before any answer.
 */
import './support/globals'
import type { AppConfigResponse, TabConfigResponse } from '../../types/user'
import { USER_PATHS } from '../../types/user'
import { storageData } from './support/taroMock'

jest.mock('@tarojs/taro', () => ({ __esModule: true, default: require('./support/taroMock').taroMock }))
jest.mock('../../src/api/request', () => {
  class ApiError extends Error {
    constructor(readonly status: number) {
      super(`HTTP ${status}`)
    }
  }
  class NetworkError extends Error {}
  return { ApiError, NetworkError, request: jest.fn(), onSessionMissing: jest.fn() }
})

import { NetworkError, ApiError, request } from '../../src/api/request'
import { getConfig, getTabConfig, LAST_KNOWN_KEYS } from '../../src/api/appConfig'

const mockRequest = request as jest.MockedFunction<typeof request>
const TABS: TabConfigResponse = {
  TabConfig: { middle_school: [{ key: 'gk', label: '高考' }], university: [{ key: 'ky', label: '考研' }] },
  HashTagConfig: [{ key: 'zy', label: '志愿' }],
  QaTagConfig: [{ key: 'q', label: '求助' }]
}
const CONFIG = { serverConfig: { gk_mode: { recom_apply: true, apply: 'normal', year: 2025, plan_year: 2025 } }, service_phone: '400-000-0000' } as AppConfigResponse

beforeEach(() => {
  storageData.clear()
  mockRequest.mockReset()
})

test('an answer is kept; offline the kept one is answered', async () => {
  mockRequest.mockResolvedValueOnce(TABS)
  expect(await getTabConfig({ quiet: true })).toEqual(TABS)
  expect(mockRequest).toHaveBeenCalledWith(USER_PATHS.tabConfig, { quiet: true })
  expect(storageData.get(LAST_KNOWN_KEYS.tabConfig)).toEqual(TABS)

  mockRequest.mockRejectedValueOnce(new NetworkError('offline'))
  expect(await getTabConfig()).toEqual(TABS)
})

test('offline with nothing kept, and any server error, still fail', async () => {
  mockRequest.mockRejectedValueOnce(new NetworkError('offline'))
  await expect(getConfig()).rejects.toBeInstanceOf(NetworkError)
  storageData.set(LAST_KNOWN_KEYS.config, CONFIG)
  mockRequest.mockRejectedValueOnce(new ApiError(500, {}))
  await expect(getConfig()).rejects.toBeInstanceOf(ApiError)
  mockRequest.mockRejectedValueOnce(new NetworkError('offline'))
  expect(await getConfig()).toEqual(CONFIG)
})

test('launch offline: the store holds the last known config, tabs and tags', async () => {
  storageData.set(LAST_KNOWN_KEYS.config, CONFIG)
  storageData.set(LAST_KNOWN_KEYS.tabConfig, TABS)
  mockRequest.mockRejectedValue(new NetworkError('offline'))
  const { bootstrap } = await import('../../src/api/account')
  const { configStore } = await import('../../src/stores')
  await bootstrap()
  expect(configStore.servicePhone).toBe('400-000-0000')
  expect(configStore.tabConfig).toEqual(TABS.TabConfig)
  expect(configStore.hashTagConfig).toEqual(TABS.HashTagConfig)
  expect(configStore.qaTagConfig).toEqual(TABS.QaTagConfig)
  expect(configStore.loaded).toBe(true)
})
