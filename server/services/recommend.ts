/**
 * Recommendations (issue 6): the user's gaokao info (from a body or a query string) checked and
 * resolved to a province, track, plan year and apply mode; the caller's VIP state and test results
 * (applicantOf); every unit of the plan year scored with server/domain/probability.ts
 * admissionProbability; the bands, counts and the index statistics. The units come from
 * recommendUnits.ts (cached per province, track, plan year and mode); the scores of one
 * (units, apply year, rank, subjects, totals) are memoised too, so the index statistics and the
 * four band pages of one user cost one scoring.
 *
 * Decisions (docs/recommendation.md, "Recommendation API"):
 *  - the plan year: gk_mode.plan_year (the province's fact) when it has plans for the track and is
 *    not after the apply year, else the newest year with plans not after the apply year, else the
 *    newest with plans at all; the apply mode is applyModeFor(province, plan year);
 *  - a unit's lines: its own kind's when it has one usable for the apply year, else the
 *    institution's (recommendUnits.ts); totals per year from the one-score store, the year's
 *    track standing for the user's (理科 for 物理类 before a reform);
 *  - eligibility: 文科/理科 tracks always; otherwise the plan's 选科要求 against the user's subjects
 *    (an unreadable requirement is not held against anyone); a unit is listed only with at least
 *    one eligible major;
 *  - order within a band: 难录 by probability, highest first (the nearest to reach first: the very
 *    top is of no use to anyone in this band); 冲/稳/保 by expected cut-off rank, best first (the most
 *    selective unit the candidate has that chance for first, as a form is ordered); ties by
 *    probability, then key.
 */
import type { AdmissionBand, Explanation, GaokaoInfoBody, GaokaoInfoQuery, IndexStat, RecommendedUnit, UnitMajor } from '../../types/application'
import { BAD_PARAMS, BANDS } from '../../types/application'
import type { ApplyMode } from '../../types/edu'
import type { DataSource, OneScoreRow, Track } from '../../types/gaokao'
import { SUBJECTS, type LiberalScience, type Subject } from '../../types/user'
import { RISK_LABEL, riskOf } from '../../core/admissionBands'
import { meetsRequirement } from '../../core/applicationForm'
import { checkGaokaoInfo, INCOMPLETE_MESSAGE, sortSubjects, trackOf, type GaokaoInfoField } from '../../core/gaokaoInfo'
import { admissionProbability, comparableTotals, paramsFor, type ModelParams } from '../domain/probability'
import { applyModeFor, factsOf, PROVINCES } from '../../core/provinceFacts'
import type { Database, Db } from '../db/open'
import { ApiError, fieldError } from '../errors'
import { oneScoreTables } from './oneScoreStore'
import { provinceIndex, recommendUnits, relatedTracks, trackInYear, type LoadedUnit, type UnitSet, type UnitsFrom } from './recommendUnits'
import { latestInterestCode } from './testResults'
import { findById, isVip } from './users'

/** The info as a request gives it; absent or placeholder values (apply_year 0, score -1, rank 0) are missing. */
export interface InfoInput {
  province?: string | null
  apply_year?: number | null
  liberal_science?: LiberalScience | null
  subjects?: readonly string[]
  score?: number | null
  rank?: number | null
}

/** Splits a comma-separated list ('a,b' or 'a，b'), blanks dropped. */
const listOf = (text: string | undefined) =>
  (text ?? '')
    .split(/[,，]/)
    .map((s) => s.trim())
    .filter(Boolean)

/** The info of a POST body ('' for liberal_science means none). */
export function infoOfBody(body: GaokaoInfoBody): InfoInput {
  const { province, apply_year, subjects, score, rank } = body
  return { province, apply_year, subjects, score, rank, liberal_science: body.liberal_science || null }
}

/** The info of a query string, subjects comma-separated; a subject not of SUBJECTS is a 400. */
export function infoOfQuery(query: GaokaoInfoQuery): InfoInput {
  const subjects = listOf(query.subjects)
  const unknown = subjects.find((s) => !(SUBJECTS as readonly string[]).includes(s))
  if (unknown !== undefined) throw fieldError('subjects', `选考科目应为：${SUBJECTS.join('、')}，多个用逗号分隔`)
  return { province: query.province, apply_year: query.apply_year, liberal_science: query.liberal_science || null, subjects, score: query.score, rank: query.rank }
}

/** The institution provinces of a comma-separated `regions` filter; anything else is a 400. */
export function regionsOf(text: string | undefined): string[] {
  const regions = listOf(text)
  if (regions.some((r) => !(PROVINCES as readonly string[]).includes(r))) throw fieldError('regions', '地区应为省份名称（如 江苏），多个用逗号分隔')
  return regions
}

/** What recommendations depend on about the caller: VIP (permission v1) and the MBTI and SDS results. */
export interface Applicant {
  vip: boolean
  mbti: string | null
  /** The SDS Holland code. */
  interest: string | null
}

export async function applicantOf(db: Db, userId: number, now: number): Promise<Applicant> {
  const row = await findById(db, userId)
  if (!row) throw new ApiError(401, 'token_not_valid', '登录已失效，请重新登录')
  return { vip: isVip(row, now), mbti: row.mbtiResult, interest: await latestInterestCode(db, userId) }
}

export interface RecommendContext {
  province: string
  apply_year: number
  track: Track
  rank: number
  score: number
  subjects: Subject[]
  /** false for 文科/理科: every major is open. */
  checkSubjects: boolean
  plan_year: number
  /** Whether the units are the plan year's plans or (no real plans) that year's real major lines. */
  units_from: UnitsFrom
  mode: ApplyMode
  slots: number
}

const FIELD_MESSAGE: Record<GaokaoInfoField, string> = {
  province: '请选择省份',
  apply_year: '请填写高考年份',
  rank: '请填写位次',
  score: '请填写分数',
  subjects: '请选择文理科或三门选考科目'
}

/** 400 BAD_PARAMS '请先完善高考信息' with what is missing in `fields`. */
export function badParams(fields: Record<string, string>): ApiError {
  return new ApiError(400, BAD_PARAMS, INCOMPLETE_MESSAGE, fields)
}

/** '河南省' → '河南'; undefined when not one of the 31. */
export function provinceName(value: string | null | undefined): string | undefined {
  const p = value?.trim()
  return p ? PROVINCES.find((name) => p === name || p.startsWith(name)) : undefined
}

const MIN_YEAR = 2000

/** Checks the info (checkGaokaoInfo, then the province and the track) and resolves the plan year and mode. */
export async function resolveContext(database: Database, input: InfoInput): Promise<RecommendContext> {
  const applyYear = typeof input.apply_year === 'number' && input.apply_year >= MIN_YEAR ? input.apply_year : null
  const info = {
    province: input.province ?? null,
    apply_year: applyYear,
    liberal_science: input.liberal_science ?? null,
    subjects: input.subjects ?? [],
    score: input.score ?? null,
    rank: input.rank ?? null
  }
  const check = checkGaokaoInfo(info)
  if (!check.complete) throw badParams(Object.fromEntries(check.missing.map((f) => [f, FIELD_MESSAGE[f]])))
  const province = provinceName(info.province)
  if (!province) throw badParams({ province: '暂不支持该省份' })
  const track = trackOf({ ...info, province })
  if (!track) throw badParams({ subjects: '无法确定科类：请按该省份的高考模式选择文理科或选考科目' })
  const apply_year = applyYear!
  const index = await provinceIndex(database.db)
  const fact = factsOf(province)!
  const data = index.get(province)
  const years = data?.planYears[track] ?? []
  const notAfter = years.filter((y) => y <= apply_year)
  let plan_year = notAfter.includes(fact.plan_year) ? fact.plan_year : (notAfter[0] ?? (years.includes(fact.plan_year) ? fact.plan_year : (years[0] ?? fact.plan_year)))
  let mode = applyModeFor(province, plan_year)
  // Real lines but no real plans: the newest real major lines before the apply year are the units
  // (sample plans are not mixed with real lines), each major its own unit.
  const lineYear = data && !data.realPlanTracks.includes(track) ? data.realLineYears[track]?.find((y) => y < apply_year) : undefined
  const units_from: UnitsFrom = lineYear === undefined ? 'plans' : 'major_lines'
  if (lineYear !== undefined) {
    plan_year = lineYear
    mode = 'category'
  }
  const subjects = sortSubjects(info.subjects)
  return {
    province,
    apply_year,
    track,
    rank: info.rank!,
    score: info.score!,
    subjects,
    checkSubjects: track !== '文科' && track !== '理科',
    plan_year,
    units_from,
    mode,
    slots: fact.slots
  }
}

/* ---------- scoring ---------- */

export interface Scored {
  /** Eligible units of each band, in the band's order. */
  bands: Record<AdmissionBand, RecommendedUnit[]>
  /** Eligible units without a probability. */
  unknown: number
  /** Past years whose lines were used, newest first. */
  line_years: number[]
  source: DataSource
}

const NO_DATA_SOURCE: DataSource = { kind: 'imported', label: '暂无招生计划数据', year: null }

/** Candidates per year for the track (each year's own track standing for it). */
async function totalsFor(database: Database, province: string, track: Track): Promise<Record<number, number>> {
  const tables: { year: number; rows: OneScoreRow[] }[] = []
  for (const t of relatedTracks(track)) {
    for (const table of await oneScoreTables(database, province, t)) if (trackInYear(province, table.year, track) === t) tables.push(table)
  }
  return comparableTotals(tables)
}

const usable = (lines: LoadedUnit['own'], year: number, totals: Record<number, number>) =>
  lines.some((l) => l.year < year && (l.min_rank ?? 0) > 0 && (totals[l.year] ?? 0) > 0)

function eligibleOf(m: LoadedUnit['majors'][number], ctx: RecommendContext): boolean {
  return !ctx.checkSubjects || m.requirement === null || meetsRequirement(m.requirement, ctx.subjects)
}

function scoreUnit(u: LoadedUnit, ctx: RecommendContext, totals: Record<number, number>, params: ModelParams): RecommendedUnit | null {
  const majors: UnitMajor[] = u.majors.map((m) => ({
    id: m.id,
    major_code: m.major_code,
    major_name: m.major_name,
    group_code: m.group_code,
    plan_count: m.plan_count,
    subject_requirement: m.subject_requirement,
    eligible: eligibleOf(m, ctx),
    tuition: m.tuition,
    duration: m.duration
  }))
  if (!majors.some((m) => m.eligible)) return null
  const lines = usable(u.own, ctx.apply_year, totals) ? u.own : u.institution
  const p = admissionProbability({ rank: ctx.rank, year: ctx.apply_year, lines, totals, plan_count: u.plan_count }, params)
  const risk = riskOf(p.probability)
  const explanation: Explanation = { ...p, risk: risk ? RISK_LABEL[risk] : '' }
  return {
    key: u.key,
    institution_id: u.institution_id,
    institution_name: u.institution_name,
    institution_province: u.institution_province,
    city: u.city,
    level: u.level,
    tags: u.tags,
    group_code: u.group_code,
    major_code: u.major_code,
    major_name: u.major_name,
    plan_count: u.plan_count,
    majors,
    explanation
  }
}

const probability = (u: RecommendedUnit) => u.explanation.probability ?? 0
const expected = (u: RecommendedUnit) => u.explanation.expected_rank ?? Number.MAX_SAFE_INTEGER

/** The order within a band (see the file comment). */
export function bandOrder(band: AdmissionBand): (a: RecommendedUnit, b: RecommendedUnit) => number {
  if (band === 'difficult') return (a, b) => probability(b) - probability(a) || expected(a) - expected(b) || a.key.localeCompare(b.key)
  return (a, b) => expected(a) - expected(b) || probability(b) - probability(a) || a.key.localeCompare(b.key)
}

function score(set: UnitSet, ctx: RecommendContext, totals: Record<number, number>): Scored {
  const bands: Record<AdmissionBand, RecommendedUnit[]> = { difficult: [], rush: [], stable: [], safe: [] }
  let unknown = 0
  const years = new Set<number>()
  // Simulated sample lines keep the demo's parameters; anything real gets the ones fitted on real lines.
  const params = paramsFor(set.source?.kind ?? 'imported')
  for (const u of set.units) {
    const unit = scoreUnit(u, ctx, totals, params)
    if (!unit) continue
    const band = unit.explanation.band
    for (const p of unit.explanation.past) years.add(p.year)
    if (band === 'unknown') unknown++
    else bands[band].push(unit)
  }
  for (const band of BANDS) bands[band].sort(bandOrder(band))
  return { bands, unknown, line_years: [...years].sort((a, b) => b - a), source: set.source ?? NO_DATA_SOURCE }
}

/** Scores memoised per unit set (a small LRU): the index page and the band pages share one scoring. */
const MEMO_SIZE = 64
const memos = new WeakMap<UnitSet, Map<string, Scored>>()

export async function scoreProvince(database: Database, ctx: RecommendContext): Promise<Scored> {
  const [set, totals] = await Promise.all([
    recommendUnits(database.db, ctx.province, ctx.track, ctx.plan_year, ctx.mode, ctx.units_from),
    totalsFor(database, ctx.province, ctx.track)
  ])
  const key = `${ctx.apply_year}|${ctx.rank}|${ctx.checkSubjects ? ctx.subjects.join(',') : '-'}|${Object.entries(totals).join(';')}`
  let memo = memos.get(set)
  if (!memo) memos.set(set, (memo = new Map()))
  const hit = memo.get(key)
  if (hit) {
    memo.delete(key)
    memo.set(key, hit)
    return hit
  }
  const scored = score(set, ctx, totals)
  memo.set(key, scored)
  if (memo.size > MEMO_SIZE) memo.delete(memo.keys().next().value!)
  return scored
}

export function indexStat(ctx: RecommendContext, scored: Scored, withCounts: boolean): IndexStat {
  const counts = { difficult: 0, rush: 0, stable: 0, safe: 0 }
  if (withCounts) for (const band of BANDS) counts[band] = scored.bands[band].length
  return {
    province: ctx.province,
    year: ctx.apply_year,
    track: ctx.track,
    rank: ctx.rank,
    score: ctx.score,
    mode: ctx.mode,
    slots: ctx.slots,
    plan_year: ctx.plan_year,
    units_from: ctx.units_from,
    line_years: scored.line_years,
    counts,
    unknown: withCounts ? scored.unknown : 0,
    source: scored.source
  }
}

export interface UnitFilter {
  /** Part of the institution name. */
  q?: string
  /** Institution provinces. */
  regions?: readonly string[]
  /** Part of a major's name (专业优先): the unit offers such a major its user qualifies for. */
  major?: string
}

export function filterUnits(units: readonly RecommendedUnit[], filter: UnitFilter): readonly RecommendedUnit[] {
  const q = filter.q?.trim().toLowerCase()
  const major = filter.major?.trim().toLowerCase()
  const regions = filter.regions?.length ? new Set(filter.regions) : null
  if (!q && !regions && !major) return units
  return units.filter(
    (u) =>
      (!q || u.institution_name.toLowerCase().includes(q)) &&
      (!regions || regions.has(u.institution_province)) &&
      (!major || u.majors.some((m) => m.eligible && m.major_name.toLowerCase().includes(major)))
  )
}
