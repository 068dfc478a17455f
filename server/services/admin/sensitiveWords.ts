/**
 * The forum's sensitive-word list as staff edit it (issue 28; the matching itself:
 * services/forum/sensitiveWords.ts). The table sensitive_words is the list:
 * - seeded from the configuration (FORUM_SENSITIVE_WORDS, else DEFAULT_SENSITIVE_WORDS) when empty,
 *   at start-up and, once per process, before the first read; so a list emptied by staff stays
 *   empty until the next start;
 * - read by the forum's writes through services/forum/wordCache.ts: kept in memory where this
 *   process alone uses the database (PGlite), so addWord and removeWord call forgetSensitiveWords
 *   after their write; on PostgreSQL read on every forum write, so a change is seen by the next
 *   request of every server process;
 * - words are stored as normalizeForMatch makes them (NFKC, lower case, no whitespace), 1-20 characters.
 */
import { asc, desc, eq, sql } from 'drizzle-orm'
import { WORD_LIMITS } from '../../../types/adminWords'
import type { SensitiveWord, WordsQuery } from '../../../types/adminWords'
import type { Db } from '../../db/open'
import { sensitiveWords } from '../../db/schema'
import { ApiError, fieldError } from '../../errors'
import { countedPage } from '../../lib/paginate'
import { normalizeForMatch } from '../forum/sensitiveWords'
import { forgetSensitiveWords } from '../forum/wordCache'

const fits = (word: string) => [...word].length >= WORD_LIMITS.min && [...word].length <= WORD_LIMITS.max

/** Inserts the configured words when the table is empty; answers how many were inserted. */
export async function seedSensitiveWordsIfEmpty(db: Db, words: readonly string[], now: Date): Promise<number> {
  const [{ n }] = await db.select({ n: sql<number>`count(*)::int` }).from(sensitiveWords)
  if (n > 0) return 0
  const rows = [...new Set(words.map(normalizeForMatch))].filter(fits).map((word) => ({ word, createdAt: now }))
  if (!rows.length) return 0
  // Two processes seeding at once insert the same words: the second changes nothing.
  const inserted = await db.insert(sensitiveWords).values(rows).onConflictDoNothing().returning({ word: sensitiveWords.word })
  return inserted.length
}

const seeded = new WeakMap<object, Promise<unknown>>()

/** The seed, once per database handle in this process (a failure is retried on the next call). */
function ensureSeeded(db: Db, configured: readonly string[], now: Date): Promise<unknown> {
  let done = seeded.get(db)
  if (!done) {
    done = seedSensitiveWordsIfEmpty(db, configured, now)
    done.catch(() => seeded.delete(db))
    seeded.set(db, done)
  }
  return done
}

/** The list the forum holds posts by (services/forum/posts.ts WriteContext.sensitiveWords). */
export async function currentSensitiveWords(db: Db, configured: readonly string[], now: Date): Promise<string[]> {
  await ensureSeeded(db, configured, now)
  const rows = await db.select({ word: sensitiveWords.word }).from(sensitiveWords).orderBy(asc(sensitiveWords.word))
  return rows.map((r) => r.word)
}

/** A word as given → as stored; 400 when nothing or more than 20 characters is left. */
export function normalizeWord(raw: string): string {
  const word = normalizeForMatch(raw.trim())
  if (!fits(word)) throw fieldError('word', `敏感词应为 ${WORD_LIMITS.min}-${WORD_LIMITS.max} 个字（空格不计）`)
  return word
}

const shape = (row: typeof sensitiveWords.$inferSelect): SensitiveWord => ({ word: row.word, created_at: row.createdAt.toISOString() })

export async function listWords(db: Db, configured: readonly string[], now: Date, query: WordsQuery): Promise<{ count: number; results: SensitiveWord[] }> {
  await ensureSeeded(db, configured, now)
  const where = query.q ? sql`strpos(${sensitiveWords.word}, ${normalizeForMatch(query.q)}) > 0` : undefined
  const { count, rows } = await countedPage(
    query,
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(sensitiveWords)
      .where(where),
    ({ limit, offset }) => db.select().from(sensitiveWords).where(where).orderBy(desc(sensitiveWords.createdAt), asc(sensitiveWords.word)).limit(limit).offset(offset)
  )
  return { count, results: rows.map(shape) }
}

/** The stored word, or null (the audit loader). */
export async function wordRow(db: Db, word: string): Promise<SensitiveWord | null> {
  const [row] = await db.select().from(sensitiveWords).where(eq(sensitiveWords.word, word))
  return row ? shape(row) : null
}

/** Adds a word (normalised); 409 when it is listed already. */
export async function addWord(db: Db, configured: readonly string[], now: Date, raw: string): Promise<SensitiveWord> {
  const word = normalizeWord(raw)
  // Seed first, so that the first word staff add does not stand in for the whole configured list.
  await ensureSeeded(db, configured, now)
  const [row] = await db.insert(sensitiveWords).values({ word, createdAt: now }).onConflictDoNothing().returning()
  if (!row) throw new ApiError(409, 'business_rule', `「${word}」已在敏感词表中`)
  forgetSensitiveWords(db)
  return shape(row)
}

/** Removes a word (normalised as added); 404 when it is not listed. */
export async function removeWord(db: Db, configured: readonly string[], now: Date, raw: string): Promise<string> {
  const word = normalizeWord(raw)
  await ensureSeeded(db, configured, now)
  const [row] = await db.delete(sensitiveWords).where(eq(sensitiveWords.word, word)).returning({ word: sensitiveWords.word })
  if (!row) throw new ApiError(404, 'not_found', `「${word}」不在敏感词表中`)
  forgetSensitiveWords(db)
  return word
}
