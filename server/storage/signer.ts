/**
 * HMAC-SHA256 signatures of this server's own storage URLs (the forum's PUT on both stores, and the
 * local store's cloud PUT, part and download URLs): sig = HMAC(secret, fields joined by "\n"),
 * hex. The fields name the method, the object and what the URL grants (a size, a file name) and end
 * with the expiry (unix seconds), so a changed field or a later expiry no longer matches.
 */
import { createHmac, timingSafeEqual } from 'crypto'

export class UrlSigner {
  constructor(private readonly secret: string) {}

  sign(fields: readonly (string | number)[]): string {
    return createHmac('sha256', this.secret).update(fields.join('\n')).digest('hex')
  }

  /** True when sig signs `fields` (whose last one is `expires`) and `expires` (unix s) is not before `now` (ms). */
  verify(fields: readonly (string | number)[], expires: number, sig: string, now: number): boolean {
    if (!Number.isSafeInteger(expires) || expires * 1000 < now) return false
    const expected = Buffer.from(this.sign(fields))
    const actual = Buffer.from(sig.toLowerCase())
    return expected.length === actual.length && timingSafeEqual(expected, actual)
  }
}

/** Unix seconds of a time in ms (URLs carry seconds). */
export const unixSeconds = (ms: number) => Math.floor(ms / 1000)
