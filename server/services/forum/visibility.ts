/**
 * Who sees a post or an answer: 'published' ones everybody; 'held' ones (a sensitive word matched)
 * only their author; 'hidden' ones (taken down by staff) nobody. A post nobody may see answers 404
 * 帖子不存在, exactly like a missing one.
 */
import { and, eq, or, type SQL } from 'drizzle-orm'
import type { PgColumn } from 'drizzle-orm/pg-core'
import type { Db } from '../../db/open'
import { forumPosts } from '../../db/schema'
import { ApiError } from '../../errors'

export const postMissing = () => new ApiError(404, 'not_found', '帖子不存在')

export function canSee(row: { status: string; authorId: number }, viewerId: number | null): boolean {
  return row.status === 'published' || (row.status === 'held' && viewerId !== null && row.authorId === viewerId)
}

/** The same rule as a condition on a table's status and author columns. */
export function visibleTo(columns: { status: PgColumn; authorId: PgColumn }, viewerId: number | null): SQL {
  const published = eq(columns.status, 'published')
  if (viewerId === null) return published
  return or(published, and(eq(columns.status, 'held'), eq(columns.authorId, viewerId)))!
}

/** The post `viewerId` may see (for answering, liking, listing answers): its author, else 404 帖子不存在. */
export async function visiblePost(db: Pick<Db, 'select'>, viewerId: number | null, id: number): Promise<{ id: number; authorId: number }> {
  const [row] = await db.select({ id: forumPosts.id, authorId: forumPosts.authorId, status: forumPosts.status }).from(forumPosts).where(eq(forumPosts.id, id))
  if (!row || !canSee(row, viewerId)) throw postMissing()
  return { id: row.id, authorId: row.authorId }
}
