/**
 * What runs beside the pages for the app's whole life (docs/runtime.md): the launch
 * initialization (api/account.ts bootstrap), its re-run 500 ms after the network comes back, and
 * push: binding this install's client id to whoever is logged in, and opening a tapped push. On H5
 * app.tsx loads this module with import(), after the first screen.
 */
import { reaction } from 'mobx'
import { bootstrap } from '../api/account'
import { bindPushAgain, rememberPushClient } from '../api/push'
import { pushOpen, readPushPayload } from '../lib/pushPayload'
import { reconnectWatcher } from '../lib/reconnect'
import { isOnline, onNetworkChange } from '../platform/network'
import { onPushClick, onPushClient, openInSystemBrowser } from '../platform/push'
import { routeByPage, urlOf } from '../routes'
import { userStore } from '../stores'
import { navigate } from './nav'

/** The web view page's address for an http(s) url (its optionData, core/webTargets.ts; it checks the allow-list). */
const webViewUrl = (url: string) => `${urlOf('pages/webview/index')}?optionData=${encodeURIComponent(JSON.stringify({ url }))}`

/** Opens what a tapped push points at (lib/pushPayload.ts). */
export function openPush(raw: unknown): void {
  const target = pushOpen(readPushPayload(raw), (page) => routeByPage(page) !== undefined)
  if (target.kind === 'browser') openInSystemBrowser(target.url)
  else if (target.kind === 'web') navigate(webViewUrl(target.url))
  else if (target.kind === 'page') navigate(target.path)
  else navigate(urlOf('personal/message'))
}

export function startAppRuntime(): void {
  const init = () => bootstrap().catch(() => undefined)
  void init()
  isOnline()
    .then((online) => onNetworkChange(reconnectWatcher(() => void init(), online)))
    .catch(() => undefined)

  // bindPush: at launch when logged in, and after each login (a client id follows the newest user);
  // the logout flow unbinds it (api/account.ts).
  onPushClient((client) => rememberPushClient(client, userStore.isLoggedIn))
  reaction(
    () => userStore.isLoggedIn,
    (loggedIn) => loggedIn && bindPushAgain()
  )
  onPushClick(openPush)
}
