import { Text } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import type { RecommendedUnit } from '@types-contract/application'
import type { ApplyMode } from '@types-contract/edu'
import { navigate } from '@/components/nav'
import { entryMeta, entryOf, isWholeUnit } from '@/lib/recommendView'
import { urlOf } from '@/routes'
import { applicationFormStore as form } from '@/stores/applicationForm'
import '@/components/styles/application.scss'

/**
 * The buttons of one unit: a 专业+院校 unit is one major, a whole 院校专业组 built from its line one
 * entry (toggle it); others open their majors.
 */
export const UnitActions = observer(function UnitActions({ unit, mode }: { unit: RecommendedUnit; mode: ApplyMode }) {
  const open = (spec: string) =>
    navigate(`${urlOf(spec)}?key=${encodeURIComponent(unit.key)}&band=${unit.explanation.band}&q=${encodeURIComponent(unit.institution_name)}`)
  const chosen = unit.majors.filter((m) => form.isSelected(entryOf(unit, m))).length
  if ((mode === 'category' || isWholeUnit(unit)) && unit.majors.length === 1) {
    const major = unit.majors[0]
    const toggle = () => {
      const result = form.toggle(entryOf(unit, major), entryMeta(unit, major))
      if (!result.ok) Taro.showToast({ title: result.message, icon: 'none' })
    }
    return (
      <>
        <Text className='app-mini-btn' onClick={() => open('components/schoolFirst/schoolDetails')}>
          详情
        </Text>
        <Text className={`app-mini-btn${chosen ? ' app-mini-btn--on' : ''}`} data-testid='unit-toggle' onClick={toggle}>
          {chosen ? '已加入' : '加入志愿表'}
        </Text>
      </>
    )
  }
  return (
    <>
      <Text className='app-mini-btn' onClick={() => open('components/schoolFirst/schoolDetails')}>
        详情
      </Text>
      <Text className={`app-mini-btn${chosen ? ' app-mini-btn--on' : ''}`} data-testid='unit-select' onClick={() => open('application/professionSelector')}>
        {chosen ? `已选 ${chosen} 个专业` : '选专业'}
      </Text>
    </>
  )
})
