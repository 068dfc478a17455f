/**
 * Rules of the 一分一段 page (gaokao/search/onescoreoneline), pure: the options of its province /
 * year / track sheets and what a pick asks for next, which of the two boxes a look-up reads, and
 * the lines it shows (等位分, the table's source).
 */
import type { DataSource, OneScoreAvailability, OneScoreLookup, Track } from '@types-contract/gaokao'
import { parseRank, parseScore, provincesOf, sourceLabel, tracksOf, yearsOf, type OneScoreChoice } from '@core/gaokao'

type Tables = OneScoreAvailability['tables']

export type OneScoreSheet = 'province' | 'year' | 'track'

export const ONE_SCORE_SHEET_TITLES: Record<OneScoreSheet, string> = { province: '选择省份', year: '选择年份', track: '选择科类' }

/** What a sheet offers: the provinces with a table, that province's years (newest first), that year's tracks. */
export function oneScoreOptions(tables: Tables, choice: OneScoreChoice, kind: OneScoreSheet): { value: string; label: string }[] {
  if (kind === 'province') return provincesOf(tables).map((p) => ({ value: p, label: p }))
  if (kind === 'year') return yearsOf(tables, choice.province).map((y) => ({ value: String(y), label: `${y}年` }))
  return tracksOf(tables, choice.province, choice.year).map((t) => ({ value: t, label: t }))
}

/** The sheet's current value, as its options spell it. */
export function oneScoreSheetValue(choice: OneScoreChoice, kind: OneScoreSheet): string {
  return kind === 'year' ? String(choice.year) : choice[kind]
}

/**
 * The table wanted after a pick. The other two keep their values; chooseTable falls back to the
 * newest year or the first track when the new province or year has no such table.
 */
export function pickOneScore(choice: OneScoreChoice, kind: OneScoreSheet, value: string): OneScoreChoice {
  if (kind === 'province') return { ...choice, province: value }
  if (kind === 'year') return { ...choice, year: Number(value) }
  return { ...choice, track: value as Track }
}

export type LookupQuery = { ok: true; by: 'score' | 'rank'; value: number } | { ok: false; error: string }

/**
 * What 查询 looks up: the score, unless only the rank box is filled (typing in one box empties the
 * other, so at most one is usually filled). Both empty asks for either.
 */
export function lookupQuery(scoreText: string, rankText: string): LookupQuery {
  const byRank = !scoreText.trim() && !!rankText.trim()
  const parsed = byRank ? parseRank(rankText) : parseScore(scoreText)
  if (parsed.ok) return { ok: true, by: byRank ? 'rank' : 'score', value: parsed.value }
  return { ok: false, error: !scoreText.trim() && !rankText.trim() ? '请输入分数或位次' : parsed.error }
}

/** 等位分：2024年 612分，2023年 605分 */
export function equivalentsLine(equivalents: OneScoreLookup['equivalents']): string {
  return `等位分：${equivalents.map((e) => `${e.year}年 ${e.score}分`).join('，')}`
}

/** The source of the table shown: the loaded table's, else (while it loads) the one the availability list gives. */
export function oneScoreTableSource(tables: Tables, choice: OneScoreChoice, loaded?: DataSource): DataSource | undefined {
  return loaded ?? tables.find((t) => t.province === choice.province && t.year === choice.year && t.track === choice.track)?.source
}

/** The source line under the chips (示例数据, or the authority's or import's label with 仅供参考). */
export function oneScoreSource(tables: Tables, choice: OneScoreChoice, loaded?: DataSource): string {
  return sourceLabel(oneScoreTableSource(tables, choice, loaded))
}
