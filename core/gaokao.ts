/**
 * Pure helpers of the gaokao data pages (issue 5): search query building, the 一分一段 table's
 * labels, look-up input validation and the province/year/track choices.
 */
import { COMPARE_LIMITS } from '../types/edu'
import type { InstitutionLevel, InstitutionSearchQuery, InstitutionTag, InstitutionType, OneScoreAvailability, Track } from '../types/gaokao'

export const SCORE_MIN = 0
export const SCORE_MAX = 900
export const DEFAULT_PROVINCE = '北京'
export const UNIVERSITY_PAGE_SIZE = 20
/** The compare basket holds as many as one comparison takes. */
export const COMPARE_MAX = COMPARE_LIMITS.max

export interface UniversityFilterState {
  q: string
  province?: string
  level?: InstitutionLevel
  type?: InstitutionType
  tag?: InstitutionTag
}

/** The query of one page of search results: empty filters left out, the text trimmed. */
export function buildUniversityQuery(state: UniversityFilterState, page: number, pageSize = UNIVERSITY_PAGE_SIZE): InstitutionSearchQuery {
  const query: InstitutionSearchQuery = {}
  const q = state.q.trim()
  if (q) query.q = q
  if (state.province) query.province = state.province
  if (state.level) query.level = state.level
  if (state.type) query.type = state.type
  if (state.tag) query.tag = state.tag
  query.page = Math.max(1, Math.floor(page))
  query.page_size = pageSize
  return query
}

/** 'province · city', without repeating a city that is the province itself (北京 · 北京市 stays). */
export function placeLabel(province: string, city: string): string {
  if (!city) return province
  if (!province) return city
  return `${province} · ${city}`
}

/** The score column: the top row of a table stands for 'score 分及以上'. */
export function scoreLabel(score: number, index: number): string {
  return index === 0 ? `${score}分及以上` : String(score)
}

export type Parsed = { ok: true; value: number } | { ok: false; error: string }

/** A score typed in the look-up box: an integer 0-900. */
export function parseScore(text: string): Parsed {
  const t = text.trim()
  if (!t) return { ok: false, error: '请输入分数' }
  if (!/^\d+$/.test(t)) return { ok: false, error: `分数应为 ${SCORE_MIN}-${SCORE_MAX} 之间的整数` }
  const value = Number(t)
  if (value < SCORE_MIN || value > SCORE_MAX) return { ok: false, error: `分数应为 ${SCORE_MIN}-${SCORE_MAX} 之间的整数` }
  return { ok: true, value }
}

/** A rank typed in the look-up box: a positive integer. */
export function parseRank(text: string): Parsed {
  const t = text.trim()
  if (!t) return { ok: false, error: '请输入位次' }
  if (!/^\d+$/.test(t) || Number(t) < 1) return { ok: false, error: '位次应为正整数' }
  const value = Number(t)
  if (!Number.isSafeInteger(value)) return { ok: false, error: '位次应为正整数' }
  return { ok: true, value }
}

/** 'rank_best–rank_worst', or the single rank when they agree. */
export function rankRangeLabel(best: number, worst: number): string {
  return best === worst ? `${best}` : `${best}–${worst}`
}

export interface OneScoreChoice {
  province: string
  year: number
  track: Track
}

type Tables = OneScoreAvailability['tables']

export function provincesOf(tables: Tables): string[] {
  return [...new Set(tables.map((t) => t.province))]
}

export function yearsOf(tables: Tables, province: string): number[] {
  return [...new Set(tables.filter((t) => t.province === province).map((t) => t.year))].sort((a, b) => b - a)
}

export function tracksOf(tables: Tables, province: string, year: number): Track[] {
  return [...new Set(tables.filter((t) => t.province === province && t.year === year).map((t) => t.track))]
}

/**
 * The table to show: the wanted province (else the user's, else 北京, else the first one), the
 * wanted year when it exists there (else the latest), the wanted track when it exists (else the first).
 */
export function chooseTable(tables: Tables, want: Partial<OneScoreChoice>, userProvince?: string | null): OneScoreChoice | undefined {
  if (!tables.length) return undefined
  const provinces = provincesOf(tables)
  const user = userProvince ? provinces.find((p) => p === userProvince || userProvince.startsWith(p)) : undefined
  const province = [want.province, user, DEFAULT_PROVINCE].find((p) => p && provinces.includes(p)) ?? provinces[0]
  const years = yearsOf(tables, province)
  const year = want.year !== undefined && years.includes(want.year) ? want.year : years[0]
  const tracks = tracksOf(tables, province, year)
  const track = want.track && tracks.includes(want.track) ? want.track : tracks[0]
  return { province, year, track }
}

/** The source line under a table: sample data says so; imported data is labelled 仅供参考. */
export function sourceLabel(source: { kind: string; label: string } | undefined): string {
  if (!source) return ''
  if (source.kind === 'sample') return source.label.includes('示例数据') ? source.label : `示例数据 · ${source.label}`
  return `数据来源：${source.label}${source.label.includes('仅供参考') ? '' : '（仅供参考）'}`
}

/** Adds `id` to the compare list (kept in order, no duplicates, at most COMPARE_MAX). */
export function addToCompare(ids: readonly number[], id: number, max = COMPARE_MAX): { ids: number[]; added: boolean; full: boolean } {
  if (ids.includes(id)) return { ids: [...ids], added: false, full: false }
  if (ids.length >= max) return { ids: [...ids], added: false, full: true }
  return { ids: [...ids, id], added: true, full: false }
}
