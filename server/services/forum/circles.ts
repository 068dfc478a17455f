/**
 * Circles (issue 19 "circles: join or leave, a feed per circle, a member count"): curated groups of
 * one level, each with its own feed (the posts written into it, forum_posts.circle_id).
 *
 * - Reading needs no login: the level's circles (the viewer's first, then the curated order by id),
 *   one circle, its feed. A circle is named by its slug or its id.
 * - Join (PUT) and leave (DELETE) are idempotent. The membership row and forum_circles.member_count
 *   change in one transaction: the count moves only when a row was inserted or deleted, by an
 *   UPDATE that locks the circle's row, so parallel joins serialise on it and the count equals the
 *   rows (as follows do, people.ts).
 * - A circle's feed is the feed's keyset statement (feed.ts keysetPage) on circle_id, served by
 *   forum_posts_circle_feed_idx (circle_id, status, id desc): the same cards, blocking and
 *   held/hidden rules as the home feed.
 * - Posting into a circle (posts.ts): only a member, only a post of the circle's level.
 */
import { and, asc, desc, eq, sql } from 'drizzle-orm'
import type { FeedPage, ForumLevel } from '../../../types/forum'
import type { Circle, CircleJoinResponse, CirclePostsQuery, CirclesResponse } from '../../../types/forumCircles'
import type { Db } from '../../db/open'
import { forumCircleMembers, forumCircles, forumPosts } from '../../db/schema'
import { ApiError, fieldError } from '../../errors'
import { keysetPage } from './feed'
import { levelOfUser } from './home'
import { LEVEL_LABELS } from './levels'

export const circleMissing = () => new ApiError(404, 'not_found', '圈子不存在')

interface CircleRow {
  id: number
  slug: string
  level: string
  name: string
  description: string
  memberCount: number
  isDemo: boolean
  joined: boolean
}

/** The viewer's membership row, if any: a visitor's join is `on false`. */
const viewerMember = (viewerId: number | null) =>
  viewerId === null ? sql`false` : and(eq(forumCircleMembers.circleId, forumCircles.id), eq(forumCircleMembers.userId, viewerId))!
const joined = sql<boolean>`(${forumCircleMembers.userId} is not null)`

const selectCircles = (db: Pick<Db, 'select'>, viewerId: number | null) =>
  db
    .select({
      id: forumCircles.id,
      slug: forumCircles.slug,
      level: forumCircles.level,
      name: forumCircles.name,
      description: forumCircles.description,
      memberCount: forumCircles.memberCount,
      isDemo: forumCircles.isDemo,
      joined
    })
    .from(forumCircles)
    .leftJoin(forumCircleMembers, viewerMember(viewerId))

/** A slug or an id (digits: a slug starts with a letter, types/forumCircles.ts CIRCLE_REF_PATTERN). */
const byRef = (ref: string) => (/^[0-9]+$/.test(ref) ? eq(forumCircles.id, Number(ref)) : eq(forumCircles.slug, ref))

function toCircle(row: CircleRow): Circle {
  return {
    id: row.id,
    slug: row.slug,
    level: row.level as ForumLevel,
    name: row.name,
    description: row.description,
    member_count: row.memberCount,
    joined: Boolean(row.joined),
    is_demo: row.isDemo
  }
}

/** The circle `ref` names as `viewerId` sees it, or 404 圈子不存在. */
async function findCircle(db: Pick<Db, 'select'>, viewerId: number | null, ref: string): Promise<CircleRow> {
  const [row] = await selectCircles(db, viewerId).where(byRef(ref))
  if (!row) throw circleMissing()
  return row
}

/** The level's circles (asked for, else the viewer's level): the viewer's first, then by id. */
export async function circlesOf(db: Db, viewerId: number | null, asked: ForumLevel | undefined): Promise<CirclesResponse> {
  const level = asked ?? (await levelOfUser(db, viewerId))
  const rows = await selectCircles(db, viewerId).where(eq(forumCircles.level, level)).orderBy(desc(joined), asc(forumCircles.id))
  return { level, results: rows.map(toCircle) }
}

export async function circlePage(db: Db, viewerId: number | null, ref: string): Promise<Circle> {
  return toCircle(await findCircle(db, viewerId, ref))
}

/** Joins (`join`) or leaves the circle; idempotent. Answers the new state and count. */
export async function setMembership(db: Db, userId: number, ref: string, join: boolean, now: number): Promise<CircleJoinResponse> {
  const circle = await findCircle(db, null, ref)
  return db.transaction(async (tx) => {
    const pair = and(eq(forumCircleMembers.circleId, circle.id), eq(forumCircleMembers.userId, userId))
    const changed = join
      ? await tx
          .insert(forumCircleMembers)
          .values({ circleId: circle.id, userId, createdAt: new Date(now) })
          .onConflictDoNothing()
          .returning({ userId: forumCircleMembers.userId })
      : await tx.delete(forumCircleMembers).where(pair).returning({ userId: forumCircleMembers.userId })
    if (changed.length > 0) {
      await tx
        .update(forumCircles)
        .set({ memberCount: sql`greatest(${forumCircles.memberCount} + ${join ? 1 : -1}, 0)` })
        .where(eq(forumCircles.id, circle.id))
    }
    const [row] = await tx.select({ n: forumCircles.memberCount }).from(forumCircles).where(eq(forumCircles.id, circle.id))
    return { joined: join, member_count: row.n }
  })
}

/** A circle's feed: its posts, newest first, as the home feed shows them. */
export async function circlePosts(db: Db, apiPrefix: string, viewerId: number | null, ref: string, query: CirclePostsQuery): Promise<FeedPage> {
  const circle = await findCircle(db, null, ref)
  return keysetPage(db, apiPrefix, viewerId, [eq(forumPosts.circleId, circle.id)], query)
}

/**
 * The circle a new post goes into (posts.ts): 400 when it does not exist or is of another level
 * than the post, 403 when the author is not a member. Its id.
 */
export async function circleForPost(db: Pick<Db, 'select'>, authorId: number, ref: string, level: ForumLevel): Promise<number> {
  const [circle] = await selectCircles(db, authorId).where(byRef(ref))
  if (!circle) throw fieldError('circle', '圈子不存在，请重新选择')
  if (circle.level !== level) throw fieldError('circle', `「${circle.name}」是${LEVEL_LABELS[circle.level as ForumLevel]}的圈子，不能发到${LEVEL_LABELS[level]}版块`)
  if (!circle.joined) throw new ApiError(403, 'permission_denied', `加入「${circle.name}」后才能在圈子里发帖`)
  return circle.id
}
