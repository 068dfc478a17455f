/**
 * What a reader chose on the welcome page (forum/questionRanks/welcome): the level whose feed the
 * home tab shows and the tabs they care about, which the home tab lists first after 推荐.
 * Kept on this device (storage `forum_prefs`), not on the account: a visitor chooses too. A choice
 * wins over the level the account's identity gives, since the reader asked for it; the welcome
 * page starts from the identity's level.
 */
import { FORUM_LEVELS, RECOMMEND_TAB, type ForumLevel } from '@types-contract/forum'

export interface ForumPrefs {
  level: ForumLevel
  /** Tab keys of that level, in the order picked. */
  interests: string[]
}

/** The stored choice, or undefined when there is none (or it is damaged). */
export function parseForumPrefs(raw: unknown): ForumPrefs | undefined {
  if (typeof raw !== 'object' || raw === null) return undefined
  const { level, interests } = raw as Record<string, unknown>
  if (!(FORUM_LEVELS as readonly unknown[]).includes(level)) return undefined
  const keys = Array.isArray(interests) ? interests.filter((k): k is string => typeof k === 'string' && k !== RECOMMEND_TAB) : []
  return { level: level as ForumLevel, interests: [...new Set(keys)] }
}

/** 推荐 first, then the picked tabs in the config's order, then the others. */
export function orderTabs<T extends { key: string }>(tabs: readonly T[], interests: readonly string[]): T[] {
  const rank = (t: T) => (t.key === RECOMMEND_TAB ? 0 : interests.includes(t.key) ? 1 : 2)
  return [...tabs].sort((a, b) => rank(a) - rank(b))
}

/** Picks or unpicks a tab. */
export function toggleInterest(interests: readonly string[], key: string): string[] {
  return interests.includes(key) ? interests.filter((k) => k !== key) : [...interests, key]
}

/** On a switch of level: the picks that the other level also has (校园生活 is in both). */
export function interestsForLevel(interests: readonly string[], levelTabs: readonly { key: string }[]): string[] {
  return interests.filter((k) => levelTabs.some((t) => t.key === k))
}
