import Taro from '@tarojs/taro'
import { useState } from 'react'
import type { Item } from '@types-contract/personalItems'
import { errorText, refreshUser } from '@/api/account'
import { buyItem, takeOffItem, wearItem } from '@/api/personalItems'
import { navigate } from '@/components/nav'
import { loginUrlFor } from '@/lib/loginGuard'
import { buyPrompt, ITEM_DETAIL_PAGES, itemAction } from '@/lib/wearView'
import { urlOf } from '@/routes'
import { userStore } from '@/stores'

const quiet = { quiet: true }

function toast(title: string): void {
  Taro.showToast({ title, icon: 'none' }).catch(() => undefined)
}

export interface ItemActions {
  /** The key of the item whose call is running. */
  busy: string | null
  /** What the item's button does (wearView.itemAction), with `coins` the caller's coins as last read. */
  act: (item: Item, coins: number) => void
}

/**
 * The button of a pendant or accessory, shared by 我的装扮 and the item pages: log in, go earn it in
 * the task centre, buy it (a confirmation naming the price, or the shortfall; then the offer to wear
 * it), wear it or take it off. After a change `changed` reads the page again and the user is
 * refreshed (我的 shows the pendant and the coins). The server's refusals (409, 422, 403) are toasts.
 */
export function useItemActions(changed: () => Promise<void>): ItemActions {
  const [busy, setBusy] = useState<string | null>(null)

  const run = async (item: Item, call: () => Promise<void>) => {
    if (busy) return
    setBusy(item.key)
    try {
      await call()
    } catch (e) {
      toast(errorText(e, '操作失败，请稍后再试'))
    } finally {
      setBusy(null)
    }
    await changed()
    void refreshUser()
  }

  const wear = async (item: Item) => {
    await wearItem(item.kind, item.key, quiet)
    toast(`已佩戴「${item.name}」`)
  }

  const buy = async (item: Item, coins: number) => {
    const prompt = buyPrompt(item, coins)
    if (!prompt.enough) {
      const { confirm } = await Taro.showModal({ title: prompt.title, content: prompt.content, confirmText: '去赚金币' })
      if (confirm) navigate(urlOf('personal/taskcenter/index'))
      return
    }
    const { confirm } = await Taro.showModal({ title: prompt.title, content: prompt.content, confirmText: '购买' })
    if (!confirm) return
    await run(item, async () => {
      await buyItem(item.kind, item.key, quiet)
      const { confirm: wearNow } = await Taro.showModal({ title: '购买成功', content: `现在就佩戴「${item.name}」吗？`, confirmText: '佩戴', cancelText: '稍后' })
      if (wearNow) await wear(item)
    })
  }

  const act = (item: Item, coins: number) => {
    const { action } = itemAction(item, userStore.isLoggedIn)
    if (action === 'login') navigate(loginUrlFor(urlOf(ITEM_DETAIL_PAGES[item.kind], { key: item.key })))
    else if (action === 'task') navigate(urlOf('personal/taskcenter/index'))
    else if (action === 'buy') void buy(item, coins)
    else if (action === 'wear') void run(item, () => wear(item))
    else
      void run(item, async () => {
        await takeOffItem(item.kind, item.key, quiet)
        toast(`已取下「${item.name}」`)
      })
  }

  return { busy, act }
}
