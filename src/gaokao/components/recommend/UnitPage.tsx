import { ScrollView, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import type { ReactNode } from 'react'
import type { RecommendedUnit } from '@types-contract/application'
import { LoadView } from '@/components/LoadView'
import { PageShell } from '@/components/PageShell'
import { applicationFormStore as form } from '@/stores/applicationForm'
import { FormBar } from './FormBar'
import { MajorPicker } from './MajorPicker'
import { UnitCard } from '@/components/UnitCard'
import { useUnit } from './useUnit'
import '@/components/styles/gaokao.scss'
import '@/components/styles/application.scss'

/**
 * The frame of the pages about one unit (?key&band&q): the unit's card, what the page adds
 * (`details`), its majors to choose, and the form bar; loading and errors until the unit is there.
 */
export const UnitPage = observer(function UnitPage({ testId, details }: { testId: string; details?: (unit: RecommendedUnit) => ReactNode }) {
  const unit = useUnit()
  return (
    <PageShell>
      <View className='gk-page' data-testid={testId}>
        {unit.data ? (
          <ScrollView scrollY className='gk-list'>
            <UnitCard unit={unit.data} mode={form.mode} />
            <View className='gk-scroll-page'>
              {details?.(unit.data)}
              <MajorPicker unit={unit.data} />
            </View>
          </ScrollView>
        ) : (
          <LoadView state={unit.state} onRetry={unit.reload} />
        )}
        <FormBar />
      </View>
    </PageShell>
  )
})
