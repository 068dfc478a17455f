/** lib/batchTrendView.ts: the batch-line trend follows the 本科/专科 lines across sources; the note on mixed years. */
import type { BatchLine } from '../../types/edu'
import { SAMPLE_SOURCE, type DataSource } from '../../types/gaokao'
import { TREND_SERIES, mainBatchTrend, trendSourcesNote } from '../../src/lib/batchTrendView'

const line = (year: number, batch: string, score: number, rank: number | null = null, track: BatchLine['track'] = '物理类'): BatchLine => ({
  province: '广东',
  year,
  track,
  batch,
  score,
  rank
})

test('sample 本科批/专科批 and official 本科/专科 join into one 本科线 and one 专科线; special lines stay out', () => {
  const lines = [
    line(2025, '特控线', 534, 106293),
    line(2025, '军队本科', 534, 106293),
    line(2025, '本科', 436, 276586),
    line(2025, '卫生专项(专科)', 416, 305046),
    line(2025, '专科', 200, 437354),
    line(2025, '本科', 464, 91654, '历史类'),
    line(2023, '特殊类型招生控制线', 530, 100000),
    line(2023, '本科批', 440, 260000),
    line(2023, '专科批', 180, 420000)
  ]
  expect(mainBatchTrend(lines, '物理类', 'score')).toEqual([
    {
      name: TREND_SERIES.undergraduate,
      points: [
        { x: 2023, y: 440 },
        { x: 2025, y: 436 }
      ]
    },
    {
      name: TREND_SERIES.vocational,
      points: [
        { x: 2023, y: 180 },
        { x: 2025, y: 200 }
      ]
    }
  ])
  expect(mainBatchTrend(lines, '物理类', 'rank').find((s) => s.name === TREND_SERIES.undergraduate)?.points).toEqual([
    { x: 2023, y: 260000 },
    { x: 2025, y: 276586 }
  ])
})

test('before the reform 本科一批 is its own series and the 本科 line is the lowest 本科 line (本科二批)', () => {
  const lines = [line(2024, '本科一批', 475, null, '理科'), line(2024, '本科二批', 400, null, '理科'), line(2024, '专科', 150, null, '理科')]
  expect(mainBatchTrend(lines, '理科', 'score').map((s) => [s.name, s.points.map((p) => p.y)])).toEqual([
    [TREND_SERIES.first, [475]],
    [TREND_SERIES.undergraduate, [400]],
    [TREND_SERIES.vocational, [150]]
  ])
})

test('without a 本科 or 专科 line every batch is its own series', () => {
  const lines = [line(2025, '普通类二段', 280), line(2025, '提前批', 600)]
  expect(mainBatchTrend(lines, '物理类', 'score').map((s) => s.name)).toEqual(['普通类二段', '提前批'])
})

test('the trend names the kinds of its years only when they differ', () => {
  const official = (year: number): DataSource => ({ kind: 'official', label: `广东省教育考试院 ${year} 年批次控制线（仅供参考）`, year })
  const sources = [
    { year: 2025, track: '物理类' as const, source: official(2025) },
    { year: 2025, track: '历史类' as const, source: official(2025) },
    { year: 2024, track: '物理类' as const, source: official(2024) },
    { year: 2023, track: '物理类' as const, source: SAMPLE_SOURCE }
  ]
  expect(trendSourcesNote(sources, '物理类')).toBe('2023 年为示例数据，2024、2025 年为考试院公布数据（仅供参考）')
  expect(trendSourcesNote(sources, '历史类')).toBeNull()
  expect(trendSourcesNote(sources.slice(0, 3), '物理类')).toBeNull()
})
