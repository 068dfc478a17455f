/**
 * How a recommendation reads on the pages (application/index, professionSelector, schoolDetails,
 * professionDetails, vip/index), pure: titles, the explanation in words, and the form entry a
 * chosen major becomes.
 */
import type { AdmissionBand, Explanation, IndexStat, RecommendedUnit, UnitMajor } from '@types-contract/application'
import type { ApplyMode } from '@types-contract/edu'
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

export function unitMeta(unit: Pick<RecommendedUnit, 'institution_province' | 'city' | 'level' | 'plan_count' | 'majors'>, mode: ApplyMode): string {
  const place = unit.city && unit.city !== unit.institution_province ? `${unit.institution_province} ${unit.city}` : unit.institution_province
  const majors = mode === 'category' ? '' : ` · ${unit.majors.length} 个专业`
  // No plan count is known when the units come from past major lines (IndexStat.units_from).
  const plan = unit.plan_count > 0 ? ` · 计划 ${unit.plan_count} 人` : ''
  return `${place} · ${unit.level}${plan}${majors}`
}

/** The user's test 门类 (RecommendResponse.test_categories) that a major of the unit belongs to, in that order. */
export function testFit(unit: Pick<RecommendedUnit, 'majors'>, categories: readonly string[]): string[] {
  const own = new Set(unit.majors.map((m) => categoryOfMajor(m.major_code)))
  return categories.filter((c) => own.has(c as never))
}

/**
 * The explanation in sentences: each past year's min rank and its equivalent this year, the
 * user's rank against the expected cut-off, and the probability with its risk wording.
 */
export function explanationLines(e: Explanation): string[] {
  if (!e.past.length || e.probability === null) return ['往年无可比的录取位次，暂无法估算录取概率']
  const past = e.past.map((p) =>
    p.equivalent_rank === p.min_rank
      ? `${p.year} 年最低位次 ${thousands(p.min_rank)}`
      : `${p.year} 年最低位次 ${thousands(p.min_rank)}（折合今年 ${thousands(p.equivalent_rank)}）`
  )
  return [
    past.join('；'),
    `你的位次 ${thousands(e.rank)}，预计今年最低位次约 ${thousands(e.expected_rank ?? 0)}`,
    `录取概率 ${formatProbability(e.probability)}（${BAND_LABEL[e.band]}${e.risk ? ` · ${e.risk}` : ''}）`
  ]
}

/** A major of a unit as a form entry (its plan row id, the school, the group code). */
export function entryOf(unit: Pick<RecommendedUnit, 'institution_id'>, major: Pick<UnitMajor, 'id' | 'group_code'>): FormEntry {
  return { id: major.id, school_id: unit.institution_id, profession_group_code: major.group_code }
}

/** What the form shows of that entry without reloading it. */
export function entryMeta(unit: Pick<RecommendedUnit, 'institution_name' | 'explanation'>, major: Pick<UnitMajor, 'major_name' | 'subject_requirement'>): EntryMeta {
  const band = unit.explanation.band
  return {
    institution_name: unit.institution_name,
    major_name: major.major_name,
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

/** The line under the user's info on 填志愿: year, what the units come from, apply mode, slots. */
export function planBasisLine(stat: Pick<IndexStat, 'year' | 'plan_year' | 'units_from' | 'mode' | 'slots'>): string {
  const basis = stat.units_from === 'major_lines' ? `按 ${stat.plan_year} 年专业录取线` : `${stat.plan_year} 年招生计划`
  return `${stat.year} 年填报 · ${basis} · ${APPLY_LABEL[stat.mode]} · ${stat.slots} 个志愿`
}

/**
 * Why the list looks as it does when it is built from past major lines (no plans): what a unit is,
 * and in a 院校专业组 province that a major's line stands in for its group. null with plans.
 */
export function unitsFromNote(stat: Pick<IndexStat, 'province' | 'plan_year' | 'units_from' | 'line_years'>): string | null {
  if (stat.units_from !== 'major_lines') return null
  const years = stat.line_years.length ? `${Math.min(...stat.line_years)}-${Math.max(...stat.line_years)} 年` : '往年'
  const group = applyModeFor(stat.province, stat.plan_year) === 'group' ? '；该数据没有院校专业组代码，以专业的录取线代替其所在专业组' : ''
  return `暂无招生计划：列出 ${stat.plan_year} 年有录取线的专业，每个专业作为一个志愿，概率按其 ${years}录取线估算${group}。导入数据，仅供参考，以当年招生计划为准。`
}
