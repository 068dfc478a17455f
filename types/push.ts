/**
 * Push (issue 25, docs/runtime.md): binding an install's push client id to the logged-in user
 * (bindPush) and the payload a push carries (SPEC §3: url, sys_browser, action). Shared by the app
 * and the server. The schemas and their types are in types/schemas/push.ts, re-exported here as types.
 */
export type * from './schemas/push'

/** Where an install runs: the mini-program, the mobile web app, a native app shell hosting the web app. */
export const PUSH_PLATFORMS = ['weapp', 'h5', 'app'] as const

/** A push service's client id: letters, digits and `_ - . :`, 8 to 128 characters (getui ids are 32 hex). */
export const PUSH_CLIENT_ID_PATTERN = '^[A-Za-z0-9_.:-]{8,128}$'

export const PUSH_PATHS = {
  bind: '/api/user/push/bind/',
  unbind: '/api/user/push/unbind/'
} as const
