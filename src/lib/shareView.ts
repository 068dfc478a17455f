/**
 * How shared spaces show (issue 20, docs/cloud.md "Shared spaces"): a share's lines in a list, the
 * marks and actions of a file row, the menus by role, the paste box of the databank tab, the link
 * text to copy, and a share file as the preview pages' `fileInfo`. Pure; the pages call these.
 */
import { parseShareLinkText, shareLinkText, type ShareLink } from '@core/shareLink'
import type { CloudShareDetail, CloudShareFile, CloudShareSummary, ShareRole } from '@types-contract/cloudShares'
import type { FileInfo } from './cloudView'

/** A list row's second line: '3位成员 · 12项' (the owner and members; a folder is one item). */
export function shareMeta(share: Pick<CloudShareSummary, 'member_count' | 'item_count'>): string {
  return `${share.member_count}位成员 · ${share.item_count}项`
}

/** Whose it is: 我创建的, or 来自 <owner>. */
export function shareOwnerText(share: Pick<CloudShareSummary, 'role' | 'owner'>): string {
  return share.role === 'owner' ? '我创建的' : `来自 ${share.owner.username || '同学'}`
}

/** The marks a file row shows beside its name. */
export function fileMarks(file: Pick<CloudShareFile, 'forbid_download' | 'forbid_print'>): string[] {
  return [...(file.forbid_download ? ['禁止下载'] : []), ...(file.forbid_print ? ['禁止打印'] : [])]
}

/** A share file as the preview pages and the download take it (lib/cloudView.ts FileInfo). */
export function shareFileInfo(file: Pick<CloudShareFile, 'id' | 'name' | 'extension' | 'share_id' | 'forbid_download' | 'forbid_print'>): FileInfo {
  return { id: file.id, name: file.name, extension: file.extension, share_id: file.share_id, forbid_download: file.forbid_download, forbid_print: file.forbid_print }
}

export interface MenuItem {
  key: string
  label: string
  danger?: boolean
  on?: boolean
}

/** The owner's ⋯ on a shared item (the row's own 下载 button is beside it): its two rights and 移出共享空间. */
export function itemMenu(file: Pick<CloudShareFile, 'forbid_download' | 'forbid_print'>): MenuItem[] {
  return [
    { key: 'forbid_download', label: file.forbid_download ? '允许下载' : '禁止下载', on: file.forbid_download },
    { key: 'forbid_print', label: file.forbid_print ? '允许打印' : '禁止打印', on: file.forbid_print },
    { key: 'remove', label: '移出共享空间', danger: true }
  ]
}

/** Whether the download of a share file is refused on this side (the server refuses it too). */
export const downloadRefused = (file: Pick<CloudShareFile, 'forbid_download'>, role: ShareRole): boolean => file.forbid_download && role !== 'owner'

/** The share's ⋯ menu: the owner manages it; a member may leave. */
export function shareMenu(share: Pick<CloudShareDetail, 'role' | 'banned'>): MenuItem[] {
  if (share.role === 'owner') {
    return [
      { key: 'add', label: '添加文件' },
      { key: 'renew', label: '重置链接（旧口令失效）' },
      { key: 'ban', label: share.banned ? '解除封禁' : '封禁共享空间' },
      { key: 'delete', label: '删除共享空间', danger: true }
    ]
  }
  return share.role === 'member' ? [{ key: 'leave', label: '退出共享空间', danger: true }] : []
}

/** What the databank tab's paste box makes of the text: the link to join, or what to do. */
export function pastedLink(text: string): { link: ShareLink | null; hint: string } {
  if (text.trim() === '') return { link: null, hint: '粘贴同学发来的共享口令，即可加入共享空间' }
  const link = parseShareLinkText(text)
  return link ? { link, hint: `已识别：链接码 ${link.code}，编号 ${link.id}` } : { link: null, hint: '没有识别到共享口令，请粘贴完整的一段话' }
}

/** The link text to pass on (the owner and members have the code; a visitor does not). */
export function shareTextOf(share: Pick<CloudShareDetail, 'id' | 'name' | 'code'>, appName: string): string | null {
  return share.code ? shareLinkText({ name: share.name, code: share.code, id: share.id, appName }) : null
}

/** The banner of a share that cannot be used as usual, or null. */
export function shareBanner(share: Pick<CloudShareDetail, 'role' | 'banned'>): string | null {
  if (!share.banned) return null
  return share.role === 'owner' ? '你已封禁这个共享空间：成员看不到其中的文件，也无法通过口令加入' : '该共享空间已被封禁，暂时无法查看其中的文件'
}
