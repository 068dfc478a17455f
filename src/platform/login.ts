/**
 * One-press / platform login, one adapter per platform (DESIGN.md "Platforms"):
 *  - weapp: Taro.login gives a jscode, the server exchanges it (jscode2session) at
 *    /api/user/wx/login/; session_key never reaches the app. A refused authorization shows
 *    '请点击允许' unless WeChat's error code is -12006 (SPEC §5, §9), which stays quiet.
 *  - h5: carrier one-press login needs the carrier SDK of the native app, which a browser does
 *    not have: the adapter says it is unavailable and the page offers phone + code instead.
 */
import Taro from '@tarojs/taro'
import type { LoginResponse } from '@types-contract/user'
import { loginRefusedMessage, wxErrCode } from '../lib/wxErrors'
import { PLATFORM } from '../env'

export class PlatformLoginError extends Error {
  constructor(
    /** What to tell the user; null: say nothing (-12006). */
    readonly userMessage: string | null,
    readonly errCode?: number
  ) {
    super(userMessage ?? `login failed (${errCode})`)
    this.name = 'PlatformLoginError'
  }
}

export interface LoginAdapter {
  /** One-press login works on this platform. */
  readonly available: boolean
  /** Why not, in Chinese, when it does not. */
  readonly unavailableReason?: string
  /** Runs the platform login and answers the server's login response. */
  login(exchange: (code: string) => Promise<LoginResponse>): Promise<LoginResponse>
}

export const weappLogin: LoginAdapter = {
  available: true,
  async login(exchange) {
    let code: string
    try {
      const result = await Taro.login()
      if (!result.code) throw { errMsg: result.errMsg }
      code = result.code
    } catch (error) {
      throw new PlatformLoginError(loginRefusedMessage(error), wxErrCode(error))
    }
    return exchange(code)
  }
}

export const h5Login: LoginAdapter = {
  available: false,
  unavailableReason: '浏览器中无法使用运营商一键登录，请使用手机号验证码登录。',
  async login() {
    throw new PlatformLoginError('浏览器中无法使用一键登录')
  }
}

export const platformLogin: LoginAdapter = PLATFORM === 'weapp' ? weappLogin : h5Login
