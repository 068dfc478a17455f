/**
 * One save of a draft waiting on the device (lib/essayDraft.ts saveCall), shared by the editor and
 * 我的草稿's catching-up: a create left unanswered before (a reload, a lost answer) is first looked
 * for among my newest drafts (createdBefore), so it is taken over rather than made twice; a new
 * create is marked on the device before it is sent.
 */
import type { EssayDraft } from '@types-contract/writing'
import { ApiError } from '@/api/request'
import { createDraft, fetchDrafts, updateDraft } from '@/api/writing'
import { afterSave, createdBefore, createMark, saveCall, type LocalEssay, type SaveCall } from '@/lib/essayDraft'

const quiet = { quiet: true }

export interface EssayHolder {
  /** The draft as it is now (the user may type while a call runs). */
  get: () => LocalEssay
  keep: (essay: LocalEssay) => void
}

/** Sends what the draft waits for; the call made and the server's answer (null: nothing waited). Throws the call's error. */
export async function sendWaiting(holder: EssayHolder): Promise<{ call: SaveCall; saved: EssayDraft } | null> {
  const lost = holder.get()
  if (lost.id === null && lost.creating) {
    const found = createdBefore(lost.creating, (await fetchDrafts(1, quiet)).results)
    holder.keep({ ...holder.get(), id: found?.id ?? null, revision: found?.revision ?? 0, creating: null })
  }
  const current = holder.get()
  const call = saveCall(current)
  if (!call) return null
  if (call.kind === 'create') holder.keep({ ...current, creating: createMark(call.input, Date.now()) })
  try {
    const saved = call.kind === 'create' ? await createDraft(call.input, quiet) : await updateDraft(call.id, call.input, quiet)
    holder.keep(afterSave(holder.get(), call.input, saved))
    return { call, saved }
  } catch (e) {
    // Refused (400, 422): nothing was made, so nothing to look for later.
    if (call.kind === 'create' && e instanceof ApiError) holder.keep({ ...holder.get(), creating: null })
    throw e
  }
}
