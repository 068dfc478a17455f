/**
 * The console's door (issue 28, server/plugins/staff.ts) beyond who may pass it (the access matrix,
 * test/api/access-matrix.test.ts, holds 401 visitor / 403 user / staff past it on every /api/admin/
 * route): a session idle for 12 hours is refused; every staff action writes an audit row that no
 * route can change.
 */
import { eq } from 'drizzle-orm'
import { ADMIN_IDLE_HOURS, ADMIN_PATHS } from '../../types/admin'
import { STAFF_PATHS } from '../../types/forumStaff'
import { adminAudit, adminSessions, users } from '../../server/db/schema'
import { signedInject } from './helpers'
import { appForFile, fourMembersAndStaff, type Member } from './support/accounts'
import { forumClient } from './support/forum'

const t = appForFile()
const forum = forumClient(() => t)
let user: Member
let staff: Member

beforeAll(async () => {
  ;({ a: user, staff } = await fourMembersAndStaff(t, '1390000000'))
})

test('no route outside /api/admin/ changes the audit log, and staff actions write it', async () => {
  const paths = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json().paths as Record<string, Record<string, unknown>>
  // The log is read at one GET; nothing else names it.
  const auditOps = Object.entries(paths).filter(([path]) => path.includes('audit'))
  expect(auditOps.map(([path, methods]) => [path, Object.keys(methods)])).toEqual([[ADMIN_PATHS.audit, ['get']]])

  // A staff action (unmute a user) is recorded with who, what and the parameters.
  const before = (await t.database.db.select().from(adminAudit)).length
  const res = await signedInject(t.app, { method: 'DELETE', url: `${STAFF_PATHS.staffUsers}${user.id}/mute/`, headers: { authorization: `Bearer ${staff.access}` } })
  expect(res.statusCode).toBe(200)
  const rows = await t.database.db.select().from(adminAudit).where(eq(adminAudit.staffId, staff.id))
  expect(rows.length).toBe(before + 1)
  expect(rows.at(-1)).toMatchObject({ action: `DELETE ${STAFF_PATHS.staffUsers}:id/mute/`, entityId: String(user.id) })
  const listed = await t.get(`${ADMIN_PATHS.audit}?staff_id=${staff.id}`, staff.access)
  expect(listed.json().results[0]).toMatchObject({ staff_id: staff.id, action: `DELETE ${STAFF_PATHS.staffUsers}:id/mute/` })
  // A refused action writes nothing.
  await signedInject(t.app, { method: 'DELETE', url: `${STAFF_PATHS.staffUsers}987654/mute/`, headers: { authorization: `Bearer ${staff.access}` } })
  expect((await t.database.db.select().from(adminAudit)).length).toBe(before + 1)
})

test('an action on a row keeps the fields it changed, before and after', async () => {
  const post = await forum.ask(user)
  const hide = await forum.send('POST', `${STAFF_PATHS.staffPosts}${post.id}/hide/`, staff.access)
  expect(hide.statusCode).toBe(200)
  const [entry] = (await t.get(`${ADMIN_PATHS.audit}?entity=forum_post&entity_id=${post.id}`, staff.access)).json().results
  expect(entry).toMatchObject({ staff_id: staff.id, entity: 'forum_post', before: { status: 'published' }, after: { status: 'hidden' } })
  // Only what changed is kept.
  expect(Object.keys(entry.after).sort()).toEqual(Object.keys(entry.before).sort())
  expect(entry.after).not.toHaveProperty('title')
})

test(`a console session idle for ${ADMIN_IDLE_HOURS} hours is refused until the staff member signs in again`, async () => {
  const idle = await t.login('13900000077')
  await t.database.db.update(users).set({ isStaff: true }).where(eq(users.phone, '13900000077'))
  expect((await t.get(ADMIN_PATHS.me, idle.access)).statusCode).toBe(200)
  // Sessions run on the wall clock, as the token's own iat and exp do: its last request is moved back.
  const lastSeen = (hours: number) =>
    t.database.db
      .update(adminSessions)
      .set({ lastSeenAt: new Date(Date.now() - hours * 3_600_000) })
      .where(eq(adminSessions.userId, idle.user_core.user_id))
  await lastSeen(ADMIN_IDLE_HOURS - 0.1)
  expect((await t.get(ADMIN_PATHS.me, idle.access)).statusCode).toBe(200)
  await lastSeen(ADMIN_IDLE_HOURS + 0.1)
  const refused = await t.get(ADMIN_PATHS.me, idle.access)
  expect(refused.statusCode).toBe(401)
  expect(refused.json().detail).toContain('请重新登录')
  // A new sign-in (a token issued at another second) opens a new session.
  await new Promise((resolve) => setTimeout(resolve, 1100))
  const again = await t.login('13900000077')
  expect((await t.get(ADMIN_PATHS.me, again.access)).json()).toMatchObject({ phone: '139****0077' })
})
