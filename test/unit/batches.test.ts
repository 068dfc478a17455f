/** Batch names read as 本科 / 专科 lists, and the 本科 control line of a province-year (core/batches.ts). */
import { batchLevelOf, undergradLine, unitBatchLevel } from '../../core/batches'

test('batch names as provinces write them', () => {
  for (const name of ['本科批', '本科一批', '本科二批', '普通本科批', '本科提前批', '本科院校', '本科批次', '一段', '普通类一段'])
    expect([name, batchLevelOf(name)]).toEqual([name, '本科'])
  for (const name of ['专科批', '高职(专科)', '高职（专科）', '高职高专批', '专科院校', '普通高职(专科)批', '专科提前批'])
    expect([name, batchLevelOf(name)]).toEqual([name, '专科'])
  for (const name of ['二段', '三段', '特殊类型招生', '', '特控线']) expect([name, batchLevelOf(name)]).toEqual([name, null])
})

test('a unit whose batch says nothing takes its institution level', () => {
  expect(unitBatchLevel('二段', '专科')).toBe('专科')
  expect(unitBatchLevel('', '本科')).toBe('本科')
  expect(unitBatchLevel('专科批', '本科')).toBe('专科')
})

test('the 本科 line is the lowest ordinary 本科 line, special ones left out', () => {
  const shaanxi = [
    { batch: '本科一批', score: 475, rank: null },
    { batch: '本科二批', score: 372, rank: null },
    { batch: '特殊类型', score: 475, rank: null },
    { batch: '高职（专科）', score: 150, rank: null }
  ]
  expect(undergradLine(shaanxi)?.batch).toBe('本科二批')
  const guangdong = [
    { batch: '特控线', score: 539, rank: 60_000 },
    { batch: '本科', score: 442, rank: 180_000 },
    { batch: '军队本科', score: 430, rank: null },
    { batch: '专科', score: 200, rank: null }
  ]
  expect(undergradLine(guangdong)?.score).toBe(442)
  expect(undergradLine([{ batch: '专科批', score: 180, rank: null }])).toBeNull()
})
