/**
 * The user's gaokao info (issue 6, spec §5): the completeness rule the app and the server both
 * apply before any recommendation, and the track the info maps to in a province and year.
 * Pure (no Taro import).
 */
import type { Track } from '../types/gaokao'
import { SUBJECTS, type LiberalScience, type Subject, type UserCore } from '../types/user'
import { electiveSubjectsOf, isNewGaokao, factsOf, PROVINCES, provincesOffering } from './provinceFacts'

export const INCOMPLETE_MESSAGE = '请先完善高考信息'

export interface GaokaoInfo {
  province: string | null
  apply_year: number | null
  liberal_science: LiberalScience | null
  subjects: readonly string[]
  score: number | null
  rank: number | null
}

/**
 * 'subjects' stands for the track: reported when neither 文科/理科 is chosen nor exactly three
 * subjects (the user fixes either one on the setting page), and when a subject is one the
 * province does not offer (技术 outside 浙江).
 */
export type GaokaoInfoField = 'province' | 'apply_year' | 'rank' | 'score' | 'subjects'

/** `reasons`: a field's own message when it is present but not accepted (a subject the province does not offer). */
export type Completeness =
  { complete: true } | { complete: false; message: typeof INCOMPLETE_MESSAGE; missing: GaokaoInfoField[]; reasons?: Partial<Record<GaokaoInfoField, string>> }

/** The info out of the user state, whose rank is wrapped as {value}. */
export function gaokaoInfoOf(user: Pick<UserCore, 'province' | 'apply_year' | 'liberal_science' | 'subjects' | 'score' | 'rank'>): GaokaoInfo {
  const { province, apply_year, liberal_science, subjects, score } = user
  return { province, apply_year, liberal_science, subjects, score, rank: user.rank.value }
}

/** The chosen elective subjects, unknown names and repeats dropped, in SUBJECTS order. */
export function sortSubjects(subjects: readonly string[]): Subject[] {
  return SUBJECTS.filter((s) => subjects.includes(s))
}

const isNumber = (v: number | null): v is number => typeof v === 'number' && Number.isFinite(v)

/** The province table's name of a profile's province (the profile may say '河南省'); undefined when not one of the 31. */
export function provinceName(province: string | null | undefined): string | undefined {
  const p = province?.trim()
  return p ? PROVINCES.find((name) => p === name || p.startsWith(name)) : undefined
}

/**
 * Why the chosen subjects do not fit the province ('北京选考科目不含技术（技术仅浙江可选），请在…中选择'),
 * by core/provinceFacts.ts electiveSubjectsOf; null when they fit, or when the province is not one
 * of the 31 (nothing to check them against: the province itself is what is wrong then).
 */
export function subjectsProblem(province: string | null, subjects: readonly string[]): string | null {
  const name = provinceName(province)
  if (!name) return null
  const offered = electiveSubjectsOf(name)
  const refused = sortSubjects(subjects).filter((s) => !offered.includes(s))
  if (refused.length === 0) return null
  const where = refused.map((s) => `${s}仅${provincesOffering(s).join('、')}可选`).join('，')
  return `${name}选考科目不含${refused.join('、')}（${where}），请在${offered.join('、')}中选择`
}

/**
 * Complete only when province, apply_year, rank and score are present, either the track is 文科 or
 * 理科 or exactly three subjects are chosen, and no chosen subject is one the province does not
 * offer (that one's message in `reasons`). A score of 0 is present; a rank must be ≥ 1 (rank 0
 * does not exist, and an unset rank is sometimes stored as 0).
 */
export function checkGaokaoInfo(info: GaokaoInfo): Completeness {
  const missing: GaokaoInfoField[] = []
  if (!info.province?.trim()) missing.push('province')
  if (!isNumber(info.apply_year)) missing.push('apply_year')
  if (!isNumber(info.rank) || info.rank < 1) missing.push('rank')
  if (!isNumber(info.score) || info.score < 0) missing.push('score')
  const liberal = info.liberal_science === '文科' || info.liberal_science === '理科'
  const problem = subjectsProblem(info.province, info.subjects)
  if (problem || (!liberal && sortSubjects(info.subjects).length !== 3)) missing.push('subjects')
  if (!missing.length) return { complete: true }
  return { complete: false, message: INCOMPLETE_MESSAGE, missing, ...(problem ? { reasons: { subjects: problem } } : {}) }
}

/**
 * The track the info is ranked in for that province and year (default: its apply_year):
 * old gaokao → the 文科/理科 choice; 3+3 → 综合 with three subjects; 3+1+2 → 物理类 when physics is
 * chosen, else 历史类 when history is (physics first, as the 3+1+2 first subject is one of the two).
 * undefined when the info does not say (e.g. only subjects in an old-gaokao province) or the
 * province is unknown.
 */
export function trackOf(info: Pick<GaokaoInfo, 'province' | 'apply_year' | 'liberal_science' | 'subjects'>, year = info.apply_year): Track | undefined {
  const province = provinceName(info.province)
  if (!province || !isNumber(year)) return undefined
  if (!isNewGaokao(province, year)) return info.liberal_science ?? undefined
  const subjects = sortSubjects(info.subjects)
  if (factsOf(province)!.mode === 1) return subjects.length === 3 ? '综合' : undefined
  if (subjects.includes('物理')) return '物理类'
  if (subjects.includes('历史')) return '历史类'
  return undefined
}

/** One line for the user's info ('河南 · 物理类 · 612 分 · 位次 8,356'), '' when nothing is set. */
export function gaokaoSummary(info: GaokaoInfo): string {
  const track = trackOf(info)
  return [
    info.province ?? '',
    track ?? '',
    isNumber(info.score) ? `${info.score} 分` : '',
    isNumber(info.rank) && info.rank >= 1 ? `位次 ${info.rank.toLocaleString('en-US')}` : ''
  ]
    .filter(Boolean)
    .join(' · ')
}
