/**
 * Study video schemas (issue 24). Constants, paths and the story: types/study.ts. Times are
 * seconds; a position is a float (the player's currentTime), a duration whole seconds.
 */
import { STUDY_LESSON_SORTS, STUDY_LIMITS, STUDY_SUBJECTS } from '../study'
import { Id, Int, Nullable, Obj, PAGE_QUERY, StringEnum, Type, type Static } from '../schema'

export const StudySubjectSchema = StringEnum(STUDY_SUBJECTS)

export const StudySubjectCount = Obj({ subject: StudySubjectSchema, name: Type.String(), courses: Int() })
export type StudySubjectCount = Static<typeof StudySubjectCount>

export const StudyIdParams = Obj({ id: Id() })
export type StudyIdParams = Static<typeof StudyIdParams>

/** The caller's place in a lesson; null for a visitor or a lesson never opened. */
export const StudyProgress = Obj({
  position_s: Type.Number(),
  completed: Type.Boolean(),
  updated_at: Type.String()
})
export type StudyProgress = Static<typeof StudyProgress>

export const StudyCourseListQuery = Obj({ subject: Type.Optional(StudySubjectSchema), ...PAGE_QUERY })
export type StudyCourseListQuery = Static<typeof StudyCourseListQuery>

/** A course as studyL2 lists it. */
export const StudyCourseCard = Obj({
  id: Int(),
  subject: StudySubjectSchema,
  title: Type.String(),
  teacher: Type.String(),
  cover_url: Nullable(Type.String()),
  lesson_count: Int(),
  /** Seconds of all its lessons. */
  duration_s: Int(),
  /** The caller's completed lessons (0 for a visitor). */
  learned: Int(),
  is_demo: Type.Boolean()
})
export type StudyCourseCard = Static<typeof StudyCourseCard>

/** A lesson inside its course (studyL3) and in a lesson's 接下来. */
export const StudyLessonItem = Obj({
  id: Int(),
  title: Type.String(),
  duration_s: Int(),
  views: Int(),
  progress: Nullable(StudyProgress)
})
export type StudyLessonItem = Static<typeof StudyLessonItem>

export const StudyChapter = Obj({ id: Int(), title: Type.String(), lessons: Type.Array(StudyLessonItem) })
export type StudyChapter = Static<typeof StudyChapter>

export const StudyCourseDetail = Obj({
  ...StudyCourseCard.properties,
  description: Type.String(),
  chapters: Type.Array(StudyChapter)
})
export type StudyCourseDetail = Static<typeof StudyCourseDetail>

export const StudyLessonListQuery = Obj({
  subject: Type.Optional(StudySubjectSchema),
  /** Words in the lesson's or its course's title. */
  q: Type.Optional(Type.String({ maxLength: STUDY_LIMITS.queryMax })),
  sort: Type.Optional(StringEnum(STUDY_LESSON_SORTS, { default: 'popular' })),
  ...PAGE_QUERY
})
export type StudyLessonListQuery = Static<typeof StudyLessonListQuery>

/** A lesson with its course, as video/index and the continue card show it. */
export const StudyLessonCard = Obj({
  ...StudyLessonItem.properties,
  course_id: Int(),
  course_title: Type.String(),
  teacher: Type.String(),
  subject: StudySubjectSchema,
  chapter_title: Type.String(),
  /** The lesson's place in its course, from 1 (第N讲). */
  number: Int(),
  cover_url: Nullable(Type.String()),
  is_demo: Type.Boolean()
})
export type StudyLessonCard = Static<typeof StudyLessonCard>

export const StudyLessonDetail = Obj({
  ...StudyLessonCard.properties,
  chapter_id: Int(),
  /** A signed URL of the video (answers Range requests), valid STUDY_LIMITS.videoUrlTtlMs. */
  video_url: Type.String(),
  poster_url: Nullable(Type.String()),
  /** The chapter's lessons after this one (at most STUDY_LIMITS.nextLessons). */
  next: Type.Array(StudyLessonItem)
})
export type StudyLessonDetail = Static<typeof StudyLessonDetail>

/**
 * PUT progress. `at` is when the player was at `position_s` (epoch ms; default: now): a write older
 * than the stored one (a save that arrived late) changes nothing.
 */
export const StudyProgressInput = Obj({
  position_s: Type.Number({ minimum: 0 }),
  at: Type.Optional(Int({ minimum: 0 }))
})
export type StudyProgressInput = Static<typeof StudyProgressInput>

export const StudyProgressSaved = Obj({
  ...StudyProgress.properties,
  /** false: the write was older than the stored position and was ignored. */
  applied: Type.Boolean()
})
export type StudyProgressSaved = Static<typeof StudyProgressSaved>

export const StudyContinue = Obj({ lesson: Nullable(StudyLessonCard) })
export type StudyContinue = Static<typeof StudyContinue>
