/**
 * One byte range of a Range header (RFC 9110 14.1.2) over an object of `size` bytes: `bytes=a-b`,
 * `bytes=a-` or the suffix `bytes=-n`. Answers the range (end clipped to the object), 'unsatisfiable'
 * (416) when it starts past the end, or null to answer the whole object (no header, another unit,
 * a malformed value, or several ranges: a server may ignore those).
 */
import type { ByteRange } from './store'

export function parseRange(header: string | undefined, size: number): ByteRange | 'unsatisfiable' | null {
  const match = header === undefined ? null : /^bytes=(\d*)-(\d*)$/.exec(header.trim())
  if (!match || (match[1] === '' && match[2] === '')) return null
  if (match[1] === '') {
    const suffix = Number(match[2])
    if (suffix === 0 || size === 0) return 'unsatisfiable'
    return { start: Math.max(0, size - suffix), end: size - 1 }
  }
  const start = Number(match[1])
  const end = match[2] === '' ? size - 1 : Number(match[2])
  if (start >= size) return 'unsatisfiable'
  if (end < start) return null
  return { start, end: Math.min(end, size - 1) }
}
