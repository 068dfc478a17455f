/**
 * University search over all institutions kept in memory (≈3,000 rows: loaded once per database
 * from `institutions`, reloaded after an import changes it).
 *
 * q matches, best first:
 *   0 alias exact (server/domain/institutionAliases.ts: 北大 → 北京大学)
 *   1 name exact            2 name prefix          3 pinyin initials or full pinyin exact (bjdx)
 *   4 name substring        5 initials / full pinyin prefix (bj, beijing)
 *   6 initials substring    7 characters of a Chinese q in order in the name (北大 ⊂ 北京大学)
 * then 本科 before 专科, then code. Filters: province, city (北京 or 北京市), level, type, tag.
 * sort=name orders by pinyin, sort=code by code; default is the relevance above (no q: 本科 first,
 * then code).
 * nearby(): institutions whose city centre lies within a radius of a point, nearest first.
 */
import type { GeoPoint } from '../../types/edu'
import type {
  InstitutionDetail,
  InstitutionFilters,
  InstitutionLevel,
  InstitutionSearchQuery,
  InstitutionSummary,
  InstitutionTag,
  InstitutionType
} from '../../types/gaokao'
import { INSTITUTION_SOURCE, INSTITUTION_TAGS, INSTITUTION_TYPES } from '../../types/gaokao'
import { distanceKm } from '../domain/geo'
import type { Database } from '../db/open'
import { institutions } from '../db/schema'
import { pageWindow, type PageQuery } from '../lib/paginate'
import { INSTITUTION_ALIASES } from '../domain/institutionAliases'
import { PROVINCES } from './provinces'

interface Entry {
  detail: InstitutionDetail
  summary: InstitutionSummary
  name: string
  full: string
  initials: string
  levelOrder: number
  /** City centre; null when the city has no coordinates. */
  point: GeoPoint | null
}

export interface SearchHit {
  total: number
  results: InstitutionSummary[]
}

export interface NearbyHit {
  total: number
  results: { summary: InstitutionSummary; distanceKm: number }[]
}

const NO_MATCH = 99
/** Searches whose matches an index keeps (the oldest is dropped first): 200 × at most ~3,000 references, under 5 MB. */
const MAX_CACHED_SEARCHES = 200

function isSubsequence(needle: string[], haystack: string): boolean {
  let i = 0
  for (const ch of haystack) {
    if (ch === needle[i]) i++
    if (i === needle.length) return true
  }
  return false
}

export class InstitutionIndex {
  private readonly entries: Entry[]
  private readonly byId = new Map<number, Entry>()
  private readonly byName = new Map<string, Entry[]>()
  private filtersCache: InstitutionFilters | null = null
  /**
   * Recent searches' matches, by query: families search for a few common words again and again, and
   * scoring all some 3,000 institutions was the route's own CPU work each time. The index never
   * changes (an import builds a new one), so neither do the matches.
   */
  private readonly searches = new Map<string, InstitutionSummary[]>()

  /** Provisional records (未匹配院校库, `listed` false) are reachable by id only: search, filters and maps list the ministry's institutions. */
  constructor(rows: (typeof institutions.$inferSelect)[]) {
    const all = rows.map((row) => {
      const summary: InstitutionSummary = {
        id: row.id,
        name: row.name,
        code: row.code,
        province: row.province,
        city: row.city,
        level: row.level as InstitutionLevel,
        department: row.department,
        remark: row.remark,
        type: row.type as InstitutionType,
        tags: row.tags as InstitutionTag[]
      }
      return {
        summary,
        detail: { ...summary, pinyin_initials: row.pinyinInitials, lat: row.lat, lng: row.lng, source: row.source },
        name: row.name,
        full: row.pinyinFull,
        initials: row.pinyinInitials,
        levelOrder: row.level === '本科' ? 0 : 1,
        point: row.lat !== null && row.lng !== null ? { lat: row.lat, lng: row.lng } : null
      }
    })
    for (const entry of all) this.byId.set(entry.summary.id, entry)
    this.entries = all.filter((_, i) => rows[i].listed)
    this.entries.sort((a, b) => a.levelOrder - b.levelOrder || (a.summary.code < b.summary.code ? -1 : a.summary.code > b.summary.code ? 1 : 0))
    for (const entry of this.entries) {
      const list = this.byName.get(entry.name) ?? []
      list.push(entry)
      this.byName.set(entry.name, list)
    }
  }

  get size(): number {
    return this.entries.length
  }

  get(id: number): InstitutionDetail | null {
    return this.byId.get(id)?.detail ?? null
  }

  /** A list's card of the institution (favourites), or null when it is not in the table. */
  summary(id: number): InstitutionSummary | null {
    return this.byId.get(id)?.summary ?? null
  }

  /** Relevance of one entry for a normalised q (NO_MATCH when it does not match). */
  private score(entry: Entry, q: string, latin: boolean, chars: string[], aliasTargets: ReadonlySet<string>): number {
    if (aliasTargets.has(entry.name)) return 0
    if (latin) {
      if (entry.initials === q || entry.full === q) return 3
      if (entry.name.toLowerCase().includes(q)) return 4
      if (entry.initials.startsWith(q) || entry.full.startsWith(q)) return 5
      if (entry.initials.includes(q)) return 6
      return NO_MATCH
    }
    if (entry.name === q) return 1
    if (entry.name.startsWith(q)) return 2
    if (entry.name.includes(q)) return 4
    if (chars.length >= 2 && isSubsequence(chars, entry.name)) return 7
    return NO_MATCH
  }

  search(query: InstitutionSearchQuery): SearchHit {
    const key = JSON.stringify([query.q ?? '', query.province, query.city, query.level, query.type, query.tag, query.sort ?? 'default'])
    let matches = this.searches.get(key)
    if (!matches) {
      matches = this.matches(query)
      if (this.searches.size >= MAX_CACHED_SEARCHES) this.searches.delete(this.searches.keys().next().value!)
      this.searches.set(key, matches)
    }
    const { limit, offset } = pageWindow(query)
    return { total: matches.length, results: matches.slice(offset, offset + limit) }
  }

  /** Every institution the query matches, best first. */
  private matches(query: InstitutionSearchQuery): InstitutionSummary[] {
    const q = normalise(query.q ?? '')
    const latin = /^[a-z0-9]+$/.test(q)
    const chars = [...q]
    // Own keys only: q is the user's text, and '__proto__' or 'constructor' would name Object's own members.
    const aliasTargets = new Set(Object.hasOwn(INSTITUTION_ALIASES, q) ? INSTITUTION_ALIASES[q] : [])
    const city = query.city?.trim()
    const matched: { entry: Entry; rank: number }[] = []
    for (const entry of this.entries) {
      const s = entry.summary
      if (query.province && s.province !== query.province) continue
      if (city && s.city !== city && s.city !== `${city}市`) continue
      if (query.level && s.level !== query.level) continue
      if (query.type && s.type !== query.type) continue
      if (query.tag && !s.tags.includes(query.tag)) continue
      const rank = q ? this.score(entry, q, latin, chars, aliasTargets) : 0
      if (rank !== NO_MATCH) matched.push({ entry, rank })
    }
    const sort = query.sort ?? 'default'
    // entries are already in (本科 first, code) order and Array.prototype.sort is stable.
    if (sort === 'default') {
      if (q) matched.sort((a, b) => a.rank - b.rank)
    } else if (sort === 'code') {
      matched.sort((a, b) => (a.entry.summary.code < b.entry.summary.code ? -1 : 1))
    } else {
      matched.sort((a, b) => (a.entry.full < b.entry.full ? -1 : a.entry.full > b.entry.full ? 1 : a.entry.name.localeCompare(b.entry.name)))
    }
    return matched.map((m) => m.entry.summary)
  }

  /** Institutions within radiusKm of a point, nearest first (ties: 本科 first, then code). */
  nearby(query: { point: GeoPoint; radiusKm: number; level?: InstitutionLevel } & Partial<PageQuery>): NearbyHit {
    const found: { summary: InstitutionSummary; distanceKm: number }[] = []
    for (const entry of this.entries) {
      if (!entry.point || (query.level && entry.summary.level !== query.level)) continue
      const km = distanceKm(query.point, entry.point)
      if (km <= query.radiusKm) found.push({ summary: entry.summary, distanceKm: km })
    }
    // entries are in (本科 first, code) order and the sort is stable.
    found.sort((a, b) => a.distanceKm - b.distanceKm)
    const { limit, offset } = pageWindow(query)
    return { total: found.length, results: found.slice(offset, offset + limit) }
  }

  filters(): InstitutionFilters {
    if (this.filtersCache) return this.filtersCache
    const provinces = new Map<string, number>(PROVINCES.map((p) => [p, 0]))
    const levels = new Map<InstitutionLevel, number>([
      ['本科', 0],
      ['专科', 0]
    ])
    const types = new Map<InstitutionType, number>(INSTITUTION_TYPES.map((t) => [t, 0]))
    const tags = new Map<InstitutionTag, number>(INSTITUTION_TAGS.map((t) => [t, 0]))
    for (const { summary } of this.entries) {
      provinces.set(summary.province, (provinces.get(summary.province) ?? 0) + 1)
      levels.set(summary.level, (levels.get(summary.level) ?? 0) + 1)
      types.set(summary.type, (types.get(summary.type) ?? 0) + 1)
      for (const tag of summary.tags) tags.set(tag, (tags.get(tag) ?? 0) + 1)
    }
    this.filtersCache = {
      provinces: [...provinces].map(([value, count]) => ({ value, count })),
      levels: [...levels].map(([value, count]) => ({ value, count })),
      types: [...types].map(([value, count]) => ({ value, count })),
      // Only tags some institution carries: 985/211/双一流 appear once a list that has them is imported.
      tags: [...tags].filter(([, count]) => count > 0).map(([value, count]) => ({ value, count })),
      source: INSTITUTION_SOURCE
    }
    return this.filtersCache
  }
}

/** Lowercase, no spaces (full-width included), full-width latin to half-width. */
export function normalise(q: string): string {
  return q
    .normalize('NFKC')
    .replace(/[\s\u3000·]+/g, '')
    .toLowerCase()
}

const indexes = new WeakMap<Database, Promise<InstitutionIndex>>()

/** The in-memory index of a database, loaded on first use. */
export function institutionIndex(database: Database): Promise<InstitutionIndex> {
  let index = indexes.get(database)
  if (!index) {
    index = database.db
      .select()
      .from(institutions)
      .then((rows) => new InstitutionIndex(rows))
    index.catch(() => indexes.delete(database))
    indexes.set(database, index)
  }
  return index
}

/** Called by the importer after it changed `institutions`: the next search reloads. */
export function invalidateInstitutionIndex(database: Database): void {
  indexes.delete(database)
}
