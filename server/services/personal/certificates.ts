/**
 * Certificates (issue 22; types/personalCertificates.ts, docs/personal.md "Certificates"): a user
 * sends images of a 学历 or 学籍 certificate, optionally naming one of their education entries;
 * staff approve or reject it once.
 *
 * - Images: 1-6 keys of the user's own finished image uploads (forum/images.ts checkOwnImages),
 *   each kept once in the order given. The title: trimmed, 2-40 characters, no control characters.
 * - One pending certificate per kind (409): the user's row is locked first, so two sent at once
 *   cannot both pass. A rejected kind may be sent again (a new row); an approved one too (a
 *   second school, say), as the medal is held once.
 * - A pending certificate may be withdrawn (its row goes); a reviewed one is final (409).
 * - Review: pending → approved | rejected in one conditional UPDATE, so a second decision (or two
 *   at once) is 409. Rejecting needs a note (the user reads why). The decision tells the user by a
 *   system message in the same transaction; approving awards the kind's medal (学历认证 / 学籍认证,
 *   forum/medals.ts grantMedal, with its own 恭喜获得勋章 message the first time).
 * - An entry's verification (the overview): the approved certificate naming it, else the newest
 *   one's status, else 'none'. An entry with a pending certificate cannot be deleted (409, withdraw
 *   first); deleting one that is verified leaves its certificate without an entry.
 * - Another user's certificate or entry reads as missing (404).
 */
import { and, asc, count, desc, eq, inArray } from 'drizzle-orm'
import { hasControlCharacter } from '../../../core/cloudFiles'
import type { CertificateMedalKey } from '../../../types/forumStaff'
import {
  CERTIFICATE_KIND_LABELS,
  CERTIFICATE_KINDS,
  CERTIFICATE_LIMITS,
  type Certificate,
  type CertificateInput,
  type CertificateKind,
  type CertificateOverview,
  type CertificateReview,
  type CertificateStatus,
  type EducationVerification,
  type StaffCertificate,
  type StaffCertificateQuery
} from '../../../types/personalCertificates'
import type { EducationEntry } from '../../../types/user'
import type { Db } from '../../db/open'
import { certificates, educationEntries, users } from '../../db/schema'
import { ApiError, fieldError } from '../../errors'
import { countedPage, type PageQuery } from '../../lib/paginate'
import { lockOwner, type Conn } from '../cloud/rows'
import { checkOwnImages, imageOf } from '../forum/images'
import { grantMedal } from '../forum/medals'
import { quoteOf } from '../forum/notices'
import { notify } from '../messages'
import { educationOf, toEducationEntry } from '../users'

type CertificateRow = typeof certificates.$inferSelect

/** The medal an approved certificate of each kind awards. */
export const CERTIFICATE_MEDAL: Record<CertificateKind, CertificateMedalKey> = { education: 'edu_verified', student_status: 'student_verified' }

const certificateMissing = () => new ApiError(404, 'not_found', '证书不存在')
const entryMissing = () => new ApiError(404, 'not_found', '教育经历不存在')
const alreadyReviewed = () => new ApiError(409, 'business_rule', '该认证已审核')

function checkedTitle(raw: string): string {
  const title = raw.trim()
  if (title === '') throw fieldError('title', '请输入证书名称')
  if (hasControlCharacter(title)) throw fieldError('title', '证书名称不能包含换行等特殊字符')
  const length = [...title].length
  if (length < CERTIFICATE_LIMITS.titleMin || length > CERTIFICATE_LIMITS.titleMax) {
    throw fieldError('title', `证书名称为${CERTIFICATE_LIMITS.titleMin}-${CERTIFICATE_LIMITS.titleMax}个字`)
  }
  return title
}

function checkedNote(review: CertificateReview): string | null {
  const note = (review.note ?? '').trim()
  if (review.decision === 'reject' && note === '') throw fieldError('note', '请填写未通过的原因')
  if ([...note].length > CERTIFICATE_LIMITS.noteMax) throw fieldError('note', `审核说明最多${CERTIFICATE_LIMITS.noteMax}个字`)
  return note === '' ? null : note
}

function toCertificate(row: CertificateRow, entries: Map<number, EducationEntry>, apiPrefix: string): Certificate {
  return {
    id: row.id,
    kind: row.kind as CertificateKind,
    education: row.educationEntryId === null ? null : (entries.get(row.educationEntryId) ?? null),
    title: row.title,
    images: row.imageKeys.map((key) => imageOf(key, apiPrefix)),
    status: row.status as CertificateStatus,
    review_note: row.reviewNote,
    reviewed_at: row.reviewedAt ? row.reviewedAt.toISOString() : null,
    created_at: row.createdAt.toISOString()
  }
}

/** The entries the rows name, in one query. */
async function entriesOf(db: Conn, rows: readonly CertificateRow[]): Promise<Map<number, EducationEntry>> {
  const ids = [...new Set(rows.map((r) => r.educationEntryId).filter((id): id is number => id !== null))]
  if (ids.length === 0) return new Map()
  const found = await db.select().from(educationEntries).where(inArray(educationEntries.id, ids))
  return new Map(found.map((r) => [r.id, toEducationEntry(r)]))
}

async function answersOf(db: Conn, rows: readonly CertificateRow[], apiPrefix: string): Promise<Certificate[]> {
  const entries = await entriesOf(db, rows)
  return rows.map((row) => toCertificate(row, entries, apiPrefix))
}

const own = (userId: number, id: number) => and(eq(certificates.id, id), eq(certificates.userId, userId))

async function ownRow(db: Conn, userId: number, id: number): Promise<CertificateRow> {
  const [row] = await db.select().from(certificates).where(own(userId, id))
  if (!row) throw certificateMissing()
  return row
}

/** Mine, newest first. */
export async function certificatePage(db: Db, apiPrefix: string, userId: number, query: Partial<PageQuery>): Promise<{ count: number; results: Certificate[] }> {
  const where = eq(certificates.userId, userId)
  const { count: n, rows } = await countedPage(query, db.select({ n: count() }).from(certificates).where(where), (window) =>
    db.select().from(certificates).where(where).orderBy(desc(certificates.id)).limit(window.limit).offset(window.offset)
  )
  return { count: n, results: await answersOf(db, rows, apiPrefix) }
}

export async function certificateDetail(db: Db, apiPrefix: string, userId: number, id: number): Promise<Certificate> {
  const [answer] = await answersOf(db, [await ownRow(db, userId, id)], apiPrefix)
  return answer
}

/** Sends a certificate for review (201); 409 while one of its kind is pending. */
export async function submitCertificate(db: Db, apiPrefix: string, userId: number, input: CertificateInput, now: number): Promise<Certificate> {
  const title = checkedTitle(input.title)
  if (input.images.length === 0) throw fieldError('images', '请上传证书图片')
  const row = await db.transaction(async (tx) => {
    await lockOwner(tx, userId)
    const imageKeys = await checkOwnImages(tx, userId, input.images)
    const entryId = input.education_entry_id ?? null
    if (entryId !== null) {
      const [entry] = await tx
        .select({ id: educationEntries.id })
        .from(educationEntries)
        .where(and(eq(educationEntries.id, entryId), eq(educationEntries.userId, userId)))
      if (!entry) throw fieldError('education_entry_id', '教育经历不存在，请重新选择')
    }
    const [pending] = await tx
      .select({ id: certificates.id })
      .from(certificates)
      .where(and(eq(certificates.userId, userId), eq(certificates.kind, input.kind), eq(certificates.status, 'pending')))
      .limit(1)
    if (pending) throw new ApiError(409, 'business_rule', `你已有审核中的${CERTIFICATE_KIND_LABELS[input.kind]}，请等待审核结果`)
    const [created] = await tx
      .insert(certificates)
      .values({ userId, kind: input.kind, educationEntryId: entryId, title, imageKeys, createdAt: new Date(now) })
      .returning()
    return created
  })
  const [answer] = await answersOf(db, [row], apiPrefix)
  return answer
}

/** Withdraws a pending certificate (its row goes); 409 once reviewed. */
export async function withdrawCertificate(db: Db, userId: number, id: number): Promise<void> {
  const gone = await db
    .delete(certificates)
    .where(and(own(userId, id), eq(certificates.status, 'pending')))
    .returning({ id: certificates.id })
  if (gone.length > 0) return
  await ownRow(db, userId, id)
  throw new ApiError(409, 'business_rule', '该认证已审核，不能撤回')
}

/** An entry's verification from the certificates naming it, newest first: the approved one, else the newest. */
export function verificationOf(entry: EducationEntry, newestFirst: readonly Pick<CertificateRow, 'id' | 'status' | 'reviewNote'>[]): EducationVerification {
  const deciding = newestFirst.find((c) => c.status === 'approved') ?? newestFirst[0]
  if (!deciding) return { entry, state: 'none', certificate_id: null, review_note: null }
  return { entry, state: deciding.status as CertificateStatus, certificate_id: deciding.id, review_note: deciding.reviewNote }
}

/** My education entries with their verification, and each kind's latest certificate. */
export async function certificateOverview(db: Db, apiPrefix: string, userId: number): Promise<CertificateOverview> {
  const [entries, rows] = await Promise.all([
    educationOf(db, userId),
    db.select().from(certificates).where(eq(certificates.userId, userId)).orderBy(desc(certificates.id))
  ])
  const byEntry = new Map<number, CertificateRow[]>()
  for (const row of rows) if (row.educationEntryId !== null) byEntry.set(row.educationEntryId, [...(byEntry.get(row.educationEntryId) ?? []), row])
  const byId = new Map(entries.map((e) => [e.id, e]))
  const latest = (kind: CertificateKind) => rows.find((r) => r.kind === kind)
  return {
    education: entries.map((entry) => verificationOf(entry, byEntry.get(entry.id) ?? [])),
    kinds: CERTIFICATE_KINDS.map((kind) => {
      const row = latest(kind)
      return { kind, latest: row ? toCertificate(row, byId, apiPrefix) : null }
    })
  }
}

/** Deletes one of my education entries; 409 while a certificate of it is pending. */
export async function deleteEducation(db: Db, userId: number, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    await lockOwner(tx, userId)
    const [entry] = await tx
      .select({ id: educationEntries.id })
      .from(educationEntries)
      .where(and(eq(educationEntries.id, id), eq(educationEntries.userId, userId)))
    if (!entry) throw entryMissing()
    const [pending] = await tx
      .select({ id: certificates.id })
      .from(certificates)
      .where(and(eq(certificates.educationEntryId, id), eq(certificates.status, 'pending')))
      .limit(1)
    if (pending) throw new ApiError(409, 'business_rule', '这条教育经历的认证正在审核中，请先撤回认证')
    await tx.delete(educationEntries).where(eq(educationEntries.id, id))
  })
}

/** Staff: certificates of a status (pending by default): the pending ones first in, first out; the reviewed newest first. */
export async function staffCertificatePage(db: Db, apiPrefix: string, query: StaffCertificateQuery): Promise<{ count: number; results: StaffCertificate[] }> {
  const status = query.status ?? 'pending'
  const where = eq(certificates.status, status)
  const { count: n, rows } = await countedPage(query, db.select({ n: count() }).from(certificates).where(where), (window) =>
    db
      .select()
      .from(certificates)
      .where(where)
      .orderBy(status === 'pending' ? asc(certificates.id) : desc(certificates.id))
      .limit(window.limit)
      .offset(window.offset)
  )
  return { count: n, results: await staffAnswers(db, rows, apiPrefix) }
}

async function staffAnswers(db: Conn, rows: readonly CertificateRow[], apiPrefix: string): Promise<StaffCertificate[]> {
  const userIds = [...new Set(rows.map((r) => r.userId))]
  const [answers, people] = await Promise.all([
    answersOf(db, rows, apiPrefix),
    userIds.length === 0 ? [] : db.select({ id: users.id, username: users.username }).from(users).where(inArray(users.id, userIds))
  ])
  const names = new Map(people.map((p) => [p.id, p.username]))
  return answers.map((answer, i) => ({ ...answer, user: { user_id: rows[i].userId, username: names.get(rows[i].userId) ?? '' } }))
}

/** 你的学历认证「…」已通过审核 / 未通过审核：<note> */
export function reviewNoticeText(kind: CertificateKind, title: string, approved: boolean, note: string | null): string {
  const head = `你的${CERTIFICATE_KIND_LABELS[kind]}「${quoteOf(title)}」`
  if (approved) return `${head}已通过审核`
  return `${head}未通过审核：${note ?? ''}`
}

/** Staff decide once: the certificate, the user's message and (approved) the medal in one transaction. */
export async function reviewCertificate(db: Db, apiPrefix: string, staffId: number, id: number, review: CertificateReview, now: number): Promise<StaffCertificate> {
  const note = checkedNote(review)
  const approved = review.decision === 'approve'
  const row = await db.transaction(async (tx) => {
    const [decided] = await tx
      .update(certificates)
      .set({ status: approved ? 'approved' : 'rejected', reviewNote: note, reviewedBy: staffId, reviewedAt: new Date(now) })
      .where(and(eq(certificates.id, id), eq(certificates.status, 'pending')))
      .returning()
    if (!decided) {
      const [exists] = await tx.select({ id: certificates.id }).from(certificates).where(eq(certificates.id, id))
      throw exists ? alreadyReviewed() : certificateMissing()
    }
    const kind = decided.kind as CertificateKind
    await notify(tx, { userId: decided.userId, type: 'system', actorId: null, text: reviewNoticeText(kind, decided.title, approved, note), now })
    if (approved) await grantMedal(tx, decided.userId, CERTIFICATE_MEDAL[kind], now)
    return decided
  })
  const [answer] = await staffAnswers(db, [row], apiPrefix)
  return answer
}
