/**
 * The console's 数据导入 (issue 28; types/adminImport.ts): an uploaded file imported inside the
 * server process by the importer `npm run import` uses (server/seed/importFiles.ts importTexts,
 * importAliases.ts for aliases), so it works while the server runs, on PGlite as on PostgreSQL.
 *
 * - The upload is checked at once (size, empty, the header or JSON of its kind): 400/422 with a
 *   Chinese detail, no job. Otherwise an import_jobs row is made (running) and the route answers 202.
 * - The import runs after the response (the route's onResponse calls `run`), one job at a time per
 *   process, in ONE transaction: the importers' own per-group transactions become savepoints, so a
 *   failure rolls everything back and the job is failed with a Chinese error; nothing half-written.
 *   Rejected rows are no failure: as with the CLI, their groups are left out and listed.
 * - Progress (groups done / in all) is kept in memory for this process's jobs, and on PostgreSQL
 *   also written to the row from outside the transaction, so another process sees it. On PGlite the
 *   single connection is held by the transaction: other requests wait until the import commits.
 * - The job is marked done in the commit of its rows: a server killed mid-import leaves the rows
 *   and `done` together or neither, and its next start marks the abandoned job failed
 *   (failInterruptedImports; on PostgreSQL told by the job's advisory lock; issue 29 "Faults").
 * - After the commit the caches are dropped (一分一段 tables, the institution index, the
 *   recommendation units), so the next request reads the new data; other processes (PostgreSQL)
 *   notice through their own checks (oneScoreStore / recommendUnits CACHE_TTL_MS).
 */
import { and, desc, eq, sql, type SQL } from 'drizzle-orm'
import type { FastifyBaseLogger } from 'fastify'
import { IMPORT_KIND_LABELS, IMPORT_MAX_BYTES, type ImportKind, type ImportStatus } from '../../../types/adminImport'
import type { ImportJob, ImportJobsQuery, ImportSummary, NewImport } from '../../../types/adminImport'
import type { Database, Db, HeldLock } from '../../db/open'
import { importJobs, users } from '../../db/schema'
import { ApiError } from '../../errors'
import { countedPage } from '../../lib/paginate'
import { parseCsvRecords, type CsvColumns } from '../../seed/csv'
import { ADMISSION_COLUMNS } from '../../seed/importAdmissionLines'
import { ALIAS_COLUMNS, importAliasesCsv } from '../../seed/importAliases'
import { BATCH_LINE_COLUMNS } from '../../seed/importBatchLines'
import { FILE_KIND_LABELS, csvHeader, csvKindOf, importTexts, type FileKind, type FileReport } from '../../seed/importFiles'
import { ONE_SCORE_HEADER } from '../../seed/importOneScore'
import { PLAN_COLUMNS } from '../../seed/importPlans'
import { formatAliasSummary, formatSummary } from '../../seed/importSummary'
import { invalidateInstitutionIndex } from '../institutionSearch'
import { invalidateOneScoreTables } from '../oneScoreStore'
import { invalidateRecommendUnits } from '../recommendUnits'

type CsvKind = Exclude<ImportKind, 'institutions'>

/** The importer's name of each kind the file importer reads (aliases have their own). */
const FILE_KINDS: Record<Exclude<ImportKind, 'aliases'>, FileKind> = {
  one_score: 'oneScore',
  batch_lines: 'batchLines',
  admission_lines: 'admissionLines',
  plans: 'plans',
  institutions: 'institutions'
}

const COLUMNS: Record<CsvKind, CsvColumns> = {
  one_score: { required: ONE_SCORE_HEADER.split(',') },
  batch_lines: BATCH_LINE_COLUMNS,
  admission_lines: ADMISSION_COLUMNS,
  plans: PLAN_COLUMNS,
  aliases: ALIAS_COLUMNS
}

/** How the summary tells staff to add aliases (the CLI says --aliases). */
const ALIAS_HINT = '可在「数据导入」上传院校别名 CSV 补充'

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`

/** The header's problem for a kind, or null when it names every required column and no unknown one. */
function headerProblem(kind: CsvKind, header: readonly string[]): string | null {
  const names = header.map((h) => h.trim())
  const { required, optional = [] } = COLUMNS[kind]
  const missing = required.filter((c) => !names.includes(c))
  const known = new Set([...required, ...optional])
  const unknown = names.filter((n) => !known.has(n))
  const repeated = names.filter((n, i) => names.indexOf(n) !== i)
  if (!missing.length && !unknown.length && !repeated.length) return null
  const problems = [
    missing.length ? `缺少列 ${missing.join(',')}` : '',
    unknown.length ? `多出未知列 ${unknown.join(',')}` : '',
    repeated.length ? `列重复 ${[...new Set(repeated)].join(',')}` : ''
  ].filter(Boolean)
  // A file of another kind is the likely mistake: say which.
  const other = kind === 'aliases' ? null : csvKindOf(header)
  const hint = other && other.kind !== FILE_KINDS[kind as Exclude<CsvKind, 'aliases'>] ? `（这像是「${FILE_KIND_LABELS[other.kind]}」文件）` : ''
  return (
    `表头与「${IMPORT_KIND_LABELS[kind]}」不符${hint}：${problems.join('；')}。` +
    `应为 ${required.join(',')}${optional.length ? `（可选列 ${optional.join(',')}）` : ''}`
  )
}

/** 400/422 for an upload that cannot be imported at all; nothing is started. */
export function checkUpload({ kind, file_name, text }: NewImport): void {
  const bytes = Buffer.byteLength(text, 'utf8')
  if (bytes > IMPORT_MAX_BYTES)
    throw new ApiError(422, 'business_rule', `文件 ${file_name} 大小为 ${megabytes(bytes)}，超过上限 ${megabytes(IMPORT_MAX_BYTES)}，请拆分后分别导入`)
  const body = text.replace(/^\uFEFF/, '')
  if (body.trim() === '') throw new ApiError(400, 'bad_request', `文件 ${file_name} 是空的`)
  if (kind === 'institutions') {
    let data: unknown
    try {
      data = JSON.parse(body)
    } catch (error) {
      throw new ApiError(422, 'business_rule', `院校名单应为教育部名单的 JSON 文件，${file_name} 不是有效的 JSON：${(error as Error).message}`)
    }
    if (!Array.isArray(data) || data.length === 0) throw new ApiError(422, 'business_rule', `院校名单应为 JSON 数组（每所院校一项），${file_name} 不是或为空`)
    return
  }
  const problem = headerProblem(kind, csvHeader(body))
  if (problem) throw new ApiError(422, 'business_rule', `${file_name}：${problem}`)
  if (parseCsvRecords(body).length < 2) throw new ApiError(422, 'business_rule', `${file_name} 只有表头，没有数据行`)
}

/* ---------- running ---------- */

interface Progress {
  done: number
  total: number
}

/**
 * PostgreSQL: the process that runs a job holds the advisory lock (IMPORT_LOCK_KEY, job id) from
 * before the job's row exists until the job ends (Database.advisoryLock). A process killed mid-import
 * loses it with its connections: failInterruptedImports then knows the job is abandoned.
 */
const IMPORT_LOCK_KEY = 290_001
const held = new Map<number, HeldLock>()

/** This process's running jobs: the live progress GET answers. */
const live = new Map<number, Progress>()
/** Jobs being made in this process whose id is not in `live` yet: no sweep runs meanwhile (failInterruptedImports). */
let starting = 0

/** One import at a time per database in this process (their transactions would wait for each other anyway). */
const queues = new WeakMap<object, Promise<void>>()

const summaryOfReport = (report: FileReport): ImportSummary => ({
  added: report.added,
  updated: report.updated,
  unchanged: report.unchanged,
  rows: report.rows,
  groups: report.groups,
  rejected: report.rejected,
  rejected_groups: report.rejectedGroups,
  unmatched_rows: report.unmatchedRows,
  unmatched: report.unmatched,
  merged: null,
  text: formatSummary([report], ALIAS_HINT).trim()
})

/** The import itself, on a database whose handle is the job's transaction. */
async function importUpload(scoped: Database, { kind, file_name, text }: NewImport, onProgress: (p: Progress) => void): Promise<ImportSummary> {
  if (kind === 'aliases') {
    onProgress({ done: 0, total: 1 })
    const report = await importAliasesCsv(scoped, text)
    onProgress({ done: 1, total: 1 })
    return {
      added: report.added,
      updated: report.updated,
      unchanged: report.unchanged,
      rows: report.added + report.updated + report.unchanged,
      groups: [],
      rejected: report.rejected,
      rejected_groups: [],
      unmatched_rows: 0,
      unmatched: [],
      merged: report.merged,
      text: formatAliasSummary(file_name, report).trim()
    }
  }
  const [report] = await importTexts(scoped, [{ file: file_name, text, kind: FILE_KINDS[kind] }], { onProgress: ({ done, total }) => onProgress({ done, total }) })
  return summaryOfReport(report)
}

/** Progress written to the row from outside the transaction: PostgreSQL only (PGlite's one connection is the transaction's). */
function progressWriter(database: Database, id: number) {
  let chain: Promise<unknown> = Promise.resolve()
  let last = 0
  return {
    write({ done, total }: Progress) {
      if (database.kind !== 'postgres' || (done < total && Date.now() - last < 500)) return
      last = Date.now()
      // Only while running: a write that waited for the job's commit must not undo its final figures.
      chain = chain
        .then(() =>
          database.db
            .update(importJobs)
            .set({ done, total })
            .where(and(eq(importJobs.id, id), eq(importJobs.status, 'running')))
        )
        .catch(() => undefined)
    },
    flush: () => chain
  }
}

/** Why a job failed, for staff: the database's own message (drizzle wraps it with the query and its values), else the error's. */
function failureText(error: unknown): string {
  const cause = error instanceof Error && error.cause instanceof Error ? error.cause : error
  return `导入失败，没有写入任何数据：${cause instanceof Error ? cause.message : String(cause)}`
}

/** Drops what the recommendations and look-ups hold in memory, so the next request reads the new data. */
export function refreshDataCaches(database: Database): void {
  invalidateOneScoreTables(database)
  invalidateInstitutionIndex(database)
  invalidateRecommendUnits(database)
}

async function runJob(database: Database, id: number, upload: NewImport, clock: () => Date): Promise<void> {
  const progress = live.get(id) ?? { done: 0, total: 0 }
  const writer = progressWriter(database, id)
  try {
    await database.db.transaction(async (tx) => {
      // The importers open their own transactions on database.db: on tx they are savepoints.
      const scoped: Database = { ...database, db: tx as unknown as Db }
      const summary = await importUpload(scoped, upload, (p) => {
        Object.assign(progress, p)
        writer.write(p)
      })
      // Done in the commit of the rows: a server killed in between leaves both or neither (issue 29, faults).
      await tx.update(importJobs).set({ status: 'done', done: progress.total, total: progress.total, summary, finishedAt: clock() }).where(eq(importJobs.id, id))
    })
    refreshDataCaches(database)
    await writer.flush()
  } catch (error) {
    await writer.flush()
    await database.db
      .update(importJobs)
      .set({ status: 'failed', done: 0, error: failureText(error), finishedAt: clock() })
      .where(eq(importJobs.id, id))
    throw error
  } finally {
    live.delete(id)
    const lock = held.get(id)
    held.delete(id)
    await lock?.release()
  }
}

/** How long a job waits for its 202 to be sent before it starts anyway. */
const RUN_ANYWAY_MS = 5_000

export interface StartedImport {
  job: ImportJob
  /** Starts the import; call it once the 202 is sent (on PGlite the transaction holds the only connection). */
  run(): void
}

/** Checks the upload and makes its job (running); the caller sends 202 and then calls run(). */
export async function startImport(database: Database, staffId: number, upload: NewImport, clock: () => Date, log: FastifyBaseLogger): Promise<StartedImport> {
  checkUpload(upload)
  // The lock first, on an id drawn for it: no moment where the row exists and nobody holds the job.
  const lock = database.advisoryLock
    ? await database.advisoryLock(IMPORT_LOCK_KEY, (scalar) => scalar(`select nextval(pg_get_serial_sequence('import_jobs', 'id'))`))
    : null
  if (database.advisoryLock && !lock) throw new Error('a new import job’s lock is held')
  let row: { id: number }
  starting++
  try {
    ;[row] = await database.db
      .insert(importJobs)
      .values({ ...(lock ? { id: lock.id } : {}), staffId, kind: upload.kind, fileName: upload.file_name, status: 'running', createdAt: clock() })
      .returning({ id: importJobs.id })
    if (lock) held.set(row.id, lock)
    live.set(row.id, { done: 0, total: 0 })
  } catch (error) {
    await lock?.release()
    throw error
  } finally {
    starting--
  }
  const job = await importJob(database.db, row.id)
  let ran = false
  const run = () => {
    if (ran) return
    ran = true
    const previous = queues.get(database) ?? Promise.resolve()
    const next = previous.then(() => runJob(database, row.id, upload, clock).catch((error: unknown) => log.warn({ err: error, importJob: row.id }, 'import job failed')))
    queues.set(database, next)
  }
  // Should the response never finish (the client went away), the job still runs.
  setTimeout(run, RUN_ANYWAY_MS).unref()
  return { job, run }
}

/* ---------- reading ---------- */

type JobRow = typeof importJobs.$inferSelect

function shape(row: JobRow, staffName: string | null): ImportJob {
  const progress = row.status === 'running' ? live.get(row.id) : undefined
  return {
    id: row.id,
    staff_id: row.staffId,
    staff_name: staffName,
    kind: row.kind as ImportKind,
    file_name: row.fileName,
    status: row.status as ImportStatus,
    done: progress?.done ?? row.done,
    total: progress?.total ?? row.total,
    summary: (row.summary as ImportSummary | null) ?? null,
    error: row.error,
    created_at: row.createdAt.toISOString(),
    finished_at: row.finishedAt?.toISOString() ?? null
  }
}

/** The jobs for staff, newest first, after the sweep of abandoned ones (failInterruptedImports). */
export async function listImportJobs(database: Database, query: ImportJobsQuery, now: Date): Promise<{ count: number; results: ImportJob[] }> {
  await failInterruptedImports(database, now)
  const { db } = database
  const filters: SQL[] = []
  if (query.status) filters.push(eq(importJobs.status, query.status))
  if (query.kind) filters.push(eq(importJobs.kind, query.kind))
  const where = filters.length ? and(...filters) : undefined
  const { count, rows } = await countedPage(
    query,
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(importJobs)
      .where(where),
    ({ limit, offset }) =>
      db
        .select({ row: importJobs, staffName: users.username })
        .from(importJobs)
        .leftJoin(users, eq(users.id, importJobs.staffId))
        .where(where)
        .orderBy(desc(importJobs.id))
        .limit(limit)
        .offset(offset)
  )
  return { count, results: rows.map(({ row, staffName }) => shape(row, staffName)) }
}

/** One job for staff (its progress polled), after the sweep of abandoned ones (failInterruptedImports). */
export async function currentImportJob(database: Database, id: number, now: Date): Promise<ImportJob> {
  await failInterruptedImports(database, now)
  return importJob(database.db, id)
}

async function importJob(db: Db, id: number): Promise<ImportJob> {
  const [found] = await db
    .select({ row: importJobs, staffName: users.username })
    .from(importJobs)
    .leftJoin(users, eq(users.id, importJobs.staffId))
    .where(eq(importJobs.id, id))
  if (!found) throw new ApiError(404, 'not_found', '导入任务不存在')
  return shape(found.row, found.staffName)
}

/** What the audit log keeps of a job: its kind and file name, never the file's text. */
export async function auditedJob(db: Db, id: number): Promise<Record<string, unknown> | null> {
  const [row] = await db
    .select({ id: importJobs.id, kind: importJobs.kind, file_name: importJobs.fileName, status: importJobs.status })
    .from(importJobs)
    .where(eq(importJobs.id, id))
  return row ?? null
}

/**
 * At start-up, and whenever staff read the jobs: jobs that a stopped or killed server left running
 * are marked failed; their transaction never committed (the job is done in the commit of its rows),
 * so nothing of them was written. Running here means in `live`; on PostgreSQL a job is left alone
 * while any living process holds its lock (another server may be running it), so a job whose server
 * was killed shows failed at the next look, not at the next start.
 */
export async function failInterruptedImports(database: Database, now: Date): Promise<number> {
  if (starting > 0) return 0
  const running = await database.db.select({ id: importJobs.id }).from(importJobs).where(eq(importJobs.status, 'running'))
  let failed = 0
  for (const { id } of running) {
    if (live.has(id)) continue
    const probe = database.advisoryLock ? await database.advisoryLock(IMPORT_LOCK_KEY, id) : null
    if (database.advisoryLock && !probe) continue
    try {
      const rows = await database.db
        .update(importJobs)
        .set({ status: 'failed', error: '导入未完成：服务在导入过程中停止，没有写入任何数据，请重新上传', finishedAt: now })
        .where(and(eq(importJobs.id, id), eq(importJobs.status, 'running')))
        .returning({ id: importJobs.id })
      failed += rows.length
    } finally {
      await probe?.release()
    }
  }
  return failed
}
