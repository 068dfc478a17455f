import { Text, View } from '@tarojs/components'
import { isListTag } from '@core/institutionFacts'
import './InstitutionChips.scss'

/**
 * An institution's tags as chips (985 · 211 · 双一流 · 公办/民办 · 中外合作: core/institutionFacts.ts
 * institutionChips, or a recommended unit's tags): search results, the detail page, recommendation
 * cards. Nothing when there are none. `light`: on a coloured header.
 */
export function InstitutionChips({ chips, light = false, testId = 'institution-chips' }: { chips: readonly string[]; light?: boolean; testId?: string }) {
  if (!chips.length) return null
  return (
    <View className={`inst-chips${light ? ' inst-chips--light' : ''}`} data-testid={testId}>
      {chips.map((chip) => (
        <Text key={chip} className={`inst-chip${isListTag(chip) ? ' inst-chip--list' : ''}`} data-testid='institution-chip'>
          {chip}
        </Text>
      ))}
    </View>
  )
}
