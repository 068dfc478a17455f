import { View } from '@tarojs/components'
import Taro, { useDidShow, usePullDownRefresh, useReachBottom, useRouter } from '@tarojs/taro'
import { useRef, useState } from 'react'
import type { StudyCourseCard, StudySubject } from '@types-contract/study'
import { fetchCourses } from '@/api/study'
import { navigate } from '@/components/nav'
import { PagedStatus } from '@/components/PagedStatus'
import { PageShell } from '@/components/PageShell'
import { usePagedList } from '@/components/usePagedList'
import { subjectName, subjectOf } from '@/lib/studyView'
import { urlOf } from '@/routes'
import { CourseCard, SubjectTabs } from '../components/studyParts'
import '../components/study.scss'

const courseKey = (c: StudyCourseCard) => c.id

/**
 * 课程列表 (?subject=): a subject's courses (全部 without one), paged at reach-bottom, refreshed on
 * pull-down and whenever the page shows again (the progress of a course watched meanwhile). The
 * subject tabs switch in place. A course opens studyL3.
 */
export default function StudyL2() {
  const { params } = useRouter()
  const [subject, setSubject] = useState<StudySubject | undefined>(() => subjectOf(params.subject))
  const list = usePagedList((page) => fetchCourses(subject, page, { quiet: true }), [subject], courseKey)
  useReachBottom(() => list.loadMore())
  usePullDownRefresh(async () => {
    const ok = await list.refresh()
    Taro.stopPullDownRefresh()
    if (!ok) Taro.showToast({ title: '刷新失败，请稍后再试', icon: 'none' }).catch(() => undefined)
  })
  const shown = useRef(false)
  useDidShow(() => {
    if (shown.current) void list.refresh()
    shown.current = true
  })
  const pick = (next: StudySubject | undefined) => {
    setSubject(next)
    Taro.setNavigationBarTitle({ title: next ? `${subjectName(next)}课程` : '课程列表' }).catch(() => undefined)
  }
  return (
    <PageShell>
      <View className='st-page' data-testid='study-courses'>
        <SubjectTabs current={subject} onPick={pick} testId='study-courses-tab' />
        <View className='st-list' data-testid='study-course-list' data-subject={subject ?? 'all'} data-loaded={String(list.state.loaded && !list.state.loading)}>
          {list.state.items.map((c) => (
            <CourseCard key={c.id} course={c} onOpen={() => navigate(urlOf('study/studyL3/studyL3', { id: c.id }))} />
          ))}
        </View>
        <PagedStatus list={list} testId='study-courses' emptyTitle='这个学科还没有课程' emptyHint='看看其他学科吧' />
      </View>
    </PageShell>
  )
}
