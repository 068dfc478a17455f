import Taro, { useDidShow, useReachBottom } from '@tarojs/taro'
import { reaction } from 'mobx'
import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import type { CloudEntry, CloudOrder, CloudQuota, CloudSort } from '@types-contract/cloud'
import { createFolder, fetchEntries, fetchQuota, moveEntry, renameEntry, searchEntries, trashEntry } from '@/api/cloud'
import { errorText } from '@/api/errorText'
import { navigate } from '@/components/nav'
import { useCursorList, type CursorList } from '@/components/useCursorList'
import { keepPresent, noSelection, toggleAll, toggleSelectMode, toggleSelected, type Selection } from '@/lib/cloudSelection'
import { crumbTo, enterFolder, folderOf, openActionOf, type Crumb } from '@/lib/cloudView'
import { toast } from '@/platform/toast'
import { urlOf } from '@/routes'
import { uploadStore } from '@/stores/upload'
import { actionFailed as failed, downloadFile, fileInfoOf, openFile } from './fileActions'

const quiet = { quiet: true }
const keyOf = (e: CloudEntry) => e.id

/** What is open over the list. */
export type LibraryOverlay =
  { kind: 'sort' } | { kind: 'actions'; entry: CloudEntry } | { kind: 'create' } | { kind: 'rename'; entry: CloudEntry } | { kind: 'move'; ids: number[] } | null

export interface CloudLibrary {
  path: Crumb[]
  sort: CloudSort
  order: CloudOrder
  /** The search shown ('' : the folder). */
  query: string
  list: CursorList<CloudEntry>
  quota: CloudQuota | null
  selection: Selection
  overlay: LibraryOverlay
  setOverlay: (overlay: LibraryOverlay) => void
  search: (text: string) => void
  goTo: (index: number) => void
  setSort: (sort: CloudSort, order: CloudOrder) => void
  tap: (entry: CloudEntry) => void
  toggleSelecting: () => void
  selectAll: () => void
  create: (name: string) => Promise<string | null>
  rename: (entry: CloudEntry, name: string) => Promise<string | null>
  move: (ids: number[], target: Crumb[]) => void
  remove: (ids: number[]) => void
  download: (ids: number[]) => void
  upload: () => void
  transfers: () => void
  trash: () => void
}

/** The refusal a name dialog shows (409 同名文件已存在, a 400 name rule), or a generic text. */
const refusal = (e: unknown, fallback: string) => errorText(e, fallback)

/**
 * 我的文库 (cloud/cloudLibrary): a folder's entries (cursor-paged, sorted), breadcrumbs, search,
 * the space bar, multi-select (off clears it: lib/cloudSelection.ts), and the actions on entries.
 * The list and the space reload when the page shows again and when an upload completes.
 */
export function useCloudLibrary(): CloudLibrary {
  const [path, setPath] = useState<Crumb[]>([])
  const [sort, setSortKey] = useState<CloudSort>('name')
  const [order, setOrder] = useState<CloudOrder>('asc')
  const [query, setQuery] = useState('')
  const [quota, setQuota] = useState<CloudQuota | null>(null)
  const [selection, setSelection] = useState<Selection>(noSelection)
  const [overlay, setOverlay] = useState<LibraryOverlay>(null)
  const parent = folderOf(path)

  const list = useCursorList<CloudEntry>(
    (cursor) => (query ? searchEntries(query, cursor, quiet) : fetchEntries({ parent: parent ?? undefined, sort, order, cursor }, quiet)),
    [parent, sort, order, query],
    { keyOf }
  )
  useReachBottom(() => list.loadMore())

  const loadQuota = useCallback(() => {
    fetchQuota(quiet).then(setQuota, () => undefined)
  }, [])
  useEffect(loadQuota, [loadQuota])

  // Shown again (back from an upload, a preview, the trash): what changed elsewhere shows.
  const shown = useRef(false)
  const { refresh } = list
  useDidShow(() => {
    if (shown.current) {
      void refresh()
      loadQuota()
    }
    shown.current = true
  })
  useEffect(
    () =>
      reaction(
        () => uploadStore.tasks.filter((t) => t.state === 'complete').length,
        () => {
          void refresh()
          loadQuota()
        }
      ),
    [refresh, loadQuota]
  )

  // Entries that left the list leave the selection.
  const ids = useMemo(() => list.state.items.map(keyOf), [list.state.items])
  useEffect(() => setSelection((s) => keepPresent(s, ids)), [ids])

  const entriesOf = (chosen: number[]) => list.state.items.filter((e) => chosen.includes(e.id))
  const dropFromList = (gone: number[]) => list.setItems((items) => items.filter((e) => !gone.includes(e.id)))

  const tap = (entry: CloudEntry) => {
    if (selection.on) return setSelection((s) => toggleSelected(s, entry.id))
    if (entry.is_folder) {
      setQuery('')
      setPath(query ? [{ id: entry.id, name: entry.name }] : enterFolder(path, entry))
      return
    }
    openFile(fileInfoOf(entry))
  }

  const create = async (name: string) => {
    try {
      await createFolder(name, parent, quiet)
      setOverlay(null)
      void list.refresh()
      return null
    } catch (e) {
      return refusal(e, '新建失败，请稍后再试')
    }
  }

  const rename = async (entry: CloudEntry, name: string) => {
    try {
      const renamed = await renameEntry(entry.id, name, quiet)
      list.setItems((items) => items.map((e) => (e.id === renamed.id ? renamed : e)))
      setOverlay(null)
      toast('已重命名')
      return null
    } catch (e) {
      return refusal(e, '重命名失败，请稍后再试')
    }
  }

  const move = async (chosen: number[], target: Crumb[]) => {
    setOverlay(null)
    const to = folderOf(target)
    const moved: number[] = []
    for (const id of chosen) {
      try {
        await moveEntry(id, to, quiet)
        moved.push(id)
      } catch (e) {
        failed(e, '移动失败，请稍后再试')
        break
      }
    }
    if (to !== parent || query) dropFromList(moved)
    if (moved.length) toast(`已移动 ${moved.length} 项`)
    if (selection.on) setSelection(toggleSelectMode(selection))
  }

  const remove = async (chosen: number[]) => {
    if (!chosen.length) return
    const names = entriesOf(chosen).map((e) => e.name)
    const { confirm } = await Taro.showModal({
      title: '删除',
      content: chosen.length === 1 ? `确定删除「${names[0]}」吗？删除后可在回收站还原` : `确定删除选中的 ${chosen.length} 项吗？删除后可在回收站还原`,
      confirmText: '删除',
      confirmColor: '#f5222d'
    })
    if (!confirm) return
    const gone: number[] = []
    for (const id of chosen) {
      try {
        await trashEntry(id, quiet)
        gone.push(id)
      } catch (e) {
        failed(e, '删除失败，请稍后再试')
        break
      }
    }
    dropFromList(gone)
    if (gone.length) toast('已移入回收站')
    if (selection.on) setSelection(toggleSelectMode(selection))
  }

  const download = (chosen: number[]) => {
    const files = entriesOf(chosen).filter((e) => !e.is_folder)
    if (!files.length) return toast('请选择文件（文件夹不能下载）')
    // One file is kept (saved or opened) when it arrives; several go to the transfer list.
    for (const file of files) downloadFile(fileInfoOf(file), file.size, files.length === 1 && openActionOf(file) !== 'unsupported')
    toast(files.length === 1 ? '开始下载' : `已加入传输列表：${files.length} 个文件`)
    if (selection.on) setSelection(toggleSelectMode(selection))
  }

  return {
    path,
    sort,
    order,
    query,
    list,
    quota,
    selection,
    overlay,
    setOverlay,
    search: (text) => setQuery(text.trim()),
    goTo: (index) => {
      setQuery('')
      setPath(crumbTo(path, index))
    },
    setSort: (s, o) => {
      setSortKey(s)
      setOrder(o)
      setOverlay(null)
    },
    tap,
    toggleSelecting: () => setSelection(toggleSelectMode),
    selectAll: () => setSelection((s) => toggleAll(s, ids)),
    create,
    rename,
    move: (chosen, target) => void move(chosen, target),
    remove: (chosen) => void remove(chosen),
    download,
    upload: () => navigate(urlOf('cloud/localUpload', parent === null ? {} : { parent, name: path[path.length - 1].name })),
    transfers: () => navigate(urlOf('cloud/cloudTransferList')),
    trash: () => navigate(urlOf('cloud/cloudTranshList'))
  }
}
