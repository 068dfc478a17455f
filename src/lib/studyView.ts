/**
 * What the study pages say (types/study.ts): the continue card's line, a course's progress, a
 * lesson's state and numbers. Positions read through core/studyProgress.ts clockText.
 */
import { clockText } from '@core/studyProgress'
import { STUDY_SUBJECT_NAMES, STUDY_SUBJECTS, type StudySubject } from '@types-contract/study'

interface LessonLike {
  duration_s: number
  progress: { position_s: number; completed: boolean } | null
}

/** 继续学习 · 第2讲 函数的单调性 · 看到 03:12 */
export function continueLine(lesson: { number: number; title: string; progress: { position_s: number } | null }): string {
  return `继续学习 · 第${lesson.number}讲 ${lesson.title} · 看到 ${clockText(lesson.progress?.position_s ?? 0)}`
}

/** A course's progress: 共 8 讲 before any lesson is done, then 已学 2/8 讲. */
export function courseProgressText(course: { learned: number; lesson_count: number }): string {
  return course.learned > 0 ? `已学 ${course.learned}/${course.lesson_count} 讲` : `共 ${course.lesson_count} 讲`
}

/** Whole percent of a course's lessons completed (0 without lessons). */
export const coursePercent = (course: { learned: number; lesson_count: number }): number =>
  course.lesson_count > 0 ? Math.min(100, Math.floor((course.learned * 100) / course.lesson_count)) : 0

/** A total length: 25 分钟 (rounded up), under a minute 1 分钟. */
export const minutesText = (seconds: number): string => `${Math.max(1, Math.ceil(seconds / 60))} 分钟`

export type LessonState = 'new' | 'started' | 'completed'

export function lessonState(lesson: LessonLike): LessonState {
  if (lesson.progress?.completed) return 'completed'
  return lesson.progress && lesson.progress.position_s >= 1 ? 'started' : 'new'
}

/** The mark after a lesson: 已完成, 看到 03:12, or nothing. */
export function lessonMark(lesson: LessonLike): string {
  const state = lessonState(lesson)
  if (state === 'completed') return '已完成'
  return state === 'started' ? `看到 ${clockText(lesson.progress!.position_s)}` : ''
}

/** 1.2万 from 10,000 plays on, else the number. */
export function playsText(views: number): string {
  return views >= 10_000 ? `${(Math.floor(views / 1000) / 10).toFixed(1).replace(/\.0$/, '')}万次播放` : `${views}次播放`
}

export const subjectName = (subject: string): string => STUDY_SUBJECT_NAMES[subject as StudySubject] ?? subject

/** A subject from the address, or undefined (全部) when it is none of STUDY_SUBJECTS. */
export const subjectOf = (raw: string | undefined): StudySubject | undefined => STUDY_SUBJECTS.find((s) => s === raw)

/** The number (第N讲, from 1) of each chapter's first lesson: lessons are numbered across the course. */
export function chapterStarts(chapters: readonly { lessons: readonly unknown[] }[]): number[] {
  let next = 1
  return chapters.map((c) => {
    const start = next
    next += c.lessons.length
    return start
  })
}
