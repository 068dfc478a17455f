import { ScrollView, Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { LoadView } from '@/components/LoadView'
import { navigate } from '@/components/nav'
import { PageShell } from '@/components/PageShell'
import { cutoffRange, percent } from '@/lib/recommendView'
import { urlOf } from '@/routes'
import { applicationFormStore as form } from '@/stores/applicationForm'
import { FormBar } from '../recommend/FormBar'
import { MajorPicker } from '../recommend/MajorPicker'
import { UnitCard } from '../recommend/UnitCard'
import { useUnit } from '../recommend/useUnit'
import '../../styles/gaokao.scss'
import '../../application/application.scss'

const n = (v: number) => v.toLocaleString('en-US')

/**
 * 院校优先: one unit in full — every past year's min rank and its equivalent this year, the expected
 * cut-off and its likely range, the probability — then its majors to choose.
 */
function SchoolDetails() {
  const unit = useUnit()
  const u = unit.data
  const range = u ? cutoffRange(u.explanation) : null
  return (
    <PageShell>
      <View className='gk-page' data-testid='school-details'>
        {u ? (
          <ScrollView scrollY className='gk-list'>
            <UnitCard unit={u} mode={form.mode} />
            <View className='gk-scroll-page'>
              <View className='gk-card' data-testid='school-past'>
                <Text className='gk-card__title'>往年录取位次</Text>
                <View className='app-table__row app-table__row--head'>
                  <Text className='app-table__cell'>年份</Text>
                  <Text className='app-table__cell'>最低位次</Text>
                  <Text className='app-table__cell'>折合今年</Text>
                </View>
                {u.explanation.past.map((p) => (
                  <View key={p.year} className='app-table__row' data-testid='school-past-row'>
                    <Text className='app-table__cell'>{p.year}</Text>
                    <Text className='app-table__cell'>{n(p.min_rank)}</Text>
                    <Text className='app-table__cell'>{n(p.equivalent_rank)}</Text>
                  </View>
                ))}
                {!u.explanation.past.length && <Text className='gk-muted'>暂无往年录取位次</Text>}
                {range && (
                  <Text className='gk-muted'>
                    {`预计今年最低位次约 ${n(u.explanation.expected_rank!)}，大约三分之二的可能落在 ${n(range[0])}–${n(range[1])} 之间；你的位次 ${n(u.explanation.rank)}，录取概率 ${percent(u.explanation.probability)}。`}
                  </Text>
                )}
                <Text className='gk-link' onClick={() => navigate(`${urlOf('university/detail')}?id=${u.institution_id}`)}>
                  查看院校主页 ›
                </Text>
              </View>
              <MajorPicker unit={u} />
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

export default observer(SchoolDetails)
