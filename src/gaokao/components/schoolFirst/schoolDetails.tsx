import { Text, View } from '@tarojs/components'
import type { RecommendedUnit } from '@types-contract/application'
import { navigate } from '@/components/nav'
import { formatProbability } from '@core/admissionBands'
import { UNMATCHED_NOTE, cutoffRange, thousands } from '@/lib/recommendView'
import { urlOf } from '@/routes'
import { ProbabilityMethod } from '../recommend/ProbabilityMethod'
import { UnitPage } from '../recommend/UnitPage'
import '@/components/styles/gaokao.scss'
import '@/components/styles/application.scss'

/** Every past year's min rank and its equivalent this year, the expected cut-off and its likely range. */
function PastRanks({ unit: u }: { unit: RecommendedUnit }) {
  const range = cutoffRange(u.explanation)
  return (
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
          <Text className='app-table__cell'>{thousands(p.min_rank)}</Text>
          <Text className='app-table__cell'>{thousands(p.equivalent_rank)}</Text>
        </View>
      ))}
      {!u.explanation.past.length && <Text className='gk-muted'>暂无往年录取位次</Text>}
      {range && (
        <Text className='gk-muted'>
          {`预计今年最低位次约 ${thousands(u.explanation.expected_rank!)}，大约三分之二的可能落在 ${thousands(range[0])}–${thousands(range[1])} 之间；你的位次 ${thousands(u.explanation.rank)}，录取概率 ${formatProbability(u.explanation.probability)}。`}
        </Text>
      )}
      {/* An institution outside the ministry's list has no page to open (its record holds a name only). */}
      {u.unmatched ? (
        <Text className='gk-muted' data-testid='school-unmatched'>
          {UNMATCHED_NOTE}
        </Text>
      ) : (
        <Text className='gk-link' onClick={() => navigate(`${urlOf('university/detail')}?id=${u.institution_id}`)}>
          查看院校主页 ›
        </Text>
      )}
    </View>
  )
}

/** 院校优先: one unit in full (its past ranks, how its probability is computed), then its majors to choose. */
export default function SchoolDetails() {
  return (
    <UnitPage
      testId='school-details'
      details={(unit) => (
        <>
          <PastRanks unit={unit} />
          <ProbabilityMethod />
        </>
      )}
    />
  )
}
