/**
 * How the forum's search (searchTopic; types/forumSearch.ts) compares text, one rule for the
 * server's query and the app's highlighting: case does not count, and the full-width forms of
 * ASCII (ＡＢＣ１２３！＃, U+FF01–U+FF5E) and the ideographic space (U+3000) read as their
 * half-width twins, as the sensitive-word matching reads them. Unlike that matching, spaces count:
 * 「高考 志愿」 is searched as typed.
 *
 * Folding keeps every UTF-16 unit in place (one unit in, one unit out), so an index found in the
 * folded text is the same index in the original: the highlighter relies on it.
 *
 * The server does not fold its columns (translate() over a 100,000-post table takes seconds):
 * words that nothing folds (Chinese) are compared with LIKE as they are; other words become a
 * regular expression whose every character is the set of its spellings (searchRegex), compared
 * with PostgreSQL's case-sensitive `~`.
 */
import { SEARCH_LIMITS } from '../types/forumSearch'

const FULL_FIRST = 0xff01
const FULL_LAST = 0xff5e

function foldUnit(unit: string): string {
  const code = unit.charCodeAt(0)
  const half = code >= FULL_FIRST && code <= FULL_LAST ? String.fromCharCode(code - FULL_FIRST + 0x21) : code === 0x3000 ? ' ' : unit
  const lower = half.toLowerCase()
  // A letter whose lower case is longer ('İ') keeps its place instead.
  return lower.length === 1 ? lower : half
}

/** `text` with full-width ASCII made half-width and letters lower case, the same length. */
export function foldForSearch(text: string): string {
  let out = ''
  for (let i = 0; i < text.length; i++) out += foldUnit(text[i])
  return out
}

const hasCase = (c: string) => c.toLowerCase() !== c.toUpperCase()

/** Whether any character of the (folded) words has another spelling: ASCII (a full-width twin, maybe a case) or a letter with case. */
export function needsFold(folded: string): boolean {
  return [...folded].some((c) => (c >= ' ' && c <= '~') || hasCase(c))
}

/** A character as a PostgreSQL regular-expression escape (\uXXXX, or \UXXXXXXXX beyond the BMP): never special. */
function escape(c: string): string {
  const code = c.codePointAt(0)!
  return code > 0xffff ? `\\U${code.toString(16).padStart(8, '0')}` : `\\u${code.toString(16).padStart(4, '0')}`
}

/**
 * The folded words as a PostgreSQL regular expression (ARE) that matches every spelling the fold
 * equates: each character becomes the set of itself, its other case and their full-width forms
 * ('a' → [aAａＡ], '%' → [%％], ' ' → [ \u3000]); others stand for themselves. Every character is
 * written as an escape, so none is special ('%', '_', '.', '[' find themselves).
 */
export function searchRegex(folded: string): string {
  return [...folded]
    .map((c) => {
      const forms = new Set([c])
      for (const f of [c.toLowerCase(), c.toUpperCase()]) if ([...f].length === 1) forms.add(f)
      for (const f of [...forms]) {
        const code = f.charCodeAt(0)
        if (code >= 0x21 && code <= 0x7e) forms.add(String.fromCharCode(code - 0x21 + FULL_FIRST))
        if (code === 0x20) forms.add('\u3000')
      }
      const escaped = [...forms].map(escape)
      return escaped.length === 1 ? escaped[0] : `[${escaped.join('')}]`
    })
    .join('')
}

/** The search words as sent, trimmed; or the reason (in Chinese) they cannot be searched: empty, or longer than SEARCH_LIMITS.qMax characters. */
export function checkSearchWords(q: string): { ok: true; q: string } | { ok: false; message: string } {
  const words = q.trim()
  if (words === '') return { ok: false, message: '请输入搜索内容' }
  if ([...words].length > SEARCH_LIMITS.qMax) return { ok: false, message: `搜索内容最多 ${SEARCH_LIMITS.qMax} 个字` }
  return { ok: true, q: words }
}
