import { Input, Text, View } from '@tarojs/components'
import { useDidShow, useReachBottom } from '@tarojs/taro'
import { useRef, useState } from 'react'
import { STUDY_LIMITS, type StudyLessonCard, type StudyLessonSort, type StudySubject } from '@types-contract/study'
import { fetchLessons } from '@/api/study'
import { navigate } from '@/components/nav'
import { PagedStatus } from '@/components/PagedStatus'
import { PageShell } from '@/components/PageShell'
import { usePagedList } from '@/components/usePagedList'
import { urlOf } from '@/routes'
import { LessonCard, SubjectTabs } from '../components/studyParts'
import '../components/study.scss'

const lessonKey = (l: StudyLessonCard) => l.id
const SORTS: [StudyLessonSort, string][] = [
  ['popular', '最热'],
  ['newest', '最新']
]

/**
 * 视频课程: every lesson, by subject (tabs), search words (the lesson's or its course's title) and
 * 最热 / 最新, paged at reach-bottom; each with the user's mark. Read again when the page shows
 * again (marks and plays move while a lesson is watched). A lesson opens videoDetail.
 */
export default function VideoIndex() {
  const [subject, setSubject] = useState<StudySubject>()
  const [sort, setSort] = useState<StudyLessonSort>('popular')
  const [typing, setTyping] = useState('')
  const [q, setQ] = useState('')
  const list = usePagedList((page) => fetchLessons({ subject, q, sort }, page, { quiet: true }), [subject, q, sort], lessonKey)
  useReachBottom(() => list.loadMore())
  const shown = useRef(false)
  useDidShow(() => {
    if (shown.current) void list.refresh()
    shown.current = true
  })
  return (
    <PageShell>
      <View className='st-page' data-testid='study-videos'>
        <View className='st-search'>
          <View className='st-search__box'>
            <Input
              className='st-search__input'
              data-testid='study-videos-search'
              value={typing}
              confirmType='search'
              placeholder='搜索课程或知识点'
              placeholderStyle='color:#b0b0b0'
              maxlength={STUDY_LIMITS.queryMax}
              onInput={(e) => setTyping(e.detail.value)}
              onConfirm={() => setQ(typing.trim())}
            />
            {typing ? (
              <Text
                className='st-search__clear'
                onClick={() => {
                  setTyping('')
                  setQ('')
                }}
              >
                ×
              </Text>
            ) : null}
          </View>
          <Text className='st-search__go' data-testid='study-videos-search-go' onClick={() => setQ(typing.trim())}>
            搜索
          </Text>
        </View>
        <View className='st-sticky'>
          <SubjectTabs current={subject} onPick={setSubject} testId='study-videos-tab' />
          <View className='st-sorts'>
            {SORTS.map(([key, label]) => (
              <Text key={key} className={`st-sort${key === sort ? ' st-sort--on' : ''}`} data-testid={`study-videos-sort-${key}`} onClick={() => setSort(key)}>
                {label}
              </Text>
            ))}
          </View>
        </View>
        <View className='st-list' data-testid='study-video-list' data-loaded={String(list.state.loaded && !list.state.loading)}>
          {list.state.items.map((l) => (
            <LessonCard key={l.id} lesson={l} onOpen={() => navigate(urlOf('study/video/videoDetail', { lessonId: l.id }))} />
          ))}
        </View>
        <PagedStatus
          list={list}
          testId='study-videos'
          emptyTitle={q ? `没有找到“${q}”相关的课程` : '这个学科还没有视频'}
          emptyHint={q ? '换个关键词试试' : '看看其他学科吧'}
        />
      </View>
    </PageShell>
  )
}
