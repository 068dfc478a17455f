export type * from './schemas/study'

/**
 * Study videos (issue 24, docs/study.md): courses by subject, their chapters and lessons (each a
 * video), and where each user is in each lesson. The position is kept on the server per user, so a
 * lesson resumes on any device; completion is decided by core/studyProgress.ts.
 */

/** The subjects of 学习资料, in its order (study_courses.subject). */
export const STUDY_SUBJECTS = ['chinese', 'math', 'english', 'physics', 'chemistry', 'biology', 'history', 'politics', 'geography'] as const
export type StudySubject = (typeof STUDY_SUBJECTS)[number]
export const STUDY_SUBJECT_NAMES: Record<StudySubject, string> = {
  chinese: '语文',
  math: '数学',
  english: '英语',
  physics: '物理',
  chemistry: '化学',
  biology: '生物',
  history: '历史',
  politics: '政治',
  geography: '地理'
}

/** video/index's orders: most watched first, or newest first. */
export const STUDY_LESSON_SORTS = ['popular', 'newest'] as const
export type StudyLessonSort = (typeof STUDY_LESSON_SORTS)[number]

export const STUDY_LIMITS = {
  /** The search words' length. */
  queryMax: 30,
  /** Lessons of the chapter a lesson's page lists after it. */
  nextLessons: 5,
  /** How long a lesson's signed video URL stays valid (a page reopened later asks again). */
  videoUrlTtlMs: 6 * 60 * 60 * 1000
} as const

export const STUDY_PATHS = {
  /** GET → StudySubjectCount[]: every subject with its course count, in STUDY_SUBJECTS order. */
  subjects: '/api/edu/study/subjects/',
  /**
   * GET StudyCourseListQuery (?subject=&page=&page_size=) → Page(StudyCourseCard), the shop's weight
   * then newest first; with a token each card carries the caller's learned lessons.
   * + '<id>/' GET → StudyCourseDetail: chapters with their lessons (+ the caller's progress); 404 课程不存在.
   */
  courses: '/api/edu/study/courses/',
  /**
   * GET StudyLessonListQuery (?subject=&q=&sort=&page=&page_size=) → Page(StudyLessonCard).
   * + '<id>/' GET → StudyLessonDetail (counts a view; the video's signed URL); 404 课时不存在.
   * + '<id>/progress/' PUT StudyProgressInput (login) → StudyProgressSaved.
   */
  lessons: '/api/edu/study/lessons/',
  /** GET (login) → StudyContinue: the caller's most recently watched unfinished lesson, or null. */
  continue: '/api/edu/study/continue/'
} as const
