/**
 * Medals (issue 19, "Medals"): the rules, awarding them, and the names shown beside authors.
 *
 * The rules (thresholds in types/forumStaff.ts MEDAL_RULES; names in MEDALS, most notable first):
 *
 * | medal    | earned when                                                                          |
 * |----------|--------------------------------------------------------------------------------------|
 * | 初次回答 | the user's first published answer (a top-level answer to a question or comment on a topic) |
 * | 小有人气 | 10 likes received on the user's published posts, from other users (own likes do not count) |
 * | 坚持七天 | a published answer on each of 7 consecutive days of China's calendar (UTC+8, day starts 00:00) |
 * | 热心助人 | 50 published answers                                                                  |
 * | 人气之星 | 100 likes received, counted as for 小有人气                                           |
 *
 * The certificate medals (学历认证, 学籍认证; CERTIFICATE_MEDALS) are not earned here: staff award
 * them by approving a certificate (`grantMedal`, from services/personal/certificates.ts).
 *
 * Held answers (a sensitive word matched) and replies to answers count for nothing; an answer
 * counts once staff release it. A medal is awarded when its triggering action happens (an
 * answer, a like received, a release by staff: `awardMedals` inside that transaction) and is kept
 * for good: an unlike or a hidden post takes nothing back. Awarding is idempotent (one row per
 * user and medal, user_medals' primary key). Each count stops at its threshold (a bounded read),
 * and a medal already held is not counted again, so an action costs at most three small reads.
 *
 * `readMedalFacts` and `medalGoals` are the same counts and thresholds the personal centre shows as
 * progress (services/personal/medals.ts).
 *
 * `medalsOf` answers the names of a page's authors in one query (the callers batch them). A medal
 * awarded tells its holder (恭喜获得勋章「…」, a system message: notices.ts).
 */
import { and, count, eq, gte, inArray, isNull, lt, ne, sql, type Subquery } from 'drizzle-orm'
import { CHINA_UTC_OFFSET_MINUTES, chinaDay } from '../../../core/chinaTime'
import { CERTIFICATE_MEDALS, MEDAL_RULES, MEDALS, type ActivityMedalKey, type CertificateMedalKey, type MedalKey } from '../../../types/forumStaff'
import type { Db } from '../../db/open'
import { forumLikes, forumPosts, forumReplies, userMedals } from '../../db/schema'
import { noticeMedals } from './notices'

const DAY_MS = 86_400_000
const CHINA_OFFSET_MS = CHINA_UTC_OFFSET_MINUTES * 60_000

/** What the rules look at, each count possibly stopped at its highest threshold. */
export interface MedalFacts {
  /** Published top-level answers. */
  answers: number
  /** Likes received from others on published posts. */
  likesReceived: number
  /** China calendar days (chinaDay numbers) with a published answer, in any order, repeats allowed. */
  answerDays: readonly number[]
  /** The China day of the triggering action. */
  today: number
}

/** Consecutive days with an answer ending on `day` (0 when `day` has none). */
export function runEndingOn(days: readonly number[], day: number): number {
  const set = new Set(days)
  let run = 0
  while (set.has(day - run)) run += 1
  return run
}

/** A figure an activity medal counts and the threshold it must reach. */
export interface MedalGoal {
  current: number
  target: number
}

/** Each activity medal's figure and threshold: the one table of the rules above. */
export function medalGoals(facts: MedalFacts): Record<ActivityMedalKey, MedalGoal> {
  return {
    popular_star: { current: facts.likesReceived, target: MEDAL_RULES.popularStarLikes },
    helpful: { current: facts.answers, target: MEDAL_RULES.helpfulAnswers },
    streak_7: { current: runEndingOn(facts.answerDays, facts.today), target: MEDAL_RULES.streakDays },
    well_liked: { current: facts.likesReceived, target: MEDAL_RULES.wellLikedLikes },
    first_answer: { current: facts.answers, target: 1 }
  }
}

const isActivityMedal = (key: MedalKey): key is ActivityMedalKey => !(CERTIFICATE_MEDALS as readonly string[]).includes(key)

/** The medals earned by forum activity, in MEDALS' order. */
export const ACTIVITY_MEDALS: readonly ActivityMedalKey[] = MEDALS.map((m) => m.key).filter(isActivityMedal)

/** The activity medals the facts earn, most notable first (MEDALS' order). */
export function earnedMedals(facts: MedalFacts): ActivityMedalKey[] {
  const goals = medalGoals(facts)
  return ACTIVITY_MEDALS.filter((key) => goals[key].current >= goals[key].target)
}

const NAME_OF = new Map<string, string>(MEDALS.map((m) => [m.key, m.name]))
const RANK_OF = new Map<string, number>(MEDALS.map((m, i) => [m.key, i]))

/** Stored keys → names, most notable first; unknown keys (a medal since retired) are left out. */
export function medalNames(keys: readonly string[]): string[] {
  return keys
    .filter((k) => NAME_OF.has(k))
    .sort((a, b) => RANK_OF.get(a)! - RANK_OF.get(b)!)
    .map((k) => NAME_OF.get(k)!)
}

/** The instant China's calendar day `day` (a chinaDay number) begins. */
export const chinaDayStart = (day: number) => new Date(day * DAY_MS - CHINA_OFFSET_MS)

type Reader = Pick<Db, 'select'>
/** A transaction or the database. */
type Writer = Pick<Db, 'select' | 'selectDistinct' | 'insert' | 'delete'>
type FactReader = Pick<Db, 'select' | 'selectDistinct'>

/** count(*) of a subquery that stops at its limit. */
async function countOf(db: Reader, limited: Subquery): Promise<number> {
  const [row] = await db.select({ n: count() }).from(limited)
  return row.n
}

const publishedAnswersOf = (userId: number) => and(eq(forumReplies.authorId, userId), isNull(forumReplies.parentId), eq(forumReplies.status, 'published'))!

/**
 * What the rules of `keys` look at as of `now`, each count stopped at its highest threshold; a
 * figure none of `keys` needs is left 0 (unread). The answer days reach one day further back than
 * the streak needs, so a run that ended yesterday (still alive today) can be shown.
 */
export async function readMedalFacts(db: FactReader, userId: number, now: number, keys: readonly MedalKey[]): Promise<MedalFacts> {
  const needs = (...wanted: ActivityMedalKey[]) => wanted.some((k) => keys.includes(k))
  const today = chinaDay(new Date(now))

  const answers = needs('first_answer', 'helpful')
    ? await countOf(
        db,
        db
          .select({ one: sql`1`.as('one') })
          .from(forumReplies)
          .where(publishedAnswersOf(userId))
          .limit(MEDAL_RULES.helpfulAnswers)
          .as('capped')
      )
    : 0
  const likesReceived = needs('well_liked', 'popular_star')
    ? await countOf(
        db,
        db
          .select({ one: sql`1`.as('one') })
          .from(forumLikes)
          .innerJoin(forumPosts, eq(forumPosts.id, forumLikes.postId))
          .where(and(eq(forumPosts.authorId, userId), eq(forumPosts.status, 'published'), ne(forumLikes.userId, userId)))
          .limit(MEDAL_RULES.popularStarLikes)
          .as('capped')
      )
    : 0
  const answerDays = needs('streak_7')
    ? (
        await db
          .selectDistinct({ day: sql<number>`floor((extract(epoch from ${forumReplies.createdAt}) * 1000 + ${CHINA_OFFSET_MS}) / ${DAY_MS})::int` })
          .from(forumReplies)
          .where(
            and(
              publishedAnswersOf(userId),
              gte(forumReplies.createdAt, chinaDayStart(today - MEDAL_RULES.streakDays)),
              lt(forumReplies.createdAt, chinaDayStart(today + 1))
            )
          )
      ).map((r) => Number(r.day))
    : []
  return { answers, likesReceived, answerDays, today }
}

/**
 * Awards the medals `userId` has newly earned as of `now` (call it inside the transaction of the
 * triggering action, so the new answer or like is counted); answers the keys awarded now.
 */
export async function awardMedals(tx: Writer, userId: number, now: number): Promise<MedalKey[]> {
  const held = new Set((await tx.select({ medal: userMedals.medal }).from(userMedals).where(eq(userMedals.userId, userId))).map((r) => r.medal))
  const missing = ACTIVITY_MEDALS.filter((k) => !held.has(k))
  if (missing.length === 0) return []
  const fresh = earnedMedals(await readMedalFacts(tx, userId, now, missing)).filter((k) => missing.includes(k))
  if (fresh.length === 0) return []
  await tx
    .insert(userMedals)
    .values(fresh.map((medal) => ({ userId, medal, awardedAt: new Date(now) })))
    .onConflictDoNothing()
  await noticeMedals(tx, userId, fresh, now)
  return fresh
}

/**
 * Awards a certificate medal inside the approving transaction; told as any medal (恭喜获得勋章「…」)
 * the first time only. True when it is new.
 */
export async function grantMedal(tx: Writer, userId: number, key: CertificateMedalKey, now: number): Promise<boolean> {
  const added = await tx
    .insert(userMedals)
    .values({ userId, medal: key, awardedAt: new Date(now) })
    .onConflictDoNothing()
    .returning({ medal: userMedals.medal })
  if (added.length === 0) return false
  await noticeMedals(tx, userId, [key], now)
  return true
}

/** Medal names per author id, most notable first, in one query; an author missing from the map has none. */
export async function medalsOf(db: Reader, authorIds: readonly number[]): Promise<Map<number, string[]>> {
  const result = new Map<number, string[]>()
  if (authorIds.length === 0) return result
  const rows = await db
    .select({ userId: userMedals.userId, medal: userMedals.medal })
    .from(userMedals)
    .where(inArray(userMedals.userId, [...new Set(authorIds)]))
  const keys = new Map<number, string[]>()
  for (const row of rows) keys.set(row.userId, [...(keys.get(row.userId) ?? []), row.medal])
  for (const [userId, list] of keys) {
    const names = medalNames(list)
    if (names.length > 0) result.set(userId, names)
  }
  return result
}
