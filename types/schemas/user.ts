/**
 * Accounts contract schemas (issue 4): the user state of SPEC §3, login answers and the auth
 * calls of SPEC §7. Constants and paths: types/user.ts.
 */
import { COLLEGE_GRADES, HIGH_SCHOOL_GRADES, LIBERAL_SCIENCE, SUBJECTS } from '../user'
import { StringEnum, type Static } from '../schema'

/** The six elective subjects, in the fixed order the app and the server always keep them. */
export const Subject = StringEnum(SUBJECTS)
export type Subject = Static<typeof Subject>

/** Old-gaokao track. */
export const LiberalScience = StringEnum(LIBERAL_SCIENCE)
export type LiberalScience = Static<typeof LiberalScience>

/** Grades a user may pick. University and postgraduate grades make the identity 'college'. */
export const Grade = StringEnum([...HIGH_SCHOOL_GRADES, ...COLLEGE_GRADES])
export type Grade = Static<typeof Grade>
