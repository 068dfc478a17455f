import { CertificateFormPage } from './certificate/CertificateFormPage'

/** 学历认证 (personal/eduCertificate?entry_id=): images of a diploma or degree certificate, reviewed by staff. */
export default function EduCertificate() {
  return <CertificateFormPage kind='education' />
}
