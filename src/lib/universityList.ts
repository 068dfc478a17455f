/**
 * Rules of the university search page (gaokao/university/list), pure: its filter sheets (with
 * the server's counts, 全部 first), what a pick does to the query, when the list says 已显示全部,
 * and the source line.
 */
import type { InstitutionFilters, InstitutionLevel, InstitutionTag, InstitutionType } from '@types-contract/gaokao'
import { UNIVERSITY_PAGE_SIZE, type UniversityFilterState } from '@core/gaokao'
import { hasMore, type PagedState } from './pagedList'

export type UniversitySheet = 'province' | 'level' | 'type' | 'tag'

export const UNIVERSITY_SHEET_TITLES: Record<UniversitySheet, string> = { province: '选择省份', level: '选择层次', type: '选择院校类型', tag: '选择标签' }

/** The list's source until the server's filters say otherwise: the institutions shipped with the app. */
export const OFFICIAL_UNIVERSITY_SOURCE = '教育部 2025 年全国普通高等学校名单'

/** 全部, then every value of that filter with its count; only 全部 before the filters arrive. */
export function universitySheetOptions(options: InstitutionFilters | undefined, kind: UniversitySheet): { value: string; label: string; count?: number }[] {
  const counted = { province: options?.provinces, level: options?.levels, type: options?.types, tag: options?.tags }[kind] ?? []
  return [{ value: '', label: '全部' }, ...counted.map((p) => ({ value: p.value, label: p.value, count: p.count }))]
}

/** The query after a pick; '' (全部) clears that filter. Always a new object: picking again searches again. */
export function pickUniversityFilter(filters: UniversityFilterState, kind: UniversitySheet, value: string): UniversityFilterState {
  if (kind === 'province') return { ...filters, province: value || undefined }
  if (kind === 'level') return { ...filters, level: (value || undefined) as InstitutionLevel | undefined }
  if (kind === 'type') return { ...filters, type: (value || undefined) as InstitutionType | undefined }
  return { ...filters, tag: (value || undefined) as InstitutionTag | undefined }
}

/** 已显示全部 under a finished list longer than half a page: a shorter one is plainly whole. */
export function showsAllShown<T>(state: PagedState<T>): boolean {
  return !state.loading && !state.error && state.loaded && !hasMore(state) && state.items.length > UNIVERSITY_PAGE_SIZE / 2
}
