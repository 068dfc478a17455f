/**
 * Facts with their sources, shown as footnotes: each fact carries reference marks ([1][2]) and a
 * card lists every source once underneath. A fact not checked against its source says 待核.
 * Pure (no Taro import).
 */
export interface SourcedFact {
  text: string
  /** One source, or several joined by SOURCE_SEPARATOR. */
  source: string
  /** Shown with 待核: not checked against the source text. */
  unverified?: boolean
}

export const SOURCE_SEPARATOR = '；'

/** The sources in order of first use, and each fact's reference numbers (from 1) into them. */
export function footnotes(facts: readonly SourcedFact[]): { sources: string[]; refs: number[][] } {
  const sources: string[] = []
  const refs = facts.map((f) =>
    f.source
      .split(SOURCE_SEPARATOR)
      .map((s) => s.trim())
      .filter(Boolean)
      .map((s) => {
        const at = sources.indexOf(s)
        if (at >= 0) return at + 1
        sources.push(s)
        return sources.length
      })
  )
  return { sources, refs }
}

/** '[1][3]' */
export function refLabel(refs: readonly number[]): string {
  return refs.map((n) => `[${n}]`).join('')
}
