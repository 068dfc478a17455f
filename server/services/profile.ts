/**
 * What users change on their own account (docs/accounts.md, field rules): gaokao and profile
 * fields, nickname, avatar, education and the identity switch. Each acts on one user id, the
 * caller's; rules the schema cannot say are checked here with the app's Chinese messages.
 */
import { eq } from 'drizzle-orm'
import type { EducationBody, Grade, UpdateUserBody } from '../../types/user'
import { identityOf } from '../../core/identity'
import type { Db } from '../db/open'
import { educationEntries, users } from '../db/schema'
import { ApiError, fieldError } from '../errors'
import { ownImage } from './files'
import { findById, orderSubjects } from './users'

/** Changing any of these stamps enroll_update_time_stamp. */
const GAOKAO_FIELDS = ['province', 'apply_year', 'liberal_science', 'subjects', 'score', 'rank'] as const

/** Saves the fields present in `body` (null clears a nullable one); `now` in ms. */
export async function updateProfile(db: Db, userId: number, body: UpdateUserBody, now: number): Promise<void> {
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

/** Replaces the education list, in the order given. */
export async function replaceEducation(db: Db, userId: number, entries: EducationBody['education_experience']): Promise<void> {
  entries.forEach((entry, i) => {
    if (entry.school.trim() === '') throw fieldError(`education_experience.${i}.school`, '学校名称不能为空')
    if (entry.end_year != null && entry.end_year < entry.start_year) throw fieldError(`education_experience.${i}.end_year`, '结束年份不能早于开始年份')
  })
  await db.transaction(async (tx) => {
    await tx.delete(educationEntries).where(eq(educationEntries.userId, userId))
    if (entries.length > 0) {
      await tx
        .insert(educationEntries)
        .values(entries.map((e, position) => ({ userId, position, school: e.school.trim(), stage: e.stage, startYear: e.start_year, endYear: e.end_year ?? null })))
    }
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
