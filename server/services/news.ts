/** Gaokao news: a province's list (with the nationwide news), one article. */
import { and, count, desc, eq, isNull, or } from 'drizzle-orm'
import type { NewsDetail, NewsItem, NewsQuery } from '../../types/edu'
import type { Db } from '../db/open'
import { news } from '../db/schema'
import { sourcedRows } from '../lib/dataSource'
import { countedPage, type FoundPage } from '../lib/paginate'

const newsItem = (n: typeof news.$inferSelect): NewsItem => ({
  id: n.id,
  title: n.title,
  summary: n.summary,
  category: n.category,
  province: n.province,
  cover_url: n.coverUrl,
  published_at: n.publishedAt.toISOString(),
  source: n.source
})

/** Newest first. */
export async function newsPage(db: Db, query: NewsQuery): Promise<FoundPage<NewsItem>> {
  const { province, category } = query
  // A province's list also carries the nationwide news (province null).
  const where = and(province ? or(eq(news.province, province), isNull(news.province)) : undefined, category ? eq(news.category, category) : undefined)
  const { count: total, rows } = await countedPage(query, db.select({ n: count() }).from(news).where(where), ({ limit, offset }) =>
    db.select().from(news).where(where).orderBy(desc(news.publishedAt), desc(news.id)).limit(limit).offset(offset)
  )
  return { count: total, ...sourcedRows(rows, newsItem) }
}

export async function newsDetail(db: Db, id: number): Promise<NewsDetail | null> {
  const [n] = await db.select().from(news).where(eq(news.id, id))
  return n ? { ...newsItem(n), paragraphs: n.paragraphs } : null
}
