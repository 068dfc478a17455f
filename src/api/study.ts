/**
 * Study video calls (types/study.ts STUDY_PATHS), one function each, through request.ts. With a
 * token the answers carry the user's progress; saving a position needs login.
 */
import type { Paginated } from '@types-contract/api'
import {
  STUDY_PATHS,
  type StudyContinue,
  type StudyCourseCard,
  type StudyCourseDetail,
  type StudyLessonCard,
  type StudyLessonDetail,
  type StudyLessonSort,
  type StudyProgressInput,
  type StudyProgressSaved,
  type StudySubject,
  type StudySubjectCount
} from '@types-contract/study'
import { request, type RequestOptions } from './request'

type Extra = Pick<RequestOptions, 'quiet'>

export interface LessonQuery {
  subject?: StudySubject
  q?: string
  sort?: StudyLessonSort
}

export const fetchStudySubjects = (o: Extra = {}) => request<StudySubjectCount[]>(STUDY_PATHS.subjects, o)

/** One page of a subject's courses (all subjects without one). */
export const fetchCourses = (subject: StudySubject | undefined, page: number, o: Extra = {}) =>
  request<Paginated<StudyCourseCard>>(STUDY_PATHS.courses, { query: { subject, page }, ...o })

export const fetchCourse = (id: number, o: Extra = {}) => request<StudyCourseDetail>(`${STUDY_PATHS.courses}${id}/`, o)

/** One page of video/index's lessons. */
export const fetchLessons = (query: LessonQuery, page: number, o: Extra = {}) =>
  request<Paginated<StudyLessonCard>>(STUDY_PATHS.lessons, { query: { ...query, q: query.q || undefined, page }, ...o })

/** A lesson's page (counts a view): the video's signed URL, the chapter's next lessons, the user's progress. */
export const fetchLesson = (id: number, o: Extra = {}) => request<StudyLessonDetail>(`${STUDY_PATHS.lessons}${id}/`, o)

/** Saves where the user is in a lesson (login). */
export const saveLessonProgress = (id: number, input: StudyProgressInput, o: Extra = {}) =>
  request<StudyProgressSaved>(`${STUDY_PATHS.lessons}${id}/progress/`, { method: 'PUT', data: input, ...o })

/** The user's latest unfinished lesson (login). */
export const fetchContinueLesson = (o: Extra = {}) => request<StudyContinue>(STUDY_PATHS.continue, o)
