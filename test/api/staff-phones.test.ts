/**
 * STAFF_PHONES (server/config.ts, services/users.ts grantStaffPhones, docs/server.md): the listed
 * accounts are staff after start-up, a new number's account is made, the others are untouched,
 * and the staff routes let them in.
 */
import { eq } from 'drizzle-orm'
import { users } from '../../server/db/schema'
import { grantStaffPhones } from '../../server/services/users'
import { MALL_ORDER_PATHS } from '../../types/mallOrders'
import { appForFile, memberOf } from './support/accounts'

const t = appForFile()
const staffOf = async (phone: string) => (await t.database.db.select({ isStaff: users.isStaff }).from(users).where(eq(users.phone, phone)))[0]?.isStaff

test('listed accounts become staff (a new one made), others do not, and a second start changes nothing', async () => {
  const existing = await memberOf(t, '13700000001')
  const other = await memberOf(t, '13700000002')
  expect(await staffOf('13700000001')).toBe(false)

  await grantStaffPhones(t.database.db, ['13700000001', '13700000003'])
  await grantStaffPhones(t.database.db, ['13700000001', '13700000003'])
  expect(await staffOf('13700000001')).toBe(true)
  expect(await staffOf('13700000003')).toBe(true)
  expect(await staffOf('13700000002')).toBe(false)
  expect(await t.database.db.select().from(users).where(eq(users.phone, '13700000003'))).toHaveLength(1)

  // The staff guard reads the flag on each request: the same token now passes, the other's does not.
  expect((await t.get(MALL_ORDER_PATHS.staffOrders, existing.access)).statusCode).toBe(200)
  expect((await t.get(MALL_ORDER_PATHS.staffOrders, other.access)).statusCode).toBe(403)
  // The made account logs in as staff.
  const made = await memberOf(t, '13700000003')
  expect((await t.get(MALL_ORDER_PATHS.staffOrders, made.access)).statusCode).toBe(200)
})
