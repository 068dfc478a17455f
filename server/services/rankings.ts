/** Ranking lists (university and profession rankings) and their entries. */
import { and, asc, count, desc, eq } from 'drizzle-orm'
import type { RankingEntry, RankingKind, RankingList, RankingQuery } from '../../types/edu'
import type { Db } from '../db/open'
import { rankingEntries, rankingLists } from '../db/schema'
import { countedPage } from '../lib/paginate'

const rankingList = (l: typeof rankingLists.$inferSelect): RankingList => ({
  id: l.id,
  name: l.name,
  publisher: l.publisher,
  year: l.year,
  kind: l.kind as RankingKind,
  subject: l.subject,
  description: l.description,
  source: l.source
})

/** Newest year first. */
export async function rankingListsOf(db: Db, kind: RankingKind | undefined): Promise<RankingList[]> {
  const rows = await db
    .select()
    .from(rankingLists)
    .where(kind ? eq(rankingLists.kind, kind) : undefined)
    .orderBy(desc(rankingLists.year), asc(rankingLists.id))
  return rows.map(rankingList)
}

/** One page of a list's entries (of one province when asked), by position; null for an unknown list. */
export async function rankingPage(db: Db, id: number, query: RankingQuery): Promise<{ list: RankingList; count: number; results: RankingEntry[] } | null> {
  const [list] = await db.select().from(rankingLists).where(eq(rankingLists.id, id))
  if (!list) return null
  const where = and(eq(rankingEntries.listId, list.id), query.province ? eq(rankingEntries.province, query.province) : undefined)
  const { count: n, rows } = await countedPage(query, db.select({ n: count() }).from(rankingEntries).where(where), ({ limit, offset }) =>
    db.select().from(rankingEntries).where(where).orderBy(asc(rankingEntries.position)).limit(limit).offset(offset)
  )
  const results = rows.map((e) => ({ position: e.position, institution_id: e.institutionId, name: e.name, province: e.province, score: e.score }))
  return { list: rankingList(list), count: n, results }
}
