import { Text, View } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import { useState } from 'react'
import { COMPARE_LIMITS } from '@types-contract/edu'
import type { InstitutionSummary } from '@types-contract/gaokao'
import { searchUniversities } from '@/api/gaokao'
import { InstitutionChips } from '@/components/InstitutionChips'
import { PageShell } from '@/components/PageShell'
import { navigate } from '@/components/nav'
import { COMPARE_MAX, placeLabel } from '@core/gaokao'
import { institutionChips } from '@core/institutionFacts'
import { urlOf } from '@/routes'
import { compareStore } from '@/stores/compare'
import { SearchBar } from '../components/Filters'
import { DataStatus } from '../components/lines/Status'
import { useData } from '../components/lines/useData'
import '@/components/styles/gaokao.scss'
import './contrast.scss'

/** Matches shown under the search box: enough to find one by name, abbreviation or initials. */
const SEARCH_SIZE = 8

const toast = (title: string) => Taro.showToast({ title, icon: 'none' }).catch(() => undefined)

// An observer of its own: DataStatus renders it, outside Contrast's tracking.
const AddButton = observer(function AddButton({ u }: { u: InstitutionSummary }) {
  if (compareStore.has(u.id)) return <Text className='ct-add ct-add--done'>已加入</Text>
  const add = () => {
    if (compareStore.add(u) === 'full') toast(`最多对比 ${COMPARE_MAX} 所院校，请先移除一所`)
  }
  return (
    <Text className={`ct-add${compareStore.full ? ' ct-add--off' : ''}`} data-testid='uni-contrast-result-add' onClick={add}>
      加入对比
    </Text>
  )
})

/**
 * 大学对比: the compare basket (compareStore, kept on the device). Institutions come from the
 * search here or from a detail page's 加入对比; 开始对比 opens university/compare with
 * COMPARE_LIMITS.min to .max of them, in the order added.
 */
function Contrast() {
  const items = compareStore.items
  const [q, setQ] = useState('')
  const found = useData(() => (q ? searchUniversities({ q, page_size: SEARCH_SIZE }, { quiet: true }) : Promise.resolve(null)), [q], '搜索失败，请稍后再试')
  const missing = COMPARE_LIMITS.min - items.length
  const start = () => {
    if (missing > 0) toast(`再选 ${missing} 所院校即可对比`)
    else navigate(urlOf('university/compare', { ids: items.map((u) => u.id).join(',') }))
  }

  return (
    <PageShell>
      <View className='gk-scroll-page' data-testid='uni-contrast-page'>
        <View className='gk-card'>
          <View className='ct-head'>
            <Text className='gk-card__title'>对比清单</Text>
            <Text className='gk-muted' data-testid='uni-contrast-count'>
              已选 {items.length}/{COMPARE_MAX} 所
            </Text>
          </View>
          {items.length ? (
            items.map((u) => (
              <View key={u.id} className='ct-item' data-testid='uni-contrast-item'>
                <View className='ct-item__main' onClick={() => navigate(urlOf('university/detail', { id: u.id }))}>
                  <Text className='ct-item__name' data-testid='uni-contrast-name'>
                    {u.name}
                  </Text>
                  <Text className='ct-item__meta'>
                    {placeLabel(u.province, u.city)} · {u.level}
                  </Text>
                  <InstitutionChips chips={institutionChips(u)} testId='uni-contrast-tags' />
                </View>
                <Text className='ct-remove' data-testid='uni-contrast-remove' onClick={() => compareStore.remove(u.id)}>
                  移除
                </Text>
              </View>
            ))
          ) : (
            <Text className='gk-empty-small' data-testid='uni-contrast-empty'>
              还没有加入对比的院校：在下方搜索添加，或在院校详情页点“加入对比”
            </Text>
          )}
          <View className={`gk-btn${missing > 0 ? ' gk-btn--disabled' : ''}`} data-testid='uni-contrast-start' onClick={start}>
            开始对比
          </View>
          <Text className='gk-muted ct-hint'>
            {missing > 0 ? `至少选择 ${COMPARE_LIMITS.min} 所院校，还差 ${missing} 所` : `可对比 ${COMPARE_LIMITS.min}-${COMPARE_MAX} 所院校的录取线、招生计划和学科评估`}
          </Text>
        </View>

        <View className='gk-card' data-testid='uni-contrast-add'>
          <Text className='gk-card__title'>添加院校</Text>
          <SearchBar value={q} placeholder='输入院校名称、简称或拼音首字母' onSearch={(text) => setQ(text.trim())} testId='uni-contrast-search-input' />
          {q ? (
            <DataStatus data={found} isEmpty={(a) => !a.results.length} emptyTitle='没有找到相关院校' emptyHint='换个关键词试试' testId='uni-contrast-results'>
              {(a) => (
                <View className='ct-results'>
                  {a.results.map((u) => (
                    <View key={u.id} className='ct-item' data-testid='uni-contrast-result'>
                      <View className='ct-item__main'>
                        <Text className='ct-item__name'>{u.name}</Text>
                        <Text className='ct-item__meta'>
                          {placeLabel(u.province, u.city)} · {u.level} · {u.type}
                        </Text>
                        <InstitutionChips chips={institutionChips(u)} testId='uni-contrast-result-tags' />
                      </View>
                      <AddButton u={u} />
                    </View>
                  ))}
                </View>
              )}
            </DataStatus>
          ) : (
            <Text className='gk-muted'>{compareStore.full ? `已选满 ${COMPARE_MAX} 所，移除一所后可继续添加` : '搜索后点“加入对比”'}</Text>
          )}
        </View>
      </View>
    </PageShell>
  )
}

export default observer(Contrast)
