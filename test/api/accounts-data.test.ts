import { eq } from 'drizzle-orm'
import { users } from '../../server/db/schema'
import { identityOf } from '../../core/identity'
import { PROVINCES } from '../../server/services/provinces'
import { COLLEGE_GRADES, HIGH_SCHOOL_GRADES, USER_PATHS, type LoginResponse, type UserCore } from '../../types/user'
import { accountsApp, type AccountsApp } from './support/accounts'

let t: AccountsApp
let a: LoginResponse
beforeAll(async () => {
  t = await accountsApp()
  a = await t.login('13500000001')
})
afterAll(() => t.close())

const CORE_KEYS = [
  'user_id',
  'username',
  'avatarUrl',
  'phone_number',
  'role',
  'grade',
  'identity',
  'is_staff',
  'vip',
  'xkw_vip_info',
  'province',
  'apply_year',
  'liberal_science',
  'subjects',
  'score',
  'rank',
  'num_coins',
  'follower_num',
  'following_num',
  'balance',
  'used_cloud_space',
  'max_cloud_space',
  'MBTIResult',
  'enroll_update_time_stamp',
  'education_experience',
  'customTheme',
  'worn_pendant',
  'worn_accessory'
]

test('data/core/ answers the whole UserCore of the caller', async () => {
  const res = await t.post(USER_PATHS.dataCore, {}, a.access)
  expect(res.statusCode).toBe(200)
  const core = res.json() as UserCore
  expect(Object.keys(core).sort()).toEqual([...CORE_KEYS].sort())
  expect(core).toEqual({
    user_id: a.user_core.user_id,
    username: '用户0001',
    avatarUrl: '',
    phone_number: '13500000001',
    role: 'student',
    grade: null,
    identity: 'high_school',
    is_staff: false,
    vip: { tianbao_vip: false, vip_price: null, vip_date_start: null, vip_date_end: null },
    xkw_vip_info: null,
    province: null,
    apply_year: null,
    liberal_science: null,
    subjects: [],
    score: null,
    rank: { value: null },
    num_coins: 0,
    follower_num: 0,
    following_num: 0,
    balance: 0,
    used_cloud_space: 0,
    max_cloud_space: 10737418240,
    MBTIResult: null,
    enroll_update_time_stamp: null,
    education_experience: [],
    customTheme: null,
    worn_pendant: null,
    worn_accessory: null
  })
  expect(a.user_core).toEqual(core)
  expect((await t.post(USER_PATHS.dataCore, { x: 1 }, a.access)).json().fields).toEqual({ x: '不允许的字段' })
})

test('data/extra/ answers UserExtra with the gk_mode defaults and an invite code', async () => {
  const res = await t.post(USER_PATHS.dataExtra, {}, a.access)
  expect(res.statusCode).toBe(200)
  const year = new Date(t.clock.now).getFullYear()
  expect(res.json()).toEqual({
    collections: { univ: [], prof: [] },
    searchHistory: [],
    invite_info: { code: expect.stringMatching(/^[A-Z2-9]{8}$/), invited_count: 0 },
    unReadMessageCount: 0,
    serverConfig: { gk_mode: { recom_apply: true, apply: 'normal', year, plan_year: year } }
  })
  const b = await t.login('13500000002')
  const other = (await t.post(USER_PATHS.dataExtra, {}, b.access)).json()
  expect(other.invite_info.code).not.toBe(res.json().invite_info.code)
})

test('vip: tianbao_vip is vip_date_end > now', async () => {
  const id = a.user_core.user_id
  await t.database.db
    .update(users)
    .set({ vipDateStart: new Date(t.clock.now - 1000), vipDateEnd: new Date(t.clock.now + 60_000), vipPrice: 168 })
    .where(eq(users.id, id))
  let vip = (await t.post(USER_PATHS.dataCore, {}, a.access)).json().vip
  expect(vip).toEqual({
    tianbao_vip: true,
    vip_price: 168,
    vip_date_start: new Date(t.clock.now - 1000).toISOString(),
    vip_date_end: new Date(t.clock.now + 60_000).toISOString()
  })
  t.clock.now += 61_000
  vip = (await t.post(USER_PATHS.dataCore, {}, a.access)).json().vip
  expect(vip.tianbao_vip).toBe(false)
  await t.database.db.update(users).set({ vipDateStart: null, vipDateEnd: null, vipPrice: null }).where(eq(users.id, id))
})

test('data/keys/ answers exactly the asked keys; an unknown key → 400', async () => {
  const res = await t.post(USER_PATHS.dataKeys, { keys: ['username', 'subjects', 'unReadMessageCount', 'invite_info'] }, a.access)
  expect(res.statusCode).toBe(200)
  expect(Object.keys(res.json()).sort()).toEqual(['invite_info', 'subjects', 'unReadMessageCount', 'username'])
  expect(res.json()).toMatchObject({ username: '用户0001', subjects: [], unReadMessageCount: 0 })
  const bad = await t.post(USER_PATHS.dataKeys, { keys: ['username', 'password_hash'] }, a.access)
  expect(bad.statusCode).toBe(400)
  expect(bad.json().code).toBe('validation_error')
  expect(Object.keys(bad.json().fields)).toEqual(['keys.1'])
  expect((await t.post(USER_PATHS.dataKeys, { keys: [] }, a.access)).json().fields).toEqual({ keys: '至少需要 1 项' })
})

describe('update', () => {
  test('saves gaokao fields; subjects are stored in the fixed order', async () => {
    const res = await t.post(
      USER_PATHS.update,
      { province: '江苏', apply_year: 2026, subjects: ['地理', '物理', '化学'], score: 612.5, rank: 15800, role: 'parent', grade: '高三', customTheme: 'pink' },
      a.access
    )
    expect(res.statusCode).toBe(200)
    expect(res.json()).toMatchObject({
      province: '江苏',
      apply_year: 2026,
      subjects: ['物理', '化学', '地理'],
      score: 612.5,
      rank: { value: 15800 },
      role: 'parent',
      grade: '高三',
      identity: 'high_school',
      customTheme: 'pink',
      enroll_update_time_stamp: t.clock.now
    })
    const [row] = await t.database.db.select().from(users).where(eq(users.id, a.user_core.user_id))
    expect(row.subjects).toEqual(['物理', '化学', '地理'])
    // Partial updates keep the rest; null clears.
    const next = (await t.post(USER_PATHS.update, { liberal_science: '理科', province: null }, a.access)).json()
    expect(next).toMatchObject({ liberal_science: '理科', province: null, apply_year: 2026, subjects: ['物理', '化学', '地理'] })
  })

  test('every province of the 31 is accepted', async () => {
    expect(PROVINCES).toHaveLength(31)
    for (const province of ['北京', '内蒙古', '黑龙江', '新疆']) {
      expect((await t.post(USER_PATHS.update, { province }, a.access)).json().province).toBe(province)
    }
  })

  test('invalid values → 400 with Chinese field messages', async () => {
    const res = await t.post(
      USER_PATHS.update,
      { province: '火星', apply_year: 1999, subjects: ['物理', '物理'], score: 751, rank: 0, grade: '大七', role: 'admin', customTheme: 'red', is_staff: true },
      a.access
    )
    expect(res.statusCode).toBe(400)
    const { fields, detail, code } = res.json()
    expect(code).toBe('validation_error')
    expect(detail).toMatch(/^请求参数有误：/)
    expect(Object.keys(fields).sort()).toEqual(['apply_year', 'customTheme', 'grade', 'is_staff', 'province', 'rank', 'role', 'score', 'subjects'].sort())
    expect(fields).toMatchObject({ apply_year: '不能小于 2000', score: '不能大于 750', rank: '不能小于 1', is_staff: '不允许的字段' })
    expect((await t.post(USER_PATHS.update, { subjects: ['物理', '化学', '生物', '地理'] }, a.access)).json().fields).toEqual({ subjects: '最多 3 项' })
    expect((await t.post(USER_PATHS.update, { subjects: ['数学'] }, a.access)).json().fields['subjects.0']).toMatch(/^取值应为/)
    expect((await t.post(USER_PATHS.update, { score: '600' }, a.access)).json().fields.score).toMatch(/类型应为/)
  })
})

describe('nickname', () => {
  test('trimmed, 1-20 characters', async () => {
    const res = await t.post(USER_PATHS.nickname, { username: '  高考加油  ' }, a.access)
    expect(res.statusCode).toBe(200)
    expect(res.json().username).toBe('高考加油')
    expect((await t.post(USER_PATHS.nickname, { username: '字'.repeat(20) }, a.access)).statusCode).toBe(200)
  })

  test.each([
    ['   ', '昵称不能为空'],
    ['字'.repeat(21), '昵称不能超过 20 个字符'],
    ['a\nb', '昵称不能包含控制字符']
  ])('%j → 400 %s', async (username, message) => {
    const res = await t.post(USER_PATHS.nickname, { username }, a.access)
    expect(res.statusCode).toBe(400)
    expect(res.json()).toEqual({ code: 'validation_error', detail: message, fields: { username: message } })
  })

  test('NUL is refused by validation, as in every text field (server/lib/validator.ts)', async () => {
    const res = await t.post(USER_PATHS.nickname, { username: 'a\u0000b' }, a.access)
    expect(res.statusCode).toBe(400)
    expect(res.json()).toEqual({ code: 'validation_error', detail: '请求参数有误：username 含有无效字符', fields: { username: '含有无效字符' } })
  })
})

test('education: replaces the list; bad years → 400', async () => {
  const list = [
    { school: '南京外国语学校', stage: 'high_school', start_year: 2020, end_year: 2023 },
    { school: '南京大学', stage: 'college', start_year: 2023, end_year: null }
  ]
  const res = await t.post(USER_PATHS.edu, { education_experience: list }, a.access)
  expect(res.statusCode).toBe(200)
  expect(res.json().education_experience).toEqual(list.map((e) => ({ ...e, id: expect.any(Number) })))
  const replaced = await t.post(USER_PATHS.edu, { education_experience: [list[1]] }, a.access)
  expect(replaced.json().education_experience).toHaveLength(1)
  const bad = await t.post(USER_PATHS.edu, { education_experience: [{ school: '某校', stage: 'college', start_year: 2023, end_year: 2020 }] }, a.access)
  expect(bad.json()).toEqual({ code: 'validation_error', detail: '结束年份不能早于开始年份', fields: { 'education_experience.0.end_year': '结束年份不能早于开始年份' } })
  expect((await t.post(USER_PATHS.edu, { education_experience: [{ school: '某校', stage: 'kindergarten', start_year: 2023 }] }, a.access)).statusCode).toBe(400)
})

describe('identity', () => {
  test('identityOf: university and postgraduate grades are college, everything else high school', () => {
    for (const grade of COLLEGE_GRADES) expect(identityOf(grade)).toBe('college')
    for (const grade of HIGH_SCHOOL_GRADES) expect(identityOf(grade)).toBe('high_school')
    expect(identityOf(null)).toBe('high_school')
  })

  test('switch-identity: a grade of the other kind switches; the same kind → 422', async () => {
    await t.post(USER_PATHS.update, { grade: '高三' }, a.access)
    const toCollege = await t.post(USER_PATHS.switchIdentity, { grade: '大一' }, a.access)
    expect(toCollege.statusCode).toBe(200)
    expect(toCollege.json()).toMatchObject({ grade: '大一', identity: 'college' })
    const same = await t.post(USER_PATHS.switchIdentity, { grade: '研一' }, a.access)
    expect(same.statusCode).toBe(422)
    expect(same.json()).toEqual({ code: 'business_rule', detail: '当前已是大学生身份，请选择高中年级以切换身份' })
    const back = await t.post(USER_PATHS.switchIdentity, { grade: '复读' }, a.access)
    expect(back.json()).toMatchObject({ grade: '复读', identity: 'high_school' })
    expect((await t.post(USER_PATHS.switchIdentity, { grade: '小学' }, a.access)).statusCode).toBe(400)
    expect((await t.post(USER_PATHS.switchIdentity, {}, a.access)).json().fields).toEqual({ grade: '此字段为必填项' })
  })
})

test('other/: another user sees the public part with the phone masked; unknown id → 404', async () => {
  const b = await t.login('13800138000')
  const res = await t.get(`${USER_PATHS.other}?user_id=${b.user_core.user_id}`, a.access)
  expect(res.statusCode).toBe(200)
  expect(res.json()).toEqual({
    user_id: b.user_core.user_id,
    username: '用户8000',
    avatarUrl: '',
    phone_number: '138****8000',
    identity: 'high_school',
    follower_num: 0,
    following_num: 0,
    MBTIResult: null
  })
  const missing = await t.get(`${USER_PATHS.other}?user_id=999999`, a.access)
  expect(missing.statusCode).toBe(404)
  expect(missing.json()).toEqual({ code: 'not_found', detail: '用户不存在' })
  expect((await t.get(`${USER_PATHS.other}?user_id=abc`, a.access)).json().fields).toEqual({ user_id: '类型应为整数' })
  // Out of bigint range is a 400, not a database error.
  expect((await t.get(`${USER_PATHS.other}?user_id=99999999999999999999`, a.access)).statusCode).toBe(400)
})

test('messages/count/ → { count: 0 }', async () => {
  const res = await t.get(USER_PATHS.unreadCount, a.access)
  expect(res.statusCode).toBe(200)
  expect(res.json()).toEqual({ count: 0 })
})

test('config/ and config/tab/ need no login', async () => {
  const config = await t.get(USER_PATHS.config)
  expect(config.statusCode).toBe(200)
  const year = new Date(t.clock.now).getFullYear()
  expect(config.json()).toEqual({ serverConfig: { gk_mode: { recom_apply: true, apply: 'normal', year, plan_year: year } }, service_phone: '400-800-1001' })
  const tab = await t.get(USER_PATHS.tabConfig)
  expect(tab.statusCode).toBe(200)
  const body = tab.json()
  expect(body.TabConfig.middle_school.length).toBeGreaterThan(0)
  expect(body.TabConfig.university.length).toBeGreaterThan(0)
  expect(body.HashTagConfig.map((h: { label: string }) => h.label)).toEqual(expect.arrayContaining(['#高考志愿', '#强基计划']))
  expect(body.QaTagConfig.length).toBeGreaterThan(0)
})
