/**
 * The console's users (types/adminUsers.ts, services/admin/users.ts) against the real app: access
 * (401 visitor, 403 user, 200 staff) on every route, search with masked phones, the detail, VIP
 * granted by days or to a date (from the current end while active, from now otherwise; the user's
 * own profile then shows it), mute and unmute, staff granted and revoked (never by oneself), each
 * action audited with the changed fields and the reason. Then `npm run staff` (scripts/staff.ts)
 * as a child process on a temp DATA_DIR, as test/api/import-cli.test.ts runs the import CLI.
 */
import fs from 'fs'
import os from 'os'
import path from 'path'
import { eq } from 'drizzle-orm'
import { paymentOrders, users } from '../../server/db/schema'
import { grantStaffPhones } from '../../server/services/users'
import { ADMIN_PATHS, type AuditEntry } from '../../types/admin'
import { ADMIN_USER_PATHS, type AdminUserDetail, type AdminUserRow } from '../../types/adminUsers'
import type { Paginated } from '../../types/api'
import { USER_PATHS, type UserCore } from '../../types/user'
import { appForFile, memberOf, type Member } from './support/accounts'
import { runScript } from './support/cli'

const DAY = 86_400_000
const t = appForFile()
let staff: Member
let user: Member
let other: Member

const STAFF_PHONE = '13711110009'
const USER_PHONE = '13711112345'
const OTHER_PHONE = '13922220001'

beforeAll(async () => {
  staff = await memberOf(t, STAFF_PHONE)
  await grantStaffPhones(t.database.db, [STAFF_PHONE])
  user = await memberOf(t, USER_PHONE)
  other = await memberOf(t, OTHER_PHONE)
})

const one = (id: number) => `${ADMIN_USER_PATHS.users}${id}/`
const act = (id: number, action: string, body: object, access = staff.access) => t.post(`${one(id)}${action}/`, body, access)
const setVip = (id: number, start: number | null, end: number | null) =>
  t.database.db
    .update(users)
    .set({ vipDateStart: start === null ? null : new Date(start), vipDateEnd: end === null ? null : new Date(end) })
    .where(eq(users.id, id))

async function auditOf(id: number): Promise<AuditEntry[]> {
  const res = await t.get(`${ADMIN_PATHS.audit}?entity=user&entity_id=${id}`, staff.access)
  expect(res.statusCode).toBe(200)
  return (res.json() as Paginated<AuditEntry>).results
}

test('every route: 401 for a visitor, 403 for a user, 200 for staff', async () => {
  const until = new Date(t.clock.now + 3 * DAY).toISOString()
  const routes: [string, string, object?][] = [
    ['GET', ADMIN_USER_PATHS.users],
    ['GET', one(other.id)],
    ['POST', `${one(other.id)}vip/`, { days: 1, reason: '测试权限' }],
    ['POST', `${one(other.id)}mute/`, { until, reason: '测试权限' }],
    ['POST', `${one(other.id)}unmute/`, { reason: '测试权限' }],
    ['POST', `${one(other.id)}staff/`, { is_staff: false, reason: '测试权限' }]
  ]
  for (const [method, url, body] of routes) {
    const send = (access?: string) => (method === 'GET' ? t.get(url, access) : t.post(url, body, access))
    expect([url, (await send()).statusCode]).toEqual([url, 401])
    const refused = await send(user.access)
    expect([url, refused.statusCode]).toEqual([url, 403])
    expect(refused.json().detail).toBe('没有权限')
    expect([url, (await send(staff.access)).statusCode]).toEqual([url, 200])
  }
})

test('search by whole or partial phone, name or id; phones masked in the list', async () => {
  const search = async (q: string) => {
    const res = await t.get(`${ADMIN_USER_PATHS.users}?q=${encodeURIComponent(q)}`, staff.access)
    expect(res.statusCode).toBe(200)
    return res.json() as Paginated<AdminUserRow>
  }
  const exact = await search(USER_PHONE)
  expect(exact.results.map((r) => r.id)).toEqual([user.id])
  expect(exact.results[0].phone).toBe('137****2345')
  expect(JSON.stringify(exact)).not.toContain(USER_PHONE)
  expect((await search('1371111')).results.map((r) => r.id).sort()).toEqual([staff.id, user.id].sort())
  expect((await search('139 2222')).results.map((r) => r.id)).toEqual([other.id])
  await t.database.db.update(users).set({ username: '张三_100%' }).where(eq(users.id, other.id))
  expect((await search('张三')).results.map((r) => r.id)).toEqual([other.id])
  // LIKE's wildcards are literal: '%' finds only a name with one in it.
  expect((await search('%')).results.map((r) => r.id)).toEqual([other.id])
  expect((await search(String(user.id))).results.map((r) => r.id)).toContain(user.id)
  const all = await search('')
  expect(all.count).toBeGreaterThanOrEqual(3)
  expect(all.results.every((r) => r.phone === '' || /^\d{3}\*{4}\d{4}$/.test(r.phone))).toBe(true)
  expect((await t.get(`${ADMIN_USER_PATHS.users}?q=${'1'.repeat(41)}`, staff.access)).statusCode).toBe(400)
})

test('the detail: profile, VIP, staff flag, mute, payment orders of every kind and counts; 404 for nobody', async () => {
  const at = new Date(t.clock.now - DAY)
  await t.database.db.insert(paymentOrders).values([
    {
      outOrderNumber: 'ADMINU1',
      userId: user.id,
      kind: 'vip',
      item: 'v2001',
      subject: '会员服务 1 年',
      totalFee: 16800,
      provider: 'sandbox',
      method: 'wxpay',
      tradeType: 'MWEB',
      status: 'paid',
      createdAt: at,
      paidAt: at
    },
    {
      outOrderNumber: 'ADMINU2',
      userId: user.id,
      kind: 'print',
      item: 'print',
      subject: '打印订单',
      totalFee: 350,
      provider: 'sandbox',
      method: 'alipay',
      tradeType: 'MWEB',
      status: 'pending',
      createdAt: at
    }
  ])
  const res = await t.get(one(user.id), staff.access)
  expect(res.statusCode).toBe(200)
  const detail = res.json() as AdminUserDetail
  expect(detail).toMatchObject({ id: user.id, phone: USER_PHONE, is_staff: false, forum_muted_until: null })
  expect(detail.vip.plan).toBe('v2001')
  expect(detail.orders.map((o) => [o.out_order_number, o.kind, o.status, o.total_fee])).toEqual([
    ['ADMINU2', 'print', 'pending', 350],
    ['ADMINU1', 'vip', 'paid', 16800]
  ])
  expect(detail.counts).toEqual({ cloud_files: 0, forum_posts: 0, forum_replies: 0, print_orders: 0, shop_orders: 0, payment_orders: 2 })
  const missing = await t.get(one(999_999), staff.access)
  expect(missing.statusCode).toBe(404)
  expect(missing.json().detail).toBe('用户不存在')
  expect((await act(999_999, 'vip', { days: 3, reason: '不存在' })).statusCode).toBe(404)
})

test('VIP by days: from now for none or an expired one, from the current end while active; the user sees it', async () => {
  // None: from now.
  await setVip(other.id, null, null)
  let now = t.clock.now
  let res = await act(other.id, 'vip', { days: 30, reason: '补偿：活动奖励' })
  expect(res.statusCode).toBe(200)
  expect((res.json() as AdminUserDetail).vip).toMatchObject({ active: true, date_start: new Date(now).toISOString(), date_end: new Date(now + 30 * DAY).toISOString() })

  // Expired three days ago: from now, with a new start.
  await setVip(other.id, t.clock.now - 400 * DAY, t.clock.now - 3 * DAY)
  now = t.clock.now
  res = await act(other.id, 'vip', { days: 7, reason: '补偿：续期' })
  expect((res.json() as AdminUserDetail).vip).toMatchObject({ date_start: new Date(now).toISOString(), date_end: new Date(now + 7 * DAY).toISOString() })

  // Active for ten more days: from its end, and its start kept.
  const start = t.clock.now - 20 * DAY
  const end = t.clock.now + 10 * DAY
  await setVip(other.id, start, end)
  res = await act(other.id, 'vip', { days: 30, reason: '客服补偿 30 天' })
  expect((res.json() as AdminUserDetail).vip).toMatchObject({ active: true, date_start: new Date(start).toISOString(), date_end: new Date(end + 30 * DAY).toISOString() })

  // The user's own profile route shows it.
  const core = (await t.post(USER_PATHS.dataCore, {}, other.access)).json() as UserCore
  expect(core.vip).toMatchObject({ tianbao_vip: true, vip_date_start: new Date(start).toISOString(), vip_date_end: new Date(end + 30 * DAY).toISOString() })

  // Audited: the changed field before and after, and the reason.
  const [entry] = await auditOf(other.id)
  expect(entry).toMatchObject({
    staff_id: staff.id,
    action: 'POST /api/admin/users/:id/vip/',
    entity: 'user',
    entity_id: String(other.id),
    reason: '客服补偿 30 天',
    before: { vip_date_end: new Date(end).toISOString() },
    after: { vip_date_end: new Date(end + 30 * DAY).toISOString() }
  })
})

test('VIP to a date: through that China day; a date not after the current end is refused; days xor until', async () => {
  await setVip(other.id, null, null)
  let res = await act(other.id, 'vip', { until: '2025-12-31', reason: '合作学校赠送' })
  expect(res.statusCode).toBe(200)
  // The end of 2025-12-31 in China: 2026-01-01 00:00 +08:00.
  expect((res.json() as AdminUserDetail).vip.date_end).toBe('2025-12-31T16:00:00.000Z')
  res = await act(other.id, 'vip', { until: '2025-12-30', reason: '缩短' })
  expect(res.statusCode).toBe(422)
  expect(res.json().detail).toBe('截止日期须晚于会员当前到期时间（2026-01-01 00:00）')
  await setVip(other.id, null, null)
  res = await act(other.id, 'vip', { until: '2025-05-31', reason: '过去的日期' })
  expect(res.statusCode).toBe(422)
  expect(res.json().detail).toBe('截止日期不能早于今天')
  expect((await act(other.id, 'vip', { until: '2025-02-30', reason: '无效日期' })).json().detail).toBe('截止日期不是有效日期')
  for (const body of [{ reason: '都没有' }, { days: 3, until: '2026-01-01', reason: '两个都有' }]) {
    res = await act(other.id, 'vip', body)
    expect(res.statusCode).toBe(400)
    expect(res.json().detail).toBe('请填写延长天数或截止日期（二选一）')
  }
  // Refusals change nothing and write no audit row.
  expect((await t.get(one(other.id), staff.access)).json().vip.date_end).toBeNull()
  expect((await auditOf(other.id)).filter((e) => e.reason === '缩短' || e.reason === '过去的日期')).toEqual([])
})

test('every action needs a reason of 1-200 characters, not only spaces', async () => {
  for (const reason of [undefined, '', '   ', 'x'.repeat(201)]) {
    const res = await act(other.id, 'unmute', reason === undefined ? {} : { reason })
    expect(res.statusCode).toBe(400)
    expect(Object.keys(res.json().fields)).toEqual(['reason'])
  }
  expect((await act(other.id, 'unmute', {})).json().fields.reason).toBe('此字段为必填项')
  expect((await act(other.id, 'unmute', { reason: 'x'.repeat(200) })).statusCode).toBe(200)
})

test('mute until a time, then unmute: shown in the detail and the list, audited', async () => {
  const until = new Date(t.clock.now + 7 * DAY).toISOString()
  let res = await act(other.id, 'mute', { until, reason: '多次发布广告' })
  expect(res.statusCode).toBe(200)
  expect((res.json() as AdminUserDetail).forum_muted_until).toBe(until)
  const listed = (await t.get(`${ADMIN_USER_PATHS.users}?q=${OTHER_PHONE}`, staff.access)).json() as Paginated<AdminUserRow>
  expect(listed.results[0].forum_muted_until).toBe(until)
  expect((await auditOf(other.id))[0]).toMatchObject({ reason: '多次发布广告', before: { forum_muted_until: null }, after: { forum_muted_until: until } })

  const past = await act(other.id, 'mute', { until: new Date(t.clock.now - DAY).toISOString(), reason: '过去' })
  expect(past.statusCode).toBe(400)
  expect(past.json().detail).toBe('禁言截止时间必须晚于现在')

  res = await act(other.id, 'unmute', { reason: '申诉通过' })
  expect((res.json() as AdminUserDetail).forum_muted_until).toBeNull()
  expect((await auditOf(other.id))[0]).toMatchObject({
    action: 'POST /api/admin/users/:id/unmute/',
    reason: '申诉通过',
    before: { forum_muted_until: until },
    after: { forum_muted_until: null }
  })
})

test('staff granted and revoked (effective at once, audited); nobody revokes their own flag', async () => {
  expect((await t.get(ADMIN_USER_PATHS.users, other.access)).statusCode).toBe(403)
  let res = await act(other.id, 'staff', { is_staff: true, reason: '新同事入职' })
  expect(res.statusCode).toBe(200)
  expect((res.json() as AdminUserDetail).is_staff).toBe(true)
  expect((await t.get(ADMIN_USER_PATHS.users, other.access)).statusCode).toBe(200)
  expect((await auditOf(other.id))[0]).toMatchObject({ reason: '新同事入职', before: { is_staff: false }, after: { is_staff: true } })

  const self = await act(other.id, 'staff', { is_staff: false, reason: '我要退出' }, other.access)
  expect(self.statusCode).toBe(422)
  expect(self.json().detail).toBe('不能撤销自己的管理员权限，请由其他管理员操作')

  res = await act(other.id, 'staff', { is_staff: false, reason: '离职' })
  expect((res.json() as AdminUserDetail).is_staff).toBe(false)
  expect((await t.get(ADMIN_USER_PATHS.users, other.access)).statusCode).toBe(403)
  expect((await auditOf(other.id))[0]).toMatchObject({ reason: '离职', before: { is_staff: true }, after: { is_staff: false } })
})

describe('npm run staff (scripts/staff.ts) on a temp DATA_DIR', () => {
  let tmp: string
  let dataDir: string
  beforeAll(() => {
    tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'gaokao-staff-cli-'))
    dataDir = path.join(tmp, 'data')
  })
  afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }))

  const runStaff = (args: string[]) => runScript('staff', args, dataDir)

  test('grants (making the account), says when nothing changes, revokes; exit codes 0 / 1 / 2', async () => {
    const made = await runStaff(['13800001111'])
    expect([made.code, made.stdout.trim()]).toEqual([0, '已为 13800001111 创建账号并设为管理员；用该手机号验证码登录 /admin/ 即可。'])
    expect((await runStaff(['13800001111'])).stdout.trim()).toBe('13800001111 已经是管理员，未作改动。')
    const revoked = await runStaff(['13800001111', '--revoke'])
    expect([revoked.code, revoked.stdout.trim()]).toEqual([0, '已撤销 13800001111 的管理员权限。'])
    expect((await runStaff(['--revoke', '13800001111'])).stdout.trim()).toBe('13800001111 本来就不是管理员，未作改动。')
    const again = await runStaff(['13800001111'])
    expect(again.stdout.trim()).toBe('已将 13800001111（用户1111）设为管理员。')
    const nobody = await runStaff(['13800002222', '--revoke'])
    expect([nobody.code, nobody.stderr.trim()]).toEqual([1, '手机号 13800002222 没有账号，无需撤销。'])
    for (const args of [[], ['12345'], ['13800001111', '--fast'], ['13800001111', '13800002222']]) {
      const misuse = await runStaff(args)
      expect(misuse.code).toBe(2)
      expect(misuse.stderr).toContain('用法 / usage: npm run staff')
    }
  }, 240_000)

  test('a data dir held by a running server: a clear Chinese message, exit 3', async () => {
    fs.mkdirSync(dataDir, { recursive: true })
    fs.writeFileSync(path.join(dataDir, 'pglite.lock'), String(process.pid))
    try {
      const run = await runStaff(['13800001111'])
      expect(run.code).toBe(3)
      expect(run.stderr).toContain('内嵌数据库（PGlite）同一时间只允许一个进程使用')
      expect(run.stderr).toContain('请先停止服务')
      expect(run.stderr).toContain('管理后台（/admin/）的「用户」页面')
      expect(run.stdout).toBe('')
    } finally {
      fs.rmSync(path.join(dataDir, 'pglite.lock'), { force: true })
    }
  }, 90_000)
})
