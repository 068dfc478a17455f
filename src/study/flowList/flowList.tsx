import { Text, View } from '@tarojs/components'
import { fetchStudySubjects } from '@/api/study'
import { LoadView } from '@/components/LoadView'
import { navigate } from '@/components/nav'
import { PageShell } from '@/components/PageShell'
import { usePageLoad } from '@/components/usePageLoad'
import { urlOf } from '@/routes'
import '../components/study.scss'

/**
 * 学习资料: the subjects with their course counts (each opens studyL2 of that subject) and a way to
 * every lesson (视频课程).
 */
export default function FlowList() {
  const { state, data, reload } = usePageLoad(() => fetchStudySubjects({ quiet: true }))
  return (
    <PageShell>
      <View className='st-page' data-testid='study-flow'>
        <LoadView state={state} onRetry={reload} />
        {data ? (
          <>
            <View className='st-subjects'>
              {data.map((s) => (
                <View
                  key={s.subject}
                  className='st-subject'
                  data-testid={`study-flow-${s.subject}`}
                  onClick={() => navigate(urlOf('study/studyL2/studyL2', { subject: s.subject }))}
                >
                  <Text className={`st-subject__icon st-subject__icon--${s.subject}`}>{s.name.slice(0, 1)}</Text>
                  <Text className='st-subject__name'>{s.name}</Text>
                  <Text className='st-subject__count'>{s.courses > 0 ? `${s.courses} 门课程` : '课程筹备中'}</Text>
                </View>
              ))}
            </View>
            <View className='st-link' data-testid='study-flow-videos' onClick={() => navigate(urlOf('study/video/index'))}>
              <Text className='st-link__title'>全部视频课程</Text>
              <Text className='st-link__text'>按热度或最新浏览每一讲 ›</Text>
            </View>
          </>
        ) : null}
      </View>
    </PageShell>
  )
}
