import { Text, View } from '@tarojs/components'
import { useState } from 'react'
import { BAND_BOUNDS, formatProbability as pct } from '@core/admissionBands'
import { PUBLISHED_BACKTEST, backtestCells } from '@core/backtestFigures'

const STEPS = [
  '把这个志愿往年每一年的最低录取位次，按当年与今年考生人数之比折算成今年的位次。',
  '同一省份位次相近的志愿往往一起涨落：先扣除它们共同的变动，越近的年份权重越大，再计入去年共同变动的大部分，得出预计今年的最低位次。',
  '按往年的起伏估计它的波动范围：位次在考生中越靠前、招生越少，波动越大，并留出偶尔大幅跳动的余地。',
  `你的位次在这个范围里的位置，就是录取概率：${pct(BAND_BOUNDS.safe)} 及以上为「保」，${pct(BAND_BOUNDS.stable)}–${pct(BAND_BOUNDS.safe)} 为「稳」，${pct(BAND_BOUNDS.rush)}–${pct(BAND_BOUNDS.stable)} 为「冲」，不到 ${pct(BAND_BOUNDS.rush)} 为「难录」。`
]

/**
 * 录取概率怎么算: the method in four sentences and the published backtest on real outcomes
 * (core/backtestFigures.ts): the mean of the province-years' figures against both references, then
 * the model's figures per province and year (pooling hid a year that missed), folded until tapped so
 * the unit and its majors stay first.
 */
export function ProbabilityMethod() {
  const [open, setOpen] = useState(false)
  const { provinces, years, pairs, rows, per_year, measured } = PUBLISHED_BACKTEST
  return (
    <View className='gk-card' data-testid='probability-method'>
      <View className='app-method__head' data-testid='probability-method-toggle' onClick={() => setOpen(!open)}>
        <Text className='gk-card__title'>录取概率怎么算</Text>
        <Text className='gk-link'>{open ? '收起' : '展开 ›'}</Text>
      </View>
      {open && (
        <View className='app-method' data-testid='probability-method-body'>
          {STEPS.map((step, i) => (
            <Text key={step} className='app-method__step'>{`${i + 1}. ${step}`}</Text>
          ))}
          <Text className='gk-card__title'>用真实录取结果检验</Text>
          <Text className='app-method__step'>
            {`用每年之前的数据预测 ${years.join('、')} 年${provinces.join('、')}的专业录取，与实际结果对比（约 ${Math.round(pairs / 10000)} 万个「位次-专业」组合，${measured.slice(0, 4)} 年测算）。下表为各省各年误差的平均（按组合数加权）：`}
          </Text>
          <View className='app-table__row app-table__row--head'>
            <Text className='app-table__cell app-method__name'>方法</Text>
            <Text className='app-table__cell'>校准误差</Text>
            <Text className='app-table__cell'>Brier</Text>
            <Text className='app-table__cell'>保落空</Text>
          </View>
          {rows.map((row) => (
            <View key={row.model} className='app-table__row' data-testid='backtest-row' data-model={row.model}>
              <Text className='app-table__cell app-method__name'>{row.label}</Text>
              {backtestCells(row).map((cell, i) => (
                <Text key={i} className='app-table__cell'>
                  {cell}
                </Text>
              ))}
            </View>
          ))}
          <Text className='app-method__step'>本应用的模型在各省各年：</Text>
          <View className='app-table__row app-table__row--head'>
            <Text className='app-table__cell app-method__name'>省份·年份</Text>
            <Text className='app-table__cell'>校准误差</Text>
            <Text className='app-table__cell'>Brier</Text>
            <Text className='app-table__cell'>保落空</Text>
          </View>
          {per_year.map((row) => (
            <View key={`${row.province}${row.year}`} className='app-table__row' data-testid='backtest-year-row'>
              <Text className='app-table__cell app-method__name'>{`${row.province} ${row.year}`}</Text>
              {backtestCells(row).map((cell, i) => (
                <Text key={i} className='app-table__cell'>
                  {cell}
                </Text>
              ))}
            </View>
          ))}
          <Text className='gk-muted'>
            {`校准误差：预测的概率与实际录取比例相差多少；Brier：概率预测的平均误差；保落空：概率 ${pct(BAND_BOUNDS.safe)} 及以上却未被录取的比例。三项都是越小越好。`}
          </Text>
          <Text className='gk-source'>检验所用的录取数据为第三方整理，仅供参考；概率是估计而不是承诺，请以各省教育考试院和高校公布的信息为准。</Text>
        </View>
      )}
    </View>
  )
}
