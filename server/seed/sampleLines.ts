/**
 * Sample enrollment plans, admission lines and batch control lines (示例数据) for the demo seed:
 * every province, the sample years of sampleOneScore.ts, the province's tracks of each year, built
 * on the sample 一分一段 tables so every line agrees with them. Pure and seeded (no Math.random):
 * the same institutions in give the same rows out. NOT real data: labelled 示例数据.
 *
 * How it is built, per province:
 * 1. Institutions (from the ministry's list): all of the province's 本科; OTHER_INSTITUTIONS 本科
 *    of other provinces (the leading universities, each province's strongest, then a seeded draw);
 *    a seeded dozen of its 专科.
 * 2. Strength: nationalStrength (a prior of well-known universities, then 主管部门, age, 民办, 职业,
 *    a seeded share) plus a small bonus at home. It fixes the order of admission; a small per-year
 *    noise (YEAR_NOISE) lets neighbours swap.
 * 3. Plans per year and track: a stable set of 2-4 majors (专科 2) from MAJORS matching the
 *    institution's type and the track, seats by level, home or away and province size (±10 % a
 *    year), 选科要求 from the track, 学费 and 学制. In 院校专业组 provinces the majors of one 选科要求
 *    form a group.
 * 4. Admission lines by allocation: the admission units (major for 专业+院校, group for 院校专业组,
 *    institution for 院校+专业) of a batch in order of strength, walking down the ranks:
 *    min_rank grows with the seats of this unit and all above, scaled (an uptake: many candidates
 *    go to institutions outside the sample) so that the batch ends just above its control line,
 *    and concentrated at the top in the first batch (TOP_CONCENTRATION). min_score = the score at
 *    min_rank in that year's table; avg_score from the ranks the unit admits. Majors inside a group
 *    or institution share its rank range in order of popularity; a group's line is its weakest
 *    major's, an institution's line its weakest unit's.
 * 5. Batch lines at province-specific shares of the table's candidates (本科批 / 特殊类型招生控制线
 *    / 专科批, or 本科一批 / 本科二批 / 专科批 before the reform), rank = the table's cumulative at
 *    the line score, as the 一分一段 look-up gives it.
 */
import type { AdmissionLine, ApplyMode, BatchLine, EnrollmentPlan, LineKind } from '../../types/edu'
import type { InstitutionLevel, OneScoreRow, Track } from '../../types/gaokao'
import { institutionTypeOf } from '../domain/institutionType'
import { applyModeFor, isNewGaokao, PROVINCES, tracksFor } from '../../core/provinceFacts'
import { rankToScore, scoreToRank } from '../services/oneScore'
import { hash, SAMPLE_YEARS, sampleTable } from './sampleOneScore'

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
const LOCAL_VOCATIONAL = 12

/** Batch names: after the reform one 本科批; before it 本科一批/本科二批 (the first for strength ≥ FIRST_BATCH_STRENGTH). */
export const BATCHES = { undergraduate: '本科批', special: '特殊类型招生控制线', first: '本科一批', second: '本科二批', vocational: '专科批' } as const
const FIRST_BATCH_STRENGTH = 0.6

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
  noise: (key: string, strength: number) => number
): AdmissionUnit[] {
  const make = (group_code: string, majors: MajorOffer[], lift: number): AdmissionUnit => ({
    inst,
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

/** Home institutions rank a little higher at home (most of their seats are there too). */
const HOME_BONUS = 0.01
/**
 * Spread of the per-year strength noise, narrowing towards the top (× 2(1 − strength)): the
 * order of the leading universities hardly changes from year to year, further down neighbours swap.
 */
const YEAR_NOISE = 0.01

/**
 * In the first batch the uptake grows with depth (rank = start + span × (seats above / seats)^1.3):
 * the best candidates mostly take the leading universities' seats, further down more of them go
 * to institutions outside the sample.
 */
const TOP_CONCENTRATION = 1.3

/** The last unit of a batch ends this far into the batch's share, just above its control line. */
const BATCH_FILL = 0.97

function provinceYearTrack(province: string, year: number, track: Track, chosen: readonly SampleInstitution[], out: SampleLines): void {
  const rows = sampleTable(province, year, track).rows
  const total = rows[rows.length - 1].cumulative
  const reformed = isNewGaokao(province, year)
  const apply = applyModeFor(province, year)
  const cls = classOf(track)
  const size = Math.min(1.6, Math.max(0.35, Math.sqrt(total / 150_000)))
  const noise = (key: string, strength: number) => (unit(`noise|${province}|${year}|${track}|${key}`) - 0.5) * YEAR_NOISE * Math.min(1, 2 * (1 - strength))

  const units: AdmissionUnit[] = []
  for (const inst of chosen) {
    const home = inst.province === province
    const strength = nationalStrength(inst) + (home ? HOME_BONUS : 0)
    const batch = batchOf(inst, reformed)
    const offers = majorsOf(inst, cls, home).map((major): MajorOffer => {
      const r = unit(`seats|${province}|${inst.code}|${cls}|${major.code}`)
      const base = inst.level === '专科' ? 20 + 40 * r : home ? 12 + 28 * r : (1 + 4 * r) * (strength > 0.7 ? 1 : 0.8)
      const yearly = 0.9 + 0.2 * unit(`seats|${province}|${inst.code}|${track}|${major.code}|${year}`)
      return { major, seats: Math.max(1, Math.round(base * size * yearly)), requirement: subjectRequirement(major, track, reformed) }
    })
    if (offers.length === 0) continue
    const instUnits = unitsOf(inst, offers, apply, batch, strength, noise)
    for (const u of instUnits) {
      for (const offer of u.majors) {
        out.plans.push({
          institution_id: inst.id,
          institution_name: inst.name,
          province,
          year,
          track,
          batch,
          group_code: u.group_code,
          major_code: offer.major.code,
          major_name: offer.major.name,
          subject_requirement: offer.requirement,
          plan_count: offer.seats,
          duration: offer.major.duration ?? (inst.level === '本科' ? 4 : 3),
          tuition: tuitionOf(inst, offer.major)
        })
      }
    }
    units.push(...instUnits)
  }

  // Each batch ends at its control line's rank; 专科批 at the table's last row; 特殊类型 is a line only.
  const shares = lineShares(province, track, year)
  const at = (share: number) => Math.round(share * total)
  const segments = reformed
    ? [
        { batch: BATCHES.undergraduate, end: at(shares.undergraduate) },
        { batch: BATCHES.vocational, end: total }
      ]
    : [
        { batch: BATCHES.first, end: at(shares.first) },
        { batch: BATCHES.second, end: at(shares.second) },
        { batch: BATCHES.vocational, end: total }
      ]
  const lines = [...segments, ...(reformed ? [{ batch: BATCHES.special, end: at(shares.special) }] : [])]
  for (const { batch, end } of lines) {
    const score = rankToScore(rows, end)
    out.batchLines.push({ province, year, track, batch, score, rank: scoreToRank(rows, score).rank_worst })
  }

  let start = 0
  segments.forEach((segment, index) => {
    const inBatch = units
      .filter((u) => u.batch === segment.batch)
      .sort((a, b) => b.strength - a.strength || a.inst.code.localeCompare(b.inst.code) || a.group_code.localeCompare(b.group_code))
    const seats = Math.max(
      1,
      inBatch.reduce((n, u) => n + u.seats, 0)
    )
    const span = BATCH_FILL * segment.end - start
    const shape = index === 0 ? TOP_CONCENTRATION : 1
    let above = 0
    let previous = start
    for (const u of inBatch) {
      above += u.seats
      const minRank = Math.max(previous + 1, Math.round(start + span * (above / seats) ** shape))
      emitUnit(u, previous, minRank)
      previous = minRank
    }
    start = segment.end
  })

  /** The lines of one unit admitting ranks (from, to]: its majors in order of popularity, then the group. */
  function emitUnit(u: AdmissionUnit, from: number, to: number): void {
    // Objects written out field by field: spreading a shared base is ~10× slower at this volume.
    const line = (kind: LineKind, major: Major | null, lineFrom: number, lineTo: number, seats: number): AdmissionLine => ({
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
      min_score: rankToScore(rows, lineTo),
      min_rank: lineTo,
      avg_score: averageScore(rows, lineFrom, lineTo),
      plan_count: seats
    })
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
function institutionLines(admissions: readonly AdmissionLine[]): AdmissionLine[] {
  const byInstitution = new Map<string, AdmissionLine[]>()
  for (const line of admissions) {
    if (line.kind !== 'major') continue
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
  for (const province of provinces) {
    const chosen = chooseInstitutions(province, sorted)
    for (const year of SAMPLE_YEARS) {
      for (const track of tracksFor(province, year)) provinceYearTrack(province, year, track, chosen, out)
    }
  }
  out.admissions.push(...institutionLines(out.admissions))
  return out
}
