import { Text, View } from '@tarojs/components'
import { useEffect, useState } from 'react'
import type { CloudEntry } from '@types-contract/cloud'
import { CLOUD_LIMITS } from '@types-contract/cloud'
import { fetchEntries } from '@/api/cloud'
import { errorText } from '@/api/errorText'
import { crumbTo, enterFolder, folderOf, type Crumb } from '@/lib/cloudView'
import { FileIcon } from './CloudParts'
import './cloud.scss'

/** The folders of a folder: listings put folders first, so pages are read until a file shows or the list ends. */
async function foldersOf(parent: number | null): Promise<CloudEntry[]> {
  const folders: CloudEntry[] = []
  let cursor: string | undefined
  for (;;) {
    const page = await fetchEntries({ parent: parent ?? undefined, cursor, limit: CLOUD_LIMITS.pageSizeMax }, { quiet: true })
    folders.push(...page.results.filter((e) => e.is_folder))
    if (!page.next_cursor || page.results.some((e) => !e.is_folder)) return folders
    cursor = page.next_cursor
  }
}

interface Props {
  title: string
  /** Where it opens. */
  start: Crumb[]
  /** Folders that cannot be chosen nor entered (what is being moved). */
  excluded?: readonly number[]
  confirmText: string
  onPick: (path: Crumb[]) => void
  onClose: () => void
}

/** A folder chooser (移动到, 上传到): walks the folders from the root; 确定 picks the one shown. */
export function FolderPicker({ title, start, excluded = [], confirmText, onPick, onClose }: Props) {
  const [path, setPath] = useState<Crumb[]>(start)
  const [folders, setFolders] = useState<CloudEntry[] | null>(null)
  const [error, setError] = useState('')
  const here = folderOf(path)
  useEffect(() => {
    let live = true
    setFolders(null)
    setError('')
    foldersOf(here).then(
      (list) => live && setFolders(list),
      (e: unknown) => live && setError(errorText(e, '加载失败，请稍后再试'))
    )
    return () => {
      live = false
    }
  }, [here])
  const shown = (folders ?? []).filter((f) => !excluded.includes(f.id))
  return (
    <View className='cl-mask' onClick={onClose} catchMove>
      <View className='cl-picker' data-testid='cloud-folder-picker' onClick={(e) => e.stopPropagation()}>
        <View className='cl-picker__head'>
          <Text>{title}</Text>
        </View>
        <View className='cl-toolbar'>
          <View className='cl-crumbs'>
            <Text className={path.length ? 'cl-crumb' : 'cl-crumb cl-crumb--current'} data-testid='picker-crumb-root' onClick={() => setPath([])}>
              我的文库
            </Text>
            {path.map((c, i) => (
              <View key={c.id} className='cl-crumbs'>
                <Text className='cl-crumb__sep'>/</Text>
                <Text className={i === path.length - 1 ? 'cl-crumb cl-crumb--current' : 'cl-crumb'} onClick={() => setPath(crumbTo(path, i))}>
                  {c.name}
                </Text>
              </View>
            ))}
          </View>
        </View>
        <View className='cl-picker__body'>
          {error ? <View className='cl-end'>{error}</View> : null}
          {!error && folders === null ? <View className='cl-end'>加载中…</View> : null}
          {folders !== null && shown.length === 0 ? <View className='cl-end'>没有子文件夹</View> : null}
          {shown.map((f) => (
            <View key={f.id} className='cl-row' data-testid='picker-folder' data-name={f.name} onClick={() => setPath(enterFolder(path, f))}>
              <FileIcon entry={f} />
              <View className='cl-row__text'>
                <Text className='cl-row__name'>{f.name}</Text>
              </View>
            </View>
          ))}
        </View>
        <View className='cl-picker__foot'>
          <View className='cl-btn cl-btn--plain' onClick={onClose}>
            <Text>取消</Text>
          </View>
          <View className='cl-btn cl-btn--solid' data-testid='picker-confirm' onClick={() => onPick(path)}>
            <Text>{confirmText}</Text>
          </View>
        </View>
      </View>
    </View>
  )
}
