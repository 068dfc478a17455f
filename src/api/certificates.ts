/**
 * Certificates and education entries of the personal centre (types/personalCertificates.ts
 * CERTIFICATE_PATHS), one function each, through request.ts. Images are uploaded first, the
 * composer's way (api/compose.ts uploadImage); a certificate carries their keys.
 */
import type { Paginated } from '@types-contract/api'
import { CERTIFICATE_PATHS, type Certificate, type CertificateInput, type CertificateOverview } from '@types-contract/personalCertificates'
import type { EducationEntry, EducationInput } from '@types-contract/user'
import { request, type RequestOptions } from './request'

type Extra = Pick<RequestOptions, 'quiet'>

/** My education entries with their verification, and each kind's latest certificate. */
export const fetchCertificateOverview = (o: Extra = {}) => request<CertificateOverview>(CERTIFICATE_PATHS.overview, o)

/** Mine, newest first. */
export const fetchCertificates = (page: number, o: Extra = {}) => request<Paginated<Certificate>>(CERTIFICATE_PATHS.certificates, { query: { page }, ...o })

/** 201: pending review (409 while one of the kind is pending). */
export const submitCertificate = (input: CertificateInput, o: Extra = {}) => request<Certificate>(CERTIFICATE_PATHS.certificates, { method: 'POST', data: input, ...o })

/** Withdraws a pending one (409 once reviewed). */
export const withdrawCertificate = (id: number, o: Extra = {}) => request<void>(`${CERTIFICATE_PATHS.certificates}${id}/`, { method: 'DELETE', ...o })

/** 201: added after my other entries (422 beyond the limit). */
export const addEducation = (input: EducationInput, o: Extra = {}) => request<EducationEntry>(CERTIFICATE_PATHS.educationEntries, { method: 'POST', data: input, ...o })

/** 409 while a certificate of it is pending. */
export const deleteEducation = (id: number, o: Extra = {}) => request<void>(`${CERTIFICATE_PATHS.educationEntries}${id}/`, { method: 'DELETE', ...o })
