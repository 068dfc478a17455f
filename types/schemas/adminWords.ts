/** The sensitive-word list's schemas (issue 28). Limits and paths: types/adminWords.ts. */
import { WORD_LIMITS } from '../adminWords'
import { Obj, PAGE_QUERY, Type, type Static } from '../schema'

export const SensitiveWord = Obj({
  /** As stored: normalised (NFKC, lower case, no whitespace). */
  word: Type.String(),
  created_at: Type.String({ format: 'date-time' })
})
export type SensitiveWord = Static<typeof SensitiveWord>

export const WordsQuery = Obj({
  ...PAGE_QUERY,
  /** Only words containing this text (normalised the same way). */
  q: Type.Optional(Type.String({ minLength: 1, maxLength: WORD_LIMITS.max }))
})
export type WordsQuery = Static<typeof WordsQuery>

/** Trimmed and normalised before the length check (400 when empty or longer than WORD_LIMITS.max). */
export const NewWord = Obj({
  word: Type.String({ minLength: 1, maxLength: 100 }),
  reason: Type.Optional(Type.String({ maxLength: 200 }))
})
export type NewWord = Static<typeof NewWord>

export const WordParams = Obj({ word: Type.String({ minLength: 1, maxLength: 100 }) })
export type WordParams = Static<typeof WordParams>
