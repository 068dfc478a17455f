import { ScrollView, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { LoadView } from '@/components/LoadView'
import { PageShell } from '@/components/PageShell'
import { applicationFormStore as form } from '@/stores/applicationForm'
import { FormBar } from '../components/recommend/FormBar'
import { MajorPicker } from '../components/recommend/MajorPicker'
import { UnitCard } from '../components/recommend/UnitCard'
import { useUnit } from '../components/recommend/useUnit'
import '../styles/gaokao.scss'
import './application.scss'

/** 选择专业: the unit's majors to toggle into the form, under the unit's probability and why. */
function ProfessionSelector() {
  const unit = useUnit()
  return (
    <PageShell>
      <View className='gk-page' data-testid='profession-selector'>
        {unit.data ? (
          <ScrollView scrollY className='gk-list'>
            <UnitCard unit={unit.data} mode={form.mode} />
            <View className='gk-scroll-page'>
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
}

export default observer(ProfessionSelector)
