/**
 * Comparing two to four institutions (university/contrast → university/compare; types/edu.ts
 * CompareResponse). The server side (server/services/compare.ts) shapes each institution's entry
 * line, plans and grades with the functions here; the page turns the answer into rows with the
 * best value of each row marked. No Taro import; tested in test/unit/compare.test.ts.
 */
import { ASSESSMENT_GRADES, COMPARE_LIMITS, type AssessmentGrade, type CompareEntry, type CompareLine, type ComparePlans, type CompareResponse } from '../types/edu'
import { TRACKS, type DataSource, type Track } from '../types/gaokao'
import { cell, pickOption } from './admission'
import { institutionChips } from './institutionFacts'

/* ---------- the ids of a comparison ---------- */

export type ParsedIds = { ok: true; ids: number[] } | { ok: false; error: string }

/** '12,7,30' → [12, 7, 30]: positive integers, no repeats, COMPARE_LIMITS.min to .max of them. */
export function parseCompareIds(text: string | undefined): ParsedIds {
  const parts = (text ?? '').split(',').map((p) => p.trim())
  if (parts.some((p) => !/^\d{1,15}$/.test(p) || Number(p) < 1)) return { ok: false, error: '院校编号应为以英文逗号分隔的正整数' }
  const ids = parts.map(Number)
  if (new Set(ids).size !== ids.length) return { ok: false, error: '不能重复对比同一所院校' }
  if (ids.length < COMPARE_LIMITS.min) return { ok: false, error: `请至少选择 ${COMPARE_LIMITS.min} 所院校进行对比` }
  if (ids.length > COMPARE_LIMITS.max) return { ok: false, error: `最多同时对比 ${COMPARE_LIMITS.max} 所院校` }
  return { ok: true, ids }
}

/* ---------- shaping one institution's data (server) ---------- */

export interface LineRow {
  year: number
  track: string
  batch: string
  kind: string
  min_score: number
  min_rank: number | null
  plan_count: number | null
}

export interface PlanRow {
  year: number
  track: string
  major_code: string
  major_name: string
  plan_count: number
}

/** The year and track to show: the wanted ones when stored, else the newest year and its first track. */
export function compareChoice(
  rows: readonly { year: number; track: string }[],
  want: { year?: number; track?: Track }
): { years: number[]; tracks: Track[]; year: number | null; track: Track | null } {
  const years = [...new Set(rows.map((r) => r.year))].sort((a, b) => b - a)
  const year = pickOption(years, want.year) ?? null
  const offered = new Set(rows.filter((r) => r.year === year).map((r) => r.track))
  const tracks = TRACKS.filter((t) => offered.has(t))
  return { years, tracks, year, track: pickOption(tracks, want.track) ?? null }
}

const sumOrNull = (values: (number | null)[]): number | null => {
  const known = values.filter((v): v is number => v !== null)
  return known.length ? known.reduce((a, b) => a + b, 0) : null
}

/**
 * The institution's entry line in one year and track (types/edu.ts CompareLine): per batch its
 * institution line, else its groups taken together (an applicant gets in at the weakest group:
 * lowest score, largest rank; seats add up); of the batches, the one with the highest line.
 */
export function entryLine(lines: readonly LineRow[], year: number, track: string): CompareLine | null {
  const byBatch = new Map<string, LineRow[]>()
  for (const l of lines) {
    if (l.year !== year || l.track !== track || (l.kind !== 'institution' && l.kind !== 'group')) continue
    byBatch.set(l.batch, [...(byBatch.get(l.batch) ?? []), l])
  }
  let best: CompareLine | null = null
  for (const [batch, rows] of byBatch) {
    const own = rows.filter((l) => l.kind === 'institution')
    const line: CompareLine = own.length
      ? { batch, kind: 'institution', groups: 0, ...pickLine(own.reduce((a, b) => (b.min_score < a.min_score ? b : a))) }
      : {
          batch,
          kind: 'group',
          groups: rows.length,
          min_score: Math.min(...rows.map((l) => l.min_score)),
          min_rank: rows.some((l) => l.min_rank !== null) ? Math.max(...rows.map((l) => l.min_rank ?? 0)) : null,
          plan_count: sumOrNull(rows.map((l) => l.plan_count))
        }
    if (!best || line.min_score > best.min_score) best = line
  }
  return best
}

const pickLine = (l: LineRow) => ({ min_score: l.min_score, min_rank: l.min_rank, plan_count: l.plan_count })

/** The seats and distinct majors (by code, else by name) of one year and track; null when none. */
export function planSummary(plans: readonly PlanRow[], year: number, track: string): ComparePlans | null {
  const rows = plans.filter((p) => p.year === year && p.track === track)
  if (!rows.length) return null
  return { plan_count: rows.reduce((sum, p) => sum + p.plan_count, 0), major_count: new Set(rows.map((p) => p.major_code || p.major_name)).size }
}

/** How many disciplines have each grade, best grade first, grades present only. */
export function gradeCounts(grades: readonly string[]): { grade: AssessmentGrade; count: number }[] {
  return ASSESSMENT_GRADES.map((grade) => ({ grade, count: grades.filter((g) => g === grade).length })).filter((g) => g.count > 0)
}

/* ---------- rows of the result page (app) ---------- */

/**
 * The columns holding the best value: those that compare best (compare(a, b) > 0 when a is
 * better). None when fewer than two columns have a value or when they all tie: nothing stands out.
 */
export function bestColumns<T>(values: readonly (T | null)[], compare: (a: T, b: T) => number): number[] {
  const known = values.map((v, i) => ({ v, i })).filter((x): x is { v: T; i: number } => x.v !== null)
  if (known.length < 2) return []
  const top = known.reduce((a, b) => (compare(b.v, a.v) > 0 ? b : a)).v
  const best = known.filter((x) => compare(x.v, top) === 0).map((x) => x.i)
  return best.length === known.length ? [] : best
}

const higher = (a: number, b: number) => a - b
const lower = (a: number, b: number) => b - a

/** Grade counts compared best grade first: more A+ wins, then more A, and so on. */
export function compareGrades(a: CompareEntry['assessment'], b: CompareEntry['assessment']): number {
  for (const grade of ASSESSMENT_GRADES) {
    const diff = (a.find((g) => g.grade === grade)?.count ?? 0) - (b.find((g) => g.grade === grade)?.count ?? 0)
    if (diff) return diff
  }
  return 0
}

/** 'A+ 2 · A 1 · B+ 3'; '—' when none. */
export function gradeCountsLabel(counts: CompareEntry['assessment']): string {
  return counts.length ? counts.map((g) => `${g.grade} ${g.count}`).join(' · ') : '—'
}

export interface CompareRow {
  key: string
  label: string
  /** One per institution, in the answer's order. */
  cells: string[]
  /** Indexes of the cells with the best value (highlighted). */
  best: number[]
}

export interface CompareSection {
  key: 'facts' | 'line' | 'plans' | 'assessment'
  title: string
  rows: CompareRow[]
  source: DataSource | null
}

function textRow(key: string, label: string, entries: readonly CompareEntry[], text: (e: CompareEntry) => string): CompareRow {
  return { key, label, cells: entries.map((e) => text(e) || '—'), best: [] }
}

/** A figure row: the cells read '—' where the figure is missing; `better` picks the best. */
function figureRow(key: string, label: string, values: (number | null)[], better: (a: number, b: number) => number, unit = ''): CompareRow {
  return { key, label, cells: values.map((v) => cell(v, unit)), best: bestColumns(values, better) }
}

/**
 * The sections of the result page. Best values: the most selective line (highest min score,
 * smallest min rank), the most seats and majors, the best subject-assessment grades. Facts
 * (place, level, type, tags, department) are not ranked.
 */
export function compareSections(answer: CompareResponse): CompareSection[] {
  const { entries, year, track, sources } = answer
  const lines = entries.map((e) => e.line)
  const plans = entries.map((e) => e.plans)
  const facts: CompareSection = {
    key: 'facts',
    title: '基本信息',
    source: sources.institutions,
    rows: [
      textRow('province', '省份', entries, (e) => e.institution.province),
      textRow('city', '城市', entries, (e) => e.institution.city),
      textRow('level', '办学层次', entries, (e) => e.institution.level),
      textRow('type', '院校类型', entries, (e) => e.institution.type),
      textRow('tags', '标签', entries, (e) => institutionChips(e.institution).join(' / ')),
      textRow('department', '主管部门', entries, (e) => e.institution.department)
    ]
  }
  const when = year !== null ? `${year}年${track ?? ''}` : ''
  const line: CompareSection = {
    key: 'line',
    title: `${when}录取线（${answer.province}）`,
    source: sources.lines,
    rows: [
      textRow('batch', '批次', entries, (e) => (e.line ? `${e.line.batch}${e.line.kind === 'group' ? `（${e.line.groups}个专业组）` : ''}` : '')),
      figureRow(
        'min_score',
        '最低分',
        lines.map((l) => l?.min_score ?? null),
        higher
      ),
      figureRow(
        'min_rank',
        '最低位次',
        lines.map((l) => l?.min_rank ?? null),
        lower
      ),
      figureRow(
        'line_plan',
        '本批计划',
        lines.map((l) => l?.plan_count ?? null),
        higher,
        '人'
      )
    ]
  }
  const plan: CompareSection = {
    key: 'plans',
    title: `${when}招生计划（${answer.province}）`,
    source: sources.plans,
    rows: [
      figureRow(
        'plan_count',
        '计划招生',
        plans.map((p) => p?.plan_count ?? null),
        higher,
        '人'
      ),
      figureRow(
        'major_count',
        '招生专业',
        plans.map((p) => p?.major_count ?? null),
        higher,
        '个'
      )
    ]
  }
  const assessment: CompareSection = {
    key: 'assessment',
    title: '学科评估',
    source: sources.assessment,
    rows: [
      {
        key: 'grades',
        label: '评估结果',
        cells: entries.map((e) => gradeCountsLabel(e.assessment)),
        best: bestColumns(
          entries.map((e) => e.assessment),
          compareGrades
        )
      }
    ]
  }
  return [facts, line, plan, assessment]
}

/**
 * The track to ask for first, from the user's gaokao info: the 文/理 choice, else 物理类 or
 * 历史类 by the first subject, else 综合 for three subjects. The server falls back to the
 * year's first track when the province does not have it.
 */
export function preferredTrack(user: { liberal_science: '文科' | '理科' | null; subjects: readonly string[] }): Track | undefined {
  if (user.liberal_science) return user.liberal_science
  if (user.subjects.includes('物理')) return '物理类'
  if (user.subjects.includes('历史')) return '历史类'
  return user.subjects.length === 3 ? '综合' : undefined
}
