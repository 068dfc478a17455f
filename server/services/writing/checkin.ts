/**
 * The daily study check-in (issue 24, docs/writing.md "Check-in"; rules core/studyCheckin.ts): one
 * study_checkins row per user and China day, and the task centre's 学习打卡 reward granted in the
 * same transaction under the task's grant key (core/personalTasks.ts taskGrantKey), as the sign-in
 * grants its own (services/personal/signIn.ts). The transaction first locks the user's row, so of
 * two check-ins at once the second waits, then finds today's row: one row, one grant, one 422.
 */
import { and, asc, eq, gte, lt } from 'drizzle-orm'
import { dateOfDay, dayOf } from '../../../core/chinaTime'
import { monthDays, taskGrantKey, taskOf } from '../../../core/personalTasks'
import { checkinDayOf, checkinStreaks } from '../../../core/studyCheckin'
import type { CheckedIn, CheckinCreate, CheckinDay, CheckinStatus } from '../../../types/writing'
import type { Db } from '../../db/open'
import { studyCheckins } from '../../db/schema'
import { ApiError } from '../../errors'
import { applyCoins, lockedCoins } from '../personal/coins'

type Reader = Pick<Db, 'select'>

const checkedAlready = () => new ApiError(422, 'business_rule', '今天已经打卡了，明天再来吧')

/** 'YYYY-MM-DD' → chinaDay */
const dayOfDate = (date: string) => dayOf(Number(date.slice(0, 4)), date.slice(5, 10))

const dayView = (row: { day: string; minutes: number; note: string }): CheckinDay => ({ date: row.day, minutes: row.minutes, note: row.note })

/** Every checked day of the user (a few hundred a year at most), as chinaDay numbers. */
async function checkedDays(db: Reader, userId: number): Promise<number[]> {
  const rows = await db.select({ day: studyCheckins.day }).from(studyCheckins).where(eq(studyCheckins.userId, userId))
  return rows.map((row) => dayOfDate(row.day))
}

/** Today's state, the streaks and a month's check-ins (default: this China month). */
export async function checkinStatus(db: Db, userId: number, month: string | undefined, now: number): Promise<CheckinStatus> {
  const { day: today, date } = checkinDayOf(now)
  const shown = month ?? date.slice(0, 7)
  const { first, end } = monthDays(shown)
  const [days, rows, [todayRow]] = await Promise.all([
    checkedDays(db, userId),
    db
      .select()
      .from(studyCheckins)
      .where(and(eq(studyCheckins.userId, userId), gte(studyCheckins.day, dateOfDay(first)), lt(studyCheckins.day, dateOfDay(end))))
      .orderBy(asc(studyCheckins.day)),
    db
      .select()
      .from(studyCheckins)
      .where(and(eq(studyCheckins.userId, userId), eq(studyCheckins.day, date)))
  ])
  const streaks = checkinStreaks(days, today)
  return {
    today: date,
    today_entry: todayRow ? dayView(todayRow) : null,
    streak: streaks.current,
    longest_streak: streaks.longest,
    total_days: streaks.total,
    coins: taskOf('study_checkin').coins,
    month: shown,
    days: rows.map(dayView)
  }
}

/** Checks today in and grants the task's coins; 422 when today is checked in already. */
export async function checkIn(db: Db, userId: number, input: CheckinCreate, now: number): Promise<CheckedIn> {
  const { day: today, date } = checkinDayOf(now)
  const task = taskOf('study_checkin')
  return db.transaction(async (tx) => {
    // Under the user's lock a second check-in waits, then finds today's row.
    const before = await lockedCoins(tx, userId)
    const [row] = await tx
      .insert(studyCheckins)
      .values({ userId, day: date, minutes: input.minutes ?? 0, note: (input.note ?? '').trim(), createdAt: new Date(now) })
      .onConflictDoNothing()
      .returning()
    if (!row) throw checkedAlready()
    const after = await applyCoins(tx, userId, { delta: task.coins, reason: 'task', grantKey: taskGrantKey(task, today), now })
    const streaks = checkinStreaks(await checkedDays(tx, userId), today)
    return {
      entry: dayView(row),
      streak: streaks.current,
      longest_streak: streaks.longest,
      total_days: streaks.total,
      coins: after === null ? 0 : task.coins,
      num_coins: after ?? before
    }
  })
}
