/**
 * Longer reply threads in the demo forum (示例数据, issue 19): the demo forum gives an answer at most
 * three replies, all of which the answers list shows; here a few answers get a conversation of
 * THREAD_MIN–THREAD_MAX more, so a demo question shows 查看全部 N 条回复 and reading on
 * (GET /api/forum/answers/<id>/replies/) has something to read. The answers: the first answer of
 * the newest questions of each level (THREADS_NEWEST) and a few more drawn by a seeded PRNG
 * (THREADS_DRAWN), the same on every install. The repliers are demo members other than the
 * answer's author, the question's author among them when a demo member; the replies come after the answer's own,
 * minutes to hours apart, never after now. Rows are is_demo; run after the demo forum (seedAll.ts).
 */
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm'
import type { Database } from '../db/open'
import { forumPosts, forumReplies } from '../db/schema'
import { demoMemberIds } from './demoMembers'
import { hash, prng } from './sampleOneScore'

export const THREAD_MIN = 5
export const THREAD_MAX = 14
/** Newest questions per level whose first answer gets a thread. */
export const THREADS_NEWEST = 2
export const THREADS_DRAWN = 8
const MINUTE_MS = 60_000

/** Replies that fit under any answer, in the order a conversation might have them. */
export const THREAD_REPLIES: readonly string[] = [
  '我也想问这个，蹲一个后续。',
  '楼上说得对，我去年也是这样过来的。',
  '补充一句：一定要看清招生章程里的要求。',
  '请问这些信息在哪里能查到？',
  '省考试院和学校官网都有，往年的数据也能找到。',
  '谢谢！已收藏。',
  '同问，坐等答主回复。',
  '我当时也纠结了很久，最后听了班主任的建议。',
  '这个思路挺清楚的，学到了。',
  '每个人情况不一样，还是要结合自己的分数和兴趣来定。',
  '有没有同省的同学一起交流一下？',
  '答主说得很中肯，没有夸大。',
  '感觉时间有点紧，现在开始准备还来得及吗？',
  '来得及，别慌，按计划一步一步来就好。',
  '+1，这个建议很实用。',
  '我身边也有类似的例子，结果还不错。',
  '想问下答主当时每天学多久？',
  '谢谢大家，看完心里有底多了。'
]

/** Writes the threads when there are demo answers and none has more than three replies yet; null otherwise. */
export async function seedDemoForumThreads(database: Database, now = Date.now()): Promise<{ threads: number; replies: number } | null> {
  const db = database.db
  const members = await demoMemberIds(db)
  // Each demo question's first published answer, oldest question first.
  const answers = await db
    .selectDistinctOn([forumReplies.postId], {
      id: forumReplies.id,
      postId: forumReplies.postId,
      authorId: forumReplies.authorId,
      level: forumPosts.level,
      postAuthorId: forumPosts.authorId,
      createdAt: forumReplies.createdAt
    })
    .from(forumReplies)
    .innerJoin(forumPosts, eq(forumPosts.id, forumReplies.postId))
    .where(and(isNull(forumReplies.parentId), eq(forumReplies.isDemo, true), eq(forumPosts.kind, 'question'), eq(forumReplies.status, 'published')))
    .orderBy(asc(forumReplies.postId), asc(forumReplies.id))
  if (members.length < 4 || answers.length === 0) return null
  const counts = await db
    .select({ parentId: forumReplies.parentId, n: sql<number>`count(*)::int`, last: sql<string>`max(${forumReplies.createdAt})` })
    .from(forumReplies)
    .where(
      inArray(
        forumReplies.parentId,
        answers.map((a) => a.id)
      )
    )
    .groupBy(forumReplies.parentId)
  if (counts.some((c) => c.n > 3)) return null
  const lastReply = new Map(counts.map((c) => [c.parentId!, new Date(c.last).getTime()]))

  const random = prng(hash('demo-forum-threads'))
  const chosen = new Map<number, (typeof answers)[number]>()
  for (const level of ['middle_school', 'university']) {
    for (const a of answers.filter((x) => x.level === level).slice(-THREADS_NEWEST)) chosen.set(a.id, a)
  }
  for (let tries = 0; chosen.size < THREADS_NEWEST * 2 + THREADS_DRAWN && tries < 100; tries++) {
    const a = answers[Math.floor(random() * answers.length)]
    chosen.set(a.id, a)
  }

  const rows: (typeof forumReplies.$inferInsert)[] = []
  for (const a of [...chosen.values()].sort((p, q) => p.id - q.id)) {
    const n = THREAD_MIN + Math.floor(random() * (THREAD_MAX - THREAD_MIN + 1))
    const others = members.filter((m) => m !== a.authorId)
    let at = Math.max(a.createdAt.getTime(), lastReply.get(a.id) ?? 0)
    // Spread over what is left until a minute ago, at most a day.
    const room = Math.max(n, Math.min(now - MINUTE_MS - at, 24 * 60 * MINUTE_MS))
    let start = Math.floor(random() * THREAD_REPLIES.length)
    for (let k = 0; k < n; k++) {
      at = Math.min(now - MINUTE_MS, at + Math.max(1_000, Math.round((room / n) * (0.3 + random()))))
      // The asker joins in when they are a demo member (words are never put in the demo account's mouth).
      const asker = k % 3 === 1 && a.postAuthorId !== a.authorId && members.includes(a.postAuthorId)
      const authorId = asker ? a.postAuthorId : others[Math.floor(random() * others.length)]
      rows.push({ postId: a.postId, parentId: a.id, authorId, body: THREAD_REPLIES[start++ % THREAD_REPLIES.length], isDemo: true, createdAt: new Date(at) })
    }
  }
  await db.insert(forumReplies).values(rows)
  return { threads: chosen.size, replies: rows.length }
}
