/**
 * getConfig and getTabConfig with the last known answer (docs/runtime.md, "Config offline"): each
 * answer is kept on the device, and when the call gets no answer at all (offline, timeout) the kept
 * one is answered instead, so the tabs, tags and service phone still show. A server error (4xx/5xx)
 * is not hidden. The kept config is the device's, not the user's: logout keeps it.
 */
import type { AppConfigResponse, TabConfigResponse } from '@types-contract/user'
import { USER_PATHS } from '@types-contract/user'
import { storage } from '../platform/storage'
import { NetworkError, request, type RequestOptions } from './request'

type Extra = Pick<RequestOptions, 'quiet'>

export const LAST_KNOWN_KEYS = { config: 'last_config', tabConfig: 'last_tab_config' } as const

/** The kept answer of a config call, if any. */
export function lastKnown<T>(key: (typeof LAST_KNOWN_KEYS)[keyof typeof LAST_KNOWN_KEYS]): T | undefined {
  return storage.get<T>(key)
}

async function withLastKnown<T>(key: (typeof LAST_KNOWN_KEYS)[keyof typeof LAST_KNOWN_KEYS], load: () => Promise<T>): Promise<T> {
  try {
    const answer = await load()
    storage.set(key, answer)
    return answer
  } catch (error) {
    const kept = error instanceof NetworkError ? lastKnown<T>(key) : undefined
    if (kept) return kept
    throw error
  }
}

export const getConfig = (o: Extra = {}) => withLastKnown(LAST_KNOWN_KEYS.config, () => request<AppConfigResponse>(USER_PATHS.config, o))

export const getTabConfig = (o: Extra = {}) => withLastKnown(LAST_KNOWN_KEYS.tabConfig, () => request<TabConfigResponse>(USER_PATHS.tabConfig, o))
