/**
 * The logins (docs/accounts.md), open to everyone: SMS code (and sending it), password, carrier
 * one-press and WeChat. Each answers `{ access, user_core }`; wx/code/ may answer that the WeChat
 * account has no user yet.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { CodeLoginBody, LoginResponse, OnePressBody, PasswordLoginBody, SendCodeQuery, SendCodeResponse, WxCodeResponse, WxLoginBody } from '../../../types/schemas/user'
import { USER_PATHS } from '../../../types/user'
import { ApiError } from '../../errors'
import { checkCode, checkPhone } from '../../lib/login-fields'
import { rel } from '../../lib/paths'
import { loginResponse } from '../../services/accounts'
import { passwordLogin } from '../../services/passwords'
import { findOrCreateByPhone, findOrCreateWechatUser, findWechatUser } from '../../services/users'

export const loginRoutes: FastifyPluginAsyncTypebox = async (api) => {
  const db = api.database.db

  api.get(rel(USER_PATHS.sendCode), { schema: { querystring: SendCodeQuery, response: { 200: SendCodeResponse } } }, async (request) => {
    checkPhone(request.query.phone)
    return api.accounts.codes.send(request.query.phone, request.query.purpose ?? 'login')
  })

  api.post(rel(USER_PATHS.codeLogin), { schema: { body: CodeLoginBody, response: { 200: LoginResponse } } }, async (request) => {
    const { phone, code } = request.body
    checkPhone(phone)
    checkCode(code)
    await api.accounts.codes.verify(phone, ['login'], code)
    const { user } = await findOrCreateByPhone(db, phone)
    return loginResponse(api, user)
  })

  api.post(rel(USER_PATHS.passwordLogin), { schema: { body: PasswordLoginBody, response: { 200: LoginResponse } } }, async (request) => {
    checkPhone(request.body.phone)
    return loginResponse(api, await passwordLogin(db, request.body.phone, request.body.password))
  })

  api.post(rel(USER_PATHS.onePress), { schema: { body: OnePressBody, response: { 200: LoginResponse } } }, async (request) => {
    const phone = await api.accounts.onePress.phoneOf(request.body.token)
    const { user } = await findOrCreateByPhone(db, phone)
    return loginResponse(api, user)
  })

  api.post(rel(USER_PATHS.wxCode), { schema: { body: WxLoginBody, response: { 200: WxCodeResponse } } }, async (request) => {
    const session = await api.accounts.wechat.code2Session(request.body.code)
    const user = await findWechatUser(db, session)
    if (!user) return { registered: false }
    return { registered: true, ...(await loginResponse(api, user)) }
  })

  api.post(rel(USER_PATHS.wxLogin), { schema: { body: WxLoginBody, response: { 200: LoginResponse } } }, async (request) => {
    const session = await api.accounts.wechat.code2Session(request.body.code)
    return loginResponse(api, await findOrCreateWechatUser(db, session))
  })

  api.post(rel(USER_PATHS.wxUnionidLogin), { schema: { body: WxLoginBody, response: { 200: LoginResponse } } }, async (request) => {
    const session = await api.accounts.wechat.code2Session(request.body.code)
    if (!session.unionid) throw new ApiError(422, 'business_rule', '未获取到微信 UnionID（小程序未绑定开放平台），请使用微信登录')
    return loginResponse(api, await findOrCreateWechatUser(db, session, { byUnionidFirst: true }))
  })
}
