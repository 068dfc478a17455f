/**
 * The task centre (issue 22; rules core/personalTasks.ts): each task's state for the caller and
 * claiming a reward. The server decides whether a task is done by reading the real tables, never
 * by the app's word:
 * - post: a published post (question, topic or vote) of today (China day); a held one counts once
 *   staff publish it that day;
 * - answer: a published top-level answer of today to someone else's question;
 * - study_checkin: today's study check-in (issue 24); the check-in itself grants it at once
 *   (services/writing/checkin.ts), under the same grant key;
 * - invite: someone bound the caller's invite code (users.invited_count > 0);
 * - gaokao_info: the info is complete by the app's own rule (core/gaokaoInfo.ts checkGaokaoInfo);
 * - test: a personality test result exists.
 * A reward is granted once per period under its grant key (daily: per China day), inside a
 * transaction holding the user's row, so parallel claims grant once.
 */
import { and, eq, gte, inArray, isNull, lt, ne, sql } from 'drizzle-orm'
import { chinaDay, dateOfDay, dayStart } from '../../../core/chinaTime'
import { checkGaokaoInfo } from '../../../core/gaokaoInfo'
import { itemsUnlockedBy } from '../../../core/personalItems'
import { signInGrantKey, taskGrantKey, taskOf, TASKS, taskState, todaySignInCoins, type TaskDef } from '../../../core/personalTasks'
import type { ClaimableTaskKey, TaskCentre, TaskClaimed, TaskItem } from '../../../types/personalTasks'
import type { LiberalScience } from '../../../types/user'
import type { Db } from '../../db/open'
import { coinChanges, forumPosts, forumReplies, personalityTestResults, studyCheckins, users } from '../../db/schema'
import { ApiError } from '../../errors'
import { applyCoins, coinsOf, lockedCoins } from './coins'
import { grantItems } from './items'
import { lastSignIn } from './signIn'

type Reader = Pick<Db, 'select'>

const exists = async (query: Promise<unknown[]>) => (await query).length > 0

/** Whether the user has done the task today (daily) or ever (one-off). */
const DONE: Record<ClaimableTaskKey, (db: Reader, userId: number, today: number) => Promise<boolean>> = {
  post: (db, userId, today) =>
    exists(
      db
        .select({ id: forumPosts.id })
        .from(forumPosts)
        .where(
          and(
            eq(forumPosts.authorId, userId),
            eq(forumPosts.status, 'published'),
            gte(forumPosts.createdAt, dayStart(today)),
            lt(forumPosts.createdAt, dayStart(today + 1))
          )
        )
        .limit(1)
    ),
  answer: (db, userId, today) =>
    exists(
      db
        .select({ id: forumReplies.id })
        .from(forumReplies)
        .innerJoin(forumPosts, eq(forumPosts.id, forumReplies.postId))
        .where(
          and(
            eq(forumReplies.authorId, userId),
            isNull(forumReplies.parentId),
            eq(forumReplies.status, 'published'),
            gte(forumReplies.createdAt, dayStart(today)),
            lt(forumReplies.createdAt, dayStart(today + 1)),
            eq(forumPosts.kind, 'question'),
            ne(forumPosts.authorId, userId)
          )
        )
        .limit(1)
    ),
  study_checkin: (db, userId, today) =>
    exists(
      db
        .select({ day: studyCheckins.day })
        .from(studyCheckins)
        .where(and(eq(studyCheckins.userId, userId), eq(studyCheckins.day, dateOfDay(today))))
        .limit(1)
    ),
  invite: (db, userId) =>
    exists(
      db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.id, userId), sql`${users.invitedCount} > 0`))
    ),
  gaokao_info: async (db, userId) => {
    const [row] = await db.select().from(users).where(eq(users.id, userId))
    return (
      !!row &&
      checkGaokaoInfo({
        province: row.province,
        apply_year: row.applyYear,
        liberal_science: row.liberalScience as LiberalScience | null,
        subjects: row.subjects,
        score: row.score,
        rank: row.rank
      }).complete
    )
  },
  test: (db, userId) => exists(db.select({ id: personalityTestResults.id }).from(personalityTestResults).where(eq(personalityTestResults.userId, userId)).limit(1))
}

const grantKeyOf = (task: TaskDef, today: number) => (task.key === 'signin' ? signInGrantKey(today) : taskGrantKey(task, today))

const unlocksOf = (task: TaskDef) => {
  const [item] = itemsUnlockedBy(task.key)
  return item ? { kind: item.kind, key: item.key } : null
}

/** Every task with its state today, and the caller's coins. */
export async function taskCentre(db: Db, userId: number, now: number): Promise<TaskCentre> {
  const today = chinaDay(new Date(now))
  const keys = TASKS.map((task) => grantKeyOf(task, today))
  const [granted, last, coins] = await Promise.all([
    db
      .select({ key: coinChanges.grantKey })
      .from(coinChanges)
      .where(and(eq(coinChanges.userId, userId), inArray(coinChanges.grantKey, keys))),
    lastSignIn(db, userId, today),
    coinsOf(db, userId)
  ])
  const claimed = new Set(granted.map((row) => row.key))
  const tasks = await Promise.all(
    TASKS.map(async (task): Promise<TaskItem> => {
      const isClaimed = claimed.has(grantKeyOf(task, today))
      // The sign-in is done by signing in, which grants at once: never a 去完成.
      const done = task.key === 'signin' || isClaimed || (await DONE[task.key](db, userId, today))
      return {
        key: task.key,
        period: task.period,
        title: task.title,
        hint: task.hint,
        coins: task.key === 'signin' ? todaySignInCoins(last, today) : task.coins,
        state: taskState(done, isClaimed),
        unlocks: unlocksOf(task)
      }
    })
  )
  return { num_coins: coins, tasks }
}

/** Grants a done task's reward once per period: 422 when not done, 409 when claimed already. */
export async function claimTask(db: Db, userId: number, key: ClaimableTaskKey, now: number): Promise<TaskClaimed> {
  const task = taskOf(key)
  const today = chinaDay(new Date(now))
  const grantKey = taskGrantKey(task, today)
  const claimedAlready = () => new ApiError(409, 'business_rule', task.period === 'daily' ? '今天的奖励已经领取过了' : '奖励已经领取过了')
  return db.transaction(async (tx) => {
    // Under the user's lock a second claim waits, then finds the grant.
    await lockedCoins(tx, userId)
    if (
      await exists(
        tx
          .select({ id: coinChanges.id })
          .from(coinChanges)
          .where(and(eq(coinChanges.userId, userId), eq(coinChanges.grantKey, grantKey)))
      )
    )
      throw claimedAlready()
    if (!(await DONE[key](tx, userId, today))) throw new ApiError(422, 'business_rule', `任务「${task.title}」尚未完成：${task.hint}`)
    const after = await applyCoins(tx, userId, { delta: task.coins, reason: 'task', grantKey, now })
    if (after === null) throw claimedAlready()
    const unlocked = await grantItems(tx, userId, itemsUnlockedBy(key), now)
    return { key, coins: task.coins, num_coins: after, unlocked }
  })
}
