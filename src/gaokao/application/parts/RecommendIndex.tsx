/**
 * The parts of 填志愿 (application/index) around its band lists: the 本科/专科 switch with how the
 * default was chosen, and what the page shows instead of empty bands (why, and what to import).
 * The rules and wording are in lib/recommendView.ts.
 */
import { Text, View } from '@tarojs/components'
import type { IndexStat } from '@types-contract/application'
import type { InstitutionLevel } from '@types-contract/gaokao'
import { EmptyState } from '@/components/EmptyState'
import { batchNote, batchOptions, type EmptyNotice } from '@/lib/recommendView'
import './recommendIndex.scss'

interface SwitchProps {
  stat: Pick<IndexStat, 'year' | 'batch_level' | 'batch_default' | 'batch_levels' | 'batch_line'>
  onPick: (level: InstitutionLevel) => void
}

/** 本科 | 专科, when there is a choice (batchOptions), over the note on the default. */
export function BatchSwitch({ stat, onPick }: SwitchProps) {
  const options = batchOptions(stat)
  if (!options.length) return null
  return (
    <View className='rec-batch' data-testid='batch-switch'>
      <View className='rec-batch__options'>
        {options.map((level) => (
          <Text
            key={level}
            className={`rec-batch__option${level === stat.batch_level ? ' rec-batch__option--on' : ''}`}
            data-testid='batch-option'
            data-level={level}
            data-on={level === stat.batch_level}
            onClick={() => level !== stat.batch_level && onPick(level)}
          >
            {level === stat.batch_default ? `${level}（默认）` : level}
          </Text>
        ))}
      </View>
      <Text className='rec-batch__note' data-testid='batch-note'>
        {batchNote(stat)}
      </Text>
    </View>
  )
}

/** In place of the bands when nothing can be shown: why, what to import, or the other list to switch to. */
export function EmptyNoticeView({ notice, onPick }: { notice: EmptyNotice; onPick: (level: InstitutionLevel) => void }) {
  const to = notice.switchTo
  return (
    <View className='rec-empty' data-testid='recommend-empty-reason'>
      <EmptyState title={notice.title} hint={notice.hint}>
        {to && (
          <Text className='gk-chip gk-chip--on' data-testid='recommend-empty-switch' onClick={() => onPick(to)}>
            查看{to}志愿
          </Text>
        )}
      </EmptyState>
    </View>
  )
}
