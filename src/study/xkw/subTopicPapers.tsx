import { Text, View } from '@tarojs/components'
import { useReachBottom, useRouter } from '@tarojs/taro'
import type { XkwMaterialCard } from '@types-contract/xkw'
import { fetchTopic, searchMaterials } from '@/api/xkw'
import { LoadView } from '@/components/LoadView'
import { navigate } from '@/components/nav'
import { PagedStatus } from '@/components/PagedStatus'
import { PageShell } from '@/components/PageShell'
import { usePagedList } from '@/components/usePagedList'
import { usePageLoad } from '@/components/usePageLoad'
import { urlOf } from '@/routes'
import { DemoTag, MaterialCard } from '../components/xkwParts'
import '../components/xkw.scss'

const keyOf = (m: XkwMaterialCard) => m.id

/** 专题试卷 (xkw/subTopicPapers?id=): the topic (专题) and its papers, paged at reach-bottom. */
export default function SubTopicPapers() {
  const id = Number(useRouter().params.id)
  const topic = usePageLoad(() => fetchTopic(id))
  const list = usePagedList<XkwMaterialCard>((page) => searchMaterials({ topic_id: id }, page), [id], keyOf)
  useReachBottom(() => list.loadMore())
  const t = topic.data
  return (
    <PageShell>
      <View className='xk-page' data-testid='xkw-topic-page'>
        <LoadView state={topic.state} onRetry={topic.reload} />
        {t ? (
          <View className='xk-card'>
            <Text className='xk-title'>{t.title}</Text>
            <Text className='xk-muted'>
              {t.stage} · {t.subject} · {t.papers} 份试卷
            </Text>
            <Text className='xk-muted'>{t.description}</Text>
            {t.is_demo ? <DemoTag /> : null}
          </View>
        ) : null}
        <View className='xk-card'>
          {list.state.items.map((m) => (
            <MaterialCard key={m.id} material={m} onOpen={() => navigate(urlOf('xkw/bookDetail', { id: m.id }))} />
          ))}
          <PagedStatus list={list} testId='xkw-topic-papers' emptyTitle='这个专题还没有试卷' />
        </View>
      </View>
    </PageShell>
  )
}
