/**
 * The logged-in session (docs/accounts.md): set a password, log out, rebind the phone, delete the
 * account. Logout, rebind and deletion revoke every token the user holds. Registered inside the
 * user folder's loginRequired scope.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { EmptyBody } from '../../../types/schema'
import { DetailResponse } from '../../../types/schemas/api'
import { DeleteQuery, LoginResponse, RebindBody, SetPasswordBody } from '../../../types/schemas/user'
import { DELETE_CONFIRM_TEXT, USER_PATHS } from '../../../types/user'
import { fieldError } from '../../errors'
import { noBodyIsEmpty } from '../../lib/emptyBody'
import { checkCode, checkPhone } from '../../lib/login-fields'
import { rel } from '../../lib/paths'
import { revokeTokens, userIdOf } from '../../plugins/auth'
import { deleteAccount, loginResponse } from '../../services/accounts'
import { savePassword } from '../../services/passwords'
import { rebindPhone } from '../../services/users'

export const sessionRoutes: FastifyPluginAsyncTypebox = async (api) => {
  const db = api.database.db

  api.post(rel(USER_PATHS.setPassword), { schema: { body: SetPasswordBody, response: { 200: DetailResponse } } }, async (request) => {
    await savePassword(db, userIdOf(request), request.body.password)
    return { detail: '密码已设置' }
  })

  api.post(rel(USER_PATHS.logout), { preValidation: noBodyIsEmpty, schema: { body: EmptyBody, response: { 200: DetailResponse } } }, async (request) => {
    await revokeTokens(db, userIdOf(request))
    return { detail: '已退出登录' }
  })

  api.post(rel(USER_PATHS.rebind), { schema: { body: RebindBody, response: { 200: LoginResponse } } }, async (request) => {
    const { phone, code } = request.body
    checkPhone(phone)
    checkCode(code)
    // The code proves the user holds the new phone; only then say whether it is taken.
    await api.accounts.codes.verify(phone, ['rebind', 'login'], code)
    return loginResponse(api, await rebindPhone(db, userIdOf(request), phone))
  })

  api.get(rel(USER_PATHS.deleteAccount), { schema: { querystring: DeleteQuery, response: { 200: DetailResponse } } }, async (request) => {
    if (request.query.confirm !== DELETE_CONFIRM_TEXT) throw fieldError('confirm', `请输入“${DELETE_CONFIRM_TEXT}”以确认注销`)
    await deleteAccount(api, userIdOf(request))
    return { detail: '账号已注销' }
  })
}
