import Taro from '@tarojs/taro'
import { useRef, useState } from 'react'
import type { CollectionKind } from '@types-contract/personalCollections'
import { addCollection, removeCollection } from '@/api/collections'
import { errorText } from '@/api/errorText'
import { ApiError } from '@/api/request'
import { withCollected } from '@core/collections'
import { loginUrlFor } from '@/lib/loginGuard'
import { userStore } from '@/stores'
import { navigate } from './nav'

function toast(title: string): void {
  Taro.showToast({ title, icon: 'none' }).catch(() => undefined)
}

/**
 * Adds or removes a favourite institution (id) or major (code) on the server, then in the user
 * store's `collections` (what every 收藏 button and 我的 read). Resolves false when it failed: an
 * ApiError has had its catalogue row (401 logs out), except a 422 (the limit) whose sentence is
 * toasted here, as is a network failure.
 */
export async function changeCollected(kind: CollectionKind, key: number | string, on: boolean): Promise<boolean> {
  try {
    if (on) {
      userStore.patch({ collections: await addCollection(kind, key) })
    } else {
      await removeCollection(kind, key)
      const lists = userStore.data.collections
      userStore.patch({ collections: { ...lists, [kind]: withCollected<number | string>(lists[kind], key, false) } as typeof lists })
    }
    return true
  } catch (e) {
    if (!(e instanceof ApiError) || e.status === 422) toast(errorText(e, '操作失败，请稍后再试'))
    return false
  }
}

export interface CollectToggle {
  collected: boolean
  busy: boolean
  toggle: () => void
}

/**
 * 收藏 / 已收藏 of an institution's or a major's page: read from the user store (so every page
 * showing it agrees), changed by a tap with a toast; a visitor goes to the phone login page and
 * back to `here`. Call inside an observer.
 */
export function useCollect(kind: CollectionKind, key: number | string, here: string): CollectToggle {
  const [busy, setBusy] = useState(false)
  const busyRef = useRef(false)
  const collected = userStore.isLoggedIn && (userStore.data.collections[kind] as readonly (number | string)[]).includes(key)

  const toggle = async () => {
    if (busyRef.current) return
    if (!userStore.isLoggedIn) return navigate(loginUrlFor(here))
    busyRef.current = true
    setBusy(true)
    const on = !collected
    if (await changeCollected(kind, key, on)) toast(on ? '已收藏' : '已取消收藏')
    busyRef.current = false
    setBusy(false)
  }

  return { collected, busy, toggle: () => void toggle() }
}
