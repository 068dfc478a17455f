/**
 * The library's reads through the provider (docs/xkw.md): a material's page with the caller's
 * rights, its preview, a topic, and the SMS code of the security check.
 */
import { eq } from 'drizzle-orm'
import { maskPhone } from '../../../core/phone'
import { XKW_SMS_PURPOSE, type XkwMaterialDetail, type XkwPreview, type XkwSecurityCodeSent, type XkwTopic } from '../../../types/xkw'
import type { Db } from '../../db/open'
import { users } from '../../db/schema'
import { ApiError } from '../../errors'
import type { SmsCodeService } from '../sms-codes'
import { materialMissing } from './cards'
import type { XkwProvider } from './provider'
import { rightsOn } from './rights'

export async function materialDetail(db: Db, provider: XkwProvider, userId: number | null, id: number, now: number): Promise<XkwMaterialDetail> {
  const detail = await provider.detail(id)
  if (!detail) throw materialMissing()
  const rights = userId === null ? null : await rightsOn(db, userId, { id, priceFen: detail.price_fen }, now)
  return { ...detail, rights }
}

export async function materialPreview(provider: XkwProvider, id: number): Promise<XkwPreview> {
  const preview = await provider.preview(id)
  if (!preview) throw materialMissing()
  return preview
}

export async function topicOf(provider: XkwProvider, id: number): Promise<XkwTopic> {
  const topic = await provider.topic(id)
  if (!topic) throw new ApiError(404, 'not_found', '专题不存在')
  return topic
}

/** An SMS code to the user's own phone for the download check (SMS rules: 60 s apart, 10 a day). */
export async function sendSecurityCode(db: Db, codes: SmsCodeService, userId: number): Promise<XkwSecurityCodeSent> {
  const [user] = await db.select({ phone: users.phone }).from(users).where(eq(users.id, userId))
  if (!user?.phone) throw new ApiError(422, 'business_rule', '请先绑定手机号后再进行安全验证')
  const sent = await codes.send(user.phone, XKW_SMS_PURPOSE)
  return { phone: maskPhone(user.phone), ...sent }
}
