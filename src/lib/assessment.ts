/**
 * 学科评估 results (university/subjectassessment): grade order A+ … C-, grouping by 学科门类 and
 * the grade summary line. No Taro import; tested in test/unit/assessment.test.ts.
 */
import { ASSESSMENT_GRADES, type AssessmentGrade, type SubjectAssessment } from '@types-contract/edu'

export function gradeIndex(grade: AssessmentGrade): number {
  const i = ASSESSMENT_GRADES.indexOf(grade)
  return i < 0 ? ASSESSMENT_GRADES.length : i
}

/** Best grade first, then by discipline code, then by institution name. */
export function sortByGrade(items: readonly SubjectAssessment[]): SubjectAssessment[] {
  return [...items].sort(
    (a, b) => gradeIndex(a.grade) - gradeIndex(b.grade) || a.discipline_code.localeCompare(b.discipline_code) || a.institution_name.localeCompare(b.institution_name)
  )
}

/** Groups by 学科门类; the group holding the best grade comes first, items best first. */
export function groupByCategory(items: readonly SubjectAssessment[]): { category: string; items: SubjectAssessment[] }[] {
  const groups = new Map<string, SubjectAssessment[]>()
  for (const item of sortByGrade(items)) groups.set(item.category, [...(groups.get(item.category) ?? []), item])
  return [...groups.entries()].map(([category, list]) => ({ category, items: list }))
}

/** 'A+ 2 个 · A 1 个 · B+ 3 个': the grades present, best first. */
export function gradeSummary(items: readonly SubjectAssessment[]): string {
  const counts = new Map<AssessmentGrade, number>()
  for (const item of items) counts.set(item.grade, (counts.get(item.grade) ?? 0) + 1)
  return ASSESSMENT_GRADES.filter((g) => counts.has(g))
    .map((g) => `${g} ${counts.get(g)} 个`)
    .join(' · ')
}

export type GradeBand = 'all' | 'a' | 'b' | 'c'

/** The band filter of the by-discipline list, with its labels. */
export const GRADE_BANDS: Record<GradeBand, string> = { all: '全部', a: 'A 档', b: 'B 档', c: 'C 档' }

/** The band of a grade (badge colour, filter): A (A+, A, A-), B or C. */
export function gradeBand(grade: AssessmentGrade): Exclude<GradeBand, 'all'> {
  return grade.startsWith('A') ? 'a' : grade.startsWith('B') ? 'b' : 'c'
}
