/**
 * Pure shaping of the gaokao line and plan answers (types/edu.ts) for the university detail,
 * prof_detail and scoreLine pages: which province, track and year to show, the table rows, the
 * trend series of min score and min rank over years, and the majors an institution opens.
 * No Taro import; tested in test/unit/admission.test.ts.
 */
import type { AdmissionLine, BatchLine, EnrollmentPlan } from '../types/edu'
import type { Track } from '../types/gaokao'
import type { TrendSeries, TrendView } from './chartData'
import { DEFAULT_PROVINCE } from './gaokao'
import { PROVINCES, TRACK_BEFORE_REFORM } from './provinceFacts'

export type TrendMetric = 'score' | 'rank'

export const METRIC_LABEL: Record<TrendMetric, string> = { score: '最低分', rank: '最低位次' }

/** The 最低分 / 最低位次 views of a trend card, from the series of each metric. */
export function metricViews(seriesOf: (metric: TrendMetric) => TrendSeries[]): TrendView[] {
  return (Object.keys(METRIC_LABEL) as TrendMetric[]).map((m) => ({ key: m, label: METRIC_LABEL[m], series: seriesOf(m), invertY: m === 'rank' }))
}

/**
 * The province whose lines to show: the wanted one when it is a province, else the user's
 * (the profile may say '河南省'), else 北京.
 */
export function defaultProvince(userProvince: string | null | undefined, want?: string): string {
  const known = (p: string | null | undefined) => (p ? PROVINCES.find((name) => p === name || p.startsWith(name)) : undefined)
  return known(want) ?? known(userProvince) ?? DEFAULT_PROVINCE
}

/** The wanted option when it is offered, else the first offered one. */
export function pickOption<T>(offered: readonly T[], want?: T): T | undefined {
  return want !== undefined && offered.includes(want) ? want : offered[0]
}

/** Distinct values in first-seen order. */
export function distinct<T>(values: readonly T[]): T[] {
  return [...new Set(values)]
}

/** Distinct years, newest first. */
export function yearsOf(items: readonly { year: number }[]): number[] {
  return distinct(items.map((i) => i.year)).sort((a, b) => b - a)
}

/** A number cell; a missing figure reads '—'. */
export function cell(value: number | null | undefined, unit = ''): string {
  return value === null || value === undefined || !Number.isFinite(value) ? '—' : `${value}${unit}`
}

const lineKey = (l: AdmissionLine) => `${l.track}\u0001${l.batch}\u0001${l.year}`

/**
 * The institution's own lines of one track (and batch, when given), newest year first and within
 * a year in the server's order (batches from the most selective): its line in each batch and year,
 * or, where a province lists only 院校专业组 lines for that year (new gaokao), those group lines.
 */
export function institutionLines(lines: readonly AdmissionLine[], track: Track | undefined, batch?: string): AdmissionLine[] {
  const own = lines.filter((l) => l.kind !== 'major' && (!track || l.track === track) && (!batch || l.batch === batch))
  const withInstitutionLine = new Set(own.filter((l) => l.kind === 'institution').map(lineKey))
  return own.filter((l) => l.kind === 'institution' || !withInstitutionLine.has(lineKey(l))).sort((a, b) => b.year - a.year)
}

/** The major lines of one track and year (batch optional), highest min score first. */
export function majorLines(lines: readonly AdmissionLine[], track: Track | undefined, year: number | undefined, batch?: string): AdmissionLine[] {
  return lines
    .filter((l) => l.kind === 'major' && (!track || l.track === track) && (year === undefined || l.year === year) && (!batch || l.batch === batch))
    .sort((a, b) => b.min_score - a.min_score)
}

/**
 * Series over years, one per `seriesOf` value (first-seen order), points by ascending year. Where a
 * series has several values in one year (group lines of one batch) the entry threshold counts:
 * the lowest score, or the largest (worst) rank. Missing values are skipped; empty series dropped.
 */
export function yearTrend<T extends { year: number }>(
  items: readonly T[],
  seriesOf: (item: T) => string,
  valueOf: (item: T) => number | null,
  metric: TrendMetric
): TrendSeries[] {
  const bySeries = new Map<string, Map<number, number>>()
  for (const item of items) {
    const value = valueOf(item)
    if (value === null || !Number.isFinite(value)) continue
    const name = seriesOf(item)
    const years = bySeries.get(name) ?? new Map<number, number>()
    bySeries.set(name, years)
    const seen = years.get(item.year)
    const entry = seen === undefined ? value : metric === 'score' ? Math.min(seen, value) : Math.max(seen, value)
    years.set(item.year, entry)
  }
  return [...bySeries.entries()].map(([name, years]) => ({
    name,
    points: [...years.entries()].sort((a, b) => a[0] - b[0]).map(([x, y]) => ({ x, y }))
  }))
}

/**
 * The institution's min score or min rank over years, one series per batch (one track). A 物理类/历史类
 * trend goes on into the 理科/文科 years before the reform (issue 27: a 2025-reform province has one
 * year of its own), every series then named by track and batch.
 */
export function admissionTrend(lines: readonly AdmissionLine[], track: Track | undefined, metric: TrendMetric, batch?: string): TrendSeries[] {
  const before = track && TRACK_BEFORE_REFORM[track] ? institutionLines(lines, TRACK_BEFORE_REFORM[track], batch) : []
  return yearTrend(
    [...institutionLines(lines, track, batch), ...before],
    (l) => (before.length ? `${l.track} · ${l.batch}` : l.batch),
    (l) => (metric === 'score' ? l.min_score : l.min_rank),
    metric
  )
}

/** The lines or plans of one major: by code, or by name where the source gave no code. */
export function ofMajor<T extends { major_code: string; major_name: string }>(items: readonly T[], code: string, name: string): T[] {
  return items.filter((i) => (code ? i.major_code === code : i.major_name === name))
}

/** One major's lines, newest year first. */
export function majorHistory(lines: readonly AdmissionLine[]): AdmissionLine[] {
  return lines.filter((l) => l.kind === 'major').sort((a, b) => b.year - a.year || a.track.localeCompare(b.track) || a.batch.localeCompare(b.batch))
}

/** One major's plans, newest year first. */
export function planHistory(plans: readonly EnrollmentPlan[]): EnrollmentPlan[] {
  return [...plans].sort((a, b) => b.year - a.year || a.track.localeCompare(b.track) || a.batch.localeCompare(b.batch))
}

/** One major's min score or min rank over years, one series per track (and batch when several). */
export function majorTrend(lines: readonly AdmissionLine[], metric: TrendMetric): TrendSeries[] {
  const majors = lines.filter((l) => l.kind === 'major')
  const severalBatches = distinct(majors.map((l) => l.batch)).length > 1
  return yearTrend(
    majors,
    (l) => (severalBatches ? `${l.track} · ${l.batch}` : l.track),
    (l) => (metric === 'score' ? l.min_score : l.min_rank),
    metric
  )
}

/** The province's batch lines of one track, one series per batch. */
export function batchTrend(lines: readonly BatchLine[], track: Track | undefined, metric: TrendMetric): TrendSeries[] {
  return yearTrend(
    lines.filter((l) => !track || l.track === track),
    (l) => l.batch,
    (l) => (metric === 'score' ? l.score : l.rank),
    metric
  )
}

/** The batch lines of one track and year, in the order the province lists its batches. */
export function batchRows(lines: readonly BatchLine[], track: Track | undefined, year: number | undefined): BatchLine[] {
  return lines.filter((l) => (!track || l.track === track) && (year === undefined || l.year === year))
}

/** The plans of one track (the answer holds one year), in the server's order: batch, group, major code. */
export function planRows(plans: readonly EnrollmentPlan[], track: Track | undefined): EnrollmentPlan[] {
  return plans.filter((p) => !track || p.track === track)
}

export function planTotal(plans: readonly EnrollmentPlan[]): number {
  return plans.reduce((sum, p) => sum + p.plan_count, 0)
}

/** 学制 and yearly 学费 of a plan: '4年 · ¥5500' (the parts that are known). */
export function planMeta(p: Pick<EnrollmentPlan, 'duration' | 'tuition'>): string {
  return [p.duration ? `${p.duration}年` : '', p.tuition ? `¥${p.tuition}` : ''].filter(Boolean).join(' · ')
}

export interface OpenMajor {
  code: string
  name: string
  /** The newest plan year listing it. */
  year: number
  /** Places in that year, all tracks and batches together. */
  planCount: number
  subjectRequirement: string
  duration: number | null
}

/**
 * The majors an institution enrolls in a province (开设专业), from its plans: each major once, as
 * its newest year lists it, ordered by major code. A plan without a code is keyed by its name.
 */
export function majorsFromPlans(plans: readonly EnrollmentPlan[]): OpenMajor[] {
  const byKey = new Map<string, OpenMajor>()
  for (const p of plans) {
    if (!p.major_name && !p.major_code) continue
    const key = p.major_code || p.major_name
    const seen = byKey.get(key)
    if (!seen || p.year > seen.year) {
      byKey.set(key, {
        code: p.major_code,
        name: p.major_name,
        year: p.year,
        planCount: p.plan_count,
        subjectRequirement: p.subject_requirement,
        duration: p.duration
      })
    } else if (p.year === seen.year) {
      seen.planCount += p.plan_count
    }
  }
  return [...byKey.values()].sort((a, b) => (a.code || a.name).localeCompare(b.code || b.name))
}

/** The second line of an open major: '080901 · 4年 · 选科：物理+化学' (the parts that are known). */
export function openMajorMeta(m: Pick<OpenMajor, 'code' | 'duration' | 'subjectRequirement'>): string {
  return [m.code, m.duration ? `${m.duration}年` : '', m.subjectRequirement ? `选科：${m.subjectRequirement}` : ''].filter(Boolean).join(' · ')
}
