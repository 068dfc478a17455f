export type * from './schemas/adminImport'

/**
 * The console's 数据导入 (issue 28, docs/admin.md): staff upload a data file and the server imports
 * it in the background with the same importer as `npm run import` (server/seed/importFiles.ts), in
 * one transaction, then refreshes the recommendation caches. Shapes in types/schemas/adminImport.ts.
 */

/** What can be imported: the CLI's file kinds plus its --aliases files. Stored in import_jobs.kind. */
export const IMPORT_KINDS = ['one_score', 'batch_lines', 'admission_lines', 'plans', 'aliases', 'institutions'] as const
export type ImportKind = (typeof IMPORT_KINDS)[number]

export const IMPORT_KIND_LABELS: Record<ImportKind, string> = {
  one_score: '一分一段',
  batch_lines: '批次线',
  admission_lines: '录取分数线',
  plans: '招生计划',
  aliases: '院校别名',
  institutions: '院校名单'
}

/** running until the import commits (done) or rolls back (failed: nothing written). */
export const IMPORT_STATUSES = ['running', 'done', 'failed'] as const
export type ImportStatus = (typeof IMPORT_STATUSES)[number]

/**
 * The largest file text, in UTF-8 bytes (the largest real file, a province's 录取分数线, is ~6 MB).
 * The request body may be up to twice that (JSON escapes quotes); beyond it Fastify answers 413.
 */
export const IMPORT_MAX_BYTES = 16 * 1024 * 1024

export const IMPORT_PATHS = {
  /** GET: the jobs, newest first; POST: start one (202). + '<id>/' GET: one job, live progress, then its summary. */
  imports: '/api/admin/imports/'
} as const
