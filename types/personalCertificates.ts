import type { EDUCATION_STAGES } from './user'

export type * from './schemas/personalCertificates'

/**
 * Certificates (issue 22; docs/personal.md "Certificates"): a user sends images of a 学历 (education)
 * or 学籍 (student status) certificate, optionally tied to one of their education entries; staff
 * approve or reject it once, with a note, and the user is told by a system message. An approved
 * certificate verifies its entry and awards the kind's medal (学历认证 / 学籍认证, types/forumStaff.ts).
 * One certificate of a kind may wait for review at a time; a rejected kind may be sent again.
 */

export const CERTIFICATE_KINDS = ['education', 'student_status'] as const
export type CertificateKind = (typeof CERTIFICATE_KINDS)[number]

export const CERTIFICATE_KIND_LABELS: Record<CertificateKind, string> = { education: '学历认证', student_status: '学籍认证' }

/** 'pending' until staff decide, then 'approved' or 'rejected' for good. */
export const CERTIFICATE_STATUSES = ['pending', 'approved', 'rejected'] as const
export type CertificateStatus = (typeof CERTIFICATE_STATUSES)[number]

/** An education entry's verification: its approved certificate, else its latest one's status; 'none' without any. */
export const VERIFICATION_STATES = ['none', ...CERTIFICATE_STATUSES] as const
export type VerificationState = (typeof VERIFICATION_STATES)[number]

export const REVIEW_DECISIONS = ['approve', 'reject'] as const
export type ReviewDecision = (typeof REVIEW_DECISIONS)[number]

export const EDUCATION_STAGE_LABELS: Record<(typeof EDUCATION_STAGES)[number], string> = { high_school: '高中', college: '大学', postgraduate: '研究生' }

export const CERTIFICATE_LIMITS = {
  /** Characters of the title (e.g. 浙江大学 本科毕业证书). */
  titleMin: 2,
  titleMax: 40,
  /** Images of one certificate. */
  imagesMax: 6,
  /** Characters of the staff's note (required to reject). */
  noteMax: 200
} as const

export const CERTIFICATE_PATHS = {
  /**
   * GET PAGE_QUERY → Page(Certificate): mine, newest first. POST CertificateInput → 201 Certificate
   * (409 when one of the kind is pending). + '<id>/' GET → Certificate; DELETE → DetailResponse
   * (withdraws a pending one; 409 once reviewed). Another user's: 404 证书不存在.
   */
  certificates: '/api/user/certificates/',
  /** GET → CertificateOverview: my education entries with their verification, and each kind's latest certificate. */
  overview: '/api/user/certificates/overview/',
  /**
   * POST EducationInput → 201 EducationEntry: adds one entry after the others (422 beyond
   * EDUCATION_MAX). + '<id>/' DELETE → DetailResponse (409 while a certificate of it is pending).
   */
  educationEntries: '/api/user/edu/entries/',
  /**
   * Staff (users.is_staff): GET StaffCertificateQuery → Page(StaffCertificate) of a status (pending
   * first in, first out; the others newest first). + '<id>/review/' POST CertificateReview →
   * StaffCertificate; the decision is final (409 the second time) and tells the user.
   */
  staffCertificates: '/api/admin/certificates/'
} as const
