/**
 * The playback rules of study videos (core/studyProgress.ts, src/lib/studyPlayback.ts,
 * src/lib/studyView.ts): the completion tail at its bounds, a save merged with the stored one (late
 * saves ignored, completion kept, future times as now), the resume position, when the player saves,
 * the device's positions, the newer of device and server, and what the pages say. The demo clips'
 * frames (server/seed/demoStudyMedia.ts) move with time.
 */
import { clockText, completionTail, isCompleteAt, mergeProgress, positionProblem, resumePosition } from '../../core/studyProgress'
import { CLIP_HEIGHT, CLIP_WIDTH, DEMO_CLIPS, clipFrame } from '../../server/seed/demoStudyMedia'
import { LOCAL_POSITIONS_MAX, SAVE_EVERY_MS, freshSaver, rememberPosition, shouldSave, startPosition } from '../../src/lib/studyPlayback'
import {
  chapterStarts,
  continueLine,
  coursePercent,
  courseProgressText,
  lessonMark,
  lessonState,
  minutesText,
  playsText,
  subjectName,
  subjectOf
} from '../../src/lib/studyView'

describe('completion', () => {
  test('the tail is 5 % of the lesson, at least 1 s and at most 10 s', () => {
    expect([10, 20, 60, 100, 200, 1000].map(completionTail)).toEqual([1, 1, 3, 5, 10, 10])
    expect([isCompleteAt(8.9, 10), isCompleteAt(9, 10), isCompleteAt(589.9, 600), isCompleteAt(590, 600)]).toEqual([false, true, false, true])
  })

  test('a position is 0..duration', () => {
    expect([positionProblem(0, 12), positionProblem(12, 12), positionProblem(6.5, 12)]).toEqual([null, null, null])
    expect(positionProblem(12.01, 12)).toBe('播放位置超出了课时时长（12 秒）')
    expect(positionProblem(-0.1, 12)).toBe('播放位置不能为负数')
    expect(positionProblem(Number.NaN, 12)).toBe('播放位置不能为负数')
  })
})

describe('mergeProgress', () => {
  const now = 1_000_000
  test('the first save is stored at its time; completion at the tail', () => {
    expect(mergeProgress(null, { positionS: 6, at: now - 10 }, 12, now)).toEqual({ positionS: 6, completed: false, updatedAt: now - 10, applied: true })
    expect(mergeProgress(null, { positionS: 11, at: now }, 12, now).completed).toBe(true)
  })

  test('a save older than the stored one changes nothing; the same moment applies; the future counts as now', () => {
    const stored = { positionS: 8, completed: false, updatedAt: now }
    expect(mergeProgress(stored, { positionS: 3, at: now - 1 }, 12, now + 5)).toEqual({ ...stored, applied: false })
    expect(mergeProgress(stored, { positionS: 3, at: now }, 12, now + 5)).toEqual({ positionS: 3, completed: false, updatedAt: now, applied: true })
    expect(mergeProgress(stored, { positionS: 4, at: now + 99_999 }, 12, now + 5).updatedAt).toBe(now + 5)
  })

  test('completion is kept when the lesson is watched again', () => {
    const done = { positionS: 12, completed: true, updatedAt: now }
    expect(mergeProgress(done, { positionS: 2, at: now + 1 }, 12, now + 1)).toEqual({ positionS: 2, completed: true, updatedAt: now + 1, applied: true })
  })
})

describe('resume', () => {
  test('from the saved position, else from the start (none, completed, under 1 s, in the tail)', () => {
    expect(resumePosition({ position_s: 6.2, completed: false }, 12)).toBe(6.2)
    expect(resumePosition(null, 12)).toBe(0)
    expect(resumePosition({ position_s: 6.2, completed: true }, 12)).toBe(0)
    expect(resumePosition({ position_s: 0.9, completed: false }, 12)).toBe(0)
    expect(resumePosition({ position_s: 11.5, completed: false }, 12)).toBe(0)
    expect(resumePosition({ position_s: 50, completed: false }, 600)).toBe(50)
  })

  test('the newer of the device and the server', () => {
    const server = { position_s: 6, completed: false, updated_at: new Date(2_000).toISOString() }
    expect(startPosition(server, { position_s: 8, at: 1_000 }, 12)).toBe(6)
    expect(startPosition(server, { position_s: 8, at: 3_000 }, 12)).toBe(8)
    expect(startPosition(null, { position_s: 8, at: 1 }, 12)).toBe(8)
    expect(startPosition(null, undefined, 12)).toBe(0)
    // A completed lesson watched again on this device resumes where it was rewatched.
    expect(startPosition({ ...server, completed: true }, { position_s: 4, at: 3_000 }, 12)).toBe(4)
    expect(startPosition({ ...server, completed: true }, undefined, 12)).toBe(0)
  })

  test('clock text', () => {
    expect([0, 5.9, 192, 3599, 3723, -3, Number.NaN].map(clockText)).toEqual(['00:00', '00:05', '03:12', '59:59', '1:02:03', '00:00', '00:00'])
  })
})

describe('when the player saves', () => {
  test('ticks every 5 s, pause/end/hide at once, never an unmoved position', () => {
    const sent = { sentPosition: 6, sentAt: 10_000 }
    expect(shouldSave(sent, 7, 10_000 + SAVE_EVERY_MS - 1, 'tick')).toBe(false)
    expect(shouldSave(sent, 7, 10_000 + SAVE_EVERY_MS, 'tick')).toBe(true)
    expect(shouldSave(sent, 7, 10_001, 'pause')).toBe(true)
    expect(shouldSave(sent, 6.3, 99_999, 'hide')).toBe(false)
    expect(shouldSave(sent, 6.5, 10_001, 'ended')).toBe(true)
    expect(shouldSave(freshSaver(), 0, 0, 'pause')).toBe(true)
  })

  test('the device keeps the newest positions, at most LOCAL_POSITIONS_MAX lessons', () => {
    let positions = rememberPosition(undefined, 1, 3, 100)
    positions = rememberPosition(positions, 1, 5, 200)
    expect(positions).toEqual({ 1: { position_s: 5, at: 200 } })
    for (let id = 2; id <= LOCAL_POSITIONS_MAX + 1; id++) positions = rememberPosition(positions, id, id, 200 + id)
    expect(Object.keys(positions)).toHaveLength(LOCAL_POSITIONS_MAX)
    expect(positions[1]).toBeUndefined()
    expect(positions[LOCAL_POSITIONS_MAX + 1]).toEqual({ position_s: LOCAL_POSITIONS_MAX + 1, at: 201 + LOCAL_POSITIONS_MAX })
  })
})

describe('what the pages say', () => {
  test('the continue line, course progress, lesson marks', () => {
    expect(continueLine({ number: 2, title: '函数的单调性', progress: { position_s: 192.7 } })).toBe('继续学习 · 第2讲 函数的单调性 · 看到 03:12')
    expect([courseProgressText({ learned: 0, lesson_count: 8 }), courseProgressText({ learned: 3, lesson_count: 8 })]).toEqual(['共 8 讲', '已学 3/8 讲'])
    expect([coursePercent({ learned: 3, lesson_count: 8 }), coursePercent({ learned: 0, lesson_count: 0 }), coursePercent({ learned: 8, lesson_count: 8 })]).toEqual([
      37, 0, 100
    ])
    const lesson = (progress: { position_s: number; completed: boolean } | null) => ({ duration_s: 12, progress })
    expect(
      [null, { position_s: 0.5, completed: false }, { position_s: 6, completed: false }, { position_s: 2, completed: true }].map((p) => [
        lessonState(lesson(p)),
        lessonMark(lesson(p))
      ])
    ).toEqual([
      ['new', ''],
      ['new', ''],
      ['started', '看到 00:06'],
      ['completed', '已完成']
    ])
  })

  test('numbers and subjects', () => {
    expect([minutesText(0), minutesText(61), minutesText(600)]).toEqual(['1 分钟', '2 分钟', '10 分钟'])
    expect([playsText(9999), playsText(10_000), playsText(12_345)]).toEqual(['9999次播放', '1万次播放', '1.2万次播放'])
    expect(chapterStarts([{ lessons: [1, 2, 3] }, { lessons: [] }, { lessons: [1, 2] }, { lessons: [1] }])).toEqual([1, 4, 4, 6])
    expect([subjectName('math'), subjectOf('math'), subjectOf('music'), subjectOf(undefined)]).toEqual(['数学', 'math', undefined, undefined])
  })
})

describe('the demo clips', () => {
  test('frames of the clip size that change as it plays, the progress bar filling', () => {
    const clip = DEMO_CLIPS[0]
    const first = clipFrame(clip.hue, 0, clip.seconds)
    const later = clipFrame(clip.hue, 6, clip.seconds)
    expect(first.length).toBe(CLIP_WIDTH * CLIP_HEIGHT * 4)
    expect(Buffer.compare(Buffer.from(first), Buffer.from(later))).not.toBe(0)
    // The bar's pixel at 40 % of the width: dark at the start, white at half time.
    const barPixel = (frame: Uint8Array) => frame[((CLIP_HEIGHT - 2) * CLIP_WIDTH + Math.floor(CLIP_WIDTH * 0.4)) * 4]
    expect([barPixel(first), barPixel(later)]).toEqual([40, 255])
    expect(DEMO_CLIPS.every((c) => c.seconds >= 8 && c.seconds <= 20)).toBe(true)
  })
})
