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
 *  - a unit's lines: its own kind's when it has one usable for the apply year, with its institution's
 *    lines bridged across a reform for the years before it (recommendUnits.ts bridged), else the
 *    institution's; totals per year from the one-score store, the year's track standing for the
 *    user's (理科 for 物理类 before a reform);
 *  - eligibility: 文科/理科 tracks always; otherwise the plan's 选科要求 against the user's subjects
 *    (an unreadable requirement is not held against anyone); a unit is listed only with at least
 *    one eligible major;
 *  - order within a band: 难录 by probability, highest first (the nearest to reach first: the very
 *    top is of no use to anyone in this band); 冲/稳/保 by expected cut-off rank, best first (the most
 *    selective unit the candidate has that chance for first, as a form is ordered); ties by
 *    probability, then key.
 */
import type {
  AdmissionBand,
  BatchLineView,
  EmptyReason,
  Explanation,
  GaokaoInfoBody,
  GaokaoInfoQuery,
  IndexStat,
  PastRankView,
  RecommendedUnit,
  UnitMajor
} from '../../types/application'
import { BAD_PARAMS, BANDS } from '../../types/application'
import type { ApplyMode } from '../../types/edu'
import { INSTITUTION_LEVELS, type DataSource, type InstitutionLevel, type InstitutionTag, type OneScoreRow, type Track } from '../../types/gaokao'
import { undergradLine } from '../../core/batches'
import { SUBJECTS, type LiberalScience, type Subject } from '../../types/user'
import { RISK_LABEL, bandOf, riskOf } from '../../core/admissionBands'
import { meetsRequirement } from '../../core/applicationForm'
import { checkGaokaoInfo, INCOMPLETE_MESSAGE, provinceName, sortSubjects, trackOf, type GaokaoInfoField } from '../../core/gaokaoInfo'
import { comparableTotals, estimateUnits, paramsFor, probabilityAt, type CutoffEstimate } from '../domain/probability'
import { applyModeFor, factsOf, PROVINCES, trackInYear } from '../../core/provinceFacts'
import type { Database, Db } from '../db/open'
import { ApiError, fieldError } from '../errors'
import { scoreToRank } from './oneScore'
import { oneScoreTables } from './oneScoreStore'
import {
  LINE_UNITS,
  lineUnitKind,
  provinceBatchLines,
  provinceIndex,
  recommendUnits,
  type ProvinceData,
  relatedTracks,
  type LoadedUnit,
  type UnitSet,
  type UnitsFrom
} from './recommendUnits'
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
  batch_level?: InstitutionLevel
}

/** Splits a comma-separated list ('a,b' or 'a，b'), blanks dropped. */
const listOf = (text: string | undefined) =>
  (text ?? '')
    .split(/[,，]/)
    .map((s) => s.trim())
    .filter(Boolean)

/** The info of a POST body ('' for liberal_science means none). */
export function infoOfBody(body: GaokaoInfoBody): InfoInput {
  const { province, apply_year, subjects, score, rank, batch_level } = body
  return { province, apply_year, subjects, score, rank, batch_level, liberal_science: body.liberal_science || null }
}

/** The info of a query string, subjects comma-separated; a subject not of SUBJECTS is a 400. */
export function infoOfQuery(query: GaokaoInfoQuery): InfoInput {
  const subjects = listOf(query.subjects)
  const unknown = subjects.find((s) => !(SUBJECTS as readonly string[]).includes(s))
  if (unknown !== undefined) throw fieldError('subjects', `选考科目应为：${SUBJECTS.join('、')}，多个用逗号分隔`)
  return {
    province: query.province,
    apply_year: query.apply_year,
    liberal_science: query.liberal_science || null,
    subjects,
    score: query.score,
    rank: query.rank,
    batch_level: query.batch_level
  }
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
  /** Whether the units are the plan year's plans or (no real plans) that year's real lines of one kind. */
  units_from: UnitsFrom
  mode: ApplyMode
  slots: number
  /** The list asked for (batch_level), else batch_default. */
  batch_level: InstitutionLevel
  batch_default: InstitutionLevel
  batch_line: BatchLineView | null
  /** Whether the province has any plans or lines at all (for IndexStat.empty_reason). */
  has_data: boolean
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
  if (!check.complete) throw badParams(Object.fromEntries(check.missing.map((f) => [f, check.reasons?.[f] ?? FIELD_MESSAGE[f]])))
  const province = provinceName(info.province)
  if (!province) throw badParams({ province: '暂不支持该省份' })
  const track = trackOf({ ...info, province })
  if (!track) throw badParams({ subjects: '无法确定科类：请按该省份的高考模式选择文理科或选考科目' })
  const apply_year = applyYear!
  const index = await provinceIndex(database.db)
  const fact = factsOf(province)!
  const data = index.get(province)
  const { plan_year, mode, units_from } = unitsChoice(data, province, track, apply_year)
  const subjects = sortSubjects(info.subjects)
  const batch = await defaultBatch(database, province, track, apply_year, info.score!, info.rank!)
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
    slots: fact.slots,
    batch_level: input.batch_level ?? batch.level,
    batch_default: batch.level,
    batch_line: batch.line,
    has_data: !!data && (data.lineYears.length > 0 || Object.keys(data.planYears).length > 0)
  }
}

/**
 * Where the units come from (see the file comment): the plan year's plans, or, with real lines and no
 * real plans, the newest real ranked lines before the apply year, of the kind that fits
 * (lineUnitKind; sample plans are not mixed with real lines).
 */
function unitsChoice(data: ProvinceData | undefined, province: string, track: Track, apply_year: number): { plan_year: number; mode: ApplyMode; units_from: UnitsFrom } {
  const fact = factsOf(province)!
  const years = data?.planYears[track] ?? []
  const notAfter = years.filter((y) => y <= apply_year)
  const plan_year = notAfter.includes(fact.plan_year) ? fact.plan_year : (notAfter[0] ?? (years.includes(fact.plan_year) ? fact.plan_year : (years[0] ?? fact.plan_year)))
  const lineKinds = data && !data.realPlanTracks.includes(track) ? data.realLineKinds[track] : undefined
  const lineYear = lineKinds && data!.realLineYears[track]!.find((y) => y < apply_year && (lineKinds[y]?.length ?? 0) > 0)
  if (lineYear === undefined) return { plan_year, mode: applyModeFor(province, plan_year), units_from: 'plans' }
  const { mode, from } = LINE_UNITS[lineUnitKind(lineKinds![lineYear], applyModeFor(province, lineYear))!]
  return { plan_year: lineYear, mode, units_from: from }
}

/**
 * Loads, in the background after start-up, the units of every province and track with real
 * (imported) lines or plans, for the year after their newest lines: at real size a first load takes
 * seconds, which no family should wait for. The demo's sample provinces load on first use.
 */
export async function warmRecommendUnits(database: Database): Promise<number> {
  let warmed = 0
  for (const [province, data] of await provinceIndex(database.db)) {
    const tracks = new Set<Track>([...(Object.keys(data.realLineYears) as Track[]), ...data.realPlanTracks])
    for (const track of tracks) {
      const apply_year = (data.realLineYears[track]?.[0] ?? data.planYears[track]?.[0] ?? 0) + 1
      const { plan_year, mode, units_from } = unitsChoice(data, province, track, apply_year)
      await recommendUnits(database.db, province, track, plan_year, mode, units_from)
      warmed++
    }
  }
  return warmed
}

/**
 * The list a candidate starts on (docs/recommendation.md "Batches"): 本科 when the score reaches the
 * province's 本科 line (core/batches.ts undergradLine) of the apply year, or, before that year's lines
 * are out, of the newest earlier year, compared by rank on the apply year's scale; 专科 below it; 本科
 * when the province has no batch lines (a family sees 本科 first and can switch).
 */
async function defaultBatch(
  database: Database,
  province: string,
  track: Track,
  applyYear: number,
  score: number,
  rank: number
): Promise<{ level: InstitutionLevel; line: BatchLineView | null }> {
  const rows = (await provinceBatchLines(database.db, province)).filter((r) => r.year <= applyYear && trackInYear(province, r.year, track) === r.track)
  const years = [...new Set(rows.map((r) => r.year))].sort((a, b) => b - a)
  for (const year of years) {
    const line = undergradLine(rows.filter((r) => r.year === year))
    if (!line) continue
    const view: BatchLineView = { batch: line.batch, year, score: line.score, rank: line.rank }
    if (year === applyYear) return { level: score >= line.score ? '本科' : '专科', line: view }
    const tables = await trackTables(database, province, track)
    const table = tables.find((t) => t.year === year)
    const lineRank = line.rank ?? (table?.rows.length ? scoreToRank(table.rows, line.score).rank_worst : null)
    const totals = comparableTotals(tables)
    if (lineRank === null) return { level: score >= line.score ? '本科' : '专科', line: view }
    const scale = totals[applyYear] && totals[year] ? totals[applyYear] / totals[year] : 1
    return { level: rank <= lineRank * scale ? '本科' : '专科', line: view }
  }
  return { level: '本科', line: null }
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
  /** The batch levels that have units in the set. */
  batch_levels: InstitutionLevel[]
  empty_reason: EmptyReason | null
}

const NO_DATA_SOURCE: DataSource = { kind: 'imported', label: '暂无招生计划数据', year: null }

/** The 一分一段 tables of the track's years (each year's own track standing for it). */
async function trackTables(database: Database, province: string, track: Track): Promise<{ year: number; rows: OneScoreRow[] }[]> {
  const tables: { year: number; rows: OneScoreRow[] }[] = []
  for (const t of relatedTracks(track)) {
    for (const table of await oneScoreTables(database, province, t)) if (trackInYear(province, table.year, track) === t) tables.push(table)
  }
  return tables
}

/** Candidates per year for the track. */
async function totalsFor(database: Database, province: string, track: Track): Promise<Record<number, number>> {
  return comparableTotals(await trackTables(database, province, track))
}

const usable = (lines: LoadedUnit['own'], year: number, totals: Record<number, number>) =>
  lines.some((l) => l.year < year && (l.min_rank ?? 0) > 0 && (totals[l.year] ?? 0) > 0)

function eligibleOf(m: LoadedUnit['majors'][number], ctx: RecommendContext): boolean {
  return !ctx.checkSubjects || m.requirement === null || meetsRequirement(m.requirement, ctx.subjects)
}

/** A unit ready for any rank: its answer without the explanation, and its cut-off estimate (rank-independent). */
interface PreparedUnit {
  unit: Omit<RecommendedUnit, 'explanation'>
  estimate: CutoffEstimate
  basis: Explanation['basis']
  /** The estimate's past years as the explanation lists them. */
  past: PastRankView[]
  expected_rank: number | null
}

/** The past years of an estimate with each one's track and whose line it is (the institution's when bridged or the unit's basis). */
function pastView(estimate: CutoffEstimate, basis: Explanation['basis'], ctx: RecommendContext): PastRankView[] {
  return estimate.past.map(({ year, min_rank, equivalent_rank, bridged }) => ({
    year,
    track: trackInYear(ctx.province, year, ctx.track) ?? ctx.track,
    min_rank,
    equivalent_rank,
    basis: bridged || basis === 'institution' ? 'institution' : 'own'
  }))
}

/**
 * What scoring one rank needs, computed once per (unit set, apply year, list, subjects, totals): the
 * eligible units of the list with their estimates, best expected cut-off first. A new rank then costs
 * one normal CDF per unit (docs/recommendation.md "Speed").
 */
interface Prepared {
  units: PreparedUnit[]
  line_years: number[]
  batch_levels: InstitutionLevel[]
  empty_reason: EmptyReason | null
  source: DataSource
}

/**
 * Every unit's cut-off estimate for an apply year (server/domain/probability.ts estimateUnits: the
 * province's drift is pooled over the whole set, so all units go in, whatever the student's list or
 * subjects), with whose lines each used: its own when usable (and its institution's bridged across a
 * reform), else its institution's.
 */
interface Estimates {
  estimates: CutoffEstimate[]
  basis: Explanation['basis'][]
}

function estimateSet(set: UnitSet, year: number, totals: Record<number, number>): Estimates {
  const basis = set.units.map((u) => (usable(u.own, year, totals) ? 'own' : 'institution') as Explanation['basis'])
  // Simulated sample lines keep the demo's parameters; anything real gets the ones fitted on real lines.
  const estimates = estimateUnits(
    {
      year,
      totals,
      units: set.units.map((u, i) =>
        basis[i] === 'own'
          ? { lines: u.own, plan_count: u.plan_count, bridge: u.bridged.length ? { lines: u.bridged, anchor: u.institution } : undefined }
          : { lines: u.institution, plan_count: u.plan_count }
      )
    },
    paramsFor(set.source?.kind ?? 'imported')
  )
  return { estimates, basis }
}

function prepareUnit(u: LoadedUnit, ctx: RecommendContext, estimate: CutoffEstimate, basis: Explanation['basis']): PreparedUnit | null {
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
  const unit = {
    key: u.key,
    institution_id: u.institution_id,
    institution_name: u.institution_name,
    institution_province: u.institution_province,
    city: u.city,
    level: u.level,
    tags: u.tags,
    batch: u.batch,
    batch_level: u.batch_level,
    unmatched: u.unmatched,
    group_code: u.group_code,
    major_code: u.major_code,
    major_name: u.major_name,
    plan_count: u.plan_count,
    majors
  }
  return { unit, estimate, basis, past: pastView(estimate, basis, ctx), expected_rank: estimate.mu === null ? null : Math.round(Math.exp(estimate.mu)) }
}

const probability = (u: RecommendedUnit) => u.explanation.probability ?? 0
const expected = (u: RecommendedUnit) => u.explanation.expected_rank ?? Number.MAX_SAFE_INTEGER

/** The order within a band (see the file comment). */
export function bandOrder(band: AdmissionBand): (a: RecommendedUnit, b: RecommendedUnit) => number {
  if (band === 'difficult') return (a, b) => probability(b) - probability(a) || expected(a) - expected(b) || a.key.localeCompare(b.key)
  return (a, b) => expected(a) - expected(b) || probability(b) - probability(a) || a.key.localeCompare(b.key)
}

/** Why no unit has a probability, when none has (the page says what to import). */
function emptyReason(set: UnitSet, ctx: RecommendContext, totals: Record<number, number>): EmptyReason | null {
  if (!set.units.length) return ctx.has_data ? 'no_track_data' : 'no_data'
  return Object.keys(totals).some((y) => Number(y) < ctx.apply_year) ? null : 'no_rank_table'
}

function prepare(set: UnitSet, ctx: RecommendContext, totals: Record<number, number>, { estimates, basis }: Estimates): Prepared {
  const units: PreparedUnit[] = []
  const years = new Set<number>()
  const levels = new Set<InstitutionLevel>()
  for (const [i, u] of set.units.entries()) {
    levels.add(u.batch_level)
    if (u.batch_level !== ctx.batch_level) continue
    const prepared = prepareUnit(u, ctx, estimates[i], basis[i])
    if (!prepared) continue
    for (const p of prepared.estimate.past) years.add(p.year)
    units.push(prepared)
  }
  // Best expected cut-off first: the order of 冲/稳/保 (ties sorted per rank).
  units.sort((a, b) => (a.expected_rank ?? Infinity) - (b.expected_rank ?? Infinity) || a.unit.key.localeCompare(b.unit.key))
  return {
    units,
    line_years: [...years].sort((a, b) => b - a),
    batch_levels: INSTITUTION_LEVELS.filter((l) => levels.has(l)),
    empty_reason: emptyReason(set, ctx, totals),
    source: set.source ?? NO_DATA_SOURCE
  }
}

function score(prepared: Prepared, rank: number): Scored {
  const bands: Record<AdmissionBand, RecommendedUnit[]> = { difficult: [], rush: [], stable: [], safe: [] }
  let unknown = 0
  for (const { unit, estimate, basis, past, expected_rank } of prepared.units) {
    const p = probabilityAt(estimate, rank)
    const band = bandOf(p)
    if (p === null || band === 'unknown') {
      unknown++
      continue
    }
    const risk = riskOf(p)
    const explanation: Explanation = {
      past,
      rank,
      expected_rank,
      spread: estimate.spread,
      probability: p,
      band,
      risk: risk ? RISK_LABEL[risk] : '',
      basis
    }
    bands[band].push({ ...unit, explanation })
  }
  // Nearly sorted already (by expected cut-off), so these sorts cost little except for 难录.
  for (const band of BANDS) bands[band].sort(bandOrder(band))
  const { line_years, source, batch_levels, empty_reason } = prepared
  return { bands, unknown, line_years, source, batch_levels, empty_reason }
}

/** A small LRU map: the newest entries kept, a hit made newest. */
function remember<K, V>(map: Map<K, V>, key: K, size: number, make: () => V): V {
  const hit = map.get(key)
  if (hit !== undefined) {
    map.delete(key)
    map.set(key, hit)
    return hit
  }
  const value = make()
  map.set(key, value)
  if (map.size > size) map.delete(map.keys().next().value!)
  return value
}

/**
 * Per unit set: the estimates per (apply year, totals), the prepared lists per (list, subjects) of
 * those, and the scores per rank: the index page and the band pages share one scoring.
 */
const ESTIMATES_SIZE = 4
const PREPARED_SIZE = 16
const MEMO_SIZE = 64
const estimateSets = new WeakMap<UnitSet, Map<string, Estimates>>()
const preparedSets = new WeakMap<Estimates, Map<string, Prepared>>()
const memos = new WeakMap<Prepared, Map<number, Scored>>()

/** The entry of a WeakMap of LRU maps, made on first use. */
function mapOf<K extends object, V>(maps: WeakMap<K, Map<string, V>>, owner: K): Map<string, V> {
  let map = maps.get(owner)
  if (!map) maps.set(owner, (map = new Map()))
  return map
}

export async function scoreProvince(database: Database, ctx: RecommendContext): Promise<Scored> {
  const [set, totals] = await Promise.all([
    recommendUnits(database.db, ctx.province, ctx.track, ctx.plan_year, ctx.mode, ctx.units_from),
    totalsFor(database, ctx.province, ctx.track)
  ])
  const estimates = remember(mapOf(estimateSets, set), `${ctx.apply_year}|${Object.entries(totals).join(';')}`, ESTIMATES_SIZE, () =>
    estimateSet(set, ctx.apply_year, totals)
  )
  const listKey = `${ctx.batch_level}|${ctx.has_data}|${ctx.checkSubjects ? ctx.subjects.join(',') : '-'}`
  const prepared = remember(mapOf(preparedSets, estimates), listKey, PREPARED_SIZE, () => prepare(set, ctx, totals, estimates))
  let memo = memos.get(prepared)
  if (!memo) memos.set(prepared, (memo = new Map()))
  return remember(memo, ctx.rank, MEMO_SIZE, () => score(prepared, ctx.rank))
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
    batch_level: ctx.batch_level,
    batch_default: ctx.batch_default,
    batch_levels: scored.batch_levels,
    batch_line: ctx.batch_line,
    empty_reason: scored.empty_reason,
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
  /** Institution tags (985, 211, 双一流, 民办, 中外合作): the unit's institution carries every one. */
  tags?: readonly InstitutionTag[]
}

export function filterUnits(units: readonly RecommendedUnit[], filter: UnitFilter): readonly RecommendedUnit[] {
  const q = filter.q?.trim().toLowerCase()
  const major = filter.major?.trim().toLowerCase()
  const regions = filter.regions?.length ? new Set(filter.regions) : null
  const tags = filter.tags ?? []
  if (!q && !regions && !major && !tags.length) return units
  return units.filter(
    (u) =>
      (!q || u.institution_name.toLowerCase().includes(q)) &&
      (!regions || regions.has(u.institution_province)) &&
      (!major || u.majors.some((m) => m.eligible && m.major_name.toLowerCase().includes(major))) &&
      tags.every((tag) => u.tags.includes(tag))
  )
}
