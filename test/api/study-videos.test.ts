/**
 * Study videos (issue 24; types/study.ts STUDY_PATHS, docs/study.md): the subjects with their
 * counts, a subject's courses (paged), a course's chapters and lessons, the lesson list (subject,
 * search, sorts), a lesson's page (a view counted, the video's signed URL served with Range, the
 * chapter's next lessons), the playback position saved and resumed per user (401 without login, a
 * late save ignored, completion near the end kept, another user's progress apart), the continue
 * lesson, each 4xx with its Chinese detail, and the demo seed (labelled, once, playable clips).
 */
import { eq } from 'drizzle-orm'
import { studyCourses } from '../../server/db/schema'
import { DEMO_COURSES, seedDemoStudy } from '../../server/seed/demoStudy'
import type { Paginated } from '../../types/api'
import {
  STUDY_PATHS,
  STUDY_SUBJECTS,
  type StudyContinue,
  type StudyCourseCard,
  type StudyCourseDetail,
  type StudyLessonCard,
  type StudyLessonDetail,
  type StudyProgressSaved,
  type StudySubjectCount
} from '../../types/study'
import { signedInject } from './helpers'
import { appWithMembers, type Member } from './support/accounts'
import { ok } from './support/forum'
import { expectError } from './support/print'

const { t, a, b } = appWithMembers('1380000240')
let seeded: Awaited<ReturnType<typeof seedDemoStudy>>
let math: StudyCourseDetail

const get = (url: string, who?: Member) => t.get(url, who?.access)
const put = (url: string, payload: object, who?: Member) =>
  signedInject(t.app, { method: 'PUT', url, payload, headers: who ? { authorization: `Bearer ${who.access}` } : {} })
const lessonUrl = (id: number, rest = '') => `${STUDY_PATHS.lessons}${id}/${rest}`
const courseUrl = (id: number) => `${STUDY_PATHS.courses}${id}/`
const lessonsOf = (course: StudyCourseDetail) => course.chapters.flatMap((c) => c.lessons)

beforeAll(async () => {
  seeded = await seedDemoStudy(t.database, t.app.accounts.files, t.clock.now)
  const [row] = await t.database.db.select({ id: studyCourses.id }).from(studyCourses).where(eq(studyCourses.subject, 'math'))
  math = ok<StudyCourseDetail>(await get(courseUrl(row.id)))
})

describe('the demo seed', () => {
  test('one labelled course per subject with its chapters and lessons; once only', async () => {
    const lessons = DEMO_COURSES.reduce((n, c) => n + c.chapters.reduce((m, [, l]) => m + l.length, 0), 0)
    expect(seeded).toEqual(expect.objectContaining({ courses: 9, chapters: 20, lessons, clips: 3 }))
    expect(await seedDemoStudy(t.database, t.app.accounts.files)).toBeNull()
    expect(math).toEqual(expect.objectContaining({ title: '高一数学·函数专题精讲', is_demo: true, lesson_count: 8, learned: 0 }))
    expect(math.description).toContain('示例数据')
    expect(math.cover_url).toMatch(/\/api\/storage\/thumb\//)
    const cover = await t.app.inject({ method: 'GET', url: math.cover_url! })
    expect([cover.statusCode, cover.headers['content-type']]).toEqual([200, 'image/jpeg'])
  })
})

describe('subjects and courses', () => {
  test('every subject in order with its course count', async () => {
    const subjects = ok<StudySubjectCount[]>(await get(STUDY_PATHS.subjects))
    expect(subjects.map((s) => s.subject)).toEqual([...STUDY_SUBJECTS])
    expect(subjects.slice(0, 3)).toEqual([
      { subject: 'chinese', name: '语文', courses: 1 },
      { subject: 'math', name: '数学', courses: 1 },
      { subject: 'english', name: '英语', courses: 1 }
    ])
  })

  test("a subject's courses; all of them paged, weighted first", async () => {
    const page = ok<Paginated<StudyCourseCard>>(await get(`${STUDY_PATHS.courses}?subject=physics`))
    expect(page.results.map((c) => [c.title, c.teacher, c.lesson_count])).toEqual([['物理必修一·运动与力', '顾明哲', 7]])
    expect(page.results[0].duration_s).toBeGreaterThan(60)
    const first = ok<Paginated<StudyCourseCard>>(await get(`${STUDY_PATHS.courses}?page_size=4`))
    expect([first.count, first.results.length, first.results[0].subject, first.results[1].subject]).toEqual([9, 4, 'math', 'chinese'])
    const third = ok<Paginated<StudyCourseCard>>(await get(`${STUDY_PATHS.courses}?page_size=4&page=3`))
    expect([third.results.length, third.next]).toEqual([1, null])
    expectError(await get(`${STUDY_PATHS.courses}?subject=music`), 400)
    expectError(await get(`${STUDY_PATHS.courses}?page=0`), 400)
  })

  test("a course's chapters in order with their lessons; 404 and 400", async () => {
    expect(math.chapters.map((c) => c.title)).toEqual(DEMO_COURSES[0].chapters.map(([title]) => title))
    expect(math.chapters[0].lessons.map((l) => l.title)).toEqual(['函数的概念与表示', '函数的单调性', '函数的奇偶性'])
    expect(lessonsOf(math).every((l) => l.progress === null && l.duration_s >= 10)).toBe(true)
    expectError(await get(courseUrl(999999)), 404, '课程不存在')
    expectError(await get(`${STUDY_PATHS.courses}abc/`), 400)
  })
})

describe('lessons', () => {
  test('search, subject, sorts; bad queries 400', async () => {
    const found = ok<Paginated<StudyLessonCard>>(await get(`${STUDY_PATHS.lessons}?q=${encodeURIComponent('单调性')}`))
    expect(found.results.map((l) => [l.title, l.course_title, l.number, l.chapter_title])).toEqual([
      ['函数的单调性', '高一数学·函数专题精讲', 2, '第一章 函数的概念与性质']
    ])
    // A word of the course's title finds its lessons.
    const byCourse = ok<Paginated<StudyLessonCard>>(await get(`${STUDY_PATHS.lessons}?q=${encodeURIComponent('古诗文')}&page_size=50`))
    expect(byCourse.count).toBe(5)
    const chem = ok<Paginated<StudyLessonCard>>(await get(`${STUDY_PATHS.lessons}?subject=chemistry&page_size=50`))
    expect([chem.count, new Set(chem.results.map((l) => l.subject))]).toEqual([5, new Set(['chemistry'])])
    const popular = ok<Paginated<StudyLessonCard>>(await get(`${STUDY_PATHS.lessons}?page_size=100`))
    const views = popular.results.map((l) => l.views)
    expect(views).toEqual([...views].sort((x, y) => y - x))
    const newest = ok<Paginated<StudyLessonCard>>(await get(`${STUDY_PATHS.lessons}?sort=newest&page_size=3`))
    expect(newest.results[0].course_title).toBe('高一数学·函数专题精讲')
    expectError(await get(`${STUDY_PATHS.lessons}?sort=best`), 400)
    expectError(await get(`${STUDY_PATHS.lessons}?q=${encodeURIComponent('长'.repeat(31))}`), 400)
  })

  test("a lesson's page counts a view, signs its video (served with Range) and lists the chapter's next lessons", async () => {
    const [first, second, third] = math.chapters[0].lessons
    const one = ok<StudyLessonDetail>(await get(lessonUrl(first.id)))
    const two = ok<StudyLessonDetail>(await get(lessonUrl(first.id)))
    expect(two.views).toBe(one.views + 1)
    expect(one.views).toBe(first.views + 1)
    expect([one.number, one.course_id, one.chapter_id, one.next.map((l) => l.id)]).toEqual([1, math.id, math.chapters[0].id, [second.id, third.id]])
    expect(ok<StudyLessonDetail>(await get(lessonUrl(third.id))).next).toEqual([])
    const video = await t.app.inject({ method: 'GET', url: one.video_url })
    expect([video.statusCode, video.headers['content-type'], video.rawPayload.subarray(4, 8).toString()]).toEqual([200, 'video/mp4', 'ftyp'])
    const part = await t.app.inject({ method: 'GET', url: one.video_url, headers: { range: 'bytes=0-99' } })
    expect([part.statusCode, part.rawPayload.length]).toEqual([206, 100])
    expectError(await get(lessonUrl(999999)), 404, '课时不存在')
  })
})

describe('progress', () => {
  test('401 without login on saving and on continue', async () => {
    const lesson = math.chapters[0].lessons[1]
    expect((await put(lessonUrl(lesson.id, 'progress/'), { position_s: 3 })).statusCode).toBe(401)
    expect((await get(STUDY_PATHS.continue)).statusCode).toBe(401)
  })

  test('saved and resumed per user; course cards count completed lessons; continue names the latest unfinished', async () => {
    const [first, second] = math.chapters[0].lessons
    expect(ok<StudyContinue>(await get(STUDY_PATHS.continue, a))).toEqual({ lesson: null })
    t.clock.now += 1000
    const saved = ok<StudyProgressSaved>(await put(lessonUrl(second.id, 'progress/'), { position_s: 6.5 }, a))
    expect(saved).toEqual({ position_s: 6.5, completed: false, applied: true, updated_at: new Date(t.clock.now).toISOString() })
    const mine = ok<StudyLessonDetail>(await get(lessonUrl(second.id), a))
    expect(mine.progress).toEqual({ position_s: 6.5, completed: false, updated_at: saved.updated_at })
    // Another user, and a visitor, see none of it.
    expect(ok<StudyLessonDetail>(await get(lessonUrl(second.id), b)).progress).toBeNull()
    expect(ok<StudyLessonDetail>(await get(lessonUrl(second.id))).progress).toBeNull()
    expect(ok<StudyContinue>(await get(STUDY_PATHS.continue, b))).toEqual({ lesson: null })
    const cont = ok<StudyContinue>(await get(STUDY_PATHS.continue, a)).lesson!
    expect([cont.id, cont.number, cont.title, cont.progress?.position_s]).toEqual([second.id, 2, '函数的单调性', 6.5])

    // The first lesson watched to its end: completed, and the continue card stays on the unfinished one.
    t.clock.now += 1000
    const done = ok<StudyProgressSaved>(await put(lessonUrl(first.id, 'progress/'), { position_s: first.duration_s }, a))
    expect(done.completed).toBe(true)
    expect(ok<StudyContinue>(await get(STUDY_PATHS.continue, a)).lesson?.id).toBe(second.id)
    const card = ok<Paginated<StudyCourseCard>>(await get(`${STUDY_PATHS.courses}?subject=math`, a)).results[0]
    expect([card.learned, card.lesson_count]).toEqual([1, 8])
    expect(ok<Paginated<StudyCourseCard>>(await get(`${STUDY_PATHS.courses}?subject=math`, b)).results[0].learned).toBe(0)
    const course = ok<StudyCourseDetail>(await get(courseUrl(math.id), a))
    expect(course.chapters[0].lessons.slice(0, 2).map((l) => [l.progress?.completed, l.progress?.position_s])).toEqual([
      [true, first.duration_s],
      [false, 6.5]
    ])

    // Watching a completed lesson again moves the position but keeps it completed.
    t.clock.now += 1000
    expect(ok<StudyProgressSaved>(await put(lessonUrl(first.id, 'progress/'), { position_s: 2 }, a))).toEqual(
      expect.objectContaining({ position_s: 2, completed: true, applied: true })
    )
  })

  test('a save older than the stored one changes nothing; a future time counts as now', async () => {
    const lesson = math.chapters[1].lessons[0]
    const url = lessonUrl(lesson.id, 'progress/')
    t.clock.now += 1000
    ok(await put(url, { position_s: 8, at: t.clock.now }, a))
    const late = ok<StudyProgressSaved>(await put(url, { position_s: 3, at: t.clock.now - 500 }, a))
    expect([late.applied, late.position_s]).toEqual([false, 8])
    const future = ok<StudyProgressSaved>(await put(url, { position_s: 4, at: t.clock.now + 3_600_000 }, a))
    expect([future.applied, future.position_s, future.updated_at]).toEqual([true, 4, new Date(t.clock.now).toISOString()])
    // The same moment again (a second save in one ms) still applies.
    expect(ok<StudyProgressSaved>(await put(url, { position_s: 5 }, a)).position_s).toBe(5)
    // The latest unfinished lesson is now this one.
    expect(ok<StudyContinue>(await get(STUDY_PATHS.continue, a)).lesson?.id).toBe(lesson.id)
  })

  test('bad input 400 naming the field; an unknown lesson 404', async () => {
    const lesson = math.chapters[0].lessons[2]
    const url = lessonUrl(lesson.id, 'progress/')
    expectError(await put(url, { position_s: lesson.duration_s + 1 }, a), 400, `播放位置超出了课时时长（${lesson.duration_s} 秒）`, 'position_s')
    expectError(await put(url, { position_s: -1 }, a), 400, undefined, 'position_s')
    expectError(await put(url, {}, a), 400)
    expectError(await put(url, { position_s: 'abc' }, a), 400)
    expectError(await put(url, { position_s: 1, speed: 2 }, a), 400)
    expectError(await put(lessonUrl(999999, 'progress/'), { position_s: 1 }, a), 404, '课时不存在')
    expect(ok<StudyLessonDetail>(await get(lessonUrl(lesson.id), a)).progress).toBeNull()
  })
})
