/**
 * The cloud quota (issue 20): users.used_cloud_space and max_cloud_space (default
 * types/user.ts DEFAULT_CLOUD_SPACE, the column's default). Used space counts the owner's
 * files, in the trash too, until they are purged (trash.ts); the upload slice raises it.
 */
import { eq } from 'drizzle-orm'
import type { CloudQuota } from '../../../types/cloud'
import type { Db } from '../../db/open'
import { users } from '../../db/schema'

export async function quotaOf(db: Db, ownerId: number): Promise<CloudQuota> {
  const [row] = await db.select({ used: users.usedCloudSpace, max: users.maxCloudSpace }).from(users).where(eq(users.id, ownerId))
  return { used: Number(row.used), max: Number(row.max) }
}
