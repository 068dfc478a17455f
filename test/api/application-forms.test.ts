/**
 * Saved application forms (getApplicationForm, save, delete; server/routes/application/forms.ts,
 * server/services/applicationForms.ts): own forms only, kept across logins, newest updated first,
 * the limits, and every bad input → 400 in Chinese.
 */
import { eq } from 'drizzle-orm'
import { applicationForms } from '../../server/db/schema'
import { unitKey } from '../../core/applicationForm'
import { APPLICATION_PATHS, MAX_FORM_ENTRIES, MAX_FORMS, type ApplicationForm, type ApplicationFormBody, type SavedEntry } from '../../types/application'
import { accountsApp, type AccountsApp } from './support/accounts'

let t: AccountsApp
let a: string
let b: string
beforeAll(async () => {
  t = await accountsApp()
  a = (await t.login('13700000001')).access
  b = (await t.login('13700000002')).access
})
afterAll(() => t.close())

const entry = (id: number, school_id: number, group = '01'): SavedEntry => ({
  id,
  school_id,
  profession_group_code: group,
  institution_name: `院校${school_id}`,
  major_name: `专业${id}`,
  band: 'stable',
  probability: 0.62
})
const ENTRIES = [entry(11, 1), entry(12, 1), entry(21, 2, '02'), entry(31, 3)]
const body = (extra: Partial<ApplicationFormBody> = {}): ApplicationFormBody => ({
  name: '我的志愿表',
  province: '宁夏',
  year: 2026,
  mode: 'group',
  track: '物理类',
  entries: ENTRIES,
  order: ['g02|s2', 'g01|s1', 'g01|s3'],
  ...extra
})
const save = (payload: object, access = a) => t.post(APPLICATION_PATHS.formSave, payload, access)
const list = async (access = a) => {
  const res = await t.get(APPLICATION_PATHS.forms, access)
  expect(res.statusCode).toBe(200)
  return res.json() as ApplicationForm[]
}
const remove = (id: number, access = a) => t.post(APPLICATION_PATHS.formDelete, { id }, access)

async function expect400(res: Promise<{ statusCode: number; json(): unknown }>, field: string): Promise<void> {
  const r = await res
  expect(r.statusCode).toBe(400)
  const json = r.json() as { code: string; detail: string; fields: Record<string, string> }
  expect(json.code).toBe('validation_error')
  expect(json.detail).toMatch(/[\u4e00-\u9fa5]/)
  expect(Object.keys(json.fields)).toContain(field)
}

test('login required everywhere', async () => {
  expect((await t.get(APPLICATION_PATHS.forms)).statusCode).toBe(401)
  expect((await t.post(APPLICATION_PATHS.formSave, body())).statusCode).toBe(401)
  expect((await t.post(APPLICATION_PATHS.formDelete, { id: 1 })).statusCode).toBe(401)
})

test('create, update, list newest updated first; the forms survive a new login', async () => {
  expect(await list()).toEqual([])
  const res = await save(body({ name: '  第一份  ' }))
  expect(res.statusCode).toBe(200)
  const first = res.json() as ApplicationForm
  const at = new Date(t.clock.now).toISOString()
  expect(first).toEqual({ ...body(), id: expect.any(Number), name: '第一份', created_at: at, updated_at: at })
  t.clock.now += 1000
  const second = (await save(body({ name: '第二份', entries: ENTRIES.slice(0, 2), order: ['g01|s1'] }))).json() as ApplicationForm
  expect((await list()).map((f) => f.name)).toEqual(['第二份', '第一份'])

  // Updating the first moves it to the top; created_at stays.
  t.clock.now += 1000
  const updated = (await save(body({ id: first.id, name: '第一份（改）', entries: ENTRIES.slice(2) }))).json() as ApplicationForm
  expect(updated).toMatchObject({
    id: first.id,
    name: '第一份（改）',
    created_at: first.created_at,
    updated_at: new Date(t.clock.now).toISOString(),
    entries: ENTRIES.slice(2)
  })
  expect(updated.order).toEqual(['g02|s2', 'g01|s3'])
  expect((await list()).map((f) => f.id)).toEqual([first.id, second.id])

  // Logging in again (a new token) shows the same forms.
  const again = (await t.login('13700000001')).access
  expect(await list(again)).toEqual(await list())
})

test('the order is normalised to the entries’ slots: unknown keys dropped, missing ones appended, each once', async () => {
  const res = await save(body({ name: '顺序', order: ['g01|s3', 'g99|s9', 'g01|s3', 'nonsense'] }))
  expect(res.statusCode).toBe(200)
  const form = res.json() as ApplicationForm
  const keys = ENTRIES.map((e) => unitKey('group', e))
  expect(form.order).toEqual(['g01|s3', 'g01|s1', 'g02|s2'])
  expect(new Set(form.order)).toEqual(new Set(keys))
  // 专业+院校: one slot per entry.
  const category = (await save(body({ name: '专业+院校', province: '青海', mode: 'category', order: [] }))).json() as ApplicationForm
  expect(category.order).toEqual(ENTRIES.map((e) => `s${e.school_id}|p${e.id}`))
  await remove(form.id)
  await remove(category.id)
})

test('another user can neither see, change nor delete a form: 404 as for a missing one', async () => {
  const [mine] = await list()
  expect(await list(b)).toEqual([])
  const steal = await save(body({ id: mine.id, name: '别人的' }), b)
  expect(steal.statusCode).toBe(404)
  expect(steal.json()).toEqual({ code: 'not_found', detail: '找不到该志愿表' })
  expect((await remove(mine.id, b)).statusCode).toBe(404)
  expect((await save(body({ id: 99_999_999 }))).statusCode).toBe(404)
  expect((await list())[0]).toEqual(mine)
})

test('delete: own form once, then 404', async () => {
  const form = (await save(body({ name: '要删除的' }))).json() as ApplicationForm
  const res = await remove(form.id)
  expect(res.statusCode).toBe(200)
  expect(res.json()).toEqual({ detail: '已删除' })
  expect((await remove(form.id)).statusCode).toBe(404)
  expect((await list()).some((f) => f.id === form.id)).toBe(false)
  await expect400(t.post(APPLICATION_PATHS.formDelete, { id: 'x' }, a), 'id')
  await expect400(t.post(APPLICATION_PATHS.formDelete, {}, a), 'id')
})

test('bad input → 400 with Chinese field messages', async () => {
  await expect400(save(body({ name: '' })), 'name')
  await expect400(save(body({ name: '   ' })), 'name')
  await expect400(save(body({ name: '表'.repeat(31) })), 'name')
  await expect400(save(body({ name: '表\u0007' })), 'name')
  await expect400(save(body({ province: '火星' })), 'province')
  await expect400(save(body({ year: 1999 })), 'year')
  await expect400(save(body({ track: '理科' })), 'track')
  await expect400(save(body({ track: '理工' as never })), 'track')
  await expect400(save(body({ mode: 'category' })), 'mode')
  await expect400(save(body({ mode: 'school' as never })), 'mode')
  await expect400(save(body({ entries: [{ ...entry(1, 1), band: 'sure' as never }] })), 'entries.0.band')
  await expect400(save(body({ entries: [{ ...entry(1, 1), probability: 1.5 }] })), 'entries.0.probability')
  await expect400(save(body({ entries: [{ ...entry(1, 1), school_id: 0 }] })), 'entries.0.school_id')
  await expect400(save(body({ entries: Array.from({ length: MAX_FORM_ENTRIES + 1 }, (_, i) => entry(i + 1, 1)) })), 'entries')
  await expect400(save({ ...body(), extra: 1 }), 'extra')
  const { entries: _, ...noEntries } = body()
  await expect400(save(noEntries), 'entries')
  // 宁夏 2024 was 文理 and 院校+专业: such a form (an old year) is accepted.
  const old = await save(body({ name: '2024', year: 2024, track: '理科', mode: 'normal', order: [] }))
  expect(old.statusCode).toBe(200)
  expect((old.json() as ApplicationForm).order).toEqual(['s1', 's2', 's3'])
  await remove((old.json() as ApplicationForm).id)
})

test(`at most ${MAX_FORMS} forms (422 in Chinese); updating one at the limit still works`, async () => {
  const have = (await list()).length
  for (let i = have; i < MAX_FORMS; i++) expect((await save(body({ name: `表${i}` }))).statusCode).toBe(200)
  const over = await save(body({ name: '多一份' }))
  expect(over.statusCode).toBe(422)
  expect(over.json()).toEqual({ code: 'business_rule', detail: `最多保存 ${MAX_FORMS} 份志愿表，请先删除不需要的志愿表` })
  const [top] = await list()
  expect((await save(body({ id: top.id, name: '仍可修改' }))).statusCode).toBe(200)
  // The other user is not affected.
  expect((await save(body({ name: 'b 的第一份' }), b)).statusCode).toBe(200)
  await t.database.db.delete(applicationForms).where(eq(applicationForms.name, '多一份'))
})
