export type * from './schemas/adminWords'

/**
 * The forum's sensitive-word list as staff edit it (issue 28 "Moderation"; issue 19 "Safety"): a
 * new post, answer, vote or progress note containing a listed word is held for review. Stored in
 * sensitive_words, seeded from the configuration (FORUM_SENSITIVE_WORDS, else the default list)
 * when empty; read on every write, so each server process sees a change at once.
 * Shapes in types/schemas/adminWords.ts.
 */

/** Characters of a word, after trimming and normalising (NFKC, lower case, no whitespace). */
export const WORD_LIMITS = { min: 1, max: 20 } as const

export const WORD_PATHS = {
  /** GET: the list (newest first); POST: add one (409 when listed). + '<word>/' DELETE: remove one (URL-encoded). */
  words: '/api/admin/words/'
} as const
