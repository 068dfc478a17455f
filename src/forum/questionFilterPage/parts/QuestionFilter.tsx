import { ScrollView, Text, View } from '@tarojs/components'
import { QUESTION_SORTS, QUESTION_STATES } from '@types-contract/forumRanks'
import type { TabConfigItem } from '@types-contract/user'
import { SORT_LABELS, STATE_LABELS, filterSummary, toggled, type QuestionFilter } from '@/lib/questionFilter'
import type { QuestionFilterState } from '../useQuestionFilter'
import './questionFilter.scss'

interface ChipRowProps {
  name: string
  testId: string
  items: readonly TabConfigItem[]
  current: string | undefined
  onPick: (key: string | undefined) => void
}

/** A labelled row of chips, 全部 first; a picked chip tapped again goes back to 全部. */
function ChipRow({ name, testId, items, current, onPick }: ChipRowProps) {
  const chip = (key: string | undefined, label: string) => (
    <View
      key={key ?? ''}
      className={`qf-chip${key === current ? ' qf-chip--on' : ''}`}
      data-testid={`${testId}-${key ?? 'all'}`}
      aria-pressed={key === current}
      onClick={() => onPick(key === undefined ? undefined : toggled(current, key))}
    >
      <Text>{label}</Text>
    </View>
  )
  return (
    <View className='qf-bar__line'>
      <Text className='qf-bar__name'>{name}</Text>
      <ScrollView scrollX className='qf-bar__scroll' enhanced showScrollbar={false}>
        <View className='qf-bar__chips' data-testid={testId}>
          {chip(undefined, '全部')}
          {items.map((item) => chip(item.key, item.label))}
        </View>
      </ScrollView>
    </View>
  )
}

/** The filter bar: QA tag, tab, state, and 最新 / 最热. */
export function FilterBar({ q }: { q: QuestionFilterState }) {
  const { filter } = q
  return (
    <View className='qf-bar' data-testid='filter-bar'>
      <ChipRow name='标签' testId='filter-qa' items={q.qaTags} current={filter.qaTag} onPick={(qaTag) => q.set({ qaTag })} />
      <ChipRow name='分区' testId='filter-tab' items={q.tabs} current={filter.tab} onPick={(tab) => q.set({ tab })} />
      <View className='qf-bar__line'>
        <Text className='qf-bar__name'>状态</Text>
        <View className='qf-states' data-testid='filter-state' role='radiogroup'>
          {QUESTION_STATES.map((state) => (
            <View
              key={state}
              className={`qf-state${state === filter.state ? ' qf-state--on' : ''}`}
              data-testid={`filter-state-${state}`}
              role='radio'
              aria-checked={state === filter.state}
              onClick={() => q.set({ state })}
            >
              <Text>{STATE_LABELS[state]}</Text>
            </View>
          ))}
        </View>
      </View>
    </View>
  )
}

/** What the list shows, in words, and the sort beside it. */
export function FilterSummary({
  filter,
  qaTags,
  tabs,
  onSort
}: {
  filter: QuestionFilter
  qaTags: readonly TabConfigItem[]
  tabs: readonly TabConfigItem[]
  onSort: (sort: QuestionFilter['sort']) => void
}) {
  return (
    <View className='qf-summary'>
      <Text className='qf-summary__text' data-testid='filter-summary'>
        {filterSummary(filter, qaTags, tabs)}
      </Text>
      <View className='qf-sorts' data-testid='filter-sort'>
        {QUESTION_SORTS.map((sort) => (
          <Text key={sort} className={`qf-sort${sort === filter.sort ? ' qf-sort--on' : ''}`} data-testid={`filter-sort-${sort}`} onClick={() => onSort(sort)}>
            {SORT_LABELS[sort]}
          </Text>
        ))}
      </View>
    </View>
  )
}
