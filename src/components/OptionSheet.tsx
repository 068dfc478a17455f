import { ScrollView, Text, View } from '@tarojs/components'
import type { ReactNode } from 'react'
import './styles/gaokao.scss'

export interface SheetOption {
  value: string
  label: string
  count?: number
}

interface Props {
  title: string
  options: SheetOption[]
  /** '' stands for 全部. */
  value: string
  onPick: (value: string) => void
  onClose: () => void
  testId?: string
  children?: ReactNode
}

/** A bottom sheet of chip options (filters, province/year/track pickers); '' is 全部 when offered. */
export function OptionSheet({ title, options, value, onPick, onClose, testId }: Props) {
  return (
    <View className='gk-mask' onClick={onClose} catchMove>
      <View className='gk-sheet' data-testid={testId} onClick={(e) => e.stopPropagation()}>
        <View className='gk-sheet__title'>
          <Text>{title}</Text>
          <Text className='gk-sheet__close' onClick={onClose}>
            关闭
          </Text>
        </View>
        <ScrollView scrollY className='gk-sheet__body' style={{ maxHeight: '55vh' }}>
          <View className='gk-options'>
            {options.map((o) => (
              <View key={o.value || 'all'} className={`gk-option${o.value === value ? ' gk-option--on' : ''}`} data-testid='sheet-option' onClick={() => onPick(o.value)}>
                <Text>{o.label}</Text>
                {o.count !== undefined ? <Text className='gk-option__count'>{o.count}</Text> : null}
              </View>
            ))}
          </View>
        </ScrollView>
      </View>
    </View>
  )
}
