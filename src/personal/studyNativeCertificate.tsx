import { CertificateFormPage } from './certificate/CertificateFormPage'

/** 学籍认证 (personal/studyNativeCertificate?entry_id=): images of a student card or enrolment proof, reviewed by staff. */
export default function StudyNativeCertificate() {
  return <CertificateFormPage kind='student_status' />
}
