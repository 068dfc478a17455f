/**
 * Start-up seeding (main.ts):
 * - the official institution list (教育部 2025 年全国普通高等学校名单) whenever `institutions` is
 *   empty, from the copy shipped with the app (server/seed/data/institutions-2025.json, see
 *   shipInstitutions.ts; no need for ../shared): real data, so regardless of SEED_DEMO; then the
 *   985/211/双一流 tags of a list stored before they shipped (importInstitutions.ts applyInstitutionTags);
 * - the exam authorities' 一分一段 tables and batch lines shipped in server/seed/data/official
 *   (officialData.ts), at every start, regardless of SEED_DEMO: each table or province-year of
 *   batch lines the database has none of, labelled 「<考试院> <year> 年…（仅供参考）」; stored rows
 *   (sample, imported, official) are never replaced, so a database seeded before keeps its own;
 * - with SEED_DEMO, on an empty database: the demo account (seed/demo.ts) and sample 一分一段 tables
 *   labelled 示例数据 for the province-year-tracks of all 31 provinces still without a table
 *   (seed/sampleOneScore.ts), the sample plans, admission lines and batch lines on the tables
 *   (seed/sampleLines.ts; batch lines only for the province-year-tracks without stored ones); the sample majors, rankings,
 *   news, unaccredited institutions, assessments, positions and services (seed/sampleContent.ts);
 *   the demo forum: 30 demo members, their posts, answers and likes (seed/demoForum.ts), longer
 *   reply threads (demoForumThreads.ts) and pictures in the file store (demoForumImages.ts); the
 *   demo mall: 43 goods with pictures and demo comments (demoMall.ts) and its coupons, a welcome pack
 *   and the coupon centre's (demoMallCoupons.ts); study: courses with chapters, lessons and small
 *   videos encoded in-process (demoStudy.ts, demoStudyMedia.ts), essay prompts (demoWriting.ts),
 *   the study-material library's sample materials, previews and topics (demoXkw.ts) and live
 *   sessions, groups and a placeholder stream (demoLive.ts).
 * Third-party files (../shared/data/gaokao-real) are never seeded: `npm run import` loads such files
 * on request (scripts/import.ts), labelled 导入数据（仅供参考）.
 */
import { count } from 'drizzle-orm'
import type { FastifyBaseLogger } from 'fastify'
import { SAMPLE_SOURCE } from '../../types/gaokao'
import type { Database } from '../db/open'
import { admissionLines, batchLines, institutions, oneScoreLines } from '../db/schema'
import { invalidateOneScoreTables } from '../services/oneScoreStore'
import { invalidateRecommendUnits } from '../services/recommendUnits'
import type { FileStore } from '../storage/local'
import { seedDemoIfEmpty } from './demo'
import { seedDemoLive } from './demoLive'
import { seedDemoMall } from './demoMall'
import { seedDemoStudy } from './demoStudy'
import { seedDemoDressUp } from './demoDressUp'
import { seedDemoForum } from './demoForum'
import { seedDemoForumImages } from './demoForumImages'
import { seedDemoForumCircles } from './demoForumCircles'
import { seedDemoForumMedals } from './demoForumMedals'
import { seedDemoForumPeople } from './demoForumPeople'
import { seedDemoForumProgress } from './demoForumProgress'
import { seedDemoForumThreads } from './demoForumThreads'
import { seedDemoForumVotes } from './demoForumVotes'
import { seedDemoMallCoupons } from './demoMallCoupons'
import { seedDemoXkw } from './demoXkw'
import { seedDemoWriting } from './demoWriting'
import { ADMISSION_INSERT } from './importAdmissionLines'
import { BATCH_LINE_INSERT, loadBatchLines } from './importBatchLines'
import { applyInstitutionTags } from './importInstitutions'
import { insertTable, loadOneScoreTables } from './importOneScore'
import { PLAN_INSERT } from './importPlans'
import { bulkInsert } from './load'
import { officialBatchLineGroups, officialSource, officialTables } from './officialData'
import { sampleLines } from './sampleLines'
import { seedSampleContent } from './sampleContent'
import { sampleOneScoreTables } from './sampleOneScore'
import { SHIPPED_INSTITUTIONS_FILE, importShippedInstitutions } from './shipInstitutions'

type Log = Pick<FastifyBaseLogger, 'info' | 'warn'>

/** Loads the shipped institution list (`file`: a file of that format) when `institutions` is empty. */
export async function seedInstitutionsIfEmpty(database: Database, log: Log, file = SHIPPED_INSTITUTIONS_FILE): Promise<boolean> {
  const [{ n }] = await database.db.select({ n: count() }).from(institutions)
  if (n > 0) return false
  const report = await importShippedInstitutions(database, file)
  log.info(`已导入院校名单 / institutions imported: added ${report.added}, rejected ${report.rejected.length}`)
  for (const r of report.rejected) log.warn(`院校名单第 ${r.line} 条未导入 / row rejected: ${r.reason}`)
  return true
}

const groupKey = (province: string, year: number, track?: string) => (track === undefined ? `${province}|${year}` : `${province}|${year}|${track}`)

/** 'province|year|track' (or 'province|year') of every group stored in a gaokao table. */
async function storedKeys(database: Database, table: typeof oneScoreLines | typeof batchLines, withTrack: boolean): Promise<Set<string>> {
  const rows = await database.db.selectDistinct({ province: table.province, year: table.year, track: table.track }).from(table)
  return new Set(rows.map((r) => groupKey(r.province, r.year, withTrack ? r.track : undefined)))
}

/**
 * Loads the shipped official 一分一段 tables and batch lines (officialData.ts) where the database
 * has none: each table whose province-year-track, and each province-year of batch lines, holds no
 * rows yet, labelled with its authority and year (officialSource). Run at every start-up, so a
 * database seeded before these files shipped gets the ones it lacks; a stored table or batch-line
 * year (sample, imported or official) is never replaced. Returns the tables and province-years added.
 */
export async function seedOfficialIfEmpty(database: Database, log: Log): Promise<{ tables: number; batchLineYears: number }> {
  const storedTables = await storedKeys(database, oneScoreLines, true)
  const tables = officialTables().filter((t) => !storedTables.has(groupKey(t.province, t.year, t.track)))
  for (const table of tables) await loadOneScoreTables(database, [table], officialSource(table.province, table.year, 'one_score'))
  const storedYears = await storedKeys(database, batchLines, false)
  const years = officialBatchLineGroups().filter((g) => !storedYears.has(groupKey(g.rows[0].province, g.rows[0].year)))
  for (const group of years) {
    const { province, year } = group.rows[0]
    await loadBatchLines(database, { groups: [group], rejected: [], rejectedGroups: [] }, officialSource(province, year, 'batch_lines'))
  }
  if (tables.length + years.length > 0) log.info(`已载入考试院数据 / official data loaded: 一分一段表 ${tables.length} 张，批次线 ${years.length} 个省份年份`)
  return { tables: tables.length, batchLineYears: years.length }
}

/**
 * The sample 一分一段 tables (示例数据) of the province-year-tracks that hold no table yet (an
 * official or imported one stays), in one transaction; 0 when every one is there already, as on a
 * second run.
 */
export async function seedSampleOneScore(database: Database): Promise<number> {
  const stored = await storedKeys(database, oneScoreLines, true)
  const tables = sampleOneScoreTables().filter((t) => !stored.has(groupKey(t.province, t.year, t.track)))
  if (tables.length === 0) return 0
  // Empty slots and generated, valid rows: one transaction, no per-table comparison.
  await database.db.transaction(async (tx) => {
    for (const table of tables) await insertTable(tx, table, SAMPLE_SOURCE)
  })
  invalidateOneScoreTables(database)
  return tables.length
}

/**
 * Sample plans, admission lines and batch lines (示例数据) for the given provinces (all by default)
 * on the institutions in the database, in one transaction. Returns the rows written, or null when
 * lines exist already or there are no institutions to build them on.
 */
export async function seedSampleLines(database: Database, provinces?: readonly string[]): Promise<{ plans: number; admissions: number; batchLines: number } | null> {
  const [{ n }] = await database.db.select({ n: count() }).from(admissionLines)
  if (n > 0) return null
  const list = await database.db
    .select({
      id: institutions.id,
      code: institutions.code,
      name: institutions.name,
      province: institutions.province,
      level: institutions.level,
      department: institutions.department,
      remark: institutions.remark
    })
    .from(institutions)
  if (list.length === 0) return null
  const lines = sampleLines(list as Parameters<typeof sampleLines>[0], provinces)
  // Batch lines already stored (official, or imported before the first start) stay the only ones.
  const stored = await storedKeys(database, batchLines, true)
  const sampleBatchLines = lines.batchLines.filter((l) => !stored.has(groupKey(l.province, l.year, l.track)))
  await database.db.transaction(async (tx) => {
    await bulkInsert(tx, 'enrollment_plans', PLAN_INSERT, lines.plans, SAMPLE_SOURCE)
    await bulkInsert(tx, 'admission_lines', ADMISSION_INSERT, lines.admissions, SAMPLE_SOURCE)
    await bulkInsert(tx, 'batch_lines', BATCH_LINE_INSERT, sampleBatchLines, SAMPLE_SOURCE)
  })
  invalidateRecommendUnits(database)
  return { plans: lines.plans.length, admissions: lines.admissions.length, batchLines: sampleBatchLines.length }
}

/** `files`: where the demo pictures go (the server's file store); without it the demo forum has none. */
export async function seedAll(database: Database, options: { seedDemo: boolean; log: Log; institutionsFile?: string; files?: FileStore }): Promise<void> {
  await seedInstitutionsIfEmpty(database, options.log, options.institutionsFile)
  // A list imported before the tags shipped gets its 985/211/双一流 tags (a fresh import has them: 0).
  const tagged = await applyInstitutionTags(database)
  if (tagged) options.log.info(`已更新院校标签 / institution tags updated: ${tagged}`)
  await seedOfficialIfEmpty(database, options.log)
  if (options.seedDemo && (await seedDemoIfEmpty(database))) {
    const tables = await seedSampleOneScore(database)
    options.log.info(`已写入示例数据 / demo data seeded (示例一分一段表 ${tables} 张)`)
    const lines = await seedSampleLines(database)
    if (lines) options.log.info(`已写入示例招生计划与分数线 / sample plans and lines seeded: ${JSON.stringify(lines)}`)
    else options.log.warn('院校列表为空，未写入示例招生计划与分数线 / no institutions: sample plans and lines skipped')
    const content = await seedSampleContent(database)
    options.log.info(`已写入示例内容 / sample content seeded: ${JSON.stringify(content)}`)
    const forum = await seedDemoForum(database)
    if (forum) options.log.info(`已写入示例社区 / demo forum seeded: ${JSON.stringify(forum)}`)
    const medals = await seedDemoForumMedals(database)
    if (medals) options.log.info(`已颁发示例勋章 / demo medals awarded: ${JSON.stringify(medals)}`)
    const dressUp = await seedDemoDressUp(database)
    if (dressUp) options.log.info(`已写入示例金币与装扮 / demo coins and pendant seeded: ${JSON.stringify(dressUp)}`)
    const votes = await seedDemoForumVotes(database)
    if (votes) options.log.info(`已写入示例投票 / demo votes seeded: ${JSON.stringify(votes)}`)
    const progress = await seedDemoForumProgress(database)
    if (progress) options.log.info(`已写入示例问题进展 / demo progress seeded: ${JSON.stringify(progress)}`)
    const circles = await seedDemoForumCircles(database)
    if (circles) options.log.info(`已写入示例圈子 / demo circles seeded: ${JSON.stringify(circles)}`)
    const people = await seedDemoForumPeople(database)
    if (people) options.log.info(`已写入示例关注与消息 / demo follows and messages seeded: ${JSON.stringify(people)}`)
    const threads = await seedDemoForumThreads(database)
    if (threads) options.log.info(`已写入示例回复串 / demo reply threads seeded: ${JSON.stringify(threads)}`)
    const images = options.files ? await seedDemoForumImages(database, options.files) : null
    if (images) options.log.info(`已写入示例图片 / demo images seeded: ${JSON.stringify(images)}`)
    const mall = await seedDemoMall(database, options.files)
    if (mall) options.log.info(`已写入示例商城 / demo mall seeded: ${JSON.stringify(mall)}`)
    const mallCoupons = await seedDemoMallCoupons(database)
    if (mallCoupons) options.log.info(`已写入示例优惠券 / demo mall coupons seeded: ${JSON.stringify(mallCoupons)}`)
    const xkw = await seedDemoXkw(database, options.files)
    if (xkw) options.log.info(`已写入示例资源库 / demo study materials seeded: ${JSON.stringify(xkw)}`)
    const study = await seedDemoStudy(database, options.files)
    if (study) options.log.info(`已写入示例视频课程 / demo study courses seeded: ${JSON.stringify(study)}`)
    const writing = await seedDemoWriting(database)
    if (writing) options.log.info(`已写入示例作文题目 / demo essay prompts seeded: ${JSON.stringify(writing)}`)
    const live = await seedDemoLive(database, options.files)
    if (live) options.log.info(`已写入示例直播 / demo live sessions seeded: ${JSON.stringify(live)}`)
  }
}
