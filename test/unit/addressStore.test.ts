/**
 * The address store (src/stores/address.ts): the list and the current address survive a restart
 * (storage), the current one falls back to the default when it is gone, a write's answer stands
 * when the reload after it fails, and logout (the reset registry) forgets both.
 */
import './support/globals'
import type { Address } from '../../types/addresses'
import * as api from '../../src/api/addresses'
import { AddressStore } from '../../src/stores/address'
import { runResets } from '../../src/stores/resetRegistry'
import { storageData } from './support/taroMock'

jest.mock('@tarojs/taro', () => ({ __esModule: true, default: require('./support/taroMock').taroMock }))
jest.mock('../../src/api/addresses')

const mocked = jest.mocked(api)

const address = (id: number, is_default = false): Address => ({
  id,
  name: `收货人${id}`,
  mobile: '13812345678',
  province: '浙江省',
  city: '杭州市',
  district: '西湖区',
  district_code: '330106',
  detail: '文三路 90 号',
  is_default,
  updated_at: '2025-01-01T00:00:00.000Z'
})

beforeEach(() => {
  storageData.clear()
  jest.clearAllMocks()
})

test('the list and the chosen address are kept on the device and read back at start', async () => {
  mocked.fetchAddresses.mockResolvedValue({ items: [address(1, true), address(2)] })
  const store = new AddressStore()
  expect(store.current).toBeNull()
  await store.load()
  expect(store.current?.id).toBe(1)
  store.choose(2)
  const again = new AddressStore()
  expect(again.items.map((a) => a.id)).toEqual([1, 2])
  expect(again.current?.id).toBe(2)
})

test('a chosen address that is gone gives way to the default', async () => {
  mocked.fetchAddresses.mockResolvedValue({ items: [address(1, true), address(2)] })
  const store = new AddressStore()
  await store.load()
  store.choose(2)
  mocked.fetchAddresses.mockResolvedValue({ items: [address(1, true)] })
  await store.load()
  expect(store.currentId).toBeNull()
  expect(store.current?.id).toBe(1)
  expect(storageData.has('current_address')).toBe(false)
})

test('saved, deleted or made default: the list comes again from the server, or the answer applies when it cannot', async () => {
  const store = new AddressStore()
  mocked.createAddress.mockResolvedValue(address(3, true))
  mocked.fetchAddresses.mockResolvedValue({ items: [address(3, true), address(1)] })
  await store.save({ name: '收货人3', mobile: '13812345678', district_code: '330106', detail: '文三路 90 号', is_default: true })
  expect(store.items.map((a) => [a.id, a.is_default])).toEqual([
    [3, true],
    [1, false]
  ])

  // The reload fails: the write is not lost (nor sent again by the form).
  mocked.fetchAddresses.mockRejectedValue(new Error('offline'))
  mocked.setDefaultAddress.mockResolvedValue(address(1, true))
  await store.makeDefault(1)
  expect(store.items.map((a) => [a.id, a.is_default])).toEqual([
    [3, false],
    [1, true]
  ])
  mocked.deleteAddress.mockResolvedValue(undefined)
  await store.remove(3)
  expect(store.items.map((a) => a.id)).toEqual([1])

  // A refused write throws and changes nothing.
  mocked.deleteAddress.mockRejectedValue(new Error('404'))
  await expect(store.remove(1)).rejects.toThrow('404')
  expect(store.items.map((a) => a.id)).toEqual([1])
})

test('logout forgets the addresses and the current address', async () => {
  mocked.fetchAddresses.mockResolvedValue({ items: [address(1, true)] })
  const { addressStore } = await import('../../src/stores/address')
  await addressStore.load()
  addressStore.choose(1)
  runResets()
  expect(addressStore.items).toEqual([])
  expect(addressStore.current).toBeNull()
  expect(storageData.has('addresses')).toBe(false)
  expect(storageData.has('current_address')).toBe(false)
})
