/**
 * A download of a material (docs/xkw.md "Downloads"): POST XKW_PATHS.materials + '<id>/download/'.
 *
 * 1. The right (core/xkwRights.ts): free, bought, downloaded before, or a running membership with
 *    downloads left; none → 403 with why. Checked first without locks (a refusal costs nothing),
 *    then again in the transaction under the user's row lock, which every allowance change takes:
 *    parallel downloads never spend more than is left, and downloads_left never goes below 0.
 * 2. Downloaded before and the copy is still live in the cloud library: that copy again (no new
 *    copy, no row, nothing spent).
 * 3. The day's new downloads reached XKW_LIMITS.dailyDownloadsWithoutCode: this one needs an SMS
 *    code to the user's phone (400 on `code` without it; the SMS service's own 400s when wrong).
 * 4. In one transaction: the membership spends one download (when the right spends), the file is
 *    saved into the cloud library (services/cloud/saveCopy.ts: quota, free name, 秒传), the
 *    download recorded (xkw_downloads). A first download counts in the material's downloads.
 * The answer carries the copy's signed URL (services/cloud/downloads.ts), issued only here.
 */
import { and, desc, eq, isNull, sql } from 'drizzle-orm'
import { downloadRight, xkwFileName } from '../../../core/xkwRights'
import { XKW_LIMITS, XKW_SMS_PURPOSE, type XkwDownloadBody, type XkwDownloadResult } from '../../../types/xkw'
import type { CloudEntry } from '../../../types/cloud'
import type { XkwVipInfo } from '../../../types/user'
import type { Db } from '../../db/open'
import { cloudEntries, users, xkwDownloads } from '../../db/schema'
import { ApiError, fieldError } from '../../errors'
import type { FileStore } from '../../storage/store'
import { downloadEntry } from '../cloud/downloads'
import { entryColumns, toEntry } from '../cloud/rows'
import { saveFileCopy } from '../cloud/saveCopy'
import type { SmsCodeService } from '../sms-codes'
import { materialMissing } from './cards'
import type { XkwMaterialFacts, XkwProvider } from './provider'
import { downloadsToday, rightFactsOf } from './rights'

export interface DownloadDeps {
  db: Db
  store: FileStore
  provider: XkwProvider
  codes: SmsCodeService
}

const refused = (reason: string | null) => new ApiError(403, 'permission_denied', reason ?? '没有下载权限')

/** The user's live copy of the material from an earlier download, if any. */
async function liveCopy(db: Pick<Db, 'select'>, userId: number, materialId: number): Promise<CloudEntry | null> {
  const [row] = await db
    .select(entryColumns)
    .from(xkwDownloads)
    .innerJoin(cloudEntries, eq(cloudEntries.id, xkwDownloads.cloudEntryId))
    .where(and(eq(xkwDownloads.userId, userId), eq(xkwDownloads.materialId, materialId), eq(cloudEntries.ownerId, userId), isNull(cloudEntries.trashedAt)))
    .orderBy(desc(xkwDownloads.id))
    .limit(1)
  return row ? toEntry(row) : null
}

/** Step 3: past the day's downloads without a code, the code must come along and be right. */
async function checkSecurityCode(deps: DownloadDeps, userId: number, code: string | undefined, now: number): Promise<void> {
  if ((await downloadsToday(deps.db, userId, now)) < XKW_LIMITS.dailyDownloadsWithoutCode) return
  const [user] = await deps.db.select({ phone: users.phone }).from(users).where(eq(users.id, userId))
  if (!user?.phone) throw new ApiError(422, 'business_rule', '今日下载较多，请先绑定手机号完成安全验证')
  if (!code) throw fieldError('code', `今日已下载 ${XKW_LIMITS.dailyDownloadsWithoutCode} 份资料，请完成短信验证后继续下载`)
  await deps.codes.verify(user.phone, [XKW_SMS_PURPOSE], code)
}

export async function downloadMaterial(deps: DownloadDeps, userId: number, materialId: number, body: XkwDownloadBody, now: number): Promise<XkwDownloadResult> {
  const { db, store, provider } = deps
  const material: XkwMaterialFacts | null = await provider.facts(materialId)
  if (!material) throw materialMissing()
  const facts = await rightFactsOf(db, userId, materialId)
  const first = downloadRight({ priceFen: material.priceFen, ...facts, now })
  if (first.via === null) throw refused(first.reason)

  if (facts.downloaded) {
    const copy = await liveCopy(db, userId, materialId)
    if (copy) {
      return { via: first.via, spent: false, entry: copy, download: await downloadEntry(db, store, userId, copy.id, now), xkw_vip_info: facts.vip }
    }
  }
  await checkSecurityCode(deps, userId, body.code, now)

  const file = await provider.file(materialId)
  let written: string | null = null
  try {
    const result = await db.transaction(async (tx) => {
      const [user] = await tx.select({ vip: users.xkwVipInfo }).from(users).where(eq(users.id, userId)).for('update')
      const locked = { ...(await rightFactsOf(tx, userId, materialId)), vip: user.vip ?? null }
      const right = downloadRight({ priceFen: material.priceFen, ...locked, now })
      if (right.via === null) throw refused(right.reason)
      let vip: XkwVipInfo | null = locked.vip
      if (right.spends) {
        const [spent] = await tx
          .update(users)
          .set({ xkwVipInfo: sql`jsonb_set(${users.xkwVipInfo}, '{downloads_left}', to_jsonb((${users.xkwVipInfo}->>'downloads_left')::int - 1))` })
          .where(and(eq(users.id, userId), sql`(${users.xkwVipInfo}->>'downloads_left')::int > 0`))
          .returning({ vip: users.xkwVipInfo })
        if (!spent) throw refused(right.reason)
        vip = spent.vip
      }
      const saved = await saveFileCopy(tx, store, userId, file, xkwFileName(material.title, material.format), now)
      written = saved.written
      await tx.insert(xkwDownloads).values({ userId, materialId, via: right.via, cloudEntryId: saved.entry.id, createdAt: new Date(now) })
      return { via: right.via, spent: right.spends, entry: saved.entry, vip, first: !locked.downloaded }
    })
    if (result.first) await provider.countDownload(materialId)
    return {
      via: result.via,
      spent: result.spent,
      entry: result.entry,
      download: await downloadEntry(db, store, userId, result.entry.id, now),
      xkw_vip_info: result.vip
    }
  } catch (error) {
    if (written !== null) await store.remove([written]).catch(() => undefined)
    throw error
  }
}
