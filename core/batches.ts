/**
 * Batches (录取批次) as provinces name them, read as the two lists a family chooses between: 本科 and
 * 专科 (issue 26; docs/recommendation.md "Batches"). Pure; the server filters recommendations with it.
 *
 * - A batch name says 本科 when it holds 本科 (本科批, 本科一批, 普通本科批, 本科提前批, 本科院校) or is
 *   浙江's 一段; 专科 when it holds 专科 or 高职 (专科批, 高职（专科）, 高职高专批). Any other name
 *   (浙江's 二段/三段, which admit both; 特殊类型招生; a blank) says nothing, and the unit's
 *   institution decides (its level in the ministry's list).
 * - The control line a score is judged by for 本科 is the lowest of the province's 本科 lines of that
 *   year and track, special ones left out (特殊类型, 特控, 专项, 提前, 预科, 少数民族, 军队, 消防): 陕西's
 *   本科二批 rather than its 本科一批, 广东's 本科 rather than its 特控线.
 */
import type { InstitutionLevel } from '../types/gaokao'

const SPECIAL = /特殊类型|特控|专项|提前|预科|少数民族|民族班|军队|消防|艺术|体育/

/** 本科, 专科, or null when the name does not say. */
export function batchLevelOf(batch: string): InstitutionLevel | null {
  const name = batch.replace(/\s/g, '')
  if (/专科|高职/.test(name)) return '专科'
  if (/本科/.test(name) || /^(普通类)?一段/.test(name)) return '本科'
  return null
}

/** A unit's list: its batch's level when the name says, else its institution's level. */
export function unitBatchLevel(batch: string, institutionLevel: InstitutionLevel): InstitutionLevel {
  return batchLevelOf(batch) ?? institutionLevel
}

export interface BatchLineLike {
  batch: string
  score: number
  rank: number | null
}

/** The line a score must reach for 本科: the lowest non-special 本科 line among `lines` (one year, one track); null without one. */
export function undergradLine<L extends BatchLineLike>(lines: readonly L[]): L | null {
  let best: L | null = null
  for (const line of lines) {
    if (batchLevelOf(line.batch) !== '本科' || SPECIAL.test(line.batch)) continue
    if (!best || line.score < best.score) best = line
  }
  return best
}
