/**
 * The local provider (provider.ts): the library's own materials and topics in xkw_materials /
 * xkw_topics, their files and preview pages in the FileStore (the demo seed's are is_demo).
 *
 * - Search: every word of `q` in the title (ILIKE, wildcards literal); stage, subject, grade, type
 *   and topic narrow it. Sorts: default (the newest year first, then most downloaded), newest
 *   (added), popular (downloads); the id breaks ties so pages never overlap.
 * - Previews are `files` rows (images served by GET /api/storage/file|thumb/<key>, like the
 *   forum's): the first pages are free to see. The file itself is a cloud object, reachable only
 *   through a download that checked the right (services/xkw/downloads.ts).
 */
import { and, asc, count, desc, eq, ilike, sql, type SQL } from 'drizzle-orm'
import type { XkwSearchQuery, XkwStage, XkwSubject, XkwTopic } from '../../../types/xkw'
import type { Db } from '../../db/open'
import { xkwMaterials, xkwTopics } from '../../db/schema'
import { contains } from '../../lib/likePattern'
import { pageWindow } from '../../lib/paginate'
import type { FileStore } from '../../storage/store'
import { readStored } from '../cloud/saveCopy'
import { imageOf } from '../forum/images'
import { materialCard, type MaterialRow } from './cards'
import type { XkwProvider } from './provider'

type TopicRow = typeof xkwTopics.$inferSelect

const wordsOf = (q: string | undefined) => (q ?? '').trim().split(/\s+/).filter(Boolean)

export function localXkwProvider(db: Db, store: FileStore, apiPrefix: string): XkwProvider {
  const card = (row: MaterialRow) => materialCard(row, apiPrefix)

  const topicOf = (row: TopicRow, papers: number): XkwTopic => ({
    id: row.id,
    title: row.title,
    stage: row.stage as XkwStage,
    subject: row.subject as XkwSubject,
    description: row.description,
    papers,
    is_demo: row.isDemo
  })

  // Qualified by hand: drizzle writes a column unqualified, which inside the subquery would mean m's own.
  const paperCount = sql<number>`(select count(*)::int from xkw_materials m where m.topic_id = "xkw_topics"."id")`

  const materialRow = async (id: number): Promise<MaterialRow | null> => {
    const [row] = await db.select().from(xkwMaterials).where(eq(xkwMaterials.id, id))
    return row ?? null
  }

  return {
    name: 'local',

    async search(query: XkwSearchQuery) {
      const where: SQL | undefined = and(
        query.stage ? eq(xkwMaterials.stage, query.stage) : undefined,
        query.subject ? eq(xkwMaterials.subject, query.subject) : undefined,
        query.grade ? eq(xkwMaterials.grade, query.grade) : undefined,
        query.type ? eq(xkwMaterials.type, query.type) : undefined,
        query.topic_id ? eq(xkwMaterials.topicId, query.topic_id) : undefined,
        ...wordsOf(query.q).map((word) => ilike(xkwMaterials.title, contains(word)))
      )
      const order =
        query.sort === 'newest'
          ? [desc(xkwMaterials.createdAt), desc(xkwMaterials.id)]
          : query.sort === 'popular'
            ? [desc(xkwMaterials.downloads), desc(xkwMaterials.id)]
            : [sql`${xkwMaterials.year} desc nulls last`, desc(xkwMaterials.downloads), desc(xkwMaterials.id)]
      const { limit, offset } = pageWindow(query)
      const [[{ n }], rows] = await Promise.all([
        db.select({ n: count() }).from(xkwMaterials).where(where),
        db
          .select()
          .from(xkwMaterials)
          .where(where)
          .orderBy(...order)
          .limit(limit)
          .offset(offset)
      ])
      return { count: n, results: rows.map(card) }
    },

    async detail(id) {
      const row = await materialRow(id)
      if (!row) return null
      const [topic] = row.topicId === null ? [] : await db.select({ id: xkwTopics.id, title: xkwTopics.title }).from(xkwTopics).where(eq(xkwTopics.id, row.topicId))
      return { ...card(row), summary: row.summary, preview: row.previewKeys.map((key) => imageOf(key, apiPrefix)), topic: topic ?? null }
    },

    async facts(id) {
      const row = await materialRow(id)
      return row && { id: row.id, title: row.title, format: row.format, priceFen: row.priceFen }
    },

    async topics(query) {
      const { limit, offset } = pageWindow(query)
      const [[{ n }], rows] = await Promise.all([
        db.select({ n: count() }).from(xkwTopics),
        db.select({ row: xkwTopics, papers: paperCount }).from(xkwTopics).orderBy(asc(xkwTopics.id)).limit(limit).offset(offset)
      ])
      return { count: n, results: rows.map((r) => topicOf(r.row, r.papers)) }
    },

    async topic(id) {
      const [found] = await db.select({ row: xkwTopics, papers: paperCount }).from(xkwTopics).where(eq(xkwTopics.id, id))
      return found ? topicOf(found.row, found.papers) : null
    },

    async preview(id) {
      const row = await materialRow(id)
      if (!row) return null
      return { id: row.id, title: row.title, pages: row.pages, images: row.previewKeys.map((key) => imageOf(key, apiPrefix)), is_demo: row.isDemo }
    },

    async file(id) {
      const row = await materialRow(id)
      if (!row) throw new Error(`xkw material ${id} is gone`)
      return readStored(store, row.fileKey)
    },

    async countDownload(id) {
      await db
        .update(xkwMaterials)
        .set({ downloads: sql`${xkwMaterials.downloads} + 1` })
        .where(eq(xkwMaterials.id, id))
    }
  }
}
