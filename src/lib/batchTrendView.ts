/**
 * The batch-line page's trend and its sources (pure). The trend follows the control lines a family
 * watches across years — 本科一批 (before the reform), the 本科 line and the 专科 line — whatever each
 * year calls them (广东's official 本科/专科, the sample's 本科批/专科批), so a province whose years
 * come from different sources still draws one connected line each; the special lines (特控, 专项,
 * 军队, 预科 …) stay in the table. A province with none of them (浙江's 一段/二段) draws every batch.
 */
import type { BatchLine, BatchLineResponse } from '@types-contract/edu'
import type { DataSource, Track } from '@types-contract/gaokao'
import { batchTrend, distinct, yearTrend, type TrendMetric } from '@core/admission'
import { batchLevelOf, undergradLine } from '@core/batches'
import type { TrendSeries } from '@core/chartData'

export const TREND_SERIES = { first: '本科一批', undergraduate: '本科线', vocational: '专科线' } as const

interface Point {
  year: number
  series: string
  line: BatchLine
}

/** A year's lines as trend points: 本科一批 when it is not also the 本科 line, the 本科 line, the lowest 专科 line. */
function yearPoints(year: number, lines: readonly BatchLine[]): Point[] {
  const undergraduate = undergradLine(lines)
  const first = lines.find((l) => l.batch === TREND_SERIES.first && l !== undergraduate)
  const vocational = lines.filter((l) => batchLevelOf(l.batch) === '专科').sort((a, b) => a.score - b.score)[0]
  const named: [string, BatchLine | null | undefined][] = [
    [TREND_SERIES.first, first],
    [TREND_SERIES.undergraduate, undergraduate],
    [TREND_SERIES.vocational, vocational]
  ]
  return named.flatMap(([series, line]) => (line ? [{ year, series, line }] : []))
}

/** The trend of one track's main control lines (see above), or of every batch when there are none. */
export function mainBatchTrend(lines: readonly BatchLine[], track: Track | undefined, metric: TrendMetric): TrendSeries[] {
  const ofTrack = lines.filter((l) => !track || l.track === track)
  const points = distinct(ofTrack.map((l) => l.year)).flatMap((year) =>
    yearPoints(
      year,
      ofTrack.filter((l) => l.year === year)
    )
  )
  if (points.length === 0) return batchTrend(lines, track, metric)
  return yearTrend(
    points,
    (p) => p.series,
    (p) => (metric === 'score' ? p.line.score : p.line.rank),
    metric
  )
}

const KIND_WORDS: Record<DataSource['kind'], string> = { official: '考试院公布数据（仅供参考）', sample: '示例数据', imported: '导入数据（仅供参考）' }

/**
 * Under a trend whose years come from different kinds of data: 「2023 年为示例数据，2024、2025 年为
 * 考试院公布数据（仅供参考）」; null when every year of the track is of one kind (the table's label says it).
 */
export function trendSourcesNote(sources: BatchLineResponse['sources'], track: Track | undefined): string | null {
  const ofTrack = sources.filter((s) => !track || s.track === track).sort((a, b) => a.year - b.year)
  const kinds = distinct(ofTrack.map((s) => s.source.kind))
  if (kinds.length < 2) return null
  return kinds.map((kind) => `${distinct(ofTrack.filter((s) => s.source.kind === kind).map((s) => s.year)).join('、')} 年为${KIND_WORDS[kind]}`).join('，')
}
