/**
 * 我的收藏's 院校 and 专业 cards (personal/favorites): what the search lists show of an institution
 * (name, 985/211 and other tags, level, type, where it is) or a major (name, code, level, 门类 and
 * 专业类, 学制, 学位), a tap opening its page, and 取消收藏 on the right.
 */
import { Text, View, type ITouchEvent } from '@tarojs/components'
import type { MajorSummary } from '@types-contract/edu'
import type { InstitutionSummary } from '@types-contract/gaokao'
import { placeLabel } from '@core/gaokao'
import './favorites.scss'

interface RemoveProps {
  busy: boolean
  onRemove: () => void
}

function RemoveButton({ busy, onRemove }: RemoveProps) {
  const tap = (e: ITouchEvent) => {
    e.stopPropagation()
    onRemove()
  }
  return (
    <View className={`fv-remove${busy ? ' fv-remove--busy' : ''}`} data-testid='favorite-remove' role='button' onClick={tap}>
      <Text>{busy ? '取消中…' : '取消收藏'}</Text>
    </View>
  )
}

export function InstitutionCard({ u, onOpen, ...remove }: { u: InstitutionSummary; onOpen: () => void } & RemoveProps) {
  return (
    <View className='fv-card' data-testid='favorite-univ' data-id={String(u.id)} onClick={onOpen}>
      <View className='fv-card__main'>
        <Text className='fv-card__name' data-testid='favorite-univ-name'>
          {u.name}
        </Text>
        <View className='fv-card__tags'>
          {[...u.tags, u.level, u.type].map((tag) => (
            <Text key={tag} className='fv-tag'>
              {tag}
            </Text>
          ))}
        </View>
        <Text className='fv-card__sub'>{placeLabel(u.province, u.city)}</Text>
      </View>
      <RemoveButton {...remove} />
    </View>
  )
}

export function MajorCard({ m, onOpen, ...remove }: { m: MajorSummary; onOpen: () => void } & RemoveProps) {
  const facts = [m.duration ? `${m.duration}年` : '', m.degree].filter(Boolean).join(' · ')
  return (
    <View className='fv-card' data-testid='favorite-prof' data-code={m.code} onClick={onOpen}>
      <View className='fv-card__main'>
        <Text className='fv-card__name' data-testid='favorite-prof-name'>
          {m.name}
        </Text>
        <View className='fv-card__tags'>
          {[m.level, m.category, m.subcategory].filter(Boolean).map((tag) => (
            <Text key={tag} className='fv-tag'>
              {tag}
            </Text>
          ))}
        </View>
        <Text className='fv-card__sub'>
          专业代码 {m.code}
          {facts ? ` · ${facts}` : ''}
        </Text>
      </View>
      <RemoveButton {...remove} />
    </View>
  )
}
