import Taro, { useDidHide } from '@tarojs/taro'
import { useCallback, useEffect, useRef, useState } from 'react'
import type { EssayPrompt } from '@types-contract/writing'
import { errorText } from '@/api/errorText'
import { ApiError } from '@/api/request'
import { fetchDraft, fetchPrompt } from '@/api/writing'
import { essayProgress, essayWordCount, type EssayProgress } from '@core/essayWords'
import { afterConflict, editEssay, ESSAY_SAVE_DELAY_MS, essayFromServer, type LocalEssay, type SyncState } from '@/lib/essayDraft'
import { sendWaiting } from './essaySync'
import { keepLocalEssay, localEssays } from './localEssays'

/** After a failed save (offline, server away), try again this much later. */
const RETRY_MS = 10_000
const quiet = { quiet: true }

export interface EssayEditor {
  essay: LocalEssay | undefined
  /** Why the draft cannot be shown (deleted, another account's). */
  missing: string | null
  prompt: EssayPrompt | undefined
  progress: EssayProgress
  sync: SyncState
  type: (text: { title?: string; body?: string }) => void
  /** Saves now what waits (leaving the editor). */
  flush: () => Promise<void>
}

const serverIdOf = (key: string) => (/^s\d+$/.test(key) ? Number(key.slice(1)) : null)

/**
 * The editor of the draft `key` (lib/essayDraft.ts): every keystroke is kept on the device at once;
 * a logged-in user's text goes to the server ESSAY_SAVE_DELAY_MS after typing stops, one save at a
 * time, on the revision it was based on. A 409 keeps the newer text (afterConflict); a failure keeps
 * the text here and tries again. Opening a draft the server has newer takes the server's text.
 */
export function useEssayEditor(key: string, userId: number | null): EssayEditor {
  const [essay, setEssay] = useState<LocalEssay>()
  const [missing, setMissing] = useState<string | null>(null)
  const [prompt, setPrompt] = useState<EssayPrompt>()
  const [sync, setSync] = useState<SyncState>(userId ? 'saved' : 'guest')
  const ref = useRef<LocalEssay>()
  const timer = useRef<ReturnType<typeof setTimeout>>()
  const saving = useRef(false)

  const keep = useCallback(
    (next: LocalEssay) => {
      ref.current = next
      setEssay(next)
      keepLocalEssay(userId, next)
    },
    [userId]
  )

  const save = useCallback(async (): Promise<void> => {
    clearTimeout(timer.current)
    const first = ref.current
    if (userId === null || saving.current || !first?.dirty) return
    saving.current = true
    setSync('saving')
    let retry = ESSAY_SAVE_DELAY_MS
    const holder = { get: () => ref.current ?? first, keep }
    try {
      await sendWaiting(holder)
    } catch (e) {
      const current = holder.get()
      if (e instanceof ApiError && e.status === 409 && current.id !== null) {
        const server = await fetchDraft(current.id, quiet).catch(() => null)
        if (server) {
          const { essay: next, kept } = afterConflict(holder.get(), server)
          keep(next)
          if (kept === 'server') Taro.showToast({ title: '已载入在其他设备上保存的较新版本', icon: 'none' }).catch(() => undefined)
        } else {
          retry = RETRY_MS
          setSync('failed')
        }
      } else if (e instanceof ApiError && e.status === 404 && current.id !== null) {
        // Deleted elsewhere while being written here: the text here becomes a new draft.
        keep({ ...current, id: null, revision: 0, dirty: true })
      } else {
        retry = RETRY_MS
        setSync('failed')
        if (e instanceof ApiError && e.status !== 401) Taro.showToast({ title: errorText(e, '保存失败'), icon: 'none' }).catch(() => undefined)
      }
    } finally {
      saving.current = false
    }
    if (ref.current?.dirty) timer.current = setTimeout(() => void save(), retry)
    else setSync('saved')
  }, [keep, userId])

  // Open: the device's copy, checked against the server's; or the server's draft (another device's).
  useEffect(() => {
    const found = localEssays(userId).find((e) => e.key === key)
    if (found) keep(found)
    // Unsaved edits here: the save itself settles any newer text on the server (409, afterConflict).
    if (found?.dirty && userId !== null) return void save()
    const id = found?.id ?? serverIdOf(key)
    if (id === null || userId === null) {
      if (!found) setMissing('草稿不存在或已删除')
      return
    }
    fetchDraft(id, quiet)
      .then((server) => {
        const here = ref.current
        if (!here) keep(essayFromServer(server, key, Date.now()))
        else if (server.revision > here.revision) keep(here.dirty ? afterConflict(here, server).essay : essayFromServer(server, here.key, here.edited_at))
      })
      .catch((e) => {
        if (!found) setMissing(errorText(e, '草稿加载失败，请稍后再试'))
      })
    // eslint-disable-next-line react-hooks/exhaustive-deps -- opens once per draft and account
  }, [key, userId])

  const promptId = essay?.prompt_id ?? null
  useEffect(() => {
    if (promptId === null) return
    fetchPrompt(promptId, quiet)
      .then(setPrompt)
      .catch(() => undefined)
  }, [promptId])

  // Leaving the page (or hiding the app) saves what waits.
  useEffect(() => () => void save(), [save])
  useDidHide(() => void save())

  const type = (text: { title?: string; body?: string }) => {
    const current = ref.current
    if (!current) return
    const next = editEssay(current, text, Date.now())
    if (next === current) return
    keep(next)
    if (userId === null) return setSync('guest')
    setSync('local')
    clearTimeout(timer.current)
    timer.current = setTimeout(() => void save(), ESSAY_SAVE_DELAY_MS)
  }

  const target = essay?.target_words ?? prompt?.target_words ?? 800
  return { essay, missing, prompt, progress: essayProgress(essayWordCount(essay?.body ?? ''), target), sync, type, flush: save }
}
