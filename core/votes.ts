/**
 * Vote rules shared by the server and the app (issue 19, "Votes"; types/forumVotes.ts):
 *
 * - Options: 2-10, none blank, each at most VOTE_LIMITS.optionMax characters after trimming, and no
 *   two the same (compared trimmed, ignoring case and full-width forms).
 * - Deadline: at least VOTE_LIMITS.deadlineMinMs and at most VOTE_LIMITS.deadlineMaxDays days after
 *   the moment the vote is created, so a vote never starts closed and never lingers for months.
 * - Percentages: each option's share of the voters (people, not ballots' choices), a whole number.
 *   On a single-choice vote the shares add up to exactly 100 (largest remainder: the options whose
 *   rounded-down share lost the most get the missing points, the earlier option first on a tie);
 *   on a multiple-choice vote each is rounded on its own and together they may pass 100.
 */
import { VOTE_LIMITS } from '../types/forumVotes'

const DAY_MS = 24 * 60 * 60 * 1000

/** How two options are compared for sameness. */
export const optionKey = (label: string) => label.trim().normalize('NFKC').toLowerCase()

/** What is wrong with a vote's options (trimmed first), or null when they are fine. */
export function voteOptionsProblem(labels: readonly string[]): string | null {
  const trimmed = labels.map((l) => l.trim())
  if (trimmed.length < VOTE_LIMITS.optionsMin) return `至少需要 ${VOTE_LIMITS.optionsMin} 个选项`
  if (trimmed.length > VOTE_LIMITS.optionsMax) return `最多 ${VOTE_LIMITS.optionsMax} 个选项`
  const blank = trimmed.findIndex((l) => l === '')
  if (blank >= 0) return `选项 ${blank + 1} 不能为空`
  const long = trimmed.findIndex((l) => [...l].length > VOTE_LIMITS.optionMax)
  if (long >= 0) return `选项 ${long + 1} 最多 ${VOTE_LIMITS.optionMax} 个字`
  const keys = trimmed.map(optionKey)
  const again = keys.findIndex((k, i) => keys.indexOf(k) !== i)
  if (again >= 0) return `选项 ${again + 1} 与前面的选项重复`
  return null
}

/** What is wrong with a deadline (ms) for a vote created at `now`, or null when it is fine. */
export function voteDeadlineProblem(deadline: number, now: number): string | null {
  if (!Number.isFinite(deadline)) return '截止时间格式不正确'
  if (deadline < now + VOTE_LIMITS.deadlineMinMs) return `截止时间至少在 ${VOTE_LIMITS.deadlineMinMs / 60_000} 分钟之后`
  if (deadline > now + VOTE_LIMITS.deadlineMaxDays * DAY_MS) return `截止时间最多在 ${VOTE_LIMITS.deadlineMaxDays} 天之内`
  return null
}

/** Each option's share of `voters` in whole percent (see the rounding above); all 0 with no voters. */
export function votePercents(counts: readonly number[], voters: number, multiple: boolean): number[] {
  if (voters <= 0) return counts.map(() => 0)
  const exact = counts.map((c) => (Math.min(Math.max(c, 0), voters) * 100) / voters)
  // A single-choice vote's counts add up to its voters; counts that do not are rounded one by one.
  if (multiple || counts.reduce((a, b) => a + b, 0) !== voters) return exact.map((p) => Math.round(p))
  const floors = exact.map((p) => Math.floor(p))
  let missing = 100 - floors.reduce((a, b) => a + b, 0)
  const order = exact.map((p, i) => ({ i, rest: p - floors[i] })).sort((a, b) => b.rest - a.rest || a.i - b.i)
  for (const { i, rest } of order) {
    if (missing <= 0) break
    if (rest === 0) continue
    floors[i] += 1
    missing -= 1
  }
  return floors
}
