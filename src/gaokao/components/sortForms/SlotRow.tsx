import { Text, View } from '@tarojs/components'
import type { CSSProperties, ReactNode } from 'react'
import { EmptyState } from '@/components/EmptyState'
import { navigate } from '@/components/nav'
import { BandChip } from '@/components/BandChip'
import { formatProbability } from '@core/admissionBands'
import { EMPTY_FORM_TOAST } from '@core/applicationForm'
import { BAND_PALETTE } from '@/lib/bandPalette'
import { chanceLabel, type SlotView } from '@/lib/formView'
import { urlOf } from '@/routes'
import './SlotRow.scss'

/** The form pages with no slot: '请先选择专业' and the way to application/index. */
export function EmptyForm({ hint, testId }: { hint: string; testId: string }) {
  return (
    <EmptyState title={EMPTY_FORM_TOAST} hint={hint} testId={testId}>
      <View className='gk-btn slot-empty-btn' data-testid='go-select' onClick={() => navigate(urlOf('application/index'))}>
        去选专业
      </View>
    </EmptyState>
  )
}

interface Props {
  slot: SlotView
  /** Controls on the right: 删除, ↑ ↓ 置顶, the drag handle. */
  actions?: ReactNode
  /** One line of detail and a fixed height (拖动排序 moves rows by their height). */
  compact?: boolean
  className?: string
  style?: CSSProperties
  testId?: string
}

/** One slot (志愿) of the form, as 我的志愿表, 志愿排序 and 拖动排序 show it. */
export function SlotRow({ slot, actions, compact = false, className = '', style, testId = 'slot' }: Props) {
  const summary = slot.detail ?? slot.majors.map((m) => m.name).join('、')
  return (
    <View className={`slot-row${compact ? ' slot-row--compact' : ''} ${className}`} style={style} data-testid={testId} data-key={slot.key}>
      <Text className='slot-row__index'>{slot.index}</Text>
      <View className='slot-row__main'>
        <View className='slot-row__head'>
          <Text className='slot-row__name' data-testid='slot-name'>
            {slot.school}
          </Text>
          <BandChip band={slot.band} />
          {slot.band === 'unknown' ? null : (
            <Text className='slot-row__prob' style={{ color: BAND_PALETTE[slot.band].color }} data-testid='slot-probability'>
              {formatProbability(slot.probability)}
            </Text>
          )}
        </View>
        {compact ? (
          <Text className='slot-row__detail slot-row__detail--one'>{summary}</Text>
        ) : (
          <>
            {slot.detail ? <Text className='slot-row__detail'>{slot.detail}</Text> : null}
            {slot.listMajors
              ? slot.majors.map((m) => (
                  <View key={m.key} className='slot-row__major' data-testid='slot-major'>
                    <Text className='slot-row__major-name'>{m.name}</Text>
                    <Text className='slot-row__major-chance' style={{ color: BAND_PALETTE[m.band].color }}>
                      {chanceLabel(m.band, m.probability)}
                    </Text>
                  </View>
                ))
              : null}
          </>
        )}
      </View>
      {actions ? <View className='slot-row__actions'>{actions}</View> : null}
    </View>
  )
}
