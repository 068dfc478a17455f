/**
 * What the 一分一段 and batch-line pages say about the table they show (pure): whose source it is,
 * and, for an official table, how the copy shipped with the app was made
 * (server/seed/data/official/SOURCE.md, whose MIT notice goes with it).
 */
import type { BatchLineResponse } from '@types-contract/edu'
import type { DataSource, Track } from '@types-contract/gaokao'

export const OFFICIAL_TABLE_PROVENANCE = '考试院发布的原表经开源项目 gaokao-volunteer-v2 转换整理（MIT 许可），如有出入以考试院公布为准'

/** The note for an official table's source; null for sample and imported data, whose label says so. */
export function tableProvenance(source: Pick<DataSource, 'kind'> | undefined): string | null {
  return source?.kind === 'official' ? OFFICIAL_TABLE_PROVENANCE : null
}

/**
 * The source of the batch lines shown (one year and track): the province's other years may be
 * sample or imported, so the answer's overall source is only the fallback.
 */
export function batchTableSource(answer: Pick<BatchLineResponse, 'source' | 'sources'>, year: number | undefined, track: Track | undefined): DataSource {
  return answer.sources.find((s) => s.year === year && s.track === track)?.source ?? answer.source
}
