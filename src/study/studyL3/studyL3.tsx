import { Image, Text, View } from '@tarojs/components'
import { useRouter } from '@tarojs/taro'
import { mediaUrl } from '@/api/forum'
import { fetchCourse } from '@/api/study'
import { EmptyState } from '@/components/EmptyState'
import { LoadView } from '@/components/LoadView'
import { navigate } from '@/components/nav'
import { PageShell } from '@/components/PageShell'
import { usePageLoad } from '@/components/usePageLoad'
import { useReloadOnShowAndPull } from '@/components/useReloadOnShowAndPull'
import { chapterStarts, coursePercent, courseProgressText, minutesText, subjectName } from '@/lib/studyView'
import { urlOf } from '@/routes'
import { DemoTag, LessonRow } from '../components/studyParts'
import '../components/study.scss'

/**
 * 课程内容 (?id=): a course's cover, teacher, description and the user's progress, then its
 * chapters with their lessons (length, plays, 已完成 / 看到 mm:ss). A lesson opens videoDetail;
 * back here the marks are read again.
 */
export default function StudyL3() {
  const { params } = useRouter()
  const id = Number(params.id)
  const valid = Number.isInteger(id) && id > 0
  const { state, data, reload } = usePageLoad(() => (valid ? fetchCourse(id, { quiet: true }) : Promise.reject(new Error('课程不存在'))))
  useReloadOnShowAndPull(reload)
  const starts = data ? chapterStarts(data.chapters) : []
  return (
    <PageShell>
      <View className='st-page' data-testid='study-course-detail'>
        {!valid ? <EmptyState testId='study-course-missing' title='课程不存在' hint='返回课程列表看看其他课程' /> : <LoadView state={state} onRetry={reload} />}
        {valid && data ? (
          <>
            <View className='st-head'>
              <View className='st-head__pic'>
                {data.cover_url ? (
                  <Image className='st-head__cover' src={mediaUrl(data.cover_url)} mode='aspectFill' imgProps={{ alt: '' }} />
                ) : (
                  <View className='st-head__cover st-cover--none' />
                )}
                {data.is_demo ? <DemoTag /> : null}
              </View>
              <Text className='st-head__title' data-testid='study-course-title'>
                {data.title}
              </Text>
              <Text className='st-head__meta'>{`${subjectName(data.subject)} · ${data.teacher} · ${data.lesson_count} 讲 · ${minutesText(data.duration_s)}`}</Text>
              <View className='st-progress'>
                <View className='st-progress__bar'>
                  <View className='st-progress__fill' style={{ width: `${coursePercent(data)}%` }} />
                </View>
                <Text className='st-progress__text'>{courseProgressText(data)}</Text>
              </View>
              <Text className='st-head__desc'>{data.description}</Text>
            </View>
            {data.chapters.map((chapter, c) => (
              <View key={chapter.id} className='st-chapter' data-testid='study-chapter'>
                <Text className='st-chapter__title'>{chapter.title}</Text>
                {chapter.lessons.map((lesson, l) => (
                  <LessonRow key={lesson.id} lesson={lesson} number={starts[c] + l} onOpen={() => navigate(urlOf('study/video/videoDetail', { lessonId: lesson.id }))} />
                ))}
              </View>
            ))}
            {data.chapters.length === 0 ? <EmptyState title='课程内容筹备中' hint='敬请期待' /> : null}
          </>
        ) : null}
      </View>
    </PageShell>
  )
}
