/**
 * Accounts contract (issue 4): the user state of SPEC §3, login answers and the auth calls of
 * SPEC §7. Shared by the app and the server. Schemas and their types: types/schemas/user.ts.
 */
import type { Grade, LiberalScience, Subject } from './schemas/user'

export type * from './schemas/user'

/** The six elective subjects, in the fixed order the app and the server always keep them. */
export const SUBJECTS = ['物理', '化学', '生物', '历史', '政治', '地理'] as const

/** Old-gaokao tracks. */
export const LIBERAL_SCIENCE = ['文科', '理科'] as const

/** Grades a user may pick. University and postgraduate grades make the identity 'college'. */
export const HIGH_SCHOOL_GRADES = ['初三', '高一', '高二', '高三', '复读'] as const
export const COLLEGE_GRADES = ['大一', '大二', '大三', '大四', '大五', '研一', '研二', '研三', '博士'] as const

/** Who is using the account; a parent follows the child's gaokao. */
export type Role = 'student' | 'parent'

/** Derived, never stored: college student for university/postgraduate grades, else high school. */
export type Identity = 'college' | 'high_school'

export interface VipState {
  /** tianbao_vip: membership is active now. */
  tianbao_vip: boolean
  vip_price: number | null
  vip_date_start: string | null
  vip_date_end: string | null
}

/** Resource-library (xkw) membership, null when none. */
export interface XkwVipInfo {
  level: string
  expire_at: string | null
  downloads_left: number
}

export interface EducationEntry {
  id: number
  school: string
  stage: 'high_school' | 'college' | 'postgraduate'
  start_year: number
  end_year: number | null
}

export interface InviteInfo {
  code: string
  invited_count: number
}

export interface GkMode {
  recom_apply: boolean
  apply: 'normal' | 'category' | 'group'
  year: number
  plan_year: number
}

export interface ServerConfig {
  gk_mode: GkMode
}

/** The core user state (getUserDataCore and login answers). */
export interface UserCore {
  user_id: number
  username: string
  avatarUrl: string
  /** Full for the owner; masked 138****8000 wherever another user sees it. */
  phone_number: string
  role: Role
  grade: Grade | null
  identity: Identity
  is_staff: boolean
  vip: VipState
  xkw_vip_info: XkwVipInfo | null
  province: string | null
  apply_year: number | null
  liberal_science: LiberalScience | null
  subjects: Subject[]
  score: number | null
  rank: { value: number | null }
  num_coins: number
  follower_num: number
  following_num: number
  /** Wallet balance in fen. */
  balance: number
  used_cloud_space: number
  max_cloud_space: number
  MBTIResult: string | null
  enroll_update_time_stamp: number | null
  education_experience: EducationEntry[]
  customTheme: 'blue' | 'pink' | null
}

/** The rest of the user state (getUserDataExtra). */
export interface UserExtra {
  collections: { univ: number[]; prof: string[] }
  searchHistory: string[]
  invite_info: InviteInfo
  unReadMessageCount: number
  serverConfig: ServerConfig
}

export type UserData = UserCore & UserExtra
export type UserDataKey = keyof UserData

/** What any logged-in user may see of another user (getOtherUserData). */
export interface OtherUserData {
  user_id: number
  username: string
  avatarUrl: string
  phone_number: string
  identity: Identity
  follower_num: number
  following_num: number
  MBTIResult: string | null
}

/** Every login answers this. */
export interface LoginResponse {
  access: string
  user_core: UserCore
}

/** GET /api/user/send_code/?phone= */
export interface SendCodeQuery {
  phone: string
  /** Optional, default 'login'; changePhone asks with 'rebind' (a 'login' code is accepted too). */
  purpose?: SmsPurpose
}
export interface SendCodeResponse {
  /** Seconds until this phone may ask again. */
  resend_after: number
  /** Seconds the code stays valid. */
  expires_in: number
}

/** POST /api/user/token/code/ */
export interface CodeLoginBody {
  phone: string
  code: string
}

/** POST /api/user/phone/rebind/ */
export interface RebindBody {
  phone: string
  code: string
}

/** POST /api/user/wx/login/ (and /api/user/wx/code/): the Taro.login code. */
export interface WxLoginBody {
  code: string
}

/** The console SMS provider writes exactly one line of this shape per code sent (tests read it). */
export const CONSOLE_SMS_PATTERN = /\[sms\] phone=(\d{11}) code=(\d{6})/

/** Cloud space per SPEC §9: the default for a user, and what the app shows after a logout reset. */
export const DEFAULT_CLOUD_SPACE = 10737418240
export const LOGGED_OUT_CLOUD_SPACE = 21474836480

/** POST /api/user/token/: password login (a password is set with POST /api/user/password/ while logged in). */
export interface PasswordLoginBody {
  phone: string
  password: string
}

/** POST /api/user/password/: 8-64 characters with a letter and a digit. */
export interface SetPasswordBody {
  password: string
}

/**
 * POST /api/user/onepress/: carrier one-press login. The app passes the carrier SDK's token;
 * the server resolves it to a phone through the carrier provider (local default: see docs).
 */
export interface OnePressBody {
  token: string
}

/** GET /api/user/delete/?confirm=…: the text the user types to confirm, exactly this. */
export const DELETE_CONFIRM_TEXT = '确认注销'
export interface DeleteQuery {
  confirm: string
}

/** POST /api/user/update/: any subset of the editable profile and gaokao fields. */
export interface UpdateUserBody {
  province?: string | null
  apply_year?: number | null
  liberal_science?: LiberalScience | null
  /** Any order in; stored and answered in SUBJECTS order. At most 3. */
  subjects?: Subject[]
  score?: number | null
  rank?: number | null
  role?: Role
  grade?: Grade | null
  customTheme?: 'blue' | 'pink' | null
}

/** POST /api/user/nickname/ */
export interface NicknameBody {
  username: string
}

/** GET /api/storage/presign/?suffix=png&method=PUT → PUT the bytes to url, then use key. */
export interface PresignQuery {
  suffix: string
  method: 'PUT'
}
export interface PresignResponse {
  url: string
  key: string
}

/** POST /api/user/avatar/: a key from a finished presigned upload. */
export interface AvatarBody {
  key: string
}

/** POST /api/user/edu/: replaces the education list. */
export interface EducationBody {
  education_experience: Omit<EducationEntry, 'id'>[]
}

/** POST /api/user/switch-identity/: switching identity is choosing a grade of the other kind. */
export interface SwitchIdentityBody {
  grade: Grade
}

/** POST /api/user/data/keys/ */
export interface UserDataKeysBody {
  keys: UserDataKey[]
}

/** GET /api/config/ (getConfig) */
export interface AppConfigResponse {
  serverConfig: ServerConfig
  /** Service phone and similar facts the app shows. */
  service_phone: string
}

export interface TabConfigItem {
  key: string
  label: string
}
/** GET /api/config/tab/ (getTabConfig) */
export interface TabConfigResponse {
  TabConfig: { middle_school: TabConfigItem[]; university: TabConfigItem[] }
  HashTagConfig: TabConfigItem[]
  QaTagConfig: TabConfigItem[]
}

/** GET /api/user/messages/count/ (getUnReadMessageCount) */
export interface UnreadCountResponse {
  count: number
}

/** The API paths of the accounts area, relative to `${API_PREFIX}`. */
export const USER_PATHS = {
  sendCode: '/api/user/send_code/',
  codeLogin: '/api/user/token/code/',
  passwordLogin: '/api/user/token/',
  onePress: '/api/user/onepress/',
  wxCode: '/api/user/wx/code/',
  wxLogin: '/api/user/wx/login/',
  wxUnionidLogin: '/api/user/wx/unionid-login/',
  logout: '/api/user/logout/',
  setPassword: '/api/user/password/',
  rebind: '/api/user/phone/rebind/',
  deleteAccount: '/api/user/delete/',
  dataCore: '/api/user/data/core/',
  dataExtra: '/api/user/data/extra/',
  dataKeys: '/api/user/data/keys/',
  other: '/api/user/other/',
  update: '/api/user/update/',
  nickname: '/api/user/nickname/',
  avatar: '/api/user/avatar/',
  edu: '/api/user/edu/',
  switchIdentity: '/api/user/switch-identity/',
  presign: '/api/storage/presign/',
  config: '/api/config/',
  tabConfig: '/api/config/tab/',
  unreadCount: '/api/user/messages/count/'
} as const

// ---- Additions by the server side of issue 4 (see docs/accounts.md) ----

/** What an SMS code is for; codes are kept per phone and purpose. */
export type SmsPurpose = 'login' | 'rebind'

/** Error codes of the accounts area, on top of types/api.ts ErrorCode. */
export type AccountErrorCode =
  /** 400: the code does not match (「验证码错误」). */
  | 'invalid_code'
  /** 400: no code for this phone, or it has expired (「验证码已过期，请重新获取」). */
  | 'code_expired'
  /** 400: five wrong tries burnt the code (「验证码错误次数过多，请重新获取」). */
  | 'code_attempts_exceeded'
  /** 400: password login failed, either part (「手机号或密码错误」). */
  | 'invalid_credentials'
  /** 400: one-press login is not available (「一键登录暂不可用，请使用验证码登录」) or its token is bad. */
  | 'onepress_unavailable'
  /** WeChat refused or failed: 400 invalid code, 403 risky user, 502/503 service trouble. */
  | 'wx_invalid_code'
  | 'wx_risky_user'
  | 'wx_unavailable'

/** Answers that only say what happened (logout, account deletion, set password). */
export interface DetailResponse {
  detail: string
}

/**
 * POST /api/user/wx/code/: exchanges the code; logs in when the WeChat account is already
 * linked (registered: true + the LoginResponse fields), else only says so (registered: false;
 * /api/user/wx/login/ creates the account).
 */
export interface WxCodeResponse {
  registered: boolean
  access?: string
  user_core?: UserCore
}

/** POST /api/user/data/keys/ answers exactly the asked keys. */
export type UserDataKeysResponse = Partial<UserData>

/** GET /api/user/other/?user_id= */
export interface OtherUserQuery {
  user_id: number
}

/** Suffixes GET /api/storage/presign/ accepts (lower case); avatars must be one of IMAGE_SUFFIXES. */
export const UPLOAD_SUFFIXES = ['jpg', 'jpeg', 'png', 'webp', 'gif', 'pdf', 'doc', 'docx', 'xls', 'xlsx', 'ppt', 'pptx', 'txt', 'csv'] as const
export const IMAGE_SUFFIXES = ['jpg', 'jpeg', 'png', 'webp', 'gif'] as const
/** The largest file a presigned PUT accepts (bytes); larger → 413. */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024
