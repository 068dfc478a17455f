/**
 * A user's own institution names (`npm run import -- --aliases file.csv`; docs/data-formats.md
 * "院校别名"): `alias,name[,province]`, each alias standing for `name`, an institution of the
 * ministry's list, in the data of `province` (empty: every province). Loaded all or nothing (one
 * bad line rejects the file); an alias already stored for the province is pointed at the new name.
 * Afterwards the provisional records (未匹配院校库) whose names now match move to their
 * institution (resolveInstitutions.ts remergeProvisionals), so their lines join its history.
 */
import { and, eq, inArray, sql } from 'drizzle-orm'
import { PROVINCES } from '../../core/provinceFacts'
import type { Database } from '../db/open'
import { institutionAliases, institutions } from '../db/schema'
import { normaliseName } from '../domain/institutionNames'
import { invalidateInstitutionIndex } from '../services/institutionSearch'
import { invalidateRecommendUnits } from '../services/recommendUnits'
import { parseWholeFile } from './contentCsv'
import type { Rejection } from './csv'
import { remergeProvisionals } from './resolveInstitutions'

export const ALIAS_COLUMNS = { required: ['alias', 'name'], optional: ['province'] } as const

interface AliasRow {
  alias: string
  name: string
  province: string
}

export interface AliasImportReport {
  /** Aliases new, pointed at another institution, or already so. */
  added: number
  updated: number
  unchanged: number
  rejected: Rejection[]
  /** Provisional records whose rows moved to a listed institution. */
  merged: number
}

export function parseAliasesCsv(text: string) {
  return parseWholeFile<AliasRow>(text, {
    columns: ALIAS_COLUMNS,
    parseRow(row) {
      const alias = normaliseName(row.text('alias', '别名', { required: true, max: 60 }))
      const name = normaliseName(row.text('name', '院校名称', { required: true, max: 60 }))
      const province = row.raw('province')
      if (province && !(PROVINCES as readonly string[]).includes(province)) row.problems.push(`省份应为 31 个省份简称之一（如 湖南），或留空：${province}`)
      if (alias && alias === name) row.problems.push('别名与院校名称相同')
      return { alias, name, province }
    },
    checkRows(rows) {
      const seen = new Set<string>()
      return rows.flatMap(({ line, value }) => {
        const key = `${value.province}|${value.alias}`
        if (seen.has(key)) return [{ line, reason: `别名 ${value.alias} 在${value.province || '所有省份'}重复` }]
        seen.add(key)
        return []
      })
    }
  })
}

export async function importAliasesCsv(database: Database, text: string): Promise<AliasImportReport> {
  const report: AliasImportReport = { added: 0, updated: 0, unchanged: 0, rejected: [], merged: 0 }
  const parsed = parseAliasesCsv(text)
  if (parsed.rejected.length) return { ...report, rejected: parsed.rejected }
  const db = database.db
  const names = [...new Set(parsed.rows.map((r) => r.value.name))]
  const found = names.length
    ? await db
        .select({ id: institutions.id, name: institutions.name })
        .from(institutions)
        .where(and(eq(institutions.listed, true), inArray(institutions.name, names)))
    : []
  const idOf = new Map(found.map((f) => [f.name, f.id]))
  const unknown = parsed.rows.filter((r) => !idOf.has(r.value.name))
  if (unknown.length) {
    const rejected = unknown.map(({ line, value }) => ({ line, reason: `院校名称不在教育部院校名单中：${value.name}` }))
    return {
      ...report,
      rejected: [...rejected, { line: unknown[0].line, reason: `整个文件未导入（第 ${parsed.rows[0].line}-${parsed.rows[parsed.rows.length - 1].line} 行）` }]
    }
  }
  await db.transaction(async (tx) => {
    const stored = new Map((await tx.select().from(institutionAliases)).map((a) => [`${a.province}|${a.alias}`, a.institutionId]))
    for (const { value } of parsed.rows) {
      const id = idOf.get(value.name)!
      const old = stored.get(`${value.province}|${value.alias}`)
      if (old === id) report.unchanged++
      else {
        report[old === undefined ? 'added' : 'updated']++
        await tx
          .insert(institutionAliases)
          .values({ alias: value.alias, province: value.province, institutionId: id, source: '用户导入' })
          .onConflictDoUpdate({ target: [institutionAliases.alias, institutionAliases.province], set: { institutionId: id, createdAt: sql`now()` } })
      }
    }
  })
  report.merged = await remergeProvisionals(database)
  if (report.merged > 0) invalidateInstitutionIndex(database)
  if (report.merged + report.added + report.updated > 0) invalidateRecommendUnits(database)
  return report
}
