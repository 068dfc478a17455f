import Taro from '@tarojs/taro'
import { useState } from 'react'
import type { PrintGroup, PrintQueueItem } from '@types-contract/print'
import { errorText } from '@/api/errorText'
import { goBackOr } from '@/components/nav'
import { moveInOrder } from '@/lib/printView'
import { toast } from '@/platform/toast'
import { urlOf } from '@/routes'
import { printQueueStore as store } from '@/stores/printQueue'
import { useSettingsDraft, type SettingsDraft } from './settingsDraft'

export interface GroupPage {
  group: PrintGroup | undefined
  /** Its files in the order they are bound. */
  items: PrintQueueItem[]
  draft: SettingsDraft
  /** A change of the files is on its way. */
  busy: boolean
  move: (index: number, delta: -1 | 1) => void
  remove: (itemId: number) => void
  dissolve: () => void
  done: () => void
}

const back = () => goBackOr(urlOf('print/cloudPrintList'))

/**
 * A merged group's page: its files and settings from the store, the settings saved as they change,
 * the files reordered or taken out (the last two: taking one out dissolves the group, after asking),
 * 解散分组 after asking.
 */
export function useGroupPage(id: number): GroupPage {
  const group = store.group(id)
  const items = group ? group.item_ids.map((itemId) => store.item(itemId)).filter((i): i is PrintQueueItem => i !== undefined) : []
  const draft = useSettingsDraft(group?.settings, (settings) => store.patchGroup(id, { settings }))
  const [busy, setBusy] = useState(false)

  const run = async (work: () => Promise<unknown>, fallback: string) => {
    if (busy) return false
    setBusy(true)
    try {
      await work()
      return true
    } catch (e) {
      toast(errorText(e, fallback))
      return false
    } finally {
      setBusy(false)
    }
  }

  const dissolve = async (content: string) => {
    const { confirm } = await Taro.showModal({ title: '解散分组', content, confirmText: '解散' })
    if (confirm && (await run(() => store.removeGroup(id), '解散失败，请稍后再试'))) {
      toast('已解散分组')
      back()
    }
  }

  const remove = async (itemId: number) => {
    const rest = items.filter((i) => i.id !== itemId).map((i) => i.id)
    if (rest.length < 2) return dissolve('分组至少要有 2 个文件，移出后将解散分组，文件仍在打印队列中')
    if (await run(() => store.patchGroup(id, { item_ids: rest }), '移出失败，请稍后再试')) toast('已移出分组')
  }

  return {
    group,
    items,
    draft,
    busy,
    move: (index, delta) =>
      void run(
        () =>
          store.patchGroup(id, {
            item_ids: moveInOrder(
              items.map((i) => i.id),
              index,
              delta
            )
          }),
        '调整顺序失败，请稍后再试'
      ),
    remove: (itemId) => void remove(itemId),
    dissolve: () => void dissolve('解散后文件仍在打印队列中，各自单独打印'),
    done: back
  }
}
