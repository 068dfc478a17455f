/**
 * Demo people and messages (示例数据, issue 19): after the demo forum (seedAll.ts), on an empty
 * database. The demo members follow each other (each a few others, the same on every install);
 * some follow the demo account (示例用户, 13800000000), which follows a few back. The demo account
 * gets one question of its own with two answers and three likes from demo members, and the
 * messages those actions write (回复, 赞, 关注) plus a welcome notice (系统): some read, some not,
 * so the messages page and the 我的 tab's unread badge show what they do at first login.
 * Every post and answer is is_demo; follower_num and following_num agree with the follow rows.
 */
import { count, eq, sql } from 'drizzle-orm'
import type { MessageType } from '../../types/forumPeople'
import type { Database } from '../db/open'
import { forumFollows, forumLikes, forumPosts, forumReplies, messages, users } from '../db/schema'
import { DEMO_PHONE } from './demo'
import { demoMemberIds } from './demoMembers'

const MINUTE_MS = 60_000
const HOUR_MS = 60 * MINUTE_MS
const DAY_MS = 24 * HOUR_MS

/** Each member i follows the members i + step (mod n). */
const FOLLOW_STEPS = [1, 3, 7, 12]
/** Members (indexes) who follow the demo account, and whom it follows. */
const FOLLOWING_DEMO = [0, 2, 4, 6]
const FOLLOWED_BY_DEMO = [0, 1, 2]

export const DEMO_QUESTION = {
  kind: 'question',
  level: 'middle_school',
  tab: 'apply',
  qaTag: 'apply',
  title: '江苏物化生 612 分，位次一万六，冲稳保怎么分配？',
  body: '第一次填志愿，心里没底。想学计算机或电子信息，省内省外都可以，大家觉得冲稳保各放几个学校比较合适？'
}
const DEMO_ANSWERS = [
  '一般建议冲 20%、稳 40%、保 40%，先按位次找近三年录取位次在你前后的学校。',
  '计算机热门，可以把电子信息、自动化也放进去，专业组里记得看清选科要求。'
]
export const DEMO_WELCOME = '欢迎来到社区！这里的帖子、关注和消息都是示例数据。发帖、回答、关注同学后，新的回复、赞和关注会出现在这里。'

export interface DemoPeopleCounts {
  follows: number
  messages: number
}

/** Writes the demo follows and messages when there are demo members and no follow yet; null otherwise. */
export async function seedDemoForumPeople(database: Database, now = Date.now()): Promise<DemoPeopleCounts | null> {
  const db = database.db
  const [{ n }] = await db.select({ n: count() }).from(forumFollows)
  if (n > 0) return null
  const [demo] = await db.select({ id: users.id }).from(users).where(eq(users.phone, DEMO_PHONE))
  const members = await demoMemberIds(db)
  if (!demo || members.length < 13) return null
  const at = (ms: number) => new Date(now - ms)

  return db.transaction(async (tx) => {
    const follows: { followerId: number; followeeId: number; createdAt: Date }[] = []
    members.forEach((follower, i) => {
      for (const step of FOLLOW_STEPS) follows.push({ followerId: follower, followeeId: members[(i + step) % members.length], createdAt: at((i * 5 + step) * HOUR_MS) })
    })
    FOLLOWING_DEMO.forEach((m, k) => follows.push({ followerId: members[m], followeeId: demo.id, createdAt: at((k * 2 + 1) * HOUR_MS) }))
    FOLLOWED_BY_DEMO.forEach((m, k) => follows.push({ followerId: demo.id, followeeId: members[m], createdAt: at((k + 2) * DAY_MS) }))
    await tx.insert(forumFollows).values(follows)
    await tx.execute(sql`
      update users set
        follower_num = (select count(*) from forum_follows f where f.followee_id = users.id),
        following_num = (select count(*) from forum_follows f where f.follower_id = users.id)
      where users.id = any(${`{${[demo.id, ...members].join(',')}}`}::bigint[])`)

    // The demo account's question, answered and liked by members: minutes ago, newer than every
    // post of the demo forum, so post ids stay in time order.
    const askedAt = at(8 * MINUTE_MS)
    const [post] = await tx
      .insert(forumPosts)
      .values({ ...DEMO_QUESTION, authorId: demo.id, likeCount: 3, answerCount: DEMO_ANSWERS.length, isDemo: true, createdAt: askedAt, hashtags: [] })
      .returning({ id: forumPosts.id })
    const answers = await tx
      .insert(forumReplies)
      .values(DEMO_ANSWERS.map((body, k) => ({ postId: post.id, authorId: members[k + 3], body, isDemo: true, createdAt: at((6 - k * 2) * MINUTE_MS) })))
      .returning({ id: forumReplies.id, authorId: forumReplies.authorId, body: forumReplies.body, createdAt: forumReplies.createdAt })
    const likers = [members[5], members[8], members[9]]
    await tx.insert(forumLikes).values(likers.map((userId, k) => ({ postId: post.id, userId, createdAt: at((7 - k * 2) * MINUTE_MS) })))

    const message = (type: MessageType, actorId: number | null, ago: number, read: boolean, extra: { postId?: number; replyId?: number; text?: string } = {}) => ({
      userId: demo.id,
      type,
      actorId,
      postId: extra.postId ?? null,
      replyId: extra.replyId ?? null,
      text: extra.text ?? '',
      createdAt: at(ago),
      readAt: read ? at(ago - MINUTE_MS / 2) : null
    })
    const rows = [
      message('system', null, 3 * DAY_MS, false, { text: DEMO_WELCOME }),
      ...likers.map((userId, k) => message('likes', userId, (7 - k * 2) * MINUTE_MS, k < 2, { postId: post.id })),
      ...answers.map((a) => message('replies', a.authorId, now - a.createdAt.getTime(), false, { postId: post.id, replyId: a.id, text: a.body.slice(0, 60) })),
      ...FOLLOWING_DEMO.map((m, k) => message('follows', members[m], (k * 2 + 1) * HOUR_MS, k >= 2))
    ].sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime())
    await tx.insert(messages).values(rows)
    return { follows: follows.length, messages: rows.length }
  })
}
