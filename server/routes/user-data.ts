/**
 * The user state (all need login, all act on the caller's own account only; request.user.id is
 * the only user id they write): data core/extra/keys, other-user view, update, nickname, avatar,
 * education, identity switch, unread count.
 */
import { eq } from 'drizzle-orm'
import type { FastifyPluginAsync } from 'fastify'
import {
  IMAGE_SUFFIXES,
  SUBJECTS,
  USER_PATHS,
  type AvatarBody,
  type EducationBody,
  type NicknameBody,
  type OtherUserData,
  type OtherUserQuery,
  type SwitchIdentityBody,
  type UnreadCountResponse,
  type UpdateUserBody,
  type UserCore,
  type UserDataKeysBody,
  type UserDataKeysResponse,
  type UserExtra
} from '../../types/user'
import { educationEntries, files, users } from '../db/schema'
import { ApiError } from '../errors'
import { viewContext } from '../services/accounts'
import { identityOf } from '../../core/identity'
import { unreadCount } from '../services/messages'
import { PROVINCES } from '../services/provinces'
import { findById, orderSubjects, otherUserData, userCore, userExtra } from '../services/users'
import { fieldError } from './user-auth'
import { GRADES, USER_DATA_KEYS, emptyBody, noBodyIsEmpty, otherUserSchema, userCoreSchema, userDataPartialSchema, userExtraProperties, userExtraSchema } from './user-schemas'
import { obj, rel } from '../lib/schemas'

const nullableEnum = (values: readonly string[]) => ({ anyOf: [{ type: 'null' }, { type: 'string', enum: [...values] }] })
const nullableInt = (minimum: number, maximum: number) => ({ type: ['integer', 'null'], minimum, maximum })

const updateBody = obj(
  {
    province: nullableEnum(PROVINCES),
    apply_year: nullableInt(2000, 2100),
    liberal_science: nullableEnum(['文科', '理科']),
    subjects: { type: 'array', maxItems: 3, uniqueItems: true, items: { type: 'string', enum: [...SUBJECTS] } },
    score: { type: ['number', 'null'], minimum: 0, maximum: 750 },
    rank: nullableInt(1, 10_000_000),
    role: { type: 'string', enum: ['student', 'parent'] },
    grade: nullableEnum(GRADES),
    customTheme: nullableEnum(['blue', 'pink'])
  },
  []
)

const CONTROL_CHARS = /[\u0000-\u001f\u007f-\u009f\u200b-\u200f\u2028-\u202e\u2066-\u2069\ufeff]/

export const userDataRoutes: FastifyPluginAsync = async (api) => {
  const db = api.database.db
  const auth = { preHandler: api.authenticate }
  const me = (request: { user: { id: number } | null }) => request.user!.id
  const core = (userId: number) => userCore(db, userId, viewContext(api))

  api.post(rel(USER_PATHS.dataCore), { ...auth, preValidation: noBodyIsEmpty, schema: { body: emptyBody, response: { 200: userCoreSchema } } }, async (request): Promise<UserCore> => core(me(request)))

  api.post(
    rel(USER_PATHS.dataExtra),
    { ...auth, preValidation: noBodyIsEmpty, schema: { body: emptyBody, response: { 200: userExtraSchema } } },
    async (request): Promise<UserExtra> => userExtra(db, me(request), viewContext(api))
  )

  api.post<{ Body: UserDataKeysBody }>(
    rel(USER_PATHS.dataKeys),
    {
      ...auth,
      schema: {
        body: obj({ keys: { type: 'array', minItems: 1, maxItems: USER_DATA_KEYS.length, items: { type: 'string', enum: USER_DATA_KEYS } } }),
        response: { 200: userDataPartialSchema }
      }
    },
    async (request): Promise<UserDataKeysResponse> => {
      const ctx = viewContext(api)
      const wanted = new Set<string>(request.body.keys)
      const needsExtra = [...wanted].some((k) => k in userExtraProperties)
      const all: Record<string, unknown> = { ...(await userCore(db, me(request), ctx)), ...(needsExtra ? await userExtra(db, me(request), ctx) : {}) }
      return Object.fromEntries(Object.entries(all).filter(([key]) => wanted.has(key))) as UserDataKeysResponse
    }
  )

  api.get<{ Querystring: OtherUserQuery }>(
    rel(USER_PATHS.other),
    { ...auth, schema: { querystring: obj({ user_id: { type: 'integer', minimum: 1, maximum: Number.MAX_SAFE_INTEGER } }), response: { 200: otherUserSchema } } },
    async (request): Promise<OtherUserData> => {
      return otherUserData(db, request.query.user_id, viewContext(api))
    }
  )

  api.post<{ Body: UpdateUserBody }>(
    rel(USER_PATHS.update),
    { ...auth, schema: { body: updateBody, response: { 200: userCoreSchema } } },
    async (request): Promise<UserCore> => {
      const body = request.body
      const set: Partial<typeof users.$inferInsert> = {}
      if (body.province !== undefined) set.province = body.province
      if (body.apply_year !== undefined) set.applyYear = body.apply_year
      if (body.liberal_science !== undefined) set.liberalScience = body.liberal_science
      if (body.subjects !== undefined) set.subjects = orderSubjects(body.subjects)
      if (body.score !== undefined) set.score = body.score
      if (body.rank !== undefined) set.rank = body.rank
      if (body.role !== undefined) set.role = body.role
      if (body.grade !== undefined) set.grade = body.grade
      if (body.customTheme !== undefined) set.customTheme = body.customTheme
      const gaokao = ['province', 'apply_year', 'liberal_science', 'subjects', 'score', 'rank'].some((k) => k in body)
      if (gaokao) set.enrollUpdateAt = api.accounts.clock()
      if (Object.keys(set).length > 0) await db.update(users).set(set).where(eq(users.id, me(request)))
      return core(me(request))
    }
  )

  api.post<{ Body: NicknameBody }>(
    rel(USER_PATHS.nickname),
    { ...auth, schema: { body: obj({ username: { type: 'string', maxLength: 100 } }), response: { 200: userCoreSchema } } },
    async (request): Promise<UserCore> => {
      const username = request.body.username.trim()
      const length = [...username].length
      if (length < 1) throw fieldError('username', '昵称不能为空')
      if (length > 20) throw fieldError('username', '昵称不能超过 20 个字符')
      if (CONTROL_CHARS.test(username)) throw fieldError('username', '昵称不能包含控制字符')
      await db.update(users).set({ username }).where(eq(users.id, me(request)))
      return core(me(request))
    }
  )

  api.post<{ Body: AvatarBody }>(
    rel(USER_PATHS.avatar),
    { ...auth, schema: { body: obj({ key: { type: 'string', minLength: 1, maxLength: 100 } }), response: { 200: userCoreSchema } } },
    async (request): Promise<UserCore> => {
      const [file] = await db.select().from(files).where(eq(files.key, request.body.key))
      if (!file) throw new ApiError(404, 'not_found', '文件不存在，请重新上传')
      if (file.ownerId !== me(request)) throw new ApiError(403, 'permission_denied', '只能使用自己上传的图片')
      if (file.status !== 'done') throw new ApiError(422, 'business_rule', '文件尚未上传完成')
      if (!(IMAGE_SUFFIXES as readonly string[]).includes(file.suffix)) throw fieldError('key', '头像必须是图片（jpg、png、webp、gif）')
      await db.update(users).set({ avatarKey: file.key }).where(eq(users.id, me(request)))
      return core(me(request))
    }
  )

  api.post<{ Body: EducationBody }>(
    rel(USER_PATHS.edu),
    {
      ...auth,
      schema: {
        body: obj({
          education_experience: {
            type: 'array',
            maxItems: 10,
            items: obj(
              {
                school: { type: 'string', minLength: 1, maxLength: 50 },
                stage: { type: 'string', enum: ['high_school', 'college', 'postgraduate'] },
                start_year: { type: 'integer', minimum: 1950, maximum: 2100 },
                end_year: nullableInt(1950, 2100)
              },
              ['school', 'stage', 'start_year']
            )
          }
        }),
        response: { 200: userCoreSchema }
      }
    },
    async (request): Promise<UserCore> => {
      const entries = request.body.education_experience
      entries.forEach((entry, i) => {
        if (entry.school.trim() === '') throw fieldError(`education_experience.${i}.school`, '学校名称不能为空')
        if (entry.end_year != null && entry.end_year < entry.start_year) throw fieldError(`education_experience.${i}.end_year`, '结束年份不能早于开始年份')
      })
      const userId = me(request)
      await db.transaction(async (tx) => {
        await tx.delete(educationEntries).where(eq(educationEntries.userId, userId))
        if (entries.length > 0) {
          await tx.insert(educationEntries).values(
            entries.map((e, position) => ({ userId, position, school: e.school.trim(), stage: e.stage, startYear: e.start_year, endYear: e.end_year ?? null }))
          )
        }
      })
      return core(userId)
    }
  )

  api.post<{ Body: SwitchIdentityBody }>(
    rel(USER_PATHS.switchIdentity),
    { ...auth, schema: { body: obj({ grade: { type: 'string', enum: GRADES } }), response: { 200: userCoreSchema } } },
    async (request): Promise<UserCore> => {
      const userId = me(request)
      const row = await findById(db, userId)
      if (!row) throw new ApiError(401, 'token_not_valid', '登录已失效，请重新登录')
      const target = identityOf(request.body.grade)
      if (target === identityOf(row.grade)) {
        const name = target === 'college' ? '大学生' : '高中生'
        throw new ApiError(422, 'business_rule', `当前已是${name}身份，请选择${target === 'college' ? '高中' : '大学或研究生'}年级以切换身份`)
      }
      await db.update(users).set({ grade: request.body.grade }).where(eq(users.id, userId))
      return core(userId)
    }
  )

  api.get(
    rel(USER_PATHS.unreadCount),
    { ...auth, schema: { querystring: obj({}), response: { 200: obj({ count: { type: 'integer' } }) } } },
    async (request): Promise<UnreadCountResponse> => ({ count: await unreadCount(db, me(request)) })
  )
}
