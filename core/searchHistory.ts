/**
 * The university search history (users.search_history, 最近搜索 on university/list): one rule
 * for the server, which records a logged-in user's searches, and the user store, which mirrors
 * each search without asking the server again. No Taro import; tested in test/unit/searchHistory.test.ts.
 */

export const SEARCH_HISTORY_MAX = 20

/**
 * The history after searching `q`: q first, without an older copy, at most `max` entries.
 * The list searches as the user types (300 ms after the last key), so '北', '北京', '北京大学'
 * can each reach the server: when the latest entry is the start of q, q replaces it (the user
 * went on typing) instead of stacking every intermediate prefix. An empty q changes nothing.
 */
export function pushSearchHistory(history: readonly string[], q: string, max = SEARCH_HISTORY_MAX): string[] {
  const text = q.trim()
  if (!text) return [...history]
  const rest = history.filter((item) => item !== text)
  const latest = rest[0]
  const kept = latest !== undefined && text.startsWith(latest) ? rest.slice(1) : rest
  return [text, ...kept].slice(0, max)
}
