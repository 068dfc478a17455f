export type * from './schemas/cloud'

/**
 * The cloud library (issue 20, docs/cloud.md): a user's files and folders, the trash and the quota.
 * Constants and API paths shared by the app and the server; the shapes are in types/schemas/cloud.ts.
 * Every path needs login; another user's entry answers 404, as one that does not exist.
 */

/** How a folder's listing is sorted after its folders-first split: by name, by updated time, by size. */
export const CLOUD_SORTS = ['name', 'time', 'size'] as const
export type CloudSort = (typeof CLOUD_SORTS)[number]

export const CLOUD_ORDERS = ['asc', 'desc'] as const
export type CloudOrder = (typeof CLOUD_ORDERS)[number]

export const CLOUD_LIMITS = {
  /** Entries per page unless asked (listing, trash, search). */
  pageSize: 50,
  pageSizeMax: 100,
  /** The longest search text, in characters. */
  searchMax: 100
} as const

/** An opaque keyset position: pass a page's next_cursor back unchanged (base64url). */
export const CLOUD_CURSOR_PATTERN = '^[A-Za-z0-9_-]{1,800}$'

/** The 409 codes of the cloud library. */
export type CloudErrorCode =
  /** 同名文件已存在: a live entry of that name is already in the folder. */
  'name_taken'

export const CLOUD_PATHS = {
  /**
   * GET ?parent=&sort=&order=&cursor=&limit=: a folder's live entries (no parent: the root), folders
   * first. + '<id>/' DELETE: to the trash (with what it holds); '<id>/rename/' POST {name};
   * '<id>/move/' POST {parent_id}.
   */
  entries: '/api/cloud/entries/',
  /** POST {name, parent_id}: a new folder (201). */
  folders: '/api/cloud/folders/',
  /** GET ?cursor=&limit=: the trash, latest deleted first. + '<id>/restore/' POST; '<id>/' DELETE purges. */
  trash: '/api/cloud/trash/',
  /** GET ?q=&cursor=&limit=: live entries whose name contains q (case-insensitive), by name. */
  search: '/api/cloud/search/',
  /** GET: {used, max} bytes. */
  quota: '/api/cloud/quota/'
} as const
