import { makeAutoObservable } from 'mobx'
import { newSession, validToken } from '../lib/session'
import { STORAGE_KEYS, storage } from '../platform/storage'

/** The signed-in user; for now only the session token (persisted 7 days, SPEC §4). */
export class UserStore {
  token = ''

  constructor(private readonly now: () => number = Date.now) {
    makeAutoObservable<UserStore, 'now'>(this, { now: false })
    this.token = validToken(storage.get(STORAGE_KEYS.session), now()) ?? ''
    if (!this.token) storage.remove(STORAGE_KEYS.session)
  }

  get isLoggedIn(): boolean {
    return this.token !== ''
  }

  /** The token to send, or '' once the stored session has expired. */
  activeToken(): string {
    if (this.token && !validToken(storage.get(STORAGE_KEYS.session), this.now())) this.logout()
    return this.token
  }

  setToken(token: string): void {
    this.token = token
    storage.set(STORAGE_KEYS.session, newSession(token, this.now()))
  }

  /** Resets all user data (later issues add uploads, downloads, addresses, forms to this). */
  logout(): void {
    this.token = ''
    storage.remove(STORAGE_KEYS.session)
  }
}
