/**
 * What recommendations are computed from (issue 6), loaded from the database and held in memory:
 *
 * - the province index: per province, the years with admission lines and, per track, the years with
 *   enrollment plans (server-config's gk_mode and the plan year of a recommendation read it);
 * - the units of one (province, track, plan year, apply mode): the plan year's enrollment plans
 *   grouped per apply mode (normal: institution; group: institution + group code; category: one
 *   plan row), keys exactly lib/applicationForm.ts unitKey, each with its past admission lines.
 *
 * Past lines of a unit, per past year y (track of that year: trackInYear, so the 理科/文科 years before
 * a 3+1+2 reform stand for 物理类/历史类; 综合 has no earlier counterpart):
 *  own          lines of the unit's own kind (institution / group / major) from the years filled in
 *               the same apply mode; a major matched by major_code, else by major_name, within the
 *               institution; a group by group_code within the institution;
 *  institution  the institution's line of each year (its 'institution' line, or where a year has
 *               none, the weakest of its group/major lines that year): what a unit falls back to
 *               when it has no usable line of its own (a new group, a year across a reform).
 * Plans whose institution was not matched (institution_id null) form no unit: a form entry needs
 * the school id.
 *
 * Same pattern as oneScoreStore.ts: loaded on first use per database (keyed by its drizzle
 * handle, so users.ts can read the index too), kept CACHE_TTL_MS, dropped by the importers of
 * plans, lines and institutions (invalidateRecommendUnits). With several server processes an import
 * in one reaches the others after the TTL at the latest.
 */
import { and, eq, inArray, isNotNull, ne, sql } from 'drizzle-orm'
import type { RecommendedUnit, UnitMajor, UnitsFrom } from '../../types/application'
import type { ApplyMode, LineKind } from '../../types/edu'
import type { DataSource, InstitutionLevel, InstitutionTag, Track } from '../../types/gaokao'
import { unitKey, parseRequirement, type SubjectRequirement } from '../../core/applicationForm'
import type { PastLine } from '../domain/probability'
import { applyModeFor, tracksFor } from '../../core/provinceFacts'
import type { Db } from '../db/open'
import { admissionLines, enrollmentPlans, institutions, type SourceJson } from '../db/schema'
import { sourceOfRows } from '../lib/dataSource'

export const CACHE_TTL_MS = 60_000

/* ---------- the cache ---------- */

interface Entry {
  loadedAt: number
  value: Promise<unknown>
}

const caches = new WeakMap<object, Map<string, Entry>>()

function cached<T>(db: Db, key: string, load: () => Promise<T>): Promise<T> {
  let cache = caches.get(db)
  if (!cache) caches.set(db, (cache = new Map()))
  const now = Date.now()
  const hit = cache.get(key)
  if (hit && now - hit.loadedAt < CACHE_TTL_MS) return hit.value as Promise<T>
  const value = load()
  const entry = { loadedAt: now, value }
  value.catch(() => {
    if (cache.get(key) === entry) cache.delete(key)
  })
  cache.set(key, entry)
  return value
}

/** Called after plans, admission lines or institutions changed: the next request reloads. */
export function invalidateRecommendUnits(database: { db: Db }): void {
  caches.delete(database.db)
}

/* ---------- the province index ---------- */

export interface ProvinceData {
  /** Years with admission lines (any track), newest first. */
  lineYears: number[]
  /** Years with enrollment plans per track, newest first. */
  planYears: Partial<Record<Track, number[]>>
  /** Per track, the years with lines that are not sample data (imported or official), newest first. */
  realLineYears: Partial<Record<Track, number[]>>
  /** Tracks with plans that are not sample data. */
  realPlanTracks: Track[]
}

export type ProvinceIndex = ReadonlyMap<string, ProvinceData>

async function loadIndex(db: Db): Promise<ProvinceIndex> {
  const kind = (column: typeof admissionLines.source | typeof enrollmentPlans.source) => sql<string>`${column}->>'kind'`
  const [lines, plans] = await Promise.all([
    db
      .selectDistinct({ province: admissionLines.province, year: admissionLines.year, track: admissionLines.track, kind: kind(admissionLines.source) })
      .from(admissionLines),
    db
      .selectDistinct({ province: enrollmentPlans.province, year: enrollmentPlans.year, track: enrollmentPlans.track, kind: kind(enrollmentPlans.source) })
      .from(enrollmentPlans)
  ])
  const index = new Map<string, ProvinceData>()
  const of = (province: string) => {
    let data = index.get(province)
    if (!data) index.set(province, (data = { lineYears: [], planYears: {}, realLineYears: {}, realPlanTracks: [] }))
    return data
  }
  const add = (list: number[], year: number) => {
    if (!list.includes(year)) list.push(year)
  }
  for (const { province, year, track, kind } of lines) {
    add(of(province).lineYears, year)
    if (kind !== 'sample') add((of(province).realLineYears[track as Track] ??= []), year)
  }
  for (const { province, year, track, kind } of plans) {
    add((of(province).planYears[track as Track] ??= []), year)
    if (kind !== 'sample' && !of(province).realPlanTracks.includes(track as Track)) of(province).realPlanTracks.push(track as Track)
  }
  for (const data of index.values()) {
    data.lineYears.sort((a, b) => b - a)
    for (const years of [...Object.values(data.planYears), ...Object.values(data.realLineYears)]) years!.sort((a, b) => b - a)
  }
  return index
}

export function provinceIndex(db: Db): Promise<ProvinceIndex> {
  return cached(db, 'index', () => loadIndex(db))
}

/* ---------- tracks across years ---------- */

/** Before a province's reform its 3+1+2 tracks were 理科/文科; 综合 has no earlier counterpart. */
const PAST_TRACK: Partial<Record<Track, Track>> = { 物理类: '理科', 历史类: '文科' }

/** The track of `year` whose lines stand for `track`: itself, the old 理科/文科 counterpart, or none. */
export function trackInYear(province: string, year: number, track: Track): Track | undefined {
  const tracks = tracksFor(province, year)
  if (tracks.includes(track)) return track
  const past = PAST_TRACK[track]
  return past && tracks.includes(past) ? past : undefined
}

/** Every track whose lines may stand for `track` in some year. */
export function relatedTracks(track: Track): Track[] {
  const past = PAST_TRACK[track]
  return past ? [track, past] : [track]
}

/* ---------- units ---------- */

/** A unit's major as loaded: the contract's UnitMajor before eligibility is known. */
export interface LoadedMajor extends Omit<UnitMajor, 'eligible'> {
  /** parseRequirement of subject_requirement; null when unreadable (never held against anyone). */
  requirement: SubjectRequirement | null
}

/** A unit as loaded: the contract's RecommendedUnit before the user's rank, with its past lines. */
export interface LoadedUnit extends Omit<RecommendedUnit, 'majors' | 'explanation'> {
  majors: LoadedMajor[]
  /** Lines of the unit's own kind, any order. */
  own: PastLine[]
  /** The institution's line of each year. */
  institution: PastLine[]
}

export interface UnitSet {
  province: string
  track: Track
  plan_year: number
  mode: ApplyMode
  units: LoadedUnit[]
  /** Sources of the plans and lines used (DataSource of the answer). */
  source: DataSource | null
}

/** The line kind that describes a unit of each apply mode. */
export const UNIT_LINE_KIND: Record<ApplyMode, LineKind> = { normal: 'institution', group: 'group', category: 'major' }

interface LineRow {
  institution_id: number | null
  year: number
  track: string
  kind: string
  group_code: string
  major_code: string
  major_name: string
  min_rank: number | null
  plan_count: number | null
  source: SourceJson
}

const pastLine = (l: LineRow): PastLine => ({ year: l.year, min_rank: l.min_rank, plan_count: l.plan_count })

function push<K, V>(map: Map<K, V[]>, key: K, value: V): void {
  const list = map.get(key)
  if (list) list.push(value)
  else map.set(key, [value])
}

export type { UnitsFrom }

const PLAN_COLUMNS = {
  subject_requirement: enrollmentPlans.subjectRequirement,
  tuition: enrollmentPlans.tuition,
  duration: enrollmentPlans.duration
}
const INSTITUTION_COLUMNS = { inst_province: institutions.province, city: institutions.city, level: institutions.level, tags: institutions.tags }

type PlanRow = Awaited<ReturnType<typeof loadPlans>>[number]

function loadPlans(db: Db, province: string, track: Track, planYear: number) {
  return db
    .select({
      id: enrollmentPlans.id,
      institution_id: enrollmentPlans.institutionId,
      institution_name: enrollmentPlans.institutionName,
      group_code: enrollmentPlans.groupCode,
      major_code: enrollmentPlans.majorCode,
      major_name: enrollmentPlans.majorName,
      plan_count: enrollmentPlans.planCount,
      source: enrollmentPlans.source,
      ...PLAN_COLUMNS,
      ...INSTITUTION_COLUMNS
    })
    .from(enrollmentPlans)
    .innerJoin(institutions, eq(institutions.id, enrollmentPlans.institutionId))
    .where(and(eq(enrollmentPlans.province, province), eq(enrollmentPlans.year, planYear), eq(enrollmentPlans.track, track)))
    .orderBy(enrollmentPlans.id)
}

/**
 * Without plans (imported per-major lines only, docs/recommendation.md "Units without plans"): the
 * non-sample major lines of `year` stand in for the plan, one unit per major (the line's id as its
 * id). No subject requirement (never held against anyone), plan count unknown (0).
 */
async function plansFromLines(db: Db, province: string, track: Track, year: number): Promise<PlanRow[]> {
  const rows = await db
    .select({
      id: admissionLines.id,
      institution_id: admissionLines.institutionId,
      institution_name: admissionLines.institutionName,
      major_code: admissionLines.majorCode,
      major_name: admissionLines.majorName,
      plan_count: admissionLines.planCount,
      source: admissionLines.source,
      ...INSTITUTION_COLUMNS
    })
    .from(admissionLines)
    .innerJoin(institutions, eq(institutions.id, admissionLines.institutionId))
    .where(
      and(
        eq(admissionLines.province, province),
        eq(admissionLines.year, year),
        eq(admissionLines.track, track),
        eq(admissionLines.kind, 'major'),
        isNotNull(admissionLines.minRank),
        ne(sql`${admissionLines.source}->>'kind'`, 'sample')
      )
    )
    .orderBy(admissionLines.id)
  return rows.map((r) => ({ ...r, group_code: '', plan_count: r.plan_count ?? 0, subject_requirement: '', tuition: null, duration: null }))
}

async function loadUnits(db: Db, province: string, track: Track, planYear: number, mode: ApplyMode, from: UnitsFrom): Promise<UnitSet> {
  const plans = from === 'plans' ? await loadPlans(db, province, track, planYear) : await plansFromLines(db, province, track, planYear)
  const ids = [...new Set(plans.map((p) => p.institution_id!))]
  const lines: LineRow[] = ids.length
    ? await db
        .select({
          institution_id: admissionLines.institutionId,
          year: admissionLines.year,
          track: admissionLines.track,
          kind: admissionLines.kind,
          group_code: admissionLines.groupCode,
          major_code: admissionLines.majorCode,
          major_name: admissionLines.majorName,
          min_rank: admissionLines.minRank,
          plan_count: admissionLines.planCount,
          source: admissionLines.source
        })
        .from(admissionLines)
        .where(and(eq(admissionLines.province, province), inArray(admissionLines.track, relatedTracks(track)), inArray(admissionLines.institutionId, ids)))
    : []

  // Index the lines: own kind (same apply mode years only) and institution lines per year.
  const ownKind = UNIT_LINE_KIND[mode]
  const own = new Map<string, PastLine[]>()
  const explicit = new Map<number, Map<number, LineRow[]>>()
  const weakest = new Map<number, Map<number, LineRow>>()
  const used = new Map<string, SourceJson>()
  for (const l of lines) {
    if (l.institution_id === null || trackInYear(province, l.year, track) !== l.track) continue
    used.set(`${l.source.kind}|${l.source.label}|${l.source.year}`, l.source)
    if (l.kind === 'institution') {
      let years = explicit.get(l.institution_id)
      if (!years) explicit.set(l.institution_id, (years = new Map()))
      push(years, l.year, l)
    } else if (l.min_rank !== null) {
      let years = weakest.get(l.institution_id)
      if (!years) weakest.set(l.institution_id, (years = new Map()))
      const w = years.get(l.year)
      if (!w || w.min_rank! < l.min_rank) years.set(l.year, l)
    }
    if (l.kind !== ownKind || (from === 'plans' && applyModeFor(province, l.year) !== mode)) continue
    if (mode === 'normal') push(own, `s${l.institution_id}`, pastLine(l))
    else if (mode === 'group') push(own, `s${l.institution_id}|g${l.group_code}`, pastLine(l))
    else {
      if (l.major_code) push(own, `s${l.institution_id}|c${l.major_code}`, pastLine(l))
      if (l.major_name) push(own, `s${l.institution_id}|n${l.major_name}`, pastLine(l))
    }
  }
  const institutionLines = (id: number): PastLine[] => {
    const result: PastLine[] = []
    const years = explicit.get(id)
    for (const list of years?.values() ?? []) result.push(...list.map(pastLine))
    for (const [year, l] of weakest.get(id) ?? []) if (!years?.has(year)) result.push({ year, min_rank: l.min_rank, plan_count: null })
    return result
  }

  const units = new Map<string, LoadedUnit>()
  for (const p of plans) {
    const school_id = p.institution_id!
    const key = unitKey(mode, { id: p.id, school_id, profession_group_code: p.group_code })
    let unit = units.get(key)
    if (!unit) {
      const ownLines =
        mode === 'normal'
          ? own.get(`s${school_id}`)
          : mode === 'group'
            ? own.get(`s${school_id}|g${p.group_code}`)
            : ((p.major_code ? own.get(`s${school_id}|c${p.major_code}`) : undefined) ?? own.get(`s${school_id}|n${p.major_name}`))
      unit = {
        key,
        institution_id: school_id,
        institution_name: p.institution_name,
        institution_province: p.inst_province,
        city: p.city,
        level: p.level as InstitutionLevel,
        tags: p.tags as InstitutionTag[],
        group_code: mode === 'group' ? p.group_code : '',
        major_code: mode === 'category' ? p.major_code : '',
        major_name: mode === 'category' ? p.major_name : '',
        plan_count: 0,
        majors: [],
        own: ownLines ?? [],
        institution: institutionLines(school_id)
      }
      units.set(key, unit)
    }
    unit.plan_count += p.plan_count
    unit.majors.push({
      id: p.id,
      major_code: p.major_code,
      major_name: p.major_name,
      group_code: p.group_code,
      plan_count: p.plan_count,
      subject_requirement: p.subject_requirement,
      requirement: parseRequirement(p.subject_requirement),
      tuition: p.tuition,
      duration: p.duration
    })
  }
  return { province, track, plan_year: planYear, mode, units: [...units.values()], source: sourceOfRows([...plans.map((p) => p.source), ...used.values()]) }
}

/** The units of the plan year (or of the major lines of that year), cached (see the file comment). */
export function recommendUnits(db: Db, province: string, track: Track, planYear: number, mode: ApplyMode, from: UnitsFrom = 'plans'): Promise<UnitSet> {
  return cached(db, `units|${province}|${track}|${planYear}|${mode}|${from}`, () => loadUnits(db, province, track, planYear, mode, from))
}

/** The newest year with admission lines in a province, for gk_mode.year (undefined without lines). */
export async function newestLineYear(db: Db, province: string): Promise<number | undefined> {
  return (await provinceIndex(db)).get(province)?.lineYears[0]
}
