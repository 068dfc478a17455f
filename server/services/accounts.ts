/**
 * The accounts services one app instance uses (clock, SMS codes, WeChat, one-press, file store),
 * decorated as `app.accounts` by buildApp, plus helpers shared by the account routes.
 */
import { createHmac } from 'crypto'
import { and, eq, isNotNull } from 'drizzle-orm'
import type { FastifyBaseLogger, FastifyInstance } from 'fastify'
import type { LoginResponse } from '../../types/user'
import type { Config } from '../config'
import type { Database } from '../db/open'
import { cloudEntries, cloudUploads, files, smsCodes, users } from '../db/schema'
import { systemClock, type Clock } from '../lib/clock'
import { forgetTokenVersion, issueAccessToken } from '../plugins/auth'
import { DevOnePressProvider, UnavailableOnePressProvider, type OnePressProvider } from '../providers/onepress'
import { ConsoleSmsProvider, type SmsProvider } from '../sms/provider'
import { openFileStore } from '../storage'
import type { FileStore } from '../storage/store'
import { DevWechatProvider, HttpWechatProvider, type WechatProvider } from '../wechat/provider'
import { SmsCodeService } from './sms-codes'
import { userCore, type UserRow, type ViewContext } from './users'
import { removeUnused } from './print/heldFiles'

export interface Providers {
  sms: SmsProvider
  wechat: WechatProvider
  onePress: OnePressProvider
  files: FileStore
}

export interface AccountServices extends Providers {
  clock: Clock
  codes: SmsCodeService
}

declare module 'fastify' {
  interface FastifyInstance {
    accounts: AccountServices
  }
}

/** A secret for one purpose, derived from JWT_SECRET (one secret to configure). */
export function derivedSecret(config: Pick<Config, 'jwtSecret'>, purpose: string): string {
  return createHmac('sha256', config.jwtSecret).update(purpose).digest('hex')
}

export function buildAccountServices(
  config: Config,
  database: Database,
  log: FastifyBaseLogger,
  clock: Clock = systemClock,
  overrides: Partial<Providers> = {}
): AccountServices {
  const sms = overrides.sms ?? new ConsoleSmsProvider()
  const wechat =
    overrides.wechat ??
    (config.wxAppId && config.wxAppSecret
      ? new HttpWechatProvider({ apiBase: config.wxApiBase, appId: config.wxAppId, appSecret: config.wxAppSecret })
      : new DevWechatProvider((message) => log.warn(message)))
  const onePress = overrides.onePress ?? (config.production ? new UnavailableOnePressProvider() : new DevOnePressProvider((message) => log.warn(message)))
  const fileStore = overrides.files ?? openFileStore(config, derivedSecret(config, 'storage-presign'))
  return {
    clock,
    sms,
    wechat,
    onePress,
    files: fileStore,
    codes: new SmsCodeService(database.db, clock, sms, derivedSecret(config, 'sms-code'))
  }
}

export function viewContext(app: FastifyInstance): ViewContext {
  return { apiPrefix: app.config.apiPrefix, now: app.accounts.clock() }
}

/** `{ access, user_core }` for a user who just logged in. */
export async function loginResponse(app: FastifyInstance, user: Pick<UserRow, 'id' | 'tokenVersion'>): Promise<LoginResponse> {
  const access = await issueAccessToken(app.config, user)
  return { access, user_core: await userCore(app.database.db, user.id, viewContext(app)) }
}

/** Deletes the account and everything it owns (rows cascade; uploaded files leave the disk). */
export async function deleteAccount(app: FastifyInstance, userId: number): Promise<void> {
  const db = app.database.db
  const keys = await db.transaction(async (tx) => {
    const owned = await tx.select({ key: files.key }).from(files).where(eq(files.ownerId, userId))
    // The user's cloud objects (removeUnused keeps those another user's row or an order still names), and what open uploads stored.
    const cloud = await tx
      .selectDistinct({ key: cloudEntries.storageKey })
      .from(cloudEntries)
      .where(and(eq(cloudEntries.ownerId, userId), isNotNull(cloudEntries.storageKey)))
    const uploading = await tx
      .select({ key: cloudUploads.storageKey })
      .from(cloudUploads)
      .where(and(eq(cloudUploads.ownerId, userId), eq(cloudUploads.status, 'open')))
    const [gone] = await tx.delete(users).where(eq(users.id, userId)).returning({ phone: users.phone })
    if (gone?.phone) await tx.delete(smsCodes).where(eq(smsCodes.phone, gone.phone))
    return [...owned, ...cloud, ...uploading].map((f) => f.key!)
  })
  await forgetTokenVersion(db, userId)
  // After the commit: objects a print order still to be printed holds stay (print/heldFiles.ts).
  await removeUnused(db, app.accounts.files, keys)
}
