/**
 * Lessons (types/study.ts STUDY_PATHS.lessons): video/index's list (a subject, search words in the
 * lesson's or its course's title; most watched or newest first), a lesson's page (its course and
 * chapter, the video's signed URL, the chapter's next lessons, the caller's progress; each opening
 * counts a view), and the continue card's lesson.
 *
 * A lesson's number (第N讲) is its place in its course: chapters by their sort, lessons by theirs.
 */
import { and, asc, desc, eq, gt, ilike, or, sql, type SQL } from 'drizzle-orm'
import type { StudyLessonCard, StudyLessonDetail, StudyLessonItem, StudyLessonListQuery, StudySubject } from '../../../types/study'
import { STUDY_LIMITS } from '../../../types/study'
import type { Db } from '../../db/open'
import { studyChapters, studyCourses, studyLessons } from '../../db/schema'
import { lessonNotFound } from './errors'
import { contains } from '../../lib/likePattern'
import { pageWindow } from '../../lib/paginate'
import type { FileStore } from '../../storage/store'
import { coverThumbUrl, pictureUrl, videoUrlOf } from './media'
import { progressByLesson } from './progress'

type LessonRow = typeof studyLessons.$inferSelect

/** Every lesson's place in its course, from 1. */
const numbered = (db: Db) =>
  db
    .select({
      lessonId: studyLessons.id,
      number:
        sql<number>`(row_number() over (partition by ${studyLessons.courseId} order by ${studyChapters.sort}, ${studyChapters.id}, ${studyLessons.sort}, ${studyLessons.id}))::int`.as(
          'number'
        )
    })
    .from(studyLessons)
    .innerJoin(studyChapters, eq(studyChapters.id, studyLessons.chapterId))
    .as('numbered')

export const lessonItemOf = (row: Pick<LessonRow, 'id' | 'title' | 'durationS' | 'views'>, progress: StudyLessonItem['progress'] = null): StudyLessonItem => ({
  id: row.id,
  title: row.title,
  duration_s: row.durationS,
  views: row.views,
  progress
})

/** Lesson cards with their course, chapter and number, in the order of the query given. */
async function lessonCards(
  db: Db,
  apiPrefix: string,
  userId: number | null,
  where: SQL | undefined,
  order: SQL[],
  window: { limit: number; offset: number }
): Promise<StudyLessonCard[]> {
  const numbers = numbered(db)
  const rows = await db
    .select({ lesson: studyLessons, course: studyCourses, chapterTitle: studyChapters.title, number: numbers.number })
    .from(studyLessons)
    .innerJoin(studyCourses, eq(studyCourses.id, studyLessons.courseId))
    .innerJoin(studyChapters, eq(studyChapters.id, studyLessons.chapterId))
    .innerJoin(numbers, eq(numbers.lessonId, studyLessons.id))
    .where(where)
    .orderBy(...order)
    .limit(window.limit)
    .offset(window.offset)
  const progress = await progressByLesson(
    db,
    userId,
    rows.map((r) => r.lesson.id)
  )
  return rows.map(({ lesson, course, chapterTitle, number }): StudyLessonCard => ({
    ...lessonItemOf(lesson, progress.get(lesson.id) ?? null),
    course_id: course.id,
    course_title: course.title,
    teacher: course.teacher,
    subject: course.subject as StudySubject,
    chapter_title: chapterTitle,
    number,
    cover_url: coverThumbUrl(course.coverKey, apiPrefix),
    is_demo: course.isDemo
  }))
}

const wordsOf = (q: string | undefined) => (q ?? '').trim().split(/\s+/).filter(Boolean)

export async function lessonPage(db: Db, apiPrefix: string, userId: number | null, query: StudyLessonListQuery): Promise<{ count: number; results: StudyLessonCard[] }> {
  const where = and(
    query.subject ? eq(studyCourses.subject, query.subject) : undefined,
    ...wordsOf(query.q).map((word) => or(ilike(studyLessons.title, contains(word)), ilike(studyCourses.title, contains(word))))
  )
  const order = query.sort === 'newest' ? [desc(studyLessons.createdAt), desc(studyLessons.id)] : [desc(studyLessons.views), desc(studyLessons.id)]
  const [[{ n }], results] = await Promise.all([
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(studyLessons)
      .innerJoin(studyCourses, eq(studyCourses.id, studyLessons.courseId))
      .where(where),
    lessonCards(db, apiPrefix, userId, where, order, pageWindow(query))
  ])
  return { count: n, results }
}

/** The card of one lesson (the continue card), or null when it is gone. */
export async function lessonCard(db: Db, apiPrefix: string, userId: number | null, lessonId: number): Promise<StudyLessonCard | null> {
  const [card] = await lessonCards(db, apiPrefix, userId, eq(studyLessons.id, lessonId), [], { limit: 1, offset: 0 })
  return card ?? null
}

/** GET STUDY_PATHS.lessons + '<id>/': counts the view first, so the page shows it. */
export async function lessonDetail(db: Db, store: FileStore, apiPrefix: string, userId: number | null, lessonId: number, now: number): Promise<StudyLessonDetail> {
  const [counted] = await db
    .update(studyLessons)
    .set({ views: sql`${studyLessons.views} + 1` })
    .where(eq(studyLessons.id, lessonId))
    .returning()
  if (!counted) throw lessonNotFound()
  const card = await lessonCard(db, apiPrefix, userId, lessonId)
  if (!card) throw lessonNotFound()
  const nextRows = await db
    .select()
    .from(studyLessons)
    .where(
      and(eq(studyLessons.chapterId, counted.chapterId), or(gt(studyLessons.sort, counted.sort), and(eq(studyLessons.sort, counted.sort), gt(studyLessons.id, lessonId))))
    )
    .orderBy(asc(studyLessons.sort), asc(studyLessons.id))
    .limit(STUDY_LIMITS.nextLessons)
  const progress = await progressByLesson(
    db,
    userId,
    nextRows.map((r) => r.id)
  )
  return {
    ...card,
    chapter_id: counted.chapterId,
    video_url: await videoUrlOf(store, counted.videoKey, counted.id, now),
    poster_url: pictureUrl(counted.posterKey, apiPrefix),
    next: nextRows.map((r) => lessonItemOf(r, progress.get(r.id) ?? null))
  }
}
