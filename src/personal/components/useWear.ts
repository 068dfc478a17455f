import { useDidShow } from '@tarojs/taro'
import { useEffect, useRef, useState } from 'react'
import type { Item, ItemCatalogue, ItemKind } from '@types-contract/personalItems'
import { withErrorText } from '@/api/account'
import { fetchItemCatalogue } from '@/api/personalItems'
import { usePageLoad, type PageLoad } from '@/components/usePageLoad'
import { chosenItem, previewKeys, splitItems } from '@/lib/wearView'
import { useItemActions, type ItemActions } from './useItemActions'

export interface WearState {
  load: PageLoad<ItemCatalogue>
  catalogue: ItemCatalogue | undefined
  kind: ItemKind
  setKind: (kind: ItemKind) => void
  /** The open tab's items: owned ones, then the shop. */
  owned: Item[]
  shop: Item[]
  /** The item the bar below acts on. */
  chosen: Item | undefined
  choose: (item: Item) => void
  /** What the preview at the top wears. */
  preview: { pendant: string | null; accessory: string | null }
  actions: ItemActions
}

const quiet = { quiet: true }

/**
 * 我的装扮's state: the catalogue with what I own and wear (usePageLoad), the open tab (挂件 or
 * 饰品), the item chosen in each tab and the preview it makes, and the item's button
 * (useItemActions). Coming back to the page (from the task centre or an item's page) reads it again.
 */
export function useWear(initialKind: ItemKind): WearState {
  const load = usePageLoad(() => withErrorText(fetchItemCatalogue(quiet), '装扮加载失败，请稍后再试'))
  const [catalogue, setCatalogue] = useState<ItemCatalogue>()
  useEffect(() => {
    if (load.data) setCatalogue(load.data)
  }, [load.data])
  const [kind, setKind] = useState<ItemKind>(initialKind)
  const [picked, setPicked] = useState<Record<ItemKind, string | null>>({ pendant: null, accessory: null })

  const refresh = async () => {
    try {
      setCatalogue(await fetchItemCatalogue(quiet))
    } catch {
      // The page keeps what it shows; the next visit reads again.
    }
  }
  const actions = useItemActions(refresh)

  const shownOnce = useRef(false)
  useDidShow(() => {
    if (shownOnce.current) void refresh()
    shownOnce.current = true
  })

  const items = catalogue ? (kind === 'pendant' ? catalogue.pendants : catalogue.accessories) : []
  const { owned, shop } = splitItems(items)
  const chosen = chosenItem([...owned, ...shop], picked[kind])
  return {
    load,
    catalogue,
    kind,
    setKind,
    owned,
    shop,
    chosen,
    choose: (item) => setPicked((p) => ({ ...p, [item.kind]: item.key })),
    preview: catalogue ? previewKeys(catalogue, kind, chosen) : { pendant: null, accessory: null },
    actions
  }
}
