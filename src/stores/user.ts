import { makeAutoObservable } from 'mobx'
import { LOGGED_OUT_CLOUD_SPACE, type LoginResponse, type UserCore, type UserData, type UserExtra } from '@types-contract/user'
import { BRAND } from '../env'
import { IDENTITY_LABELS, identityOf } from '@core/identity'
import { platformSession, type SessionAdapter } from '../platform/session'
import { STORAGE_KEYS, USER_STORAGE_KEYS, storage } from '../platform/storage'
import { runResets } from './resetRegistry'
import type { FormEntry } from '@core/applicationForm'

/** An application-form entry (SPEC §3), defined with the form's rules. */
export type ApplicationFormEntry = FormEntry

/** The whole user state of SPEC §3 (the token is kept beside it, in the session). */
export interface UserState extends UserData {
  applicationForms: ApplicationFormEntry[]
}

const EXTRA_KEYS: readonly (keyof UserExtra)[] = ['collections', 'searchHistory', 'invite_info', 'unReadMessageCount', 'serverConfig']

/** The prompt shown instead of a name while logged out. */
export const LOGIN_PROMPT = '点击登录'

/** The state of nobody: what a fresh install shows and what logout resets to (cloud max per SPEC §9). */
export function emptyUserState(): UserState {
  return {
    user_id: 0,
    username: '',
    avatarUrl: '',
    phone_number: '',
    role: 'student',
    grade: null,
    identity: 'high_school',
    is_staff: false,
    vip: { tianbao_vip: false, vip_price: null, vip_date_start: null, vip_date_end: null },
    xkw_vip_info: null,
    province: null,
    apply_year: null,
    liberal_science: null,
    subjects: [],
    score: null,
    rank: { value: null },
    num_coins: 0,
    follower_num: 0,
    following_num: 0,
    balance: 0,
    used_cloud_space: 0,
    max_cloud_space: LOGGED_OUT_CLOUD_SPACE,
    MBTIResult: null,
    enroll_update_time_stamp: null,
    education_experience: [],
    customTheme: null,
    worn_pendant: null,
    worn_accessory: null,
    collections: { univ: [], prof: [] },
    searchHistory: [],
    invite_info: { code: '', invited_count: 0 },
    unReadMessageCount: 0,
    serverConfig: { gk_mode: { recom_apply: false, apply: 'normal', year: new Date().getFullYear(), plan_year: new Date().getFullYear() } },
    applicationForms: []
  }
}

/**
 * The signed-in user: the session token (persisted 7 days through platform/session, SPEC §4)
 * and the user state of SPEC §3. Pure state: the calls that fill it live in api/account.ts.
 */
export class UserStore {
  token = ''
  data: UserState = emptyUserState()

  constructor(
    private readonly now: () => number = Date.now,
    private readonly session: SessionAdapter = platformSession()
  ) {
    makeAutoObservable<UserStore, 'now' | 'session'>(this, { now: false, session: false })
    this.token = session.load(now()) ?? ''
    if (this.token) {
      const cached = storage.get<UserCore>(STORAGE_KEYS.userCore)
      if (cached && typeof cached === 'object') this.applyCore(cached, false)
    } else {
      this.forgetStoredUserData()
    }
  }

  get isLoggedIn(): boolean {
    return this.token !== ''
  }

  /** The token to send, or '' once the stored session has expired (which logs out). */
  activeToken(): string {
    if (this.token && !this.session.load(this.now())) this.sessionMissing()
    return this.token
  }

  /**
   * The stored session is gone (expired, or cleared elsewhere) while this store may still hold its
   * token: log out, once. The singleton hears it from the session adapter (stores/index.ts).
   */
  sessionMissing(): void {
    if (this.token) this.logout()
  }

  setToken(token: string): void {
    this.token = token
    this.session.save(token, this.now())
  }

  /** A login answer: the new token and the user's core state. */
  login(response: LoginResponse): void {
    this.setToken(response.access)
    this.applyCore(response.user_core)
  }

  applyCore(core: UserCore, persist = true): void {
    Object.assign(this.data, core, { identity: core.identity ?? identityOf(core.grade) })
    if (persist) storage.set(STORAGE_KEYS.userCore, core)
  }

  /** The extra part only: an answer carrying more fields does not overwrite the core. */
  applyExtra(extra: UserExtra): void {
    for (const key of EXTRA_KEYS) if (extra[key] !== undefined) Object.assign(this.data, { [key]: extra[key] })
  }

  /** Some fields (getUserDataByKey, after an update). */
  patch(fields: Partial<UserState>): void {
    Object.assign(this.data, fields)
  }

  setUnreadCount(count: number): void {
    this.data.unReadMessageCount = count
  }

  /** The name to show: the user's, or the login prompt. */
  get displayName(): string {
    return this.isLoggedIn ? this.data.username || `用户${this.data.user_id || ''}` : LOGIN_PROMPT
  }

  /** The avatar to show: the user's, or the brand's default. */
  get avatar(): string {
    return (this.isLoggedIn && this.data.avatarUrl) || BRAND.defaultAvatar
  }

  get identityLabel(): string {
    return IDENTITY_LABELS[this.data.identity]
  }

  get isVip(): boolean {
    return this.isLoggedIn && this.data.vip.tianbao_vip
  }

  /**
   * Logout (and every 401): forgets the token and all user data, removes the user's stored
   * keys (uploads, downloads, addresses, caches, share code, forms) and runs the other stores'
   * registered resets. The server call comes first, in api/account.ts.
   */
  logout(): void {
    this.token = ''
    this.session.clear()
    this.data = emptyUserState()
    this.forgetStoredUserData()
    runResets()
  }

  private forgetStoredUserData(): void {
    for (const key of USER_STORAGE_KEYS) storage.remove(key)
  }
}
