/**
 * Where the login session lives (SPEC §4, §9: token kept 7 days), behind one adapter:
 *  - H5: a first-party cookie `session` (max-age 7 days, SameSite=Lax, path=/), so the browser
 *    itself forgets it after 7 days;
 *  - weapp (and anywhere without document.cookie): Taro storage holding the token with its expiry.
 * Both store the StoredSession ({token, expiresAt}); lib/session.ts validToken() checks expiry on
 * read, so an old cookie or storage entry never counts.
 */
import { newSession, validToken, type StoredSession } from '../lib/session'
import { TOKEN_TTL_MS } from '../lib/constants'
import { PLATFORM } from '../env'
import { STORAGE_KEYS, storage } from './storage'

export interface SessionAdapter {
  readonly kind: 'cookie' | 'storage'
  /** The token of a live session, or undefined (and the stale entry removed). */
  load(now: number): string | undefined
  save(token: string, now: number): StoredSession
  clear(): void
}

export const SESSION_COOKIE = 'session'

type SessionListener = () => void
const missingListeners = new Set<SessionListener>()

/**
 * Calls `listener` whenever a load finds no live session (none at all, or an expired one, which the
 * load removes). The user store logs itself out on it (stores/index.ts), so a store that outlived its
 * session learns of it from whoever asked: the request layer, which reads the token here rather than
 * from the store (the first screen carries no store), or the shell's login guard.
 */
export function onSessionMissing(listener: SessionListener): () => void {
  missingListeners.add(listener)
  return () => missingListeners.delete(listener)
}

function missing(): undefined {
  for (const listener of [...missingListeners]) listener()
  return undefined
}

interface CookieJar {
  cookie: string
}

function readCookie(jar: CookieJar, name: string): string | undefined {
  for (const part of jar.cookie.split(';')) {
    const [k, ...rest] = part.trim().split('=')
    if (k === name) return rest.join('=')
  }
  return undefined
}

export function cookieSession(jar: CookieJar): SessionAdapter {
  const write = (value: string, maxAgeSeconds: number) => {
    // Secure on HTTPS pages: the token never travels over plain HTTP (a local http:// server keeps working).
    const secure = typeof location !== 'undefined' && location.protocol === 'https:' ? '; Secure' : ''
    jar.cookie = `${SESSION_COOKIE}=${value}; max-age=${maxAgeSeconds}; path=/; SameSite=Lax${secure}`
  }
  return {
    kind: 'cookie',
    load(now) {
      const raw = readCookie(jar, SESSION_COOKIE)
      if (!raw) return missing()
      let parsed: unknown
      try {
        parsed = JSON.parse(decodeURIComponent(raw))
      } catch {
        parsed = undefined
      }
      const token = validToken(parsed, now)
      if (token) return token
      write('', 0)
      return missing()
    },
    save(token, now) {
      const session = newSession(token, now)
      write(encodeURIComponent(JSON.stringify(session)), Math.floor(TOKEN_TTL_MS / 1000))
      return session
    },
    clear() {
      write('', 0)
    }
  }
}

export function storageSession(): SessionAdapter {
  return {
    kind: 'storage',
    load(now) {
      const token = validToken(storage.get(STORAGE_KEYS.session), now)
      if (token) return token
      storage.remove(STORAGE_KEYS.session)
      return missing()
    },
    save(token, now) {
      const session = newSession(token, now)
      storage.set(STORAGE_KEYS.session, session)
      return session
    },
    clear() {
      storage.remove(STORAGE_KEYS.session)
    }
  }
}

/** The adapter of this build: the cookie on H5 in a browser, storage otherwise. */
export function platformSession(): SessionAdapter {
  if (PLATFORM === 'h5' && typeof document !== 'undefined' && typeof document.cookie === 'string') return cookieSession(document)
  return storageSession()
}
