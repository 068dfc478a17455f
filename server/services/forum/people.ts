/**
 * People (issue 19): a user's page (peopleInfo), their posts, following and unfollowing, and the
 * followers / following lists.
 *
 * - Follow: PUT follows, DELETE unfollows, both idempotent. The follow row and both counters
 *   (users.following_num of the follower, follower_num of the followee) change in one transaction,
 *   so the counts equal the rows; a new follow writes a 'follows' message (services/messages.ts).
 *   Following oneself is a 400; following someone who blocked you a 403; someone you blocked a 422
 *   (unblock first).
 * - Lists: newest follow first, by keyset on (created_at, user id) with a '<ms>.<id>' cursor.
 *   Followers of a user read forum_follows_followee_idx (followee_id, created_at); whom a user
 *   follows reads the primary key's follower_id prefix (one person follows few).
 * - A user's posts: newest first by id on forum_posts_author_idx, visible as in the feed
 *   (visibility.ts) and none when the viewer blocked them; the owner sees all of their own (held
 *   and hidden ones marked by their status).
 */
import { and, count, desc, eq, lt, type SQL } from 'drizzle-orm'
import { FORUM_LIMITS, type FeedPage } from '../../../types/forum'
import type { FollowResponse, PeoplePage, PeopleQuery, PersonPage } from '../../../types/forumPeople'
import type { Db } from '../../db/open'
import { forumFollows, forumPosts, users } from '../../db/schema'
import { ApiError } from '../../errors'
import { notify } from '../messages'
import { isBlocking, notBlockedBy } from './blocks'
import { medalsOf } from './medals'
import { afterCursor, checkPerson, countFollow, cursorOf, followFlags, identityLabelOf, PERSON_COLUMNS, personMissing, whoOf } from './peopleRows'
import { selectSummaries, toSummaries } from './postRows'
import { visibleTo } from './visibility'

export async function personPage(db: Db, apiPrefix: string, viewerId: number, userId: number): Promise<PersonPage> {
  const [row] = await db
    .select({ ...PERSON_COLUMNS, wornAccessory: users.wornAccessory, followerNum: users.followerNum, followingNum: users.followingNum })
    .from(users)
    .where(eq(users.id, userId))
  if (!row) throw personMissing()
  const [[posts], medals, flags, blocked] = await Promise.all([
    db
      .select({ n: count() })
      .from(forumPosts)
      .where(and(eq(forumPosts.authorId, userId), eq(forumPosts.status, 'published'))),
    medalsOf(db, [userId]),
    followFlags(db, viewerId, [userId]),
    isBlocking(db, viewerId, userId)
  ])
  return {
    ...whoOf(row, apiPrefix),
    identity_label: identityLabelOf(row.grade),
    medals: medals.get(userId) ?? [],
    is_demo: row.isDemo,
    accessory: row.wornAccessory,
    follower_num: row.followerNum,
    following_num: row.followingNum,
    post_count: Number(posts.n),
    is_me: viewerId === userId,
    followed: flags.followed.has(userId),
    follows_me: flags.followsMe.has(userId),
    blocked
  }
}

/**
 * A user's posts as `viewerId` may see them, newest first (none when the viewer blocked them). The
 * owner sees all of their own, held and hidden ones too, each with its status (我的话题, peopleInfo):
 * the author should learn what became of a post, not find it gone.
 */
export async function personPosts(db: Db, apiPrefix: string, viewerId: number, userId: number, query: { cursor?: string; limit?: number }): Promise<FeedPage> {
  await checkPerson(db, userId)
  const limit = query.limit ?? FORUM_LIMITS.pageSize
  const conditions: (SQL | undefined)[] = [eq(forumPosts.authorId, userId)]
  if (viewerId !== userId) conditions.push(visibleTo(forumPosts, viewerId), notBlockedBy(viewerId, forumPosts.authorId))
  if (query.cursor !== undefined) conditions.push(lt(forumPosts.id, Number(query.cursor)))
  const rows = await selectSummaries(db, viewerId)
    .where(and(...conditions))
    .orderBy(desc(forumPosts.id))
    .limit(limit + 1)
  const page = rows.slice(0, limit)
  return { results: toSummaries(page, apiPrefix), next_cursor: rows.length > limit ? String(page[page.length - 1].id) : null }
}

export async function setFollow(db: Db, userId: number, otherId: number, follow: boolean, now: number): Promise<FollowResponse> {
  if (userId === otherId) throw new ApiError(400, 'bad_request', '不能关注自己')
  await checkPerson(db, otherId)
  if (follow && (await isBlocking(db, otherId, userId))) throw new ApiError(403, 'permission_denied', '对方已将你拉黑，无法关注')
  if (follow && (await isBlocking(db, userId, otherId))) throw new ApiError(422, 'business_rule', '你已拉黑该用户，请先解除拉黑')
  return db.transaction(async (tx) => {
    const pair = and(eq(forumFollows.followerId, userId), eq(forumFollows.followeeId, otherId))
    const changed = follow
      ? await tx
          .insert(forumFollows)
          .values({ followerId: userId, followeeId: otherId, createdAt: new Date(now) })
          .onConflictDoNothing()
          .returning({ followerId: forumFollows.followerId })
      : await tx.delete(forumFollows).where(pair).returning({ followerId: forumFollows.followerId })
    if (changed.length > 0) {
      await countFollow(tx, userId, otherId, follow ? 1 : -1)
      if (follow) await notify(tx, { userId: otherId, type: 'follows', actorId: userId, now })
    }
    const [[me], [them]] = await Promise.all([
      tx.select({ n: users.followingNum }).from(users).where(eq(users.id, userId)),
      tx.select({ n: users.followerNum }).from(users).where(eq(users.id, otherId))
    ])
    return { followed: follow, follower_num: them.n, following_num: me.n }
  })
}

/** Followers of `userId` (side 'followers') or whom they follow ('following'), newest follow first. */
export async function followList(db: Db, apiPrefix: string, viewerId: number, userId: number, side: 'followers' | 'following', query: PeopleQuery): Promise<PeoplePage> {
  await checkPerson(db, userId)
  const limit = query.limit ?? FORUM_LIMITS.pageSize
  const [owner, other] = side === 'followers' ? [forumFollows.followeeId, forumFollows.followerId] : [forumFollows.followerId, forumFollows.followeeId]
  const rows = await db
    .select({ ...PERSON_COLUMNS, at: forumFollows.createdAt })
    .from(forumFollows)
    .innerJoin(users, eq(users.id, other))
    .where(and(eq(owner, userId), afterCursor(query.cursor, forumFollows.createdAt, other)))
    .orderBy(desc(forumFollows.createdAt), desc(other))
    .limit(limit + 1)
  const page = rows.slice(0, limit)
  const ids = page.map((r) => r.userId)
  const [medals, flags] = await Promise.all([medalsOf(db, ids), followFlags(db, viewerId, ids)])
  const last = page[page.length - 1]
  return {
    results: page.map((r) => ({
      ...whoOf(r, apiPrefix),
      identity_label: identityLabelOf(r.grade),
      medals: medals.get(r.userId) ?? [],
      is_demo: r.isDemo,
      followed: flags.followed.has(r.userId),
      follows_me: flags.followsMe.has(r.userId)
    })),
    next_cursor: rows.length > limit ? cursorOf(last.at, last.userId) : null
  }
}
