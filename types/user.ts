/**
 * Accounts contract (issue 4): the user state of SPEC §3, login answers, the auth calls of
 * SPEC §7, uploads and the app config. Shared by the app and the server.
 * This file holds the constants and paths (the app may import them); the schemas and their
 * types are in types/schemas/user.ts and re-exported here as types only.
 */
export type * from './schemas/user'

/**
 * The elective subjects, in the fixed order the app and the server always keep them: the six every
 * reformed province offers, then 技术, which only 浙江 offers (core/provinceFacts.ts electiveSubjectsOf).
 */
export const SUBJECTS = ['物理', '化学', '生物', '历史', '政治', '地理', '技术'] as const

/** Old-gaokao tracks. */
export const LIBERAL_SCIENCE = ['文科', '理科'] as const

/** Grades a user may pick. University and postgraduate grades make the identity 'college'. */
export const HIGH_SCHOOL_GRADES = ['初三', '高一', '高二', '高三', '复读'] as const
export const COLLEGE_GRADES = ['大一', '大二', '大三', '大四', '大五', '研一', '研二', '研三', '博士'] as const

/** Who is using the account; a parent follows the child's gaokao. */
export const ROLES = ['student', 'parent'] as const

/** Derived, never stored: college student for university/postgraduate grades, else high school. */
export const IDENTITIES = ['college', 'high_school'] as const

export const EDUCATION_STAGES = ['high_school', 'college', 'postgraduate'] as const
/** Entries a user's education list holds at most (POST /api/user/edu/, and adding one in the personal centre). */
export const EDUCATION_MAX = 10

export const CUSTOM_THEMES = ['blue', 'pink'] as const

/** What an SMS code is for; codes are kept per phone and purpose (xkw: the study library's 安全验证, docs/xkw.md). */
export const SMS_PURPOSES = ['login', 'rebind', 'xkw'] as const

/** The console SMS provider writes exactly one line of this shape per code sent (tests read it). */
export const CONSOLE_SMS_PATTERN = /\[sms\] phone=(\d{11}) code=(\d{6})/

/** Cloud space per SPEC §9: the default for a user, and what the app shows after a logout reset. */
export const DEFAULT_CLOUD_SPACE = 10737418240
export const LOGGED_OUT_CLOUD_SPACE = 21474836480

/** GET /api/user/delete/?confirm=…: the text the user types to confirm, exactly this. */
export const DELETE_CONFIRM_TEXT = '确认注销'

/** Suffixes GET /api/storage/presign/ accepts (lower case); avatars must be one of IMAGE_SUFFIXES. */
export const UPLOAD_SUFFIXES = ['jpg', 'jpeg', 'png', 'webp', 'gif', 'pdf', 'doc', 'docx', 'xls', 'xlsx', 'ppt', 'pptx', 'txt', 'csv'] as const
export const IMAGE_SUFFIXES = ['jpg', 'jpeg', 'png', 'webp', 'gif'] as const
/** The largest file a presigned PUT accepts (bytes); larger → 413. */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024
/** An upload's key: 128 random bits in hex and the suffix (`<32 hex>.<suffix>`). */
export const FILE_KEY_PATTERN = '^[0-9a-f]{32}\\.[a-z0-9]{1,5}$'

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
