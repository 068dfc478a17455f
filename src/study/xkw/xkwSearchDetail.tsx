import { View } from '@tarojs/components'
import { useReachBottom, useRouter } from '@tarojs/taro'
import { useState } from 'react'
import type { XkwMaterialCard } from '@types-contract/xkw'
import { searchMaterials } from '@/api/xkw'
import { navigate } from '@/components/nav'
import { PagedStatus } from '@/components/PagedStatus'
import { PageShell } from '@/components/PageShell'
import { usePagedList } from '@/components/usePagedList'
import { searchStateOf, toggleFilter, type XkwFilterState } from '@/lib/xkwView'
import { urlOf } from '@/routes'
import { FilterRows, MaterialCard, SearchBox, SortTabs } from '../components/xkwParts'
import '../components/xkw.scss'

const keyOf = (m: XkwMaterialCard) => m.id

/**
 * 资料搜索 (xkw/xkwSearchDetail?q=&stage=&subject=&grade=&type=&topic_id=&sort=): the search box, a
 * row of chips per filter (学段, 学科, 年级 — the stage's grades —, 类型), the sorts, and the
 * materials found, paged at reach-bottom. A material opens its page. Rules in lib/xkwView.ts.
 */
export default function XkwSearchDetail() {
  const { params } = useRouter()
  const [state, setState] = useState<XkwFilterState>(() => searchStateOf(params))
  const [typing, setTyping] = useState(state.q ?? '')
  const list = usePagedList<XkwMaterialCard>(
    (page) => searchMaterials(state, page),
    [state.q, state.stage, state.subject, state.grade, state.type, state.topic_id, state.sort],
    keyOf
  )
  useReachBottom(() => list.loadMore())
  const { items } = list.state
  return (
    <PageShell>
      <View className='xk-page' data-testid='xkw-search'>
        <SearchBox value={typing} onInput={setTyping} onSearch={() => setState((s) => ({ ...s, q: typing.trim() }))} />
        <FilterRows state={state} onToggle={(key, value) => setState((s) => toggleFilter(s, key, value))} />
        <SortTabs sort={state.sort} onPick={(sort) => setState((s) => ({ ...s, sort }))} />
        <View className='xk-card' data-testid='xkw-results' data-loaded={String(list.state.loaded && !list.state.loading)} data-count={String(list.last?.count ?? '')}>
          {items.map((m) => (
            <MaterialCard key={m.id} material={m} onOpen={() => navigate(urlOf('xkw/bookDetail', { id: m.id }))} />
          ))}
          <PagedStatus list={list} testId='xkw-results' emptyTitle={state.q ? `没有找到“${state.q}”相关的资料` : '没有符合条件的资料'} emptyHint='换个筛选条件试试' />
        </View>
      </View>
    </PageShell>
  )
}
