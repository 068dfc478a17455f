/**
 * Identity follows the grade (SPEC §1): a university or postgraduate grade makes the user a
 * college student, anything else (including no grade yet) a high-school student.
 * Switching identity is choosing a grade of the other kind.
 */
import { COLLEGE_GRADES, HIGH_SCHOOL_GRADES, type Grade, type Identity } from '../types/user'

export function identityOf(grade: Grade | string | null | undefined): Identity {
  return (COLLEGE_GRADES as readonly string[]).includes(grade ?? '') ? 'college' : 'high_school'
}

export const IDENTITY_LABELS: Record<Identity, string> = { college: '大学生', high_school: '高中生' }

/** The grades of one identity, in display order. */
export function gradesOf(identity: Identity): readonly Grade[] {
  return identity === 'college' ? COLLEGE_GRADES : HIGH_SCHOOL_GRADES
}
