/**
 * The console's activation codes (types/adminCodes.ts, services/admin/codes.ts) against the real
 * app: access on every route, a batch made for a plan (the codes answered once), the codes
 * redeemed through the app's own route, the list's states and filters, the batches, and the CSV
 * (BOM, text/csv, the batch's rows, never a full code). Making a batch is audited without the codes.
 */
import { ADMIN_PATHS, type AuditEntry } from '../../types/admin'
import { ADMIN_CODE_PATHS, type AdminCode, type AdminCodeBatch, type AdminCodeBatchRow } from '../../types/adminCodes'
import type { Paginated } from '../../types/api'
import { PAY_PATHS } from '../../types/payments'
import { USER_PATHS, type UserCore } from '../../types/user'
import { grantStaffPhones } from '../../server/services/users'
import { addYears } from '../../server/payments/vip'
import { appForFile, memberOf, type Member } from './support/accounts'

const t = appForFile()
let staff: Member
let user: Member
let made: AdminCodeBatch

beforeAll(async () => {
  staff = await memberOf(t, '13722220009')
  await grantStaffPhones(t.database.db, ['13722220009'])
  user = await memberOf(t, '13722220001')
})

const listCodes = async (query: string) => {
  const res = await t.get(`${ADMIN_CODE_PATHS.codes}?${query}`, staff.access)
  expect(res.statusCode).toBe(200)
  return res.json() as Paginated<AdminCode>
}

test('a batch for a plan: its codes answered once (app format), with a batch id', async () => {
  const res = await t.post(ADMIN_CODE_PATHS.codes, { plan: 'v2001', count: 3, note: '2025 招生季' }, staff.access)
  expect(res.statusCode).toBe(201)
  made = res.json() as AdminCodeBatch
  expect(made).toMatchObject({ plan: 'v2001', note: '2025 招生季', created_at: new Date(t.clock.now).toISOString() })
  expect(made.batch).toMatch(/^20250601-[A-Z2-9]{6}$/)
  expect(made.codes).toHaveLength(3)
  for (const code of made.codes) expect(code).toMatch(/^[A-HJ-NP-Z2-9]{4}(-[A-HJ-NP-Z2-9]{4}){3}$/)
  expect(new Set(made.codes).size).toBe(3)

  // Audited with what was asked, never the codes.
  const audit = (await t.get(ADMIN_PATHS.audit, staff.access)).json() as Paginated<AuditEntry>
  const entry = audit.results.find((e) => e.action === 'POST /api/admin/codes/')!
  expect(entry.after).toEqual({ body: { plan: 'v2001', count: 3, note: '2025 招生季' } })
  expect(JSON.stringify(audit)).not.toContain(made.codes[0])
})

test('bad batches are refused: count 1-1000, a plan of the brand', async () => {
  for (const body of [
    { plan: 'v2001', count: 0 },
    { plan: 'v2001', count: 1001 },
    { plan: 'gold', count: 1 },
    { plan: 'v2001', count: 1, note: 'x'.repeat(101) }
  ]) {
    expect((await t.post(ADMIN_CODE_PATHS.codes, body, staff.access)).statusCode).toBe(400)
  }
  const other = await t.post(ADMIN_CODE_PATHS.codes, { plan: 'v1001', count: 1 }, staff.access)
  expect(other.statusCode).toBe(422)
  expect(other.json().detail).toBe('当前品牌没有会员套餐 v1001')
})

test('the list shows hints, never codes; a code redeemed through the app shows as redeemed', async () => {
  const listed = await listCodes(`batch=${made.batch}`)
  expect(listed.count).toBe(3)
  expect(listed.results.map((c) => c.hint).sort()).toEqual(made.codes.map((c) => c.slice(-4)).sort())
  expect(listed.results.every((c) => c.state === 'unused' && c.plan === 'v2001' && c.batch === made.batch && c.redeemed_by === null)).toBe(true)
  for (const code of made.codes) expect(JSON.stringify(listed)).not.toContain(code)

  const now = t.clock.now
  const redeemed = await t.post(PAY_PATHS.activateVip, { code: made.codes[0] }, user.access)
  expect(redeemed.statusCode).toBe(200)
  expect(redeemed.json()).toMatchObject({ plan: 'v2001', vip_date_end: new Date(addYears(now, 1)).toISOString() })
  expect(((await t.post(USER_PATHS.dataCore, {}, user.access)).json() as UserCore).vip.tianbao_vip).toBe(true)

  const used = await listCodes(`batch=${made.batch}&state=redeemed`)
  expect(used.results).toHaveLength(1)
  expect(used.results[0]).toMatchObject({
    hint: made.codes[0].slice(-4),
    state: 'redeemed',
    redeemed_by: user.id,
    redeemed_by_name: '用户0001',
    redeemed_at: new Date(now).toISOString()
  })
  expect((await listCodes(`batch=${made.batch}&state=unused`)).count).toBe(2)
  expect((await listCodes('plan=v2002')).count).toBe(0)
  expect((await t.get(`${ADMIN_CODE_PATHS.codes}?state=lost`, staff.access)).statusCode).toBe(400)
})

test('batches list with their redeemed counts', async () => {
  const second = (await t.post(ADMIN_CODE_PATHS.codes, { plan: 'v2002', count: 2 }, staff.access)).json() as AdminCodeBatch
  const res = await t.get(ADMIN_CODE_PATHS.batches, staff.access)
  expect(res.statusCode).toBe(200)
  const batches = res.json() as Paginated<AdminCodeBatchRow>
  expect(batches.count).toBe(2)
  const byId = Object.fromEntries(batches.results.map((b) => [b.id, b]))
  expect(byId[made.batch]).toMatchObject({ plan: 'v2001', note: '2025 招生季', count: 3, redeemed: 1 })
  expect(byId[second.batch]).toMatchObject({ plan: 'v2002', note: '', count: 2, redeemed: 0 })
})

test('the CSV of a batch: text/csv with a BOM, a header and one row per code, hints only', async () => {
  const res = await t.get(ADMIN_CODE_PATHS.csv(made.batch), staff.access)
  expect(res.statusCode).toBe(200)
  expect(res.headers['content-type']).toBe('text/csv; charset=utf-8')
  expect(res.headers['content-disposition']).toBe(`attachment; filename="activation-codes-${made.batch}.csv"`)
  const body = res.rawPayload.toString('utf8')
  expect(body.startsWith('\uFEFF')).toBe(true)
  const lines = body.slice(1).trimEnd().split('\r\n')
  expect(lines[0]).toBe('批次,套餐,末四位,备注,状态,生成时间,兑换用户ID,兑换用户,兑换时间')
  expect(lines).toHaveLength(4)
  const redeemedLine = lines.find((l) => l.includes(made.codes[0].slice(-4)))!
  expect(redeemedLine).toMatch(
    new RegExp(`^${made.batch},v2001,${made.codes[0].slice(-4)},2025 招生季,已兑换,2025-06-01 \\d\\d:\\d\\d:\\d\\d,${user.id},用户0001,2025-06-01 `)
  )
  expect(lines.filter((l) => l.includes(',未使用,'))).toHaveLength(2)
  for (const code of made.codes) expect(body).not.toContain(code)

  const missing = await t.get(ADMIN_CODE_PATHS.csv('20250101-AAAAAA'), staff.access)
  expect(missing.statusCode).toBe(404)
  expect(missing.json().detail).toBe('该批次不存在')
  expect((await t.get(ADMIN_CODE_PATHS.csv('nope'), staff.access)).statusCode).toBe(400)
})

test('every route: 401 for a visitor, 403 for a user, 2xx for staff', async () => {
  const routes: [string, string, object?][] = [
    ['POST', ADMIN_CODE_PATHS.codes, { plan: 'v2001', count: 1 }],
    ['GET', ADMIN_CODE_PATHS.codes],
    ['GET', ADMIN_CODE_PATHS.batches],
    ['GET', ADMIN_CODE_PATHS.csv(made.batch)]
  ]
  for (const [method, url, body] of routes) {
    const send = (access?: string) => (method === 'GET' ? t.get(url, access) : t.post(url, body, access))
    expect([url, (await send()).statusCode]).toEqual([url, 401])
    expect([url, (await send(user.access)).statusCode]).toEqual([url, 403])
    expect([url, (await send(staff.access)).statusCode]).toEqual([url, method === 'GET' ? 200 : 201])
  }
})
