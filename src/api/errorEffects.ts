/**
 * Performs the error catalogue's UI actions with Taro. It touches the stores (logout, the Bilibili
 * flag), so the request layer loads it only when a call fails (request.ts loadErrorEffects): on H5
 * as its own chunk, which keeps MobX and the stores out of the first screen.
 */
import Taro from '@tarojs/taro'
import { routeBySpec, urlOf } from '../routes'
import { configStore, userStore } from '../stores'
import { errorActions, type ErrorContext, type FailedResponse, type UiAction } from './errorCatalogue'

const PHONE_LOGIN = 'personal/loginWithPhone'
const ONE_PRESS_LOGIN = 'personal/quicklogin/quicklogin'
const GAOKAO_SETTING = 'application/setting'

function currentPage(): string {
  const path = Taro.getCurrentInstance().router?.path ?? ''
  return path.replace(/^\//, '').split('?')[0]
}

export function errorContext(): ErrorContext {
  return {
    bilibiliHosted: configStore.bilibiliHosted,
    onPhoneLoginPage: currentPage() === routeBySpec(PHONE_LOGIN).page
  }
}

/** UI calls here are best effort: hiding a loading toast that is not shown is not an error. */
function bestEffort(result: Promise<unknown> | void): void {
  if (result instanceof Promise) result.catch(() => undefined)
}

export function runUiActions(actions: readonly UiAction[]): void {
  for (const action of actions) {
    switch (action.kind) {
      case 'hideLoading':
        bestEffort(Taro.hideLoading())
        break
      case 'stopPullDown':
        bestEffort(Taro.stopPullDownRefresh())
        break
      case 'toast':
        bestEffort(Taro.showToast({ title: action.text, icon: 'none' }))
        break
      case 'dialog':
        bestEffort(Taro.showModal({ title: action.title, content: action.content ?? '', showCancel: false }))
        break
      case 'logout':
        userStore.logout()
        break
      case 'oneKeyLogin':
        bestEffort(Taro.navigateTo({ url: urlOf(ONE_PRESS_LOGIN) }))
        break
      case 'completeGaokaoInfo':
        // Back to the page that asked once the info is saved.
        if (currentPage() !== routeBySpec(GAOKAO_SETTING).page) {
          const back = `/${currentPage()}`
          bestEffort(Taro.navigateTo({ url: `${urlOf(GAOKAO_SETTING)}?redirect=${encodeURIComponent(back)}` }))
        }
        break
    }
  }
}

/** A failed call's catalogue row, performed. */
export function runCatalogue(failed: FailedResponse): void {
  runUiActions(errorActions(failed, errorContext()))
}
