/**
 * The parts of the university search page: the search history, the filter chips, and the results
 * (windowed rows, their foot, or the empty and error states). Presentational: the state is
 * useUniversitySearch. One module, so the page stays one chunk.
 */
import { ScrollView, Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import type { InstitutionSummary } from '@types-contract/gaokao'
import { EmptyState } from '@/components/EmptyState'
import { InstitutionChips } from '@/components/InstitutionChips'
import { InstitutionMark } from '@/components/InstitutionMark'
import { RetryButton } from '@/components/RetryButton'
import { navigate } from '@/components/nav'
import { placeLabel, type UniversityFilterState } from '@core/gaokao'
import { institutionChips } from '@core/institutionFacts'
import { hasMore } from '@/lib/pagedList'
import { showsAllShown, type UniversitySheet } from '@/lib/universityList'
import { urlOf } from '@/routes'
import { userStore } from '@/stores'
import { FilterChip } from '@/gaokao/components/Filters'
import type { UniversitySearch } from '../useUniversitySearch'

interface HistoryProps {
  clearing: boolean
  onClear: () => void
  onPick: (q: string) => void
}

/** 最近搜索: a logged-in user's searches (user store), shown while the box is empty; a tap searches again. */
export const SearchHistory = observer(function SearchHistory({ clearing, onClear, onPick }: HistoryProps) {
  const history = userStore.data.searchHistory
  if (!userStore.isLoggedIn || !history.length) return null
  return (
    <View className='gk-history' data-testid='uni-history'>
      <View className='gk-history__head'>
        <Text className='gk-history__title'>最近搜索</Text>
        <Text className='gk-history__clear' data-testid='uni-history-clear' onClick={onClear}>
          {clearing ? '清空中…' : '清空'}
        </Text>
      </View>
      <View className='gk-history__items'>
        {history.map((q) => (
          <Text key={q} className='gk-history__item' data-testid='uni-history-item' onClick={() => onPick(q)}>
            {q}
          </Text>
        ))}
      </View>
    </View>
  )
})

interface ChipsProps {
  filters: UniversityFilterState
  /** The tag chip shows only when the server offers tags. */
  withTags: boolean
  onOpen: (kind: UniversitySheet) => void
}

export function FilterChips({ filters, withTags, onOpen }: ChipsProps) {
  return (
    <View className='gk-chips'>
      <FilterChip label='省份' value={filters.province} testId='uni-filter-province' onClick={() => onOpen('province')} />
      <FilterChip label='层次' value={filters.level} testId='uni-filter-level' onClick={() => onOpen('level')} />
      <FilterChip label='类型' value={filters.type} testId='uni-filter-type' onClick={() => onOpen('type')} />
      {withTags ? <FilterChip label='标签' value={filters.tag} testId='uni-filter-tag' onClick={() => onOpen('tag')} /> : null}
    </View>
  )
}

/** One result: its mark, name, level and type; its tags (985 · 211 · 双一流 · 公办/民办 …); where it is and who runs it. A tap opens its detail. */
function UniversityRow({ u, rowPx }: { u: InstitutionSummary; rowPx: number }) {
  return (
    <View className='gk-row gk-row--marked' style={{ height: `${rowPx}px` }} data-testid='uni-result' onClick={() => navigate(urlOf('university/detail', { id: u.id }))}>
      <InstitutionMark name={u.name} />
      <View className='gk-row__body'>
        <View className='gk-row__head'>
          <Text className='gk-row__name'>{u.name}</Text>
          <Text className='gk-tag gk-tag--muted'>{u.level}</Text>
          <Text className='gk-tag gk-tag--muted' data-testid='uni-result-type'>
            {u.type}
          </Text>
        </View>
        <InstitutionChips chips={institutionChips(u)} testId='uni-result-tags' />
        <Text className='gk-row__meta'>
          {placeLabel(u.province, u.city)}
          {u.department ? ` · ${u.department}` : ''}
        </Text>
      </View>
    </View>
  )
}

interface ResultsProps {
  list: UniversitySearch['list']
  rows: UniversitySearch['rows']
  source: string
}

/**
 * The results: the empty state, a first-page error with 重试, or the scroll view of windowed rows
 * with its foot (加载中, the next page's error with 点击重试, 已显示全部, 加载更多, the source).
 */
export function Results({ list, rows, source }: ResultsProps) {
  const { state } = list
  if (state.loaded && !state.items.length && !state.error) return <EmptyState title='没有找到相关院校' hint='换个关键词或筛选条件试试' testId='uni-empty' />
  if (!state.loaded && state.error) {
    return (
      <View className='gk-error' data-testid='uni-error'>
        <Text>{state.error}</Text>
        <RetryButton onClick={list.retry} />
      </View>
    )
  }
  const { rows: shown, padTop, padBottom } = rows.slice(state.items)
  const more = hasMore(state)
  return (
    <ScrollView className='gk-list' key={list.queryKey} scrollY lowerThreshold={400} onScroll={rows.onScroll} onScrollToLower={list.loadMore}>
      <View data-testid='uni-list'>
        <View style={{ height: `${padTop}px` }} />
        {shown.map((u) => (
          <UniversityRow key={u.id} u={u} rowPx={rows.rowPx} />
        ))}
        <View style={{ height: `${padBottom}px` }} />
        <View className='gk-foot'>
          {state.loading ? <Text>加载中…</Text> : null}
          {state.error && state.loaded ? (
            <Text className='gk-link' onClick={list.retry}>
              {state.error}，点击重试
            </Text>
          ) : null}
          {showsAllShown(state) ? <Text>已显示全部</Text> : null}
          {!state.loading && more ? (
            <Text className='gk-link' onClick={list.loadMore}>
              加载更多
            </Text>
          ) : null}
          <Text data-testid='uni-source'>数据来源：{source}</Text>
        </View>
      </View>
    </ScrollView>
  )
}
