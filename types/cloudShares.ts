export type * from './schemas/cloudShares'

/**
 * Shared spaces (issue 20, docs/cloud.md "Shared spaces"): an owner shares entries of their cloud
 * library (files, or folders with what they hold now) with members who join by the share link
 * text (core/shareLink.ts: the link code and the share's id). Constants and paths shared by the app
 * and the server; the shapes are in types/schemas/cloudShares.ts.
 *
 * Who sees what:
 *  - the owner: everything, banned or not, and manages it (items, flags, members, ban, link, delete);
 *  - a member: the share, its members and its files, unless the share is banned (403 share_banned:
 *    the detail still answers, with banned true); files with forbid_download never give a URL;
 *  - anyone else (logged in or not) with the right link code: the detail (role 'visitor'), to join;
 *  - without the code: 404 共享空间不存在, as for one that does not exist.
 */

/** The caller's relation to a share. */
export const SHARE_ROLES = ['owner', 'member', 'visitor'] as const
export type ShareRole = (typeof SHARE_ROLES)[number]

/** GET CLOUD_SHARE_PATHS.shares?list=: the shares I own, or those I joined. */
export const SHARE_LISTS = ['mine', 'joined'] as const
export type ShareList = (typeof SHARE_LISTS)[number]

export const SHARE_LIMITS = {
  /** A share's name: trimmed, 1 to 30 characters (core/shareSpaces.ts shareNameProblem). */
  nameMax: 30,
  /** Shares, members, files and hits per page unless asked. */
  pageSize: 20,
  pageSizeMax: 100,
  /** Entries one create or add request takes. */
  entriesPerRequest: 100,
  /** Items one share holds (a folder counts once, whatever it holds). */
  itemsMax: 500,
  /** The longest search text, in characters. */
  searchMax: 100
} as const

/** The 4xx codes of shared spaces (detail texts are Chinese, for the user). */
export type CloudShareErrorCode =
  /** 403 共享空间已被封禁: a member's reads and every join while banned_at is set. */
  | 'share_banned'
  /** 403 该文件已被设置为禁止下载: a member asks for a forbid_download file's bytes. */
  | 'download_forbidden'
  /** 403 该文件已被设置为禁止打印: the print queue asks for a forbid_print file (the printing issue). */
  | 'print_forbidden'
  /** 403 只有共享空间的创建者可以这样做: a member tries an owner's action. */
  | 'owner_only'
  /** 409 你是这个共享空间的创建者，不能退出: the owner tries to leave. */
  | 'owner_cannot_leave'
  /** 409 共享空间最多添加500个文件或文件夹 */
  | 'too_many_items'

export const CLOUD_SHARE_PATHS = {
  /**
   * GET ?list=mine|joined&cursor=&limit=: my shares (newest first) or those I joined (latest joined
   * first). POST NewCloudShare → 201 CloudShareDetail.
   * + '<id>/' GET ?code=: the detail (a visitor needs the code); DELETE: the owner deletes it.
   * + '<id>/members/' GET: members, latest joined first; + '<id>/members/<user_id>/' DELETE: the owner removes one.
   * + '<id>/leave/' POST: a member leaves.
   * + '<id>/items/' POST CloudShareItemsAdd: the owner adds entries; + '<id>/items/<entry_id>/' PUT
   *   CloudShareItemFlags: its flags; DELETE: no longer shared.
   * + '<id>/ban/' POST, '<id>/unban/' POST: the owner bans or lifts the ban.
   * + '<id>/code/' POST: the owner gets a new link code (the old link text stops working).
   * + '<id>/files/?parent=': the shared items, or a shared folder's live content.
   * + '<id>/files/<entry_id>/' GET: one file's info; + 'download/' GET → CloudDownload (403 download_forbidden).
   */
  shares: '/api/cloud/shares/',
  /** POST CloudShareJoin {code, id} → CloudShareDetail (404 for a wrong code or id; 403 share_banned). */
  join: '/api/cloud/shares/join/',
  /** GET ?q=&share_id=&cursor=&limit=: files and folders of the shares I can read whose name contains q. */
  search: '/api/cloud/shares/search/'
} as const
