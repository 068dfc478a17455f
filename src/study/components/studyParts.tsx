/**
 * The study pages' parts (flowList, studyL2, studyL3, video/index, videoDetail): the subject tabs,
 * a course card with its progress, a lesson row with its mark, a lesson card, the 示例数据 tag.
 * Presentational: what they say comes from lib/studyView.ts.
 */
import { Image, Text, View } from '@tarojs/components'
import { STUDY_SUBJECT_NAMES, STUDY_SUBJECTS, type StudyCourseCard, type StudyLessonCard, type StudyLessonItem, type StudySubject } from '@types-contract/study'
import { mediaUrl } from '@/api/forum'
import { clockText } from '@core/studyProgress'
import { coursePercent, courseProgressText, lessonMark, lessonState, minutesText, playsText, subjectName } from '@/lib/studyView'

export const DemoTag = () => <Text className='st-demo'>示例数据</Text>

/** 全部 and the subjects, scrolling sideways; the picked one underlined. */
export function SubjectTabs({ current, onPick, testId }: { current: StudySubject | undefined; onPick: (s: StudySubject | undefined) => void; testId: string }) {
  const tabs: [StudySubject | undefined, string][] = [[undefined, '全部'], ...STUDY_SUBJECTS.map((s): [StudySubject, string] => [s, STUDY_SUBJECT_NAMES[s]])]
  return (
    <View className='st-tabs' role='tablist' data-testid={testId}>
      {tabs.map(([subject, label]) => (
        <View
          key={label}
          role='tab'
          aria-selected={subject === current}
          className={`st-tab${subject === current ? ' st-tab--on' : ''}`}
          data-testid={`${testId}-${subject ?? 'all'}`}
          onClick={() => onPick(subject)}
        >
          {label}
        </View>
      ))}
    </View>
  )
}

function Cover({ url, className }: { url: string | null; className: string }) {
  return url ? <Image className={className} src={mediaUrl(url)} mode='aspectFill' lazyLoad imgProps={{ alt: '' }} /> : <View className={`${className} st-cover--none`} />
}

/** A course in studyL2: cover, title, teacher, lessons and length, the user's progress. */
export function CourseCard({ course, onOpen }: { course: StudyCourseCard; onOpen: () => void }) {
  const percent = coursePercent(course)
  return (
    <View className='st-course' data-testid='study-course' data-id={course.id} onClick={onOpen}>
      <View className='st-course__pic'>
        <Cover url={course.cover_url} className='st-course__cover' />
        {course.is_demo ? <DemoTag /> : null}
      </View>
      <View className='st-course__body'>
        <Text className='st-course__title'>{course.title}</Text>
        <Text className='st-course__meta'>{`${subjectName(course.subject)} · ${course.teacher} · ${minutesText(course.duration_s)}`}</Text>
        <View className='st-progress'>
          <View className='st-progress__bar'>
            <View className='st-progress__fill' style={{ width: `${percent}%` }} />
          </View>
          <Text className='st-progress__text' data-testid='study-course-progress'>
            {courseProgressText(course)}
          </Text>
        </View>
      </View>
    </View>
  )
}

/** A lesson in a chapter (studyL3) or after the playing one: number, title, length, the user's mark. */
export function LessonRow({ lesson, number, playing, onOpen }: { lesson: StudyLessonItem; number: number; playing?: boolean; onOpen: () => void }) {
  const state = lessonState(lesson)
  return (
    <View className={`st-lesson st-lesson--${state}${playing ? ' st-lesson--playing' : ''}`} data-testid='study-lesson' data-id={lesson.id} onClick={onOpen}>
      <Text className='st-lesson__num'>{number}</Text>
      <View className='st-lesson__body'>
        <Text className='st-lesson__title'>{lesson.title}</Text>
        <Text className='st-lesson__meta'>{`${clockText(lesson.duration_s)} · ${playsText(lesson.views)}`}</Text>
      </View>
      <Text className='st-lesson__mark' data-testid='study-lesson-mark'>
        {playing ? '播放中' : lessonMark(lesson)}
      </Text>
    </View>
  )
}

/** A lesson with its course (video/index): cover with its length, 第N讲 title, course, plays. */
export function LessonCard({ lesson, onOpen }: { lesson: StudyLessonCard; onOpen: () => void }) {
  const mark = lessonMark(lesson)
  return (
    <View className='st-card' data-testid='study-lesson-card' data-id={lesson.id} onClick={onOpen}>
      <View className='st-card__pic'>
        <Cover url={lesson.cover_url} className='st-card__cover' />
        <Text className='st-card__length'>{clockText(lesson.duration_s)}</Text>
        {lesson.is_demo ? <DemoTag /> : null}
      </View>
      <View className='st-card__body'>
        <Text className='st-card__title'>{`第${lesson.number}讲 ${lesson.title}`}</Text>
        <Text className='st-card__meta'>{`${subjectName(lesson.subject)} · ${lesson.course_title}`}</Text>
        <Text className='st-card__meta'>
          {`${lesson.teacher} · ${playsText(lesson.views)}`}
          {mark ? <Text className='st-card__mark'>{` · ${mark}`}</Text> : null}
        </Text>
      </View>
    </View>
  )
}
