import { Text, View } from '@tarojs/components'
import type { ReactNode } from 'react'
import type { RecommendedUnit } from '@types-contract/application'
import type { ApplyMode } from '@types-contract/edu'
import { formatProbability } from '@core/admissionBands'
import { UNMATCHED_TAG, testFit, unitMeta, unitTitle, unitWhy } from '@/lib/recommendView'
import { BAND_PALETTE } from '@/lib/bandPalette'
import { BandChip } from './BandChip'
import { InstitutionChips } from './InstitutionChips'
import './styles/application.scss'

interface Props {
  unit: RecommendedUnit
  mode: ApplyMode
  /** The buttons under the card (选专业, 详情, 加入志愿表 ...). */
  children?: ReactNode
  /** A line above the explanation (AI filling's reason). */
  note?: string
  /** The 门类 the user's tests suggest (RecommendResponse.test_categories): a matching unit is marked 符合测评. */
  testCategories?: readonly string[]
  testId?: string
}

/**
 * One recommended unit: name, band, probability, where, plan, its institution's tags (985 · 211 ·
 * 双一流 · 民办 · 中外合作; no 公办: a unit carries no remark to tell it), and why (the explanation);
 * marked 未匹配院校库 when its institution is not in the ministry's list.
 */
export function UnitCard({ unit, mode, children, note, testCategories = [], testId = 'unit-card' }: Props) {
  const e = unit.explanation
  const fit = testFit(unit, testCategories)
  return (
    <View className='app-unit' data-testid={testId} data-band={e.band} data-key={unit.key}>
      <View className='app-unit__head'>
        <BandChip band={e.band} />
        <Text className='app-unit__name' data-testid='unit-name'>
          {unitTitle(unit, mode)}
        </Text>
        {unit.unmatched && (
          <Text className='app-unit__tag' data-testid='unit-unmatched'>
            {UNMATCHED_TAG}
          </Text>
        )}
        <Text className='app-unit__p' style={{ color: BAND_PALETTE[e.band].color }} data-testid='unit-probability'>
          {formatProbability(e.probability)}
        </Text>
      </View>
      <Text className='app-unit__meta'>{unitMeta(unit, mode)}</Text>
      <InstitutionChips chips={unit.tags} testId='unit-tags' />
      {fit.length > 0 && (
        <Text className='app-fit' data-testid='unit-test-fit'>
          符合测评 · {fit.join('、')}
        </Text>
      )}
      {note && <Text className='app-unit__meta'>{note}</Text>}
      <View className='app-why' data-testid='unit-why'>
        {unitWhy(unit).map((line) => (
          <Text key={line}>{line}</Text>
        ))}
      </View>
      {children && <View className='app-unit__actions'>{children}</View>}
    </View>
  )
}
