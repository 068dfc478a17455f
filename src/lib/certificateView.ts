/**
 * Certificates and education entries as the personal centre shows and edits them (personal/
 * certificate/index, addEducation, certificateList, eduCertificate, studyNativeCertificate;
 * types/personalCertificates.ts): state labels, an entry's line, each kind's state on the index,
 * the title a certificate form starts with, and the two forms' checks in the server's words
 * (server/services/profile.ts checkEducation, services/personal/certificates.ts). Pure.
 */
import {
  CERTIFICATE_LIMITS,
  EDUCATION_STAGE_LABELS,
  type Certificate,
  type CertificateInput,
  type CertificateKind,
  type VerificationState
} from '@types-contract/personalCertificates'
import type { EducationEntry, EducationInput } from '@types-contract/user'
import { chinaParts } from '@core/chinaTime'
import { hasControlCharacter } from '@core/cloudFiles'
import type { ImagesReadiness } from './composeForm'

/** An entry's verification, and a certificate's status, as a tag reads. */
export const VERIFICATION_LABELS: Record<VerificationState, string> = { none: '未认证', pending: '审核中', approved: '已认证', rejected: '未通过' }

/** 大学 · 2019-2023, 高中 · 2022-至今 */
export function educationLine(entry: Pick<EducationEntry, 'stage' | 'start_year' | 'end_year'>): string {
  return `${EDUCATION_STAGE_LABELS[entry.stage]} · ${entry.start_year}-${entry.end_year ?? '至今'}`
}

/** What the index says beside 学历认证 / 学籍认证: the latest certificate's state (未认证 before any). */
export function kindStateText(latest: Pick<Certificate, 'status'> | null): string {
  if (!latest) return '未认证'
  return latest.status === 'rejected' ? '未通过，可重新提交' : VERIFICATION_LABELS[latest.status]
}

/** Whether a kind may be sent now: not while one is waiting for review. */
export const canSubmit = (latest: Pick<Certificate, 'status'> | null) => latest?.status !== 'pending'

/** Where the index's 学历认证 / 学籍认证 row leads: the records while one waits for review, else the kind's form. */
export const kindTarget = (kind: CertificateKind, latest: Pick<Certificate, 'status'> | null) => (canSubmit(latest) ? KIND_PAGES[kind] : 'personal/certificateList')

/** Whether an entry offers 去认证: never sent, or rejected. */
export const entryCanVerify = (state: VerificationState) => state === 'none' || state === 'rejected'

/** The page that sends each kind. */
export const KIND_PAGES: Record<CertificateKind, string> = { education: 'personal/eduCertificate', student_status: 'personal/studyNativeCertificate' }

/** What each kind's form asks for and what approval brings. */
export const KIND_INTROS: Record<CertificateKind, string> = {
  education: '请上传毕业证、学位证或学信网学历证明的照片。审核通过后，对应的教育经历显示“已认证”，并获得「学历认证」勋章。',
  student_status: '请上传学生证、学籍卡或在读证明的照片。审核通过后，对应的教育经历显示“已认证”，并获得「学籍认证」勋章。'
}

/** The kind that verifies an entry: 学籍 while it is still going (a student now), 学历 once finished. */
export const kindForEntry = (entry: Pick<EducationEntry, 'end_year'>): CertificateKind => (entry.end_year === null ? 'student_status' : 'education')

/** The title a form starts with for an entry: 浙江大学 学历证书 / 杭州二中 学籍证明. */
export function titleFor(kind: CertificateKind, entry: Pick<EducationEntry, 'school'> | null): string {
  if (!entry) return ''
  return `${entry.school} ${kind === 'education' ? '学历证书' : '学籍证明'}`
}

/** The entry a form preselects: the latest one this kind verifies (kindForEntry), else the latest. */
export function defaultEntry<E extends Pick<EducationEntry, 'end_year'>>(kind: CertificateKind, entries: readonly E[]): E | null {
  const latest = [...entries].reverse()
  return latest.find((e) => kindForEntry(e) === kind) ?? latest[0] ?? null
}

// ── 添加教育经历 ──────────────────────────────────────────────

export interface EducationForm {
  school: string
  stage: EducationInput['stage'] | null
  startYear: number | null
  /** null: ongoing (至今). */
  endYear: number | null
}

export type EducationField = 'school' | 'stage' | 'start_year' | 'end_year'
export type EducationErrors = Partial<Record<EducationField, string>>

export const emptyEducationForm = (): EducationForm => ({ school: '', stage: null, startYear: null, endYear: null })

/** The longest school name the server takes. */
export const SCHOOL_MAX = 50

/** The form checked: the body to send, or a message per field (the server's words where it has them). */
export function checkEducationForm(form: EducationForm): { ok: true; value: EducationInput } | { ok: false; errors: EducationErrors } {
  const school = form.school.trim()
  const errors: EducationErrors = {}
  if (school === '') errors.school = '学校名称不能为空'
  else if (hasControlCharacter(school)) errors.school = '学校名称不能包含换行等特殊字符'
  else if ([...school].length > SCHOOL_MAX) errors.school = `学校名称最多${SCHOOL_MAX}个字`
  if (!form.stage) errors.stage = '请选择学历阶段'
  if (form.startYear === null) errors.start_year = '请选择开始年份'
  else if (form.endYear !== null && form.endYear < form.startYear) errors.end_year = '结束年份不能早于开始年份'
  if (Object.keys(errors).length > 0 || !form.stage || form.startYear === null) return { ok: false, errors }
  return { ok: true, value: { school, stage: form.stage, start_year: form.startYear, end_year: form.endYear } }
}

/** Years a picker offers, newest first: from this year in China (+ `ahead`, for an expected end) back to 1950, the server's lowest. */
export function yearOptions(now: number, ahead = 0): number[] {
  const thisYear = chinaParts(now)!.year
  const years: number[] = []
  for (let y = thisYear + ahead; y >= 1950; y--) years.push(y)
  return years
}

// ── 学历认证 / 学籍认证 ──────────────────────────────────────

export interface CertificateForm {
  kind: CertificateKind
  entryId: number | null
  title: string
  /** Keys of the finished uploads, in order. */
  images: string[]
  /** Where the pictures are (lib/composeImages.ts imagesReadiness). */
  readiness: ImagesReadiness
}

export type CertificateField = 'title' | 'images' | 'education_entry_id'
export type CertificateErrors = Partial<Record<CertificateField, string>>

export function checkCertificateForm(form: CertificateForm): { ok: true; value: CertificateInput } | { ok: false; errors: CertificateErrors } {
  const title = form.title.trim()
  const errors: CertificateErrors = {}
  const length = [...title].length
  if (title === '') errors.title = '请输入证书名称'
  else if (hasControlCharacter(title)) errors.title = '证书名称不能包含换行等特殊字符'
  else if (length < CERTIFICATE_LIMITS.titleMin || length > CERTIFICATE_LIMITS.titleMax)
    errors.title = `证书名称为${CERTIFICATE_LIMITS.titleMin}-${CERTIFICATE_LIMITS.titleMax}个字`
  if (form.readiness === 'failed') errors.images = '有图片上传失败，请重试或删除'
  else if (form.readiness === 'uploading') errors.images = '图片上传中，请稍候'
  else if (form.images.length === 0) errors.images = '请上传证书图片'
  if (Object.keys(errors).length > 0) return { ok: false, errors }
  return { ok: true, value: { kind: form.kind, education_entry_id: form.entryId, title, images: form.images } }
}

/** The server's per-field messages (a 400's `fields`) on a form's fields. */
export function fieldErrorsOf<F extends string>(fields: Record<string, string> | undefined, known: readonly F[]): Partial<Record<F, string>> {
  const errors: Partial<Record<F, string>> = {}
  for (const [key, message] of Object.entries(fields ?? {})) if ((known as readonly string[]).includes(key)) errors[key as F] = message
  return errors
}
