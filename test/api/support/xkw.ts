/**
 * Helpers of the library's API tests: materials written straight into xkw_materials with a small
 * file in the app's store (a material's bytes are only copied, never parsed), a topic, and the
 * download call.
 */
import { randomBytes } from 'crypto'
import { eq } from 'drizzle-orm'
import type { LightMyRequestResponse } from 'fastify'
import { users, xkwMaterials, xkwTopics } from '../../../server/db/schema'
import { XKW_PATHS } from '../../../types/xkw'
import type { XkwVipInfo } from '../../../types/user'
import type { AccountsApp } from './accounts'

export interface MaterialOptions {
  title?: string
  priceFen?: number
  subject?: string
  grade?: string
  type?: string
  topicId?: number | null
  /** The file's size in bytes. */
  bytes?: number
}

let made = 0

export async function addMaterial(t: AccountsApp, options: MaterialOptions = {}): Promise<{ id: number; bytes: Buffer }> {
  made += 1
  const bytes = randomBytes(options.bytes ?? 2048)
  const fileKey = t.app.accounts.files.newCloudKey()
  await t.app.accounts.files.write(fileKey, bytes)
  const [row] = await t.database.db
    .insert(xkwMaterials)
    .values({
      providerRef: `test-${made}-${randomBytes(4).toString('hex')}`,
      title: options.title ?? `测试资料 ${made}`,
      stage: '高中',
      subject: options.subject ?? '数学',
      grade: options.grade ?? '高三',
      type: options.type ?? '试卷',
      year: 2025,
      topicId: options.topicId ?? null,
      pages: 4,
      format: 'pdf',
      sizeBytes: bytes.length,
      priceFen: options.priceFen ?? 500,
      fileKey,
      previewKeys: [],
      createdAt: new Date(t.clock.now)
    })
    .returning({ id: xkwMaterials.id })
  return { id: row.id, bytes }
}

export async function addTopic(t: AccountsApp, title = '测试专题'): Promise<number> {
  const [row] = await t.database.db
    .insert(xkwTopics)
    .values({ title, subject: '数学', stage: '高中', createdAt: new Date(t.clock.now) })
    .returning({ id: xkwTopics.id })
  return row.id
}

export const downloadOf = (t: AccountsApp, access: string | undefined, id: number, body: object = {}): Promise<LightMyRequestResponse> =>
  t.post(`${XKW_PATHS.materials}${id}/download/`, body, access)

export async function setVip(t: AccountsApp, userId: number, info: XkwVipInfo | null): Promise<void> {
  await t.database.db.update(users).set({ xkwVipInfo: info }).where(eq(users.id, userId))
}

export async function vipInfoOf(t: AccountsApp, userId: number): Promise<XkwVipInfo | null> {
  const [row] = await t.database.db.select({ vip: users.xkwVipInfo }).from(users).where(eq(users.id, userId))
  return row.vip ?? null
}
