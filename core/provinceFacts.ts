/**
 * Province facts (types/edu.ts ProvinceFacts): the 31 provinces, their gaokao dates, reform year
 * and mode, how the main undergraduate batch is filled and with how many slots, the plan year and
 * full marks; and the rules read from them (tracks of a year, how a year is filled, the countdown).
 * Pure (no Taro import): the app and the server (importers, sample seed) read this one table.
 *
 * Sources, as of 2025, gathered from general knowledge (not copied from a document):
 * - reform year and mode: the provinces' published 高考综合改革实施方案 (3+3: 上海/浙江 2017,
 *   北京/天津/山东/海南 2020; 3+1+2: 8 provinces 2021, 7 in 2024, 8 in 2025; 新疆/西藏 still
 *   文理 in 2025);
 * - apply mode and slots: each 教育考试院's 普通高校招生志愿设置 for the latest new-mode year
 *   (本科批 / 本科普通批); 'category' = 专业(类)+院校, 'group' = 院校专业组, 'normal' = 院校+专业;
 * - dates: the provinces' announced 2025 高考日程 (7 June start everywhere; the last day depends on
 *   how the 选考/再选 subjects are scheduled: 3+3 provinces and the 2024/2025 3+1+2 cohorts to
 *   10 June, the 2021 3+1+2 cohort and 上海 to 9 June, 文理 provinces' unified papers end 8 June).
 * Figures marked 待核 in a province's source are the least certain; check the 考试院's notice of
 * the year before relying on them. Nothing here is shown as official data.
 */
import type { ApplyMode, GaokaoMode, ProvinceFacts } from '../types/edu'
import type { Track } from '../types/gaokao'
import { SUBJECTS, type Subject } from '../types/user'
import { chinaDay, dayOf, yearOfDay } from './chinaTime'

/** The 31 provincial-level divisions of the mainland, short names, in the usual order. */
export const PROVINCES = [
  '北京',
  '天津',
  '河北',
  '山西',
  '内蒙古',
  '辽宁',
  '吉林',
  '黑龙江',
  '上海',
  '江苏',
  '浙江',
  '安徽',
  '福建',
  '江西',
  '山东',
  '河南',
  '湖北',
  '湖南',
  '广东',
  '广西',
  '海南',
  '重庆',
  '四川',
  '贵州',
  '云南',
  '西藏',
  '陕西',
  '甘肃',
  '青海',
  '宁夏',
  '新疆'
] as const

export type Province = (typeof PROVINCES)[number]

export function isProvince(value: string): value is Province {
  return (PROVINCES as readonly string[]).includes(value)
}

/** Spec §9: the gaokao falls within June 7-10; an unknown province counts 06-07 to 06-09. */
export const DEFAULT_EXAM = { start: '06-07', end: '06-09' } as const

/** How each apply mode is called in the app. */
export const APPLY_LABEL: Record<ApplyMode, string> = { category: '专业+院校', group: '院校专业组', normal: '院校+专业' }
const MODE_LABEL: Record<GaokaoMode, string> = { 0: '文理分科', 1: '3+3', 2: '3+1+2' }

/** province, exam start, exam end, reform year, mode, apply, plan year, slots, full marks, note. */
type Row = [Province, string, string, number | null, GaokaoMode, ApplyMode, number, number, number, string?]

/*
 * plan_year: the provinces whose first new-mode gaokao was 2025 published their new-mode plans
 * (with 选科要求) ahead of that year and the form plans with them; elsewhere the table still points
 * at the last complete year, 2024 (spec §9: 2024 or 2025).
 */
const ROWS: Row[] = [
  ['北京', '06-07', '06-10', 2020, 1, 'group', 2024, 30, 750],
  ['天津', '06-07', '06-10', 2020, 1, 'group', 2024, 50, 750],
  ['河北', '06-07', '06-09', 2021, 2, 'category', 2024, 96, 750],
  ['山西', '06-07', '06-10', 2025, 2, 'group', 2025, 45, 750, '志愿数待核'],
  ['内蒙古', '06-07', '06-10', 2025, 2, 'group', 2025, 45, 750, '志愿数待核'],
  ['辽宁', '06-07', '06-09', 2021, 2, 'category', 2024, 112, 750],
  ['吉林', '06-07', '06-10', 2024, 2, 'group', 2024, 40, 750, '志愿数待核'],
  ['黑龙江', '06-07', '06-10', 2024, 2, 'group', 2024, 40, 750, '志愿数待核'],
  ['上海', '06-07', '06-09', 2017, 1, 'group', 2024, 24, 660, '满分 660（外语 150 含听说，等级考 3 门各 70）'],
  ['江苏', '06-07', '06-09', 2021, 2, 'group', 2024, 40, 750],
  ['浙江', '06-07', '06-10', 2017, 1, 'category', 2024, 80, 750, '普通类平行录取一段、二段各 80 个志愿'],
  ['安徽', '06-07', '06-10', 2024, 2, 'group', 2024, 45, 750],
  ['福建', '06-07', '06-09', 2021, 2, 'group', 2024, 40, 750],
  ['江西', '06-07', '06-10', 2024, 2, 'group', 2024, 45, 750],
  ['山东', '06-07', '06-10', 2020, 1, 'category', 2024, 96, 750],
  ['河南', '06-07', '06-10', 2025, 2, 'group', 2025, 48, 750],
  ['湖北', '06-07', '06-09', 2021, 2, 'group', 2024, 45, 750],
  ['湖南', '06-07', '06-09', 2021, 2, 'group', 2024, 45, 750],
  ['广东', '06-07', '06-09', 2021, 2, 'group', 2024, 45, 750],
  ['广西', '06-07', '06-10', 2024, 2, 'group', 2024, 40, 750],
  ['海南', '06-07', '06-10', 2020, 1, 'group', 2024, 30, 900, '标准分，满分 900'],
  ['重庆', '06-07', '06-09', 2021, 2, 'category', 2024, 96, 750],
  ['四川', '06-07', '06-10', 2025, 2, 'group', 2025, 45, 750],
  ['贵州', '06-07', '06-10', 2024, 2, 'category', 2024, 96, 750],
  ['云南', '06-07', '06-10', 2025, 2, 'group', 2025, 40, 750, '志愿数待核'],
  ['西藏', '06-07', '06-08', null, 0, 'normal', 2024, 10, 750, '平行志愿院校数待核'],
  ['陕西', '06-07', '06-10', 2025, 2, 'group', 2025, 40, 750, '志愿数待核'],
  ['甘肃', '06-07', '06-10', 2024, 2, 'group', 2024, 45, 750],
  ['青海', '06-07', '06-10', 2025, 2, 'category', 2025, 96, 750, '志愿模式与志愿数待核'],
  ['宁夏', '06-07', '06-10', 2025, 2, 'group', 2025, 45, 750, '志愿数待核'],
  ['新疆', '06-07', '06-08', null, 0, 'normal', 2024, 9, 750, '平行志愿院校数待核']
]

/**
 * The elective subjects beyond the six a province's reformed scheme offers, with their source.
 * 浙江's 3+3 is 七选三: 技术 (信息技术 and 通用技术 in one paper) is the seventh, since its first
 * reformed cohort (2017). The other 3+3 provinces (北京, 天津, 上海, 山东, 海南) are 六选三, and the
 * 3+1+2 provinces choose among the six too.
 */
const EXTRA_ELECTIVES: Partial<Record<Province, { subjects: readonly Subject[]; source: string }>> = {
  浙江: { subjects: ['技术'], source: '浙江省深化高校考试招生制度综合改革试点方案（浙政发〔2014〕35 号）；浙江省教育考试院' }
}

const COMMON_ELECTIVES = SUBJECTS.filter((s) => !Object.values(EXTRA_ELECTIVES).some((e) => e.subjects.includes(s)))

/**
 * The subjects a province's scheme lets a candidate choose from, in SUBJECTS order: the six, plus
 * 技术 in 浙江. A 文理 province and an unknown name get the six, the set every scheme shares.
 */
export function electiveSubjectsOf(province: string): Subject[] {
  const extra = EXTRA_ELECTIVES[province as Province]?.subjects ?? []
  return SUBJECTS.filter((s) => COMMON_ELECTIVES.includes(s) || extra.includes(s))
}

const CHINESE_DIGITS = '零一二三四五六七八九'

/** The 3+3 choice in words: '六选三', '七选三' in 浙江. */
export function electiveChoiceLabel(province: string): string {
  return `${CHINESE_DIGITS[electiveSubjectsOf(province).length]}选三`
}

/** '选考科目七选三（含技术）：<source>' for a province with extra subjects, else ''. */
function electiveNote(province: Province): string {
  const extra = EXTRA_ELECTIVES[province]
  return extra ? `选考科目${electiveChoiceLabel(province)}（含${extra.subjects.join('、')}）：${extra.source}` : ''
}

/** The provinces whose scheme offers the subject (技术 → ['浙江']), in PROVINCES order. */
export function provincesOffering(subject: Subject): Province[] {
  return PROVINCES.filter((p) => electiveSubjectsOf(p).includes(subject))
}

function sourceOf([province, , , reform, mode, apply, planYear, slots, , note]: Row): string {
  const scheme = reform === null ? '2025 年仍为文理分科' : `${reform} 年起 ${MODE_LABEL[mode]}`
  const parts = [
    `${province}：高考综合改革实施方案（${scheme}）`,
    `${planYear} 年志愿设置（${mode === 0 ? '本科批平行志愿' : '本科批'} ${slots} 个${APPLY_LABEL[apply]}志愿）`,
    '2025 年高考日程',
    note,
    electiveNote(province)
  ].filter(Boolean)
  return `${parts.join('；')}。据各省教育考试院公告整理（通识，截至 2025 年），以考试院当年公告为准`
}

export const PROVINCE_FACTS: readonly ProvinceFacts[] = ROWS.map((row) => {
  const [province, exam_start, exam_end, reform_year, mode, apply, plan_year, slots, full_marks] = row
  return { province, exam_start, exam_end, reform_year, mode, apply, plan_year, slots, full_marks, source: sourceOf(row) }
})

const BY_PROVINCE = new Map(PROVINCE_FACTS.map((f) => [f.province, f]))

export function factsOf(province: string): ProvinceFacts | undefined {
  return BY_PROVINCE.get(province)
}

/** True when the province's gaokao of that year followed its new mode (3+3 or 3+1+2). */
export function isNewGaokao(province: string, year: number): boolean {
  const facts = BY_PROVINCE.get(province)
  return !!facts && facts.reform_year !== null && year >= facts.reform_year
}

/** The track a 3+1+2 track's candidates were ranked in before the reform; 综合 has no earlier counterpart. */
export const TRACK_BEFORE_REFORM: Partial<Record<Track, Track>> = { 物理类: '理科', 历史类: '文科' }

/** The track of `year` whose lines stand for `track`: itself, the old 理科/文科 counterpart, or none. */
export function trackInYear(province: string, year: number, track: Track): Track | undefined {
  const tracks = tracksFor(province, year)
  if (tracks.includes(track)) return track
  const past = TRACK_BEFORE_REFORM[track]
  return past && tracks.includes(past) ? past : undefined
}

/** The tracks a province's candidates were ranked in that year: 3+3 → 综合; 3+1+2 → 物理类/历史类; else 理科/文科. */
export function tracksFor(province: string, year: number): Track[] {
  if (!isNewGaokao(province, year)) return ['理科', '文科']
  return BY_PROVINCE.get(province)!.mode === 1 ? ['综合'] : ['物理类', '历史类']
}

/** How that year's main batch was filled: the province's apply mode once reformed, 院校+专业 before. */
export function applyModeFor(province: string, year: number): ApplyMode {
  return isNewGaokao(province, year) ? BY_PROVINCE.get(province)!.apply : 'normal'
}

export function fullMarksOf(province: string): number {
  return BY_PROVINCE.get(province)?.full_marks ?? 750
}

export interface GaokaoCountdown {
  /** before: days until the first day; during: which exam day (1 = the first); after: days since the last day. */
  kind: 'before' | 'during' | 'after'
  days: number
}

/**
 * The countdown to the province's gaokao of `year` (default: this calendar year) on China's
 * calendar day of `now`. A student applying next year passes their apply year, so in November
 * they see 距高考还有 N 天 rather than the days since this year's exams.
 */
export function gaokaoCountdown(province: string, now: Date, year?: number): GaokaoCountdown {
  const facts = BY_PROVINCE.get(province)
  const today = chinaDay(now)
  year ??= yearOfDay(today)
  const start = dayOf(year, facts?.exam_start ?? DEFAULT_EXAM.start)
  const end = dayOf(year, facts?.exam_end ?? DEFAULT_EXAM.end)
  if (today < start) return { kind: 'before', days: start - today }
  if (today <= end) return { kind: 'during', days: today - start + 1 }
  return { kind: 'after', days: today - end }
}

/** 距高考还有 N 天 / 高考进行中 / 高考已过去 N 天 (spec §9). */
export function countdownLabel(countdown: GaokaoCountdown): string {
  if (countdown.kind === 'before') return `距高考还有 ${countdown.days} 天`
  if (countdown.kind === 'during') return '高考进行中'
  return `高考已过去 ${countdown.days} 天`
}
