/**
 * The library's shared parts (xkw/* pages): a material card, a topic row, the search box, the
 * filter rows and the sort tabs, the 示例数据 tag and the membership card (the search box and the
 * card are the library home's too: components/XkwParts.tsx). Presentational: state is the pages'
 * hooks'; rules in lib/xkwView.ts.
 */
import { Image, Text, View } from '@tarojs/components'
import type { XkwMaterialCard, XkwTopic } from '@types-contract/xkw'
import { XkwSearchBox, XkwVipCard } from '@/components/XkwParts'
import { filterOptions, materialMeta, materialStats, SORT_TABS, xkwPriceText, type FilterKey, type VipView, type XkwFilterState } from '@/lib/xkwView'
import './xkw.scss'

export const DemoTag = () => <Text className='xk-demo'>示例数据</Text>

export function MaterialCard({ material, onOpen }: { material: XkwMaterialCard; onOpen: () => void }) {
  return (
    <View className='xk-item' data-testid='xkw-material' data-id={String(material.id)} onClick={onOpen}>
      {material.cover_url ? (
        <Image className='xk-item__cover' src={material.cover_url} mode='aspectFill' lazyLoad imgProps={{ alt: '' }} />
      ) : (
        <View className='xk-item__cover' />
      )}
      <View className='xk-item__body'>
        <Text className='xk-item__title'>{material.title}</Text>
        <Text className='xk-item__meta'>{materialMeta(material)}</Text>
        <View className='xk-item__foot'>
          <Text className={`xk-price${material.price_fen === 0 ? ' xk-price--free' : ''}`}>{xkwPriceText(material.price_fen)}</Text>
          <Text className='xk-item__stats'>{materialStats(material)}</Text>
          {material.is_demo ? <DemoTag /> : null}
        </View>
      </View>
    </View>
  )
}

export function TopicRow({ topic, onOpen }: { topic: XkwTopic; onOpen: () => void }) {
  return (
    <View className='xk-topic' data-testid='xkw-topic' onClick={onOpen}>
      <Text className='xk-topic__badge'>{topic.subject}</Text>
      <View className='xk-topic__body'>
        <Text className='xk-topic__title'>{topic.title}</Text>
        <Text className='xk-topic__meta'>
          {topic.stage} · {topic.papers} 份试卷
        </Text>
      </View>
      <Text className='xk-arrow'>›</Text>
    </View>
  )
}

interface SearchBoxProps {
  value: string
  onInput: (text: string) => void
  onSearch: () => void
}

export const SearchBox = (props: SearchBoxProps) => <XkwSearchBox block='xk-search' testId='xkw-search' {...props} />

/** 学段 / 学科 / 年级 / 类型: a row of chips each; a picked chip is blue, tapping it again clears it. */
export function FilterRows({ state, onToggle }: { state: XkwFilterState; onToggle: (key: FilterKey, value: string) => void }) {
  return (
    <View className='xk-filters'>
      {filterOptions(state).map((row) => (
        <View key={row.key} className='xk-filters__row'>
          <Text className='xk-filters__label'>{row.label}</Text>
          <View className='xk-filters__chips'>
            {row.options.map((option) => (
              <Text
                key={option}
                className={`xk-chip${state[row.key] === option ? ' xk-chip--on' : ''}`}
                data-testid={`xkw-filter-${row.key}-${option}`}
                onClick={() => onToggle(row.key, option)}
              >
                {option}
              </Text>
            ))}
          </View>
        </View>
      ))}
    </View>
  )
}

export function SortTabs({ sort, onPick }: { sort: XkwFilterState['sort']; onPick: (sort: NonNullable<XkwFilterState['sort']>) => void }) {
  return (
    <View className='xk-sorts'>
      {SORT_TABS.map((tab) => (
        <Text key={tab.sort} className={`xk-sort${sort === tab.sort ? ' xk-sort--on' : ''}`} data-testid={`xkw-sort-${tab.sort}`} onClick={() => onPick(tab.sort)}>
          {tab.label}
        </Text>
      ))}
    </View>
  )
}

export const VipCard = ({ view, onAction }: { view: VipView; onAction: () => void }) => <XkwVipCard block='xk-vip' testId='xkw-vip' view={view} onAction={onAction} />
