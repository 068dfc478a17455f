/**
 * 邀请有礼 (application/invite, inviteList): the code typed by a new user, the links that carry a
 * code, and the activity rules. Pure (no Taro import). Whether a code may be bound (not one's own,
 * known, not bound yet, account younger than 7 days) is the server's rule; its Chinese detail is
 * what the page shows.
 */
import { INVITE_REWARD_FEN } from '@core/wallet'
import { urlOf } from '../routes'
import { moneyText } from './printOrderView'

const INVITE_SPEC = 'application/invite'

/** What the user typed, as the server stores codes: no spaces, upper case. */
export function normalizeInviteCode(text: string): string {
  return text.replace(/\s+/g, '').toUpperCase()
}

export type CodeCheck = { ok: true; code: string } | { ok: false; message: string }

/** A code worth sending: letters and digits, 4 to 16 of them (ours are 8). */
export function checkInviteCode(text: string): CodeCheck {
  const code = normalizeInviteCode(text)
  if (!code) return { ok: false, message: '请输入邀请码' }
  if (!/^[A-Z0-9]{4,16}$/.test(code)) return { ok: false, message: '邀请码由 4-16 位字母或数字组成' }
  return { ok: true, code }
}

/** The page a shared invitation opens, with the code filled in ('/gaokao/application/invite?code=X'); on H5 its link is platform/share.ts h5LinkTo of it. */
export function invitePath(code: string): string {
  return urlOf(INVITE_SPEC, { code })
}

/** The code a page was opened with (?code=), if it looks like one. */
export function codeFromQuery(raw: string | undefined): string {
  if (!raw) return ''
  let text = raw
  try {
    text = decodeURIComponent(raw)
  } catch {
    // keep it as it came
  }
  const check = checkInviteCode(text)
  return check.ok ? check.code : ''
}

/**
 * The activity as this page describes it. The membership days are not granted automatically: the
 * operations team checks the invitations and grants them. The cash reward is automatic (the server
 * credits the wallet when the invited user binds the code: core/wallet.ts INVITE_REWARD_FEN).
 */
export const INVITE_REWARD = { invitees: 3, vipDays: 7 } as const

export function inviteProgress(invited: number, step: number = INVITE_REWARD.invitees): { rewards: number; toNext: number } {
  const n = Math.max(0, Math.floor(invited))
  return { rewards: Math.floor(n / step), toNext: step - (n % step) }
}

export const INVITE_RULES: readonly string[] = [
  `每成功邀请 ${INVITE_REWARD.invitees} 位新用户，可获得 ${INVITE_REWARD.vipDays} 天会员，可累计。`,
  `每成功邀请 1 位新用户，另得现金奖励 ${moneyText(INVITE_REWARD_FEN)}，即时存入「我的 - 钱包」，可提现到微信零钱。`,
  '新用户需在注册后 7 天内填写你的邀请码，邀请才算成功；每位用户只能填写一次，且不能填写自己的邀请码。',
  '会员奖励由运营人员核实后发放到你的账号，一般在 3 个工作日内到账。',
  '以不正当手段（批量注册、虚假账号等）获得的邀请不计入，已发放的奖励将被收回。',
  '活动规则以本页面展示为准，如有调整会在本页面更新。'
]
