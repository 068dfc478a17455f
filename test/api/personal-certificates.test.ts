/**
 * Certificates and education entries (issue 22; types/personalCertificates.ts): adding an entry
 * without replacing the others, sending a certificate with the user's own images (a foreign,
 * pending or unknown key refused), one pending per kind, withdrawing, staff review once (403 for
 * others) with the user's system message and the kind's medal, an entry's verification in the
 * overview, and another user's certificate or entry 404 on every route.
 */
import type { LightMyRequestResponse } from 'fastify'
import { EDUCATION_MAX, USER_PATHS, type EducationEntry, type EducationInput, type UserCore } from '../../types/user'
import { CERTIFICATE_PATHS, type Certificate, type CertificateInput, type CertificateOverview, type StaffCertificate } from '../../types/personalCertificates'
import { MEDAL_PATHS, type MedalInfo } from '../../types/personalMedals'
import { MESSAGE_PATHS, type MessagesPage } from '../../types/forumPeople'
import type { Paginated } from '../../types/api'
import { appWithMembers, type Member } from './support/accounts'
import { ok } from './support/forum'
import { signedInject } from './helpers'

const { t, a, b, c, d, staff } = appWithMembers('1360000230')

const send = (method: 'GET' | 'POST' | 'DELETE', url: string, access?: string, payload?: object): Promise<LightMyRequestResponse> =>
  signedInject(t.app, { method, url, payload, headers: access ? { authorization: `Bearer ${access}` } : {} })

const certUrl = (id: number) => `${CERTIFICATE_PATHS.certificates}${id}/`
const entryUrl = (id: number) => `${CERTIFICATE_PATHS.educationEntries}${id}/`
const reviewUrl = (id: number) => `${CERTIFICATE_PATHS.staffCertificates}${id}/review/`

function expectError(res: LightMyRequestResponse, status: number, detail: string, field?: string) {
  const body = res.json() as { detail: string; fields?: Record<string, string> }
  expect([res.statusCode, body.detail]).toEqual([status, detail])
  if (field) expect(body.fields).toEqual({ [field]: detail })
}

/** A finished image upload of `who`; `done: false` leaves it pending. */
async function image(who: Member, done = true): Promise<string> {
  const presign = ok<{ url: string; key: string }>(await send('GET', `${USER_PATHS.presign}?suffix=png&method=PUT`, who.access))
  if (done) {
    const put = await t.app.inject({ method: 'PUT', url: presign.url, payload: Buffer.from('png bytes'), headers: { 'content-type': 'image/png' } })
    expect(put.statusCode).toBe(200)
  }
  return presign.key
}

const school = (overrides: Partial<EducationInput> = {}): EducationInput => ({ school: '浙江大学', stage: 'college', start_year: 2019, end_year: 2023, ...overrides })
const addEntry = async (who: Member, overrides: Partial<EducationInput> = {}) =>
  ok<EducationEntry>(await send('POST', CERTIFICATE_PATHS.educationEntries, who.access, school(overrides)), 201)

async function submit(who: Member, overrides: Partial<CertificateInput> = {}): Promise<Certificate> {
  const input: CertificateInput = { kind: 'education', title: '浙江大学 本科毕业证书', images: [await image(who)], ...overrides }
  return ok<Certificate>(await send('POST', CERTIFICATE_PATHS.certificates, who.access, input), 201)
}

const overview = async (who: Member) => ok<CertificateOverview>(await send('GET', CERTIFICATE_PATHS.overview, who.access))
const review = (id: number, body: object, who = staff) => send('POST', reviewUrl(id), who.access, body)
const systemTexts = async (who: Member) => ok<MessagesPage>(await send('GET', `${MESSAGE_PATHS.list}?type=system`, who.access)).results.map((m) => m.text)

describe('login and staff guards', () => {
  test('401 for a visitor on every route; 403 没有权限 for a user on the staff routes', async () => {
    // Bodies that would pass validation, which runs before the guards.
    const certificate = { kind: 'education', title: '毕业证书', images: ['f'.repeat(32) + '.png'] }
    for (const [method, url, body] of [
      ['GET', CERTIFICATE_PATHS.certificates],
      ['POST', CERTIFICATE_PATHS.certificates, certificate],
      ['GET', CERTIFICATE_PATHS.overview],
      ['GET', certUrl(1)],
      ['DELETE', certUrl(1)],
      ['POST', CERTIFICATE_PATHS.educationEntries, school()],
      ['DELETE', entryUrl(1)],
      ['GET', CERTIFICATE_PATHS.staffCertificates],
      ['POST', reviewUrl(1), { decision: 'approve' }]
    ] as const) {
      expectError(await send(method, url, undefined, body), 401, '请先登录')
    }
    expectError(await send('GET', CERTIFICATE_PATHS.staffCertificates, a.access), 403, '没有权限')
    expectError(await review(1, { decision: 'approve' }, a), 403, '没有权限')
  })
})

describe('education entries', () => {
  test('adding one keeps the others, in order; the user data shows them', async () => {
    const who = b
    const first = await addEntry(who, { school: ' 杭州二中 ', stage: 'high_school', start_year: 2016, end_year: 2019 })
    const second = await addEntry(who, { end_year: null })
    expect(first).toEqual({ id: expect.any(Number), school: '杭州二中', stage: 'high_school', start_year: 2016, end_year: 2019 })
    expect(second.end_year).toBeNull()
    const core = ok<UserCore>(await send('POST', USER_PATHS.dataCore, who.access))
    expect(core.education_experience).toEqual([first, second])
    expect((await overview(who)).education.map((e) => [e.entry.id, e.state])).toEqual([
      [first.id, 'none'],
      [second.id, 'none']
    ])
  })

  test('the Chinese checks: school, years; the limit of 10 is 422', async () => {
    const post = (overrides: Partial<EducationInput>) => send('POST', CERTIFICATE_PATHS.educationEntries, c.access, school(overrides))
    expectError(await post({ school: '   ' }), 400, '学校名称不能为空', 'school')
    expectError(await post({ school: '浙江\n大学' }), 400, '学校名称不能包含换行等特殊字符', 'school')
    expectError(await post({ end_year: 2018 }), 400, '结束年份不能早于开始年份', 'end_year')
    const badStage = await post({ stage: 'kindergarten' as EducationInput['stage'] })
    expect([badStage.statusCode, Object.keys(badStage.json().fields)]).toEqual([400, ['stage']])
    expect((await post({ start_year: 1900 })).json().fields).toEqual({ start_year: '不能小于 1950' })
    for (let i = 0; i < EDUCATION_MAX; i++) await addEntry(c, { start_year: 2000 + i, end_year: null })
    expectError(await post({}), 422, `最多添加 ${EDUCATION_MAX} 条教育经历`)
  })

  test('replacing the list keeps an unchanged entry (and its verification); a changed one is new', async () => {
    const who = d
    const kept = await addEntry(who)
    const changed = await addEntry(who, { school: '杭州二中', stage: 'high_school', start_year: 2016, end_year: 2019 })
    const cert = await submit(who, { education_entry_id: kept.id })
    ok(await review(cert.id, { decision: 'approve' }))
    const replaced = ok<UserCore>(
      await send('POST', USER_PATHS.edu, who.access, {
        education_experience: [school({ school: '杭州第二中学', stage: 'high_school', start_year: 2016, end_year: 2019 }), school()]
      })
    )
    const [newEntry, same] = replaced.education_experience
    expect(same.id).toBe(kept.id)
    expect(newEntry.id).not.toBe(changed.id)
    expect((await overview(who)).education.map((e) => [e.entry.id, e.state])).toEqual([
      [newEntry.id, 'none'],
      [kept.id, 'approved']
    ])
  })
})

describe('certificates', () => {
  test('sent with an own entry and images: pending, listed newest first, read by id', async () => {
    const entry = await addEntry(a)
    const keys = [await image(a), await image(a)]
    const cert = await submit(a, { education_entry_id: entry.id, title: '  浙江大学 本科毕业证书 ', images: [keys[0], keys[1], keys[0]] })
    expect(cert).toEqual({
      id: expect.any(Number),
      kind: 'education',
      education: entry,
      title: '浙江大学 本科毕业证书',
      images: keys.map((k) => ({ url: `/api/storage/file/${k}`, thumb_url: `/api/storage/thumb/${k}` })),
      status: 'pending',
      review_note: null,
      reviewed_at: null,
      created_at: new Date(t.clock.now).toISOString()
    })
    expect(ok<Certificate>(await send('GET', certUrl(cert.id), a.access))).toEqual(cert)
    const student = await submit(a, { kind: 'student_status', title: '杭州二中 学籍证明' })
    const list = ok<Paginated<Certificate>>(await send('GET', CERTIFICATE_PATHS.certificates, a.access))
    expect([list.count, list.results.map((x) => x.id)]).toEqual([2, [student.id, cert.id]])
    const view = await overview(a)
    expect(view.education).toEqual([{ entry, state: 'pending', certificate_id: cert.id, review_note: null }])
    expect(view.kinds.map((k) => [k.kind, k.latest?.id])).toEqual([
      ['education', cert.id],
      ['student_status', student.id]
    ])
    // Clean up for the tests below: withdraw both.
    for (const id of [cert.id, student.id]) expect(ok<{ detail: string }>(await send('DELETE', certUrl(id), a.access))).toEqual({ detail: '已撤回认证申请' })
  })

  test('the Chinese checks: title, images (none, someone else’s, pending, unknown), the entry', async () => {
    const post = async (overrides: Partial<CertificateInput>) =>
      send('POST', CERTIFICATE_PATHS.certificates, a.access, { kind: 'education', title: '毕业证书', images: [await image(a)], ...overrides })
    expectError(await post({ title: '  ' }), 400, '请输入证书名称', 'title')
    expectError(await post({ title: '证' }), 400, '证书名称为2-40个字', 'title')
    expectError(await post({ title: '证'.repeat(41) }), 400, '证书名称为2-40个字', 'title')
    expectError(await post({ title: '毕业\n证书' }), 400, '证书名称不能包含换行等特殊字符', 'title')
    expectError(await post({ images: [] }), 400, '请上传证书图片', 'images')
    for (const key of [await image(b), await image(a, false), 'f'.repeat(32) + '.png']) {
      expectError(await post({ images: [key] }), 400, '图片不存在或未上传完成，请重新上传', 'images')
    }
    expect((await post({ images: ['../etc/passwd'] })).json().fields).toEqual({ 'images.0': '格式不正确' })
    expect((await post({ images: Array.from({ length: 7 }, () => 'f'.repeat(32) + '.png') })).json().fields).toEqual({ images: '最多 6 项' })
    const others = await addEntry(b, { school: '北京大学' })
    expectError(await post({ education_entry_id: others.id }), 400, '教育经历不存在，请重新选择', 'education_entry_id')
    expect((await post({ kind: 'diploma' as CertificateInput['kind'] })).statusCode).toBe(400)
    expect(ok<Paginated<Certificate>>(await send('GET', CERTIFICATE_PATHS.certificates, a.access)).count).toBe(0)
  })

  test('one pending per kind (409, also when sent twice at once); the other kind may wait beside it', async () => {
    const who = c
    const both = await Promise.all([image(who), image(who)])
    const sent = await Promise.all(both.map((key) => send('POST', CERTIFICATE_PATHS.certificates, who.access, { kind: 'education', title: '毕业证书', images: [key] })))
    expect(sent.map((r) => r.statusCode).sort()).toEqual([201, 409])
    expectError(
      sent.find((r) => r.statusCode === 409)!,
      409,
      '你已有审核中的学历认证，请等待审核结果'
    )
    await submit(who, { kind: 'student_status', title: '学籍证明' })
    const again = await send('POST', CERTIFICATE_PATHS.certificates, who.access, { kind: 'student_status', title: '学籍证明', images: [both[0]] })
    expectError(again, 409, '你已有审核中的学籍认证，请等待审核结果')
  })

  test('another user’s certificate and entry are 404 on every route', async () => {
    const entry = await addEntry(b, { school: '复旦大学' })
    const cert = await submit(b, { kind: 'student_status', education_entry_id: entry.id, title: '复旦大学 学生证' })
    expectError(await send('GET', certUrl(cert.id), a.access), 404, '证书不存在')
    expectError(await send('DELETE', certUrl(cert.id), a.access), 404, '证书不存在')
    expectError(await send('DELETE', entryUrl(entry.id), a.access), 404, '教育经历不存在')
    expectError(await send('GET', certUrl(999_999), a.access), 404, '证书不存在')
    // Still there for its owner; its entry cannot go while it waits.
    expect(ok<Certificate>(await send('GET', certUrl(cert.id), b.access)).id).toBe(cert.id)
    expectError(await send('DELETE', entryUrl(entry.id), b.access), 409, '这条教育经历的认证正在审核中，请先撤回认证')
    ok(await send('DELETE', certUrl(cert.id), b.access))
    expectError(await send('GET', certUrl(cert.id), b.access), 404, '证书不存在')
    expect(ok<{ detail: string }>(await send('DELETE', entryUrl(entry.id), b.access))).toEqual({ detail: '教育经历已删除' })
  })
})

describe('staff review', () => {
  test('approve: final (409 the second time, and for a withdraw), the entry verified, a message and the 学历认证 medal', async () => {
    const who = a
    const entry = (await overview(who)).education[0].entry
    const cert = await submit(who, { education_entry_id: entry.id })
    const queue = ok<Paginated<StaffCertificate>>(await send('GET', CERTIFICATE_PATHS.staffCertificates, staff.access)).results
    expect(queue.find((x) => x.id === cert.id)).toEqual({ ...cert, user: { user_id: who.id, username: who.name } })

    t.clock.now += 60_000
    const approved = ok<StaffCertificate>(await review(cert.id, { decision: 'approve', note: '  ' }))
    expect(approved).toMatchObject({ id: cert.id, status: 'approved', review_note: null, reviewed_at: new Date(t.clock.now).toISOString() })
    // Twice, either way, and twice at once: the first decision stands.
    expectError(await review(cert.id, { decision: 'reject', note: '图片不清晰' }), 409, '该认证已审核')
    expectError(await send('DELETE', certUrl(cert.id), who.access), 409, '该认证已审核，不能撤回')
    expectError(await review(999_999, { decision: 'approve' }), 404, '证书不存在')
    expect(ok<Certificate>(await send('GET', certUrl(cert.id), who.access)).status).toBe('approved')

    expect((await overview(who)).education[0]).toEqual({ entry, state: 'approved', certificate_id: cert.id, review_note: null })
    expect((await systemTexts(who)).slice(0, 2)).toEqual(['恭喜获得勋章「学历认证」', '你的学历认证「浙江大学 本科毕业证书」已通过审核'])
    const medal = ok<MedalInfo>(await send('GET', `${MEDAL_PATHS.medals}edu_verified/`, who.access))
    expect([medal.held, medal.awarded_at]).toEqual([true, new Date(t.clock.now).toISOString()])
    const listed = ok<Paginated<StaffCertificate>>(await send('GET', `${CERTIFICATE_PATHS.staffCertificates}?status=approved`, staff.access)).results
    expect(listed[0].id).toBe(cert.id)

    // A second approved 学历认证 (a master's degree): the medal is held and told once.
    const second = await submit(who, { title: '浙江大学 硕士学位证书' })
    ok(await review(second.id, { decision: 'approve' }))
    expect((await systemTexts(who)).filter((x) => x === '恭喜获得勋章「学历认证」')).toHaveLength(1)
  })

  test('two decisions at once: one 200, one 409', async () => {
    const cert = await submit(d, { kind: 'student_status', title: '学籍证明' })
    const both = await Promise.all([review(cert.id, { decision: 'approve' }), review(cert.id, { decision: 'reject', note: '不清晰' })])
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 409])
  })

  test('reject: a note is required; the user reads it; the kind may be sent again', async () => {
    const who = c
    const pending = ok<Paginated<Certificate>>(await send('GET', CERTIFICATE_PATHS.certificates, who.access)).results.find((x) => x.kind === 'education')!
    expectError(await review(pending.id, { decision: 'reject' }), 400, '请填写未通过的原因', 'note')
    expectError(await review(pending.id, { decision: 'reject', note: '字'.repeat(201) }), 400, '审核说明最多200个字', 'note')
    expect((await review(pending.id, { decision: 'maybe' })).statusCode).toBe(400)
    const rejected = ok<StaffCertificate>(await review(pending.id, { decision: 'reject', note: ' 图片模糊，请重新拍摄 ' }))
    expect([rejected.status, rejected.review_note]).toEqual(['rejected', '图片模糊，请重新拍摄'])
    expect((await systemTexts(who))[0]).toBe('你的学历认证「毕业证书」未通过审核：图片模糊，请重新拍摄')
    expect(ok<MedalInfo>(await send('GET', `${MEDAL_PATHS.medals}edu_verified/`, who.access)).held).toBe(false)
    expect((await overview(who)).kinds[0].latest).toMatchObject({ id: pending.id, status: 'rejected', review_note: '图片模糊，请重新拍摄' })
    await submit(who, { title: '毕业证书（重拍）' })
  })

  test('the staff list: pending first in, first out; a bad status 400', async () => {
    const page = ok<Paginated<StaffCertificate>>(await send('GET', `${CERTIFICATE_PATHS.staffCertificates}?page_size=50`, staff.access))
    const ids = page.results.map((x) => x.id)
    expect(ids).toEqual([...ids].sort((x, y) => x - y))
    expect(page.results.every((x) => x.status === 'pending')).toBe(true)
    expect((await send('GET', `${CERTIFICATE_PATHS.staffCertificates}?status=done`, staff.access)).statusCode).toBe(400)
  })
})
