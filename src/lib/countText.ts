/**
 * A like or answer count as cards write it (SPEC §9: k above 1000, w above 10000):
 *   0 … 999        the number itself       999 → '999'
 *   1000 … 9999    thousands, 'k'          1000 → '1k', 1001 → '1k', 1234 → '1.2k', 9999 → '9.9k'
 *   10000 and up   ten-thousands, 'w'      10000 → '1w', 12345 → '1.2w', 123456 → '12.3w'
 * The unit starts at its own threshold (1000 itself is '1k', so 1000 and 1001 read alike). One
 * decimal, rounded down, so a count is never written larger than it is and 9999 never becomes
 * '10.0k'; a trailing '.0' is dropped. Negative or fractional input (never sent) is read as 0 or
 * rounded down.
 */
export function countText(count: number): string {
  const n = Number.isFinite(count) && count > 0 ? Math.floor(count) : 0
  if (n < 1000) return String(n)
  const wan = n >= 10000
  const tenths = Math.floor((n * 10) / (wan ? 10000 : 1000))
  return `${tenths % 10 === 0 ? tenths / 10 : (tenths / 10).toFixed(1)}${wan ? 'w' : 'k'}`
}
