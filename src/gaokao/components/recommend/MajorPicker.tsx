import { Text, View } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import type { RecommendedUnit } from '@types-contract/application'
import { entryMeta, entryOf, isWholeUnit, majorLabel } from '@/lib/recommendView'
import { applicationFormStore as form } from '@/stores/applicationForm'
import '@/components/styles/application.scss'

/**
 * The majors of a unit with their plan and 选科要求; tapping one toggles it into the form (SPEC §4),
 * majors the user's subjects do not qualify for cannot be chosen. A unit built from a group's or an
 * institution's line has no major list: it is chosen whole, and its 选科 is not known.
 */
export const MajorPicker = observer(function MajorPicker({ unit }: { unit: RecommendedUnit }) {
  const tap = (i: number) => {
    const major = unit.majors[i]
    if (!major.eligible) {
      Taro.showToast({ title: `选科不符合要求：${major.subject_requirement}`, icon: 'none' })
      return
    }
    const result = form.toggle(entryOf(unit, major), entryMeta(unit, major))
    if (!result.ok) Taro.showToast({ title: result.message, icon: 'none' })
  }
  const whole = isWholeUnit(unit)
  return (
    <View className='gk-card' data-testid='major-picker'>
      <Text className='gk-card__title'>{whole ? '加入志愿表' : '选择专业'}</Text>
      {whole && <Text className='gk-muted'>数据不含专业名单，整组填报；组内专业和选科要求以当年招生计划为准</Text>}
      {unit.majors.map((m, i) => {
        const on = form.isSelected(entryOf(unit, m))
        return (
          <View key={m.id} className={`app-major${m.eligible ? '' : ' app-major--off'}`} data-testid='major-option' data-on={on} onClick={() => tap(i)}>
            <Text className={`app-check${on ? ' app-check--on' : ''}`}>{on ? '✓' : ''}</Text>
            <View className='app-major__text'>
              <Text className='app-major__name'>{majorLabel(unit, m)}</Text>
              <Text className='gk-muted'>
                {[
                  m.group_code && m.major_name ? `专业组 ${m.group_code}` : '',
                  m.plan_count > 0 ? `计划 ${m.plan_count} 人` : '',
                  whole ? '' : `选科 ${m.subject_requirement || '不限'}`,
                  m.duration ? `${m.duration} 年` : '',
                  m.tuition ? `学费 ${m.tuition} 元/年` : ''
                ]
                  .filter(Boolean)
                  .join(' · ')}
              </Text>
              {!m.eligible && <Text className='app-error'>你的选科不符合该专业要求</Text>}
            </View>
          </View>
        )
      })}
    </View>
  )
})
