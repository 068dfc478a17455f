/**
 * Accounts contract schemas (issue 4): the user state of SPEC §3, login answers, the auth calls
 * of SPEC §7, uploads and the app config. Constants and paths: types/user.ts.
 */
import { APPLY_MODES } from '../edu'
import { Id, Int, Nullable, NullOrAnyOf, Obj, StringEnum, Type, type Static } from '../schema'
import { Province } from './gaokao'
import {
  COLLEGE_GRADES,
  CUSTOM_THEMES,
  EDUCATION_MAX,
  EDUCATION_STAGES,
  FILE_KEY_PATTERN,
  HIGH_SCHOOL_GRADES,
  IDENTITIES,
  LIBERAL_SCIENCE,
  ROLES,
  SMS_PURPOSES,
  SUBJECTS,
  UPLOAD_SUFFIXES
} from '../user'

/** An elective subject (SUBJECTS; which of them a province offers: core/provinceFacts.ts electiveSubjectsOf). */
export const Subject = StringEnum(SUBJECTS)
export type Subject = Static<typeof Subject>

/** Old-gaokao track. */
export const LiberalScience = StringEnum(LIBERAL_SCIENCE)
export type LiberalScience = Static<typeof LiberalScience>

/** Grades a user may pick. University and postgraduate grades make the identity 'college'. */
export const Grade = StringEnum([...HIGH_SCHOOL_GRADES, ...COLLEGE_GRADES])
export type Grade = Static<typeof Grade>

/** Who is using the account; a parent follows the child's gaokao. */
export const Role = StringEnum(ROLES)
export type Role = Static<typeof Role>

/** Derived, never stored: college student for university/postgraduate grades, else high school. */
export const Identity = StringEnum(IDENTITIES)
export type Identity = Static<typeof Identity>

export const CustomTheme = StringEnum(CUSTOM_THEMES)
export type CustomTheme = Static<typeof CustomTheme>

/** What an SMS code is for; codes are kept per phone and purpose. */
export const SmsPurpose = StringEnum(SMS_PURPOSES)
export type SmsPurpose = Static<typeof SmsPurpose>

export const VipState = Obj({
  /** tianbao_vip: membership is active now. */
  tianbao_vip: Type.Boolean(),
  vip_price: Nullable(Type.Number()),
  vip_date_start: Nullable(Type.String()),
  vip_date_end: Nullable(Type.String())
})
export type VipState = Static<typeof VipState>

/** Resource-library (xkw) membership, null when none. */
export const XkwVipInfo = Obj({ level: Type.String(), expire_at: Nullable(Type.String()), downloads_left: Int() })
export type XkwVipInfo = Static<typeof XkwVipInfo>

export const EducationEntry = Obj({
  id: Int(),
  school: Type.String(),
  stage: StringEnum(EDUCATION_STAGES),
  start_year: Int(),
  end_year: Nullable(Int())
})
export type EducationEntry = Static<typeof EducationEntry>

export const InviteInfo = Obj({ code: Type.String(), invited_count: Int() })
export type InviteInfo = Static<typeof InviteInfo>

export const GkMode = Obj({ recom_apply: Type.Boolean(), apply: StringEnum(APPLY_MODES), year: Int(), plan_year: Int() })
export type GkMode = Static<typeof GkMode>

export const ServerConfig = Obj({ gk_mode: GkMode })
export type ServerConfig = Static<typeof ServerConfig>

/** Field order is the order POST /api/user/data/keys/ lists the known keys in its 400 answers. */
const USER_CORE_PROPERTIES = {
  user_id: Int(),
  username: Type.String(),
  avatarUrl: Type.String(),
  /** Full for the owner; masked 138****8000 wherever another user sees it. */
  phone_number: Type.String(),
  role: Role,
  grade: Nullable(Grade),
  identity: Identity,
  is_staff: Type.Boolean(),
  vip: VipState,
  xkw_vip_info: Nullable(XkwVipInfo),
  province: Nullable(Type.String()),
  apply_year: Nullable(Int()),
  liberal_science: Nullable(LiberalScience),
  subjects: Type.Array(Subject),
  score: Nullable(Type.Number()),
  rank: Obj({ value: Nullable(Int()) }),
  num_coins: Int(),
  follower_num: Int(),
  following_num: Int(),
  /** Wallet balance in fen. */
  balance: Int(),
  used_cloud_space: Int(),
  max_cloud_space: Int(),
  MBTIResult: Nullable(Type.String()),
  enroll_update_time_stamp: Nullable(Int()),
  education_experience: Type.Array(EducationEntry),
  customTheme: Nullable(CustomTheme),
  /** The pendant (avatar frame) worn: a key of core/personalItems.ts PENDANTS; null: none (types/personalItems.ts). */
  worn_pendant: Nullable(Type.String()),
  /** The accessory (name tag) worn: a key of ACCESSORIES; null: none. */
  worn_accessory: Nullable(Type.String())
}

const USER_EXTRA_PROPERTIES = {
  collections: Obj({ univ: Type.Array(Int()), prof: Type.Array(Type.String()) }),
  searchHistory: Type.Array(Type.String()),
  invite_info: InviteInfo,
  unReadMessageCount: Int(),
  serverConfig: ServerConfig
}

/** The core user state (getUserDataCore and login answers). */
export const UserCore = Obj(USER_CORE_PROPERTIES)
export type UserCore = Static<typeof UserCore>

/** The rest of the user state (getUserDataExtra). */
export const UserExtra = Obj(USER_EXTRA_PROPERTIES)
export type UserExtra = Static<typeof UserExtra>

export const UserData = Obj({ ...USER_CORE_PROPERTIES, ...USER_EXTRA_PROPERTIES })
export type UserData = Static<typeof UserData>
export type UserDataKey = keyof UserData
const USER_DATA_KEYS = Object.keys(UserData.properties) as UserDataKey[]
export const UserDataKey = StringEnum(USER_DATA_KEYS)

/** What any logged-in user may see of another user (getOtherUserData). */
export const OtherUserData = Obj({
  user_id: Int(),
  username: Type.String(),
  avatarUrl: Type.String(),
  phone_number: Type.String(),
  identity: Identity,
  follower_num: Int(),
  following_num: Int(),
  MBTIResult: Nullable(Type.String())
})
export type OtherUserData = Static<typeof OtherUserData>

/** Every login answers this. */
export const LoginResponse = Obj({ access: Type.String(), user_core: UserCore })
export type LoginResponse = Static<typeof LoginResponse>

/**
 * Phones and codes are bounded here and checked by the server's own rules after that, so a bad
 * one is answered with a sentence (「请输入正确的手机号」) rather than a pattern error.
 */
const Phone = Type.String({ maxLength: 20 })

/** GET /api/user/send_code/?phone= */
export const SendCodeQuery = Obj({
  phone: Phone,
  /** Optional, default 'login'; changePhone asks with 'rebind' (a 'login' code is accepted too). */
  purpose: Type.Optional(StringEnum(SMS_PURPOSES, { default: 'login' }))
})
export type SendCodeQuery = Static<typeof SendCodeQuery>
export const SendCodeResponse = Obj({
  /** Seconds until this phone may ask again. */
  resend_after: Int(),
  /** Seconds the code stays valid. */
  expires_in: Int()
})
export type SendCodeResponse = Static<typeof SendCodeResponse>

/** POST /api/user/token/code/ */
export const CodeLoginBody = Obj({ phone: Phone, code: Type.String({ maxLength: 10 }) })
export type CodeLoginBody = Static<typeof CodeLoginBody>

/** POST /api/user/phone/rebind/: the new phone and the code sent to it. */
export const RebindBody = CodeLoginBody
export type RebindBody = Static<typeof RebindBody>

/** POST /api/user/wx/login/ (and /api/user/wx/code/, /api/user/wx/unionid-login/): the Taro.login code. */
export const WxLoginBody = Obj({ code: Type.String({ maxLength: 256 }) })
export type WxLoginBody = Static<typeof WxLoginBody>

/**
 * POST /api/user/wx/code/: exchanges the code; logs in when the WeChat account is already
 * linked (registered: true + the LoginResponse fields), else only says so (registered: false;
 * /api/user/wx/login/ creates the account).
 */
export const WxCodeResponse = Obj({ registered: Type.Boolean(), access: Type.Optional(Type.String()), user_core: Type.Optional(UserCore) })
export type WxCodeResponse = Static<typeof WxCodeResponse>

/** POST /api/user/token/: password login (a password is set with POST /api/user/password/ while logged in). */
export const PasswordLoginBody = Obj({ phone: Phone, password: Type.String({ minLength: 1, maxLength: 128 }) })
export type PasswordLoginBody = Static<typeof PasswordLoginBody>

/** POST /api/user/password/: 8-64 characters with a letter and a digit (checked by the server). */
export const SetPasswordBody = Obj({ password: Type.String({ maxLength: 128 }) })
export type SetPasswordBody = Static<typeof SetPasswordBody>

/**
 * POST /api/user/onepress/: carrier one-press login. The app passes the carrier SDK's token;
 * the server resolves it to a phone through the carrier provider (local default: see docs).
 */
export const OnePressBody = Obj({ token: Type.String({ minLength: 1, maxLength: 4096 }) })
export type OnePressBody = Static<typeof OnePressBody>

/** GET /api/user/delete/?confirm=…: DELETE_CONFIRM_TEXT exactly (checked by the server). */
export const DeleteQuery = Obj({ confirm: Type.String({ maxLength: 20 }) })
export type DeleteQuery = Static<typeof DeleteQuery>

/** POST /api/user/update/: any subset of the editable profile and gaokao fields. */
export const UpdateUserBody = Obj({
  province: Type.Optional(NullOrAnyOf(Province)),
  apply_year: Type.Optional(Nullable(Int({ minimum: 2000, maximum: 2100 }))),
  liberal_science: Type.Optional(NullOrAnyOf(LiberalScience)),
  /** Any order in; stored and answered in SUBJECTS order. At most 3. */
  subjects: Type.Optional(Type.Array(Subject, { maxItems: 3, uniqueItems: true })),
  score: Type.Optional(Nullable(Type.Number({ minimum: 0, maximum: 750 }))),
  rank: Type.Optional(Nullable(Int({ minimum: 1, maximum: 10_000_000 }))),
  role: Type.Optional(Role),
  grade: Type.Optional(NullOrAnyOf(Grade)),
  customTheme: Type.Optional(NullOrAnyOf(CustomTheme))
})
export type UpdateUserBody = Static<typeof UpdateUserBody>

/** POST /api/user/nickname/: trimmed, 1-20 characters, no control characters (checked by the server). */
export const NicknameBody = Obj({ username: Type.String({ maxLength: 100 }) })
export type NicknameBody = Static<typeof NicknameBody>

/** POST /api/user/avatar/: a key from a finished presigned upload. */
export const AvatarBody = Obj({ key: Type.String({ minLength: 1, maxLength: 100 }) })
export type AvatarBody = Static<typeof AvatarBody>

/** One education entry as sent: in the list POST /api/user/edu/ replaces, or added alone (types/personalCertificates.ts). */
export const EducationInput = Obj({
  school: Type.String({ minLength: 1, maxLength: 50 }),
  stage: StringEnum(EDUCATION_STAGES),
  start_year: Int({ minimum: 1950, maximum: 2100 }),
  /** null or absent: ongoing. */
  end_year: Type.Optional(Nullable(Int({ minimum: 1950, maximum: 2100 })))
})
export type EducationInput = Static<typeof EducationInput>

/** POST /api/user/edu/: replaces the education list. */
export const EducationBody = Obj({
  education_experience: Type.Array(EducationInput, { maxItems: EDUCATION_MAX })
})
export type EducationBody = Static<typeof EducationBody>

/** POST /api/user/switch-identity/: switching identity is choosing a grade of the other kind. */
export const SwitchIdentityBody = Obj({ grade: Grade })
export type SwitchIdentityBody = Static<typeof SwitchIdentityBody>

/** POST /api/user/data/keys/ */
export const UserDataKeysBody = Obj({ keys: Type.Array(UserDataKey, { minItems: 1, maxItems: USER_DATA_KEYS.length }) })
export type UserDataKeysBody = Static<typeof UserDataKeysBody>

/** POST /api/user/data/keys/ answers exactly the asked keys. */
export const UserDataKeysResponse = Type.Partial(UserData)
export type UserDataKeysResponse = Static<typeof UserDataKeysResponse>

/** GET /api/user/other/?user_id= */
export const OtherUserQuery = Obj({ user_id: Id() })
export type OtherUserQuery = Static<typeof OtherUserQuery>

/** GET /api/user/messages/count/ (getUnReadMessageCount) */
export const UnreadCountResponse = Obj({ count: Int() })
export type UnreadCountResponse = Static<typeof UnreadCountResponse>

/** GET /api/storage/presign/?suffix=png&method=PUT → PUT the bytes to url, then use key. */
export const PresignQuery = Obj({ suffix: StringEnum(UPLOAD_SUFFIXES), method: Type.Optional(StringEnum(['PUT'], { default: 'PUT' })) })
export type PresignQuery = Static<typeof PresignQuery>
export const PresignResponse = Obj({ url: Type.String(), key: Type.String() })
export type PresignResponse = Static<typeof PresignResponse>

/** PUT /api/storage/put/<key> and GET /api/storage/file/<key> */
export const FileKeyParams = Obj({ key: Type.String({ pattern: FILE_KEY_PATTERN }) })
export type FileKeyParams = Static<typeof FileKeyParams>

/** The presigned URL's own signature: expiry (unix seconds) and HMAC (server/storage/local.ts). */
export const UploadQuery = Obj({ expires: Int({ minimum: 0 }), sig: Type.String({ maxLength: 128 }) })
export type UploadQuery = Static<typeof UploadQuery>
export const UploadResponse = Obj({ key: Type.String(), size: Int() })
export type UploadResponse = Static<typeof UploadResponse>

/** GET /api/config/ (getConfig) */
export const AppConfigResponse = Obj({
  serverConfig: ServerConfig,
  /** Service phone and similar facts the app shows. */
  service_phone: Type.String()
})
export type AppConfigResponse = Static<typeof AppConfigResponse>

export const TabConfigItem = Obj({ key: Type.String(), label: Type.String() })
export type TabConfigItem = Static<typeof TabConfigItem>

/** GET /api/config/tab/ (getTabConfig) */
export const TabConfigResponse = Obj({
  TabConfig: Obj({ middle_school: Type.Array(TabConfigItem), university: Type.Array(TabConfigItem) }),
  HashTagConfig: Type.Array(TabConfigItem),
  QaTagConfig: Type.Array(TabConfigItem)
})
export type TabConfigResponse = Static<typeof TabConfigResponse>
