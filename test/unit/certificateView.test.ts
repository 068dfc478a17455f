/**
 * Certificates and education entries, pure rules: an entry's verification and the review's message
 * (server/services/personal/certificates.ts), and how the app shows and checks them
 * (src/lib/certificateView.ts): labels, lines, each kind's state and target, the preselected entry
 * and its title, the two forms' Chinese messages, the server's field messages, the years offered.
 */
import type { EducationEntry } from '../../types/user'
import { reviewNoticeText, verificationOf } from '../../server/services/personal/certificates'
import {
  canSubmit,
  checkCertificateForm,
  checkEducationForm,
  defaultEntry,
  educationLine,
  emptyEducationForm,
  entryCanVerify,
  fieldErrorsOf,
  kindForEntry,
  kindStateText,
  kindTarget,
  titleFor,
  yearOptions,
  type CertificateForm
} from '../../src/lib/certificateView'

const entry = (over: Partial<EducationEntry> = {}): EducationEntry => ({ id: 1, school: '浙江大学', stage: 'college', start_year: 2019, end_year: 2023, ...over })

describe('an entry’s verification (server)', () => {
  const cert = (id: number, status: string, reviewNote: string | null = null) => ({ id, status, reviewNote })
  test('the approved certificate decides, else the newest; none without any', () => {
    const e = entry()
    expect(verificationOf(e, [])).toEqual({ entry: e, state: 'none', certificate_id: null, review_note: null })
    expect(verificationOf(e, [cert(3, 'rejected', '模糊'), cert(2, 'approved'), cert(1, 'rejected', '旧')])).toMatchObject({ state: 'approved', certificate_id: 2 })
    expect(verificationOf(e, [cert(3, 'pending'), cert(1, 'rejected', '模糊')])).toMatchObject({ state: 'pending', certificate_id: 3, review_note: null })
    expect(verificationOf(e, [cert(3, 'rejected', '图片模糊')])).toMatchObject({ state: 'rejected', review_note: '图片模糊' })
  })

  test('the review’s message quotes the title and says the outcome (and why not)', () => {
    expect(reviewNoticeText('education', '浙江大学 本科毕业证书', true, null)).toBe('你的学历认证「浙江大学 本科毕业证书」已通过审核')
    expect(reviewNoticeText('student_status', '学生证', false, '图片模糊')).toBe('你的学籍认证「学生证」未通过审核：图片模糊')
    expect(reviewNoticeText('education', '一'.repeat(30), true, null)).toBe(`你的学历认证「${'一'.repeat(20)}…」已通过审核`)
  })
})

describe('how certificates read (app)', () => {
  test('an entry’s line; ongoing says 至今', () => {
    expect(educationLine(entry())).toBe('大学 · 2019-2023')
    expect(educationLine(entry({ stage: 'high_school', start_year: 2022, end_year: null }))).toBe('高中 · 2022-至今')
  })

  test('each kind on the index: its state, and where a tap leads (the records while one waits)', () => {
    expect(kindStateText(null)).toBe('未认证')
    expect(kindStateText({ status: 'pending' })).toBe('审核中')
    expect(kindStateText({ status: 'approved' })).toBe('已认证')
    expect(kindStateText({ status: 'rejected' })).toBe('未通过，可重新提交')
    expect([canSubmit(null), canSubmit({ status: 'pending' }), canSubmit({ status: 'rejected' })]).toEqual([true, false, true])
    expect(kindTarget('education', null)).toBe('personal/eduCertificate')
    expect(kindTarget('student_status', { status: 'approved' })).toBe('personal/studyNativeCertificate')
    expect(kindTarget('education', { status: 'pending' })).toBe('personal/certificateList')
    expect((['none', 'pending', 'approved', 'rejected'] as const).map(entryCanVerify)).toEqual([true, false, false, true])
  })

  test('the kind that verifies an entry, the entry a form preselects, and its title', () => {
    const school = entry({ id: 1, school: '杭州二中', stage: 'high_school', start_year: 2016, end_year: 2019 })
    const college = entry({ id: 2, start_year: 2019, end_year: null })
    expect([kindForEntry(school), kindForEntry(college)]).toEqual(['education', 'student_status'])
    expect(defaultEntry('education', [school, college])?.id).toBe(1)
    expect(defaultEntry('student_status', [school, college])?.id).toBe(2)
    expect(defaultEntry('student_status', [school])?.id).toBe(1)
    expect(defaultEntry('education', [])).toBeNull()
    expect(titleFor('education', school)).toBe('杭州二中 学历证书')
    expect(titleFor('student_status', college)).toBe('浙江大学 学籍证明')
    expect(titleFor('education', null)).toBe('')
  })
})

describe('添加教育经历: the form’s checks', () => {
  test('every field’s Chinese message at once', () => {
    expect(checkEducationForm(emptyEducationForm())).toEqual({
      ok: false,
      errors: { school: '学校名称不能为空', stage: '请选择学历阶段', start_year: '请选择开始年份' }
    })
    const base = { school: '浙江大学', stage: 'college' as const, startYear: 2019, endYear: 2023 }
    expect(checkEducationForm({ ...base, school: '浙江\n大学' })).toMatchObject({ errors: { school: '学校名称不能包含换行等特殊字符' } })
    expect(checkEducationForm({ ...base, school: '校'.repeat(51) })).toMatchObject({ errors: { school: '学校名称最多50个字' } })
    expect(checkEducationForm({ ...base, endYear: 2018 })).toEqual({ ok: false, errors: { end_year: '结束年份不能早于开始年份' } })
  })

  test('a good form: trimmed, ongoing as null', () => {
    expect(checkEducationForm({ school: ' 浙江大学 ', stage: 'college', startYear: 2019, endYear: null })).toEqual({
      ok: true,
      value: { school: '浙江大学', stage: 'college', start_year: 2019, end_year: null }
    })
  })

  test('years from this year in China (plus the years ahead) back to 1950', () => {
    // 2025-12-31 16:30 UTC is already 2026 in China.
    const years = yearOptions(Date.UTC(2025, 11, 31, 16, 30))
    expect([years[0], years.at(-1), years.length]).toEqual([2026, 1950, 77])
    expect(yearOptions(Date.UTC(2025, 5, 1), 8)[0]).toBe(2033)
  })
})

describe('学历认证 / 学籍认证: the form’s checks', () => {
  const form = (over: Partial<CertificateForm> = {}): CertificateForm => ({
    kind: 'education',
    entryId: 7,
    title: '浙江大学 学历证书',
    images: ['a.png'],
    readiness: 'ready',
    ...over
  })

  test('title and pictures in the server’s words; pictures on their way or failed hold it', () => {
    expect(checkCertificateForm(form({ title: ' ', images: [] }))).toEqual({ ok: false, errors: { title: '请输入证书名称', images: '请上传证书图片' } })
    expect(checkCertificateForm(form({ title: '证' }))).toMatchObject({ errors: { title: '证书名称为2-40个字' } })
    expect(checkCertificateForm(form({ title: '证'.repeat(41) }))).toMatchObject({ errors: { title: '证书名称为2-40个字' } })
    expect(checkCertificateForm(form({ title: '毕业\n证书' }))).toMatchObject({ errors: { title: '证书名称不能包含换行等特殊字符' } })
    expect(checkCertificateForm(form({ readiness: 'uploading' }))).toMatchObject({ errors: { images: '图片上传中，请稍候' } })
    expect(checkCertificateForm(form({ readiness: 'failed' }))).toMatchObject({ errors: { images: '有图片上传失败，请重试或删除' } })
  })

  test('a good form: the body sent, title trimmed; no entry is null', () => {
    expect(checkCertificateForm(form({ title: ' 浙江大学 学历证书 ', entryId: null }))).toEqual({
      ok: true,
      value: { kind: 'education', education_entry_id: null, title: '浙江大学 学历证书', images: ['a.png'] }
    })
  })

  test('the server’s field messages land on the form’s own fields only', () => {
    expect(fieldErrorsOf({ images: '图片不存在', 'images.0': '格式不正确', other: 'x' }, ['title', 'images'] as const)).toEqual({ images: '图片不存在' })
    expect(fieldErrorsOf(undefined, ['title'] as const)).toEqual({})
  })
})
