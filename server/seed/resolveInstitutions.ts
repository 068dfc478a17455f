/**
 * Which institution each imported line or plan row belongs to (issue 26; docs/gaokao-data.md
 * "Institutions by name"). Nothing is dropped:
 *
 * 1. the row's name matched to the ministry's list (server/domain/institutionNames.ts: exact, the
 *    users' and the shipped aliases, notes, campuses, short endings, inferred);
 * 2. else its provincial 院校代号: the institution another row of the same province and code
 *    matched, in this file or already stored (a renamed institution keeps one history);
 * 3. else a provisional record (`institutions.listed` false, 未匹配院校库) of that province, found by
 *    the code or the name it was stored under before, or made now. Its key (`code` column) is
 *    `U|<province>|c<code>`, or `U|<province>|n<name>` without a code.
 *
 * When a code or name that had a provisional record now resolves to a listed institution (a later
 * year's name matched, or a user's alias was added), the provisional record's rows move to it and
 * the record goes: one history. Provisional records left without rows are removed after each import.
 */
import { and, eq, inArray, like, sql } from 'drizzle-orm'
import type { InstitutionLevel } from '../../types/gaokao'
import type { Database, Db } from '../db/open'
import { admissionLines, enrollmentPlans, institutionAliases, institutions } from '../db/schema'
import { buildNameIndex, matchInstitutionName, normaliseName, type MatchHow, type NameIndex } from '../domain/institutionNames'
import { institutionTypeOf } from '../domain/institutionType'
import { pinyinOf } from '../services/pinyin'

/** What the resolver reads and sets on a row of lines or plans. */
export interface ResolvableRow {
  province: string
  year: number
  track: string
  institution_code: string
  institution_name: string
  institution_id: number | null
}

/** An unmatched name of an import, for its summary. */
export interface UnmatchedName {
  province: string
  name: string
  /** The provincial code ('' when the data gives none). */
  code: string
  rows: number
  /** The units its rows form in their newest year (per track), by the caller's unit key. */
  units: number
}

export interface Resolution {
  /** Rows per way of matching (a code match counts as 'code'). */
  matched: Partial<Record<MatchHow | 'code', number>>
  unmatched: UnmatchedName[]
  /** Provisional records made by this import. */
  created: number
  /** Provisional records whose rows moved to a listed institution. */
  merged: number
}

export const PROVISIONAL_LABEL = '未匹配院校库'

const provisionalKey = (province: string, code: string, name: string) => (code ? `U|${province}|c${code}` : `U|${province}|n${normaliseName(name)}`)

/** A provisional record's level, from its name: 职业/专科 schools are 专科. */
export const provisionalLevel = (name: string): InstitutionLevel => (/职业|专科|高专|技师/.test(name) ? '专科' : '本科')

/** The name index of the listed institutions and the users' aliases. */
export async function loadNameIndex(db: Db): Promise<NameIndex> {
  const [listed, aliases] = await Promise.all([
    db.select({ id: institutions.id, name: institutions.name, province: institutions.province }).from(institutions).where(eq(institutions.listed, true)),
    db.select({ alias: institutionAliases.alias, province: institutionAliases.province, institution_id: institutionAliases.institutionId }).from(institutionAliases)
  ])
  return buildNameIndex(listed, aliases)
}

interface StoredName {
  province: string
  code: string
  name: string
  id: number
  listed: boolean
}

/** Every (province, code, name) → institution already stored in lines and plans of these provinces. */
async function storedNames(db: Db, provinces: string[]): Promise<StoredName[]> {
  const rows: StoredName[] = []
  for (const table of [admissionLines, enrollmentPlans]) {
    rows.push(
      ...(await db
        .selectDistinct({ province: table.province, code: table.institutionCode, name: table.institutionName, id: institutions.id, listed: institutions.listed })
        .from(table)
        .innerJoin(institutions, eq(institutions.id, table.institutionId))
        .where(inArray(table.province, provinces)))
    )
  }
  return rows
}

/** Moves every line and plan of provisional record `from` to institution `to`, and removes `from`. */
async function mergeInto(db: Db, from: number, to: number): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.update(admissionLines).set({ institutionId: to }).where(eq(admissionLines.institutionId, from))
    await tx.update(enrollmentPlans).set({ institutionId: to }).where(eq(enrollmentPlans.institutionId, from))
    await tx.delete(institutions).where(and(eq(institutions.id, from), eq(institutions.listed, false)))
  })
}

/**
 * Provisional records whose code now belongs to a listed institution, or whose stored names now
 * match one (a later year's name, a user's alias), move their rows to it: one history. Answers
 * provisional id → listed id.
 */
async function mergeResolved(db: Db, index: NameIndex, stored: readonly StoredName[], listedByCode: ReadonlyMap<string, number>): Promise<Map<number, number>> {
  const merges = new Map<number, number>()
  for (const s of stored) {
    if (s.listed || merges.has(s.id)) continue
    const to = (s.code ? listedByCode.get(`${s.province}|${s.code}`) : undefined) ?? matchInstitutionName(index, s.name, s.province)?.id
    if (to !== undefined) merges.set(s.id, to)
  }
  for (const [from, to] of merges) await mergeInto(db, from, to)
  return merges
}

/** After aliases were added: provisional records whose names now match move to the listed institution. */
export async function remergeProvisionals(database: Database): Promise<number> {
  const db = database.db
  const keys = await db
    .select({ code: institutions.code })
    .from(institutions)
    .where(and(eq(institutions.listed, false), like(institutions.code, 'U|%')))
  const provinces = [...new Set(keys.map((k) => k.code.split('|')[1]))]
  if (!provinces.length) return 0
  const stored = await storedNames(db, provinces)
  const listedByCode = new Map(stored.filter((s) => s.listed && s.code).map((s) => [`${s.province}|${s.code}`, s.id]))
  return (await mergeResolved(db, await loadNameIndex(db), stored, listedByCode)).size
}

/**
 * Sets institution_id on every row (see the file comment); makes and merges provisional records.
 * `unitOf` names the unit a row belongs to within its institution, province, year and track (a group
 * code, a major), for the count of units each unmatched name forms.
 */
export async function resolveInstitutions<R extends ResolvableRow>(database: Database, rows: readonly R[], unitOf: (row: R) => string): Promise<Resolution> {
  const db = database.db
  const resolution: Resolution = { matched: {}, unmatched: [], created: 0, merged: 0 }
  if (!rows.length) return resolution
  const index = await loadNameIndex(db)
  const provinces = [...new Set(rows.map((r) => r.province))]
  const stored = await storedNames(db, provinces)
  const listedByCode = new Map<string, number>()
  const provisionalByCode = new Map<string, number>()
  const provisionalByName = new Map<string, number>()
  for (const s of stored) {
    const codeKey = `${s.province}|${s.code}`
    if (s.listed) {
      if (s.code) listedByCode.set(codeKey, s.id)
      continue
    }
    if (s.code) provisionalByCode.set(codeKey, s.id)
    provisionalByName.set(`${s.province}|${normaliseName(s.name)}`, s.id)
  }
  const count = (how: MatchHow | 'code') => (resolution.matched[how] = (resolution.matched[how] ?? 0) + 1)

  const pending: R[] = []
  // A file repeats each name on many rows: match each (province, name) once.
  const matches = new Map<string, ReturnType<typeof matchInstitutionName>>()
  for (const row of rows) {
    const key = `${row.province}|${row.institution_name}`
    if (!matches.has(key)) matches.set(key, matchInstitutionName(index, row.institution_name, row.province))
    const hit = matches.get(key) ?? null
    row.institution_id = hit?.id ?? null
    if (hit) {
      count(hit.how)
      if (row.institution_code) listedByCode.set(`${row.province}|${row.institution_code}`, hit.id)
    } else pending.push(row)
  }

  const merges = await mergeResolved(db, index, stored, listedByCode)
  resolution.merged = merges.size

  const unmatched = new Map<string, UnmatchedName & { of: R[] }>()
  const fresh = new Map<string, { key: string; row: R; rows: R[] }>()
  for (const row of pending) {
    const codeKey = `${row.province}|${row.institution_code}`
    const listed = row.institution_code ? listedByCode.get(codeKey) : undefined
    if (listed !== undefined) {
      row.institution_id = listed
      count('code')
      continue
    }
    const nameKey = `${row.province}|${normaliseName(row.institution_name)}`
    const seen = (row.institution_code ? provisionalByCode.get(codeKey) : undefined) ?? provisionalByName.get(nameKey)
    const kept = seen !== undefined && !merges.has(seen) ? seen : undefined
    const u = unmatched.get(`${nameKey}|${row.institution_code}`) ?? {
      province: row.province,
      name: row.institution_name,
      code: row.institution_code,
      rows: 0,
      units: 0,
      of: []
    }
    u.rows++
    u.of.push(row)
    unmatched.set(`${nameKey}|${row.institution_code}`, u)
    if (kept !== undefined) {
      row.institution_id = kept
      continue
    }
    const key = provisionalKey(row.province, row.institution_code, row.institution_name)
    const entry = fresh.get(key) ?? { key, row, rows: [] }
    entry.rows.push(row)
    fresh.set(key, entry)
  }
  resolution.unmatched = [...unmatched.values()]
    .map(({ of, ...u }) => {
      const newest = Math.max(...of.map((r) => r.year))
      return { ...u, units: new Set(of.filter((r) => r.year === newest).map((r) => `${r.track}|${unitOf(r)}`)).size }
    })
    .sort((a, b) => b.rows - a.rows || a.name.localeCompare(b.name, 'zh'))

  if (fresh.size) {
    const made = await db
      .insert(institutions)
      .values(
        [...fresh.values()].map(({ key, row }) => {
          const { full, initials } = pinyinOf(row.institution_name)
          return {
            code: key,
            name: row.institution_name,
            province: '',
            city: '',
            level: provisionalLevel(row.institution_name),
            department: '',
            type: institutionTypeOf(row.institution_name),
            pinyinFull: full,
            pinyinInitials: initials,
            source: { kind: 'imported' as const, label: PROVISIONAL_LABEL, year: null },
            listed: false
          }
        })
      )
      .onConflictDoUpdate({ target: institutions.code, set: { name: sql`excluded.name` } })
      .returning({ id: institutions.id, code: institutions.code })
    const idOf = new Map(made.map((m) => [m.code, m.id]))
    for (const entry of fresh.values()) for (const row of entry.rows) row.institution_id = idOf.get(entry.key)!
    resolution.created = made.length
  }
  return resolution
}

/** Removes provisional records no line or plan names any more (their data was re-imported under a listed name). */
export async function dropOrphanProvisionals(db: Db): Promise<number> {
  const gone = await db
    .delete(institutions)
    .where(
      and(
        eq(institutions.listed, false),
        like(institutions.code, 'U|%'),
        sql`not exists (select 1 from ${admissionLines} where ${admissionLines.institutionId} = ${institutions.id})`,
        sql`not exists (select 1 from ${enrollmentPlans} where ${enrollmentPlans.institutionId} = ${institutions.id})`
      )
    )
    .returning({ id: institutions.id })
  return gone.length
}
