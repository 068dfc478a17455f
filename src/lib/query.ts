/** Query-string building for the request layer: the exact text that is both sent and signed. */
export type QueryValue = string | number | boolean | null | undefined
export type Query = Record<string, QueryValue | readonly (string | number | boolean)[]>

/** Keys keep their insertion order; undefined and null are left out; arrays repeat the key. */
export function buildQuery(query: Query | undefined): string {
  if (!query) return ''
  const parts: string[] = []
  for (const [key, value] of Object.entries(query)) {
    const values = Array.isArray(value) ? value : [value]
    for (const v of values) {
      if (v === undefined || v === null) continue
      parts.push(`${encodeURIComponent(key)}=${encodeURIComponent(String(v))}`)
    }
  }
  return parts.join('&')
}
