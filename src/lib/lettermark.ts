/**
 * An institution's mark where the data has no logo (issue 25): none of the institution data (the
 * official list, the seeds, InstitutionSummary / InstitutionDetail) carries a logo or its URL, so
 * each institution is drawn as a lettermark, a character of its name in white on a colour its
 * name picks. docs/look.md says why.
 */

/**
 * The mark's colours: distinct hues, none of them a band colour's red, amber or green (a mark
 * must not read as 冲 / 稳 / 保), each at least 4.5:1 under white text (test/unit/lettermark.test.ts).
 */
export const LETTERMARK_COLORS: readonly string[] = ['#1d4ed8', '#6d28d9', '#0e7490', '#9d174d', '#4338ca', '#7c2d12', '#0f766e', '#a21caf']

/** A long name's generic opening: 中国人民大学 is 人 (人大), 中国科学技术大学 科. */
const GENERIC_START = /^中国(?=.{3,})/

export interface Lettermark {
  text: string
  color: string
}

/** A stable small hash of the name, so a school always wears the same colour. */
function hashOf(text: string): number {
  let h = 0
  for (let i = 0; i < text.length; i++) h = (h * 31 + text.charCodeAt(i)) >>> 0
  return h
}

export function lettermarkOf(name: string): Lettermark {
  const trimmed = name.trim()
  const text = Array.from(trimmed.replace(GENERIC_START, ''))[0] ?? '?'
  return { text, color: LETTERMARK_COLORS[hashOf(trimmed) % LETTERMARK_COLORS.length] }
}
