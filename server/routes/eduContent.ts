/**
 * Gaokao content (issue 5, second slice; types/edu.ts EDU_PATHS): majors and their catalogue tree,
 * rankings, news, unaccredited institutions, subject assessment, civil-service positions,
 * one-to-one services, institutions around a point and the cities with coordinates. Signed, no
 * login needed. Lists answer `{count, next, previous, results, source}`; `source` is the DataSource
 * of the rows on the page (pageSource below), null when the page is empty.
 * /edu/university/around/ is a static path, so Fastify's router matches it before the
 * parametric /edu/university/:id/ of gaokao.ts whatever the order of registration.
 */
import { and, asc, count, desc, eq, isNull, or, sql, type SQL } from 'drizzle-orm'
import type { FastifyPluginAsync } from 'fastify'
import type { Paginated } from '../../types/api'
import {
  ASSESSMENT_GRADES,
  EDU_PATHS,
  NEWS_CATEGORIES,
  type CityPoint,
  type CivilPosition,
  type CivilPositionDetail,
  type ConsultService,
  type ConsultServiceDetail,
  type FakeInstitution,
  type FakeInstitutionDetail,
  type MajorCategoryTree,
  type MajorDetail,
  type MajorLevel,
  type MajorSearchQuery,
  type MajorSummary,
  type NearbyInstitution,
  type NewsDetail,
  type NewsItem,
  type PositionExam,
  type RankingEntry,
  type RankingKind,
  type RankingList,
  type SubjectAssessment
} from '../../types/edu'
import { INSTITUTION_LEVELS, INSTITUTION_SOURCE, SAMPLE_SOURCE, type DataSource, type InstitutionLevel } from '../../types/gaokao'
import { CITY_POINTS } from '../domain/cityCoordinates'
import { roundKm } from '../domain/geo'
import { civilPositions, consultServices, enrollmentPlans, fakeInstitutions, majors, news, rankingEntries, rankingLists, subjectAssessments } from '../db/schema'
import { ApiError } from '../errors'
import { pageQueryProperties, pageWindow, paginate, paginatedSchema, type PageQuery } from '../lib/paginate'
import { noQuery, obj, rel } from '../lib/schemas'
import { institutionIndex } from '../services/institutionSearch'
import { PROVINCES } from '../services/provinces'
import { FAKE_INSTITUTION_TIPS } from '../seed/sampleContent'
import { MAJOR_CODE_PATTERN } from '../seed/importMajors'
import { RANKING_KINDS } from '../seed/importRankings'
import { sourceSchema, summaryProperties } from './gaokao'

export const POSITION_EXAMS: readonly PositionExam[] = ['国考', '省考', '选调生']
/** Default and maximum radius of university/around, km. */
export const AROUND_RADIUS = { default: 50, max: 500 } as const
/** The cities' coordinates are approximate public geographic facts (server/domain/cityCoordinates.ts). */
export const CITY_SOURCE: DataSource = { kind: 'imported', label: '城市中心坐标：公开地理资料（约数）', year: null }

const MAJOR_LEVELS: readonly MajorLevel[] = ['本科', '专科']

/**
 * The source of the rows of one answer: their common source, or, when sources are mixed, one
 * naming them all with the least authoritative kind among them (imported < sample < official:
 * a page is only as official as its weakest row); null for no rows.
 */
export function pageSource(sources: readonly DataSource[]): DataSource | null {
  const distinct = [...new Map(sources.map((s) => [`${s.kind}|${s.label}|${s.year}`, s])).values()]
  if (distinct.length <= 1) return distinct[0] ?? null
  const kind = (['imported', 'sample', 'official'] as const).find((k) => distinct.some((s) => s.kind === k))!
  return { kind, label: distinct.map((s) => s.label).join('；'), year: null }
}

/* ---------- schemas ---------- */

const idParams = obj({ id: { type: 'integer', minimum: 1, maximum: Number.MAX_SAFE_INTEGER } })
const nullableSource = { anyOf: [{ type: 'null' }, sourceSchema] }
const str = { type: 'string' }
const strList = { type: 'array', items: str }
const int = { type: 'integer' }
const nullable = (type: string) => ({ type: [type, 'null'] })

/** paginatedSchema(item) plus `source` (and any extra properties). */
function listSchema(item: object, extra: Record<string, unknown> = { source: nullableSource }) {
  const base = paginatedSchema(item)
  return { ...base, required: [...base.required, ...Object.keys(extra)], properties: { ...base.properties, ...extra } }
}

const majorSummaryProperties = {
  code: str,
  name: str,
  level: { type: 'string', enum: [...MAJOR_LEVELS] },
  category: str,
  subcategory: str,
  duration: nullable('integer'),
  degree: str
}
const employmentSchema = {
  anyOf: [{ type: 'null' }, obj({ employment_rate: nullable('number'), average_salary: nullable('number'), directions: strList, positions: strList })]
}
const rankingListSchema = obj({ id: int, name: str, publisher: str, year: int, kind: { type: 'string', enum: [...RANKING_KINDS] }, subject: str, description: str, source: sourceSchema })
const rankingEntrySchema = obj({ position: int, institution_id: nullable('integer'), name: str, province: str, score: nullable('number') })
const newsProperties = { id: int, title: str, summary: str, category: str, province: nullable('string'), cover_url: nullable('string'), published_at: str, source: sourceSchema }
const fakeProperties = { id: int, name: str, province: str, city: str, note: str, source: sourceSchema }
const assessmentSchema = obj({
  discipline_code: str,
  discipline_name: str,
  category: str,
  grade: { type: 'string', enum: [...ASSESSMENT_GRADES] },
  institution_id: nullable('integer'),
  institution_name: str
})
const positionProperties = {
  id: int,
  title: str,
  department: str,
  province: str,
  city: str,
  exam: { type: 'string', enum: [...POSITION_EXAMS] },
  year: int,
  education: str,
  majors: strList,
  count: int,
  source: sourceSchema
}
const consultProperties = { id: int, title: str, expert_name: str, expert_title: str, price: { type: 'number' }, duration_minutes: int, tags: strList, summary: str }

/* ---------- row → answer ---------- */

type MajorRow = typeof majors.$inferSelect
const majorSummary = (m: MajorRow): MajorSummary => ({
  code: m.code,
  name: m.name,
  level: m.level as MajorLevel,
  category: m.category,
  subcategory: m.subcategory,
  duration: m.duration,
  degree: m.degree
})
const rankingList = (l: typeof rankingLists.$inferSelect): RankingList => ({
  id: l.id,
  name: l.name,
  publisher: l.publisher,
  year: l.year,
  kind: l.kind as RankingKind,
  subject: l.subject,
  description: l.description,
  source: l.source
})
const newsItem = (n: typeof news.$inferSelect): NewsItem => ({
  id: n.id,
  title: n.title,
  summary: n.summary,
  category: n.category,
  province: n.province,
  cover_url: n.coverUrl,
  published_at: n.publishedAt.toISOString(),
  source: n.source
})
const fakeItem = (f: typeof fakeInstitutions.$inferSelect): FakeInstitution => ({ id: f.id, name: f.name, province: f.province, city: f.city, note: f.note, source: f.source })
const positionItem = (p: typeof civilPositions.$inferSelect): CivilPosition => ({
  id: p.id,
  title: p.title,
  department: p.department,
  province: p.province,
  city: p.city,
  exam: p.exam as PositionExam,
  year: p.year,
  education: p.education,
  majors: p.majors,
  count: p.count,
  source: p.source
})
const consultItem = (c: typeof consultServices.$inferSelect): ConsultService => ({
  id: c.id,
  title: c.title,
  expert_name: c.expertName,
  expert_title: c.expertTitle,
  price: c.price,
  duration_minutes: c.durationMinutes,
  tags: c.tags,
  summary: c.summary
})

/** LIKE patterns that match `text` literally (\ % _ escaped; PostgreSQL's default escape is \). */
const literal = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`)
const contains = (text: string) => `%${literal(text)}%`
const startsWith = (text: string) => `${literal(text)}%`
const notFound = (what: string) => new ApiError(404, 'not_found', `找不到该${what}`)
type Sourced<T> = Paginated<T> & { source: DataSource | null }

export const eduContentRoutes: FastifyPluginAsync = async (api) => {
  const database = api.database
  const db = database.db

  /** One page of a table: the filtered count and the page's rows. */
  async function page<T>(query: PageQuery, counted: PromiseLike<{ n: number }[]>, rows: (window: { limit: number; offset: number }) => PromiseLike<T[]>): Promise<{ count: number; rows: T[] }> {
    const [[{ n }], found] = await Promise.all([counted, rows(pageWindow(query))])
    return { count: n, rows: found }
  }
  const sourced = <R extends { source: DataSource }, T>(url: string | undefined, query: PageQuery, total: number, rows: R[], map: (r: R) => T): Sourced<T> => ({
    ...paginate(url ?? '', query, total, rows.map(map)),
    source: pageSource(rows.map((r) => r.source))
  })

  /* ---------- majors ---------- */

  api.get<{ Querystring: MajorSearchQuery & PageQuery }>(
    rel(EDU_PATHS.majors),
    {
      schema: {
        querystring: obj(
          {
            q: { type: 'string', maxLength: 30 },
            level: { type: 'string', enum: [...MAJOR_LEVELS] },
            category: { type: 'string', maxLength: 20 },
            subcategory: { type: 'string', maxLength: 30 },
            ...pageQueryProperties
          },
          []
        ),
        response: { 200: listSchema(obj(majorSummaryProperties)) }
      }
    },
    async (request): Promise<Sourced<MajorSummary>> => {
      const { level, category, subcategory } = request.query
      // Name (Chinese), code (digits) or pinyin initials (latin letters: jsj → 计算机…).
      const q = (request.query.q ?? '').normalize('NFKC').replace(/\s+/g, '').toLowerCase()
      const filters: (SQL | undefined)[] = [
        level ? eq(majors.level, level) : undefined,
        category ? eq(majors.category, category) : undefined,
        subcategory ? eq(majors.subcategory, subcategory) : undefined
      ]
      let rank: SQL | undefined
      if (/^[a-z]+$/.test(q)) {
        filters.push(sql`${majors.pinyinInitials} like ${contains(q)}`)
        rank = sql`case when ${majors.pinyinInitials} = ${q} then 0 when ${majors.pinyinInitials} like ${startsWith(q)} then 1 else 2 end`
      } else if (/^\d+[tk]*$/.test(q)) {
        filters.push(sql`lower(${majors.code}) like ${startsWith(q)}`)
      } else if (q) {
        filters.push(sql`${majors.name} like ${contains(q)}`)
        rank = sql`case when ${majors.name} = ${q} then 0 when ${majors.name} like ${startsWith(q)} then 1 else 2 end`
      }
      const where = and(...filters)
      const { count: total, rows } = await page(
        request.query,
        db.select({ n: count() }).from(majors).where(where),
        ({ limit, offset }) => db.select().from(majors).where(where).orderBy(...(rank ? [rank] : []), asc(majors.code)).limit(limit).offset(offset)
      )
      return sourced(request.raw.url, request.query, total, rows, majorSummary)
    }
  )

  api.get<{ Querystring: { level: MajorLevel } }>(
    rel(EDU_PATHS.majorCategories),
    {
      schema: {
        querystring: obj({ level: { type: 'string', enum: [...MAJOR_LEVELS], default: '本科' } }, []),
        response: {
          200: obj({
            level: str,
            categories: { type: 'array', items: obj({ name: str, count: int, subcategories: { type: 'array', items: obj({ name: str, count: int }) } }) },
            source: nullableSource
          })
        }
      }
    },
    async (request): Promise<Omit<MajorCategoryTree, 'source'> & { source: DataSource | null }> => {
      const { level } = request.query
      const rows = await db
        .select({ category: majors.category, subcategory: majors.subcategory, source: majors.source })
        .from(majors)
        .where(eq(majors.level, level))
        .orderBy(asc(majors.code))
      // In code order, so 门类 and 专业类 come in catalogue order.
      const tree = new Map<string, Map<string, number>>()
      for (const r of rows) {
        const subs = tree.get(r.category) ?? new Map<string, number>()
        subs.set(r.subcategory, (subs.get(r.subcategory) ?? 0) + 1)
        tree.set(r.category, subs)
      }
      return {
        level,
        categories: [...tree].map(([name, subs]) => ({
          name,
          count: [...subs.values()].reduce((a, b) => a + b, 0),
          subcategories: [...subs].map(([sub, n]) => ({ name: sub, count: n }))
        })),
        source: pageSource(rows.map((r) => r.source))
      }
    }
  )

  api.get<{ Params: { code: string } }>(
    `${rel(EDU_PATHS.majors)}:code/`,
    {
      schema: {
        querystring: noQuery,
        params: obj({ code: { type: 'string', pattern: MAJOR_CODE_PATTERN.source } }),
        response: {
          200: obj({ ...majorSummaryProperties, description: str, courses: strList, employment: employmentSchema, institution_count: int, source: sourceSchema })
        }
      }
    },
    async (request): Promise<MajorDetail> => {
      const { code } = request.params
      const [m] = await db.select().from(majors).where(eq(majors.code, code))
      if (!m) throw notFound('专业')
      // Institutions whose plans list the major, in the latest year any plan lists it.
      const [{ n }] = await db
        .select({ n: sql<number>`count(distinct coalesce(${enrollmentPlans.institutionId}::text, ${enrollmentPlans.institutionName}))::int` })
        .from(enrollmentPlans)
        .where(and(eq(enrollmentPlans.majorCode, code), sql`${enrollmentPlans.year} = (select max(year) from enrollment_plans where major_code = ${code})`))
      return { ...majorSummary(m), description: m.description, courses: m.courses, employment: m.employment ?? null, institution_count: n, source: m.source }
    }
  )

  /* ---------- rankings ---------- */

  api.get<{ Querystring: { kind?: RankingKind } }>(
    rel(EDU_PATHS.rankLists),
    {
      schema: {
        querystring: obj({ kind: { type: 'string', enum: [...RANKING_KINDS] } }, []),
        response: { 200: obj({ results: { type: 'array', items: rankingListSchema } }) }
      }
    },
    async (request): Promise<{ results: RankingList[] }> => {
      const { kind } = request.query
      const rows = await db
        .select()
        .from(rankingLists)
        .where(kind ? eq(rankingLists.kind, kind) : undefined)
        .orderBy(desc(rankingLists.year), asc(rankingLists.id))
      return { results: rows.map(rankingList) }
    }
  )

  api.get<{ Params: { id: number }; Querystring: { province?: string } & PageQuery }>(
    `${rel(EDU_PATHS.rank)}:id/`,
    {
      schema: {
        params: idParams,
        querystring: obj({ province: { type: 'string', enum: [...PROVINCES] }, ...pageQueryProperties }, []),
        response: { 200: listSchema(rankingEntrySchema, { list: rankingListSchema }) }
      }
    },
    async (request): Promise<Paginated<RankingEntry> & { list: RankingList }> => {
      const [list] = await db.select().from(rankingLists).where(eq(rankingLists.id, request.params.id))
      if (!list) throw notFound('榜单')
      const where = and(eq(rankingEntries.listId, list.id), request.query.province ? eq(rankingEntries.province, request.query.province) : undefined)
      const { count: n, rows } = await page(request.query, db.select({ n: count() }).from(rankingEntries).where(where), ({ limit, offset }) =>
        db.select().from(rankingEntries).where(where).orderBy(asc(rankingEntries.position)).limit(limit).offset(offset)
      )
      const entries = rows.map((e) => ({ position: e.position, institution_id: e.institutionId, name: e.name, province: e.province, score: e.score }))
      return { ...paginate(request.raw.url ?? '', request.query, n, entries), list: rankingList(list) }
    }
  )

  /* ---------- news ---------- */

  api.get<{ Querystring: { province?: string; category?: string } & PageQuery }>(
    rel(EDU_PATHS.news),
    {
      schema: {
        querystring: obj({ province: { type: 'string', enum: [...PROVINCES] }, category: { type: 'string', enum: [...NEWS_CATEGORIES] }, ...pageQueryProperties }, []),
        response: { 200: listSchema(obj(newsProperties)) }
      }
    },
    async (request): Promise<Sourced<NewsItem>> => {
      const { province, category } = request.query
      // A province's list also carries the nationwide news (province null).
      const where = and(province ? or(eq(news.province, province), isNull(news.province)) : undefined, category ? eq(news.category, category) : undefined)
      const { count: total, rows } = await page(request.query, db.select({ n: count() }).from(news).where(where), ({ limit, offset }) =>
        db.select().from(news).where(where).orderBy(desc(news.publishedAt), desc(news.id)).limit(limit).offset(offset)
      )
      return sourced(request.raw.url, request.query, total, rows, newsItem)
    }
  )

  api.get<{ Params: { id: number } }>(
    `${rel(EDU_PATHS.news)}:id/`,
    { schema: { params: idParams, querystring: noQuery, response: { 200: obj({ ...newsProperties, paragraphs: strList }) } } },
    async (request): Promise<NewsDetail> => {
      const [n] = await db.select().from(news).where(eq(news.id, request.params.id))
      if (!n) throw notFound('资讯')
      return { ...newsItem(n), paragraphs: n.paragraphs }
    }
  )

  /* ---------- unaccredited institutions ---------- */

  api.get<{ Querystring: { q?: string; province?: string } & PageQuery }>(
    rel(EDU_PATHS.fakeUniversities),
    {
      schema: {
        querystring: obj({ q: { type: 'string', maxLength: 30 }, province: { type: 'string', enum: [...PROVINCES] }, ...pageQueryProperties }, []),
        response: { 200: listSchema(obj(fakeProperties)) }
      }
    },
    async (request): Promise<Sourced<FakeInstitution>> => {
      const q = request.query.q?.trim()
      const where = and(q ? sql`${fakeInstitutions.name} like ${contains(q)}` : undefined, request.query.province ? eq(fakeInstitutions.province, request.query.province) : undefined)
      const { count: total, rows } = await page(request.query, db.select({ n: count() }).from(fakeInstitutions).where(where), ({ limit, offset }) =>
        db.select().from(fakeInstitutions).where(where).orderBy(asc(fakeInstitutions.id)).limit(limit).offset(offset)
      )
      return sourced(request.raw.url, request.query, total, rows, fakeItem)
    }
  )

  api.get<{ Params: { id: number } }>(
    `${rel(EDU_PATHS.fakeUniversities)}:id/`,
    { schema: { params: idParams, querystring: noQuery, response: { 200: obj({ ...fakeProperties, tips: strList }) } } },
    async (request): Promise<FakeInstitutionDetail> => {
      const [f] = await db.select().from(fakeInstitutions).where(eq(fakeInstitutions.id, request.params.id))
      if (!f) throw notFound('机构')
      return { ...fakeItem(f), tips: [...FAKE_INSTITUTION_TIPS] }
    }
  )

  /* ---------- subject assessment ---------- */

  api.get<{ Querystring: { institution_id?: number; discipline_code?: string } }>(
    rel(EDU_PATHS.subjectAssessment),
    {
      schema: {
        querystring: obj({ institution_id: idParams.properties.id, discipline_code: { type: 'string', pattern: '^\\d{4}$' } }, []),
        response: { 200: obj({ results: { type: 'array', items: assessmentSchema }, source: nullableSource }) }
      }
    },
    async (request): Promise<{ results: SubjectAssessment[]; source: DataSource | null }> => {
      const { institution_id: institutionId, discipline_code: disciplineCode } = request.query
      if ((institutionId === undefined) === (disciplineCode === undefined)) {
        const message = '请提供院校（institution_id）或学科代码（discipline_code）其中之一'
        throw new ApiError(400, 'validation_error', message, { institution_id: message, discipline_code: message })
      }
      const rows = await db
        .select()
        .from(subjectAssessments)
        .where(institutionId !== undefined ? eq(subjectAssessments.institutionId, institutionId) : eq(subjectAssessments.disciplineCode, disciplineCode!))
      const grade = (g: string) => ASSESSMENT_GRADES.indexOf(g as SubjectAssessment['grade'])
      // Best grade first; then by discipline (one institution) or by institution (one discipline).
      const then = (a: typeof rows[number], b: typeof rows[number]) =>
        institutionId !== undefined ? a.disciplineCode.localeCompare(b.disciplineCode) : a.institutionName.localeCompare(b.institutionName, 'zh')
      rows.sort((a, b) => grade(a.grade) - grade(b.grade) || then(a, b))
      return {
        results: rows.map((r) => ({
          discipline_code: r.disciplineCode,
          discipline_name: r.disciplineName,
          category: r.category,
          grade: r.grade as SubjectAssessment['grade'],
          institution_id: r.institutionId,
          institution_name: r.institutionName
        })),
        source: pageSource(rows.map((r) => r.source))
      }
    }
  )

  /* ---------- civil-service positions ---------- */

  api.get<{ Querystring: { major?: string; province?: string; exam?: PositionExam } & PageQuery }>(
    rel(EDU_PATHS.civilPositions),
    {
      schema: {
        querystring: obj(
          { major: { type: 'string', maxLength: 40 }, province: { type: 'string', enum: [...PROVINCES] }, exam: { type: 'string', enum: [...POSITION_EXAMS] }, ...pageQueryProperties },
          []
        ),
        response: { 200: listSchema(obj(positionProperties)) }
      }
    },
    async (request): Promise<Sourced<CivilPosition>> => {
      const major = request.query.major?.trim()
      // A major matches the positions that name it and those open to every major (majors = []).
      const where = and(
        major ? sql`(${civilPositions.majors} @> ${JSON.stringify([major])}::jsonb or ${civilPositions.majors} = '[]'::jsonb)` : undefined,
        request.query.province ? eq(civilPositions.province, request.query.province) : undefined,
        request.query.exam ? eq(civilPositions.exam, request.query.exam) : undefined
      )
      const { count: total, rows } = await page(request.query, db.select({ n: count() }).from(civilPositions).where(where), ({ limit, offset }) =>
        db.select().from(civilPositions).where(where).orderBy(desc(civilPositions.year), asc(civilPositions.id)).limit(limit).offset(offset)
      )
      return sourced(request.raw.url, request.query, total, rows, positionItem)
    }
  )

  api.get<{ Params: { id: number } }>(
    `${rel(EDU_PATHS.civilPositions)}:id/`,
    { schema: { params: idParams, querystring: noQuery, response: { 200: obj({ ...positionProperties, requirements: strList }) } } },
    async (request): Promise<CivilPositionDetail> => {
      const [p] = await db.select().from(civilPositions).where(eq(civilPositions.id, request.params.id))
      if (!p) throw notFound('职位')
      return { ...positionItem(p), requirements: p.requirements }
    }
  )

  /* ---------- one-to-one services (all sample: the table has no source column) ---------- */

  api.get<{ Querystring: PageQuery }>(
    rel(EDU_PATHS.oneone),
    { schema: { querystring: obj({ ...pageQueryProperties }, []), response: { 200: listSchema(obj(consultProperties), { source: sourceSchema }) } } },
    async (request): Promise<Paginated<ConsultService> & { source: DataSource }> => {
      const { count: n, rows } = await page(request.query, db.select({ n: count() }).from(consultServices), ({ limit, offset }) =>
        db.select().from(consultServices).orderBy(asc(consultServices.id)).limit(limit).offset(offset)
      )
      return { ...paginate(request.raw.url ?? '', request.query, n, rows.map(consultItem)), source: SAMPLE_SOURCE }
    }
  )

  api.get<{ Params: { id: number } }>(
    `${rel(EDU_PATHS.oneone)}:id/`,
    { schema: { params: idParams, querystring: noQuery, response: { 200: obj({ ...consultProperties, paragraphs: strList }) } } },
    async (request): Promise<ConsultServiceDetail> => {
      const [c] = await db.select().from(consultServices).where(eq(consultServices.id, request.params.id))
      if (!c) throw notFound('服务')
      return { ...consultItem(c), paragraphs: c.paragraphs }
    }
  )

  /* ---------- institutions around a point, cities ---------- */

  api.get<{ Querystring: { lat: number; lng: number; radius_km: number; level?: InstitutionLevel } & PageQuery }>(
    rel(EDU_PATHS.around),
    {
      schema: {
        querystring: obj(
          {
            lat: { type: 'number', minimum: -90, maximum: 90 },
            lng: { type: 'number', minimum: -180, maximum: 180 },
            radius_km: { type: 'number', exclusiveMinimum: 0, maximum: AROUND_RADIUS.max, default: AROUND_RADIUS.default },
            level: { type: 'string', enum: [...INSTITUTION_LEVELS] },
            ...pageQueryProperties
          },
          ['lat', 'lng']
        ),
        response: { 200: listSchema(obj({ ...summaryProperties, distance_km: { type: 'number' } }), { source: sourceSchema }) }
      }
    },
    async (request): Promise<Paginated<NearbyInstitution> & { source: DataSource }> => {
      const { lat, lng, radius_km: radiusKm, level, page: pageNo, page_size: pageSize } = request.query
      const hit = (await institutionIndex(database)).nearby({ point: { lat, lng }, radiusKm, level, page: pageNo, page_size: pageSize })
      const results = hit.results.map((r) => ({ ...r.summary, distance_km: roundKm(r.distanceKm) }))
      return { ...paginate(request.raw.url ?? '', request.query, hit.total, results), source: INSTITUTION_SOURCE }
    }
  )

  api.get(
    rel(EDU_PATHS.cities),
    {
      schema: {
        querystring: noQuery,
        response: { 200: obj({ results: { type: 'array', items: obj({ province: str, city: str, lat: { type: 'number' }, lng: { type: 'number' } }) }, source: sourceSchema }) }
      }
    },
    async (): Promise<{ results: CityPoint[]; source: DataSource }> => ({ results: [...CITY_POINTS], source: CITY_SOURCE })
  )
}
