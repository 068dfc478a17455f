/**
 * Saving a file the server holds into a user's cloud library (issue 24: a study material
 * downloaded from the library, docs/xkw.md "Downloads"), under the library's own rules
 * (docs/cloud.md): in the caller's transaction, under the owner's row lock (rows.ts lockOwner);
 * the name made free in the folder ('name (n)'); 秒传 — content the owner keeps already (same md5
 * and size, live or in the trash) is registered on the kept object and uses no space; otherwise
 * the quota is checked like an upload grant (used + open grants + size; over it: the cloud's own
 * 422 quota_exceeded) and used_cloud_space rises. The bytes become a new cloud object of the
 * owner's (`cloud/<hex>`), never the source's key: a purge removes an object with its last row.
 */
import { createHash } from 'crypto'
import type { Readable } from 'stream'
import { and, eq, gt, isNotNull, sql } from 'drizzle-orm'
import { extensionOf } from '../../../core/cloudFiles'
import type { CloudEntry } from '../../../types/cloud'
import { cloudEntries, cloudUploads, users } from '../../db/schema'
import { ApiError } from '../../errors'
import type { FileStore } from '../../storage/store'
import { entryColumns, freeName, lockOwner, toEntry, type Tx } from './rows'

/** Bytes to save, with their digest. */
export interface FileBytes {
  bytes: Buffer
  size: number
  md5: string
}

/** The bytes of a stored object (small files: a material's file), with their size and md5. */
export async function readStored(store: FileStore, key: string): Promise<FileBytes> {
  const chunks: Buffer[] = []
  for await (const chunk of store.read(key) as Readable) chunks.push(chunk as Buffer)
  const bytes = Buffer.concat(chunks)
  return { bytes, size: bytes.length, md5: createHash('md5').update(bytes).digest('hex') }
}

/**
 * Registers `file` as `name` in the owner's root folder (see the top), in the caller's
 * transaction. Answers the entry and the new object's key (null when 秒传 reused a kept one): a
 * caller whose transaction fails after this removes that object.
 */
export async function saveFileCopy(
  tx: Tx,
  store: FileStore,
  ownerId: number,
  file: FileBytes,
  name: string,
  now: number
): Promise<{ entry: CloudEntry; written: string | null }> {
  await lockOwner(tx, ownerId)
  const [kept] = await tx
    .select({ storageKey: cloudEntries.storageKey })
    .from(cloudEntries)
    .where(
      and(
        eq(cloudEntries.ownerId, ownerId),
        eq(cloudEntries.md5, file.md5),
        eq(cloudEntries.size, file.size),
        eq(cloudEntries.isFolder, false),
        isNotNull(cloudEntries.storageKey)
      )
    )
    .limit(1)
  let storageKey = kept?.storageKey ?? null
  let written: string | null = null
  if (storageKey === null) {
    const [space] = await tx.select({ used: users.usedCloudSpace, max: users.maxCloudSpace }).from(users).where(eq(users.id, ownerId))
    const [{ reserved }] = await tx
      .select({ reserved: sql<string>`coalesce(sum(${cloudUploads.size}), 0)` })
      .from(cloudUploads)
      .where(and(eq(cloudUploads.ownerId, ownerId), eq(cloudUploads.status, 'open'), gt(cloudUploads.expiresAt, new Date(now))))
    if (Number(space.used) + Number(reserved) + file.size > Number(space.max)) {
      throw new ApiError(422, 'quota_exceeded', '云空间不足，请清理回收站或扩容后再上传')
    }
    written = storageKey = store.newCloudKey()
    await store.write(storageKey, file.bytes)
  }
  try {
    if (written !== null) {
      await tx
        .update(users)
        .set({ usedCloudSpace: sql`${users.usedCloudSpace} + ${file.size}` })
        .where(eq(users.id, ownerId))
    }
    const free = await freeName(tx, ownerId, null, name, false)
    const at = new Date(now)
    const [row] = await tx
      .insert(cloudEntries)
      .values({
        ownerId,
        parentId: null,
        name: free,
        isFolder: false,
        size: file.size,
        md5: file.md5,
        storageKey,
        extension: extensionOf(free),
        createdAt: at,
        updatedAt: at
      })
      .returning(entryColumns)
    return { entry: toEntry(row), written }
  } catch (error) {
    if (written !== null) await store.remove([written]).catch(() => undefined)
    throw error
  }
}
