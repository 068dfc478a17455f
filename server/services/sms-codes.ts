/**
 * SMS verification codes (docs/accounts.md):
 * - six random digits (crypto.randomInt), valid 5 minutes, only an HMAC of the code is stored;
 * - one code per phone and purpose: a new one replaces the old;
 * - 5 tries: every check counts; after 5 the code is burnt, even the right code then fails;
 * - a code is single-use: a successful check deletes it;
 * - a phone may ask once per 60 s and 10 times per rolling 24 h (429 throttled).
 */
import { createHmac, randomInt, timingSafeEqual } from 'crypto'
import { and, count, desc, eq, gt, inArray, lt, lte, sql } from 'drizzle-orm'
import type { SendCodeResponse, SmsPurpose } from '../../types/user'
import type { Db } from '../db/open'
import { smsCodes, smsSends } from '../db/schema'
import { ApiError } from '../errors'
import type { Clock } from '../lib/clock'
import type { SmsProvider } from '../sms/provider'

export const CODE_TTL_SECONDS = 5 * 60
export const CODE_MAX_TRIES = 5
export const RESEND_AFTER_SECONDS = 60
export const DAILY_SENDS = 10
const DAY_MS = 24 * 60 * 60 * 1000

export class SmsCodeService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly provider: SmsProvider,
    private readonly secret: string
  ) {}

  private hash(phone: string, code: string): string {
    return createHmac('sha256', this.secret).update(`sms:${phone}:${code}`).digest('hex')
  }

  async send(phone: string, purpose: SmsPurpose): Promise<SendCodeResponse> {
    const now = this.clock()
    const dayAgo = new Date(now - DAY_MS)
    await this.db.delete(smsSends).where(and(eq(smsSends.phone, phone), lte(smsSends.sentAt, dayAgo)))
    const [last] = await this.db.select({ sentAt: smsSends.sentAt }).from(smsSends).where(eq(smsSends.phone, phone)).orderBy(desc(smsSends.sentAt)).limit(1)
    if (last) {
      const wait = Math.ceil((last.sentAt.getTime() + RESEND_AFTER_SECONDS * 1000 - now) / 1000)
      if (wait > 0) throw new ApiError(429, 'throttled', `发送过于频繁，请 ${wait} 秒后再试`)
    }
    const [{ sent }] = await this.db
      .select({ sent: count() })
      .from(smsSends)
      .where(and(eq(smsSends.phone, phone), gt(smsSends.sentAt, dayAgo)))
    if (sent >= DAILY_SENDS) throw new ApiError(429, 'throttled', '今日验证码发送次数已用完，请明天再试')

    const code = String(randomInt(0, 1_000_000)).padStart(6, '0')
    const row = { phone, purpose, codeHash: this.hash(phone, code), expiresAt: new Date(now + CODE_TTL_SECONDS * 1000), tries: 0, createdAt: new Date(now) }
    await this.db.transaction(async (tx) => {
      await tx.insert(smsSends).values({ phone, sentAt: new Date(now) })
      await tx
        .insert(smsCodes)
        .values(row)
        .onConflictDoUpdate({ target: [smsCodes.phone, smsCodes.purpose], set: { codeHash: row.codeHash, expiresAt: row.expiresAt, tries: 0, createdAt: row.createdAt } })
    })
    await this.provider.send(phone, code)
    return { resend_after: RESEND_AFTER_SECONDS, expires_in: CODE_TTL_SECONDS }
  }

  /**
   * Checks and consumes the code of `phone` sent for one of `purposes` (the newest live one).
   * Throws 400 code_expired / code_attempts_exceeded / invalid_code.
   */
  async verify(phone: string, purposes: SmsPurpose[], code: string): Promise<void> {
    const now = new Date(this.clock())
    await this.db.delete(smsCodes).where(and(eq(smsCodes.phone, phone), lt(smsCodes.expiresAt, now)))
    const [current] = await this.db
      .select()
      .from(smsCodes)
      .where(and(eq(smsCodes.phone, phone), inArray(smsCodes.purpose, purposes), gt(smsCodes.expiresAt, now)))
      .orderBy(desc(smsCodes.createdAt))
      .limit(1)
    if (!current) throw new ApiError(400, 'code_expired', '验证码已过期，请重新获取')
    // Count the try atomically; a burnt code (5 tries used) is deleted.
    const [counted] = await this.db
      .update(smsCodes)
      .set({ tries: sql`${smsCodes.tries} + 1` })
      .where(and(eq(smsCodes.id, current.id), lt(smsCodes.tries, CODE_MAX_TRIES)))
      .returning({ tries: smsCodes.tries })
    if (!counted) {
      await this.db.delete(smsCodes).where(eq(smsCodes.id, current.id))
      throw new ApiError(400, 'code_attempts_exceeded', '验证码错误次数过多，请重新获取')
    }
    const expected = Buffer.from(current.codeHash, 'hex')
    const actual = Buffer.from(this.hash(phone, code), 'hex')
    if (!timingSafeEqual(expected, actual)) throw new ApiError(400, 'invalid_code', '验证码错误')
    const used = await this.db.delete(smsCodes).where(eq(smsCodes.id, current.id)).returning({ id: smsCodes.id })
    // Someone else consumed it in the meantime.
    if (used.length === 0) throw new ApiError(400, 'code_expired', '验证码已过期，请重新获取')
  }
}
