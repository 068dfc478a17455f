/**
 * Cloud library schemas (issue 20): entries (files and folders), a folder's listing, the trash,
 * search and the quota. Constants and paths: types/cloud.ts. Times are ISO 8601 strings.
 */
import { CLOUD_CURSOR_PATTERN, CLOUD_LIMITS, CLOUD_ORDERS, CLOUD_SORTS } from '../cloud'
import { CursorPage } from './forum'
import { Id, Int, Nullable, Obj, StringEnum, Type, type Static } from '../schema'

/** What every answer about an entry says of it (mine, or a share's file: schemas/cloudShares.ts). */
export const ENTRY_BASE = {
  id: Int(),
  name: Type.String(),
  is_folder: Type.Boolean(),
  /** Bytes; 0 for a folder. */
  size: Int(),
  /** Lower case without the dot (core/cloudFiles.ts extensionOf); '' for a folder. */
  extension: Type.String(),
  updated_at: Type.String()
}

const ENTRY_CORE = {
  ...ENTRY_BASE,
  /** The folder it is in; null: the root. */
  parent_id: Nullable(Int())
}

/** A live file or folder. */
export const CloudEntry = Obj(ENTRY_CORE)
export type CloudEntry = Static<typeof CloudEntry>

/** An entry of the trash: the one deleted, not what it held. */
export const CloudTrashEntry = Obj({ ...ENTRY_CORE, trashed_at: Type.String() })
export type CloudTrashEntry = Static<typeof CloudTrashEntry>

/** The query of a keyset list of the cloud with its page sizes (the library here, shares: schemas/cloudShares.ts). */
export const cloudCursorQuery = (limits: { pageSize: number; pageSizeMax: number }) => ({
  /** next_cursor of the previous page of the same query. */
  cursor: Type.Optional(Type.String({ pattern: CLOUD_CURSOR_PATTERN })),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: limits.pageSizeMax, default: limits.pageSize }))
})

const CLOUD_CURSOR_QUERY = cloudCursorQuery(CLOUD_LIMITS)

/** GET CLOUD_PATHS.entries */
export const CloudListQuery = Obj({
  /** The folder; omitted: the root. */
  parent: Type.Optional(Id()),
  sort: Type.Optional(StringEnum(CLOUD_SORTS, { default: 'name' })),
  order: Type.Optional(StringEnum(CLOUD_ORDERS, { default: 'asc' })),
  ...CLOUD_CURSOR_QUERY
})
export type CloudListQuery = Static<typeof CloudListQuery>

/** Folders first, then files, each by the sort and then id in the order asked. */
export const CloudEntryPage = CursorPage(CloudEntry)
export type CloudEntryPage = Static<typeof CloudEntryPage>

/** CLOUD_PATHS.entries + '<id>/…', CLOUD_PATHS.trash + '<id>/…' */
export const CloudEntryParams = Obj({ id: Id() })
export type CloudEntryParams = Static<typeof CloudEntryParams>

/** A name as typed: trimmed, then 1-100 code points without / \ : * ? " < > | (core/cloudFiles.ts entryNameProblem). */
const EntryName = Type.String({ maxLength: 400 })

/** POST CLOUD_PATHS.folders → 201 CloudEntry */
export const NewCloudFolder = Obj({
  name: EntryName,
  /** The folder to create it in; omitted or null: the root. */
  parent_id: Type.Optional(Nullable(Id()))
})
export type NewCloudFolder = Static<typeof NewCloudFolder>

/** POST CLOUD_PATHS.entries + '<id>/rename/' → CloudEntry */
export const CloudRename = Obj({ name: EntryName })
export type CloudRename = Static<typeof CloudRename>

/** POST CLOUD_PATHS.entries + '<id>/move/' → CloudEntry. null: the root. */
export const CloudMove = Obj({ parent_id: Nullable(Id()) })
export type CloudMove = Static<typeof CloudMove>

/** GET CLOUD_PATHS.trash: latest deleted first. */
export const CloudTrashQuery = Obj({ ...CLOUD_CURSOR_QUERY })
export type CloudTrashQuery = Static<typeof CloudTrashQuery>

export const CloudTrashPage = CursorPage(CloudTrashEntry)
export type CloudTrashPage = Static<typeof CloudTrashPage>

/** DELETE CLOUD_PATHS.trash + '<id>/': the bytes freed and the quota after. */
export const CloudPurgeResponse = Obj({ freed: Int(), used: Int(), max: Int() })
export type CloudPurgeResponse = Static<typeof CloudPurgeResponse>

/** GET CLOUD_PATHS.search */
export const CloudSearchQuery = Obj({
  q: Type.String({ minLength: 1, maxLength: CLOUD_LIMITS.searchMax }),
  ...CLOUD_CURSOR_QUERY
})
export type CloudSearchQuery = Static<typeof CloudSearchQuery>

/** GET CLOUD_PATHS.quota: bytes. `used` counts files in the trash until they are purged. */
export const CloudQuota = Obj({ used: Int(), max: Int() })
export type CloudQuota = Static<typeof CloudQuota>
