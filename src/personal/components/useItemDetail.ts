import { useEffect, useState } from 'react'
import { ITEM_KIND_NAMES, type ItemDetail, type ItemKind } from '@types-contract/personalItems'
import { withErrorText } from '@/api/account'
import { fetchItem } from '@/api/personalItems'
import { usePageLoad, type PageLoad } from '@/components/usePageLoad'
import { useItemActions, type ItemActions } from './useItemActions'

export interface ItemDetailState {
  load: PageLoad<ItemDetail>
  detail: ItemDetail | undefined
  actions: ItemActions
}

/** A pendant's or accessory's page: the item with my ownership (usePageLoad) and its button, read again after a change. */
export function useItemDetail(kind: ItemKind, key: string): ItemDetailState {
  const load = usePageLoad(() => withErrorText(fetchItem(kind, key, { quiet: true }), `${ITEM_KIND_NAMES[kind]}不存在或加载失败`))
  const [detail, setDetail] = useState<ItemDetail>()
  useEffect(() => setDetail(load.data), [load.data])
  const actions = useItemActions(async () => {
    try {
      setDetail(await fetchItem(kind, key, { quiet: true }))
    } catch {
      // The page keeps what it shows.
    }
  })
  return { load, detail, actions }
}
