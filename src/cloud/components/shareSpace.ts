/**
 * share/shareSpaceDetail's state: the share as its owner or a member sees it, its files, the
 * members panel, and the actions: copy the link text, the owner's management (add files, a new
 * link code, ban / lift, delete) and a member's leave. Loaded again when the page shows again
 * (after adding files). A visitor who opened it with the link code goes to the landing page of
 * share links (gaokao share/shareSpace), which shows the share and joins.
 */
import Taro, { useDidShow } from '@tarojs/taro'
import { useEffect, useRef, useState } from 'react'
import type { CloudShareDetail } from '@types-contract/cloudShares'
import { deleteShare, fetchShare, leaveShare, renewShareCode, setShareBanned } from '@/api/cloudShares'
import { withErrorText } from '@/api/errorText'
import { goBackOr, navigate } from '@/components/nav'
import { usePageLoad } from '@/components/usePageLoad'
import { BRAND } from '@/env'
import { shareMenu, shareTextOf, type MenuItem } from '@/lib/shareView'
import { copyText } from '@/platform/share'
import { toast } from '@/platform/toast'
import { urlOf } from '@/routes'
import { actionFailed } from './fileActions'
import { useShareFileActions, useShareFiles } from './shareFiles'

const DATABANK = '/pages/tabbar/databank'

export function useShareSpace(id: number, code: string | undefined) {
  const page = usePageLoad<CloudShareDetail>(() => withErrorText(fetchShare(id, code, { quiet: true }), '共享空间不存在或已被删除'))
  const [share, setShare] = useState<CloudShareDetail | null>(null)
  const current = share?.id === id ? share : (page.data ?? null)
  const role = current?.role ?? 'visitor'
  // Files only for whoever may look inside: the owner, or a member of a share that is not banned.
  const readable = current !== null && (role === 'owner' || (role === 'member' && !current.banned))
  const list = useShareFiles(id, undefined, readable)
  const actions = useShareFileActions(role, list)
  const [panel, setPanel] = useState<'menu' | 'members' | null>(null)

  useEffect(() => {
    if (current?.role === 'visitor' && code) void Taro.redirectTo({ url: urlOf('share/shareSpace', { id, code }) })
  }, [current?.role, id, code])

  /** The share from the server again (an action's answer shows until then). */
  const reload = () => {
    setShare(null)
    return page.reload()
  }

  const shown = useRef(false)
  useDidShow(() => {
    if (shown.current) {
      void reload()
      if (readable) void list.refresh()
    }
    shown.current = true
  })

  const run = async (action: () => Promise<CloudShareDetail>, done: string) => {
    try {
      setShare(await action())
      toast(done)
    } catch (e) {
      actionFailed(e, '操作失败，请稍后再试')
    }
  }

  const confirmed = async (title: string, content: string) => (await Taro.showModal({ title, content })).confirm

  const pickMenu = async (key: string) => {
    setPanel(null)
    if (!current) return
    if (key === 'add') return navigate(urlOf('share/createShareSpace', { share: id }))
    if (key === 'renew') {
      if (await confirmed('重置链接', '重置后，之前发出的口令将无法再加入；已加入的成员不受影响。'))
        await run(() => renewShareCode(id, { quiet: true }), '已重置，请复制新的口令')
    } else if (key === 'ban') {
      const banning = !current.banned
      if (!banning || (await confirmed('封禁共享空间', '封禁后，成员将看不到其中的文件，也无法通过口令加入。可随时解除封禁。')))
        await run(() => setShareBanned(id, banning, { quiet: true }), banning ? '已封禁' : '已解除封禁')
    } else if (key === 'delete') {
      if (!(await confirmed('删除共享空间', '删除后成员将无法再看到它；文件仍保留在你的文库中。'))) return
      try {
        await deleteShare(id, { quiet: true })
        toast('共享空间已删除')
        goBackOr(DATABANK)
      } catch (e) {
        actionFailed(e, '删除失败，请稍后再试')
      }
    } else if (key === 'leave') {
      if (!(await confirmed('退出共享空间', '退出后需要重新粘贴口令才能加入。'))) return
      try {
        await leaveShare(id, { quiet: true })
        toast('已退出共享空间')
        goBackOr(DATABANK)
      } catch (e) {
        actionFailed(e, '退出失败，请稍后再试')
      }
    }
  }

  const copy = () => {
    const text = current && shareTextOf(current, BRAND.appName)
    if (text) void copyText(text, '口令已复制，发给同学即可加入', '复制失败，请稍后再试')
  }

  const menu: MenuItem[] = current ? shareMenu(current) : []
  return {
    page,
    reload,
    share: current,
    readable,
    list,
    actions,
    panel,
    setPanel,
    menu,
    pickMenu: (key: string) => void pickMenu(key),
    copy
  }
}

export type ShareSpace = ReturnType<typeof useShareSpace>
