/**
 * Logging in on H5 the way a user does: the phone login page, 获取验证码, the code the console SMS
 * provider wrote to the server's log, the agreement, 登录.
 */
import { CONSOLE_SMS_PATTERN } from '../../../types/user'
import type { E2eContext } from './browser'
import { pageHelpers } from './page'

/** The six-digit code the console SMS provider logged for `phone` after `from` (offset into the log). */
export async function smsCodeFor(ctx: E2eContext, phone: string, from: number): Promise<string> {
  const deadline = Date.now() + 15_000
  for (;;) {
    const log = ctx.server.output().slice(from)
    for (const line of log.split('\n')) {
      const m = line.match(CONSOLE_SMS_PATTERN)
      if (m && m[1] === phone) return m[2]
    }
    if (Date.now() > deadline) throw new Error(`no SMS code for ${phone} in the server log:\n${log.slice(-2000)}`)
    await new Promise((r) => setTimeout(r, 100))
  }
}

/** On the phone login page (already open): logs `phone` in. */
export async function loginWithPhone(ctx: E2eContext, phone: string): Promise<void> {
  const { byTestId, field } = pageHelpers(ctx)
  await byTestId('login-page').waitFor()
  await field('login-phone').fill(phone)
  const from = ctx.server.output().length
  await byTestId('login-send-code').click()
  const code = await smsCodeFor(ctx, phone, from)
  await ctx.page.getByText(/\d+s后重新获取/).first().waitFor()
  await field('login-code').fill(code)
  await byTestId('login-agree').click()
  await byTestId('login-submit').click()
}
