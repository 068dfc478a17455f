/**
 * Rules of the 设置高考信息 page (application/setting, issue 6), pure: which apply years to offer,
 * how subjects are chosen in each gaokao mode, which 一分一段 table a score is ranked in, and the
 * score's bounds. The completeness rule itself is lib/gaokaoInfo.ts.
 */
import type { OneScoreAvailability, OneScoreLookup, Track } from '@types-contract/gaokao'
import type { LiberalScience, Subject } from '@types-contract/user'
import { sortSubjects, trackOf } from '@core/gaokaoInfo'
import { chinaDay, dayOf, yearOfDay } from '@core/chinaTime'
import { electiveChoiceLabel, electiveSubjectsOf, factsOf, fullMarksOf, isNewGaokao } from '@core/provinceFacts'
import { sourceLabel } from '@core/gaokao'

/** How a province's candidates of that year pick their track. */
export type SubjectScheme = 'liberal' | '3+3' | '3+1+2'

export function subjectScheme(province: string, year: number): SubjectScheme {
  if (!isNewGaokao(province, year)) return 'liberal'
  return factsOf(province)!.mode === 1 ? '3+3' : '3+1+2'
}

/** The 3+1+2 first subject: exactly one of these two. */
export const FIRST_SUBJECTS: readonly Subject[] = ['物理', '历史']

export type SubjectToggle = { ok: true; subjects: Subject[] } | { ok: false; message: string }

/**
 * Tapping a subject (one the page offers: subjectsOffered). 3+3: any three. 3+1+2: 物理 or 历史
 * (tapping the other switches), then two of 化学/生物/政治/地理. A fourth choice is refused with the
 * rule in words; the list is kept in SUBJECTS order.
 */
export function toggleSubject(scheme: Exclude<SubjectScheme, 'liberal'>, subjects: readonly Subject[], s: Subject): SubjectToggle {
  const current = sortSubjects(subjects)
  if (current.includes(s)) return { ok: true, subjects: current.filter((x) => x !== s) }
  if (scheme === '3+1+2') {
    if (FIRST_SUBJECTS.includes(s)) return { ok: true, subjects: sortSubjects([...current.filter((x) => !FIRST_SUBJECTS.includes(x)), s]) }
    if (current.filter((x) => !FIRST_SUBJECTS.includes(x)).length >= 2) return { ok: false, message: '再选科目只能选两门，请先取消一门' }
    return { ok: true, subjects: sortSubjects([...current, s]) }
  }
  if (current.length >= 3) return { ok: false, message: '只能选择三门科目，请先取消一门' }
  return { ok: true, subjects: sortSubjects([...current, s]) }
}

export interface SubjectsOffered {
  /** 3+1+2's first subjects, shown apart; empty for 3+3. */
  first: Subject[]
  rest: Subject[]
  /** The heading of `rest`: '再选科目（四选二）', '选考科目（六选三）', '选考科目（七选三）' in 浙江. */
  restLabel: string
}

/**
 * The subjects the province's scheme offers (core/provinceFacts.ts electiveSubjectsOf: 技术 in
 * 浙江 only), in the order shown.
 */
export function subjectsOffered(scheme: Exclude<SubjectScheme, 'liberal'>, province: string): SubjectsOffered {
  const offered = electiveSubjectsOf(province)
  if (scheme === '3+3') return { first: [], rest: offered, restLabel: `选考科目（${electiveChoiceLabel(province)}）` }
  return { first: [...FIRST_SUBJECTS], rest: offered.filter((s) => !FIRST_SUBJECTS.includes(s)), restLabel: '再选科目（四选二）' }
}

/**
 * The saved subjects the page starts from: those the province offers, in SUBJECTS order. 技术 saved
 * in 浙江 is dropped once the account says another province (core/gaokaoInfo.ts subjectsProblem
 * says why, and the server refuses saving it there).
 */
export function offeredSubjects(province: string, subjects: readonly string[]): Subject[] {
  const offered = electiveSubjectsOf(province)
  return sortSubjects(subjects).filter((s) => offered.includes(s))
}

/**
 * The last day (China time) of a year's admission season: the provinces' 录取 runs from early July
 * to late August, 征集志愿 included (the yearly 录取工作日程 of the provincial exam authorities).
 * Until then the year's own candidates are still filling and following their applications.
 */
export const ADMISSION_SEASON_END = '08-31'

/**
 * The gaokao year a student would apply for now: this calendar year until its admission season
 * ends (ADMISSION_SEASON_END), the next one after. The page offers it and the two after it
 * (高一/高二 students plan ahead), plus the user's saved year when it is another one.
 */
export function applyYearOptions(now: Date, saved?: number | null): number[] {
  const today = chinaDay(now)
  const year = yearOfDay(today)
  const first = today > dayOf(year, ADMISSION_SEASON_END) ? year + 1 : year
  const years = [first, first + 1, first + 2]
  return saved && !years.includes(saved) ? [saved, ...years].sort((a, b) => a - b) : years
}

/** The track part of the info being edited: 文/理 in a liberal scheme, else the subjects; the other one empty. */
export function trackChoice(
  scheme: SubjectScheme | null,
  liberal: LiberalScience | null,
  subjects: Subject[]
): { liberal_science: LiberalScience | null; subjects: Subject[] } {
  return scheme === 'liberal' ? { liberal_science: liberal, subjects: [] } : { liberal_science: null, subjects }
}

/** What 保存 says while no track follows from the choice. */
export function trackMissingMessage(scheme: SubjectScheme | null): string {
  if (scheme === 'liberal') return '请选择文科或理科'
  return scheme === '3+3' ? '请选择三门选考科目' : '请选择首选科目和两门再选科目'
}

type Tables = OneScoreAvailability['tables']

/**
 * The 一分一段 table a score is ranked in: the province's newest table no later than the apply year
 * whose track the user's choice maps to in that year (a reform province's older 文/理 tables do
 * not fit a 3+1+2 choice). undefined when no table fits: the user then types the rank.
 */
export function rankTableFor(
  tables: Tables,
  info: { province: string; apply_year: number; liberal_science: LiberalScience | null; subjects: readonly Subject[] }
): { province: string; year: number; track: Track } | undefined {
  const years = [...new Set(tables.filter((t) => t.province === info.province && t.year <= info.apply_year).map((t) => t.year))].sort((a, b) => b - a)
  for (const year of years) {
    const track = trackOf(info, year)
    if (track && tables.some((t) => t.province === info.province && t.year === year && t.track === track)) return { province: info.province, year, track }
  }
  return undefined
}

/**
 * What the setting page says under a looked-up rank: the table it came from and that table's source
 * (示例数据, or an import's label with 仅供参考), so a rank from third-party data never reads as official.
 */
export function rankLookupNote(found: Pick<OneScoreLookup, 'province' | 'year' | 'track' | 'score' | 'rank_worst' | 'source'>): string {
  const label = sourceLabel(found.source)
  return `按 ${found.year} 年${found.province}${found.track}一分一段表：${found.score} 分累计位次 ${found.rank_worst.toLocaleString('en-US')}${label ? ` · ${label}` : ''}`
}

export type ParsedNumber = { ok: true; value: number } | { ok: false; message: string }

/** The province's full marks; 750, the most common, before a province is chosen. */
export function fullMarksFor(province: string | null): number {
  return province ? fullMarksOf(province) : 750
}

/** A score typed on the page: a number from 0 to the province's full marks (at most one decimal). */
export function parseGaokaoScore(text: string, province: string | null): ParsedNumber {
  const t = text.trim()
  const max = fullMarksFor(province)
  if (!t) return { ok: false, message: '请输入分数' }
  if (!/^\d+(\.\d)?$/.test(t)) return { ok: false, message: '分数只能是数字（最多一位小数）' }
  const value = Number(t)
  if (value > max) return { ok: false, message: `分数不能超过满分 ${max}` }
  return { ok: true, value }
}

/** A rank typed on the page: a whole number from 1. */
export function parseGaokaoRank(text: string): ParsedNumber {
  const t = text.trim()
  if (!t) return { ok: false, message: '请输入位次' }
  if (!/^\d+$/.test(t) || Number(t) < 1) return { ok: false, message: '位次是从 1 开始的整数' }
  if (Number(t) > 10_000_000) return { ok: false, message: '位次过大，请检查' }
  return { ok: true, value: Number(t) }
}
