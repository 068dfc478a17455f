import { Image, Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { useState } from 'react'
import { fetchTopics, searchMaterials } from '@/api/xkw'
import { LoadView } from '@/components/LoadView'
import { navigate } from '@/components/nav'
import { PageShell } from '@/components/PageShell'
import { usePageLoad } from '@/components/usePageLoad'
import { XkwSearchBox, XkwVipCard } from '@/components/XkwParts'
import { useReloadOnShowAndPull } from '@/components/useReloadOnShowAndPull'
import { materialMeta, searchParamsOf, xkwPriceText, xkwVipView } from '@/lib/xkwView'
import { urlOf } from '@/routes'
import { userStore } from '@/stores'
import { XKW_GRADES, XKW_STAGES, XKW_SUBJECTS, XKW_TYPES } from '@types-contract/xkw'
import './xkuPage.scss'

const CHIP_ROWS = [
  { key: 'stage', label: '学段', options: XKW_STAGES },
  { key: 'subject', label: '学科', options: XKW_SUBJECTS },
  { key: 'grade', label: '年级', options: XKW_GRADES },
  { key: 'type', label: '类型', options: XKW_TYPES }
] as const

const searchUrl = (params: Record<string, string>) => urlOf('xkw/xkwSearchDetail', searchParamsOf(params))

/**
 * 资源库 (pages/tabbar/xkuPage), the library's home: the search box, a chip per stage, grade,
 * subject and type (each opens the search with that filter), the membership card (xkw_vip_info of
 * the user store; 开通/续费 → payment), the topics (专题) and the most downloaded materials. In the
 * main package, so it stays small: the xkw pages and their parts are in the study package.
 */
function XkuPage() {
  const load = usePageLoad(() => Promise.all([fetchTopics(1, 4), searchMaterials({ sort: 'popular' }, 1, 6)]))
  useReloadOnShowAndPull(load.reload)
  const [typing, setTyping] = useState('')
  const vip = xkwVipView(userStore.isLoggedIn ? userStore.data.xkw_vip_info : null, Date.now())
  const [topics, popular] = load.data ?? [null, null]
  return (
    <PageShell>
      <View className='xu-page' data-testid='xku-page'>
        <XkwSearchBox block='xu-search' testId='xku-search' value={typing} onInput={setTyping} onSearch={() => navigate(searchUrl({ q: typing.trim() }))} />
        <View className='xu-card'>
          {CHIP_ROWS.map((row) => (
            <View key={row.key} className='xu-chips'>
              <Text className='xu-chips__label'>{row.label}</Text>
              <View className='xu-chips__list'>
                {row.options.map((option) => (
                  <Text key={option} className='xu-chip' data-testid={`xku-chip-${row.key}-${option}`} onClick={() => navigate(searchUrl({ [row.key]: option }))}>
                    {option}
                  </Text>
                ))}
              </View>
            </View>
          ))}
        </View>
        <XkwVipCard block='xu-vip' testId='xku-vip' view={vip} onAction={() => navigate(urlOf('xkw/payment', { plan: 'xkw_year' }))} />
        <LoadView state={load.state} onRetry={load.reload} />
        {topics && topics.results.length > 0 ? (
          <View className='xu-card'>
            <Text className='xu-card__title'>专题</Text>
            {topics.results.map((topic) => (
              <View key={topic.id} className='xu-row' data-testid='xku-topic' onClick={() => navigate(urlOf('xkw/subTopicPapers', { id: topic.id }))}>
                <Text className='xu-row__title'>{topic.title}</Text>
                <Text className='xu-row__meta'>
                  {topic.stage} · {topic.subject} · {topic.papers} 份试卷 ›
                </Text>
              </View>
            ))}
          </View>
        ) : null}
        {popular ? (
          <View className='xu-card'>
            <View className='xu-card__head'>
              <Text className='xu-card__title'>热门资料</Text>
              <Text className='xu-more' onClick={() => navigate(searchUrl({ sort: 'popular' }))}>
                更多 ›
              </Text>
            </View>
            {popular.results.length === 0 ? <Text className='xu-row__meta'>资源库暂无资料</Text> : null}
            {popular.results.map((m) => (
              <View key={m.id} className='xu-item' data-testid='xku-material' onClick={() => navigate(urlOf('xkw/bookDetail', { id: m.id }))}>
                {m.cover_url ? (
                  <Image className='xu-item__cover' src={m.cover_url} mode='aspectFill' lazyLoad imgProps={{ alt: '' }} />
                ) : (
                  <View className='xu-item__cover' />
                )}
                <View className='xu-item__body'>
                  <Text className='xu-row__title'>{m.title}</Text>
                  <Text className='xu-row__meta'>{materialMeta(m)}</Text>
                  <View className='xu-item__foot'>
                    <Text className={`xu-price${m.price_fen === 0 ? ' xu-price--free' : ''}`}>{xkwPriceText(m.price_fen)}</Text>
                    {m.is_demo ? <Text className='xu-demo'>示例数据</Text> : null}
                  </View>
                </View>
              </View>
            ))}
          </View>
        ) : null}
      </View>
    </PageShell>
  )
}

export default observer(XkuPage)
