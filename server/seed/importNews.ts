/**
 * Imports news from CSV (docs/data-formats.md): one row per article, all or nothing, one
 * transaction (server/seed/contentCsv.ts). An article is identified by its title and publication
 * time: one already there is updated when anything differs and left alone when identical.
 * Times are Beijing time (UTC+8), 'YYYY-MM-DD' or 'YYYY-MM-DD HH:mm'; paragraphs are the lines of
 * the (quoted) `paragraphs` cell; an empty summary becomes the start of the first paragraph.
 *
 * CLI: `npx tsx server/seed/importNews.ts news.csv` (uses DATA_DIR / DATABASE_URL).
 */
import { eq } from 'drizzle-orm'
import { parseChinaTime } from '../../core/chinaTime'
import { NEWS_CATEGORIES } from '../../types/edu'
import { IMPORTED_SOURCE, type DataSource } from '../../types/gaokao'
import type { Database } from '../db/open'
import { news } from '../db/schema'
import { PROVINCES } from '../services/provinces'
import { duplicates, emptyReport, parseWholeFile, sameJson, type ContentImportReport } from './contentCsv'
import type { CsvRow } from './csv'
import { sameSource } from './importInstitutions'
import { runImportCli, sortUpserts } from './load'

export interface NewsData {
  title: string
  summary: string
  category: (typeof NEWS_CATEGORIES)[number]
  /** null = nationwide. */
  province: string | null
  coverUrl: string | null
  paragraphs: string[]
  publishedAt: Date
}

export const SUMMARY_MAX = 120
const PARAGRAPHS_MAX = 50

/** The summary a list shows when none is given: the first paragraph, cut at SUMMARY_MAX characters. */
export function summaryOf(paragraphs: readonly string[]): string {
  const first = [...(paragraphs[0] ?? '')]
  return first.length > SUMMARY_MAX ? `${first.slice(0, SUMMARY_MAX - 1).join('')}…` : first.join('')
}

function parseNewsRow(row: CsvRow): NewsData {
  const province = row.text('province', '省份', { max: 10 })
  if (province && province !== '全国' && !(PROVINCES as readonly string[]).includes(province)) row.problems.push(`省份应为 31 个省份简称之一或“全国”：${province}`)
  const published = row.text('published_at', '发布时间', { required: true, max: 16 })
  const publishedAt = parseChinaTime(published)
  if (published && !publishedAt) row.problems.push(`发布时间（published_at）应为 YYYY-MM-DD 或 YYYY-MM-DD HH:mm：${published}`)
  const cover = row.text('cover_url', '封面图', { max: 500 })
  if (cover && !/^https?:\/\/\S+$/.test(cover)) row.problems.push(`封面图（cover_url）应为 http(s) 地址：${cover.slice(0, 40)}`)
  const paragraphs = row
    .raw('paragraphs')
    .split(/\r?\n/)
    .map((p) => p.trim())
    .filter(Boolean)
  if (paragraphs.length === 0) row.problems.push('正文（paragraphs）不能为空')
  if (paragraphs.length > PARAGRAPHS_MAX) row.problems.push(`正文最多 ${PARAGRAPHS_MAX} 段，实为 ${paragraphs.length}`)
  if (paragraphs.some((p) => p.length > 2000)) row.problems.push('正文每段不能超过 2000 个字')
  const summary = row.text('summary', '摘要', { max: SUMMARY_MAX })
  return {
    title: row.text('title', '标题', { required: true, max: 100 }),
    summary: summary || summaryOf(paragraphs),
    category: row.oneOf('category', '分类', NEWS_CATEGORIES),
    province: province && province !== '全国' ? province : null,
    coverUrl: cover || null,
    paragraphs,
    publishedAt: publishedAt ?? new Date(NaN)
  }
}

export const NEWS_COLUMNS = { required: ['title', 'category', 'published_at', 'paragraphs'], optional: ['summary', 'province', 'cover_url'] } as const

const identity = (n: Pick<NewsData, 'title' | 'publishedAt'>) => `${n.title} @ ${n.publishedAt.toISOString()}`

export function parseNewsCsv(text: string) {
  return parseWholeFile(text, { columns: NEWS_COLUMNS, parseRow: parseNewsRow, checkRows: (rows) => duplicates(rows, identity, '标题与发布时间') })
}

/** Upserts articles on (title, published_at), in one transaction. */
export async function loadNews(database: Database, list: readonly NewsData[], source: DataSource): Promise<ContentImportReport> {
  return database.db.transaction(async (tx) => {
    const existing = new Map((await tx.select().from(news)).map((n) => [identity(n), n]))
    const { fresh, changed, unchanged } = sortUpserts(
      list.map((item) => ({ ...item, source })),
      existing,
      identity,
      (row, old) =>
        old.summary === row.summary &&
        old.category === row.category &&
        old.province === row.province &&
        old.coverUrl === row.coverUrl &&
        sameJson(old.paragraphs, row.paragraphs) &&
        sameSource(old.source, source)
    )
    for (const { row, old } of changed) await tx.update(news).set(row).where(eq(news.id, old.id))
    for (let i = 0; i < fresh.length; i += 500) await tx.insert(news).values(fresh.slice(i, i + 500))
    return { added: fresh.length, updated: changed.length, unchanged, rejected: [] }
  })
}

export async function importNewsCsv(database: Database, text: string, source: DataSource = IMPORTED_SOURCE): Promise<ContentImportReport> {
  const { rows, rejected } = parseNewsCsv(text)
  if (rejected.length > 0) return emptyReport(rejected)
  return loadNews(
    database,
    rows.map((r) => r.value),
    source
  )
}

if (require.main === module) runImportCli('importNews.ts', importNewsCsv)
