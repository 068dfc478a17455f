/**
 * bindPush (/api/user/push/bind/, server/routes/push/, server/services/push.ts): login only, the
 * client id and platform are validated, a rebind by the same user updates the row, a client id moves
 * to the newest user who binds it, a user may hold several installs, unbinding (at logout) drops only
 * the caller's own binding, and deleting the account drops them.
 */
import { eq } from 'drizzle-orm'
import { pushClients, users } from '../../server/db/schema'
import { pushClientsOf } from '../../server/services/push'
import { PUSH_PATHS, type BindPushResponse } from '../../types/push'
import { appForFile, memberOf, type Member } from './support/accounts'

const t = appForFile()
let a: Member
let b: Member
beforeAll(async () => {
  a = await memberOf(t, '13600000251')
  b = await memberOf(t, '13600000252')
})

const CLIENT = '0f3c9a2b7d1e4f5a8b6c0d9e1f2a3b4c'
const bind = (body: object, access?: string) => t.post(PUSH_PATHS.bind, body, access)
const rowsOf = (clientId: string) => t.database.db.select().from(pushClients).where(eq(pushClients.clientId, clientId))

test('login required', async () => {
  const res = await bind({ clientid: CLIENT, platform: 'app' })
  expect(res.statusCode).toBe(401)
  expect(res.json()).toEqual({ code: 'not_authenticated', detail: '请先登录' })
  expect(await rowsOf(CLIENT)).toEqual([])
})

test.each([
  ['no clientid', { platform: 'app' }, { clientid: '此字段为必填项' }],
  ['too short', { clientid: 'short', platform: 'app' }, { clientid: '格式不正确' }],
  ['a space', { clientid: 'has space 12345678', platform: 'app' }, { clientid: '格式不正确' }],
  ['129 characters', { clientid: 'x'.repeat(129), platform: 'app' }, { clientid: '格式不正确' }],
  ['unknown platform', { clientid: CLIENT, platform: 'ios' }, { platform: '取值应为：weapp、h5、app' }],
  ['a user_id sent along', { clientid: CLIENT, platform: 'app', user_id: 1 }, { user_id: '不允许的字段' }]
])('%s → 400 naming the field', async (_case, body, fields) => {
  const res = await bind(body, a.access)
  expect(res.statusCode).toBe(400)
  expect(res.json()).toMatchObject({ code: 'validation_error', fields })
  expect(await rowsOf(CLIENT)).toEqual([])
})

test('a bind stores the install; binding again updates it; the id moves to the newest user', async () => {
  const first = await bind({ clientid: CLIENT, platform: 'app' }, a.access)
  expect(first.statusCode).toBe(200)
  const created = new Date(t.clock.now).toISOString()
  expect(first.json()).toEqual<BindPushResponse>({ clientid: CLIENT, platform: 'app', created_at: created, updated_at: created })
  expect(await pushClientsOf(t.database.db, a.id)).toEqual([CLIENT])

  t.clock.now += 60_000
  const again = (await bind({ clientid: CLIENT, platform: 'h5' }, a.access)).json() as BindPushResponse
  expect(again).toEqual({ clientid: CLIENT, platform: 'h5', created_at: created, updated_at: new Date(t.clock.now).toISOString() })
  expect(await rowsOf(CLIENT)).toHaveLength(1)

  t.clock.now += 60_000
  expect((await bind({ clientid: CLIENT, platform: 'app' }, b.access)).statusCode).toBe(200)
  const [row] = await rowsOf(CLIENT)
  expect(row.userId).toBe(b.id)
  expect(await pushClientsOf(t.database.db, a.id)).toEqual([])
  expect(await pushClientsOf(t.database.db, b.id)).toEqual([CLIENT])
})

test("unbind at logout: login only, validated, drops only the caller's own binding", async () => {
  const unbind = (body: object, access?: string) => t.post(PUSH_PATHS.unbind, body, access)
  expect((await unbind({ clientid: CLIENT })).statusCode).toBe(401)
  expect((await unbind({ clientid: 'bad id' }, a.access)).json()).toMatchObject({ code: 'validation_error', fields: { clientid: '格式不正确' } })
  // CLIENT is b's now: a's logout leaves it.
  const byA = await unbind({ clientid: CLIENT }, a.access)
  expect(byA.statusCode).toBe(200)
  expect(byA.json()).toEqual({ unbound: false })
  expect(await pushClientsOf(t.database.db, b.id)).toEqual([CLIENT])
  expect((await unbind({ clientid: CLIENT }, b.access)).json()).toEqual({ unbound: true })
  expect(await rowsOf(CLIENT)).toEqual([])
  expect((await bind({ clientid: CLIENT, platform: 'app' }, b.access)).statusCode).toBe(200)
})

test('a user may have several installs, newest first; deleting the account drops them', async () => {
  const other = 'weapp-install:42abcdef'
  t.clock.now += 60_000
  expect((await bind({ clientid: other, platform: 'weapp' }, b.access)).statusCode).toBe(200)
  expect(await pushClientsOf(t.database.db, b.id)).toEqual([other, CLIENT])
  await t.database.db.delete(users).where(eq(users.id, b.id))
  expect(await pushClientsOf(t.database.db, b.id)).toEqual([])
  expect(await rowsOf(other)).toEqual([])
})
