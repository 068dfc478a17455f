import Taro, { useDidShow } from '@tarojs/taro'
import { useRef, useState } from 'react'
import type { EssayGenre, EssayPromptCard } from '@types-contract/writing'
import { errorText } from '@/api/errorText'
import { deleteDraft, fetchDrafts, fetchPrompts } from '@/api/writing'
import { usePagedList, type PagedList } from '@/components/usePagedList'
import { draftRows, newEssay, newEssayKey, type DraftRow } from '@/lib/essayDraft'
import { sendWaiting } from './essaySync'
import type { EssayDraftSummary } from '@types-contract/writing'
import { dropLocalEssay, keepLocalEssay, localEssays } from './localEssays'

export type WriteTab = 'prompts' | 'drafts'

const quiet = { quiet: true }

export interface WriteHome {
  genre: EssayGenre | undefined
  pickGenre: (genre: EssayGenre | undefined) => void
  prompts: PagedList<EssayPromptCard>
  /** My drafts: the server's (logged in) with the device's. */
  drafts: PagedList<EssayDraftSummary>
  rows: DraftRow[]
  /** Starts a draft on a prompt (or free): its device key, to open in the editor. */
  start: (prompt: EssayPromptCard | null) => string
  remove: (row: DraftRow) => void
}

/** Saves the device's unsaved drafts (written offline, or as a guest before logging in), one by one. */
async function syncWaiting(userId: number): Promise<boolean> {
  let changed = false
  for (const waiting of localEssays(userId).filter((e) => e.dirty)) {
    let essay = waiting
    const holder = {
      get: () => essay,
      keep: (next: typeof essay) => {
        essay = next
        keepLocalEssay(userId, next)
      }
    }
    try {
      changed = (await sendWaiting(holder)) !== null || changed
    } catch {
      // Left for the editor (it resolves a 409 with the text in front of the user) or the next visit.
    }
  }
  return changed
}

/**
 * write/index's lists: the prompts by genre (paged at reach-bottom), 我的草稿 (the server's paged
 * list for a logged-in user, the device's drafts always), starting a draft and deleting one. Coming
 * back to the page reads the drafts again and first saves what the device still holds unsaved.
 */
export function useWriteHome(tab: WriteTab, userId: number | null): WriteHome {
  const [genre, setGenre] = useState<EssayGenre>()
  // The device's drafts are read from storage at each render; this only asks for one.
  const [, setLocalVersion] = useState(0)
  const prompts = usePagedList<EssayPromptCard>((page) => fetchPrompts(genre, page, quiet), [genre])
  const drafts = usePagedList<EssayDraftSummary>(
    (page) => (userId === null || tab !== 'drafts' ? Promise.resolve({ count: 0, next: null, previous: null, results: [] }) : fetchDrafts(page, quiet)),
    [userId, tab === 'drafts']
  )
  const rows = draftRows(drafts.state.items, localEssays(userId))

  const shown = useRef(false)
  useDidShow(() => {
    const first = !shown.current
    shown.current = true
    if (userId === null) return setLocalVersion((v) => v + 1)
    void syncWaiting(userId).then((changed) => {
      if (changed || !first) void drafts.refresh()
    })
  })

  const start = (prompt: EssayPromptCard | null) => {
    const essay = newEssay(newEssayKey(Date.now(), Math.random()), prompt, Date.now())
    keepLocalEssay(userId, essay)
    return essay.key
  }

  const remove = (row: DraftRow) => {
    void Taro.showModal({ title: '删除草稿', content: `确定删除「${row.title}」吗？删除后无法恢复。`, confirmText: '删除', confirmColor: '#ee0a24' }).then(
      async ({ confirm }) => {
        if (!confirm) return
        try {
          if (row.id !== null) await deleteDraft(row.id, quiet)
          dropLocalEssay(userId, row.key)
          setLocalVersion((v) => v + 1)
          await drafts.refresh()
          Taro.showToast({ title: '草稿已删除', icon: 'none' }).catch(() => undefined)
        } catch (e) {
          Taro.showToast({ title: errorText(e, '删除失败，请稍后再试'), icon: 'none' }).catch(() => undefined)
        }
      }
    )
  }

  return { genre, pickGenre: setGenre, prompts, drafts, rows, start, remove }
}
