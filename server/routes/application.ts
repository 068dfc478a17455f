/**
 * The application routes (填志愿, issue 6; types/application.ts):
 *
 *   POST indexStat   IndexStatBody → IndexStat                 login optional
 *   GET  recommend   RecommendQuery → RecommendResponse         login
 *   POST aiFill      AiFillBody → AiFillResponse                login (non-VIP: masked preview)
 *   GET  forms       → ApplicationForm[] (newest updated first) login, own forms only
 *   POST formSave    ApplicationFormBody → ApplicationForm      login; create, or update by id
 *   POST formDelete  { id } → { detail }                        login
 *   GET  invite list Paginated<InvitedUser> (newest first)      login
 *   POST invite bind { code } → { detail }                      login
 *
 * Every input is checked by its JSON schema (400 validation_error with Chinese field messages),
 * then by the rules here. Gaokao info fields are not required by the schema: incomplete info
 * (lib/gaokaoInfo.ts checkGaokaoInfo; the app sends apply_year 0, score -1, rank 0 for unset
 * values), an unknown province or no track answers 400 BAD_PARAMS '请先完善高考信息' with the
 * missing fields named. Who sees what: lib/permissions.ts accessTo, VIP from users.ts isVip.
 * Decisions: docs/recommendation.md, "Recommendation API".
 */
import { and, count, desc, eq, isNull, sql } from 'drizzle-orm'
import type { FastifyPluginAsync } from 'fastify'
import type { Paginated } from '../../types/api'
import {
  APPLICATION_PATHS,
  BANDS,
  INVITE_PATHS,
  FORM_NAME_MAX,
  MAX_FORM_ENTRIES,
  MAX_FORMS,
  RECOMMEND_PREVIEW_LIMIT,
  type AdmissionBand,
  type AiFillBody,
  type AiFillResponse,
  type ApplicationForm,
  type ApplicationFormBody,
  type FormDeleteBody,
  type GaokaoInfoQuery,
  type IndexStat,
  type IndexStatBody,
  type InvitedUser,
  type InviteBindBody,
  type RecommendQuery,
  type RecommendResponse,
  type SavedEntry
} from '../../types/application'
import type { ApplyMode } from '../../types/edu'
import { TRACKS, type Track } from '../../types/gaokao'
import { SUBJECTS, type LiberalScience } from '../../types/user'
import { aiFill, maskChoices } from '../domain/aiFill'
import { syncOrder } from '../../core/applicationForm'
import { accessTo } from '../../core/permissions'
import { CATEGORIES, testCategories } from '../../core/personalityMajors'
import { applyModeFor, factsOf, tracksFor } from '../../core/provinceFacts'
import { applicationForms, users } from '../db/schema'
import { ApiError } from '../errors'
import { DEFAULT_PAGE_SIZE, pageQueryProperties, pageWindow, paginate, paginatedSchema, type PageQuery } from '../lib/paginate'
import { noQuery, obj, rel } from '../lib/schemas'
import { PROVINCES } from '../services/provinces'
import { filterUnits, indexStat, resolveContext, scoreProvince, type InfoInput } from '../services/recommend'
import { avatarUrlOf, findById, isVip } from '../services/users'
import { sourceSchema } from './gaokao'
import { noBodyIsEmpty } from './user-schemas'
import { fieldError } from './user-auth'
import { latestInterestCode } from './personalityTests'

/* ---------- limits ---------- */

export const RECOMMEND_MAX_PAGE_SIZE = 50
/** An account may bind an inviter within this long of its creation. */
export const INVITE_BIND_WINDOW_MS = 7 * 24 * 3_600_000

const APPLY_MODES: readonly ApplyMode[] = ['normal', 'group', 'category']
const CONTROL_CHARS = /[\u0000-\u001f\u007f-\u009f\u200b-\u200f\u2028-\u202e\u2066-\u2069\ufeff]/

/* ---------- request schemas ---------- */

const infoBodyProperties = {
  province: { type: ['string', 'null'], maxLength: 20 },
  apply_year: { type: ['integer', 'null'], minimum: 0, maximum: 2100 },
  liberal_science: { anyOf: [{ type: 'null' }, { type: 'string', enum: ['文科', '理科', ''] }] },
  subjects: { type: 'array', maxItems: 6, items: { type: 'string', enum: [...SUBJECTS] } },
  score: { type: ['number', 'null'], minimum: -1, maximum: 900 },
  rank: { type: ['integer', 'null'], minimum: 0, maximum: 10_000_000 }
}
const infoQueryProperties = {
  province: { type: 'string', maxLength: 20 },
  apply_year: { type: 'integer', minimum: 0, maximum: 2100 },
  liberal_science: { type: 'string', enum: ['文科', '理科', ''] },
  subjects: { type: 'string', maxLength: 40 },
  score: { type: 'number', minimum: -1, maximum: 900 },
  rank: { type: 'integer', minimum: 0, maximum: 10_000_000 }
}
const percent = { type: 'integer', minimum: 0, maximum: 100 }
const aiFillBodySchema = obj(
  {
    ...infoBodyProperties,
    ratio: obj({ rush: percent, stable: percent, safe: percent }),
    regions: { type: 'array', maxItems: PROVINCES.length, uniqueItems: true, items: { type: 'string', enum: [...PROVINCES] } },
    categories: { type: 'array', maxItems: CATEGORIES.length, uniqueItems: true, items: { type: 'string', enum: [...CATEGORIES] } }
  },
  ['ratio']
)
const id = { type: 'integer', minimum: 1, maximum: Number.MAX_SAFE_INTEGER }
const savedEntrySchema = obj({
  id,
  school_id: id,
  profession_group_code: { type: 'string', maxLength: 20 },
  institution_name: { type: 'string', maxLength: 60 },
  major_name: { type: 'string', maxLength: 60 },
  band: { type: 'string', enum: [...BANDS, 'unknown'] },
  probability: { type: ['number', 'null'], minimum: 0, maximum: 1 },
  subject_requirement: { type: 'string', maxLength: 60 }
}, ['id', 'school_id', 'profession_group_code', 'institution_name', 'major_name', 'band', 'probability'])
const formFields = {
  name: { type: 'string', maxLength: 100 },
  province: { type: 'string', enum: [...PROVINCES] },
  year: { type: 'integer', minimum: 2000, maximum: 2100 },
  mode: { type: 'string', enum: [...APPLY_MODES] },
  track: { type: 'string', enum: [...TRACKS] },
  entries: { type: 'array', maxItems: MAX_FORM_ENTRIES, items: savedEntrySchema },
  order: { type: 'array', maxItems: MAX_FORM_ENTRIES, items: { type: 'string', maxLength: 40 } }
}
const formBodySchema = obj({ id, ...formFields }, Object.keys(formFields))

/* ---------- response schemas ---------- */

const int = { type: 'integer' }
const str = { type: 'string' }
const num = { type: 'number' }
const nullable = (type: string) => ({ type: [type, 'null'] })
const bandCounts = obj({ difficult: int, rush: int, stable: int, safe: int })
const indexStatSchema = obj({
  province: str,
  year: int,
  track: str,
  rank: int,
  score: num,
  mode: str,
  slots: int,
  plan_year: int,
  units_from: str,
  line_years: { type: 'array', items: int },
  counts: bandCounts,
  unknown: int,
  source: sourceSchema
})
const explanationSchema = obj({
  past: { type: 'array', items: obj({ year: int, min_rank: int, equivalent_rank: int }) },
  rank: int,
  expected_rank: nullable('integer'),
  spread: nullable('number'),
  probability: nullable('number'),
  band: str,
  risk: str
})
const unitMajorSchema = obj({
  id: int,
  major_code: str,
  major_name: str,
  group_code: str,
  plan_count: int,
  subject_requirement: str,
  eligible: { type: 'boolean' },
  tuition: nullable('integer'),
  duration: nullable('integer')
})
const unitSchema = obj({
  key: str,
  institution_id: int,
  institution_name: str,
  institution_province: str,
  city: str,
  level: str,
  tags: { type: 'array', items: str },
  group_code: str,
  major_code: str,
  major_name: str,
  plan_count: int,
  majors: { type: 'array', items: unitMajorSchema },
  explanation: explanationSchema
})
const recommendSchema = obj({ stat: indexStatSchema, band: str, count: int, page: int, page_size: int, results: { type: 'array', items: unitSchema }, locked: int, test_categories: { type: 'array', items: str } })
const fillCounts = obj({ rush: int, stable: int, safe: int })
const aiFillSchema = obj({
  stat: indexStatSchema,
  unlocked: { type: 'boolean' },
  ratio: fillCounts,
  filled: fillCounts,
  choices: { type: 'array', items: obj({ unit: unitSchema, major_ids: { type: 'array', items: int }, reason: str }) },
  preferences: { type: 'array', items: str }
})
const formSchema = obj({
  id: int,
  name: str,
  province: str,
  year: int,
  mode: str,
  track: str,
  entries: {
    type: 'array',
    items: obj({ id: int, school_id: int, profession_group_code: str, institution_name: str, major_name: str, band: str, probability: nullable('number'), subject_requirement: str }, [])
  },
  order: { type: 'array', items: str },
  created_at: str,
  updated_at: str
})
const detailSchema = obj({ detail: str })
const invitedSchema = obj({ user_id: int, username: str, avatarUrl: str, invited_at: str })

/* ---------- helpers ---------- */

type InfoBody = Omit<InfoInput, 'liberal_science'> & { liberal_science?: LiberalScience | '' | null }

function infoOfBody(body: InfoBody): InfoInput {
  const { province, apply_year, subjects, score, rank } = body
  return { province, apply_year, subjects, score, rank, liberal_science: body.liberal_science || null }
}

/** Splits a comma-separated list ('a,b' or 'a，b'), blanks dropped. */
const list = (text: string | undefined) => (text ?? '').split(/[,，]/).map((s) => s.trim()).filter(Boolean)

function infoOfQuery(query: Partial<GaokaoInfoQuery> & { liberal_science?: LiberalScience | '' }): InfoInput {
  const subjects = list(query.subjects)
  const unknown = subjects.find((s) => !(SUBJECTS as readonly string[]).includes(s))
  if (unknown !== undefined) throw fieldError('subjects', `选考科目应为：${SUBJECTS.join('、')}，多个用逗号分隔`)
  return { province: query.province, apply_year: query.apply_year, liberal_science: query.liberal_science || null, subjects, score: query.score, rank: query.rank }
}

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

export const applicationRoutes: FastifyPluginAsync = async (api) => {
  const database = api.database
  const db = database.db
  const auth = { preHandler: api.authenticate }
  const me = (request: { user: { id: number } | null }) => request.user!.id
  const now = () => api.accounts.clock()

  /** The caller's row and VIP state (users.ts isVip: vip_date_end > now). */
  async function viewer(userId: number) {
    const row = await findById(db, userId)
    if (!row) throw new ApiError(401, 'token_not_valid', '登录已失效，请重新登录')
    return { row, vip: isVip(row, now()) }
  }

  /* ---------- index statistics, recommendations, AI filling ---------- */

  api.post<{ Body: IndexStatBody }>(
    rel(APPLICATION_PATHS.indexStat),
    { preValidation: noBodyIsEmpty, schema: { querystring: noQuery, body: obj({ ...infoBodyProperties, is_index_stat: { type: 'boolean' } }, []), response: { 200: indexStatSchema } } },
    async (request): Promise<IndexStat> => {
      const body = request.body as IndexStatBody & InfoBody
      const ctx = await resolveContext(database, infoOfBody(body))
      return indexStat(ctx, await scoreProvince(database, ctx), body.is_index_stat === true)
    }
  )

  api.get<{ Querystring: RecommendQuery & { page: number; page_size: number; liberal_science?: LiberalScience | '' } }>(
    rel(APPLICATION_PATHS.recommend),
    {
      ...auth,
      schema: {
        querystring: obj(
          {
            ...infoQueryProperties,
            band: { type: 'string', enum: [...BANDS] },
            page: pageQueryProperties.page,
            page_size: { type: 'integer', minimum: 1, maximum: RECOMMEND_MAX_PAGE_SIZE, default: DEFAULT_PAGE_SIZE },
            q: { type: 'string', maxLength: 30 },
            regions: { type: 'string', maxLength: 200 },
            major: { type: 'string', maxLength: 30 }
          },
          ['band']
        ),
        response: { 200: recommendSchema }
      }
    },
    async (request): Promise<RecommendResponse> => {
      const query = request.query
      const regions = list(query.regions)
      if (regions.some((r) => !(PROVINCES as readonly string[]).includes(r))) throw fieldError('regions', '地区应为省份名称（如 江苏），多个用逗号分隔')
      const info = infoOfQuery(query)
      const { row, vip } = await viewer(me(request))
      const ctx = await resolveContext(database, info)
      const scored = await scoreProvince(database, ctx)
      const band: AdmissionBand = query.band
      const units = filterUnits(scored.bands[band], { q: query.q, regions, major: query.major })
      // Permission v1 'recommendation': a non-VIP sees the first RECOMMEND_PREVIEW_LIMIT of the band.
      const visible = accessTo('recommendation', { loggedIn: true, vip }) === 'full' ? units.length : Math.min(units.length, RECOMMEND_PREVIEW_LIMIT)
      const { limit, offset } = pageWindow(query)
      return {
        stat: indexStat(ctx, scored, true),
        band,
        count: visible,
        page: query.page,
        page_size: query.page_size,
        results: offset < visible ? units.slice(offset, Math.min(offset + limit, visible)) : [],
        locked: units.length - visible,
        test_categories: testCategories(row.mbtiResult, await latestInterestCode(database, me(request)))
      }
    }
  )

  api.post<{ Body: AiFillBody }>(
    rel(APPLICATION_PATHS.aiFill),
    { ...auth, schema: { querystring: noQuery, body: aiFillBodySchema, response: { 200: aiFillSchema } } },
    async (request): Promise<AiFillResponse> => {
      const body = request.body as AiFillBody & InfoBody
      const { rush, stable, safe } = body.ratio
      if (rush + stable + safe !== 100) throw fieldError('ratio', `冲、稳、保的比例之和应为 100（现为 ${rush + stable + safe}）`)
      const { row, vip } = await viewer(me(request))
      const ctx = await resolveContext(database, infoOfBody(body))
      const scored = await scoreProvince(database, ctx)
      const plan = aiFill([...scored.bands.rush, ...scored.bands.stable, ...scored.bands.safe], {
        slots: ctx.slots,
        ratio: body.ratio,
        regions: body.regions,
        categories: body.categories,
        mbti: row.mbtiResult,
        interest: await latestInterestCode(database, me(request))
      })
      // Permission v1 'aiVolunteerFilling': only a VIP gets the names; the rest a masked preview.
      const unlocked = accessTo('aiVolunteerFilling', { loggedIn: true, vip }) === 'full'
      return {
        stat: indexStat(ctx, scored, true),
        unlocked,
        ratio: { rush, stable, safe },
        filled: plan.filled,
        choices: unlocked ? plan.choices : maskChoices(plan.choices),
        preferences: plan.preferences
      }
    }
  )

  /* ---------- saved forms ---------- */

  const formMissing = () => new ApiError(404, 'not_found', '找不到该志愿表')

  api.get(
    rel(APPLICATION_PATHS.forms),
    { ...auth, schema: { querystring: noQuery, response: { 200: { type: 'array', items: formSchema } } } },
    async (request): Promise<ApplicationForm[]> => {
      const rows = await db.select().from(applicationForms).where(eq(applicationForms.userId, me(request))).orderBy(desc(applicationForms.updatedAt), desc(applicationForms.id))
      return rows.map(toForm)
    }
  )

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
    // Keys no entry holds are dropped, slots missing from the order are appended (lib/applicationForm.ts syncOrder).
    const slotOrder = syncOrder(body.mode, entries, body.order)
    return { name, province: body.province, year: body.year, mode: body.mode, track: body.track, entries, slotOrder }
  }

  api.post<{ Body: ApplicationFormBody }>(
    rel(APPLICATION_PATHS.formSave),
    { ...auth, schema: { querystring: noQuery, body: formBodySchema, response: { 200: formSchema } } },
    async (request): Promise<ApplicationForm> => {
      const userId = me(request)
      const values = checkedForm(request.body)
      const at = new Date(now())
      if (request.body.id !== undefined) {
        const [row] = await db
          .update(applicationForms)
          .set({ ...values, updatedAt: at })
          .where(and(eq(applicationForms.id, request.body.id), eq(applicationForms.userId, userId)))
          .returning()
        if (!row) throw formMissing()
        return toForm(row)
      }
      const row = await db.transaction(async (tx) => {
        // Serialises one user's saves so two concurrent creations cannot both pass the count.
        await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update')
        const [{ n }] = await tx.select({ n: count() }).from(applicationForms).where(eq(applicationForms.userId, userId))
        if (n >= MAX_FORMS) throw new ApiError(422, 'business_rule', `最多保存 ${MAX_FORMS} 份志愿表，请先删除不需要的志愿表`)
        const [inserted] = await tx.insert(applicationForms).values({ userId, ...values, createdAt: at, updatedAt: at }).returning()
        return inserted
      })
      return toForm(row)
    }
  )

  api.post<{ Body: FormDeleteBody }>(
    rel(APPLICATION_PATHS.formDelete),
    { ...auth, schema: { querystring: noQuery, body: obj({ id }), response: { 200: detailSchema } } },
    async (request) => {
      const [gone] = await db
        .delete(applicationForms)
        .where(and(eq(applicationForms.id, request.body.id), eq(applicationForms.userId, me(request))))
        .returning({ id: applicationForms.id })
      if (!gone) throw formMissing()
      return { detail: '已删除' }
    }
  )

  /* ---------- invitations ---------- */

  api.get<{ Querystring: PageQuery }>(
    rel(INVITE_PATHS.list),
    { ...auth, schema: { querystring: obj({ ...pageQueryProperties }, []), response: { 200: paginatedSchema(invitedSchema) } } },
    async (request): Promise<Paginated<InvitedUser>> => {
      const userId = me(request)
      const { limit, offset } = pageWindow(request.query)
      const [{ n }] = await db.select({ n: count() }).from(users).where(eq(users.invitedBy, userId))
      const rows = await db
        .select({ id: users.id, username: users.username, avatarKey: users.avatarKey, avatarUrl: users.avatarUrl, invitedAt: users.invitedAt })
        .from(users)
        .where(eq(users.invitedBy, userId))
        .orderBy(desc(users.invitedAt), desc(users.id))
        .limit(limit)
        .offset(offset)
      const results = rows.map((r) => ({
        user_id: r.id,
        username: r.username ?? '',
        avatarUrl: avatarUrlOf(r, api.config.apiPrefix),
        invited_at: (r.invitedAt ?? new Date(0)).toISOString()
      }))
      return paginate(request.url, request.query, n, results)
    }
  )

  api.post<{ Body: InviteBindBody }>(
    rel(INVITE_PATHS.bind),
    { ...auth, schema: { querystring: noQuery, body: obj({ code: { type: 'string', maxLength: 32 } }), response: { 200: detailSchema } } },
    async (request) => {
      const userId = me(request)
      // As the app normalises it (lib/invite.ts normalizeInviteCode): no spaces, upper case.
      const code = request.body.code.replace(/\s+/g, '').toUpperCase()
      if (!code) throw fieldError('code', '请输入邀请码')
      const { row } = await viewer(userId)
      if (row.invitedBy !== null) throw new ApiError(422, 'business_rule', '你已绑定过邀请人，不能重复绑定')
      if (now() - row.createdAt.getTime() > INVITE_BIND_WINDOW_MS) throw new ApiError(422, 'business_rule', '注册超过 7 天的账号不能再绑定邀请人')
      const [inviter] = await db.select({ id: users.id, invitedBy: users.invitedBy }).from(users).where(eq(users.inviteCode, code))
      if (!inviter) throw new ApiError(404, 'not_found', '邀请码不存在，请检查后重新输入')
      if (inviter.id === userId) throw new ApiError(422, 'business_rule', '不能填写自己的邀请码')
      if (inviter.invitedBy === userId) throw new ApiError(422, 'business_rule', '不能绑定你邀请的用户为邀请人')
      await db.transaction(async (tx) => {
        const [bound] = await tx
          .update(users)
          .set({ invitedBy: inviter.id, invitedAt: new Date(now()) })
          .where(and(eq(users.id, userId), isNull(users.invitedBy)))
          .returning({ id: users.id })
        if (!bound) throw new ApiError(422, 'business_rule', '你已绑定过邀请人，不能重复绑定')
        await tx.update(users).set({ invitedCount: sql`${users.invitedCount} + 1` }).where(eq(users.id, inviter.id))
      })
      return { detail: '绑定成功' }
    }
  )
}
