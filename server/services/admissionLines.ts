/**
 * One institution's admission lines and enrollment plans in a province
 * (GET /api/edu/university/<id>/admission/ and /plans/). Plans answer one year (the latest when
 * none is chosen); lines answer every year asked for. 404 in Chinese when the institution is
 * unknown or nothing matches.
 */
import { and, eq } from 'drizzle-orm'
import type { AdmissionLine, AdmissionQuery, AdmissionResponse, EnrollmentPlan, LineKind, PlanQuery, PlanResponse } from '../../types/edu'
import type { DataSource, Track } from '../../types/gaokao'
import type { Db } from '../db/open'
import { admissionLines, enrollmentPlans, institutions } from '../db/schema'
import { ApiError } from '../errors'
import { sourceOfRows } from '../lib/dataSource'
import { tabs, trackOrder } from './lineTabs'

const KIND_ORDER: Record<string, number> = { institution: 0, group: 1, major: 2 }
const notFound = (detail: string) => new ApiError(404, 'not_found', detail)

type StoredLine = typeof admissionLines.$inferSelect | typeof enrollmentPlans.$inferSelect

/** The placement and major fields shared by AdmissionLine and EnrollmentPlan, from a stored row. */
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

async function requireInstitution(db: Db, id: number): Promise<void> {
  const [row] = await db.select({ id: institutions.id }).from(institutions).where(eq(institutions.id, id))
  if (!row) throw notFound('找不到该院校')
}

export async function admissionAnswer(db: Db, id: number, { province, year, track, kind, major_code }: AdmissionQuery): Promise<AdmissionResponse> {
  await requireInstitution(db, id)
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
    .filter(
      (r) =>
        (year === undefined || r.year === year) &&
        (track === undefined || r.track === track) &&
        (kind === undefined || r.kind === kind) &&
        (major_code === undefined || r.majorCode === major_code)
    )
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
  return { institution_id: id, province, ...tabs(rows, year), batches, lines, source: sourceOfRows(chosen.map((r) => r.source)) as DataSource }
}

export async function planAnswer(db: Db, id: number, query: PlanQuery): Promise<PlanResponse> {
  const { province, track, major_code } = query
  await requireInstitution(db, id)
  const rows = await db
    .select()
    .from(enrollmentPlans)
    .where(and(eq(enrollmentPlans.institutionId, id), eq(enrollmentPlans.province, province)))
  if (rows.length === 0) throw notFound('暂无该院校在该省份的招生计划')
  const year = query.year ?? Math.max(...rows.map((r) => r.year))
  const chosen = rows
    .filter((r) => r.year === year && (track === undefined || r.track === track) && (major_code === undefined || r.majorCode === major_code))
    .sort(
      (a, b) =>
        trackOrder(a.track) - trackOrder(b.track) || a.batch.localeCompare(b.batch) || a.groupCode.localeCompare(b.groupCode) || a.majorCode.localeCompare(b.majorCode)
    )
  if (chosen.length === 0) throw notFound('暂无符合条件的招生计划')
  const plans: EnrollmentPlan[] = chosen.map((r) => ({
    ...placementAndMajor(r),
    subject_requirement: r.subjectRequirement,
    plan_count: r.planCount,
    duration: r.duration,
    tuition: r.tuition
  }))
  return { institution_id: id, province, ...tabs(rows, year), plans, source: sourceOfRows(chosen.map((r) => r.source)) as DataSource }
}
