import { Text, View } from '@tarojs/components'
import { useDidShow } from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import { useCallback, useEffect, useRef, useState } from 'react'
import { STUDY_SUBJECT_NAMES, STUDY_SUBJECTS, type StudyLessonCard } from '@types-contract/study'
import { fetchContinueLesson } from '@/api/study'
import { PageShell } from '@/components/PageShell'
import { navigate } from '@/components/nav'
import { continueLine } from '@/lib/studyView'
import { urlOf } from '@/routes'
import { userStore } from '@/stores'
import { TabTools, type TabTool } from './TabTools'
import './tabs.scss'
import './newStudy.scss'

/** The study tools, two to a row: spec path, icon, label, note, test id. */
const TOOLS: TabTool[] = [
  ['study/video/index', 'video', '视频课程', '名师精讲 · 随时续播', 'study-entry-video'],
  ['pages/tabbar/xkuPage', 'library', '资源库', '试卷 · 教辅 · 专题', 'study-entry-xku'],
  ['study/write/index', 'write', '写作', '作文题目 · 自动保存', 'study-entry-write'],
  ['study/checkin/checkin', 'checkin', '每日打卡', '连续打卡 · 领任务奖励', 'study-entry-checkin']
]

/** The user's latest unfinished lesson: read when logged in, again whenever the tab shows again. */
function useContinueLesson(loggedIn: boolean): StudyLessonCard | null {
  const [lesson, setLesson] = useState<StudyLessonCard | null>(null)
  const load = useCallback(() => {
    if (!loggedIn) {
      setLesson(null)
      return
    }
    // The card is a shortcut: when it cannot be read the tab simply goes without it.
    fetchContinueLesson({ quiet: true })
      .then((answer) => setLesson(answer.lesson))
      .catch(() => undefined)
  }, [loggedIn])
  useEffect(load, [load])
  const shown = useRef(false)
  useDidShow(() => {
    if (shown.current) load()
    shown.current = true
  })
  return lesson
}

/**
 * 学习 (the fourth tab): the continue card (the latest unfinished lesson with where it stopped;
 * logged-in users who have one), the subjects (each opens its courses; 全部 opens 学习资料), the
 * study tools, and 直播.
 */
function NewStudy() {
  const lesson = useContinueLesson(userStore.isLoggedIn)
  return (
    <PageShell tab='newStudy'>
      <View className='tab-header'>
        <Text className='tab-header__title'>学习</Text>
        <Text className='tab-header__subtitle'>视频课程 · 资源库 · 写作 · 打卡</Text>
      </View>
      {lesson ? (
        <View
          className='tab-card tab-card--link ns-continue'
          data-testid='study-continue'
          onClick={() => navigate(urlOf('study/video/videoDetail', { lessonId: lesson.id }))}
        >
          <Text className='ns-continue__line' data-testid='study-continue-line'>
            {continueLine(lesson)}
          </Text>
          <Text className='tab-card__text'>{lesson.course_title}</Text>
          <Text className='tab-card__action'>继续 ›</Text>
        </View>
      ) : null}
      <View className='ns-section'>
        <Text className='ns-section__title'>学科课程</Text>
        <Text className='ns-section__more' data-testid='study-subjects-all' onClick={() => navigate(urlOf('study/flowList/flowList'))}>
          学习资料 ›
        </Text>
      </View>
      <View className='tab-grid' data-testid='study-subjects'>
        {STUDY_SUBJECTS.map((subject) => (
          <View key={subject} className='tab-grid__item' data-testid={`study-subject-${subject}`} onClick={() => navigate(urlOf('study/studyL2/studyL2', { subject }))}>
            <Text className={`tab-grid__icon ns-subject ns-subject--${subject}`}>{STUDY_SUBJECT_NAMES[subject].slice(0, 1)}</Text>
            <Text className='tab-grid__label'>{STUDY_SUBJECT_NAMES[subject]}</Text>
          </View>
        ))}
        <View className='tab-grid__item' data-testid='study-subject-all' onClick={() => navigate(urlOf('study/flowList/flowList'))}>
          <Text className='tab-grid__icon'>全</Text>
          <Text className='tab-grid__label'>全部</Text>
        </View>
      </View>
      <TabTools tools={TOOLS} />
      <View className='tab-card tab-card--link' data-testid='study-entry-live' onClick={() => navigate(urlOf('live/liveList'))}>
        <Text className='tab-card__title'>直播</Text>
        <Text className='tab-card__text'>名师直播课、高校招生直播，边看边聊</Text>
        <Text className='tab-card__action'>去看看 ›</Text>
      </View>
    </PageShell>
  )
}

export default observer(NewStudy)
