/** The accounts calls (types/user.ts USER_PATHS), one function each, all through request.ts. */
import {
  USER_PATHS,
  type EducationBody,
  type Grade,
  type LoginResponse,
  type OtherUserData,
  type PresignResponse,
  type SendCodeResponse,
  type UnreadCountResponse,
  type UpdateUserBody,
  type UserCore,
  type UserData,
  type UserDataKey,
  type UserExtra
} from '@types-contract/user'
import { putBytes, request, type RequestOptions } from './request'

type Extra = Pick<RequestOptions, 'quiet'>

export const sendCode = (phone: string, o: Extra = {}) => request<SendCodeResponse>(USER_PATHS.sendCode, { query: { phone }, ...o })

export const loginWithCode = (phone: string, code: string, o: Extra = {}) => request<LoginResponse>(USER_PATHS.codeLogin, { method: 'POST', data: { phone, code }, ...o })

export const loginWithPassword = (phone: string, password: string, o: Extra = {}) =>
  request<LoginResponse>(USER_PATHS.passwordLogin, { method: 'POST', data: { phone, password }, ...o })

export const setPassword = (password: string, o: Extra = {}) => request<unknown>(USER_PATHS.setPassword, { method: 'POST', data: { password }, ...o })

export const onePress = (token: string, o: Extra = {}) => request<LoginResponse>(USER_PATHS.onePress, { method: 'POST', data: { token }, ...o })

export const wxLogin = (code: string, o: Extra = {}) => request<LoginResponse>(USER_PATHS.wxLogin, { method: 'POST', data: { code }, ...o })

export const wxCodeLogin = (code: string, o: Extra = {}) => request<LoginResponse>(USER_PATHS.wxCode, { method: 'POST', data: { code }, ...o })

export const logout = () => request<unknown>(USER_PATHS.logout, { method: 'POST', data: {}, quiet: true })

/** Binds a new phone; the answer carries the new token (the old one stops working). */
export const rebind = (phone: string, code: string, o: Extra = {}) => request<LoginResponse>(USER_PATHS.rebind, { method: 'POST', data: { phone, code }, ...o })

export const deleteAccount = (confirm: string, o: Extra = {}) => request<unknown>(USER_PATHS.deleteAccount, { query: { confirm }, ...o })

/** POST, as SPEC §7 lists 'POST user data core'. */
export const getUserDataCore = (o: Extra = {}) => request<UserCore>(USER_PATHS.dataCore, { method: 'POST', data: {}, ...o })

export const getUserDataExtra = (o: Extra = {}) => request<UserExtra>(USER_PATHS.dataExtra, { method: 'POST', data: {}, ...o })

export const getUserDataByKey = (keys: UserDataKey[], o: Extra = {}) => request<Partial<UserData>>(USER_PATHS.dataKeys, { method: 'POST', data: { keys }, ...o })

export const getOtherUserData = (userId: number, o: Extra = {}) => request<OtherUserData>(USER_PATHS.other, { query: { user_id: userId }, ...o })

export const updateUser = (body: UpdateUserBody, o: Extra = {}) => request<UserCore>(USER_PATHS.update, { method: 'POST', data: body, ...o })

export const setNickname = (username: string, o: Extra = {}) => request<unknown>(USER_PATHS.nickname, { method: 'POST', data: { username }, ...o })

export const presign = (suffix: string, o: Extra = {}) => request<PresignResponse>(USER_PATHS.presign, { query: { suffix, method: 'PUT' }, ...o })

/** Presigns, PUTs the bytes, and answers the storage key to hand to the server. */
export async function upload(bytes: ArrayBuffer, suffix: string, contentType: string): Promise<string> {
  const { url, key } = await presign(suffix)
  await putBytes(url, bytes, contentType)
  return key
}

export const setAvatar = (key: string, o: Extra = {}) => request<unknown>(USER_PATHS.avatar, { method: 'POST', data: { key }, ...o })

export const saveEducation = (body: EducationBody, o: Extra = {}) => request<unknown>(USER_PATHS.edu, { method: 'POST', data: body, ...o })

export const switchIdentity = (grade: Grade, o: Extra = {}) => request<unknown>(USER_PATHS.switchIdentity, { method: 'POST', data: { grade }, ...o })

export { getConfig, getTabConfig } from './appConfig'

export const getUnreadCount = (o: Extra = {}) => request<UnreadCountResponse>(USER_PATHS.unreadCount, o)
