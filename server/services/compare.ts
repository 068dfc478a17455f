/**
 * Two to four institutions side by side in one province (GET /api/edu/university/compare/): their
 * facts from the institution index, and their lines, plans and subject-assessment grades, which
 * core/compare.ts shapes into each entry. 404 naming the ids that are not institutions.
 */
import { and, eq, inArray, ne } from 'drizzle-orm'
import type { CompareQuery, CompareResponse } from '../../types/edu'
import { INSTITUTION_SOURCE, type InstitutionSummary } from '../../types/gaokao'
import { compareChoice, entryLine, gradeCounts, planSummary } from '../../core/compare'
import type { Database } from '../db/open'
import { admissionLines, enrollmentPlans, subjectAssessments } from '../db/schema'
import { ApiError } from '../errors'
import { sourceOfRows } from '../lib/dataSource'
import { institutionIndex } from './institutionSearch'

/** The institutions' rows in the province: entry lines (no major lines), plans, and every grade. */
function storedRows(database: Database, ids: number[], province: string) {
  const db = database.db
  return Promise.all([
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
}

/** `ids` already checked by parseCompareIds (core/compare.ts), in the order to show. */
export async function compareAnswer(database: Database, ids: number[], { province, track: wantTrack, year: wantYear }: CompareQuery): Promise<CompareResponse> {
  const index = await institutionIndex(database)
  const missing = ids.filter((id) => !index.get(id))
  if (missing.length) throw new ApiError(404, 'not_found', `找不到院校（编号 ${missing.join('、')}）`)
  const summaries: InstitutionSummary[] = ids.map((id) => {
    const { pinyin_initials: _initials, lat: _lat, lng: _lng, source: _source, ...summary } = index.get(id)!
    return summary
  })

  const [lines, plans, grades] = await storedRows(database, ids, province)
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
      lines: sourceOfRows(shown(lines).map((r) => r.source)),
      plans: sourceOfRows(shown(plans).map((r) => r.source)),
      assessment: sourceOfRows(grades.map((g) => g.source))
    }
  }
}
