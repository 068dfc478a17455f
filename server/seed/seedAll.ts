/**
 * Start-up seeding (main.ts):
 * - the official institution list (教育部 2025 年全国普通高等学校名单) whenever `institutions` is
 *   empty and ../shared/data/moe-universities-2025 is there (real data, so regardless of SEED_DEMO;
 *   when the file is missing a warning says so and the app shows an empty list with a note);
 * - with SEED_DEMO, on an empty database: the demo account (seed/demo.ts) and sample 一分一段 tables
 *   for all 31 provinces, labelled 示例数据 (seed/sampleOneScore.ts).
 * Third-party files (../shared/data/gaokao-real) are never seeded.
 */
import fs from 'fs'
import { count } from 'drizzle-orm'
import type { FastifyBaseLogger } from 'fastify'
import { SAMPLE_SOURCE } from '../../types/gaokao'
import type { Database } from '../db/open'
import { institutions, oneScoreLines } from '../db/schema'
import { invalidateOneScoreTables } from '../services/oneScoreStore'
import { seedDemoIfEmpty } from './demo'
import { DEFAULT_INSTITUTIONS_FILE, importInstitutionsFile } from './importInstitutions'
import { insertTable } from './importOneScore'
import { sampleOneScoreTables } from './sampleOneScore'

type Log = Pick<FastifyBaseLogger, 'info' | 'warn'>

export async function seedInstitutionsIfEmpty(database: Database, log: Log, file = DEFAULT_INSTITUTIONS_FILE): Promise<boolean> {
  const [{ n }] = await database.db.select({ n: count() }).from(institutions)
  if (n > 0) return false
  if (!fs.existsSync(file)) {
    log.warn(`院校名单文件不存在，院校列表为空 / institution list not found, the university list stays empty: ${file}`)
    return false
  }
  const report = await importInstitutionsFile(database, file)
  log.info(`已导入院校名单 / institutions imported: added ${report.added}, rejected ${report.rejected.length}`)
  for (const r of report.rejected) log.warn(`院校名单第 ${r.line} 条未导入 / row rejected: ${r.reason}`)
  return true
}

export async function seedSampleOneScore(database: Database): Promise<number> {
  const [{ n }] = await database.db.select({ n: count() }).from(oneScoreLines)
  if (n > 0) return 0
  const tables = sampleOneScoreTables()
  // An empty table and generated, valid rows: one transaction, no per-table comparison.
  await database.db.transaction(async (tx) => {
    for (const table of tables) await insertTable(tx, table, SAMPLE_SOURCE)
  })
  invalidateOneScoreTables(database)
  return tables.length
}

export async function seedAll(database: Database, options: { seedDemo: boolean; log: Log; institutionsFile?: string }): Promise<void> {
  await seedInstitutionsIfEmpty(database, options.log, options.institutionsFile)
  if (options.seedDemo && (await seedDemoIfEmpty(database))) {
    const tables = await seedSampleOneScore(database)
    options.log.info(`已写入示例数据 / demo data seeded (示例一分一段表 ${tables} 张)`)
  }
}
