import { Text, View } from '@tarojs/components'
import { useState } from 'react'
import TrendChart from '@/components/charts/TrendChart'
import { singlePoints, type TrendView } from '@core/chartData'
import './lines.scss'

interface Props {
  /** What the switch offers (最低分 / 最低位次, 总分 / 排名); the first is shown first. */
  views: TrendView[]
  title?: string
  xLabel?: (x: string) => string
  /** Inside another card: drawn as a section of it rather than a card of its own. */
  nested?: boolean
  testId: string
}

/** A card with one trend chart and a switch between its views; ranks draw the best on top. */
export function TrendCard({ views, title = '历年趋势', xLabel, nested = false, testId }: Props) {
  const [key, setKey] = useState(views[0]?.key)
  const view = views.find((v) => v.key === key) ?? views[0]
  if (!view) return null
  return (
    <View className={nested ? 'ln-block' : 'gk-card'} data-testid={testId}>
      <View className='ln-card-head'>
        <Text className='gk-card__title'>{title}</Text>
        <View className='ln-switch'>
          {views.map((v) => (
            <Text
              key={v.key}
              className={`ln-switch__item${v.key === view.key ? ' ln-switch__item--on' : ''}`}
              data-testid={`${testId}-${v.key}`}
              onClick={() => setKey(v.key)}
            >
              {v.label}
            </Text>
          ))}
        </View>
      </View>
      <TrendChart series={view.series} invertY={view.invertY} xLabel={xLabel} testId={`${testId}-chart`} emptyText={`暂无${view.label}数据`} />
      {singlePoints(view.series) ? <Text className='ln-note'>目前只有一期数据，数据积累后可看出走势</Text> : null}
    </View>
  )
}
