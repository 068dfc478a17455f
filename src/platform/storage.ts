/** Persistent key-value storage (Taro storage: wx storage on weapp, localStorage on H5). */
import Taro from '@tarojs/taro'

export const storage = {
  get<T>(key: string): T | undefined {
    const value: unknown = Taro.getStorageSync(key)
    return value === '' || value === undefined || value === null ? undefined : (value as T)
  },
  set(key: string, value: unknown): void {
    Taro.setStorageSync(key, value)
  },
  remove(key: string): void {
    Taro.removeStorageSync(key)
  }
}

export const STORAGE_KEYS = {
  session: 'session',
  fingerprint: 'app_fingerprint',
  theme: 'theme'
} as const
