/**
 * The rank lists (GET /api/forum/ranks/, page forum/questionRanks/index): a level's published
 * questions (kind 'question': topics have comments and votes ballots, neither is a 问答 rank) by
 *  - 'answers' answer_count (回答最多),
 *  - 'likes'   like_count (获赞最多),
 *  - 'week'    heat over the questions of the hot list's window (本周热门): hot.ts's `heat` and
 *              `hotWindowStart`, the one definition the home tab's 热榜 uses too,
 * the larger first, the newer question (larger id) first on a tie, top RANK_LIMIT, numbered 1, 2, 3 …
 * A question with nothing to rank by (a count or heat of 0) is not listed. Only published
 * questions count, for everybody, as on the hot list: a rank is a public standing, and a held
 * question (seen by its author alone in the feed) would put different numbers before its author
 * than before everyone else. A logged-in viewer does not see questions of authors they blocked
 * (blocks.ts notBlockedBy); the numbers close up over the gap.
 *
 * Two statements: the ranked ids (one index range or scan of the level's questions, a top-N sort),
 * then their feed cards by primary key (postRows.ts), plus the card's medal look-up.
 */
import { and, desc, eq, gt, gte, inArray, sql, type SQL } from 'drizzle-orm'
import type { ForumLevel, PostSummary } from '../../../types/forum'
import { RANK_LIMIT, type RankKind, type RankList } from '../../../types/forumRanks'
import type { Db } from '../../db/open'
import { forumPosts } from '../../db/schema'
import { notBlockedBy } from './blocks'
import { heat, hotWindowStart } from './hot'
import { selectSummaries, toSummaries } from './postRows'

/** What each list sorts by. */
const RANK_KEYS: Record<RankKind, SQL> = {
  answers: sql`${forumPosts.answerCount}`,
  likes: sql`${forumPosts.likeCount}`,
  week: heat
}

/** The feed cards of `ids`, in the order of `ids` (ids the viewer may no longer see are left out). */
export async function summariesInOrder(db: Db, apiPrefix: string, viewerId: number | null, ids: readonly number[]): Promise<PostSummary[]> {
  if (ids.length === 0) return []
  const rows = await selectSummaries(db, viewerId).where(inArray(forumPosts.id, [...ids]))
  const byId = new Map(rows.map((r) => [r.id, r]))
  const ordered = ids.flatMap((id) => {
    const row = byId.get(id)
    return row ? [row] : []
  })
  return toSummaries(ordered, apiPrefix)
}

export async function rankList(db: Db, apiPrefix: string, viewerId: number | null, level: ForumLevel, kind: RankKind, now: number): Promise<RankList> {
  const key = RANK_KEYS[kind]
  const where = and(
    eq(forumPosts.level, level),
    eq(forumPosts.status, 'published'),
    eq(forumPosts.kind, 'question'),
    gt(key, 0),
    kind === 'week' ? gte(forumPosts.createdAt, hotWindowStart(now)) : undefined,
    notBlockedBy(viewerId, forumPosts.authorId)
  )
  const ranked = await db.select({ id: forumPosts.id, heat }).from(forumPosts).where(where).orderBy(desc(key), desc(forumPosts.id)).limit(RANK_LIMIT)
  const posts = await summariesInOrder(
    db,
    apiPrefix,
    viewerId,
    ranked.map((r) => r.id)
  )
  const heatOf = new Map(ranked.map((r) => [r.id, Number(r.heat)]))
  return { level, kind, results: posts.map((post, i) => ({ rank: i + 1, heat: heatOf.get(post.id) ?? 0, post })) }
}
