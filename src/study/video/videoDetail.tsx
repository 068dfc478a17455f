import { Text, Video, View } from '@tarojs/components'
import { useRouter } from '@tarojs/taro'
import { mediaUrl } from '@/api/forum'
import { EmptyState } from '@/components/EmptyState'
import { LoadView } from '@/components/LoadView'
import { navigate } from '@/components/nav'
import { PageShell } from '@/components/PageShell'
import { clockText } from '@core/studyProgress'
import { lessonMark, playsText, subjectName } from '@/lib/studyView'
import { urlOf } from '@/routes'
import { DemoTag, LessonRow } from '../components/studyParts'
import { useLessonPlayer } from './useLessonPlayer'
import '../components/study.scss'

/**
 * 视频详情 (?lessonId=): the lesson's video, resumed where the user left it (saved on the server per
 * user, on the device for a visitor; useLessonPlayer.ts), its course (opens studyL3), and the
 * chapter's next lessons.
 */
export default function VideoDetail() {
  const { params } = useRouter()
  const lessonId = Number(params.lessonId)
  const p = useLessonPlayer(lessonId)
  const lesson = p.load.data
  if (!Number.isInteger(lessonId) || lessonId <= 0)
    return (
      <PageShell>
        <EmptyState testId='study-lesson-missing' title='课时不存在' hint='返回课程列表看看其他课程' />
      </PageShell>
    )
  const mark = lesson ? lessonMark(lesson) : ''
  return (
    <PageShell>
      <View className='st-page st-page--white' data-testid='study-lesson-page'>
        <LoadView state={p.load.state} onRetry={p.load.reload} />
        {lesson && p.start !== null ? (
          <>
            <View className='st-player' data-testid='study-player' data-start={p.start}>
              <Video
                id='study-video'
                className='st-player__video'
                src={mediaUrl(lesson.video_url)}
                poster={lesson.poster_url ? mediaUrl(lesson.poster_url) : undefined}
                initialTime={p.start}
                controls
                autoplay={false}
                showCenterPlayBtn
                objectFit='contain'
                onTimeUpdate={(e) => p.onTime(e.detail.currentTime)}
                onPause={p.onPause}
                onEnded={p.onEnded}
              />
            </View>
            <View className='st-info'>
              <Text className='st-info__title' data-testid='study-lesson-title'>{`第${lesson.number}讲 ${lesson.title}`}</Text>
              <Text className='st-info__meta'>
                {`${subjectName(lesson.subject)} · ${lesson.teacher} · ${clockText(lesson.duration_s)} · ${playsText(lesson.views)}`}
                {lesson.is_demo ? <DemoTag /> : null}
              </Text>
              {p.start > 0 ? (
                <Text className='st-info__resume' data-testid='study-lesson-resume'>{`上次看到 ${clockText(p.start)}，已为你续播`}</Text>
              ) : mark ? (
                <Text className='st-info__resume'>{mark}</Text>
              ) : null}
            </View>
            <View className='st-link' data-testid='study-lesson-course' onClick={() => navigate(urlOf('study/studyL3/studyL3', { id: lesson.course_id }))}>
              <Text className='st-link__title'>{lesson.course_title}</Text>
              <Text className='st-link__text'>{`${lesson.chapter_title} · 查看全部课时 ›`}</Text>
            </View>
            <View className='st-chapter' data-testid='study-next'>
              <Text className='st-chapter__title'>接下来</Text>
              {lesson.next.map((next, i) => (
                <LessonRow key={next.id} lesson={next} number={lesson.number + i + 1} onOpen={() => navigate(urlOf('study/video/videoDetail', { lessonId: next.id }))} />
              ))}
              {lesson.next.length === 0 ? <Text className='st-chapter__end'>本章已是最后一讲</Text> : null}
            </View>
          </>
        ) : null}
      </View>
    </PageShell>
  )
}
