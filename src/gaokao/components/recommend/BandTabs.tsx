import { Text, View } from '@tarojs/components'
import type { AdmissionBand } from '@types-contract/application'
import { BAND_LABEL } from '@core/admissionBands'
import { BAND_PALETTE } from '@/lib/bandPalette'
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
        <View
          key={b}
          className={`app-tab${b === band ? ' app-tab--on' : ''}`}
          // The chosen tab wears its band's colours (lib/bandPalette), as the chips below do.
          style={b === band ? { color: BAND_PALETTE[b].color, borderBottomColor: BAND_PALETTE[b].color, background: BAND_PALETTE[b].tint } : undefined}
          data-testid={`band-tab-${b}`}
          onClick={() => onPick(b)}
        >
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
