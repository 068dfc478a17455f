/**
 * The daily sign-in (issue 22; rules core/personalTasks.ts): one sign_ins row per user and China
 * day with the streak it makes, its coins granted under the day's grant key in the same
 * transaction, and the streak's pendant at SIGN_IN_RULES.unlockStreak days. The calendar reads a
 * month of rows.
 */
import { and, asc, desc, eq, gte, lt, lte } from 'drizzle-orm'
import { chinaDay, dateOfDay } from '../../../core/chinaTime'
import { itemsUnlockedBy } from '../../../core/personalItems'
import { liveStreak, monthDays, nextStreak, signInCoins, signInGrantKey, streakUnlocks, todaySignInCoins, type LastSignIn } from '../../../core/personalTasks'
import type { SignedIn, SignInMonth } from '../../../types/personalTasks'
import type { Db } from '../../db/open'
import { signIns } from '../../db/schema'
import { ApiError } from '../../errors'
import { applyCoins, lockedCoins } from './coins'
import { grantItems } from './items'

const signedAlready = () => new ApiError(409, 'business_rule', '今天已经签到过了，明天再来吧')

/** The user's latest sign-in on or before `today`. */
export async function lastSignIn(db: Pick<Db, 'select'>, userId: number, today: number): Promise<LastSignIn | null> {
  const [row] = await db
    .select({ day: signIns.day, streak: signIns.streak })
    .from(signIns)
    .where(and(eq(signIns.userId, userId), lte(signIns.day, today)))
    .orderBy(desc(signIns.day))
    .limit(1)
  return row ?? null
}

/** Signs today in: the streak, its coins and the pendant it unlocks; 409 when today is signed already. */
export async function signIn(db: Db, userId: number, now: number): Promise<SignedIn> {
  const today = chinaDay(new Date(now))
  return db.transaction(async (tx) => {
    // Under the user's lock a second request waits, then finds today's row.
    await lockedCoins(tx, userId)
    const last = await lastSignIn(tx, userId, today)
    if (last?.day === today) throw signedAlready()
    const streak = nextStreak(last, today)
    await tx.insert(signIns).values({ userId, day: today, streak, createdAt: new Date(now) })
    const coins = signInCoins(streak)
    const after = await applyCoins(tx, userId, { delta: coins, reason: 'signin', grantKey: signInGrantKey(today), now })
    if (after === null) throw signedAlready()
    const unlocked = streakUnlocks(streak) ? await grantItems(tx, userId, itemsUnlockedBy('signin'), now) : null
    return { date: dateOfDay(today), streak, coins, num_coins: after, unlocked }
  })
}

/** A month's sign-ins (default: this month in China) with today's state and the live streak. */
export async function signInMonth(db: Db, userId: number, month: string | undefined, now: number): Promise<SignInMonth> {
  const today = chinaDay(new Date(now))
  const shown = month ?? dateOfDay(today).slice(0, 7)
  const { first, end } = monthDays(shown)
  const [rows, last] = await Promise.all([
    db
      .select({ day: signIns.day, streak: signIns.streak })
      .from(signIns)
      .where(and(eq(signIns.userId, userId), gte(signIns.day, first), lt(signIns.day, end)))
      .orderBy(asc(signIns.day)),
    lastSignIn(db, userId, today)
  ])
  return {
    month: shown,
    today: dateOfDay(today),
    signed_today: last?.day === today,
    streak: liveStreak(last, today),
    today_coins: todaySignInCoins(last, today),
    days: rows.map((row) => ({ date: dateOfDay(row.day), streak: row.streak }))
  }
}
