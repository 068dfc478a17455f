/**
 * Batch control lines, admission lines and enrollment plans (issue 5, second slice; types/edu.ts).
 * Signed, no login needed. Each answer carries the DataSource of its rows (pageSource: 示例数据,
 * 导入数据, or both named when they mix).
 *
 * Filter tabs: `years` are all the years stored for the province (or the institution in it), newest
 * first; `tracks` (and `batches`) those of the chosen year, of all years when none is chosen.
 * Plans answer one year (the latest when none is chosen); lines answer every year asked for.
 * 404 in Chinese when the institution is unknown or nothing matches; 400 for bad parameters.
 */
import { and, eq } from 'drizzle-orm'
import type { FastifyPluginAsync } from 'fastify'
import {
  EDU_PATHS,
  type AdmissionLine,
  type AdmissionQuery,
  type AdmissionResponse,
  type BatchLine,
  type BatchLineQuery,
  type BatchLineResponse,
  type EnrollmentPlan,
  type LineKind,
  type PlanQuery,
  type PlanResponse
} from '../../types/edu'
import { TRACKS, type DataSource, type Track } from '../../types/gaokao'
import { admissionLines, batchLines, enrollmentPlans, institutions } from '../db/schema'
import { ApiError } from '../errors'
import { PROVINCES } from '../services/provinces'
import { LINE_KINDS } from '../seed/importAdmissionLines'
import { pageSource } from './eduContent'
import { sourceSchema } from './gaokao'
import { obj, rel } from '../lib/schemas'

const int = { type: 'integer' }
const str = { type: 'string' }
const nullable = (type: string) => ({ type: [type, 'null'] })
const trackSchema = { type: 'string', enum: [...TRACKS] }
const filterProperties = {
  province: { type: 'string', enum: [...PROVINCES] },
  year: { type: 'integer', minimum: 2000, maximum: 2100 },
  track: trackSchema
}
const majorCode = { type: 'string', pattern: '^[0-9A-Za-z]{1,12}$' }
const idParams = obj({ id: { type: 'integer', minimum: 1, maximum: Number.MAX_SAFE_INTEGER } })

const batchLineSchema = obj({ province: str, year: int, track: trackSchema, batch: str, score: int, rank: nullable('integer') })
// Admission lines and plans: an institution (matched by name) in a province's batch, a group or major of it.
const placementProperties = { institution_id: nullable('integer'), institution_name: str, province: str, year: int, track: trackSchema, batch: str }
const majorProperties = { group_code: str, major_code: str, major_name: str }
const admissionLineSchema = obj({
  ...placementProperties,
  kind: { type: 'string', enum: [...LINE_KINDS] },
  ...majorProperties,
  min_score: int,
  min_rank: nullable('integer'),
  avg_score: nullable('number'),
  plan_count: nullable('integer')
})
const planSchema = obj({
  ...placementProperties,
  ...majorProperties,
  subject_requirement: str,
  plan_count: int,
  duration: nullable('integer'),
  tuition: nullable('integer')
})
const filterTabs = { years: { type: 'array', items: int }, tracks: { type: 'array', items: trackSchema } }

const trackOrder = (t: string) => TRACKS.indexOf(t as Track)
const KIND_ORDER: Record<string, number> = { institution: 0, group: 1, major: 2 }

/** Years newest first; the tracks of `year` (every year when undefined) in TRACKS order. */
function tabs(rows: readonly { year: number; track: string }[], year: number | undefined): { years: number[]; tracks: Track[] } {
  const years = [...new Set(rows.map((r) => r.year))].sort((a, b) => b - a)
  const tracks = [...new Set(rows.filter((r) => year === undefined || r.year === year).map((r) => r.track as Track))].sort((a, b) => trackOrder(a) - trackOrder(b))
  return { years, tracks }
}

type StoredLine = typeof admissionLines.$inferSelect | typeof enrollmentPlans.$inferSelect

/** The fields of placementProperties and majorProperties, from a stored admission line or plan. */
function placementAndMajor(r: StoredLine) {
  return {
    institution_id: r.institutionId,
    institution_name: r.institutionName,
    province: r.province,
    year: r.year,
    track: r.track as Track,
    batch: r.batch,
    group_code: r.groupCode,
    major_code: r.majorCode,
    major_name: r.majorName
  }
}

const notFound = (detail: string) => new ApiError(404, 'not_found', detail)

export const gaokaoLinesRoutes: FastifyPluginAsync = async (api) => {
  const db = api.database.db

  async function requireInstitution(id: number): Promise<void> {
    const [row] = await db.select({ id: institutions.id }).from(institutions).where(eq(institutions.id, id))
    if (!row) throw notFound('找不到该院校')
  }

  api.get<{ Querystring: BatchLineQuery }>(
    rel(EDU_PATHS.scoreLine),
    {
      schema: {
        querystring: obj(filterProperties, ['province']),
        response: { 200: obj({ province: str, ...filterTabs, lines: { type: 'array', items: batchLineSchema }, source: sourceSchema }) }
      }
    },
    async (request): Promise<BatchLineResponse> => {
      const { province, year, track } = request.query
      const rows = await db.select().from(batchLines).where(eq(batchLines.province, province))
      if (rows.length === 0) throw notFound('暂无该省份的批次线')
      const chosen = rows
        .filter((r) => (year === undefined || r.year === year) && (track === undefined || r.track === track))
        .sort((a, b) => b.year - a.year || trackOrder(a.track) - trackOrder(b.track) || b.score - a.score)
      if (chosen.length === 0) throw notFound('暂无该年份/科类的批次线')
      const lines: BatchLine[] = chosen.map((r) => ({ province: r.province, year: r.year, track: r.track as Track, batch: r.batch, score: r.score, rank: r.rank }))
      return { province, ...tabs(rows, year), lines, source: pageSource(chosen.map((r) => r.source)) as DataSource }
    }
  )

  api.get<{ Params: { id: number }; Querystring: AdmissionQuery }>(
    `${rel(EDU_PATHS.university)}:id/admission/`,
    {
      schema: {
        params: idParams,
        querystring: obj({ ...filterProperties, kind: { type: 'string', enum: [...LINE_KINDS] }, major_code: majorCode }, ['province']),
        response: {
          200: obj({ institution_id: int, province: str, ...filterTabs, batches: { type: 'array', items: str }, lines: { type: 'array', items: admissionLineSchema }, source: sourceSchema })
        }
      }
    },
    async (request): Promise<AdmissionResponse> => {
      const { id } = request.params
      const { province, year, track, kind, major_code } = request.query
      await requireInstitution(id)
      const rows = await db
        .select()
        .from(admissionLines)
        .where(and(eq(admissionLines.institutionId, id), eq(admissionLines.province, province)))
      if (rows.length === 0) throw notFound('暂无该院校在该省份的录取分数线')
      // Batches from the most to the least selective: by the best line each holds.
      const best = new Map<string, number>()
      for (const r of rows) best.set(r.batch, Math.max(best.get(r.batch) ?? 0, r.minScore))
      const batchOrder = (b: string) => -best.get(b)!
      const chosen = rows
        .filter((r) => (year === undefined || r.year === year) && (track === undefined || r.track === track) && (kind === undefined || r.kind === kind) && (major_code === undefined || r.majorCode === major_code))
        .sort(
          (a, b) =>
            b.year - a.year ||
            trackOrder(a.track) - trackOrder(b.track) ||
            batchOrder(a.batch) - batchOrder(b.batch) ||
            KIND_ORDER[a.kind] - KIND_ORDER[b.kind] ||
            a.groupCode.localeCompare(b.groupCode) ||
            b.minScore - a.minScore ||
            a.majorName.localeCompare(b.majorName)
        )
      if (chosen.length === 0) throw notFound('暂无符合条件的录取分数线')
      const batches = [...new Set(rows.filter((r) => year === undefined || r.year === year).map((r) => r.batch))].sort((a, b) => batchOrder(a) - batchOrder(b))
      const lines: AdmissionLine[] = chosen.map((r) => ({
        ...placementAndMajor(r),
        kind: r.kind as LineKind,
        min_score: r.minScore,
        min_rank: r.minRank,
        avg_score: r.avgScore,
        plan_count: r.planCount
      }))
      return { institution_id: id, province, ...tabs(rows, year), batches, lines, source: pageSource(chosen.map((r) => r.source)) as DataSource }
    }
  )

  api.get<{ Params: { id: number }; Querystring: PlanQuery }>(
    `${rel(EDU_PATHS.university)}:id/plans/`,
    {
      schema: {
        params: idParams,
        querystring: obj({ ...filterProperties, major_code: majorCode }, ['province']),
        response: { 200: obj({ institution_id: int, province: str, ...filterTabs, plans: { type: 'array', items: planSchema }, source: sourceSchema }) }
      }
    },
    async (request): Promise<PlanResponse> => {
      const { id } = request.params
      const { province, track, major_code } = request.query
      await requireInstitution(id)
      const rows = await db
        .select()
        .from(enrollmentPlans)
        .where(and(eq(enrollmentPlans.institutionId, id), eq(enrollmentPlans.province, province)))
      if (rows.length === 0) throw notFound('暂无该院校在该省份的招生计划')
      const year = request.query.year ?? Math.max(...rows.map((r) => r.year))
      const chosen = rows
        .filter((r) => r.year === year && (track === undefined || r.track === track) && (major_code === undefined || r.majorCode === major_code))
        .sort((a, b) => trackOrder(a.track) - trackOrder(b.track) || a.batch.localeCompare(b.batch) || a.groupCode.localeCompare(b.groupCode) || a.majorCode.localeCompare(b.majorCode))
      if (chosen.length === 0) throw notFound('暂无符合条件的招生计划')
      const plans: EnrollmentPlan[] = chosen.map((r) => ({
        ...placementAndMajor(r),
        subject_requirement: r.subjectRequirement,
        plan_count: r.planCount,
        duration: r.duration,
        tuition: r.tuition
      }))
      return { institution_id: id, province, ...tabs(rows, year), plans, source: pageSource(chosen.map((r) => r.source)) as DataSource }
    }
  )
}
