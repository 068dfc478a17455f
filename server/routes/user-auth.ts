/**
 * Logins and the session (docs/accounts.md): SMS code, password, carrier one-press and WeChat
 * logins all answer `{ access, user_core }`; logout, phone rebind and account deletion revoke
 * every token the user holds.
 */
import { and, eq, ne, sql } from 'drizzle-orm'
import type { FastifyPluginAsync } from 'fastify'
import {
  DELETE_CONFIRM_TEXT,
  USER_PATHS,
  type CodeLoginBody,
  type DeleteQuery,
  type DetailResponse,
  type LoginResponse,
  type OnePressBody,
  type PasswordLoginBody,
  type RebindBody,
  type SendCodeQuery,
  type SendCodeResponse,
  type SetPasswordBody,
  type WxCodeResponse,
  type WxLoginBody
} from '../../types/user'
import { users } from '../db/schema'
import { ApiError } from '../errors'
import { revokeTokens } from '../plugins/auth'
import { deleteAccount, loginResponse } from '../services/accounts'
import { hashPassword, passwordProblem, verifyPassword } from '../services/passwords'
import { findByPhone, findOrCreateByPhone, findOrCreateWechatUser, findWechatUser } from '../services/users'
import { detailResponseSchema, emptyBody, noBodyIsEmpty, loginResponseSchema, userCoreSchema } from './user-schemas'
import { obj, rel } from '../lib/schemas'

/** Paths of USER_PATHS relative to the /api scope. */

export function fieldError(field: string, message: string): ApiError {
  return new ApiError(400, 'validation_error', message, { [field]: message })
}

const PHONE_RE = /^1[3-9]\d{9}$/

export function checkPhone(phone: string, field = 'phone'): void {
  if (!PHONE_RE.test(phone)) throw fieldError(field, '请输入正确的手机号')
}

function checkCode(code: string): void {
  if (!/^\d{6}$/.test(code)) throw fieldError('code', '验证码应为 6 位数字')
}

const str = (maxLength: number) => ({ type: 'string', maxLength }) as const
const phoneCodeBody = obj({ phone: str(20), code: str(10) })
const wxBody = obj({ code: str(256) })

export const userAuthRoutes: FastifyPluginAsync = async (api) => {
  const db = api.database.db

  api.get<{ Querystring: SendCodeQuery }>(
    rel(USER_PATHS.sendCode),
    {
      schema: {
        querystring: obj({ phone: str(20), purpose: { type: 'string', enum: ['login', 'rebind'], default: 'login' } }, ['phone']),
        response: { 200: obj({ resend_after: { type: 'integer' }, expires_in: { type: 'integer' } }) }
      }
    },
    async (request): Promise<SendCodeResponse> => {
      checkPhone(request.query.phone)
      return api.accounts.codes.send(request.query.phone, request.query.purpose ?? 'login')
    }
  )

  api.post<{ Body: CodeLoginBody }>(
    rel(USER_PATHS.codeLogin),
    { schema: { body: phoneCodeBody, response: { 200: loginResponseSchema } } },
    async (request): Promise<LoginResponse> => {
      const { phone, code } = request.body
      checkPhone(phone)
      checkCode(code)
      await api.accounts.codes.verify(phone, ['login'], code)
      const { user } = await findOrCreateByPhone(db, phone)
      return loginResponse(api, user)
    }
  )

  api.post<{ Body: PasswordLoginBody }>(
    rel(USER_PATHS.passwordLogin),
    { schema: { body: obj({ phone: str(20), password: { type: 'string', minLength: 1, maxLength: 128 } }), response: { 200: loginResponseSchema } } },
    async (request): Promise<LoginResponse> => {
      const { phone, password } = request.body
      checkPhone(phone)
      const user = await findByPhone(db, phone)
      // Same work and the same answer whether the phone is unknown or the password wrong.
      const ok = await verifyPassword(password, user?.passwordHash ?? null)
      if (!user || !ok) throw new ApiError(400, 'invalid_credentials', '手机号或密码错误')
      return loginResponse(api, user)
    }
  )

  api.post<{ Body: SetPasswordBody }>(
    rel(USER_PATHS.setPassword),
    { preHandler: api.authenticate, schema: { body: obj({ password: str(128) }), response: { 200: detailResponseSchema } } },
    async (request): Promise<DetailResponse> => {
      const problem = passwordProblem(request.body.password)
      if (problem) throw fieldError('password', problem)
      await db.update(users).set({ passwordHash: await hashPassword(request.body.password) }).where(eq(users.id, request.user!.id))
      return { detail: '密码已设置' }
    }
  )

  api.post<{ Body: OnePressBody }>(
    rel(USER_PATHS.onePress),
    { schema: { body: obj({ token: { type: 'string', minLength: 1, maxLength: 4096 } }), response: { 200: loginResponseSchema } } },
    async (request): Promise<LoginResponse> => {
      const phone = await api.accounts.onePress.phoneOf(request.body.token)
      const { user } = await findOrCreateByPhone(db, phone)
      return loginResponse(api, user)
    }
  )

  api.post<{ Body: WxLoginBody }>(
    rel(USER_PATHS.wxCode),
    {
      schema: {
        body: wxBody,
        response: { 200: obj({ registered: { type: 'boolean' }, access: { type: 'string' }, user_core: userCoreSchema }, ['registered']) }
      }
    },
    async (request): Promise<WxCodeResponse> => {
      const session = await api.accounts.wechat.code2Session(request.body.code)
      const user = await findWechatUser(db, session)
      if (!user) return { registered: false }
      return { registered: true, ...(await loginResponse(api, user)) }
    }
  )

  api.post<{ Body: WxLoginBody }>(
    rel(USER_PATHS.wxLogin),
    { schema: { body: wxBody, response: { 200: loginResponseSchema } } },
    async (request): Promise<LoginResponse> => {
      const session = await api.accounts.wechat.code2Session(request.body.code)
      return loginResponse(api, await findOrCreateWechatUser(db, session))
    }
  )

  api.post<{ Body: WxLoginBody }>(
    rel(USER_PATHS.wxUnionidLogin),
    { schema: { body: wxBody, response: { 200: loginResponseSchema } } },
    async (request): Promise<LoginResponse> => {
      const session = await api.accounts.wechat.code2Session(request.body.code)
      if (!session.unionid) throw new ApiError(422, 'business_rule', '未获取到微信 UnionID（小程序未绑定开放平台），请使用微信登录')
      return loginResponse(api, await findOrCreateWechatUser(db, session, { byUnionidFirst: true }))
    }
  )

  api.post(
    rel(USER_PATHS.logout),
    { preHandler: api.authenticate, preValidation: noBodyIsEmpty, schema: { body: emptyBody, response: { 200: detailResponseSchema } } },
    async (request): Promise<DetailResponse> => {
      await revokeTokens(db, request.user!.id)
      return { detail: '已退出登录' }
    }
  )

  api.post<{ Body: RebindBody }>(
    rel(USER_PATHS.rebind),
    { preHandler: api.authenticate, schema: { body: phoneCodeBody, response: { 200: loginResponseSchema } } },
    async (request): Promise<LoginResponse> => {
      const { phone, code } = request.body
      const userId = request.user!.id
      checkPhone(phone)
      checkCode(code)
      // The code proves the user holds the new phone; only then say whether it is taken.
      await api.accounts.codes.verify(phone, ['rebind', 'login'], code)
      const [me] = await db.select({ phone: users.phone }).from(users).where(eq(users.id, userId))
      if (me?.phone === phone) throw new ApiError(422, 'business_rule', '新手机号与当前手机号相同')
      const taken = () => new ApiError(422, 'business_rule', '该手机号已绑定其他账号')
      const [other] = await db.select({ id: users.id }).from(users).where(and(eq(users.phone, phone), ne(users.id, userId)))
      if (other) throw taken()
      let updated
      try {
        ;[updated] = await db
          .update(users)
          .set({ phone, tokenVersion: sql`${users.tokenVersion} + 1` })
          .where(eq(users.id, userId))
          .returning()
      } catch (error) {
        if ((error as { code?: string }).code === '23505' || (error as { cause?: { code?: string } }).cause?.code === '23505') throw taken()
        throw error
      }
      if (!updated) throw new ApiError(401, 'token_not_valid', '登录已失效，请重新登录')
      return loginResponse(api, updated)
    }
  )

  api.get<{ Querystring: DeleteQuery }>(
    rel(USER_PATHS.deleteAccount),
    { preHandler: api.authenticate, schema: { querystring: obj({ confirm: str(20) }), response: { 200: detailResponseSchema } } },
    async (request): Promise<DetailResponse> => {
      if (request.query.confirm !== DELETE_CONFIRM_TEXT) throw fieldError('confirm', `请输入“${DELETE_CONFIRM_TEXT}”以确认注销`)
      await deleteAccount(api, request.user!.id)
      return { detail: '账号已注销' }
    }
  )
}
