/**
 * Staff sign in as users do, by a code sent to their phone (USER_PATHS.sendCode, then codeLogin);
 * the console then asks GET ADMIN_PATHS.me who they are. A 401 there (no token, or 12 h idle) sends
 * them to the login page; a 403 (a real account that is not staff) to a page that says so.
 */
import { HttpError, type AuthProvider, type UserIdentity } from 'react-admin'
import { ADMIN_PATHS, type StaffMe } from '../../../types/admin'
import { USER_PATHS, type LoginResponse } from '../../../types/user'
import { api } from '../api/http'
import { session } from '../api/session'

export const NOT_STAFF_ROUTE = '/not-staff'

/** Who is signed in, asked once per token: checkAuth runs on every page change. */
let identity: { token: string; me: Promise<StaffMe> } | null = null
function me(): Promise<StaffMe> {
  const token = session.token()
  if (!token) return Promise.reject(new HttpError('请先登录', 401))
  if (identity?.token !== token) {
    const asked = api<StaffMe>('GET', ADMIN_PATHS.me)
    identity = { token, me: asked }
    asked.catch(() => {
      if (identity?.me === asked) identity = null
    })
  }
  return identity.me
}

export async function sendCode(phone: string): Promise<void> {
  await api('GET', USER_PATHS.sendCode, { query: { phone } })
}

const status = (error: unknown) => (error instanceof HttpError ? error.status : 0)

export const authProvider: AuthProvider = {
  async login({ phone, code }: { phone: string; code: string }) {
    const answer = await api<LoginResponse>('POST', USER_PATHS.codeLogin, { body: { phone, code } })
    session.save(answer.access)
    try {
      await me()
    } catch (error) {
      session.clear()
      if (status(error) === 403) throw new Error('此账号不是工作人员，无法登录运营后台')
      throw error
    }
  },
  async logout() {
    identity = null
    session.clear()
  },
  async checkAuth() {
    try {
      await me()
    } catch (error) {
      if (status(error) === 403) throw { redirectTo: NOT_STAFF_ROUTE, message: false }
      throw { message: status(error) === 401 ? '请先登录' : (error as Error).message }
    }
  },
  async checkError(error: unknown) {
    const code = status(error)
    if (code === 401) {
      identity = null
      throw { message: '登录已失效，请重新登录' }
    }
    // 403 on one action (a route the lead restricts further) is that action's error, not a sign-out.
  },
  async getIdentity(): Promise<UserIdentity> {
    const who = await me()
    return { id: who.id, fullName: who.username || who.phone || `#${who.id}` }
  }
}
