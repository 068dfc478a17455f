/**
 * The one chart of the app: lines over years (or exam dates), one per series, drawn by AntV F2 4
 * on a canvas 2d context on both platforms (platform/canvas.ts). Pages hand over plain series
 * (lib/chartData.ts) and never touch the library, so it can be swapped here alone.
 *
 * Import it only from subpackage pages: F2 (~170 KB minified) then lands in that subpackage on
 * weapp and in the pages' async chunks on H5, never in the main package or the H5 entry.
 * Docs: docs/gaokao-data.md "Charts".
 */
import { Canvas as F2Canvas, Axis, Chart, Legend, Line, Point, createElement } from '@antv/f2'
import { Canvas, Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { useEffect, useMemo, useState } from 'react'
import { axisLabel, chartRows, hasPoints, xCategories, yDomain, type TrendSeries } from '@core/chartData'
import { canvas2d } from '@/platform/canvas'
import { themeStore } from '@/stores'
import './TrendChart.scss'

interface Props {
  series: TrendSeries[]
  /** Ranks: smaller is better, so smaller values are drawn higher. */
  invertY?: boolean
  /** CSS px. */
  height?: number
  /** The x axis label of a category ('2025-05-12' → '05-12'); the category itself by default. */
  xLabel?: (x: string) => string
  emptyText?: string
  testId?: string
}

/** After the theme colour, the further series' colours. */
const MORE_COLORS = ['#ff8a00', '#00b578', '#7b61ff', '#ff3141', '#13c2c2']

/** F2 sizes its theme (fonts, paddings) in 750-wide design px; halve them to CSS px. */
const px2hd = (v: number) => v / 2

let nextId = 0

/** F2's element factory, typed for F2's own JSX; here the component classes are passed as values. */
const el = createElement as unknown as (type: unknown, props: object, ...children: unknown[]) => { props: ConstructorParameters<typeof F2Canvas>[0] }

function TrendChart({ series, invertY = false, height = 220, xLabel, emptyText = '暂无可绘制的数据', testId }: Props) {
  const [id] = useState(() => `trend-chart-${++nextId}`)
  const [drawn, setDrawn] = useState(false)
  const [failed, setFailed] = useState(false)
  const rows = useMemo(() => chartRows(series, invertY), [series, invertY])
  const categories = useMemo(() => xCategories(series), [series])
  const domain = useMemo(() => yDomain(rows), [rows])
  const names = useMemo(() => series.filter((s) => s.points.length).map((s) => s.name), [series])
  const primary = themeStore.vars['--app-primary']
  const drawable = hasPoints(series)

  useEffect(() => {
    if (!drawable) return undefined
    let cancelled = false
    let chart: F2Canvas | undefined
    setDrawn(false)
    canvas2d(id)
      .then(({ context, width, height: h, pixelRatio }) => {
        if (cancelled) return
        const color = { field: 'name', range: [primary, ...MORE_COLORS] }
        const tree = el(
          F2Canvas,
          { context, pixelRatio, width, height: h, animate: false, px2hd },
          el(
            Chart,
            {
              data: rows,
              scale: {
                x: { type: 'cat', values: categories, formatter: (v: string) => (xLabel ? xLabel(v) : v) },
                y: { min: domain?.min, max: domain?.max, tickInterval: domain?.step, formatter: (v: number) => axisLabel(v, invertY) }
              }
            },
            el(Axis, { field: 'x' }),
            el(Axis, { field: 'y' }),
            el(Line, { x: 'x', y: 'y', color }),
            el(Point, { x: 'x', y: 'y', color }),
            names.length > 1 ? el(Legend, { position: 'top' }) : null
          )
        )
        chart = new F2Canvas(tree.props)
        chart.render()
        setDrawn(true)
        setFailed(false)
      })
      .catch(() => {
        if (!cancelled) setFailed(true)
      })
    return () => {
      cancelled = true
      chart?.destroy()
    }
  }, [id, drawable, rows, categories, domain, names, invertY, xLabel, primary])

  if (!drawable) {
    return (
      <View className='trend-chart trend-chart--empty' data-testid={testId}>
        <Text>{emptyText}</Text>
      </View>
    )
  }
  return (
    <View className='trend-chart' data-testid={testId} data-drawn={drawn ? 'yes' : 'no'}>
      {/* Decided at build time: the H5 bundle keeps no Canvas component (platform/canvas.ts). */}
      {process.env.TARO_ENV === 'weapp' ? (
        <Canvas type='2d' id={id} className='trend-chart__canvas' style={{ height: `${height}px` }} />
      ) : (
        <View id={id} className='trend-chart__canvas' style={{ height: `${height}px` }} />
      )}
      {failed ? <Text className='trend-chart__error'>图表绘制失败</Text> : null}
    </View>
  )
}

export default observer(TrendChart)
