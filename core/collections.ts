/**
 * Favourite institutions and majors (types/personalCollections.ts): how a list of ids or codes
 * changes when one is added or removed. The server writes it (services/personal/collections.ts),
 * the app applies the same change to the user store after the call.
 */

/** The list with `key` added at the end (once) or removed; the same list when nothing changes. */
export function withCollected<K extends number | string>(list: readonly K[], key: K, on: boolean): readonly K[] {
  const has = list.includes(key)
  if (on) return has ? list : [...list, key]
  return has ? list.filter((k) => k !== key) : list
}

/** The newest favourite first: the lists keep the order they were added in. */
export const newestFirst = <K>(list: readonly K[]): K[] => [...list].reverse()
