/**
 * Shared space schemas (issue 20). Constants, paths and who sees what: types/cloudShares.ts. Times
 * are ISO 8601 strings. No answer carries a storage key, an md5 or a URL of a file's bytes: the
 * only way to the bytes is the download route, which checks forbid_download.
 */
import { SHARE_LIMITS, SHARE_LISTS, SHARE_ROLES } from '../cloudShares'
import { cloudCursorQuery, ENTRY_BASE } from './cloud'
import { CursorPage } from './forum'
import { Id, Int, Nullable, Obj, StringEnum, Type, type Static } from '../schema'

const CURSOR_QUERY = cloudCursorQuery(SHARE_LIMITS)

/** A person as a share shows them. */
export const SharePerson = Obj({
  user_id: Int(),
  username: Type.String(),
  /** '' for the brand's default avatar. */
  avatar_url: Type.String()
})
export type SharePerson = Static<typeof SharePerson>

const SHARE_CORE = {
  id: Int(),
  name: Type.String(),
  owner: SharePerson,
  role: StringEnum(SHARE_ROLES),
  member_count: Int(),
  /** Shared items whose entries are live (a folder counts once). */
  item_count: Int(),
  /** The owner banned it: no one joins, members see nothing inside. */
  banned: Type.Boolean(),
  created_at: Type.String(),
  /** When I joined (a member); null for the owner and visitors. */
  joined_at: Nullable(Type.String())
}

/** A share in my lists. */
export const CloudShareSummary = Obj(SHARE_CORE)
export type CloudShareSummary = Static<typeof CloudShareSummary>

/** A share's page. */
export const CloudShareDetail = Obj({
  ...SHARE_CORE,
  /** The link code, for the owner and members to pass on (core/shareLink.ts shareLinkText); null for a visitor. */
  code: Nullable(Type.String())
})
export type CloudShareDetail = Static<typeof CloudShareDetail>

/** A share's name as typed: trimmed, then 1-30 characters (core/shareSpaces.ts shareNameProblem). */
const ShareName = Type.String({ maxLength: 200 })
const EntryIds = Type.Array(Id(), { maxItems: SHARE_LIMITS.entriesPerRequest })

/** POST CLOUD_SHARE_PATHS.shares → 201 CloudShareDetail */
export const NewCloudShare = Obj({
  name: ShareName,
  /** The owner's live files and folders to share (may be empty: add them later). */
  entry_ids: EntryIds,
  forbid_download: Type.Optional(Type.Boolean({ default: false })),
  forbid_print: Type.Optional(Type.Boolean({ default: false }))
})
export type NewCloudShare = Static<typeof NewCloudShare>

/** GET CLOUD_SHARE_PATHS.shares */
export const CloudShareListQuery = Obj({ list: StringEnum(SHARE_LISTS), ...CURSOR_QUERY })
export type CloudShareListQuery = Static<typeof CloudShareListQuery>

export const CloudSharePage = CursorPage(CloudShareSummary)
export type CloudSharePage = Static<typeof CloudSharePage>

/** CLOUD_SHARE_PATHS.shares + '<id>/…' */
export const CloudShareParams = Obj({ id: Id() })
export type CloudShareParams = Static<typeof CloudShareParams>

/** GET CLOUD_SHARE_PATHS.shares + '<id>/': a visitor passes the link code. */
export const CloudShareDetailQuery = Obj({ code: Type.Optional(Type.String({ maxLength: 32 })) })
export type CloudShareDetailQuery = Static<typeof CloudShareDetailQuery>

/** POST CLOUD_SHARE_PATHS.join: the two parts of the link text (core/shareLink.ts parseShareLinkText). */
export const CloudShareJoin = Obj({ code: Type.String({ maxLength: 32 }), id: Id() })
export type CloudShareJoin = Static<typeof CloudShareJoin>

/** A member as the members list shows them. */
export const CloudShareMember = Obj({ ...SharePerson.properties, joined_at: Type.String() })
export type CloudShareMember = Static<typeof CloudShareMember>

/** GET CLOUD_SHARE_PATHS.shares + '<id>/members/' */
export const CloudShareMemberQuery = Obj({ ...CURSOR_QUERY })
export type CloudShareMemberQuery = Static<typeof CloudShareMemberQuery>

export const CloudShareMemberPage = CursorPage(CloudShareMember)
export type CloudShareMemberPage = Static<typeof CloudShareMemberPage>

/** CLOUD_SHARE_PATHS.shares + '<id>/members/<user_id>/' */
export const CloudShareMemberParams = Obj({ id: Id(), user_id: Id() })
export type CloudShareMemberParams = Static<typeof CloudShareMemberParams>

/** POST CLOUD_SHARE_PATHS.shares + '<id>/items/' → CloudShareDetail. An entry shared already takes the flags given. */
export const CloudShareItemsAdd = Obj({
  entry_ids: Type.Array(Id(), { minItems: 1, maxItems: SHARE_LIMITS.entriesPerRequest }),
  forbid_download: Type.Optional(Type.Boolean({ default: false })),
  forbid_print: Type.Optional(Type.Boolean({ default: false }))
})
export type CloudShareItemsAdd = Static<typeof CloudShareItemsAdd>

/** CLOUD_SHARE_PATHS.shares + '<id>/items/<entry_id>/' and '<id>/files/<entry_id>/…' */
export const CloudShareEntryParams = Obj({ id: Id(), entry_id: Id() })
export type CloudShareEntryParams = Static<typeof CloudShareEntryParams>

/** PUT CLOUD_SHARE_PATHS.shares + '<id>/items/<entry_id>/' → CloudShareFile */
export const CloudShareItemFlags = Obj({ forbid_download: Type.Boolean(), forbid_print: Type.Boolean() })
export type CloudShareItemFlags = Static<typeof CloudShareItemFlags>

const FILE_CORE = {
  ...ENTRY_BASE,
  share_id: Int(),
  /**
   * The rights as they hold for this entry: set on it, or on a shared folder it is in (a folder's
   * flags hold for everything inside it).
   */
  forbid_download: Type.Boolean(),
  forbid_print: Type.Boolean(),
  /** A shared item itself (the owner changes its flags or stops sharing it), not only inside one. */
  is_item: Type.Boolean()
}

/** The spec's file info (share_id, extension, forbid_download, forbid_print) beside the entry's fields. */
export const CloudShareFile = Obj(FILE_CORE)
export type CloudShareFile = Static<typeof CloudShareFile>

/** GET CLOUD_SHARE_PATHS.shares + '<id>/files/': folders first, then files, each by name and id. */
export const CloudShareFileQuery = Obj({
  /** A folder inside the share; omitted: the shared items. */
  parent: Type.Optional(Id()),
  ...CURSOR_QUERY
})
export type CloudShareFileQuery = Static<typeof CloudShareFileQuery>

export const CloudShareFilePage = CursorPage(CloudShareFile)
export type CloudShareFilePage = Static<typeof CloudShareFilePage>

/** GET CLOUD_SHARE_PATHS.search */
export const CloudShareSearchQuery = Obj({
  q: Type.String({ minLength: 1, maxLength: SHARE_LIMITS.searchMax }),
  /** One share; omitted: every share I own or joined (banned ones only when I own them). */
  share_id: Type.Optional(Id()),
  ...CURSOR_QUERY
})
export type CloudShareSearchQuery = Static<typeof CloudShareSearchQuery>

/** A search hit: the file info and the share it was found in (an entry in two of my shares shows once, in the older), with my role there. */
export const CloudShareSearchHit = Obj({ ...FILE_CORE, share_name: Type.String(), role: StringEnum(['owner', 'member'] as const) })
export type CloudShareSearchHit = Static<typeof CloudShareSearchHit>

export const CloudShareSearchPage = CursorPage(CloudShareSearchHit)
export type CloudShareSearchPage = Static<typeof CloudShareSearchPage>
