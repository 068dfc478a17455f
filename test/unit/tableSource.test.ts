/** lib/tableSource.ts: the source of the batch lines shown, and the provenance note of official tables. */
import { IMPORTED_SOURCE, SAMPLE_SOURCE, type DataSource } from '../../types/gaokao'
import { OFFICIAL_TABLE_PROVENANCE, batchTableSource, tableProvenance } from '../../src/lib/tableSource'

const official: DataSource = { kind: 'official', label: '广东省教育考试院 2025 年批次控制线（仅供参考）', year: 2025 }
const mixed: DataSource = { kind: 'sample', label: `${SAMPLE_SOURCE.label}；${official.label}`, year: null }

test('the batch lines shown name the source of their own year and track; the overall one is the fallback', () => {
  const answer = {
    source: mixed,
    sources: [
      { year: 2025, track: '物理类' as const, source: official },
      { year: 2023, track: '物理类' as const, source: SAMPLE_SOURCE }
    ]
  }
  expect(batchTableSource(answer, 2025, '物理类')).toEqual(official)
  expect(batchTableSource(answer, 2023, '物理类')).toEqual(SAMPLE_SOURCE)
  expect(batchTableSource(answer, 2024, '历史类')).toEqual(mixed)
  expect(batchTableSource(answer, undefined, undefined)).toEqual(mixed)
})

test('only official tables carry the provenance note', () => {
  expect(tableProvenance(official)).toBe(OFFICIAL_TABLE_PROVENANCE)
  expect(OFFICIAL_TABLE_PROVENANCE).toContain('MIT')
  expect(tableProvenance(SAMPLE_SOURCE)).toBeNull()
  expect(tableProvenance(IMPORTED_SOURCE)).toBeNull()
  expect(tableProvenance(undefined)).toBeNull()
})
