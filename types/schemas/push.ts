/**
 * Push contract schemas (issue 25): bindPush and the push payload. Constants and paths: types/push.ts.
 */
import { PUSH_CLIENT_ID_PATTERN, PUSH_PLATFORMS } from '../push'
import { Obj, StringEnum, Type, type Static } from '../schema'

export const PushPlatform = StringEnum(PUSH_PLATFORMS)
export type PushPlatform = Static<typeof PushPlatform>

/** POST PUSH_PATHS.bind: this install's client id, moved to the caller if another user had it. */
export const BindPushBody = Obj({
  clientid: Type.String({ pattern: PUSH_CLIENT_ID_PATTERN }),
  platform: PushPlatform
})
export type BindPushBody = Static<typeof BindPushBody>

export const BindPushResponse = Obj({
  clientid: Type.String(),
  platform: PushPlatform,
  /** When this install was first bound (to anyone); unchanged by a rebind. */
  created_at: Type.String({ format: 'date-time' }),
  updated_at: Type.String({ format: 'date-time' })
})
export type BindPushResponse = Static<typeof BindPushResponse>

/** POST PUSH_PATHS.unbind (at logout): drops this install's binding when it is the caller's. */
export const UnbindPushBody = Obj({ clientid: Type.String({ pattern: PUSH_CLIENT_ID_PATTERN }) })
export type UnbindPushBody = Static<typeof UnbindPushBody>

export const UnbindPushResponse = Obj({
  /** False when the install was not bound to the caller (never bound, or moved to another user). */
  unbound: Type.Boolean()
})
export type UnbindPushResponse = Static<typeof UnbindPushResponse>

/**
 * What a push carries (SPEC §3), as the push service hands it to the app: every field optional.
 * `url`: an http(s) address or an in-app page; `sys_browser`: open `url` in the system browser;
 * `action`: the sender's label (kept for the log, it does not route).
 */
export interface PushPayload {
  url?: string
  sys_browser?: boolean | number | string
  action?: string
}
