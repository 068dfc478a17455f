/**
 * Carrier one-press login (本机号码一键登录): the app passes the carrier SDK's token and the
 * provider resolves it to the phone number. No carrier is configured in this project, so:
 * - DevOnePressProvider (NODE_ENV !== 'production'): accepts `dev-onepress:<phone>` and logs it;
 * - UnavailableOnePressProvider (production): always 400 onepress_unavailable.
 * A carrier integration implements OnePressProvider and is passed to buildApp.
 */
import { MOBILE_RE } from '../../core/phone'
import { ApiError } from '../errors'

export interface OnePressProvider {
  readonly name: string
  /** The verified phone number of the token; throws ApiError otherwise. */
  phoneOf(token: string): Promise<string>
}

export const DEV_ONEPRESS_PREFIX = 'dev-onepress:'

const unavailable = () => new ApiError(400, 'onepress_unavailable', '一键登录暂不可用，请使用验证码登录')

export class UnavailableOnePressProvider implements OnePressProvider {
  readonly name = 'none'
  async phoneOf(): Promise<string> {
    throw unavailable()
  }
}

export class DevOnePressProvider implements OnePressProvider {
  readonly name = 'dev'

  constructor(private readonly log: (message: string) => void) {}

  async phoneOf(token: string): Promise<string> {
    const phone = token.startsWith(DEV_ONEPRESS_PREFIX) ? token.slice(DEV_ONEPRESS_PREFIX.length) : ''
    // The bare pattern, not isMobile (which trims): the number is returned as the token gives it.
    if (!MOBILE_RE.test(phone)) throw unavailable()
    this.log(`开发模式一键登录：接受测试令牌 ${DEV_ONEPRESS_PREFIX}${phone} / dev one-press login accepted a test token`)
    return phone
  }
}
