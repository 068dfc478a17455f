/**
 * The sensitive-word list in memory (issue 29, load): every forum write needs it, and reading the
 * table each time was a statement per post. Staff's edits (services/admin/sensitiveWords.ts addWord,
 * removeWord) call forgetSensitiveWords after their write, so the next post in this process reads
 * the list anew. Another process cannot tell this one, so the list is kept only where no other
 * process shares the database (PGlite holds DATA_DIR alone); on PostgreSQL every write reads it.
 */
import type { Db } from '../../db/open'

interface Cached {
  words: readonly string[] | null
  /** Bumped by every forget: a read that started before one may hold the old list, and is not kept. */
  generation: number
}

const lists = new WeakMap<Db, Cached>()

function cacheOf(db: Db): Cached {
  let cached = lists.get(db)
  if (!cached) lists.set(db, (cached = { words: null, generation: 0 }))
  return cached
}

/** The list: kept from `load` when `singleProcess`, else `load`ed every time. */
export async function sensitiveWordsOf(db: Db, singleProcess: boolean, load: () => Promise<string[]>): Promise<readonly string[]> {
  if (!singleProcess) return load()
  const cached = cacheOf(db)
  if (cached.words) return cached.words
  const generation = cached.generation
  const words = await load()
  if (generation === cached.generation) cached.words = words
  return words
}

/** After a write to the table sensitive_words: the next forum write of this process reads it again. */
export function forgetSensitiveWords(db: Db): void {
  const cached = cacheOf(db)
  cached.words = null
  cached.generation += 1
}
