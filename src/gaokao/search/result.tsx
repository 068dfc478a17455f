import { Text, View } from '@tarojs/components'
import { useRouter } from '@tarojs/taro'
import { useMemo } from 'react'
import { PageShell } from '@/components/PageShell'
import { decodeParam, parseLevel } from '@/lib/edu'
import { MajorResults } from '../components/ContentLists'
import '@/components/styles/gaokao.scss'
import '../styles/edu.scss'

/** The majors of one 专业类 (from 门类浏览) or of a search text handed over in the URL. */
export default function MajorResultPage() {
  const { params } = useRouter()
  const query = useMemo(
    () => ({
      level: parseLevel(decodeParam(params.level)),
      q: decodeParam(params.q),
      category: decodeParam(params.category),
      subcategory: decodeParam(params.subcategory)
    }),
    [params.level, params.q, params.category, params.subcategory]
  )
  const title = query.subcategory ?? query.category ?? (query.q ? `“${query.q}”` : `全部${query.level}专业`)

  return (
    <PageShell>
      <View className='gk-page' data-testid='major-result-page'>
        <View className='gk-top'>
          <Text className='gk-card__title' data-testid='major-result-title'>
            {title}
          </Text>
          <Text className='gk-muted'>{[query.level, query.subcategory ? query.category : undefined].filter(Boolean).join(' · ')}</Text>
        </View>
        <MajorResults query={query} countLabel={(n) => `共 ${n} 个专业`} emptyHint='这里暂时没有专业' />
      </View>
    </PageShell>
  )
}
