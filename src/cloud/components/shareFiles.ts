/**
 * A share's files on a page (share/shareSpaceDetail, shareFileList, shareSearchDetail): the keyset
 * list and what a row does. A folder opens shareFileList; a file opens its preview (fileActions.ts);
 * 下载 goes through the download store, except for a forbid_download file, which is refused with a
 * toast before any call (the server refuses it too). The owner's ⋯ on a shared item: its two
 * rights and 移出共享空间.
 */
import Taro, { useReachBottom } from '@tarojs/taro'
import { useState } from 'react'
import type { CloudShareFile, ShareRole } from '@types-contract/cloudShares'
import { fetchShareFiles, removeShareItem, setItemFlags } from '@/api/cloudShares'
import { navigate } from '@/components/nav'
import { useCursorList, type CursorList } from '@/components/useCursorList'
import { downloadRefused, itemMenu, shareFileInfo, type MenuItem } from '@/lib/shareView'
import { toast } from '@/platform/toast'
import { urlOf } from '@/routes'
import { actionFailed, downloadFile, openFile, printFiles } from './fileActions'

export const DOWNLOAD_FORBIDDEN = '该文件已被设置为禁止下载'

/** The share's items (no `parent`) or a shared folder's content, a page at a time (more at reach-bottom). */
export function useShareFiles(shareId: number, parent: number | undefined, enabled: boolean): CursorList<CloudShareFile> {
  const list = useCursorList((cursor) => fetchShareFiles(shareId, parent, cursor, { quiet: true }), [shareId, parent], { keyOf: (f) => f.id, enabled })
  useReachBottom(() => list.loadMore())
  return list
}

/** A folder opens shareFileList; a file opens its preview. */
export function openShareFile(file: CloudShareFile): void {
  if (file.is_folder) navigate(urlOf('share/shareFileList', { id: file.share_id, parent: file.id, name: file.name }))
  else openFile(shareFileInfo(file))
}

/** Downloads through the download store; a forbid_download file is refused here for anyone but the owner. */
export function downloadShareFile(file: CloudShareFile, role: ShareRole): void {
  if (downloadRefused(file, role)) return toast(DOWNLOAD_FORBIDDEN)
  downloadFile({ ...shareFileInfo(file), forbid_download: false }, file.size)
}

/** 打印: to the print queue through the share; a forbid_print file is refused here for anyone but the owner. */
export function printShareFile(file: CloudShareFile, role: ShareRole): void {
  printFiles([file], file.share_id, role === 'owner')
}

export interface ShareFileActions {
  open: (file: CloudShareFile) => void
  download: (file: CloudShareFile) => void
  print: (file: CloudShareFile) => void
  /** The owner's ⋯ (undefined for others and for what is only inside a shared item). */
  moreOf: (file: CloudShareFile) => (() => void) | undefined
  menu: { file: CloudShareFile; items: MenuItem[] } | null
  pick: (key: string) => void
  close: () => void
}

/** What the rows of `list` do for someone of `role`. */
export function useShareFileActions(role: ShareRole, list?: CursorList<CloudShareFile>): ShareFileActions {
  const [menuFile, setMenuFile] = useState<CloudShareFile | null>(null)
  const replace = (file: CloudShareFile) => list?.setItems((items) => items.map((f) => (f.id === file.id ? file : f)))

  const pick = async (key: string) => {
    const file = menuFile
    setMenuFile(null)
    if (!file) return
    try {
      if (key === 'forbid_download' || key === 'forbid_print') {
        const flags = { forbid_download: file.forbid_download, forbid_print: file.forbid_print }
        flags[key] = !flags[key]
        replace(await setItemFlags(file.share_id, file.id, flags, { quiet: true }))
        toast('已更新')
      } else if (key === 'remove') {
        const { confirm } = await Taro.showModal({ title: '移出共享空间', content: `「${file.name}」将不再共享给成员，你的文库里仍会保留它。` })
        if (!confirm) return
        await removeShareItem(file.share_id, file.id, { quiet: true })
        list?.setItems((items) => items.filter((f) => f.id !== file.id))
        toast('已移出共享空间')
      }
    } catch (e) {
      actionFailed(e, '操作失败，请稍后再试')
    }
  }

  return {
    open: openShareFile,
    download: (file) => downloadShareFile(file, role),
    print: (file) => printShareFile(file, role),
    moreOf: (file) => (role === 'owner' && file.is_item ? () => setMenuFile(file) : undefined),
    menu: menuFile ? { file: menuFile, items: itemMenu(menuFile) } : null,
    pick: (key) => void pick(key),
    close: () => setMenuFile(null)
  }
}
