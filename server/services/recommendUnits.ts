/**
 * What recommendations are computed from (issue 6), loaded from the database and held in memory:
 *
 * - the province index: per province, the years with admission lines and, per track, the years with
 *   enrollment plans (server-config's gk_mode and the plan year of a recommendation read it);
 * - the units of one (province, track, plan year, apply mode): the plan year's enrollment plans
 *   grouped per apply mode (normal: institution; group: institution + group code; category: one
 *   plan row), keys exactly lib/applicationForm.ts unitKey, each with its past admission lines.
 *
 * Past lines of a unit, per past year y (track of that year: core/provinceFacts.ts trackInYear, so the 理科/文科 years before
 * a 3+1+2 reform stand for 物理类/历史类; 综合 has no earlier counterpart):
 *  own          lines of the unit's own kind (institution / group / major) from the years filled in
 *               the same apply mode; a major matched by major_code, else by major_name, within the
 *               institution; a group by group_code within the institution;
 *  institution  the institution's line of each year (its 'institution' line, or where a year has
 *               none, the weakest of its group/major lines that year): what a unit falls back to
 *               when it has no usable line of its own (a new group, a year across a reform);
 *  bridged      the institution's lines of the years filled in another apply mode (理科 院校+专业
 *               before a 2025 reform to 物理类 groups): with own lines, they stand in for the years
 *               across the reform, on the unit's scale (server/domain/probability.ts UnitLines.bridge;
 *               docs/recommendation.md "Across a reform"). None for institution units (their own
 *               lines are the institution's).
 * Every imported row has an institution (a provisional one, 未匹配院校库, when its name matched none:
 * server/seed/resolveInstitutions.ts); rows stored before that with institution_id null form no unit.
 *
 * Loaded on first use per database (keyed by its drizzle handle, so users.ts can read the index
 * too) and kept while the data is unchanged: dropped by this process's importers of plans, lines,
 * batch lines and institutions (invalidateRecommendUnits), and, for imports by another process
 * (PostgreSQL), when the tables' fingerprint changed, checked every CACHE_TTL_MS. At real size a
 * load takes seconds, so a timed expiry would make a user wait every minute.
 */
import { and, eq, inArray, isNotNull, ne, sql } from 'drizzle-orm'
import type { RecommendedUnit, UnitMajor, UnitsFrom } from '../../types/application'
import type { ApplyMode, LineKind } from '../../types/edu'
import type { DataSource, InstitutionLevel, InstitutionTag, Track } from '../../types/gaokao'
import { unitKey, parseRequirement, type SubjectRequirement } from '../../core/applicationForm'
import { unitBatchLevel } from '../../core/batches'
import type { PastLine } from '../domain/probability'
import { applyModeFor, TRACK_BEFORE_REFORM, trackInYear } from '../../core/provinceFacts'
import type { Db } from '../db/open'
import { admissionLines, batchLines, enrollmentPlans, institutions, type SourceJson } from '../db/schema'
import { sourceOfRows } from '../lib/dataSource'
import { jsonRows } from '../db/jsonRows'

export const CACHE_TTL_MS = 60_000

/* ---------- the cache ---------- */

const caches = new WeakMap<object, Map<string, Promise<unknown>>>()

/** The data's fingerprint per database and when it was last read. */
const checks = new WeakMap<object, { at: number; fingerprint: Promise<string> }>()

/**
 * What the cached values are built from, in one cheap query: row counts and highest ids of the
 * tables (an import replaces rows, so a change moves one or the other; a merge of institutions
 * removes one).
 */
async function fingerprint(db: Db): Promise<string> {
  const result = (await db.execute(sql`select concat_ws('|',
    (select count(*) from admission_lines), (select max(id) from admission_lines),
    (select count(*) from enrollment_plans), (select max(id) from enrollment_plans),
    (select count(*) from institutions), (select max(id) from institutions),
    (select count(*) from batch_lines), (select max(id) from batch_lines)) as f`)) as unknown as { rows: { f: string }[] }
  return result.rows[0].f
}

/**
 * Drops the cached values when another process changed the data (PostgreSQL, several servers):
 * checked at most every CACHE_TTL_MS; this process's own imports invalidate at once.
 */
async function checkFresh(db: Db): Promise<void> {
  const now = Date.now()
  const last = checks.get(db)
  if (last && now - last.at < CACHE_TTL_MS) return
  const next = { at: now, fingerprint: fingerprint(db) }
  checks.set(db, next)
  const [before, after] = await Promise.all([last?.fingerprint.catch(() => ''), next.fingerprint])
  if (last && before !== after) caches.delete(db)
}

/** A value loaded once per database and kept until the data changes (above). */
async function cached<T>(db: Db, key: string, load: () => Promise<T>): Promise<T> {
  await checkFresh(db)
  let cache = caches.get(db)
  if (!cache) caches.set(db, (cache = new Map()))
  const hit = cache.get(key)
  if (hit) return hit as Promise<T>
  const value = load()
  value.catch(() => {
    if (cache.get(key) === value) cache.delete(key)
  })
  cache.set(key, value)
  return value
}

/** Called after plans, admission lines, batch lines or institutions changed: the next request reloads. */
export function invalidateRecommendUnits(database: { db: Db }): void {
  caches.delete(database.db)
  checks.delete(database.db)
}

/* ---------- the province index ---------- */

export interface ProvinceData {
  /** Years with admission lines (any track), newest first. */
  lineYears: number[]
  /** Years with enrollment plans per track, newest first. */
  planYears: Partial<Record<Track, number[]>>
  /** Per track, the years with lines that are not sample data (imported or official), newest first. */
  realLineYears: Partial<Record<Track, number[]>>
  /** Per track and year, the kinds of those real lines that have a rank. */
  realLineKinds: Partial<Record<Track, Record<number, LineKind[]>>>
  /** Tracks with plans that are not sample data. */
  realPlanTracks: Track[]
}

export type ProvinceIndex = ReadonlyMap<string, ProvinceData>

async function loadIndex(db: Db): Promise<ProvinceIndex> {
  const kind = (column: typeof admissionLines.source | typeof enrollmentPlans.source) => sql<string>`${column}->>'kind'`
  const [lines, plans] = await Promise.all([
    db
      .selectDistinct({
        province: admissionLines.province,
        year: admissionLines.year,
        track: admissionLines.track,
        kind: kind(admissionLines.source),
        line_kind: admissionLines.kind,
        ranked: sql<boolean>`${admissionLines.minRank} is not null`
      })
      .from(admissionLines),
    db
      .selectDistinct({ province: enrollmentPlans.province, year: enrollmentPlans.year, track: enrollmentPlans.track, kind: kind(enrollmentPlans.source) })
      .from(enrollmentPlans)
  ])
  const index = new Map<string, ProvinceData>()
  const of = (province: string) => {
    let data = index.get(province)
    if (!data) index.set(province, (data = { lineYears: [], planYears: {}, realLineYears: {}, realLineKinds: {}, realPlanTracks: [] }))
    return data
  }
  const add = (list: number[], year: number) => {
    if (!list.includes(year)) list.push(year)
  }
  for (const { province, year, track, kind, line_kind, ranked } of lines) {
    add(of(province).lineYears, year)
    if (kind === 'sample') continue
    add((of(province).realLineYears[track as Track] ??= []), year)
    const kinds = ((of(province).realLineKinds[track as Track] ??= {})[year] ??= [])
    if (ranked && !kinds.includes(line_kind as LineKind)) kinds.push(line_kind as LineKind)
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

/** The province's batch control lines (core/batches.ts reads them for the default list), cached like the units. */
export function provinceBatchLines(db: Db, province: string) {
  return cached(db, `batch|${province}`, () =>
    db
      .select({ year: batchLines.year, track: batchLines.track, batch: batchLines.batch, score: batchLines.score, rank: batchLines.rank })
      .from(batchLines)
      .where(eq(batchLines.province, province))
  )
}

/* ---------- tracks across years ---------- */

/** Every track whose lines may stand for `track` in some year. */
export function relatedTracks(track: Track): Track[] {
  const past = TRACK_BEFORE_REFORM[track]
  return past ? [track, past] : [track]
}

/* ---------- units ---------- */

/** A unit's major as loaded: the contract's UnitMajor before eligibility is known. */
export interface LoadedMajor extends Omit<UnitMajor, 'eligible'> {
  /** parseRequirement of subject_requirement; null when unreadable (never held against anyone). */
  requirement: SubjectRequirement | null
}

/** A unit as loaded: the contract's RecommendedUnit before the user's rank, with its past lines (batch_level: core/batches.ts unitBatchLevel). */
export interface LoadedUnit extends Omit<RecommendedUnit, 'majors' | 'explanation'> {
  majors: LoadedMajor[]
  /** Lines of the unit's own kind, any order. */
  own: PastLine[]
  /** The institution's line of each year. */
  institution: PastLine[]
  /** The institution's lines of the years filled in another apply mode than the unit's (a subset of `institution`). */
  bridged: PastLine[]
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

/** Units built from real lines without plans: the apply mode and IndexStat.units_from of each line kind. */
export const LINE_UNITS: Record<LineKind, { mode: ApplyMode; from: UnitsFrom }> = {
  major: { mode: 'category', from: 'major_lines' },
  group: { mode: 'group', from: 'group_lines' },
  institution: { mode: 'normal', from: 'institution_lines' }
}

/**
 * Which kind of a year's real lines forms the units when there are no plans: the one fitting the
 * province's apply mode that year when it has lines, else major, group, institution, the first there is.
 */
export function lineUnitKind(kinds: readonly LineKind[], mode: ApplyMode): LineKind | undefined {
  const fitting = UNIT_LINE_KIND[mode]
  return kinds.includes(fitting) ? fitting : (['major', 'group', 'institution'] as const).find((k) => kinds.includes(k))
}

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

/** A plan row (or a line standing in for one), without its institution's columns. */
interface PlanRow {
  id: number
  institution_id: number | null
  institution_name: string
  batch: string
  group_code: string
  major_code: string
  major_name: string
  plan_count: number
  subject_requirement: string
  tuition: number | null
  duration: number | null
}

/*
 * Loading at real size (issue 26: 浙江 has 20,000+ major lines a year): no jsonb column is read per
 * row (parsing it dominated): the rows' sources are read once as distinct values, the institutions'
 * columns once per institution.
 */

const planWhere = (province: string, track: Track, planYear: number) =>
  and(eq(enrollmentPlans.province, province), eq(enrollmentPlans.year, planYear), eq(enrollmentPlans.track, track), isNotNull(enrollmentPlans.institutionId))

function loadPlans(db: Db, province: string, track: Track, planYear: number): Promise<PlanRow[]> {
  return jsonRows<PlanRow>(
    db,
    {
      id: enrollmentPlans.id,
      institution_id: enrollmentPlans.institutionId,
      institution_name: enrollmentPlans.institutionName,
      batch: enrollmentPlans.batch,
      group_code: enrollmentPlans.groupCode,
      major_code: enrollmentPlans.majorCode,
      major_name: enrollmentPlans.majorName,
      plan_count: enrollmentPlans.planCount,
      ...PLAN_COLUMNS
    },
    enrollmentPlans,
    planWhere(province, track, planYear),
    enrollmentPlans.id
  )
}

const lineUnitWhere = (province: string, track: Track, year: number, kind: LineKind) =>
  and(
    eq(admissionLines.province, province),
    eq(admissionLines.year, year),
    eq(admissionLines.track, track),
    eq(admissionLines.kind, kind),
    isNotNull(admissionLines.minRank),
    isNotNull(admissionLines.institutionId),
    ne(sql`${admissionLines.source}->>'kind'`, 'sample')
  )

/**
 * Without plans (imported lines only, docs/recommendation.md "Units without plans"): the non-sample
 * lines of `year` of one kind stand in for the plan, one row per line (the line's id as its id): a
 * major, a 院校专业组 or an institution. No subject requirement (never held against anyone), plan
 * count the line's or unknown (0).
 */
async function plansFromLines(db: Db, province: string, track: Track, year: number, kind: LineKind): Promise<PlanRow[]> {
  type LineUnitRow = Omit<PlanRow, 'plan_count' | 'subject_requirement' | 'tuition' | 'duration'> & { plan_count: number | null }
  const rows = await jsonRows<LineUnitRow>(
    db,
    {
      id: admissionLines.id,
      institution_id: admissionLines.institutionId,
      institution_name: admissionLines.institutionName,
      batch: admissionLines.batch,
      group_code: admissionLines.groupCode,
      major_code: admissionLines.majorCode,
      major_name: admissionLines.majorName,
      plan_count: admissionLines.planCount
    },
    admissionLines,
    lineUnitWhere(province, track, year, kind),
    admissionLines.id
  )
  return rows.map((r) => ({ ...r, plan_count: r.plan_count ?? 0, subject_requirement: '', tuition: null, duration: null }))
}

/** The distinct sources of the rows the units were built from. */
async function unitSources(db: Db, province: string, track: Track, planYear: number, from: UnitsFrom): Promise<SourceJson[]> {
  const rows =
    from === 'plans'
      ? await db
          .selectDistinct({ source: enrollmentPlans.source })
          .from(enrollmentPlans)
          .where(planWhere(province, track, planYear))
      : await db
          .selectDistinct({ source: admissionLines.source })
          .from(admissionLines)
          .where(lineUnitWhere(province, track, planYear, LINE_KIND_OF[from]))
  return rows.map((r) => r.source)
}

const LINE_KIND_OF: Record<Exclude<UnitsFrom, 'plans'>, LineKind> = { major_lines: 'major', group_lines: 'group', institution_lines: 'institution' }

async function loadUnits(db: Db, province: string, track: Track, planYear: number, mode: ApplyMode, from: UnitsFrom): Promise<UnitSet> {
  const tracks = relatedTracks(track)
  const [plans, planSources, lines, lineSources] = await Promise.all([
    from === 'plans' ? loadPlans(db, province, track, planYear) : plansFromLines(db, province, track, planYear, LINE_KIND_OF[from]),
    unitSources(db, province, track, planYear, from),
    jsonRows<LineRow>(
      db,
      {
        institution_id: admissionLines.institutionId,
        year: admissionLines.year,
        track: admissionLines.track,
        kind: admissionLines.kind,
        group_code: admissionLines.groupCode,
        major_code: admissionLines.majorCode,
        major_name: admissionLines.majorName,
        min_rank: admissionLines.minRank,
        plan_count: admissionLines.planCount
      },
      admissionLines,
      and(eq(admissionLines.province, province), inArray(admissionLines.track, tracks))
    ),
    db
      .selectDistinct({ year: admissionLines.year, track: admissionLines.track, source: admissionLines.source })
      .from(admissionLines)
      .where(and(eq(admissionLines.province, province), inArray(admissionLines.track, tracks)))
  ])
  const ids = [...new Set(plans.map((p) => p.institution_id!))]
  const places = new Map(
    (ids.length
      ? await db
          .select({
            id: institutions.id,
            inst_province: institutions.province,
            city: institutions.city,
            level: institutions.level,
            tags: institutions.tags,
            listed: institutions.listed
          })
          .from(institutions)
          .where(inArray(institutions.id, ids))
      : []
    ).map((r) => [r.id, r])
  )
  const used = lineSources.filter((l) => trackInYear(province, l.year, track) === l.track).map((l) => l.source)

  // Index the lines: own kind (same apply mode years only) and institution lines per year.
  const ownKind = UNIT_LINE_KIND[mode]
  const own = new Map<string, PastLine[]>()
  const explicit = new Map<number, Map<number, LineRow[]>>()
  const weakest = new Map<number, Map<number, LineRow>>()
  for (const l of lines) {
    if (l.institution_id === null || trackInYear(province, l.year, track) !== l.track) continue
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
  // One list per institution, shared by its units (a large institution has 100+ majors).
  const byInstitution = new Map<number, PastLine[]>()
  const institutionLines = (id: number): PastLine[] => {
    const known = byInstitution.get(id)
    if (known) return known
    const result: PastLine[] = []
    const years = explicit.get(id)
    for (const list of years?.values() ?? []) result.push(...list.map(pastLine))
    for (const [year, l] of weakest.get(id) ?? []) if (!years?.has(year)) result.push({ year, min_rank: l.min_rank, plan_count: null })
    byInstitution.set(id, result)
    return result
  }
  const acrossReform = new Map<number, PastLine[]>()
  const bridgedLines = (id: number): PastLine[] => {
    let known = acrossReform.get(id)
    if (!known) acrossReform.set(id, (known = mode === 'normal' ? [] : institutionLines(id).filter((l) => applyModeFor(province, l.year) !== mode)))
    return known
  }

  const units = new Map<string, LoadedUnit>()
  for (const p of plans) {
    const school_id = p.institution_id!
    const key = unitKey(mode, { id: p.id, school_id, profession_group_code: p.group_code })
    let unit = units.get(key)
    const place = places.get(school_id)
    if (!place) continue
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
        institution_province: place.inst_province,
        city: place.city,
        level: place.level as InstitutionLevel,
        tags: place.tags as InstitutionTag[],
        batch: p.batch,
        batch_level: unitBatchLevel(p.batch, place.level as InstitutionLevel),
        unmatched: !place.listed,
        group_code: mode === 'group' ? p.group_code : '',
        major_code: mode === 'category' ? p.major_code : '',
        major_name: mode === 'category' ? p.major_name : '',
        plan_count: 0,
        majors: [],
        own: ownLines ?? [],
        institution: institutionLines(school_id),
        bridged: bridgedLines(school_id)
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
  return { province, track, plan_year: planYear, mode, units: [...units.values()], source: sourceOfRows([...planSources, ...used]) }
}

/** The units of the plan year (or of the major lines of that year), cached (see the file comment). */
export function recommendUnits(db: Db, province: string, track: Track, planYear: number, mode: ApplyMode, from: UnitsFrom = 'plans'): Promise<UnitSet> {
  return cached(db, `units|${province}|${track}|${planYear}|${mode}|${from}`, () => loadUnits(db, province, track, planYear, mode, from))
}

/** The newest year with admission lines in a province, for gk_mode.year (undefined without lines). */
export async function newestLineYear(db: Db, province: string): Promise<number | undefined> {
  return (await provinceIndex(db)).get(province)?.lineYears[0]
}
