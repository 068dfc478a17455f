/** Civil-service positions (国考, 省考, 选调生): filtered by major, province and exam; one position. */
import { and, asc, count, desc, eq, sql } from 'drizzle-orm'
import type { CivilPosition, CivilPositionDetail, CivilPositionQuery, PositionExam } from '../../types/edu'
import type { Db } from '../db/open'
import { civilPositions } from '../db/schema'
import { sourcedRows } from '../lib/dataSource'
import { countedPage, type FoundPage } from '../lib/paginate'

const positionItem = (p: typeof civilPositions.$inferSelect): CivilPosition => ({
  id: p.id,
  title: p.title,
  department: p.department,
  province: p.province,
  city: p.city,
  exam: p.exam as PositionExam,
  year: p.year,
  education: p.education,
  majors: p.majors,
  count: p.count,
  source: p.source
})

/** Newest year first. */
export async function civilPositionPage(db: Db, query: CivilPositionQuery): Promise<FoundPage<CivilPosition>> {
  const major = query.major?.trim()
  // A major matches the positions that name it and those open to every major (majors = []).
  const where = and(
    major ? sql`(${civilPositions.majors} @> ${JSON.stringify([major])}::jsonb or ${civilPositions.majors} = '[]'::jsonb)` : undefined,
    query.province ? eq(civilPositions.province, query.province) : undefined,
    query.exam ? eq(civilPositions.exam, query.exam) : undefined
  )
  const { count: total, rows } = await countedPage(query, db.select({ n: count() }).from(civilPositions).where(where), ({ limit, offset }) =>
    db.select().from(civilPositions).where(where).orderBy(desc(civilPositions.year), asc(civilPositions.id)).limit(limit).offset(offset)
  )
  return { count: total, ...sourcedRows(rows, positionItem) }
}

export async function civilPositionDetail(db: Db, id: number): Promise<CivilPositionDetail | null> {
  const [p] = await db.select().from(civilPositions).where(eq(civilPositions.id, id))
  return p ? { ...positionItem(p), requirements: p.requirements } : null
}
