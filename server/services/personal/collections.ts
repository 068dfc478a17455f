/**
 * Favourite institutions and majors (收藏, issue 22; types/personalCollections.ts): the user state's
 * `collections` jsonb (users.collections: univ = institution ids, prof = major catalogue codes, each
 * in the order added).
 *
 * - Adding checks the institution (the search index, services/institutionSearch.ts) or the major
 *   (the `majors` table) exists: 404 otherwise. Adding or removing twice is harmless (idempotent).
 * - Each write locks the user's row, reads the lists, writes them back: two at once cannot both
 *   pass the limit of COLLECTION_LIMITS.maxPerKind (422) or lose each other's change.
 * - Lists: newest favourite first, as cards; an institution or a major that a re-import removed
 *   is left out (it stays in the user state until removed, harmless).
 */
import { eq, inArray } from 'drizzle-orm'
import { newestFirst, withCollected } from '../../../core/collections'
import { COLLECTION_LIMITS, type CollectionKind, type Collections } from '../../../types/personalCollections'
import type { InstitutionSummary } from '../../../types/gaokao'
import type { MajorSummary } from '../../../types/edu'
import type { Db } from '../../db/open'
import { majors, users } from '../../db/schema'
import { ApiError } from '../../errors'
import { pageWindow, type PageQuery } from '../../lib/paginate'
import type { InstitutionIndex } from '../institutionSearch'
import { majorSummary } from '../majors'

const KIND_NAMES: Record<CollectionKind, string> = { univ: '院校', prof: '专业' }

const stateOf = (raw: Partial<Collections> | null | undefined): Collections => ({ univ: raw?.univ ?? [], prof: raw?.prof ?? [] })

/** Adds (`on`) or removes `key` in the user's `kind` list under the row lock; answers the lists after. */
async function change(db: Db, userId: number, kind: CollectionKind, key: number | string, on: boolean): Promise<Collections> {
  return db.transaction(async (tx) => {
    const [row] = await tx.select({ collections: users.collections }).from(users).where(eq(users.id, userId)).for('update')
    const state = stateOf(row?.collections)
    const list: readonly (number | string)[] = state[kind]
    const next = withCollected(list, key, on)
    if (next === list) return state
    if (next.length > COLLECTION_LIMITS.maxPerKind) {
      throw new ApiError(422, 'business_rule', `最多收藏 ${COLLECTION_LIMITS.maxPerKind} 个${KIND_NAMES[kind]}，请先取消一些不再关注的`)
    }
    const changed = { ...state, [kind]: next } as Collections
    await tx.update(users).set({ collections: changed }).where(eq(users.id, userId))
    return changed
  })
}

export async function setInstitutionCollected(db: Db, index: InstitutionIndex, userId: number, id: number, on: boolean): Promise<Collections> {
  if (on && !index.summary(id)) throw new ApiError(404, 'not_found', '院校不存在')
  return change(db, userId, 'univ', id, on)
}

export async function setMajorCollected(db: Db, userId: number, code: string, on: boolean): Promise<Collections> {
  if (on) {
    const [found] = await db.select({ code: majors.code }).from(majors).where(eq(majors.code, code))
    if (!found) throw new ApiError(404, 'not_found', '专业不存在')
  }
  return change(db, userId, 'prof', code, on)
}

async function collectionsOf(db: Db, userId: number): Promise<Collections> {
  const [row] = await db.select({ collections: users.collections }).from(users).where(eq(users.id, userId))
  return stateOf(row?.collections)
}

/** One page of the favourite institutions, newest first. */
export async function favoriteInstitutions(
  db: Db,
  index: InstitutionIndex,
  userId: number,
  query: Partial<PageQuery>
): Promise<{ count: number; results: InstitutionSummary[] }> {
  const found = newestFirst((await collectionsOf(db, userId)).univ)
    .map((id) => index.summary(id))
    .filter((u): u is InstitutionSummary => u !== null)
  const { limit, offset } = pageWindow(query)
  return { count: found.length, results: found.slice(offset, offset + limit) }
}

/** One page of the favourite majors, newest first. */
export async function favoriteMajors(db: Db, userId: number, query: Partial<PageQuery>): Promise<{ count: number; results: MajorSummary[] }> {
  const codes = newestFirst((await collectionsOf(db, userId)).prof)
  const rows = codes.length ? await db.select().from(majors).where(inArray(majors.code, codes)) : []
  const byCode = new Map(rows.map((m) => [m.code, majorSummary(m)]))
  const found = codes.map((code) => byCode.get(code)).filter((m): m is MajorSummary => m !== undefined)
  const { limit, offset } = pageWindow(query)
  return { count: found.length, results: found.slice(offset, offset + limit) }
}
