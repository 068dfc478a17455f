/**
 * Certificate and education-entry schemas of the personal centre (issue 22). Constants and paths:
 * types/personalCertificates.ts.
 */
import { CERTIFICATE_KINDS, CERTIFICATE_LIMITS, CERTIFICATE_STATUSES, REVIEW_DECISIONS, VERIFICATION_STATES } from '../personalCertificates'
import { Id, Int, Nullable, Obj, PAGE_QUERY, StringEnum, Type, type Static } from '../schema'
import { FILE_KEY_PATTERN } from '../user'
import { ForumImage } from './forum'
import { EducationEntry } from './user'

export const CertificateKindName = StringEnum(CERTIFICATE_KINDS)
export const CertificateStatusName = StringEnum(CERTIFICATE_STATUSES)

export const Certificate = Obj({
  id: Int(),
  kind: CertificateKindName,
  /** The entry it proves; null when none was named or the entry was deleted since. */
  education: Nullable(EducationEntry),
  title: Type.String(),
  images: Type.Array(ForumImage),
  status: CertificateStatusName,
  /** The staff's note with the decision (why it was rejected); null while pending or when none was given. */
  review_note: Nullable(Type.String()),
  reviewed_at: Nullable(Type.String()),
  created_at: Type.String()
})
export type Certificate = Static<typeof Certificate>

/** POST CERTIFICATE_PATHS.certificates: images are keys of the user's own finished image uploads. */
export const CertificateInput = Obj({
  kind: CertificateKindName,
  education_entry_id: Type.Optional(Nullable(Id())),
  title: Type.String({ maxLength: 200 }),
  images: Type.Array(Type.String({ pattern: FILE_KEY_PATTERN }), { maxItems: CERTIFICATE_LIMITS.imagesMax })
})
export type CertificateInput = Static<typeof CertificateInput>

export const CertificateIdParams = Obj({ id: Id() })
export type CertificateIdParams = Static<typeof CertificateIdParams>

export const CertificateListQuery = Obj({ ...PAGE_QUERY })
export type CertificateListQuery = Static<typeof CertificateListQuery>

/** An education entry and how far it is verified; `certificate_id` is the certificate that decides it. */
export const EducationVerification = Obj({
  entry: EducationEntry,
  state: StringEnum(VERIFICATION_STATES),
  certificate_id: Nullable(Int()),
  review_note: Nullable(Type.String())
})
export type EducationVerification = Static<typeof EducationVerification>

/** A kind and my latest certificate of it (null: never sent). */
export const CertificateKindState = Obj({ kind: CertificateKindName, latest: Nullable(Certificate) })
export type CertificateKindState = Static<typeof CertificateKindState>

export const CertificateOverview = Obj({
  /** My education entries in their order. */
  education: Type.Array(EducationVerification),
  /** Every kind, in CERTIFICATE_KINDS order. */
  kinds: Type.Array(CertificateKindState)
})
export type CertificateOverview = Static<typeof CertificateOverview>

export const EducationEntryParams = Obj({ id: Id() })
export type EducationEntryParams = Static<typeof EducationEntryParams>

export const StaffCertificate = Obj({
  ...Certificate.properties,
  user: Obj({ user_id: Int(), username: Type.String() })
})
export type StaffCertificate = Static<typeof StaffCertificate>

export const StaffCertificateQuery = Obj({ ...PAGE_QUERY, status: Type.Optional(CertificateStatusName) })
export type StaffCertificateQuery = Static<typeof StaffCertificateQuery>

/** Approve (note optional) or reject (note required: the user reads it). */
export const CertificateReview = Obj({
  decision: StringEnum(REVIEW_DECISIONS),
  note: Type.Optional(Type.String({ maxLength: 1000 }))
})
export type CertificateReview = Static<typeof CertificateReview>
