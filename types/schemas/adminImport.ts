/**
 * The console's 数据导入 (issue 28): an upload, a job and its summary. Kinds, limits and paths:
 * types/adminImport.ts.
 */
import { IMPORT_KINDS, IMPORT_STATUSES } from '../adminImport'
import { Id, Nullable, Obj, PAGE_QUERY, StringEnum, Type, type Static } from '../schema'

/**
 * A file to import, sent as JSON (the console reads the file as text): no multipart parser is
 * registered, and a CSV or the institution list's JSON is text anyway.
 */
export const NewImport = Obj({
  kind: StringEnum(IMPORT_KINDS),
  /** Shown in the job list and its summary; never a path on the server. */
  file_name: Type.String({ minLength: 1, maxLength: 200 }),
  /** The file's content, UTF-8 (checked against IMPORT_MAX_BYTES: 422 beyond). */
  text: Type.String()
})
export type NewImport = Static<typeof NewImport>

export const ImportJobParams = Obj({ id: Id() })
export type ImportJobParams = Static<typeof ImportJobParams>

export const ImportJobsQuery = Obj({
  ...PAGE_QUERY,
  status: Type.Optional(StringEnum(IMPORT_STATUSES)),
  kind: Type.Optional(StringEnum(IMPORT_KINDS))
})
export type ImportJobsQuery = Static<typeof ImportJobsQuery>

const Rejection = Obj({ line: Type.Integer(), reason: Type.String() })

/** The figures `npm run import` prints for one file (server/seed/importFiles.ts FileReport). */
export const ImportSummary = Obj({
  /** Groups (a 一分一段 table, a province-year(-track) of lines or plans; the institution list and aliases: rows) added, updated, unchanged. */
  added: Type.Integer(),
  updated: Type.Integer(),
  unchanged: Type.Integer(),
  /** Rows of the groups loaded. */
  rows: Type.Integer(),
  groups: Type.Array(Obj({ key: Type.String(), outcome: StringEnum(['added', 'updated', 'unchanged'] as const), rows: Type.Integer() })),
  /** Bad lines with their Chinese reasons (line 1: the header); their groups were not loaded. */
  rejected: Type.Array(Rejection),
  rejected_groups: Type.Array(Type.String()),
  /** Lines and plans whose institution matched none of the list (kept as 未匹配院校库). */
  unmatched_rows: Type.Integer(),
  unmatched: Type.Array(Obj({ province: Type.String(), name: Type.String(), code: Type.String(), rows: Type.Integer(), units: Type.Integer() })),
  /** Aliases only: provisional institutions whose rows moved to a listed one. */
  merged: Nullable(Type.Integer()),
  /** The summary as the command line prints it. */
  text: Type.String()
})
export type ImportSummary = Static<typeof ImportSummary>

export const ImportJob = Obj({
  id: Type.Integer(),
  staff_id: Nullable(Type.Integer()),
  staff_name: Nullable(Type.String()),
  kind: StringEnum(IMPORT_KINDS),
  file_name: Type.String(),
  status: StringEnum(IMPORT_STATUSES),
  /** Groups loaded so far and in all (live while running). */
  done: Type.Integer(),
  total: Type.Integer(),
  /** When done. */
  summary: Nullable(ImportSummary),
  /** When failed: why, in Chinese (nothing was written). */
  error: Nullable(Type.String()),
  created_at: Type.String({ format: 'date-time' }),
  finished_at: Nullable(Type.String({ format: 'date-time' }))
})
export type ImportJob = Static<typeof ImportJob>
