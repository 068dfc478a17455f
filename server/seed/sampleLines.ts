/**
 * Sample enrollment plans, admission lines and batch control lines (示例数据) for the demo seed:
 * every province, the sample years of sampleOneScore.ts, the province's tracks of each year, built
 * on the sample 一分一段 tables so every line agrees with them. Pure and seeded (no Math.random):
 * the same institutions in give the same rows out. NOT real data: labelled 示例数据.
 *
 * How it is built, per province:
 * 1. Institutions (from the ministry's list): all of the province's 本科; OTHER_INSTITUTIONS 本科
 *    of other provinces (the leading universities, each province's strongest, then a seeded draw);
 *    a seeded draw of up to 40 of its 专科; and the long list (a seeded draw of the other 本科
 *    and 150 专科 of other provinces) recruiting a few students with two majors each.
 * 2. Strength: nationalStrength (a prior of well-known universities, then 主管部门, age, 民办, 职业,
 *    a seeded share) plus a small bonus at home. It fixes the order of admission; a small per-year
 *    noise (YEAR_NOISE) lets neighbours swap.
 * 3. Plans per year and track: a stable set of 2-4 majors (专科 and the long list 2) from MAJORS
 *    matching the institution's type and the track, 选科要求 from the track, 学费 and 学制. In 院校专业组
 *    provinces the majors of one 选科要求 form a group. The long list has plans only in the
 *    province's plan year. Seats: the ranks a unit admits (step 4) times one uptake per batch (the
 *    seats the units would have by level, home or away and province size, ±10 % a year, over the
 *    batch's ranks: many candidates go to institutions outside the sample), shared among its majors
 *    in those proportions.
 * 4. Admission lines by allocation: the admission units (major for 专业+院校, group for 院校专业组,
 *    institution for 院校+专业) of a batch in order of strength, walking down the ranks from the top
 *    to the batch's control line, evenly per e-fold of rank, most of the first batch's units below
 *    the top TOP_SHARE of candidates, the weakest few at the line (logInterpolate). min_score = the score at that rank in the year's table and min_rank the table's rank
 *    of that score, as a published line gives it (one score, one rank); avg_score from the ranks the
 *    unit admits. Majors inside a group or institution share its rank range in order of popularity;
 *    a group's line is its weakest major's, an institution's line its weakest unit's; the long list
 *    has one line a year, of its unit's kind.
 * 5. The year's table is the exam authority's where one is shipped (sampleOneScore.ts demoTable).
 *    Batch lines: the authority's where shipped (officialData.ts; no sample ones are written then),
 *    else at province-specific shares of the table's candidates (本科批 / 特殊类型招生控制线 / 专科批,
 *    or 本科一批 / 本科二批 / 专科批 before the reform), rank = the table's cumulative at the line
 *    score, as the 一分一段 look-up gives it.
 */
import type { AdmissionLine, ApplyMode, BatchLine, EnrollmentPlan, LineKind } from '../../types/edu'
import type { InstitutionLevel, OneScoreRow, Track } from '../../types/gaokao'
import { institutionTypeOf } from '../domain/institutionType'
import { applyModeFor, factsOf, isNewGaokao, PROVINCES, tracksFor } from '../../core/provinceFacts'
import { undergradLine } from '../../core/batches'
import { rankToScore, scoreToRank } from '../services/oneScore'
import { UNIT_LINE_KIND } from '../services/recommendUnits'
import { officialBatchLinesOf } from './officialData'
import { COUNTERPART, demoTable, hash, SAMPLE_YEARS } from './sampleOneScore'

export interface SampleInstitution {
  id: number
  code: string
  name: string
  province: string
  level: InstitutionLevel
  department: string
  remark: string
}

export interface SampleLines {
  batchLines: BatchLine[]
  plans: EnrollmentPlan[]
  admissions: AdmissionLine[]
}

/** 本科 institutions of other provinces in each province's sample, and 专科 of its own. */
export const OTHER_INSTITUTIONS = 80
/**
 * Further 本科 institutions of other provinces, each recruiting a few students with LONG_LIST_MAJORS
 * majors: the long list a real province has (河南 has thousands of 院校专业组), so that every rank
 * between the top 5 % and the 本科 line finds 20 units in each band (issue 27). Cheap rows: plans
 * only in the province's plan year (provinceFacts), one line per unit and year of the unit's own
 * kind, no institution line of their own (outside 院校+专业, where the unit is the institution).
 */
export const EXTRA_INSTITUTIONS = 1100
/** Majors each of the long list offers a track (院校专业组 may split them into two groups). */
const LONG_LIST_MAJORS = 2
/** And 专科 of other provinces, so the 专科 list is as long to choose from. */
const EXTRA_VOCATIONAL = 150
const LOCAL_VOCATIONAL = 40

/** Batch names: after the reform one 本科批; before it 本科一批/本科二批 (the first for strength ≥ FIRST_BATCH_STRENGTH). */
export const BATCHES = { undergraduate: '本科批', special: '特殊类型招生控制线', first: '本科一批', second: '本科二批', vocational: '专科批' } as const
const FIRST_BATCH_STRENGTH = 0.42

type Family = 'eng' | 'sci' | 'med' | 'biz' | 'hum' | 'law' | 'edu' | 'agr'
/** Physics-side requirement: 物理+化学, 物理 only, or none (综合 → 不限, 物理类 → 物理). */
type PhysicsRequirement = 'pc' | 'p' | 'none'

interface Major {
  code: string
  name: string
  level: InstitutionLevel
  family: Family
  /** 0..1: how sought after it is; orders majors inside a unit and lifts a major unit. */
  popularity: number
  physics: PhysicsRequirement
  /** Offered to 物理类/理科 candidates, 历史类/文科 candidates, or both (综合 gets every major). */
  offered: 'p' | 'h' | 'ph'
  duration?: number
}

/** Codes from the 2024 本科 and 2021 高职专科 专业目录. */
const m = (
  code: string,
  name: string,
  level: InstitutionLevel,
  family: Family,
  popularity: number,
  physics: PhysicsRequirement,
  offered: Major['offered'],
  duration?: number
): Major => ({ code, name, level, family, popularity, physics, offered, duration })
const MAJORS: readonly Major[] = [
  m('080901', '计算机科学与技术', '本科', 'eng', 0.92, 'pc', 'p'),
  m('080902', '软件工程', '本科', 'eng', 0.85, 'pc', 'p'),
  m('080910T', '数据科学与大数据技术', '本科', 'eng', 0.75, 'pc', 'p'),
  m('080701', '电子信息工程', '本科', 'eng', 0.8, 'pc', 'p'),
  m('080703', '通信工程', '本科', 'eng', 0.75, 'pc', 'p'),
  m('080601', '电气工程及其自动化', '本科', 'eng', 0.82, 'pc', 'p'),
  m('080801', '自动化', '本科', 'eng', 0.7, 'pc', 'p'),
  m('080202', '机械设计制造及其自动化', '本科', 'eng', 0.5, 'pc', 'p'),
  m('081001', '土木工程', '本科', 'eng', 0.2, 'pc', 'p'),
  m('081301', '化学工程与工艺', '本科', 'eng', 0.25, 'pc', 'p'),
  m('070101', '数学与应用数学', '本科', 'sci', 0.65, 'p', 'p'),
  m('070201', '物理学', '本科', 'sci', 0.5, 'p', 'p'),
  m('070301', '化学', '本科', 'sci', 0.4, 'pc', 'p'),
  m('071001', '生物科学', '本科', 'sci', 0.3, 'pc', 'p'),
  m('100201K', '临床医学', '本科', 'med', 0.9, 'pc', 'p', 5),
  m('100301K', '口腔医学', '本科', 'med', 0.95, 'pc', 'p', 5),
  m('100701', '药学', '本科', 'med', 0.5, 'pc', 'p'),
  m('101101', '护理学', '本科', 'med', 0.25, 'pc', 'p'),
  m('090101', '农学', '本科', 'agr', 0.1, 'pc', 'p'),
  m('090401', '动物医学', '本科', 'agr', 0.3, 'pc', 'p', 5),
  m('020301K', '金融学', '本科', 'biz', 0.65, 'p', 'ph'),
  m('020101', '经济学', '本科', 'biz', 0.55, 'p', 'ph'),
  m('120203K', '会计学', '本科', 'biz', 0.6, 'p', 'ph'),
  m('120201K', '工商管理', '本科', 'biz', 0.3, 'p', 'ph'),
  m('030101K', '法学', '本科', 'law', 0.75, 'none', 'ph'),
  m('120402', '行政管理', '本科', 'law', 0.35, 'none', 'ph'),
  m('050101', '汉语言文学', '本科', 'hum', 0.7, 'none', 'ph'),
  m('050201', '英语', '本科', 'hum', 0.45, 'none', 'ph'),
  m('050301', '新闻学', '本科', 'hum', 0.5, 'none', 'ph'),
  m('060101', '历史学', '本科', 'hum', 0.45, 'none', 'h'),
  m('040101', '教育学', '本科', 'edu', 0.4, 'none', 'ph'),
  m('040107', '小学教育', '本科', 'edu', 0.55, 'none', 'ph'),
  m('510201', '计算机应用技术', '专科', 'eng', 0.7, 'p', 'p'),
  m('460306', '电气自动化技术', '专科', 'eng', 0.5, 'p', 'p'),
  m('460104', '机械制造及自动化', '专科', 'eng', 0.4, 'p', 'p'),
  m('440301', '建筑工程技术', '专科', 'eng', 0.2, 'p', 'p'),
  m('520201', '护理', '专科', 'med', 0.5, 'none', 'ph'),
  m('530302', '大数据与会计', '专科', 'biz', 0.6, 'none', 'ph'),
  m('530701', '电子商务', '专科', 'biz', 0.4, 'none', 'ph'),
  m('570102K', '学前教育', '专科', 'edu', 0.5, 'none', 'ph')
]

/** The families an institution of each type teaches first (types from server/domain/institutionType.ts). */
const FAMILIES_BY_TYPE: Record<string, readonly Family[]> = {
  理工: ['eng', 'sci', 'biz'],
  医药: ['med', 'sci'],
  师范: ['edu', 'hum', 'sci'],
  财经: ['biz', 'law'],
  政法: ['law', 'hum'],
  语言: ['hum', 'biz'],
  农林: ['agr', 'sci', 'eng', 'biz'],
  综合: ['eng', 'sci', 'med', 'biz', 'hum', 'law', 'edu']
}
const OTHER_FAMILIES: readonly Family[] = ['hum', 'biz', 'edu']

/** A seeded number in [0, 1) for a text. */
const unit = (text: string) => hash(text) / 4294967296

/**
 * The strength prior of the sample, so the demo looks familiar: widely known leading universities
 * in the usual order of reputation (the 985 list), then the other key universities (the 211 list);
 * general knowledge. Only the sample uses it: it is not a tag and not a ranking.
 */
const LEADING = [
  '清华大学',
  '北京大学',
  '复旦大学',
  '上海交通大学',
  '浙江大学',
  '中国科学技术大学',
  '南京大学',
  '中国人民大学',
  '武汉大学',
  '华中科技大学',
  '西安交通大学',
  '哈尔滨工业大学',
  '同济大学',
  '北京航空航天大学',
  '中山大学',
  '南开大学',
  '北京师范大学',
  '天津大学',
  '东南大学',
  '北京理工大学',
  '厦门大学',
  '四川大学',
  '电子科技大学',
  '华南理工大学',
  '山东大学',
  '吉林大学',
  '中南大学',
  '大连理工大学',
  '西北工业大学',
  '重庆大学',
  '湖南大学',
  '华东师范大学',
  '中国农业大学',
  '兰州大学',
  '东北大学',
  '中国海洋大学',
  '西北农林科技大学',
  '中央民族大学'
]
const KEY = new Set([
  '北京交通大学',
  '北京工业大学',
  '北京科技大学',
  '北京化工大学',
  '北京邮电大学',
  '北京林业大学',
  '北京中医药大学',
  '北京外国语大学',
  '中国传媒大学',
  '中央财经大学',
  '对外经济贸易大学',
  '北京体育大学',
  '中央音乐学院',
  '中国政法大学',
  '华北电力大学',
  '中国矿业大学',
  '中国矿业大学（北京）',
  '中国石油大学（华东）',
  '中国石油大学（北京）',
  '中国地质大学（武汉）',
  '中国地质大学（北京）',
  '天津医科大学',
  '河北工业大学',
  '太原理工大学',
  '内蒙古大学',
  '辽宁大学',
  '大连海事大学',
  '延边大学',
  '东北师范大学',
  '哈尔滨工程大学',
  '东北农业大学',
  '东北林业大学',
  '华东理工大学',
  '东华大学',
  '上海外国语大学',
  '上海财经大学',
  '上海大学',
  '苏州大学',
  '南京航空航天大学',
  '南京理工大学',
  '河海大学',
  '江南大学',
  '南京农业大学',
  '中国药科大学',
  '南京师范大学',
  '安徽大学',
  '合肥工业大学',
  '福州大学',
  '南昌大学',
  '郑州大学',
  '武汉理工大学',
  '华中农业大学',
  '华中师范大学',
  '中南财经政法大学',
  '湖南师范大学',
  '暨南大学',
  '华南师范大学',
  '广西大学',
  '海南大学',
  '西南交通大学',
  '西南大学',
  '西南财经大学',
  '四川农业大学',
  '贵州大学',
  '云南大学',
  '西藏大学',
  '西北大学',
  '西安电子科技大学',
  '长安大学',
  '陕西师范大学',
  '青海大学',
  '宁夏大学',
  '新疆大学',
  '石河子大学'
])
const LEADING_INDEX = new Map(LEADING.map((name, i) => [name, i]))
/** Names of the prior lists, for the test that each is in the ministry's list. */
export const PRIOR_NAMES: readonly string[] = [...LEADING, ...KEY]

const PROVINCIAL_DEPARTMENT = /(省|市|自治区|兵团|教育厅|教委)/
/** The serial in the 学校标识码: the 1xxxx numbers below 10700 went to the older institutions. */
const OLD_SERIAL = 10700

const strengthCache = new Map<string, number>()

/**
 * 0..1, the same in every province: the leading list first (0.99 down to ≈ 0.77), the key list,
 * other 教育部 institutions, other ministries', older provincial ones, newer ones, then 民办 and 职业本科;
 * 专科 below every 本科. A seeded share spreads each tier.
 */
function nationalStrength(inst: SampleInstitution): number {
  const cached = strengthCache.get(inst.code)
  if (cached !== undefined) return cached
  const r = unit(`strength|${inst.code}`)
  const leading = LEADING_INDEX.get(inst.name)
  let s: number
  if (inst.level === '专科') s = 0.05 + 0.12 * r - (inst.remark.includes('民办') ? 0.04 : 0)
  else if (leading !== undefined) s = 0.99 - leading * 0.006
  else if (KEY.has(inst.name)) s = 0.68 + 0.08 * r
  else if (inst.remark.includes('民办')) s = 0.2 + 0.12 * r
  else if (inst.name.includes('职业')) s = 0.22 + 0.1 * r
  else if (inst.department === '教育部') s = 0.6 + 0.1 * r
  else if (!PROVINCIAL_DEPARTMENT.test(inst.department)) s = 0.55 + 0.1 * r
  else s = 0.33 + 0.22 * r + (Number(inst.code.slice(5)) < OLD_SERIAL ? 0.08 : 0)
  strengthCache.set(inst.code, s)
  return s
}

/** The institutions recruiting in a province's sample (see the file comment, step 1). */
export function chooseInstitutions(province: string, all: readonly SampleInstitution[]): SampleInstitution[] {
  const draw = (list: SampleInstitution[]) =>
    list
      .map((inst) => ({ inst, key: unit(`${province}|${inst.code}`) }))
      .sort((a, b) => a.key - b.key || a.inst.code.localeCompare(b.inst.code))
      .map((x) => x.inst)
  const local = all.filter((i) => i.province === province && i.level === '本科')
  const away = all.filter((i) => i.province !== province && i.level === '本科')
  const strongest = new Map<string, SampleInstitution>()
  for (const inst of away) {
    const best = strongest.get(inst.province)
    if (!best || nationalStrength(inst) > nationalStrength(best)) strongest.set(inst.province, inst)
  }
  // Leading universities recruit everywhere; then each province's strongest; then a seeded draw.
  const first = new Set([...away.filter((i) => LEADING_INDEX.has(i.name)), ...strongest.values()])
  const others = [...first, ...draw(away.filter((i) => !first.has(i)))].slice(0, OTHER_INSTITUTIONS)
  const vocational = draw(all.filter((i) => i.province === province && i.level === '专科')).slice(0, LOCAL_VOCATIONAL)
  return [...local, ...others, ...vocational]
}

/** The long list of a province's sample: 本科 (EXTRA_INSTITUTIONS) and 专科 (EXTRA_VOCATIONAL) of other provinces not chosen, a seeded draw. */
export function extraInstitutions(province: string, all: readonly SampleInstitution[], chosen: readonly SampleInstitution[]): SampleInstitution[] {
  const taken = new Set(chosen.map((i) => i.code))
  const draw = (level: InstitutionLevel, count: number) =>
    all
      .filter((i) => i.province !== province && i.level === level && !taken.has(i.code))
      .map((inst) => ({ inst, key: unit(`extra|${province}|${inst.code}`) }))
      .sort((a, b) => a.key - b.key || a.inst.code.localeCompare(b.inst.code))
      .slice(0, count)
      .map((x) => x.inst)
  return [...draw('本科', EXTRA_INSTITUTIONS), ...draw('专科', EXTRA_VOCATIONAL)]
}

type TrackClass = 'p' | 'h' | 'all'
const classOf = (track: Track): TrackClass => (track === '物理类' || track === '理科' ? 'p' : track === '历史类' || track === '文科' ? 'h' : 'all')

/** 选科要求 of a major in a track: 物理+化学 / 物理 / 历史 (+思想政治 for 法学类) after the reform, 不限 before. */
function subjectRequirement(major: Major, track: Track, reformed: boolean): string {
  if (!reformed) return '不限'
  const cls = classOf(track)
  if (cls === 'h') return major.family === 'law' ? '历史+思想政治' : '历史'
  if (major.physics === 'pc') return '物理+化学'
  if (major.physics === 'p') return '物理'
  return cls === 'p' ? '物理' : '不限'
}

const majorsCache = new Map<string, Major[]>()

/** The majors an institution offers to a track class: stable across years and provinces (seeded by institution and class). */
function majorsOf(inst: SampleInstitution, cls: TrackClass, home: boolean): Major[] {
  const key = `${inst.code}|${cls}|${home}`
  const cached = majorsCache.get(key)
  if (cached) return cached
  const families = inst.level === '本科' ? (FAMILIES_BY_TYPE[institutionTypeOf(inst.name)] ?? OTHER_FAMILIES) : null
  const count = inst.level === '本科' ? 2 + (nationalStrength(inst) > 0.65 ? 1 : 0) + (home ? 1 : 0) : 2
  const chosen = MAJORS.filter((mj) => mj.level === inst.level && (cls === 'all' || mj.offered.includes(cls)))
    // The institution's own families first, in a seeded order.
    .map((mj) => ({ mj, key: (families && !families.includes(mj.family) ? 1 : 0) + unit(`${inst.code}|${cls}|${mj.code}`) }))
    .sort((a, b) => a.key - b.key)
    .slice(0, count)
    .map((x) => x.mj)
  majorsCache.set(key, chosen)
  return chosen
}

function tuitionOf(inst: SampleInstitution, major: Major): number {
  const r = unit(`tuition|${inst.code}|${major.code}`)
  if (inst.remark.includes('民办')) return Math.round((15000 + 15000 * r) / 500) * 500
  if (inst.remark.startsWith('中外合作')) return Math.round((50000 + 40000 * r) / 1000) * 1000
  const base = inst.level === '本科' ? 4600 + 1600 * r : 4000 + 2000 * r
  return Math.round((base + (major.family === 'med' ? 800 : 0)) / 100) * 100
}

interface MajorOffer {
  major: Major
  seats: number
  requirement: string
}

/** One admission unit: a major (专业+院校), a group (院校专业组) or a whole institution (院校+专业). */
interface AdmissionUnit {
  inst: SampleInstitution
  /** One of the long list (extraInstitutions): one line of its own kind per year. */
  extra: boolean
  batch: string
  group_code: string
  majors: MajorOffer[]
  strength: number
  seats: number
}

const round1 = (x: number) => Math.round(x * 10) / 10

/** Average admitted score of the ranks (from, to]: the mean of the scores at four quantiles. */
function averageScore(rows: readonly OneScoreRow[], from: number, to: number): number {
  const scores = [1, 3, 5, 7].map((k) => rankToScore(rows, Math.max(1, Math.round(from + ((to - from) * k) / 8))))
  return round1(scores.reduce((a, b) => a + b, 0) / scores.length)
}

function batchOf(inst: SampleInstitution, reformed: boolean): string {
  if (inst.level === '专科') return BATCHES.vocational
  if (reformed) return BATCHES.undergraduate
  return nationalStrength(inst) >= FIRST_BATCH_STRENGTH ? BATCHES.first : BATCHES.second
}

/** Splits an institution's offers into admission units by the apply mode. */
function unitsOf(
  inst: SampleInstitution,
  offers: MajorOffer[],
  apply: ApplyMode,
  batch: string,
  strength: number,
  noise: (key: string, strength: number) => number,
  extra: boolean
): AdmissionUnit[] {
  const make = (group_code: string, majors: MajorOffer[], lift: number): AdmissionUnit => ({
    inst,
    extra,
    batch,
    group_code,
    majors,
    strength: strength + lift + noise(`${inst.code}|${group_code}|${majors[0].major.code}`, strength),
    seats: majors.reduce((n, o) => n + o.seats, 0)
  })
  const averagePopularity = (majors: MajorOffer[]) => majors.reduce((a, o) => a + o.major.popularity, 0) / majors.length
  if (apply === 'category') return offers.map((o) => make('', [o], (o.major.popularity - 0.5) * 0.1))
  if (apply === 'normal') return [make('', offers, 0)]
  // 院校专业组: one group per 选科要求, the stricter requirement first ('01', '02', ...).
  const requirements = [...new Set(offers.map((o) => o.requirement))].sort((a, b) => b.length - a.length || a.localeCompare(b))
  return requirements.map((req, i) => {
    const majors = offers.filter((o) => o.requirement === req)
    return make(String(i + 1).padStart(2, '0'), majors, (averagePopularity(majors) - 0.5) * 0.06)
  })
}

/** Shares of the table's candidates at which the batch lines fall (province-specific, stable across years). */
function lineShares(province: string, track: Track, year: number) {
  const p = unit(`lines|${province}|${classOf(track)}`)
  const y = (unit(`lines|${province}|${track}|${year}`) - 0.5) * 0.02
  return { undergraduate: 0.38 + 0.12 * p + y, special: 0.1 + 0.06 * p + y / 2, first: 0.13 + 0.07 * p + y / 2, second: 0.38 + 0.12 * p + y }
}

/**
 * A university's place at home, against its national standing: it admits most of its students
 * there, so its cut-off at home sits lower than far universities of its standing, which take a
 * few each (the long list); its home units reach down to the 本科 line.
 */
const HOME_SHIFT = -0.08
/**
 * Spread of the per-year strength noise, narrowing towards the top (× 2(1 − strength)): the
 * order of the leading universities hardly changes from year to year, further down neighbours swap,
 * and a unit's line moves by some 5-10 % of its rank a year, as real lines do (a trend chart shows
 * movement, and the model's spread is learnt from it).
 */
const YEAR_NOISE = 0.045

/**
 * Where a batch's units sit (issue 27: a list a family believes at any rank between the top 5 % and
 * the 本科 line): evenly per e-fold of rank, in order of strength, the first batch's top TOP_UNITS of
 * its units above TOP_SHARE of the candidates and the rest below it, so the ranks where most families
 * are hold most units. A unit's share of the places grows with the square root of its seats
 * (WIDTH_POWER): a home university with hundreds of seats spans more ranks than a far one taking
 * two, without leaving the ranks around it empty.
 */
const TOP_SHARE = 0.02
const WIDTH_POWER = 0.5
const TOP_UNITS = 0.1
/** The weakest END_UNITS of a batch's units fill its last END_SPAN of ranks, at or near its line (as the last 本科 groups do). */
const END_UNITS = 0.08
const END_SPAN = 0.05
/** The first unit's rank in the first batch, as a share of the candidates (at least rank 1). */
const FIRST_SHARE = 0.0004

/** The last unit of a batch ends this far into the batch's share, just above its control line. */
const BATCH_FILL = 1

/**
 * Where a province with the authority's batch lines (any sample year, the track or the one it
 * replaced) ends its 本科 and its 一批 every year: at the smallest share of candidates above those
 * lines, so the units sit above every year's line and keep their places from year to year (a line
 * moving does not stretch every cut-off); null when the province has none.
 */
function officialShares(province: string, track: Track): { undergraduate: number; first: number | null } | null {
  const undergraduate: number[] = []
  const first: number[] = []
  for (const y of SAMPLE_YEARS) {
    for (const t of [track, COUNTERPART[track]]) {
      const lines = t ? officialBatchLinesOf(province, y, t) : []
      const line = undergradLine(lines)
      if (!t || !line) continue
      const rows = demoTable(province, y, t).rows
      const share = (score: number) => scoreToRank(rows, score).rank_worst / rows[rows.length - 1].cumulative
      undergraduate.push(share(line.score))
      const firstLine = lines.find((l) => l.batch.includes('一批'))
      if (firstLine) first.push(share(firstLine.score))
    }
  }
  return undergraduate.length ? { undergraduate: Math.min(...undergraduate), first: first.length ? Math.min(...first) : null } : null
}

/**
 * Where each batch's admissions end (专科批 at the table's last row), and the sample batch lines
 * there: at the province's shares of the table, or, where the exam authority's lines are shipped
 * (officialData.ts), at officialShares; no sample lines where the year and track has the authority's.
 */
function batchSegments(
  province: string,
  year: number,
  track: Track,
  rows: readonly OneScoreRow[],
  reformed: boolean,
  out: SampleLines
): { batch: string; end: number }[] {
  const total = rows[rows.length - 1].cumulative
  const shares = lineShares(province, track, year)
  const at = (share: number) => Math.round(share * total)
  const official = officialBatchLinesOf(province, year, track)
  const rankOf = (score: number) => scoreToRank(rows, score).rank_worst
  const shipped = officialShares(province, track)
  const undergraduateEnd = at(shipped?.undergraduate ?? (reformed ? shares.undergraduate : shares.second))
  const firstEnd = at(shipped?.first ?? shares.first)
  const segments = reformed
    ? [
        { batch: BATCHES.undergraduate, end: undergraduateEnd },
        { batch: BATCHES.vocational, end: total }
      ]
    : [
        { batch: BATCHES.first, end: Math.min(firstEnd, Math.round(undergraduateEnd * 0.6)) },
        { batch: BATCHES.second, end: undergraduateEnd },
        { batch: BATCHES.vocational, end: total }
      ]
  if (official.length) return segments
  for (const { batch, end } of [...segments, ...(reformed ? [{ batch: BATCHES.special, end: at(shares.special) }] : [])]) {
    const score = rankToScore(rows, end)
    out.batchLines.push({ province, year, track, batch, score, rank: rankOf(score) })
  }
  return segments
}

/** A unit with `seats` seats, shared among its majors as their own seats were (each at least one). */
function withSeats(u: AdmissionUnit, seats: number): AdmissionUnit {
  const majors = u.majors.map((o) => ({ ...o, seats: Math.max(1, Math.round((o.seats * seats) / u.seats)) }))
  return { ...u, majors, seats: majors.reduce((n, o) => n + o.seats, 0) }
}

/** The rank at `place` (0..1) on a path through the knots (place, rank), straight on log rank between them. */
function logInterpolate(knots: readonly [number, number][], place: number): number {
  const i = Math.max(
    1,
    knots.findIndex(([at]) => at >= place)
  )
  const [p0, r0] = knots[i - 1]
  const [p1, r1] = knots[i]
  const f = p1 > p0 ? (place - p0) / (p1 - p0) : 1
  return Math.exp(Math.log(r0) + f * (Math.log(r1) - Math.log(r0)))
}

function provinceYearTrack(
  province: string,
  year: number,
  track: Track,
  chosen: readonly SampleInstitution[],
  extras: readonly SampleInstitution[],
  out: SampleLines
): void {
  const rows = demoTable(province, year, track).rows
  const total = rows[rows.length - 1].cumulative
  const reformed = isNewGaokao(province, year)
  const apply = applyModeFor(province, year)
  const cls = classOf(track)
  // The long list's plans only in the year the province's forms plan with.
  const planYear = factsOf(province)?.plan_year ?? SAMPLE_YEARS[SAMPLE_YEARS.length - 1]
  const size = Math.min(1.6, Math.max(0.35, Math.sqrt(total / 150_000)))
  const noise = (key: string, strength: number) => (unit(`noise|${province}|${year}|${track}|${key}`) - 0.5) * YEAR_NOISE * Math.min(1, 2 * (1 - strength))

  const units: AdmissionUnit[] = []
  const extraSet = new Set(extras)
  for (const inst of [...chosen, ...extras]) {
    const extra = extraSet.has(inst)
    const home = inst.province === province
    const strength = nationalStrength(inst) + (home ? HOME_SHIFT : 0)
    const batch = batchOf(inst, reformed)
    const offers = majorsOf(inst, cls, home)
      .slice(0, extra ? LONG_LIST_MAJORS : undefined)
      .map((major): MajorOffer => {
        const r = unit(`seats|${province}|${inst.code}|${cls}|${major.code}`)
        const base = extra ? 1 + 2 * r : inst.level === '专科' ? 20 + 40 * r : home ? 12 + 28 * r : (1 + 4 * r) * (strength > 0.7 ? 1 : 0.8)
        const yearly = 0.9 + 0.2 * unit(`seats|${province}|${inst.code}|${track}|${major.code}|${year}`)
        return { major, seats: Math.max(1, Math.round(base * (extra ? Math.min(1, size) : size) * yearly)), requirement: subjectRequirement(major, track, reformed) }
      })
    if (offers.length === 0) continue
    units.push(...unitsOf(inst, offers, apply, batch, strength, noise, extra))
  }

  const segments = batchSegments(province, year, track, rows, reformed, out)
  let start = 0
  segments.forEach((segment, index) => {
    const inBatch = units
      .filter((u) => u.batch === segment.batch)
      .sort((a, b) => b.strength - a.strength || a.inst.code.localeCompare(b.inst.code) || a.group_code.localeCompare(b.group_code))
    // The seats the batch's units would have, spread over its ranks: one uptake for the batch.
    const end = BATCH_FILL * segment.end
    const uptake = inBatch.reduce((n, u) => n + u.seats, 0) / Math.max(1, end - start)
    const first = Math.max(start + 1, index === 0 ? FIRST_SHARE * total : start + 1)
    const top: [number, number][] = index === 0 && TOP_SHARE * total < end / 2 ? [[TOP_UNITS, TOP_SHARE * total]] : []
    const knots: [number, number][] = [[0, first], ...top, [1 - END_UNITS, start + (1 - END_SPAN) * (end - start)], [1, end]]
    const widths = inBatch.map((u) => u.seats ** WIDTH_POWER)
    const totalWidth = widths.reduce((a, w) => a + w, 0)
    let above = 0
    let previous = start
    inBatch.forEach((u, k) => {
      above += widths[k]
      const minRank = Math.max(previous + 1, Math.round(logInterpolate(knots, above / totalWidth)))
      const placed = withSeats(u, Math.max(1, Math.round((minRank - previous) * uptake)))
      if (!placed.extra || year === planYear) emitPlans(placed)
      emitUnit(placed, previous, minRank)
      previous = minRank
    })
    start = segment.end
  })

  function emitPlans(u: AdmissionUnit): void {
    for (const offer of u.majors) {
      out.plans.push({
        institution_id: u.inst.id,
        institution_name: u.inst.name,
        province,
        year,
        track,
        batch: u.batch,
        group_code: u.group_code,
        major_code: offer.major.code,
        major_name: offer.major.name,
        subject_requirement: offer.requirement,
        plan_count: offer.seats,
        duration: offer.major.duration ?? (u.inst.level === '本科' ? 4 : 3),
        tuition: tuitionOf(u.inst, offer.major)
      })
    }
  }

  /** The lines of one unit admitting ranks (from, to]: its majors in order of popularity, then the group. */
  function emitUnit(u: AdmissionUnit, from: number, to: number): void {
    // Objects written out field by field: spreading a shared base is ~10× slower at this volume.
    const line = (kind: LineKind, major: Major | null, lineFrom: number, lineTo: number, seats: number): AdmissionLine => {
      const min_score = rankToScore(rows, lineTo)
      return {
        institution_id: u.inst.id,
        institution_name: u.inst.name,
        province,
        year,
        track,
        batch: u.batch,
        kind,
        group_code: u.group_code,
        major_code: major?.code ?? '',
        major_name: major?.name ?? '',
        min_score,
        // The table's rank of that score, as a published line gives it: one score, one rank.
        min_rank: scoreToRank(rows, min_score).rank_worst,
        avg_score: averageScore(rows, lineFrom, lineTo),
        plan_count: seats
      }
    }
    if (u.extra) {
      const kind = UNIT_LINE_KIND[apply]
      out.admissions.push(line(kind, kind === 'major' ? u.majors[0].major : null, from, to, u.seats))
      return
    }
    const byPopularity = [...u.majors].sort((a, b) => b.major.popularity - a.major.popularity || a.major.code.localeCompare(b.major.code))
    let taken = 0
    let majorFrom = from
    for (const o of byPopularity) {
      taken += o.seats
      const majorTo = taken === u.seats ? to : Math.min(to, Math.max(majorFrom + 1, Math.round(from + ((to - from) * taken) / u.seats)))
      out.admissions.push(line('major', o.major, majorFrom, majorTo, o.seats))
      majorFrom = majorTo
    }
    if (apply === 'group') out.admissions.push(line('group', null, from, to, u.seats))
  }
}

/** An institution's line in a year and track: its weakest unit's rank, all its seats, the seat-weighted average. */
function institutionLines(admissions: readonly AdmissionLine[], extras: ReadonlySet<string>): AdmissionLine[] {
  const byInstitution = new Map<string, AdmissionLine[]>()
  for (const line of admissions) {
    if (line.kind !== 'major' || extras.has(`${line.province}|${line.institution_id}`)) continue
    const key = `${line.province}|${line.year}|${line.track}|${line.institution_id}`
    const list = byInstitution.get(key)
    if (list) list.push(line)
    else byInstitution.set(key, [line])
  }
  return [...byInstitution.values()].map((lines) => {
    const weakest = lines.reduce((a, b) => (b.min_rank! > a.min_rank! ? b : a))
    const seats = lines.reduce((n, l) => n + l.plan_count!, 0)
    const { institution_id, institution_name, province, year, track, batch, min_score, min_rank } = weakest
    const avg_score = round1(lines.reduce((a, l) => a + l.avg_score! * l.plan_count!, 0) / seats)
    return {
      institution_id,
      institution_name,
      province,
      year,
      track,
      batch,
      kind: 'institution',
      group_code: '',
      major_code: '',
      major_name: '',
      min_score,
      min_rank,
      avg_score,
      plan_count: seats
    }
  })
}

/** The sample rows of the given provinces (all 31 by default) over SAMPLE_YEARS. */
export function sampleLines(institutions: readonly SampleInstitution[], provinces: readonly string[] = PROVINCES): SampleLines {
  const sorted = [...institutions].sort((a, b) => a.code.localeCompare(b.code))
  const out: SampleLines = { batchLines: [], plans: [], admissions: [] }
  const extraKeys = new Set<string>()
  for (const province of provinces) {
    const chosen = chooseInstitutions(province, sorted)
    const extras = extraInstitutions(province, sorted, chosen)
    for (const inst of extras) extraKeys.add(`${province}|${inst.id}`)
    for (const year of SAMPLE_YEARS) {
      for (const track of tracksFor(province, year)) provinceYearTrack(province, year, track, chosen, extras, out)
    }
  }
  out.admissions.push(...institutionLines(out.admissions, extraKeys))
  return out
}
