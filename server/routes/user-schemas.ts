/** JSON Schemas of the accounts answers (types/user.ts), shared by the account routes. */
import { COLLEGE_GRADES, HIGH_SCHOOL_GRADES, SUBJECTS } from '../../types/user'
import { obj } from '../lib/schemas'

const nullable = (type: string) => ({ type: [type, 'null'] })

export const GRADES = [...HIGH_SCHOOL_GRADES, ...COLLEGE_GRADES]
export const PHONE_PATTERN = '^1[3-9]\\d{9}$'
export const CODE_PATTERN = '^\\d{6}$'

export const phoneSchema = { type: 'string', pattern: PHONE_PATTERN } as const
export const codeSchema = { type: 'string', pattern: CODE_PATTERN } as const

const educationEntrySchema = obj({
  id: { type: 'integer' },
  school: { type: 'string' },
  stage: { type: 'string', enum: ['high_school', 'college', 'postgraduate'] },
  start_year: { type: 'integer' },
  end_year: nullable('integer')
})

export const userCoreProperties = {
  user_id: { type: 'integer' },
  username: { type: 'string' },
  avatarUrl: { type: 'string' },
  phone_number: { type: 'string' },
  role: { type: 'string', enum: ['student', 'parent'] },
  grade: { type: ['string', 'null'] },
  identity: { type: 'string', enum: ['college', 'high_school'] },
  is_staff: { type: 'boolean' },
  vip: obj({
    tianbao_vip: { type: 'boolean' },
    vip_price: nullable('number'),
    vip_date_start: nullable('string'),
    vip_date_end: nullable('string')
  }),
  xkw_vip_info: {
    anyOf: [{ type: 'null' }, obj({ level: { type: 'string' }, expire_at: nullable('string'), downloads_left: { type: 'integer' } })]
  },
  province: nullable('string'),
  apply_year: nullable('integer'),
  liberal_science: nullable('string'),
  subjects: { type: 'array', items: { type: 'string', enum: [...SUBJECTS] } },
  score: nullable('number'),
  rank: obj({ value: nullable('integer') }),
  num_coins: { type: 'integer' },
  follower_num: { type: 'integer' },
  following_num: { type: 'integer' },
  balance: { type: 'integer' },
  used_cloud_space: { type: 'integer' },
  max_cloud_space: { type: 'integer' },
  MBTIResult: nullable('string'),
  enroll_update_time_stamp: nullable('integer'),
  education_experience: { type: 'array', items: educationEntrySchema },
  customTheme: nullable('string')
} as const

export const userExtraProperties = {
  collections: obj({ univ: { type: 'array', items: { type: 'integer' } }, prof: { type: 'array', items: { type: 'string' } } }),
  searchHistory: { type: 'array', items: { type: 'string' } },
  invite_info: obj({ code: { type: 'string' }, invited_count: { type: 'integer' } }),
  unReadMessageCount: { type: 'integer' },
  serverConfig: obj({
    gk_mode: obj({
      recom_apply: { type: 'boolean' },
      apply: { type: 'string', enum: ['normal', 'category', 'group'] },
      year: { type: 'integer' },
      plan_year: { type: 'integer' }
    })
  })
} as const

export const userCoreSchema = obj(userCoreProperties)
export const userExtraSchema = obj(userExtraProperties)
export const USER_DATA_KEYS = [...Object.keys(userCoreProperties), ...Object.keys(userExtraProperties)]
/** Any subset of the user data (data/keys/). */
export const userDataPartialSchema = obj({ ...userCoreProperties, ...userExtraProperties }, [])

export const loginResponseSchema = obj({ access: { type: 'string' }, user_core: userCoreSchema })
export const detailResponseSchema = obj({ detail: { type: 'string' } })

export const otherUserSchema = obj({
  user_id: { type: 'integer' },
  username: { type: 'string' },
  avatarUrl: { type: 'string' },
  phone_number: { type: 'string' },
  identity: { type: 'string', enum: ['college', 'high_school'] },
  follower_num: { type: 'integer' },
  following_num: { type: 'integer' },
  MBTIResult: nullable('string')
})

/** A route that takes no body, or `{}` (pair it with noBodyIsEmpty). */
export const emptyBody = { type: 'object', additionalProperties: false, properties: {} } as const

/** preValidation of emptyBody routes: a POST without a body counts as `{}`. */
export async function noBodyIsEmpty(request: { body: unknown }): Promise<void> {
  if (request.body === undefined) request.body = {}
}

