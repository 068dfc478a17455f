/**
 * The saved application forms (getApplicationForm, save, delete; issue 6): one user's forms,
 * checked by the rules beyond the schema (name, the province's tracks and apply mode, the slot
 * order) and kept to MAX_FORMS per user.
 */
import { and, count, desc, eq } from 'drizzle-orm'
import { FORM_NAME_MAX, MAX_FORMS, type ApplicationForm, type ApplicationFormBody, type SavedEntry } from '../../types/application'
import type { ApplyMode } from '../../types/edu'
import type { Track } from '../../types/gaokao'
import { syncOrder } from '../../core/applicationForm'
import { applyModeFor, factsOf, tracksFor } from '../../core/provinceFacts'
import type { Db } from '../db/open'
import { applicationForms, users } from '../db/schema'
import { ApiError, fieldError } from '../errors'

// eslint-disable-next-line no-control-regex -- control characters are exactly what a form name must not hold
const CONTROL_CHARS = /[\u0000-\u001f\u007f-\u009f\u200b-\u200f\u2028-\u202e\u2066-\u2069\ufeff]/

type FormRow = typeof applicationForms.$inferSelect
const toForm = (r: FormRow): ApplicationForm => ({
  id: r.id,
  name: r.name,
  province: r.province,
  year: r.year,
  mode: r.mode as ApplyMode,
  track: r.track as Track,
  entries: r.entries,
  order: r.slotOrder,
  created_at: r.createdAt.toISOString(),
  updated_at: r.updatedAt.toISOString()
})

const formMissing = () => new ApiError(404, 'not_found', '找不到该志愿表')

/** The user's forms, newest updated first. */
export async function listForms(db: Db, userId: number): Promise<ApplicationForm[]> {
  const rows = await db.select().from(applicationForms).where(eq(applicationForms.userId, userId)).orderBy(desc(applicationForms.updatedAt), desc(applicationForms.id))
  return rows.map(toForm)
}

/** The form's stored values after the rules beyond the schema; order normalised by syncOrder. */
function checkedForm(body: ApplicationFormBody) {
  const name = body.name.trim()
  const length = [...name].length
  if (length < 1) throw fieldError('name', '志愿表名称不能为空')
  if (length > FORM_NAME_MAX) throw fieldError('name', `志愿表名称不能超过 ${FORM_NAME_MAX} 个字符`)
  if (CONTROL_CHARS.test(name)) throw fieldError('name', '志愿表名称不能包含控制字符')
  const planYear = factsOf(body.province)!.plan_year
  const tracks = new Set([...tracksFor(body.province, body.year), ...tracksFor(body.province, planYear)])
  if (!tracks.has(body.track)) throw fieldError('track', `${body.province} ${body.year} 年的科类应为：${[...tracks].join('、')}`)
  const modes = new Set([applyModeFor(body.province, body.year), applyModeFor(body.province, planYear)])
  if (!modes.has(body.mode)) throw fieldError('mode', `${body.province} ${body.year} 年的志愿模式不是 ${body.mode}`)
  const entries: SavedEntry[] = body.entries.map((e) => ({
    id: e.id,
    school_id: e.school_id,
    profession_group_code: e.profession_group_code,
    institution_name: e.institution_name,
    major_name: e.major_name,
    band: e.band,
    probability: e.probability,
    ...(e.subject_requirement !== undefined ? { subject_requirement: e.subject_requirement } : {})
  }))
  // Keys no entry holds are dropped, slots missing from the order are appended (core/applicationForm.ts syncOrder).
  const slotOrder = syncOrder(body.mode, entries, body.order)
  return { name, province: body.province, year: body.year, mode: body.mode, track: body.track, entries, slotOrder }
}

/** Updates the user's form `body.id` (404 when not theirs), or creates one within MAX_FORMS (422). */
export async function saveForm(db: Db, userId: number, body: ApplicationFormBody, now: number): Promise<ApplicationForm> {
  const values = checkedForm(body)
  const at = new Date(now)
  if (body.id !== undefined) {
    const [row] = await db
      .update(applicationForms)
      .set({ ...values, updatedAt: at })
      .where(and(eq(applicationForms.id, body.id), eq(applicationForms.userId, userId)))
      .returning()
    if (!row) throw formMissing()
    return toForm(row)
  }
  const row = await db.transaction(async (tx) => {
    // Serialises one user's saves so two concurrent creations cannot both pass the count.
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update')
    const [{ n }] = await tx.select({ n: count() }).from(applicationForms).where(eq(applicationForms.userId, userId))
    if (n >= MAX_FORMS) throw new ApiError(422, 'business_rule', `最多保存 ${MAX_FORMS} 份志愿表，请先删除不需要的志愿表`)
    const [inserted] = await tx
      .insert(applicationForms)
      .values({ userId, ...values, createdAt: at, updatedAt: at })
      .returning()
    return inserted
  })
  return toForm(row)
}

/** Deletes the user's form `id`; 404 when there is none. */
export async function deleteForm(db: Db, userId: number, id: number): Promise<void> {
  const [gone] = await db
    .delete(applicationForms)
    .where(and(eq(applicationForms.id, id), eq(applicationForms.userId, userId)))
    .returning({ id: applicationForms.id })
  if (!gone) throw formMissing()
}
