/** Subject assessment grades (学科评估): one institution's disciplines, or one discipline's institutions. */
import { eq } from 'drizzle-orm'
import { ASSESSMENT_GRADES, type AssessmentGrade, type SubjectAssessments } from '../../types/edu'
import type { Db } from '../db/open'
import { subjectAssessments } from '../db/schema'
import { sourceOfRows } from '../lib/dataSource'

export type AssessmentsOf = { institutionId: number } | { disciplineCode: string }

/** Best grade first; then by discipline (one institution) or by institution (one discipline). */
export async function subjectAssessmentsOf(db: Db, of: AssessmentsOf): Promise<SubjectAssessments> {
  const byInstitution = 'institutionId' in of
  const rows = await db
    .select()
    .from(subjectAssessments)
    .where(byInstitution ? eq(subjectAssessments.institutionId, of.institutionId) : eq(subjectAssessments.disciplineCode, of.disciplineCode))
  const grade = (g: string) => ASSESSMENT_GRADES.indexOf(g as AssessmentGrade)
  const then = (a: (typeof rows)[number], b: (typeof rows)[number]) =>
    byInstitution ? a.disciplineCode.localeCompare(b.disciplineCode) : a.institutionName.localeCompare(b.institutionName, 'zh')
  rows.sort((a, b) => grade(a.grade) - grade(b.grade) || then(a, b))
  return {
    results: rows.map((r) => ({
      discipline_code: r.disciplineCode,
      discipline_name: r.disciplineName,
      category: r.category,
      grade: r.grade as AssessmentGrade,
      institution_id: r.institutionId,
      institution_name: r.institutionName
    })),
    source: sourceOfRows(rows.map((r) => r.source))
  }
}
