/**
 * The forum search's history (forum/searchTopic, 搜索历史): the last FORUM_SEARCH_HISTORY_MAX words
 * searched on this device, newest first, each once (compared as the search compares: case and
 * full-width forms do not count; the latest spelling is kept). Stored under
 * STORAGE_KEYS.forumSearchHistory; logout removes it with the account's other keys. Pure rules: the
 * page reads and writes the storage.
 */
import { foldForSearch } from '@core/forumSearch'
import { SEARCH_LIMITS } from '@types-contract/forumSearch'

export const FORUM_SEARCH_HISTORY_MAX = 10

const sameWords = (a: string, b: string) => foldForSearch(a) === foldForSearch(b)

/** The stored list, cleaned: strings only, trimmed, not empty, not too long, each once, at most the maximum. A damaged value reads as none. */
export function parseSearchHistory(raw: unknown): string[] {
  if (!Array.isArray(raw)) return []
  const list: string[] = []
  for (const item of raw) {
    if (typeof item !== 'string') continue
    const words = item.trim()
    if (words === '' || [...words].length > SEARCH_LIMITS.qMax || list.some((w) => sameWords(w, words))) continue
    list.push(words)
    if (list.length === FORUM_SEARCH_HISTORY_MAX) break
  }
  return list
}

/** The history after searching `q`: q (trimmed) first, without its older copy, at most the maximum; unchanged for blank words. */
export function addSearchWords(history: readonly string[], q: string): string[] {
  const words = q.trim()
  if (words === '') return [...history]
  return [words, ...history.filter((w) => !sameWords(w, words))].slice(0, FORUM_SEARCH_HISTORY_MAX)
}
