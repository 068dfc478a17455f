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
  theme: 'theme',
  /** The welcome page's level and interests (src/lib/forumPrefs.ts): the device's, kept on logout. */
  forumPrefs: 'forum_prefs',
  /** The last user core, shown at launch until the fresh one arrives. */
  userCore: 'user_core',
  uploads: 'upload_tasks',
  downloads: 'download_tasks',
  addresses: 'addresses',
  currentAddress: 'current_address',
  shareCode: 'share_code',
  applicationForms: 'application_forms',
  searchHistory: 'search_history',
  cache: 'cache',
  /** The forum composer's drafts, one per kind (lib/composeDraft.ts). */
  composeDraft: 'forum_compose_draft',
  /** The forum search's last words (lib/forumSearchHistory.ts). */
  forumSearchHistory: 'forum_search_history'
} as const

/**
 * Everything stored for the logged-in user: logout removes all of these (SPEC §4). The device's
 * own keys (fingerprint, theme) stay.
 */
export const USER_STORAGE_KEYS: readonly string[] = [
  STORAGE_KEYS.session,
  STORAGE_KEYS.userCore,
  STORAGE_KEYS.uploads,
  STORAGE_KEYS.downloads,
  STORAGE_KEYS.addresses,
  STORAGE_KEYS.currentAddress,
  STORAGE_KEYS.shareCode,
  STORAGE_KEYS.applicationForms,
  STORAGE_KEYS.searchHistory,
  STORAGE_KEYS.cache,
  STORAGE_KEYS.composeDraft,
  STORAGE_KEYS.forumSearchHistory
]
