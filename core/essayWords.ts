/**
 * The essay's word count (字数), as a gaokao marker counts the answer sheet's grid (issue 24,
 * docs/writing.md "Word count"): every character that takes a cell counts one — each Chinese
 * character and each punctuation mark, Chinese or Western (……and —— are two each, as they fill two
 * cells). A run of Latin letters and digits is one word (ChatGPT, 2024, 3.14, COVID-19, don't:
 * one each), since a marker counts an English word or a number as one. Whitespace and line breaks
 * are not counted. Any other character (an emoji, a kana) counts one.
 */

/** A Latin/digit word: letters or digits, with . ' ’ - joining parts inside it. */
const WORD = /[A-Za-z0-9\uFF10-\uFF19\uFF21-\uFF3A\uFF41-\uFF5A]+(?:[.'’-][A-Za-z0-9\uFF10-\uFF19\uFF21-\uFF3A\uFF41-\uFF5A]+)*/g
const SPACE = /\s/

/** The text's word count by the rule above. */
export function essayWordCount(text: string): number {
  let words = 0
  const rest = text.replace(WORD, () => {
    words += 1
    return ' '
  })
  let chars = 0
  // for…of walks code points, so a character outside the BMP (𠀀, 😀) counts once.
  for (const ch of rest) if (!SPACE.test(ch)) chars += 1
  return words + chars
}

export interface EssayProgress {
  count: number
  target: number
  /** 0-100, for the bar. */
  percent: number
  reached: boolean
  /** '已写 523 字 / 目标 800 字' */
  text: string
  /** '还差 277 字' or '已达到目标字数' */
  hint: string
}

/** How far a count is from the target (a prompt's target_words, 不少于 N 字). */
export function essayProgress(count: number, target: number): EssayProgress {
  const safeTarget = Math.max(1, target)
  const reached = count >= safeTarget
  return {
    count,
    target: safeTarget,
    percent: Math.min(100, Math.floor((count * 100) / safeTarget)),
    reached,
    text: `已写 ${count} 字 / 目标 ${safeTarget} 字`,
    hint: reached ? '已达到目标字数' : `还差 ${safeTarget - count} 字`
  }
}

/** The start of a text for a list (whitespace runs folded), at most `max` characters with … when cut. */
export function essayExcerpt(text: string, max: number): string {
  const flat = text.replace(/\s+/g, ' ').trim()
  const chars = Array.from(flat)
  return chars.length <= max ? flat : `${chars.slice(0, max).join('')}…`
}
