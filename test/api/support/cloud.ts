/**
 * Cloud library helpers of the API tests (issue 20): a file row written straight into
 * cloud_entries as the upload slice registers one, for tests about what happens to files once they
 * are there (listing, trash, shares) rather than about uploading them.
 */
import { eq } from 'drizzle-orm'
import { extensionOf } from '../../../core/cloudFiles'
import { cloudEntries, users } from '../../../server/db/schema'
import type { AccountsApp, Member } from './accounts'

/**
 * A file of `who` in folder `parentId` (null: the root), stamped a second after the app's clock
 * (or `at`); the used space goes up by its size. Its storage key is `test/<name>`.
 */
export async function insertFile(
  t: AccountsApp,
  who: Member,
  name: string,
  size: number,
  parentId: number | null = null,
  options: { md5?: string; at?: number } = {}
): Promise<number> {
  const at = new Date(options.at ?? (t.clock.now += 1000))
  const [row] = await t.database.db
    .insert(cloudEntries)
    .values({
      ownerId: who.id,
      parentId,
      name,
      isFolder: false,
      size,
      md5: options.md5 ?? `${name}-${size}-${Math.random()}`,
      storageKey: `test/${name}`,
      extension: extensionOf(name),
      createdAt: at,
      updatedAt: at
    })
    .returning({ id: cloudEntries.id })
  const [user] = await t.database.db.select({ used: users.usedCloudSpace }).from(users).where(eq(users.id, who.id))
  await t.database.db
    .update(users)
    .set({ usedCloudSpace: Number(user.used) + size })
    .where(eq(users.id, who.id))
  return row.id
}
