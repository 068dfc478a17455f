/**
 * The sensitive-word list in memory (issue 29, load): every forum write needs it, and reading the
 * table each time was a statement per post. Staff's edits (services/admin/sensitiveWords.ts addWord,
 * removeWord) call forgetSensitiveWords after their write, so the next post in this process reads
 * the list anew. Another process cannot tell this one, so the list is kept only where no other
 * process shares the database (PGlite holds DATA_DIR alone); on PostgreSQL every write reads it.
 */
import type { Db } from '../../db/open'
import { GuardedCache } from '../../lib/guardedCache'

const lists = new WeakMap<Db, GuardedCache<'words', readonly string[]>>()

function cacheOf(db: Db): GuardedCache<'words', readonly string[]> {
  let cache = lists.get(db)
  if (!cache) lists.set(db, (cache = new GuardedCache(true)))
  return cache
}

/** The list: kept from `load` when `singleProcess`, else `load`ed every time. */
export async function sensitiveWordsOf(db: Db, singleProcess: boolean, load: () => Promise<string[]>): Promise<readonly string[]> {
  if (!singleProcess) return load()
  return (await cacheOf(db).get('words', load))!
}

/** After a write to the table sensitive_words: the next forum write of this process reads it again. */
export function forgetSensitiveWords(db: Db): void {
  cacheOf(db).forget(null)
}
