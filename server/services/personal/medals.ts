/**
 * The personal centre's medals (issue 22; types/personalMedals.ts, docs/personal.md "Medals"): the
 * forum's medals (rules, counting and awarding: services/forum/medals.ts) as a catalogue with each
 * rule's text, whether the user holds a medal and since when, their progress toward one not held,
 * and the list of medals received.
 *
 * - Progress is the forum's own counts (readMedalFacts: bounded reads, one per figure, and only
 *   for medals not held) against the same thresholds (medalGoals), shown at most at the target.
 * - 坚持七天 shows the run that is still alive: ending today, or ending yesterday when there is no
 *   answer yet today (an answer today continues it). It is awarded, as before, on the day the run
 *   reaches seven.
 * - The certificate medals show no progress: their state is the certificate's (personal/certificate).
 * - A visitor reads the catalogue and a medal's page without holding or progress.
 */
import { and, count, desc, eq, inArray } from 'drizzle-orm'
import { CERTIFICATE_MEDALS, MEDAL_RULES, MEDALS, type ActivityMedalKey, type MedalKey } from '../../../types/forumStaff'
import type { MedalInfo, MedalList, MedalProgress, MedalReceipt } from '../../../types/personalMedals'
import type { PageQuery } from '../../lib/paginate'
import type { Db } from '../../db/open'
import { userMedals } from '../../db/schema'
import { ApiError } from '../../errors'
import { countedPage } from '../../lib/paginate'
import { ACTIVITY_MEDALS, medalGoals, readMedalFacts, type MedalFacts } from '../forum/medals'

/** How each medal is earned, as the user reads it. */
export const MEDAL_RULE_TEXTS: Record<MedalKey, string> = {
  edu_verified: '提交学历认证（毕业证、学位证等）并通过审核',
  student_verified: '提交学籍认证（学生证、学籍证明等）并通过审核',
  popular_star: `发布的帖子累计获得其他用户 ${MEDAL_RULES.popularStarLikes} 个赞`,
  helpful: `在论坛累计发布 ${MEDAL_RULES.helpfulAnswers} 条回答`,
  streak_7: `连续 ${MEDAL_RULES.streakDays} 天每天至少发布 1 条回答（按北京时间计）`,
  well_liked: `发布的帖子累计获得其他用户 ${MEDAL_RULES.wellLikedLikes} 个赞`,
  first_answer: '在论坛发布第一条回答'
}

/** What a medal's progress counts. */
const PROGRESS_LABELS: Record<ActivityMedalKey, string> = {
  popular_star: '获赞',
  helpful: '回答',
  streak_7: '连续回答天数',
  well_liked: '获赞',
  first_answer: '回答'
}

const KEYS = MEDALS.map((m) => m.key)
const isCertificateMedal = (key: MedalKey) => (CERTIFICATE_MEDALS as readonly string[]).includes(key)
const kindOf = (key: MedalKey) => (isCertificateMedal(key) ? 'certificate' : 'forum')
const NAME_OF = new Map<string, string>(MEDALS.map((m) => [m.key, m.name]))

/** The facts as progress reads them: the streak counted to yesterday when today has no answer yet (the run is still alive). */
export function aliveFacts(facts: MedalFacts): MedalFacts {
  return facts.answerDays.includes(facts.today) ? facts : { ...facts, today: facts.today - 1 }
}

/** Progress toward each activity medal of `keys`, each figure at most its target. */
export function progressOf(facts: MedalFacts, keys: readonly ActivityMedalKey[]): Map<MedalKey, MedalProgress> {
  const goals = medalGoals(aliveFacts(facts))
  return new Map(keys.map((key) => [key, { label: PROGRESS_LABELS[key], current: Math.min(goals[key].current, goals[key].target), target: goals[key].target }]))
}

/** The medals of `keys` (MEDALS' order kept) as `userId` (null: a visitor) sees them at `now`. */
async function medalInfos(db: Db, userId: number | null, now: number, keys: readonly MedalKey[]): Promise<MedalInfo[]> {
  const held = new Map<string, Date>()
  let progress = new Map<MedalKey, MedalProgress>()
  if (userId !== null) {
    const rows = await db
      .select({ medal: userMedals.medal, awardedAt: userMedals.awardedAt })
      .from(userMedals)
      .where(and(eq(userMedals.userId, userId), inArray(userMedals.medal, [...keys])))
    for (const row of rows) held.set(row.medal, row.awardedAt)
    const missing = ACTIVITY_MEDALS.filter((k) => keys.includes(k) && !held.has(k))
    if (missing.length > 0) progress = progressOf(await readMedalFacts(db, userId, now, missing), missing)
  }
  return keys.map((key) => {
    const awardedAt = held.get(key)
    return {
      key,
      name: NAME_OF.get(key)!,
      kind: kindOf(key),
      rule: MEDAL_RULE_TEXTS[key],
      held: awardedAt !== undefined,
      awarded_at: awardedAt ? awardedAt.toISOString() : null,
      progress: progress.get(key) ?? null
    }
  })
}

/** Every medal, most notable first. */
export async function medalList(db: Db, userId: number | null, now: number): Promise<MedalList> {
  return { items: await medalInfos(db, userId, now, KEYS) }
}

/** One medal by key; 404 勋章不存在 for a key that is none (or one since retired). */
export async function medalDetail(db: Db, userId: number | null, key: string, now: number): Promise<MedalInfo> {
  const known = KEYS.find((k) => k === key)
  if (!known) throw new ApiError(404, 'not_found', '勋章不存在')
  const [info] = await medalInfos(db, userId, now, [known])
  return info
}

/** The user's medals, newest first (a retired medal's row is left out). */
export async function receivedMedals(db: Db, userId: number, query: Partial<PageQuery>): Promise<{ count: number; results: MedalReceipt[] }> {
  const where = and(eq(userMedals.userId, userId), inArray(userMedals.medal, KEYS))
  const { count: n, rows } = await countedPage(query, db.select({ n: count() }).from(userMedals).where(where), (window) =>
    db
      .select({ medal: userMedals.medal, awardedAt: userMedals.awardedAt })
      .from(userMedals)
      .where(where)
      .orderBy(desc(userMedals.awardedAt), userMedals.medal)
      .limit(window.limit)
      .offset(window.offset)
  )
  return {
    count: n,
    results: rows.map((r) => {
      const key = r.medal as MedalKey
      return { key, name: NAME_OF.get(key)!, kind: kindOf(key), awarded_at: r.awardedAt.toISOString() }
    })
  }
}
