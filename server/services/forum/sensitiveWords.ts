/**
 * The forum's sensitive-word list (issue 19, "Safety"): a post or an answer whose text contains one
 * of these words is stored with status 'held' instead of 'published'. Its author still sees it
 * (marked 审核中 by the app); nobody else does until staff restore it.
 *
 * The list is the table sensitive_words, which staff edit in the console (services/admin/sensitiveWords.ts,
 * read on every write); it is seeded when empty from the configuration: FORUM_SENSITIVE_WORDS
 * (comma-separated, ASCII or Chinese commas) replaces DEFAULT_SENSITIVE_WORDS entirely;
 * server/config.ts reads it once at start-up through parseSensitiveWords. Matching ignores case, full-width forms (NFKC) and whitespace, so 「代 考」
 * and 「ＤＡＩＫＡＯ」-style spellings of a listed word are caught too. It is a plain substring test:
 * a word that is part of an innocent phrase holds that post as well, so list whole phrases.
 */

/** A few obviously unacceptable words for a forum of students, many of them minors. */
export const DEFAULT_SENSITIVE_WORDS: readonly string[] = ['赌博', '博彩', '色情', '裸聊', '毒品', '枪支', '代考', '替考', '考试答案出售', '办假证', '刷单返利']

/** For comparison: NFKC, lower case, no whitespace. */
export function normalizeForMatch(text: string): string {
  return text.normalize('NFKC').toLowerCase().replace(/\s+/g, '')
}

/** FORUM_SENSITIVE_WORDS → the list (blank entries dropped, duplicates removed); unset → the default list. */
export function parseSensitiveWords(raw: string | undefined): string[] {
  if (raw === undefined) return [...DEFAULT_SENSITIVE_WORDS]
  const words = raw
    .split(/[,，]/)
    .map((w) => normalizeForMatch(w))
    .filter((w) => w !== '')
  return [...new Set(words)]
}

/** The first listed word found in any of the texts, or null. */
export function findSensitiveWord(words: readonly string[], ...texts: string[]): string | null {
  const haystack = texts.map(normalizeForMatch).join('\n')
  for (const word of words) {
    const needle = normalizeForMatch(word)
    if (needle !== '' && haystack.includes(needle)) return word
  }
  return null
}

/** 'held' when a text contains a listed word, else 'published'. */
export function statusForText(words: readonly string[], ...texts: string[]): 'held' | 'published' {
  return findSensitiveWord(words, ...texts) === null ? 'published' : 'held'
}
