/**
 * The account flows that combine calls and the stores: launch, login, refresh, logout.
 * (The stores hold state only; they never call the API, which itself reads the user store.)
 */
import type { AppConfigResponse, LoginResponse, TabConfigResponse } from '@types-contract/user'
import { showUnreadBadge } from '../platform/tabBarBadge'
import { configStore, userStore } from '../stores'
import { registerReset } from '../stores/resetRegistry'
import { getConfig, getTabConfig, LAST_KNOWN_KEYS, lastKnown } from './appConfig'
import { unbindPush } from './push'
import { ApiError } from './request'
import * as api from './user'

// Every logout (a 401's too) clears the 我的 tab's unread badge.
registerReset('unreadBadge', () => showUnreadBadge(0))

/** The unread total in the user store and on the 我的 tab (the messages page calls it after consume and clean). */
export function setUnreadCount(count: number): void {
  userStore.setUnreadCount(count)
  showUnreadBadge(count)
}

function isUnauthorized(error: unknown): boolean {
  return error instanceof ApiError && error.status === 401
}

/** Core, extra and the unread count of the logged-in user; a 401 (stale token) logs out quietly. */
export async function refreshUser(): Promise<void> {
  if (!userStore.isLoggedIn) return
  try {
    const core = await api.getUserDataCore({ quiet: true })
    userStore.applyCore(core)
  } catch (error) {
    if (isUnauthorized(error)) userStore.logout()
    return
  }
  await Promise.all([
    api.getUserDataExtra({ quiet: true }).then((extra) => userStore.applyExtra(extra)),
    api.getUnreadCount({ quiet: true }).then(({ count }) => setUnreadCount(count))
  ]).catch(() => undefined)
}

/** Just the core (after an edit). */
export async function refreshCore(): Promise<void> {
  if (!userStore.isLoggedIn) return
  userStore.applyCore(await api.getUserDataCore())
}

/**
 * App launch, and again after a network comeback (components/appRuntime.ts): the session was
 * restored by the user store; now config, tab config and the user. The last known config shows at
 * once, and stays when there is no network (api/appConfig.ts).
 */
export async function bootstrap(): Promise<void> {
  const keptConfig = lastKnown<AppConfigResponse>(LAST_KNOWN_KEYS.config)
  if (keptConfig) configStore.applyConfig(keptConfig)
  const keptTabs = lastKnown<TabConfigResponse>(LAST_KNOWN_KEYS.tabConfig)
  if (keptTabs) configStore.applyTabConfig(keptTabs)
  await Promise.all([
    getConfig({ quiet: true })
      .then((c) => configStore.applyConfig(c))
      .catch(() => undefined),
    getTabConfig({ quiet: true })
      .then((c) => configStore.applyTabConfig(c))
      .catch(() => undefined),
    refreshUser().catch(() => undefined)
  ])
  configStore.setLoaded()
}

/** Stores a login answer and fetches the rest of the user state in the background. */
export function completeLogin(response: LoginResponse): void {
  userStore.login(response)
  void refreshUser()
}

export async function loginWithPhoneCode(phone: string, code: string): Promise<void> {
  completeLogin(await api.loginWithCode(phone, code, { quiet: true }))
}

export async function loginWithPassword(phone: string, password: string): Promise<void> {
  completeLogin(await api.loginWithPassword(phone, password, { quiet: true }))
}

/**
 * Unbinds this install's pushes and tells the server (their answers do not matter: a dead token is
 * logged out anyway), then forgets everything.
 */
export async function logout(): Promise<void> {
  if (userStore.isLoggedIn) {
    await unbindPush()
    await api.logout().catch(() => undefined)
  }
  userStore.logout()
}

/** Deletes the account after the typed confirmation, then forgets everything. */
export async function deleteAccount(confirm: string): Promise<void> {
  await api.deleteAccount(confirm, { quiet: true })
  userStore.logout()
}

/** A new phone: the answer's token replaces the old one (which the server has revoked). */
export async function rebindPhone(phone: string, code: string): Promise<void> {
  const response = await api.rebind(phone, code, { quiet: true })
  userStore.login(response)
}

// The failure texts live in errorText.ts, which imports no store, so the forum's first screen can use them.
export { errorText, withErrorText } from './errorText'
