/**
 * Where each user is in each lesson (study_progress; rules in core/studyProgress.ts): the caller's
 * progress of some lessons, a save (login), and the lesson to continue.
 *
 * A save reads and writes the row under a lock of the (user, lesson) row when it exists, so two
 * saves racing (two tabs, a periodic save and the pause's) are merged one after the other, the
 * older `at` losing; the first save of a lesson inserts and, on a conflict, merges with the winner.
 */
import { and, desc, eq, inArray, sql } from 'drizzle-orm'
import { mergeProgress, positionProblem } from '../../../core/studyProgress'
import type { StudyProgress, StudyProgressInput, StudyProgressSaved } from '../../../types/study'
import type { Db } from '../../db/open'
import { studyLessons, studyProgress } from '../../db/schema'
import { fieldError } from '../../errors'
import { lessonNotFound } from './errors'

type ProgressRow = typeof studyProgress.$inferSelect

export const progressOfRow = (row: Pick<ProgressRow, 'positionS' | 'completed' | 'updatedAt'>): StudyProgress => ({
  position_s: row.positionS,
  completed: row.completed,
  updated_at: row.updatedAt.toISOString()
})

/** The user's progress of these lessons (none for a visitor). */
export async function progressByLesson(db: Db, userId: number | null, lessonIds: readonly number[]): Promise<Map<number, StudyProgress>> {
  const found = new Map<number, StudyProgress>()
  if (userId === null || lessonIds.length === 0) return found
  const rows = await db
    .select()
    .from(studyProgress)
    .where(and(eq(studyProgress.userId, userId), inArray(studyProgress.lessonId, [...lessonIds])))
  for (const row of rows) found.set(row.lessonId, progressOfRow(row))
  return found
}

/** PUT STUDY_PATHS.lessons + '<id>/progress/'. */
export async function saveProgress(db: Db, userId: number, lessonId: number, input: StudyProgressInput, now: number): Promise<StudyProgressSaved> {
  return db.transaction(async (tx) => {
    const [lesson] = await tx.select({ durationS: studyLessons.durationS }).from(studyLessons).where(eq(studyLessons.id, lessonId))
    if (!lesson) throw lessonNotFound()
    const problem = positionProblem(input.position_s, lesson.durationS)
    if (problem) throw fieldError('position_s', problem)
    const save = { positionS: input.position_s, at: input.at ?? now }
    const key = and(eq(studyProgress.userId, userId), eq(studyProgress.lessonId, lessonId))
    for (;;) {
      const [stored] = await tx.select().from(studyProgress).where(key).for('update')
      const merged = mergeProgress(
        stored ? { positionS: stored.positionS, completed: stored.completed, updatedAt: stored.updatedAt.getTime() } : null,
        save,
        lesson.durationS,
        now
      )
      const values = { positionS: merged.positionS, completed: merged.completed, updatedAt: new Date(merged.updatedAt) }
      if (stored) {
        if (merged.applied) await tx.update(studyProgress).set(values).where(key)
      } else {
        const inserted = await tx
          .insert(studyProgress)
          .values({ userId, lessonId, ...values })
          .onConflictDoNothing()
          .returning({ userId: studyProgress.userId })
        // Another save inserted the row meanwhile: merge with it.
        if (inserted.length === 0) continue
      }
      return { position_s: merged.positionS, completed: merged.completed, updated_at: new Date(merged.updatedAt).toISOString(), applied: merged.applied }
    }
  })
}

/** The id of the user's most recently saved unfinished lesson, or null. */
export async function continueLessonId(db: Db, userId: number): Promise<number | null> {
  const [row] = await db
    .select({ lessonId: studyProgress.lessonId })
    .from(studyProgress)
    .where(and(eq(studyProgress.userId, userId), eq(studyProgress.completed, false), sql`${studyProgress.positionS} > 0`))
    .orderBy(desc(studyProgress.updatedAt))
    .limit(1)
  return row?.lessonId ?? null
}
