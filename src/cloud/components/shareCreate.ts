/**
 * share/createShareSpace's state: the name (core/shareSpaces.ts rule, checked before sending), the
 * entries picked from my library (any folder, walked with crumbs; a folder is shared with what it
 * holds now and later), the two rights, and 创建. With ?share=<id> the same page adds the picked
 * entries to that share instead (管理 → 添加文件).
 */
import Taro, { useReachBottom } from '@tarojs/taro'
import { useState } from 'react'
import type { CloudEntry } from '@types-contract/cloud'
import type { CloudShareItemFlags } from '@types-contract/cloudShares'
import { shareNameProblem } from '@core/shareSpaces'
import { fetchEntries } from '@/api/cloud'
import { addShareItems, createShare } from '@/api/cloudShares'
import { errorText } from '@/api/errorText'
import { useCursorList } from '@/components/useCursorList'
import { crumbTo, enterFolder, folderOf, type Crumb } from '@/lib/cloudView'
import { toast } from '@/platform/toast'
import { urlOf } from '@/routes'

export function useShareCreate(addTo: number | undefined) {
  const [name, setName] = useState('')
  const [error, setError] = useState('')
  const [flags, setFlags] = useState<CloudShareItemFlags>({ forbid_download: false, forbid_print: false })
  const [path, setPath] = useState<Crumb[]>([])
  const [picked, setPicked] = useState<CloudEntry[]>([])
  const [busy, setBusy] = useState(false)
  const folder = folderOf(path)
  const list = useCursorList((cursor) => fetchEntries({ parent: folder ?? undefined, cursor }, { quiet: true }), [folder], { keyOf: (e) => e.id })
  useReachBottom(() => list.loadMore())

  const toggle = (entry: CloudEntry) => setPicked((now) => (now.some((e) => e.id === entry.id) ? now.filter((e) => e.id !== entry.id) : [...now, entry]))

  const submit = async () => {
    if (busy) return
    const entryIds = picked.map((e) => e.id)
    if (addTo === undefined) {
      const problem = shareNameProblem(name.trim())
      if (problem) return setError(problem)
    } else if (entryIds.length === 0) {
      return toast('请选择要添加的文件或文件夹')
    }
    setBusy(true)
    try {
      if (addTo === undefined) {
        const share = await createShare({ name: name.trim(), entry_ids: entryIds, ...flags }, { quiet: true })
        toast('创建成功')
        await Taro.redirectTo({ url: urlOf('share/shareSpaceDetail', { id: share.id }) })
      } else {
        await addShareItems(addTo, entryIds, flags, { quiet: true })
        toast('已添加')
        await Taro.navigateBack()
      }
    } catch (e) {
      const text = errorText(e, addTo === undefined ? '创建失败，请稍后再试' : '添加失败，请稍后再试')
      if (addTo === undefined) setError(text)
      else toast(text)
    } finally {
      setBusy(false)
    }
  }

  return {
    name,
    setName: (value: string) => {
      setName(value)
      setError('')
    },
    error,
    flags,
    flip: (key: keyof CloudShareItemFlags) => setFlags((f) => ({ ...f, [key]: !f[key] })),
    path,
    enter: (entry: CloudEntry) => setPath((p) => enterFolder(p, entry)),
    crumb: (index: number) => setPath((p) => crumbTo(p, index)),
    list,
    picked,
    isPicked: (id: number) => picked.some((e) => e.id === id),
    toggle,
    busy,
    submit: () => void submit()
  }
}
