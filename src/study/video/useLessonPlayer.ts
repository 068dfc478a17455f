import { useDidHide } from '@tarojs/taro'
import { useEffect, useRef, useState } from 'react'
import type { StudyLessonDetail } from '@types-contract/study'
import { fetchLesson, saveLessonProgress } from '@/api/study'
import { usePageLoad, type PageLoad } from '@/components/usePageLoad'
import { freshSaver, rememberPosition, shouldSave, startPosition, type LocalPositions, type SaveReason } from '@/lib/studyPlayback'
import { storage } from '@/platform/storage'
import { userStore } from '@/stores'

/** The device's positions (lib/studyPlayback.ts): every user's on this device, kept on logout. */
const POSITIONS_KEY = 'study_positions'

export interface LessonPlayer {
  load: PageLoad<StudyLessonDetail>
  /** Where the video starts (seconds), decided once per lesson when it arrives; null before. */
  start: number | null
  onTime: (currentTime: number) => void
  onPause: () => void
  onEnded: () => void
}

/**
 * A lesson's page (video/videoDetail): the lesson, where it resumes (the newer of the server's
 * progress and the device's copy) and the saves of the position (lib/studyPlayback.ts: every 5 s
 * while playing, at once on pause, end, hide and close). A visitor's positions stay on the device;
 * a failed save is tried again at the next occasion.
 */
export function useLessonPlayer(lessonId: number): LessonPlayer {
  const valid = Number.isInteger(lessonId) && lessonId > 0
  const load = usePageLoad(() => (valid ? fetchLesson(lessonId, { quiet: true }) : Promise.reject(new Error('课时不存在'))))
  const lesson = load.data
  const [start, setStart] = useState<number | null>(null)
  const position = useRef(0)
  const saver = useRef(freshSaver())
  const duration = useRef(0)

  useEffect(() => {
    if (!lesson || start !== null) return
    const local = storage.get<LocalPositions>(POSITIONS_KEY)?.[lesson.id]
    const from = startPosition(userStore.isLoggedIn ? lesson.progress : null, local, lesson.duration_s)
    position.current = from
    duration.current = lesson.duration_s
    saver.current = { sentPosition: from, sentAt: Date.now() }
    setStart(from)
  }, [lesson, start])

  const save = (reason: SaveReason) => {
    if (!lesson || start === null) return
    const at = Date.now()
    const seconds = Math.min(Math.max(position.current, 0), duration.current)
    if (!shouldSave(saver.current, seconds, at, reason)) return
    const before = saver.current
    saver.current = { sentPosition: seconds, sentAt: at }
    storage.set(POSITIONS_KEY, rememberPosition(storage.get<LocalPositions>(POSITIONS_KEY), lesson.id, seconds, at))
    if (!userStore.isLoggedIn) return
    saveLessonProgress(lesson.id, { position_s: seconds, at }, { quiet: true }).catch(() => {
      // Not saved: the next tick, pause or hide sends it again.
      if (saver.current.sentAt === at) saver.current = before
    })
  }
  const saveRef = useRef(save)
  saveRef.current = save

  useDidHide(() => saveRef.current('hide'))
  useEffect(() => () => saveRef.current('hide'), [])

  return {
    load,
    start,
    onTime: (currentTime) => {
      if (!Number.isFinite(currentTime)) return
      position.current = currentTime
      save('tick')
    },
    onPause: () => save('pause'),
    onEnded: () => {
      position.current = duration.current
      save('ended')
    }
  }
}
