/**
 * Pure rules of the gaokao content pages (issue 5, second slice: majors, rankings, news,
 * unaccredited institutions, civil-service positions, one-to-one services): list queries,
 * labels and the ranking chooser. No Taro import; tested in test/unit/edu.test.ts.
 */
import type { CivilPosition, MajorLevel, MajorSummary, NewsItem, PositionExam, RankingKind, RankingList } from '@types-contract/edu'
import { dateTimeLabel, relativeTime } from './relativeTime'

export const EDU_PAGE_SIZE = 20

export type Filters = Record<string, string | number | undefined>

/**
 * The query of one page of a filtered list: text trimmed, empty values left out (an empty value
 * means 全部), page clamped to ≥ 1. Every list page of this slice builds its query here.
 */
export function pagedQuery<F extends Filters>(filters: F, page: number, pageSize = EDU_PAGE_SIZE): Partial<F> & { page: number; page_size: number } {
  const query: Filters = {}
  for (const [key, value] of Object.entries(filters)) {
    const v = typeof value === 'string' ? value.trim() : value
    if (v !== undefined && v !== '') query[key] = v
  }
  return { ...(query as Partial<F>), page: Math.max(1, Math.floor(page)), page_size: pageSize }
}

/** A level from a URL parameter; anything else is 本科. */
export function parseLevel(value: string | undefined): MajorLevel {
  return value === '专科' ? '专科' : '本科'
}

/** Decodes a URL parameter that Taro may hand over still percent-encoded; undefined stays. */
export function decodeParam(value: string | undefined): string | undefined {
  if (value === undefined || value === '') return undefined
  try {
    return decodeURIComponent(value)
  } catch {
    return value
  }
}

export function durationLabel(years: number | null | undefined): string {
  return years ? `${years}年` : ''
}

/** The second line of a major row: code · 专业类 · 学制 · degree (parts that exist). */
export function majorMeta(m: Pick<MajorSummary, 'code' | 'subcategory' | 'duration' | 'degree'>): string {
  return [m.code, m.subcategory, durationLabel(m.duration), m.degree].filter(Boolean).join(' · ')
}

/** 0.935 → '93.5%'; null → ''. */
export function percentLabel(rate: number | null | undefined): string {
  if (rate === null || rate === undefined || !Number.isFinite(rate)) return ''
  return `${Math.round(rate * 1000) / 10}%`
}

/** Thousands separators without Intl (the mini-program's JS engine may lack zh locale data). */
function grouped(n: number): string {
  const [int, frac] = String(Math.abs(n)).split('.')
  const withCommas = int.replace(/\B(?=(\d{3})+(?!\d))/g, ',')
  return `${n < 0 ? '-' : ''}${withCommas}${frac ? `.${frac}` : ''}`
}

/** Monthly salary in yuan → '¥6,500/月'; null → ''. */
export function salaryLabel(yuan: number | null | undefined): string {
  if (yuan === null || yuan === undefined || !Number.isFinite(yuan)) return ''
  return `¥${grouped(Math.round(yuan))}/月`
}

/** Price in yuan → '¥1,999' or '¥99.5' (at most two decimals). */
export function priceLabel(yuan: number): string {
  return `¥${grouped(Math.round(yuan * 100) / 100)}`
}

/** A ranking score with at most one decimal; '' for a list without scores. */
export function rankScoreLabel(score: number | null): string {
  return score === null || !Number.isFinite(score) ? '' : String(Math.round(score * 10) / 10)
}

/** Majors a civil-service position accepts; none listed means any major. */
export function civilMajorsLabel(majors: readonly string[]): string {
  return majors.length ? majors.join('、') : '不限专业'
}

export const CIVIL_EXAMS: readonly PositionExam[] = ['国考', '省考', '选调生']

export function civilMeta(p: Pick<CivilPosition, 'exam' | 'year' | 'education' | 'count'>): string {
  return [p.exam, `${p.year}年`, p.education, `招${p.count}人`].filter(Boolean).join(' · ')
}

export const RANKING_KIND_LABEL: Record<RankingKind, string> = { university: '大学排名', profession: '专业排名' }

/** One ranking published yearly (same publisher, name and subject): the rankSelect unit. */
export interface RankingSeries {
  key: string
  name: string
  publisher: string
  subject: string
  kind: RankingKind
  /** Newest first. */
  years: { year: number; id: number }[]
}

export function seriesKey(list: Pick<RankingList, 'kind' | 'publisher' | 'name' | 'subject'>): string {
  return [list.kind, list.publisher, list.name, list.subject].join('\u0001')
}

/** Lists grouped into series, in the order their first list arrives, years newest first. */
export function rankingSeries(lists: readonly RankingList[]): RankingSeries[] {
  const byKey = new Map<string, RankingSeries>()
  for (const list of lists) {
    const key = seriesKey(list)
    let series = byKey.get(key)
    if (!series) {
      series = { key, name: list.name, publisher: list.publisher, subject: list.subject, kind: list.kind, years: [] }
      byKey.set(key, series)
    }
    if (!series.years.some((y) => y.year === list.year)) series.years.push({ year: list.year, id: list.id })
  }
  for (const series of byKey.values()) series.years.sort((a, b) => b.year - a.year)
  return [...byKey.values()]
}

/** The series and year of a list id (rankSelect's starting point). */
export function locateRanking(series: readonly RankingSeries[], id: number): { key: string; year: number } | undefined {
  for (const s of series) {
    const hit = s.years.find((y) => y.id === id)
    if (hit) return { key: s.key, year: hit.year }
  }
  return undefined
}

/**
 * What rankSelect shows chosen and would open: the picked series, else the one of the list it was
 * opened for, else the first; the picked year when that series has it, else the opened list's
 * year (same series), else the series' newest. Undefined when there are no lists.
 */
export function rankSelection(
  series: readonly RankingSeries[],
  openedId: number,
  picked: { key?: string; year?: number }
): { series: RankingSeries; year: number; id: number } | undefined {
  const opened = locateRanking(series, openedId)
  const chosen = series.find((s) => s.key === (picked.key ?? opened?.key)) ?? series[0]
  if (!chosen || !chosen.years.length) return undefined
  const wanted = picked.year ?? (chosen.key === opened?.key ? opened.year : undefined)
  const hit = chosen.years.find((y) => y.year === wanted) ?? chosen.years[0]
  return { series: chosen, year: hit.year, id: hit.id }
}

/** '2025 软科中国大学排名' (+ ' · 计算机科学与技术' for a profession ranking). */
export function rankingTitle(list: Pick<RankingList, 'year' | 'name' | 'subject'>): string {
  return `${list.year} ${list.name}${list.subject ? ` · ${list.subject}` : ''}`
}

/**
 * A news item's byline: category · province (全国 when nationwide) · time, relative in the list
 * (刚刚, 3小时前 …) and in full on the article.
 */
export function newsMeta(n: Pick<NewsItem, 'category' | 'province' | 'published_at'>, time: 'relative' | 'full', now: number = Date.now()): string {
  const when = time === 'relative' ? relativeTime(n.published_at, now) : dateTimeLabel(n.published_at)
  return [n.category, n.province ?? '全国', when].filter(Boolean).join(' · ')
}
