/**
 * Membership activation codes (personal/activateVIP, POST /api/user/vip/activate/). A code grants
 * one plan's span, once. Codes are made by the operator with the CLI in createCodes.ts or in the console (printed
 * once; only their SHA-256 is stored, so a database leak gives no usable codes). 16 characters of
 * a 32-letter alphabet (80 bits) cannot be guessed, so redemption needs no attempt limit.
 */
import { createHash, randomInt } from 'crypto'
import { and, eq, isNull } from 'drizzle-orm'
import { getBrand } from '../../brands'
import type { ActivateVipResponse } from '../../types/payments'
import { ACTIVATION_ALPHABET, ACTIVATION_LENGTH, groupActivationCode, normalizeActivationCode } from '../../core/payments/activationCode'
import { findPlan } from '../../core/payments/plans'
import type { Db } from '../db/open'
import { activationCodes } from '../db/schema'
import { ApiError } from '../errors'
import { grantVip } from './vip'

export function hashCode(code: string): string {
  return createHash('sha256').update(normalizeActivationCode(code)).digest('hex')
}

/** A new code in the app's format (core/payments/activationCode.ts: alphabet, length, XXXX-XXXX-XXXX-XXXX). */
export function newCode(): string {
  const chars = Array.from({ length: ACTIVATION_LENGTH }, () => ACTIVATION_ALPHABET[randomInt(ACTIVATION_ALPHABET.length)])
  return groupActivationCode(chars.join(''))
}

/** The last 4 characters of a code, as staff and the user read it: stored beside the hash so staff can tell codes apart. */
export const hintOf = (code: string) => normalizeActivationCode(code).slice(-4)

/** Makes and stores `count` codes of a plan the caller checked; `batch` is the console's (null from the CLI). */
export async function insertCodes(db: Db, plan: string, count: number, note: string, batch: string | null, now: number): Promise<string[]> {
  const codes = Array.from({ length: count }, newCode)
  await db.insert(activationCodes).values(codes.map((c) => ({ codeHash: hashCode(c), plan, note, batch, hint: hintOf(c), createdAt: new Date(now) })))
  return codes
}

export async function createCodes(db: Db, brandId: string, plan: string, count: number, note: string, now: number): Promise<string[]> {
  if (!findPlan(getBrand(brandId).vipPlans, plan)) throw new Error(`品牌 ${brandId} 没有会员套餐 ${plan}`)
  return insertCodes(db, plan, count, note, null, now)
}

export async function redeemCode(db: Db, brandId: string, userId: number, code: string, now: number): Promise<ActivateVipResponse> {
  const hash = hashCode(code)
  return db.transaction(async (tx) => {
    const [claimed] = await tx
      .update(activationCodes)
      .set({ redeemedBy: userId, redeemedAt: new Date(now) })
      .where(and(eq(activationCodes.codeHash, hash), isNull(activationCodes.redeemedAt)))
      .returning()
    if (!claimed) {
      const [known] = await tx.select({ at: activationCodes.redeemedAt }).from(activationCodes).where(eq(activationCodes.codeHash, hash))
      throw new ApiError(422, 'business_rule', known ? '该激活码已被使用' : '激活码无效，请检查后重新输入')
    }
    const plan = findPlan(getBrand(brandId).vipPlans, claimed.plan)
    // Throwing rolls the claim back: the code stays usable where membership is sold.
    if (!plan) throw new ApiError(422, 'business_rule', '当前版本暂不提供会员服务')
    const grant = await grantVip(tx, userId, plan, now)
    return { plan: plan.code, vip_date_start: grant.from, vip_date_end: grant.to }
  })
}
