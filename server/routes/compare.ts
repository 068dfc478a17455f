/**
 * GET /api/edu/university/compare/?ids=1,2,3&province&track&year (types/edu.ts COMPARE_PATH):
 * two to four institutions side by side for university/compare, in one call: their facts, entry
 * line, plans of the year and subject-assessment grades in one province (core/compare.ts
 * shapes each). Signed, no login needed.
 *
 * 400 (Chinese detail, `fields.ids`) for ids that are not comma-separated positive integers,
 * repeat, or number fewer than 2 or more than 4; 404 naming the ids that are not institutions.
 * A static path: Fastify's router matches it before /edu/university/:id/ of gaokao.ts whatever
 * the order of registration (as /university/around/ of eduContent.ts).
 */
import { and, eq, inArray, ne } from 'drizzle-orm'
import type { FastifyPluginAsync } from 'fastify'
import { ASSESSMENT_GRADES, COMPARE_PATH, type CompareQuery, type CompareResponse } from '../../types/edu'
import { INSTITUTION_SOURCE, TRACKS, type DataSource, type InstitutionSummary } from '../../types/gaokao'
import { compareChoice, entryLine, gradeCounts, parseCompareIds, planSummary } from '../../core/compare'
import { admissionLines, enrollmentPlans, subjectAssessments } from '../db/schema'
import { ApiError } from '../errors'
import { institutionIndex } from '../services/institutionSearch'
import { PROVINCES } from '../services/provinces'
import { pageSource } from './eduContent'
import { sourceSchema, summaryProperties } from './gaokao'
import { obj, rel } from '../lib/schemas'

const int = { type: 'integer' }
const nullable = (schema: object) => ({ anyOf: [{ type: 'null' }, schema] })
const trackSchema = { type: 'string', enum: [...TRACKS] }

const entrySchema = obj({
  institution: obj(summaryProperties),
  line: nullable(
    obj({
      batch: { type: 'string' },
      kind: { type: 'string', enum: ['institution', 'group'] },
      groups: int,
      min_score: int,
      min_rank: { type: ['integer', 'null'] },
      plan_count: { type: ['integer', 'null'] }
    })
  ),
  plans: nullable(obj({ plan_count: int, major_count: int })),
  assessment: { type: 'array', items: obj({ grade: { type: 'string', enum: [...ASSESSMENT_GRADES] }, count: int }) }
})
const responseSchema = obj({
  province: { type: 'string' },
  year: { type: ['integer', 'null'] },
  track: { anyOf: [{ type: 'null' }, trackSchema] },
  years: { type: 'array', items: int },
  tracks: { type: 'array', items: trackSchema },
  entries: { type: 'array', items: entrySchema },
  sources: obj({ institutions: sourceSchema, lines: nullable(sourceSchema), plans: nullable(sourceSchema), assessment: nullable(sourceSchema) })
})

export const compareRoutes: FastifyPluginAsync = async (api) => {
  const database = api.database
  const db = database.db

  api.get<{ Querystring: CompareQuery }>(
    rel(COMPARE_PATH),
    {
      schema: {
        querystring: obj(
          {
            ids: { type: 'string', maxLength: 100 },
            province: { type: 'string', enum: [...PROVINCES] },
            track: trackSchema,
            year: { type: 'integer', minimum: 2000, maximum: 2100 }
          },
          ['ids', 'province']
        ),
        response: { 200: responseSchema }
      }
    },
    async (request): Promise<CompareResponse> => {
      const { province, track: wantTrack, year: wantYear } = request.query
      const parsed = parseCompareIds(request.query.ids)
      if (!parsed.ok) throw new ApiError(400, 'validation_error', parsed.error, { ids: parsed.error })
      const { ids } = parsed

      const index = await institutionIndex(database)
      const missing = ids.filter((id) => !index.get(id))
      if (missing.length) throw new ApiError(404, 'not_found', `找不到院校（编号 ${missing.join('、')}）`)
      const summaries: InstitutionSummary[] = ids.map((id) => {
        const { pinyin_initials: _initials, lat: _lat, lng: _lng, source: _source, ...summary } = index.get(id)!
        return summary
      })

      const [lines, plans, grades] = await Promise.all([
        db
          .select({
            institutionId: admissionLines.institutionId,
            year: admissionLines.year,
            track: admissionLines.track,
            batch: admissionLines.batch,
            kind: admissionLines.kind,
            min_score: admissionLines.minScore,
            min_rank: admissionLines.minRank,
            plan_count: admissionLines.planCount,
            source: admissionLines.source
          })
          .from(admissionLines)
          .where(and(inArray(admissionLines.institutionId, ids), eq(admissionLines.province, province), ne(admissionLines.kind, 'major'))),
        db
          .select({
            institutionId: enrollmentPlans.institutionId,
            year: enrollmentPlans.year,
            track: enrollmentPlans.track,
            major_code: enrollmentPlans.majorCode,
            major_name: enrollmentPlans.majorName,
            plan_count: enrollmentPlans.planCount,
            source: enrollmentPlans.source
          })
          .from(enrollmentPlans)
          .where(and(inArray(enrollmentPlans.institutionId, ids), eq(enrollmentPlans.province, province))),
        db
          .select({ institutionId: subjectAssessments.institutionId, grade: subjectAssessments.grade, source: subjectAssessments.source })
          .from(subjectAssessments)
          .where(inArray(subjectAssessments.institutionId, ids))
      ])

      const { years, tracks, year, track } = compareChoice([...lines, ...plans], { year: wantYear, track: wantTrack })
      const shown = <R extends { year: number; track: string }>(rows: R[]) => rows.filter((r) => r.year === year && r.track === track)
      const ofInstitution = <R extends { institutionId: number | null }>(rows: R[], id: number) => rows.filter((r) => r.institutionId === id)
      return {
        province,
        year,
        track,
        years,
        tracks,
        entries: summaries.map((institution) => ({
          institution,
          line: year !== null && track !== null ? entryLine(ofInstitution(lines, institution.id), year, track) : null,
          plans: year !== null && track !== null ? planSummary(ofInstitution(plans, institution.id), year, track) : null,
          assessment: gradeCounts(ofInstitution(grades, institution.id).map((g) => g.grade))
        })),
        sources: {
          institutions: INSTITUTION_SOURCE,
          lines: pageSource(shown(lines).map((r) => r.source)) as DataSource | null,
          plans: pageSource(shown(plans).map((r) => r.source)) as DataSource | null,
          assessment: pageSource(grades.map((g) => g.source)) as DataSource | null
        }
      }
    }
  )
}
