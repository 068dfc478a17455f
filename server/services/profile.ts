/**
 * What users change on their own account (docs/accounts.md, field rules): gaokao and profile
 * fields, nickname, avatar, education and the identity switch. Each acts on one user id, the
 * caller's; rules the schema cannot say are checked here with the app's Chinese messages.
 */
import { count, eq, inArray, max } from 'drizzle-orm'
import { EDUCATION_MAX, type EducationBody, type EducationEntry, type EducationInput, type Grade, type UpdateUserBody } from '../../types/user'
import { hasControlCharacter } from '../../core/cloudFiles'
import { subjectsProblem } from '../../core/gaokaoInfo'
import { identityOf } from '../../core/identity'
import type { Db } from '../db/open'
import { educationEntries, users } from '../db/schema'
import { ApiError, fieldError } from '../errors'
import { ownImage } from './files'
import { findById, orderSubjects, toEducationEntry } from './users'

/** Changing any of these stamps enroll_update_time_stamp. */
const GAOKAO_FIELDS = ['province', 'apply_year', 'liberal_science', 'subjects', 'score', 'rank'] as const

/**
 * 400 when the subjects and province the save leaves (the body's, else the stored ones) do not fit
 * (core/gaokaoInfo.ts subjectsProblem: 技术 outside 浙江). Checked whenever either changes, so a
 * province change under a stored 技术 is refused rather than leaving an invalid choice behind.
 */
async function checkSubjectsFit(db: Db, userId: number, body: UpdateUserBody): Promise<void> {
  if (body.province === undefined && body.subjects === undefined) return
  const row = await findById(db, userId)
  const problem = subjectsProblem(body.province === undefined ? (row?.province ?? null) : body.province, body.subjects ?? row?.subjects ?? [])
  if (problem) throw fieldError('subjects', problem)
}

/** Saves the fields present in `body` (null clears a nullable one); `now` in ms. */
export async function updateProfile(db: Db, userId: number, body: UpdateUserBody, now: number): Promise<void> {
  await checkSubjectsFit(db, userId, body)
  const set: Partial<typeof users.$inferInsert> = {}
  if (body.province !== undefined) set.province = body.province
  if (body.apply_year !== undefined) set.applyYear = body.apply_year
  if (body.liberal_science !== undefined) set.liberalScience = body.liberal_science
  if (body.subjects !== undefined) set.subjects = orderSubjects(body.subjects)
  if (body.score !== undefined) set.score = body.score
  if (body.rank !== undefined) set.rank = body.rank
  if (body.role !== undefined) set.role = body.role
  if (body.grade !== undefined) set.grade = body.grade
  if (body.customTheme !== undefined) set.customTheme = body.customTheme
  if (GAOKAO_FIELDS.some((k) => k in body)) set.enrollUpdateAt = now
  if (Object.keys(set).length > 0) await db.update(users).set(set).where(eq(users.id, userId))
}

/** C0 and C1 controls (\p{Cc}), zero-width and bidi formatting characters, the BOM. */
const CONTROL_CHARS = /[\p{Cc}\u200b-\u200f\u2028-\u202e\u2066-\u2069\ufeff]/u

/** Trimmed, 1-20 code points, no control or invisible formatting characters. */
export async function setNickname(db: Db, userId: number, nickname: string): Promise<void> {
  const username = nickname.trim()
  const length = [...username].length
  if (length < 1) throw fieldError('username', '昵称不能为空')
  if (length > 20) throw fieldError('username', '昵称不能超过 20 个字符')
  if (CONTROL_CHARS.test(username)) throw fieldError('username', '昵称不能包含控制字符')
  await db.update(users).set({ username }).where(eq(users.id, userId))
}

/** The avatar becomes a finished image upload of the user's own. */
export async function setAvatar(db: Db, userId: number, key: string): Promise<void> {
  const file = await ownImage(db, userId, key)
  await db.update(users).set({ avatarKey: file.key }).where(eq(users.id, userId))
}

/** 400 naming the field of an entry that breaks a rule the schema cannot say; `at` prefixes the field ('education_experience.0.'). */
export function checkEducation(entry: EducationInput, at = ''): void {
  const school = entry.school.trim()
  if (school === '') throw fieldError(`${at}school`, '学校名称不能为空')
  if (hasControlCharacter(school)) throw fieldError(`${at}school`, '学校名称不能包含换行等特殊字符')
  if (entry.end_year != null && entry.end_year < entry.start_year) throw fieldError(`${at}end_year`, '结束年份不能早于开始年份')
}

/** The columns of an entry as sent. */
const entryColumns = (e: EducationInput) => ({ school: e.school.trim(), stage: e.stage, startYear: e.start_year, endYear: e.end_year ?? null })

/**
 * Replaces the education list, in the order given. An entry sent unchanged keeps its row (only its
 * place moves), so a certificate that verifies it (personal centre) stays with it; a changed or
 * missing entry's row goes, and with it that verification.
 */
export async function replaceEducation(db: Db, userId: number, entries: EducationBody['education_experience']): Promise<void> {
  entries.forEach((entry, i) => checkEducation(entry, `education_experience.${i}.`))
  await db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update')
    const unused = await tx.select().from(educationEntries).where(eq(educationEntries.userId, userId))
    for (const [position, entry] of entries.entries()) {
      const columns = entryColumns(entry)
      const same = unused.findIndex((r) => r.school === columns.school && r.stage === columns.stage && r.startYear === columns.startYear && r.endYear === columns.endYear)
      if (same >= 0) {
        const [row] = unused.splice(same, 1)
        await tx.update(educationEntries).set({ position }).where(eq(educationEntries.id, row.id))
      } else {
        await tx.insert(educationEntries).values({ userId, position, ...columns })
      }
    }
    if (unused.length > 0)
      await tx.delete(educationEntries).where(
        inArray(
          educationEntries.id,
          unused.map((r) => r.id)
        )
      )
  })
}

/** Adds one entry after the others (the personal centre's 添加教育经历); 422 beyond EDUCATION_MAX. */
export async function addEducation(db: Db, userId: number, entry: EducationInput): Promise<EducationEntry> {
  checkEducation(entry)
  return db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update')
    const [{ n, last }] = await tx
      .select({ n: count(), last: max(educationEntries.position) })
      .from(educationEntries)
      .where(eq(educationEntries.userId, userId))
    if (n >= EDUCATION_MAX) throw new ApiError(422, 'business_rule', `最多添加 ${EDUCATION_MAX} 条教育经历`)
    const [row] = await tx
      .insert(educationEntries)
      .values({ userId, position: (last ?? -1) + 1, ...entryColumns(entry) })
      .returning()
    return toEducationEntry(row)
  })
}

/** Switching identity is choosing a grade of the other kind (422 for a grade of the current one). */
export async function switchIdentity(db: Db, userId: number, grade: Grade): Promise<void> {
  const row = await findById(db, userId)
  if (!row) throw new ApiError(401, 'token_not_valid', '登录已失效，请重新登录')
  const target = identityOf(grade)
  if (target === identityOf(row.grade)) {
    const name = target === 'college' ? '大学生' : '高中生'
    throw new ApiError(422, 'business_rule', `当前已是${name}身份，请选择${target === 'college' ? '高中' : '大学或研究生'}年级以切换身份`)
  }
  await db.update(users).set({ grade }).where(eq(users.id, userId))
}
