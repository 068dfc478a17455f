/** One-to-one consulting services (gaokao/oneone): all sample data, the table has no source column. */
import { asc, count, eq } from 'drizzle-orm'
import type { ConsultService, ConsultServiceDetail, ConsultServiceQuery } from '../../types/edu'
import type { Db } from '../db/open'
import { consultServices } from '../db/schema'
import { countedPage } from '../lib/paginate'

const consultItem = (c: typeof consultServices.$inferSelect): ConsultService => ({
  id: c.id,
  title: c.title,
  expert_name: c.expertName,
  expert_title: c.expertTitle,
  price: c.price,
  duration_minutes: c.durationMinutes,
  tags: c.tags,
  summary: c.summary
})

export async function consultServicePage(db: Db, query: ConsultServiceQuery): Promise<{ count: number; results: ConsultService[] }> {
  const { count: n, rows } = await countedPage(query, db.select({ n: count() }).from(consultServices), ({ limit, offset }) =>
    db.select().from(consultServices).orderBy(asc(consultServices.id)).limit(limit).offset(offset)
  )
  return { count: n, results: rows.map(consultItem) }
}

export async function consultServiceDetail(db: Db, id: number): Promise<ConsultServiceDetail | null> {
  const [c] = await db.select().from(consultServices).where(eq(consultServices.id, id))
  return c ? { ...consultItem(c), paragraphs: c.paragraphs } : null
}
