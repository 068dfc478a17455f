import { Text, View } from '@tarojs/components'
import type { AdmissionBand } from '@types-contract/application'
import { BAND_LABEL } from '@core/admissionBands'
import { BAND_TABS } from '@/lib/recommendView'
import '@/components/styles/application.scss'

interface Props {
  band: AdmissionBand
  onPick: (band: AdmissionBand) => void
  /** Units per band under each label ('-' while loading); none: labels only. */
  counts?: Record<AdmissionBand, number> | null
}

/** 冲 稳 保 难录 tabs. */
export function BandTabs({ band, onPick, counts }: Props) {
  return (
    <View className='app-tabs' data-testid='band-tabs'>
      {BAND_TABS.map((b) => (
        <View key={b} className={`app-tab${b === band ? ' app-tab--on' : ''}`} data-testid={`band-tab-${b}`} onClick={() => onPick(b)}>
          <Text>{BAND_LABEL[b]}</Text>
          {counts !== undefined && (
            <Text className='app-tab__count' data-testid='band-count'>
              {counts ? counts[b] : '-'}
            </Text>
          )}
        </View>
      ))}
    </View>
  )
}
