/**
 * How a recommendation reads on the pages (application/index, professionSelector, schoolDetails,
 * professionDetails, vip/index), pure: titles, the explanation in words, the 本科/专科 choice, why a
 * list is empty, and the form entry a chosen major becomes.
 */
import type { AdmissionBand, Explanation, GaokaoInfoParams, IndexStat, PastRankView, RecommendedUnit, UnitMajor, UnitsFrom } from '@types-contract/application'
import type { ApplyMode } from '@types-contract/edu'
import { INSTITUTION_LEVELS, type InstitutionLevel } from '@types-contract/gaokao'
import { BAND_LABEL, formatProbability } from '@core/admissionBands'
import { categoryOfMajor } from '@core/personalityMajors'
import { APPLY_LABEL, applyModeFor } from '@core/provinceFacts'
import type { EntryMeta, FormEntry } from '@core/applicationForm'

/** The order of the band tabs: what a family fills first (冲, 稳, 保), then the out-of-reach. */
export const BAND_TABS: readonly AdmissionBand[] = ['rush', 'stable', 'safe', 'difficult']

/** A rank or count with thousands separators: 12,345. */
export const thousands = (v: number) => v.toLocaleString('en-US')

/** The slot's name as the form lists it in that mode. */
export function unitTitle(unit: Pick<RecommendedUnit, 'institution_name' | 'group_code' | 'major_name'>, mode: ApplyMode): string {
  if (mode === 'group' && unit.group_code) return `${unit.institution_name} · 专业组 ${unit.group_code}`
  if (mode === 'category' && unit.major_name) return `${unit.major_name} · ${unit.institution_name}`
  return unit.institution_name
}

/**
 * A unit built from a 院校专业组's or an institution's past line (IndexStat.units_from group_lines,
 * institution_lines): its one "major" per line has no name, since the data has no major list.
 */
export function isWholeUnit(unit: Pick<RecommendedUnit, 'majors'>): boolean {
  return unit.majors.length > 0 && unit.majors.every((m) => !m.major_name)
}

/** How a major of the unit reads: its name, or the whole group or institution a nameless line stands for. */
export function majorLabel(unit: Pick<RecommendedUnit, 'institution_name'>, major: Pick<UnitMajor, 'major_name' | 'group_code'>): string {
  if (major.major_name) return major.major_name
  return major.group_code ? `专业组 ${major.group_code}（整组）` : `${unit.institution_name}（整校）`
}

export function unitMeta(unit: Pick<RecommendedUnit, 'institution_province' | 'city' | 'level' | 'batch' | 'plan_count' | 'majors'>, mode: ApplyMode): string {
  // An institution outside the ministry's list (未匹配院校库) has no known place.
  const place = unit.city && unit.city !== unit.institution_province ? `${unit.institution_province} ${unit.city}` : unit.institution_province
  const majors = mode === 'category' || isWholeUnit(unit) ? '' : `${unit.majors.length} 个专业`
  // No plan count is known when the units come from past lines (IndexStat.units_from).
  const plan = unit.plan_count > 0 ? `计划 ${unit.plan_count} 人` : ''
  return [place, unit.batch || unit.level, plan, majors].filter(Boolean).join(' · ')
}

/** The tag of a unit whose institution is not in the ministry's list (RecommendedUnit.unmatched). */
export const UNMATCHED_TAG = '未匹配院校库'

/** Why such a unit has no institution page. */
export const UNMATCHED_NOTE = `${UNMATCHED_TAG}：该院校的名称和代码未能对应教育部高校名单，按数据中的名称列出，暂无院校主页。可用 npm run import -- --aliases <对照表文件> 补充名称对照。`

/** The user's test 门类 (RecommendResponse.test_categories) that a major of the unit belongs to, in that order. */
export function testFit(unit: Pick<RecommendedUnit, 'majors'>, categories: readonly string[]): string[] {
  const own = new Set(unit.majors.map((m) => categoryOfMajor(m.major_code)))
  return categories.filter((c) => own.has(c as never))
}

/**
 * One past year in words: the unit's own line; its institution's bridged across a reform (its track
 * that year, and the equivalent carrying the unit's gap to its institution); or, for a unit judged by
 * its institution's lines alone, the institution's.
 */
function pastLine(p: PastRankView, basis: Explanation['basis']): string {
  const rank = thousands(p.min_rank)
  const equivalent = thousands(p.equivalent_rank)
  if (p.basis === 'institution' && basis === 'own') return `${p.year} 年（${p.track}，按院校线）最低位次 ${rank}，按与院校线的差距折合今年约 ${equivalent}`
  const notes = [p.basis === 'institution' ? `${p.track}院校线` : '', p.equivalent_rank === p.min_rank ? '' : `折合今年 ${equivalent}`].filter(Boolean)
  return `${p.year} 年最低位次 ${rank}${notes.length ? `（${notes.join('，')}）` : ''}`
}

/**
 * The explanation in sentences: each past year's min rank and its equivalent this year, the
 * user's rank against the expected cut-off, and the probability with its risk wording.
 */
export function explanationLines(e: Explanation): string[] {
  if (!e.past.length || e.probability === null) return ['往年无可比的录取位次，暂无法估算录取概率']
  return [
    e.past.map((p) => pastLine(p, e.basis)).join('；'),
    `你的位次 ${thousands(e.rank)}，预计今年最低位次约 ${thousands(e.expected_rank ?? 0)}`,
    `录取概率 ${formatProbability(e.probability)}（${BAND_LABEL[e.band]}${e.risk ? ` · ${e.risk}` : ''}）`
  ]
}

const yearList = (past: readonly PastRankView[]) =>
  past
    .map((p) => p.year)
    .sort((a, b) => a - b)
    .join('、')

/**
 * The explanation of a whole 院校专业组 (built from its lines, no major list) opens with what it is
 * judged by: the group's own lines of the years the explanation cites, and the years before a reform
 * its institution's lines stand in for.
 */
export function unitWhy(unit: Pick<RecommendedUnit, 'group_code' | 'majors' | 'explanation'>): string[] {
  const lines = explanationLines(unit.explanation)
  const { past, basis } = unit.explanation
  if (!unit.group_code || !isWholeUnit(unit) || !past.length) return lines
  if (basis === 'institution') return [`按院校往年录取线判断（${yearList(past)} 年），整组填报`, ...lines]
  const bridged = past.filter((p) => p.basis === 'institution')
  const own = `${yearList(past.filter((p) => p.basis === 'own'))} 年`
  const years = bridged.length ? `${own}；${yearList(bridged)} 年按改革前院校线折合` : own
  return [`按专业组 ${unit.group_code} 往年录取线判断（${years}），整组填报`, ...lines]
}

/** A major of a unit as a form entry (its plan row id, the school, the group code). */
export function entryOf(unit: Pick<RecommendedUnit, 'institution_id'>, major: Pick<UnitMajor, 'id' | 'group_code'>): FormEntry {
  return { id: major.id, school_id: unit.institution_id, profession_group_code: major.group_code }
}

/** What the form shows of that entry without reloading it. */
export function entryMeta(
  unit: Pick<RecommendedUnit, 'institution_name' | 'explanation'>,
  major: Pick<UnitMajor, 'major_name' | 'group_code' | 'subject_requirement'>
): EntryMeta {
  const band = unit.explanation.band
  return {
    institution_name: unit.institution_name,
    major_name: majorLabel(unit, major),
    band,
    probability: unit.explanation.probability,
    subject_requirement: major.subject_requirement
  }
}

/**
 * The range this year's cut-off rank falls in about two times out of three (expected × e^±spread,
 * the model's one-sigma band on log rank), null without an estimate.
 */
export function cutoffRange(e: Pick<Explanation, 'expected_rank' | 'spread'>): [number, number] | null {
  if (e.expected_rank === null || e.spread === null) return null
  return [Math.round(e.expected_rank * Math.exp(-e.spread)), Math.round(e.expected_rank * Math.exp(e.spread))]
}

/** What one unit is when the units come from past lines of one kind (IndexStat.units_from). */
const LINE_UNIT: Record<Exclude<UnitsFrom, 'plans'>, { kind: string; each: string }> = {
  major_lines: { kind: '专业', each: '每个专业' },
  group_lines: { kind: '院校专业组', each: '每个专业组' },
  institution_lines: { kind: '院校', each: '每所院校' }
}

/**
 * The line under the user's info on 填志愿: year, what the units come from (none when there is no
 * data for the province or track: no year's plans are used), apply mode, slots.
 */
export function planBasisLine(stat: Pick<IndexStat, 'year' | 'plan_year' | 'units_from' | 'mode' | 'slots'> & Partial<Pick<IndexStat, 'empty_reason'>>): string {
  const basis =
    stat.empty_reason === 'no_data' || stat.empty_reason === 'no_track_data'
      ? ''
      : stat.units_from === 'plans'
        ? `${stat.plan_year} 年招生计划`
        : `按 ${stat.plan_year} 年${LINE_UNIT[stat.units_from].kind}录取线`
  return [`${stat.year} 年填报`, basis, APPLY_LABEL[stat.mode], `${stat.slots} 个志愿`].filter(Boolean).join(' · ')
}

/**
 * Why the list looks as it does when it is built from past lines (no plans): what a unit is, and
 * what the data lacks (in a 院校专业组 province a major's line stands in for its group; a group's or
 * an institution's line has no major list). null with plans.
 */
export function unitsFromNote(stat: Pick<IndexStat, 'province' | 'plan_year' | 'units_from' | 'line_years'>): string | null {
  if (stat.units_from === 'plans') return null
  const { kind, each } = LINE_UNIT[stat.units_from]
  const years = stat.line_years.length ? `${Math.min(...stat.line_years)}-${Math.max(...stat.line_years)} 年` : '往年'
  const lacks =
    stat.units_from === 'group_lines'
      ? '；数据不含组内专业名单，按整个专业组填报'
      : stat.units_from === 'institution_lines'
        ? '；数据不含专业名单，按院校填报'
        : applyModeFor(stat.province, stat.plan_year) === 'group'
          ? '；该数据没有院校专业组代码，以专业的录取线代替其所在专业组'
          : ''
  return `暂无招生计划：列出 ${stat.plan_year} 年有录取线的${kind}，${each}作为一个志愿，概率按其 ${years}录取线估算${lacks}。导入数据，仅供参考，以当年招生计划为准。`
}

/**
 * Why 专业优先 finds nothing when the units come from group or institution lines: the data has no
 * major names to search. null otherwise (an empty band is then just empty).
 */
export function majorSearchNote(stat: Pick<IndexStat, 'units_from'> | undefined): string | null {
  if (stat?.units_from !== 'group_lines' && stat?.units_from !== 'institution_lines') return null
  return `导入的数据只有${LINE_UNIT[stat.units_from].kind}录取线，没有专业名单，暂不能按专业查找；请在「填志愿」中按${stat.units_from === 'group_lines' ? '专业组' : '院校'}选择`
}

/* ---------- 本科 / 专科 ---------- */

/** The info a 本科/专科 choice was made for: a new score, rank or track starts from the default again. */
export function batchInfoKey(info: GaokaoInfoParams): string {
  const { province, apply_year, liberal_science, subjects, score, rank } = info
  return JSON.stringify([province, apply_year, liberal_science ?? '', [...(subjects ?? [])].sort(), score, rank])
}

/**
 * The levels to switch between on 填志愿, [] for no switch: shown when the province and track have
 * units of both, or when the list shown is not the default (the user switched, so they can switch back).
 */
export function batchOptions(stat: Pick<IndexStat, 'batch_level' | 'batch_default' | 'batch_levels'>): InstitutionLevel[] {
  const both = INSTITUTION_LEVELS.every((l) => stat.batch_levels.includes(l))
  return both || stat.batch_default !== stat.batch_level ? [...INSTITUTION_LEVELS] : []
}

/** How the default list was chosen: the 本科 line the score was judged by, or that the province has none. */
export function batchNote(stat: Pick<IndexStat, 'year' | 'batch_default' | 'batch_line'>): string {
  const line = stat.batch_line
  if (!line) return '暂无本省批次线，默认显示本科志愿'
  // An earlier year's line is compared by rank, scaled to this year's candidates (server defaultBatch).
  const basis = `按 ${line.year} 年${line.batch} ${line.score} 分线${line.year === stat.year ? '' : `（按位次折算到 ${stat.year} 年）`}`
  return stat.batch_default === '本科' ? `${basis}，你的成绩可报本科` : `${basis}，你的成绩未达本科线，默认显示专科`
}

/* ---------- empty lists ---------- */

/** The command that loads data files (scripts/import.ts). */
export const IMPORT_COMMAND = 'npm run import -- <文件或文件夹>'

export interface EmptyNotice {
  title: string
  /** What to import or do. */
  hint: string
  /** The other list has units: offer to switch to it. */
  switchTo: InstitutionLevel | null
}

const total = (counts: IndexStat['counts']) => counts.difficult + counts.rush + counts.stable + counts.safe

/**
 * Why 填志愿 has nothing to show, null when a band has units: the server's empty_reason (no data,
 * none for the track, no 一分一段 table), else a list of one level with nothing while the other
 * has units, else units without a usable past line.
 */
export function emptyNotice(stat: Pick<IndexStat, 'province' | 'track' | 'empty_reason' | 'counts' | 'unknown' | 'batch_level' | 'batch_levels'>): EmptyNotice | null {
  const { province, track } = stat
  switch (stat.empty_reason) {
    case 'no_data':
      return {
        title: `${province}暂无招生计划和录取分数线数据`,
        hint: `请导入该省份的招生计划或往年录取分数线（专业、院校专业组或院校线均可），以及往年的一分一段表：${IMPORT_COMMAND}`,
        switchTo: null
      }
    case 'no_track_data':
      return {
        title: `${province}暂无${track}的招生计划和录取分数线`,
        hint: `该省份只有其他科类的数据。请导入${track}的招生计划或往年录取分数线：${IMPORT_COMMAND}`,
        switchTo: null
      }
    case 'no_rank_table':
      return {
        title: `缺少${province}往年的一分一段表，无法估算录取概率`,
        hint: `已有录取分数线，但没有往年${track}的一分一段表，各年的录取位次无法折算到今年。请导入往年的一分一段表：${IMPORT_COMMAND}`,
        switchTo: null
      }
  }
  if (total(stat.counts) > 0) return null
  const other = INSTITUTION_LEVELS.find((l) => l !== stat.batch_level && stat.batch_levels.includes(l))
  if (other && !stat.batch_levels.includes(stat.batch_level)) {
    return { title: `暂无${stat.batch_level}志愿`, hint: `${province}${track}的数据中没有${stat.batch_level}批次的院校，可切换到${other}查看`, switchTo: other }
  }
  if (stat.unknown > 0) {
    return {
      title: '暂无可估算录取概率的志愿',
      hint: `${stat.unknown} 个志愿往年没有可比的录取位次，无法估算录取概率。请导入更早年份的录取分数线：${IMPORT_COMMAND}`,
      switchTo: null
    }
  }
  return null
}
