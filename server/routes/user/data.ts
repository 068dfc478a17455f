/**
 * The user state (docs/accounts.md): data core/extra/keys, other-user view, update, nickname,
 * avatar, education, identity switch, unread count. Registered inside the user folder's
 * loginRequired scope; every route acts on the caller's own account only (the token's user id is
 * the only one they write).
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { EmptyBody, NoQuery } from '../../../types/schema'
import {
  AvatarBody,
  EducationBody,
  NicknameBody,
  OtherUserData,
  OtherUserQuery,
  SwitchIdentityBody,
  UnreadCountResponse,
  UpdateUserBody,
  UserCore,
  UserDataKeysBody,
  UserDataKeysResponse,
  UserExtra
} from '../../../types/schemas/user'
import { USER_PATHS } from '../../../types/user'
import { noBodyIsEmpty } from '../../lib/emptyBody'
import { rel } from '../../lib/paths'
import { userIdOf } from '../../plugins/auth'
import { viewContext } from '../../services/accounts'
import { unreadCount } from '../../services/messages'
import { replaceEducation, setAvatar, setNickname, switchIdentity, updateProfile } from '../../services/profile'
import { otherUserData, userCore, userDataOf, userExtra } from '../../services/users'

export const dataRoutes: FastifyPluginAsyncTypebox = async (api) => {
  const db = api.database.db
  /** Every change answers the caller's fresh UserCore. */
  const core = (userId: number) => userCore(db, userId, viewContext(api))

  api.post(rel(USER_PATHS.dataCore), { preValidation: noBodyIsEmpty, schema: { body: EmptyBody, response: { 200: UserCore } } }, async (request) =>
    core(userIdOf(request))
  )

  api.post(rel(USER_PATHS.dataExtra), { preValidation: noBodyIsEmpty, schema: { body: EmptyBody, response: { 200: UserExtra } } }, async (request) =>
    userExtra(db, userIdOf(request), viewContext(api))
  )

  api.post(rel(USER_PATHS.dataKeys), { schema: { body: UserDataKeysBody, response: { 200: UserDataKeysResponse } } }, async (request) =>
    userDataOf(db, userIdOf(request), request.body.keys, viewContext(api))
  )

  api.get(rel(USER_PATHS.other), { schema: { querystring: OtherUserQuery, response: { 200: OtherUserData } } }, async (request) =>
    otherUserData(db, request.query.user_id, viewContext(api))
  )

  api.post(rel(USER_PATHS.update), { schema: { body: UpdateUserBody, response: { 200: UserCore } } }, async (request) => {
    await updateProfile(db, userIdOf(request), request.body, api.accounts.clock())
    return core(userIdOf(request))
  })

  api.post(rel(USER_PATHS.nickname), { schema: { body: NicknameBody, response: { 200: UserCore } } }, async (request) => {
    await setNickname(db, userIdOf(request), request.body.username)
    return core(userIdOf(request))
  })

  api.post(rel(USER_PATHS.avatar), { schema: { body: AvatarBody, response: { 200: UserCore } } }, async (request) => {
    await setAvatar(db, userIdOf(request), request.body.key)
    return core(userIdOf(request))
  })

  api.post(rel(USER_PATHS.edu), { schema: { body: EducationBody, response: { 200: UserCore } } }, async (request) => {
    await replaceEducation(db, userIdOf(request), request.body.education_experience)
    return core(userIdOf(request))
  })

  api.post(rel(USER_PATHS.switchIdentity), { schema: { body: SwitchIdentityBody, response: { 200: UserCore } } }, async (request) => {
    await switchIdentity(db, userIdOf(request), request.body.grade)
    return core(userIdOf(request))
  })

  api.get(rel(USER_PATHS.unreadCount), { schema: { querystring: NoQuery, response: { 200: UnreadCountResponse } } }, async (request) => ({
    count: await unreadCount(db, userIdOf(request))
  }))
}
