/**
 * Imports rankings from CSV (docs/data-formats.md): one row per entry, the list named on every
 * row (list_name, publisher, year, kind, subject). All or nothing, one transaction
 * (server/seed/contentCsv.ts). A list is identified by those five columns: a list already there
 * is replaced as a whole when anything differs (entries, description, source) and left alone when
 * identical, so a second run changes nothing. Report counts are lists.
 * Entries are linked to an institution when the name is exactly an institution's name.
 *
 * CLI: `npx tsx server/seed/importRankings.ts rankings.csv` (uses DATA_DIR / DATABASE_URL).
 */
import { and, eq, inArray } from 'drizzle-orm'
import { RANKING_KINDS, type RankingKind } from '../../types/edu'
import { IMPORTED_SOURCE, type DataSource } from '../../types/gaokao'
import type { Database } from '../db/open'
import { institutions, rankingEntries, rankingLists } from '../db/schema'
import { PROVINCES } from '../services/provinces'
import { duplicates, emptyReport, parseWholeFile, type ContentImportReport, type Lined } from './contentCsv'
import type { CsvRow, Rejection } from './csv'
import { sameSource } from './importInstitutions'
import { runImportCli } from './load'

export interface RankingListData {
  name: string
  publisher: string
  year: number
  kind: RankingKind
  /** For profession rankings: '080901 计算机科学与技术'; '' otherwise. */
  subject: string
  description: string
  entries: { position: number; name: string; province: string; score: number | null }[]
}

interface EntryRow {
  list: Omit<RankingListData, 'entries' | 'description'>
  description: string
  entry: RankingListData['entries'][number]
}

const listKey = (l: EntryRow['list']) => [l.name, l.publisher, l.year, l.kind, l.subject].join(' / ')

function parseEntryRow(row: CsvRow): EntryRow {
  const kind = row.oneOf<RankingKind>('kind', '榜单类型', RANKING_KINDS)
  const subject = row.text('subject', '专业', { max: 50 })
  if (kind === 'profession' && !subject) row.problems.push('专业榜单（profession）应填写 subject，如“080901 计算机科学与技术”')
  if (kind === 'university' && subject) row.problems.push('院校榜单（university）的 subject 应为空')
  const province = row.text('province', '省份', { max: 10 })
  if (province && !(PROVINCES as readonly string[]).includes(province)) row.problems.push(`未知省份：${province}`)
  return {
    list: {
      name: row.text('list_name', '榜单名称', { required: true, max: 50 }),
      publisher: row.text('publisher', '发布方', { required: true, max: 50 }),
      year: row.int('year', '年份', 2000, 2100),
      kind,
      subject
    },
    description: row.text('description', '榜单说明', { max: 500 }),
    entry: {
      position: row.int('position', '名次', 1, 100_000),
      name: row.text('name', '院校名称', { required: true, max: 50 }),
      province,
      score: row.optionalNumber('score', '得分', 0, 100_000)
    }
  }
}

/** Rows of one list agree on its description; positions are unique within a list. */
function checkEntries(rows: readonly Lined<EntryRow>[]): Rejection[] {
  const problems = duplicates(rows, (r) => `${listKey(r.list)} 第 ${r.entry.position} 名`, '名次')
  const descriptions = new Map<string, { line: number; text: string }>()
  for (const { line, value } of rows) {
    if (!value.description) continue
    const key = listKey(value.list)
    const first = descriptions.get(key)
    if (!first) descriptions.set(key, { line, text: value.description })
    else if (first.text !== value.description) problems.push({ line, reason: `同一榜单的说明应一致（与第 ${first.line} 行不同）` })
  }
  return problems
}

export const RANKING_COLUMNS = {
  required: ['list_name', 'publisher', 'year', 'kind', 'position', 'name'],
  optional: ['subject', 'description', 'province', 'score']
} as const

/** Valid rows grouped into lists (entries by position), or why the file is not loaded. */
export function parseRankingsCsv(text: string): { lists: RankingListData[]; rejected: Rejection[] } {
  const { rows, rejected } = parseWholeFile(text, { columns: RANKING_COLUMNS, parseRow: parseEntryRow, checkRows: checkEntries })
  const lists = new Map<string, RankingListData>()
  for (const { value } of rows) {
    const key = listKey(value.list)
    let list = lists.get(key)
    if (!list) lists.set(key, (list = { ...value.list, description: '', entries: [] }))
    list.description ||= value.description
    list.entries.push(value.entry)
  }
  for (const list of lists.values()) list.entries.sort((a, b) => a.position - b.position)
  return { lists: [...lists.values()], rejected }
}

/** Writes lists in one transaction (insert, replace when different, skip when identical). */
export async function loadRankings(database: Database, lists: readonly RankingListData[], source: DataSource): Promise<ContentImportReport> {
  const report = emptyReport()
  await database.db.transaction(async (tx) => {
    const names = [...new Set(lists.flatMap((l) => l.entries.map((e) => e.name)))]
    const ids = new Map<string, number>()
    for (let i = 0; i < names.length; i += 1000) {
      const found = await tx
        .select({ id: institutions.id, name: institutions.name })
        .from(institutions)
        .where(inArray(institutions.name, names.slice(i, i + 1000)))
      for (const row of found) if (!ids.has(row.name)) ids.set(row.name, row.id)
    }
    for (const list of lists) {
      const entries = list.entries.map((e) => ({ ...e, institutionId: ids.get(e.name) ?? null }))
      const [old] = await tx
        .select()
        .from(rankingLists)
        .where(
          and(
            eq(rankingLists.name, list.name),
            eq(rankingLists.publisher, list.publisher),
            eq(rankingLists.year, list.year),
            eq(rankingLists.kind, list.kind),
            eq(rankingLists.subject, list.subject)
          )
        )
        .limit(1)
      let listId: number
      if (old) {
        const stored = await tx.select().from(rankingEntries).where(eq(rankingEntries.listId, old.id)).orderBy(rankingEntries.position)
        const identical =
          old.description === list.description &&
          sameSource(old.source, source) &&
          stored.length === entries.length &&
          stored.every(
            (s, i) =>
              s.position === entries[i].position &&
              s.name === entries[i].name &&
              s.province === entries[i].province &&
              s.score === entries[i].score &&
              s.institutionId === entries[i].institutionId
          )
        if (identical) {
          report.unchanged++
          continue
        }
        await tx.update(rankingLists).set({ description: list.description, source }).where(eq(rankingLists.id, old.id))
        await tx.delete(rankingEntries).where(eq(rankingEntries.listId, old.id))
        listId = old.id
        report.updated++
      } else {
        const [created] = await tx
          .insert(rankingLists)
          .values({ name: list.name, publisher: list.publisher, year: list.year, kind: list.kind, subject: list.subject, description: list.description, source })
          .returning({ id: rankingLists.id })
        listId = created.id
        report.added++
      }
      for (let i = 0; i < entries.length; i += 1000) await tx.insert(rankingEntries).values(entries.slice(i, i + 1000).map((e) => ({ ...e, listId })))
    }
  })
  return report
}

export async function importRankingsCsv(database: Database, text: string, source: DataSource = IMPORTED_SOURCE): Promise<ContentImportReport> {
  const { lists, rejected } = parseRankingsCsv(text)
  if (rejected.length > 0) return emptyReport(rejected)
  return loadRankings(database, lists, source)
}

if (require.main === module) runImportCli('importRankings.ts', importRankingsCsv)
