/**
 * Invitations (application/invite, inviteList; server/routes/application/invite.ts,
 * server/services/invites.ts): binding an inviter once, the refusals, invited_count and the
 * invited list.
 */
import { eq } from 'drizzle-orm'
import { users } from '../../server/db/schema'
import type { Paginated } from '../../types/api'
import { INVITE_PATHS, type InvitedUser } from '../../types/application'
import { USER_PATHS, type LoginResponse } from '../../types/user'
import { accountsApp, type AccountsApp } from './support/accounts'

let t: AccountsApp
let a: LoginResponse
let b: LoginResponse
let c: LoginResponse
let d: LoginResponse
beforeAll(async () => {
  t = await accountsApp()
  a = await t.login('13800000001')
  b = await t.login('13800000002')
  c = await t.login('13800000003')
  d = await t.login('13800000004')
  // Accounts count as new from their creation, on the app's clock.
  await t.database.db.update(users).set({ createdAt: new Date(t.clock.now - 86_400_000) })
})
afterAll(() => t.close())

const inviteInfo = async (who: LoginResponse) => (await t.post(USER_PATHS.dataExtra, {}, who.access)).json().invite_info as { code: string; invited_count: number }
const bind = (code: unknown, who: LoginResponse) => t.post(INVITE_PATHS.bind, { code }, who.access)
const invited = async (who: LoginResponse, query = '') => {
  const res = await t.get(`${INVITE_PATHS.list}${query}`, who.access)
  expect(res.statusCode).toBe(200)
  return res.json() as Paginated<InvitedUser>
}
async function expectRefusal(res: Promise<{ statusCode: number; json(): unknown }>, status: number, detail: string): Promise<void> {
  const r = await res
  expect(r.statusCode).toBe(status)
  expect((r.json() as { detail: string }).detail).toBe(detail)
}

test('login required', async () => {
  expect((await t.get(INVITE_PATHS.list)).statusCode).toBe(401)
  expect((await t.post(INVITE_PATHS.bind, { code: 'ABCDEFGH' })).statusCode).toBe(401)
})

test('binding: once, case and spaces forgiven; the inviter’s count goes up by one; the list shows the invitee', async () => {
  expect(await invited(a)).toEqual({ count: 0, next: null, previous: null, results: [] })
  const { code } = await inviteInfo(a)
  const res = await bind(`  ${code.slice(0, 4).toLowerCase()} ${code.slice(4)} `, b)
  expect(res.statusCode).toBe(200)
  expect(res.json()).toEqual({ detail: '绑定成功' })
  expect((await inviteInfo(a)).invited_count).toBe(1)
  expect(await invited(a)).toEqual({
    count: 1,
    next: null,
    previous: null,
    results: [{ user_id: b.user_core.user_id, username: b.user_core.username, avatarUrl: '', invited_at: new Date(t.clock.now).toISOString() }]
  })
  // Again, with the same or another code: refused, nothing counted twice.
  await expectRefusal(bind(code, b), 422, '你已绑定过邀请人，不能重复绑定')
  await expectRefusal(bind((await inviteInfo(c)).code, b), 422, '你已绑定过邀请人，不能重复绑定')
  expect((await inviteInfo(a)).invited_count).toBe(1)
  expect((await inviteInfo(c)).invited_count).toBe(0)
})

test('refused: own code, unknown code (404), the inviter one invited, an account older than 7 days; bad input → 400', async () => {
  await expectRefusal(bind((await inviteInfo(c)).code, c), 422, '不能填写自己的邀请码')
  await expectRefusal(bind('ZZZZZZZZ', c), 404, '邀请码不存在，请检查后重新输入')
  // a invited b: b cannot become a's inviter.
  await expectRefusal(bind((await inviteInfo(b)).code, a), 422, '不能绑定你邀请的用户为邀请人')
  await t.database.db
    .update(users)
    .set({ createdAt: new Date(t.clock.now - 8 * 86_400_000) })
    .where(eq(users.id, d.user_core.user_id))
  await expectRefusal(bind((await inviteInfo(a)).code, d), 422, '注册超过 7 天的账号不能再绑定邀请人')
  for (const code of ['', '   ']) {
    const res = await bind(code, c)
    expect(res.statusCode).toBe(400)
    expect(res.json()).toMatchObject({ code: 'validation_error', fields: { code: '请输入邀请码' } })
  }
  for (const payload of [{}, { code: 12345678 }, { code: 'A'.repeat(33) }, { code: 'ABCDEFGH', x: 1 }]) {
    const res = await t.post(INVITE_PATHS.bind, payload, c.access)
    expect(res.statusCode).toBe(400)
    expect(res.json().code).toBe('validation_error')
  }
  const [row] = await t.database.db.select().from(users).where(eq(users.id, c.user_core.user_id))
  expect(row.invitedBy).toBeNull()
})

test('the list: newest first, paginated, only the caller’s invitees', async () => {
  t.clock.now += 60_000
  expect((await bind((await inviteInfo(a)).code, c)).statusCode).toBe(200)
  expect((await inviteInfo(a)).invited_count).toBe(2)
  const all = await invited(a)
  expect(all.results.map((u) => u.user_id)).toEqual([c.user_core.user_id, b.user_core.user_id])
  const page1 = await invited(a, '?page_size=1')
  expect(page1).toMatchObject({ count: 2, previous: null, results: [{ user_id: c.user_core.user_id }] })
  expect(page1.next).toContain('page=2')
  const page2 = await invited(a, '?page=2&page_size=1')
  expect(page2).toMatchObject({ count: 2, next: null, results: [{ user_id: b.user_core.user_id }] })
  expect(await invited(b)).toMatchObject({ count: 0, results: [] })
  const bad = await t.get(`${INVITE_PATHS.list}?page=0`, a.access)
  expect(bad.statusCode).toBe(400)
  expect(bad.json().fields).toHaveProperty('page')
})
