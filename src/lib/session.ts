/** A persisted login session: the access token and when it stops being used (7 days, SPEC §4). */
import { TOKEN_TTL_MS } from './constants'

export interface StoredSession {
  token: string
  expiresAt: number
}

export function newSession(token: string, now: number): StoredSession {
  return { token, expiresAt: now + TOKEN_TTL_MS }
}

/** The token of a stored session that is well-formed and not expired, else undefined. */
export function validToken(stored: unknown, now: number): string | undefined {
  if (typeof stored !== 'object' || stored === null) return undefined
  const { token, expiresAt } = stored as Partial<StoredSession>
  return typeof token === 'string' && token !== '' && typeof expiresAt === 'number' && expiresAt > now ? token : undefined
}
