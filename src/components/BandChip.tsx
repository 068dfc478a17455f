import { Text } from '@tarojs/components'
import { BAND_LABEL, type BandOrUnknown } from '@core/admissionBands'
import { BAND_CHIP_TEXT, BAND_PALETTE } from '@/lib/bandPalette'
import './BandChip.scss'

/** 难录 / 冲 / 稳 / 保 on the band's colour: the one chip the list and the form both show. */
export function BandChip({ band, testId = 'band-chip' }: { band: BandOrUnknown; testId?: string }) {
  return (
    <Text className='band-chip' style={{ color: BAND_CHIP_TEXT, background: BAND_PALETTE[band].color }} data-testid={testId} data-band={band}>
      {BAND_LABEL[band]}
    </Text>
  )
}
