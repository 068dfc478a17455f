/**
 * The staff queue of what the sensitive-word list held (issue 28, "Moderation"): posts and their
 * answers and replies with status 'held', oldest first, so staff release or hide them from the
 * row (staff.ts actOnPost / actOnReply) instead of by number.
 *
 * One page is one union of the two tables (held rows are few; each branch filters on status), then
 * the page's vote options for the matched word. The word is matched again against the list as it
 * is now (the word that held it is not stored): null when staff have removed it since.
 */
import { asc, eq, inArray, sql } from 'drizzle-orm'
import { unionAll } from 'drizzle-orm/pg-core'
import { REPORT_LIMITS, type HeldKind, type StaffHeldItem, type StaffHeldQuery } from '../../../types/forumStaff'
import type { Db } from '../../db/open'
import { forumPosts, forumReplies, forumVoteOptions, users } from '../../db/schema'
import { pageWindow } from '../../lib/paginate'
import { activeMute } from './mute'
import { findSensitiveWord } from './sensitiveWords'

const excerpt = (text: string) => [...text].slice(0, REPORT_LIMITS.excerpt).join('')

/** The held posts and replies of one page (PAGE_QUERY), oldest first, and how many are held in all. */
export async function heldContent(db: Db, query: StaffHeldQuery, words: readonly string[], now: number): Promise<{ count: number; results: StaffHeldItem[] }> {
  const posts = db
    .select({
      kind: sql<HeldKind>`'post'`.as('kind'),
      // Named: the union's columns are the first branch's names, and both ids would be "id".
      postId: sql`${forumPosts.id}`.mapWith(Number).as('post_id'),
      replyId: sql<number | null>`null::bigint`.as('reply_id'),
      title: forumPosts.title,
      body: forumPosts.body,
      hashtags: forumPosts.hashtags,
      authorId: sql`${users.id}`.mapWith(Number).as('author_id'),
      authorName: users.username,
      authorMuted: users.forumMutedUntil,
      createdAt: forumPosts.createdAt
    })
    .from(forumPosts)
    .innerJoin(users, eq(users.id, forumPosts.authorId))
    .where(eq(forumPosts.status, 'held'))
  const replies = db
    .select({
      kind: sql<HeldKind>`'reply'`,
      postId: forumReplies.postId,
      replyId: forumReplies.id,
      title: sql<string>`''`,
      body: forumReplies.body,
      hashtags: sql<string[]>`'[]'::jsonb`,
      authorId: users.id,
      authorName: users.username,
      authorMuted: users.forumMutedUntil,
      createdAt: forumReplies.createdAt
    })
    .from(forumReplies)
    .innerJoin(users, eq(users.id, forumReplies.authorId))
    .where(eq(forumReplies.status, 'held'))
  const { limit, offset } = pageWindow(query)
  // Ties (same instant) in a stable order: posts before replies, then by ids (a union orders by its column names only).
  const count = (table: typeof forumPosts | typeof forumReplies) =>
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(table)
      .where(eq(table.status, 'held'))
  const [rows, [heldPosts], [heldReplies]] = await Promise.all([
    unionAll(posts, replies)
      .orderBy(sql`created_at`, sql`kind`, sql`post_id`, sql`reply_id`)
      .limit(limit)
      .offset(offset),
    count(forumPosts),
    count(forumReplies)
  ])

  // A vote is held by its options' labels too.
  const postIds = rows.filter((r) => r.kind === 'post').map((r) => Number(r.postId))
  const labels = new Map<number, string[]>()
  if (postIds.length) {
    const options = await db
      .select({ postId: forumVoteOptions.postId, label: forumVoteOptions.label })
      .from(forumVoteOptions)
      .where(inArray(forumVoteOptions.postId, postIds))
      .orderBy(asc(forumVoteOptions.postId), asc(forumVoteOptions.position))
    for (const o of options) labels.set(o.postId, [...(labels.get(o.postId) ?? []), o.label])
  }

  return {
    count: Number(heldPosts.n) + Number(heldReplies.n),
    results: rows.map((r) => {
      const postId = Number(r.postId)
      const isPost = r.kind === 'post'
      const texts = isPost ? [r.title, r.body, ...(r.hashtags ?? []), ...(labels.get(postId) ?? [])] : [r.body]
      return {
        kind: r.kind,
        post_id: postId,
        reply_id: isPost ? null : Number(r.replyId),
        text: excerpt(isPost ? r.title || r.body : r.body),
        word: findSensitiveWord(words, ...texts),
        author: {
          user_id: Number(r.authorId),
          username: r.authorName ?? '',
          muted_until: activeMute(r.authorMuted ? new Date(r.authorMuted) : null, now)?.toISOString() ?? null
        },
        created_at: new Date(r.createdAt).toISOString()
      }
    })
  }
}
