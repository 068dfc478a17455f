/**
 * The search page's highlighting (forum/searchTopic): where the searched words occur in a text, by
 * the search's own comparison (core/forumSearch.ts: case and full-width forms do not count, spaces
 * do), as segments the page renders as nested Text elements, never as HTML. Hits that overlap or
 * touch are one highlighted run. A long body is shown from a little before its first hit.
 */
import { foldForSearch } from '@core/forumSearch'

export interface Segment {
  text: string
  hit: boolean
}

/** [start, end) of every occurrence of the words (trimmed) in `text`, overlapping or touching ones merged, in order. */
export function hitRanges(text: string, query: string): [number, number][] {
  const needle = foldForSearch(query.trim())
  if (needle === '' || text === '') return []
  const haystack = foldForSearch(text)
  const ranges: [number, number][] = []
  for (let at = haystack.indexOf(needle); at >= 0; at = haystack.indexOf(needle, at + 1)) {
    const last = ranges[ranges.length - 1]
    if (last && at <= last[1]) last[1] = Math.max(last[1], at + needle.length)
    else ranges.push([at, at + needle.length])
  }
  return ranges
}

/** `text` cut into hit and non-hit runs (no empty run); one non-hit run when nothing matches. */
export function highlightSegments(text: string, query: string): Segment[] {
  if (text === '') return []
  const segments: Segment[] = []
  let from = 0
  for (const [start, end] of hitRanges(text, query)) {
    if (start > from) segments.push({ text: text.slice(from, start), hit: false })
    segments.push({ text: text.slice(start, end), hit: true })
    from = end
  }
  if (from < text.length) segments.push({ text: text.slice(from), hit: false })
  return segments
}

/** Characters shown before the first hit of a long text. */
export const EXCERPT_LEAD = 12

const ELLIPSIS = '…'
const isLowSurrogate = (text: string, i: number) => {
  const code = text.charCodeAt(i)
  return code >= 0xdc00 && code <= 0xdfff
}

/**
 * A text shown from `lead` characters before its first hit, marked '…' where cut (an ellipsis the
 * text already starts with is not doubled); from its start when the hit is near it or there is
 * none. The end is left to the line clamp. Never cuts a character in two.
 */
export function excerptAround(text: string, query: string, lead = EXCERPT_LEAD): string {
  const [first] = hitRanges(text, query)
  if (!first) return text
  // Count `lead` code points back from the hit.
  let start = first[0]
  for (let n = 0; n < lead && start > 0; n++) start -= isLowSurrogate(text, start - 1) && start > 1 ? 2 : 1
  const skipped = text.slice(0, start).replace(/^…/, '')
  if (skipped.trim() === '') return text
  return ELLIPSIS + text.slice(start)
}

/** The segments of a long text's excerpt around its first hit. */
export function highlightExcerpt(text: string, query: string, lead = EXCERPT_LEAD): Segment[] {
  return highlightSegments(excerptAround(text, query, lead), query)
}
