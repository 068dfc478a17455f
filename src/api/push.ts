/**
 * Push registrations (types/push.ts, docs/runtime.md): bindPush with this install's client id, and
 * unbinding it at logout. The install's client id is remembered here once the platform gives it
 * (components/appRuntime.ts), so the logout flow (account.ts) can unbind without knowing the platform.
 */
import { PUSH_PATHS, type BindPushBody, type BindPushResponse, type UnbindPushResponse } from '@types-contract/push'
import { request, type RequestOptions } from './request'

type Extra = Pick<RequestOptions, 'quiet'>

let installClient: BindPushBody | null = null

export const bindPush = (body: BindPushBody, o: Extra = {}) => request<BindPushResponse>(PUSH_PATHS.bind, { method: 'POST', data: body, ...o })

/** Remembers this install's client id and binds it to the logged-in user (`loggedIn`). */
export function rememberPushClient(client: BindPushBody, loggedIn: boolean): void {
  installClient = client
  if (loggedIn) bindPushAgain()
}

/** Binds the remembered client id (after a login); nothing without one. */
export function bindPushAgain(): void {
  if (installClient) bindPush(installClient, { quiet: true }).catch(() => undefined)
}

/** At logout, while the token still works: this install stops receiving the user's pushes. */
export async function unbindPush(): Promise<void> {
  if (!installClient) return
  await request<UnbindPushResponse>(PUSH_PATHS.unbind, { method: 'POST', data: { clientid: installClient.clientid }, quiet: true }).catch(() => undefined)
}
