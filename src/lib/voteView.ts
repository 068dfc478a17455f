/**
 * The vote pages' rules (issue 19, "Votes"), free of Taro and React: the composer's draft (options
 * added and removed within the limits, deadline presets, what is sent), choosing options, when the
 * results show, how the deadline and the voters read, how often an open page asks for new results.
 * Percentages come from the server (core/votes.ts votePercents); options and deadline are checked
 * with the same core rules the server applies.
 */
import { FORUM_LIMITS, RECOMMEND_TAB, type ForumLevel } from '@types-contract/forum'
import { VOTE_LIMITS, type NewVote, type VoteResults } from '@types-contract/forumVotes'
import type { TabConfigItem } from '@types-contract/user'
import { chinaFormat } from '@core/chinaTime'
import { voteDeadlineProblem, voteOptionsProblem } from '@core/votes'
import { countText } from './countText'

const MINUTE_MS = 60_000
const HOUR_MS = 60 * MINUTE_MS
const DAY_MS = 24 * HOUR_MS

/** How often an open vote page asks for new results while it is shown. */
export const VOTE_POLL_MS = 4000

/** The composer's deadline choices, in days from the moment it is sent. */
export const DEADLINE_PRESETS: readonly { days: number; label: string }[] = [
  { days: 1, label: '1天' },
  { days: 3, label: '3天' },
  { days: 7, label: '7天' },
  { days: 14, label: '14天' },
  { days: 30, label: '30天' }
]
export const DEFAULT_DEADLINE_DAYS = 3

export interface VoteDraft {
  level: ForumLevel
  tab: string
  title: string
  body: string
  options: string[]
  multiple: boolean
  /** One of DEADLINE_PRESETS' days. */
  days: number
}

/** A new draft: two empty options, single choice, DEFAULT_DEADLINE_DAYS, the level's first post tab. */
export function newVoteDraft(level: ForumLevel, tabs: readonly TabConfigItem[]): VoteDraft {
  return { level, tab: postTabsOf(tabs)[0]?.key ?? '', title: '', body: '', options: ['', ''], multiple: false, days: DEFAULT_DEADLINE_DAYS }
}

/** The tabs a post can be filed under: the level's feed tabs without 推荐. */
export function postTabsOf(tabs: readonly TabConfigItem[]): TabConfigItem[] {
  return tabs.filter((t) => t.key !== RECOMMEND_TAB)
}

export const canAddOption = (options: readonly string[]) => options.length < VOTE_LIMITS.optionsMax
export const canRemoveOption = (options: readonly string[]) => options.length > VOTE_LIMITS.optionsMin

/** One more empty option at the end, unless there are VOTE_LIMITS.optionsMax already. */
export function addOption(options: readonly string[]): string[] {
  return canAddOption(options) ? [...options, ''] : [...options]
}

/** Without option `index`, unless only VOTE_LIMITS.optionsMin are left. */
export function removeOption(options: readonly string[], index: number): string[] {
  return canRemoveOption(options) ? options.filter((_, i) => i !== index) : [...options]
}

export function setOption(options: readonly string[], index: number, text: string): string[] {
  return options.map((o, i) => (i === index ? text : o))
}

/** What the composer sends, or the first thing to fix (the server checks the same rules). */
export function checkVoteDraft(draft: VoteDraft, now: number): { ok: true; vote: NewVote } | { ok: false; message: string } {
  const title = draft.title.trim()
  if (title === '') return { ok: false, message: '请输入投票问题' }
  if ([...title].length < FORUM_LIMITS.titleMin) return { ok: false, message: `投票问题至少 ${FORUM_LIMITS.titleMin} 个字` }
  if ([...title].length > FORUM_LIMITS.titleMax) return { ok: false, message: `投票问题最多 ${FORUM_LIMITS.titleMax} 个字` }
  if ([...draft.body].length > FORUM_LIMITS.bodyMax) return { ok: false, message: `补充说明最多 ${FORUM_LIMITS.bodyMax} 个字` }
  const options = voteOptionsProblem(draft.options)
  if (options !== null) return { ok: false, message: options }
  if (draft.tab === '') return { ok: false, message: '请选择分区' }
  const deadline = now + draft.days * DAY_MS
  const deadlineProblem = voteDeadlineProblem(deadline, now)
  if (deadlineProblem !== null) return { ok: false, message: deadlineProblem }
  const body = draft.body.trim()
  return {
    ok: true,
    vote: {
      level: draft.level,
      tab: draft.tab,
      title,
      ...(body !== '' ? { body } : {}),
      options: draft.options.map((o) => o.trim()),
      multiple: draft.multiple,
      deadline: new Date(deadline).toISOString()
    }
  }
}

/** A tap on option `id`: a single-choice vote picks it alone; a multiple-choice vote toggles it. Kept in option order by the caller's list. */
export function toggleChoice(chosen: readonly number[], id: number, multiple: boolean): number[] {
  if (!multiple) return [id]
  return chosen.includes(id) ? chosen.filter((c) => c !== id) : [...chosen, id]
}

/** The results show once the reader has voted or the vote has closed; before that, the options are to choose from. */
export function showsResults(vote: Pick<VoteResults, 'my_ballot' | 'closed'>): boolean {
  return vote.my_ballot !== null || vote.closed
}

/** An open page keeps asking for results until the vote closes (then they are final). */
export function keepsPolling(vote: Pick<VoteResults, 'closed'> | undefined): boolean {
  return vote !== undefined && !vote.closed
}

/**
 * The deadline as the page heads with it: 已截止 once closed (or past), else what is left in its two
 * largest units (days and hours, or hours and minutes, or minutes; rounded down, at least 1 minute),
 * with the China-time moment it ends.
 */
export function deadlineText(vote: Pick<VoteResults, 'deadline' | 'closed'>, now: number): string {
  const end = Date.parse(vote.deadline)
  const at = chinaFormat(end, 'MM-DD HH:mm')
  const left = end - now
  if (vote.closed || left <= 0) return `已截止 · ${at}`
  const days = Math.floor(left / DAY_MS)
  const hours = Math.floor((left % DAY_MS) / HOUR_MS)
  const minutes = Math.floor((left % HOUR_MS) / MINUTE_MS)
  const amount =
    days > 0 ? `${days} 天${hours > 0 ? ` ${hours} 小时` : ''}` : hours > 0 ? `${hours} 小时${minutes > 0 ? ` ${minutes} 分钟` : ''}` : `${Math.max(1, minutes)} 分钟`
  return `还剩 ${amount} · ${at} 截止`
}

/** '12人参与' (k/w above a thousand). */
export const votersText = (voters: number) => `${countText(voters)}人参与`

/** The kind of vote, as its page labels it. */
export const choiceLabel = (multiple: boolean) => (multiple ? '多选' : '单选')
