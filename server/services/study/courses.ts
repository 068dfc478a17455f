/**
 * Courses (types/study.ts STUDY_PATHS): the subjects with their course counts (学习资料), a
 * subject's courses (studyL2: the shop's weight, then newest) and a course's chapters with their
 * lessons (studyL3). A logged-in caller sees their completed lessons on each card and their
 * progress on each lesson.
 */
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm'
import {
  STUDY_SUBJECT_NAMES,
  STUDY_SUBJECTS,
  type StudyCourseCard,
  type StudyCourseDetail,
  type StudyCourseListQuery,
  type StudySubject,
  type StudySubjectCount
} from '../../../types/study'
import type { Db } from '../../db/open'
import { studyChapters, studyCourses, studyLessons, studyProgress } from '../../db/schema'
import { courseNotFound } from './errors'
import { pageWindow } from '../../lib/paginate'
import { lessonItemOf } from './lessons'
import { coverThumbUrl } from './media'
import { progressByLesson } from './progress'

type CourseRow = typeof studyCourses.$inferSelect

export async function subjectCounts(db: Db): Promise<StudySubjectCount[]> {
  const rows = await db
    .select({ subject: studyCourses.subject, n: sql<number>`count(*)::int` })
    .from(studyCourses)
    .groupBy(studyCourses.subject)
  const counts = new Map(rows.map((r) => [r.subject, r.n]))
  return STUDY_SUBJECTS.map((subject) => ({ subject, name: STUDY_SUBJECT_NAMES[subject], courses: counts.get(subject) ?? 0 }))
}

/** Per course: lessons, their seconds, and the user's completed ones. */
async function courseTotals(db: Db, userId: number | null, courseIds: readonly number[]) {
  const totals = new Map<number, { lessons: number; seconds: number; learned: number }>(courseIds.map((id) => [id, { lessons: 0, seconds: 0, learned: 0 }]))
  if (courseIds.length === 0) return totals
  const rows = await db
    .select({
      courseId: studyLessons.courseId,
      lessons: sql<number>`count(*)::int`,
      seconds: sql<number>`coalesce(sum(${studyLessons.durationS}), 0)::int`,
      learned: userId === null ? sql<number>`0` : sql<number>`count(${studyProgress.lessonId}) filter (where ${studyProgress.completed})::int`
    })
    .from(studyLessons)
    .leftJoin(studyProgress, userId === null ? sql`false` : and(eq(studyProgress.lessonId, studyLessons.id), eq(studyProgress.userId, userId)))
    .where(inArray(studyLessons.courseId, [...courseIds]))
    .groupBy(studyLessons.courseId)
  for (const r of rows) totals.set(r.courseId, { lessons: r.lessons, seconds: r.seconds, learned: Number(r.learned) })
  return totals
}

function cardOf(course: CourseRow, apiPrefix: string, totals: { lessons: number; seconds: number; learned: number } | undefined): StudyCourseCard {
  return {
    id: course.id,
    subject: course.subject as StudySubject,
    title: course.title,
    teacher: course.teacher,
    cover_url: coverThumbUrl(course.coverKey, apiPrefix),
    lesson_count: totals?.lessons ?? 0,
    duration_s: totals?.seconds ?? 0,
    learned: totals?.learned ?? 0,
    is_demo: course.isDemo
  }
}

export async function coursePage(db: Db, apiPrefix: string, userId: number | null, query: StudyCourseListQuery): Promise<{ count: number; results: StudyCourseCard[] }> {
  const where = query.subject ? eq(studyCourses.subject, query.subject) : undefined
  const { limit, offset } = pageWindow(query)
  const [[{ n }], rows] = await Promise.all([
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(studyCourses)
      .where(where),
    db.select().from(studyCourses).where(where).orderBy(desc(studyCourses.weight), desc(studyCourses.createdAt), desc(studyCourses.id)).limit(limit).offset(offset)
  ])
  const totals = await courseTotals(
    db,
    userId,
    rows.map((r) => r.id)
  )
  return { count: n, results: rows.map((r) => cardOf(r, apiPrefix, totals.get(r.id))) }
}

export async function courseDetail(db: Db, apiPrefix: string, userId: number | null, courseId: number): Promise<StudyCourseDetail> {
  const [course] = await db.select().from(studyCourses).where(eq(studyCourses.id, courseId))
  if (!course) throw courseNotFound()
  const [chapters, lessons, totals] = await Promise.all([
    db.select().from(studyChapters).where(eq(studyChapters.courseId, courseId)).orderBy(asc(studyChapters.sort), asc(studyChapters.id)),
    db.select().from(studyLessons).where(eq(studyLessons.courseId, courseId)).orderBy(asc(studyLessons.sort), asc(studyLessons.id)),
    courseTotals(db, userId, [courseId])
  ])
  const progress = await progressByLesson(
    db,
    userId,
    lessons.map((l) => l.id)
  )
  return {
    ...cardOf(course, apiPrefix, totals.get(courseId)),
    description: course.description,
    chapters: chapters.map((c) => ({
      id: c.id,
      title: c.title,
      lessons: lessons.filter((l) => l.chapterId === c.id).map((l) => lessonItemOf(l, progress.get(l.id) ?? null))
    }))
  }
}
