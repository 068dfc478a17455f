import { useDidShow } from '@tarojs/taro'
import { useRef, useState } from 'react'
import type { CloudQuota } from '@types-contract/cloud'
import type { CloudSharePage } from '@types-contract/cloudShares'
import { fetchQuota } from '@/api/cloud'
import { fetchShares, joinShare } from '@/api/cloudShares'
import { errorText, withErrorText } from '@/api/errorText'
import { navigate } from '@/components/nav'
import { usePageLoad } from '@/components/usePageLoad'
import { pastedLink } from '@/lib/shareView'
import { toast } from '@/platform/toast'
import { urlOf } from '@/routes'
import { userStore } from '@/stores'

/** How many of my shares, and of those I joined, the tab shows (the rest: share/shareSpaceList). */
const SHOWN = 5

export interface DatabankData {
  quota: CloudQuota
  mine: CloudSharePage
  joined: CloudSharePage
}

/**
 * The databank tab's state: the space and the first of my shares and joined ones (loaded again
 * whenever the tab shows again: after creating or joining, after a login), and the paste box that
 * joins by the share link text (core/shareLink.ts).
 */
export function useDatabank() {
  const loggedIn = userStore.isLoggedIn
  const page = usePageLoad<DatabankData | null>(async () => {
    if (!userStore.isLoggedIn) return null
    const [quota, mine, joined] = await withErrorText(
      Promise.all([fetchQuota({ quiet: true }), fetchShares('mine', undefined, SHOWN, { quiet: true }), fetchShares('joined', undefined, SHOWN, { quiet: true })]),
      '加载失败，请稍后再试'
    )
    return { quota, mine, joined }
  })
  const shown = useRef(false)
  useDidShow(() => {
    if (shown.current) page.reload()
    shown.current = true
  })

  const [text, setText] = useState('')
  const [joinError, setJoinError] = useState('')
  const [joining, setJoining] = useState(false)
  const pasted = pastedLink(text)

  const join = async () => {
    if (!pasted.link) return toast(pasted.hint)
    if (joining) return
    setJoining(true)
    try {
      const share = await joinShare(pasted.link, { quiet: true })
      setText('')
      toast(share.role === 'owner' ? '这是你创建的共享空间' : `已加入「${share.name}」`)
      navigate(urlOf('share/shareSpaceDetail', { id: share.id }))
    } catch (e) {
      setJoinError(errorText(e, '加入失败，请稍后再试'))
    } finally {
      setJoining(false)
    }
  }

  return {
    loggedIn,
    page,
    paste: {
      text,
      hint: joinError || pasted.hint,
      tone: joinError ? ('error' as const) : pasted.link ? ('ok' as const) : undefined,
      ready: pasted.link !== null && !joining,
      onInput: (value: string) => {
        setText(value)
        setJoinError('')
      },
      join
    },
    open: (spec: string, query?: Record<string, string | number>) => navigate(urlOf(spec, query))
  }
}
