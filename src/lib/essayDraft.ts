/**
 * The essay editor's drafts on the device and their sync with the server (issue 24,
 * docs/writing.md "Drafts"), as pure rules:
 * - every keystroke is kept on the device at once (one list per owner: the user id, or 'guest'
 *   logged out), so a reload, a lost connection or a closed page loses nothing;
 * - a logged-in user's draft goes to the server a moment after typing stops (ESSAY_SAVE_DELAY_MS):
 *   created the first time, then saved on the revision it was based on;
 * - a 409 (a newer save came first, e.g. another device) keeps the newer text: the server's when it
 *   was saved after this device's last edit, else this device's, saved again on the server's revision.
 * What comes back from storage is checked field by field, so a damaged entry is dropped, not shown.
 */
import type { EssayDraft, EssayDraftSummary } from '@types-contract/writing'
import { ESSAY_LIMITS } from '@types-contract/writing'
import { essayExcerpt, essayWordCount } from '@core/essayWords'
import { chinaFormat } from '@core/chinaTime'

/** Wait this long after the last keystroke before saving to the server. */
export const ESSAY_SAVE_DELAY_MS = 1500
/** Drafts kept on the device per owner (the oldest saved ones go first). */
export const LOCAL_ESSAYS_MAX = 30
export const ESSAY_STORAGE_PREFIX = 'essay_drafts'

export const essayStorageKey = (userId: number | null) => `${ESSAY_STORAGE_PREFIX}:${userId ?? 'guest'}`

export interface LocalEssay {
  /** The device's id of the draft (the editor's ?draft=). */
  key: string
  /** The server's id once created. */
  id: number | null
  prompt_id: number | null
  prompt_title: string | null
  target_words: number
  title: string
  body: string
  /** The server revision the text was based on (0: never on the server). */
  revision: number
  /** Edits not on the server yet. */
  dirty: boolean
  /** When the text was last edited or taken from the server (ms). */
  edited_at: number
  /**
   * A create sent and not answered yet (the page reloaded, the answer was lost): what it sent, so the
   * next save first looks for the draft it may have made (createdBefore) rather than making a second.
   */
  creating: CreateMark | null
}

export interface CreateMark {
  /** When it was sent (ms, this device's clock). */
  since: number
  prompt_id: number | null
  title: string
  words: number
  excerpt: string
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v)
const isInt = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v)
const intOrNull = (v: unknown) => v === null || isInt(v)
const strOrNull = (v: unknown) => v === null || typeof v === 'string'

function parseEssay(raw: unknown): LocalEssay | undefined {
  if (!isObject(raw)) return undefined
  const { key, id, prompt_id, prompt_title, target_words, title, body, revision, dirty, edited_at, creating } = raw
  if (typeof key !== 'string' || !key || !intOrNull(id) || !intOrNull(prompt_id) || !strOrNull(prompt_title)) return undefined
  if (!isInt(target_words) || typeof title !== 'string' || typeof body !== 'string' || !isInt(revision) || typeof dirty !== 'boolean' || typeof edited_at !== 'number')
    return undefined
  return {
    key,
    id: id as number | null,
    prompt_id: prompt_id as number | null,
    prompt_title: prompt_title as string | null,
    target_words,
    title: title.slice(0, ESSAY_LIMITS.titleMax),
    body: body.slice(0, ESSAY_LIMITS.bodyMax),
    revision,
    dirty,
    edited_at,
    creating: parseMark(creating)
  }
}

function parseMark(raw: unknown): CreateMark | null {
  if (!isObject(raw)) return null
  const { since, prompt_id, title, words, excerpt } = raw
  if (typeof since !== 'number' || !intOrNull(prompt_id) || typeof title !== 'string' || !isInt(words) || typeof excerpt !== 'string') return null
  return { since, prompt_id: prompt_id as number | null, title, words, excerpt }
}

/** The well-formed drafts of a stored value, last edited first. */
export function readLocalEssays(stored: unknown): LocalEssay[] {
  if (!Array.isArray(stored)) return []
  const seen = new Set<string>()
  const list: LocalEssay[] = []
  for (const raw of stored) {
    const essay = parseEssay(raw)
    if (essay && !seen.has(essay.key)) {
      seen.add(essay.key)
      list.push(essay)
    }
  }
  return list.sort((a, b) => b.edited_at - a.edited_at)
}

/**
 * The list with `essay` put in (replacing the one of its key), last edited first, at most
 * LOCAL_ESSAYS_MAX: the oldest drafts already on the server go first; unsaved ones are never dropped.
 */
export function putLocalEssay(list: readonly LocalEssay[], essay: LocalEssay): LocalEssay[] {
  const next = [essay, ...list.filter((e) => e.key !== essay.key)].sort((a, b) => b.edited_at - a.edited_at)
  while (next.length > LOCAL_ESSAYS_MAX) {
    const index = next.map((e) => !e.dirty && e.id !== null).lastIndexOf(true)
    if (index < 0) break
    next.splice(index, 1)
  }
  return next
}

export const removeLocalEssay = (list: readonly LocalEssay[], key: string) => list.filter((e) => e.key !== key)

/** A new draft's device id: unique enough for one device's list. */
export const newEssayKey = (now: number, random: number) => `e${now.toString(36)}${Math.floor(random * 1e6).toString(36)}`

/** A new, empty draft on a prompt (or free). */
export function newEssay(key: string, prompt: { id: number; title: string; target_words: number } | null, now: number): LocalEssay {
  return {
    key,
    id: null,
    prompt_id: prompt?.id ?? null,
    prompt_title: prompt?.title ?? null,
    target_words: prompt?.target_words ?? ESSAY_LIMITS.defaultTarget,
    title: '',
    body: '',
    revision: 0,
    dirty: false,
    edited_at: now,
    creating: null
  }
}

/** The device's copy of a server draft (opened from 我的草稿 on a device that did not have it). */
export function essayFromServer(draft: EssayDraft, key: string, now: number): LocalEssay {
  return {
    key,
    id: draft.id,
    prompt_id: draft.prompt_id,
    prompt_title: draft.prompt_title,
    target_words: draft.target_words,
    title: draft.title,
    body: draft.body,
    revision: draft.revision,
    dirty: false,
    edited_at: Math.max(now, Date.parse(draft.updated_at) || 0),
    creating: null
  }
}

/** The draft after the user typed: cut to the limits, marked unsaved. */
export function editEssay(essay: LocalEssay, text: { title?: string; body?: string }, now: number): LocalEssay {
  const title = (text.title ?? essay.title).slice(0, ESSAY_LIMITS.titleMax)
  const body = (text.body ?? essay.body).slice(0, ESSAY_LIMITS.bodyMax)
  if (title === essay.title && body === essay.body) return essay
  return { ...essay, title, body, dirty: true, edited_at: now }
}

/** A guest's drafts taken into the account at login: each to be saved to the server as new. */
export const adoptGuestEssays = (guest: readonly LocalEssay[]): LocalEssay[] =>
  guest.filter((e) => e.title.trim() !== '' || e.body.trim() !== '').map((e) => ({ ...e, id: null, revision: 0, dirty: true, creating: null }))

export type SaveCall =
  | { kind: 'create'; input: { prompt_id: number | null; title: string; body: string } }
  | { kind: 'update'; id: number; input: { title: string; body: string; revision: number } }

/** What to send for an unsaved draft; null when nothing is waiting. */
export function saveCall(essay: LocalEssay): SaveCall | null {
  if (!essay.dirty) return null
  if (essay.id === null) return { kind: 'create', input: { prompt_id: essay.prompt_id, title: essay.title, body: essay.body } }
  return { kind: 'update', id: essay.id, input: { title: essay.title, body: essay.body, revision: essay.revision } }
}

/** The draft once the server answered a save of `sent`: saved, unless the user typed on meanwhile. */
export function afterSave(essay: LocalEssay, sent: { title: string; body: string }, saved: EssayDraft): LocalEssay {
  const unchanged = essay.title === sent.title && essay.body === sent.body
  return { ...essay, id: saved.id, revision: saved.revision, dirty: !unchanged, creating: null }
}

/** The mark of a create about to be sent. */
export const createMark = (input: { prompt_id: number | null; title: string; body: string }, now: number): CreateMark => ({
  since: now,
  prompt_id: input.prompt_id,
  title: input.title,
  words: essayWordCount(input.body),
  excerpt: essayExcerpt(input.body, ESSAY_LIMITS.excerptMax)
})

/** How far the server's clock may run behind this device's when matching a lost create. */
const CLOCK_SLACK_MS = 5 * 60_000

/**
 * The draft an unanswered create made, among my newest drafts: never saved since (revision 1), on
 * the same prompt, with the same title, count and start of text, written after it was sent.
 */
export function createdBefore(mark: CreateMark, drafts: readonly EssayDraftSummary[]): EssayDraftSummary | undefined {
  return drafts.find(
    (d) =>
      d.revision === 1 &&
      d.prompt_id === mark.prompt_id &&
      d.title === mark.title &&
      d.word_count === mark.words &&
      d.excerpt === mark.excerpt &&
      (Date.parse(d.updated_at) || 0) >= mark.since - CLOCK_SLACK_MS
  )
}

/**
 * After a 409, with the server's draft now: the newer text wins. The server's, saved after this
 * device's last edit, replaces the text here ('server'); otherwise this device's text stays and is
 * saved again on the server's revision ('local').
 */
export function afterConflict(essay: LocalEssay, server: EssayDraft): { essay: LocalEssay; kept: 'server' | 'local' } {
  if ((Date.parse(server.updated_at) || 0) > essay.edited_at)
    return {
      essay: { ...essay, title: server.title, body: server.body, revision: server.revision, dirty: false, edited_at: Date.parse(server.updated_at) },
      kept: 'server'
    }
  return { essay: { ...essay, revision: server.revision, dirty: true }, kept: 'local' }
}

export type SyncState = 'local' | 'saving' | 'saved' | 'failed' | 'guest'

/** The editor's save line. */
export const SYNC_TEXT: Record<SyncState, string> = {
  local: '已保存到本机',
  saving: '正在保存到云端…',
  saved: '已保存到云端',
  failed: '云端保存失败，已保存在本机，稍后自动重试',
  guest: '已保存在本机，登录后可保存到云端'
}

export const essayTitleText = (title: string) => title.trim() || '无标题作文'

export interface DraftRow {
  /** The device key to open (a server draft without a device copy opens as 's<id>'). */
  key: string
  id: number | null
  title: string
  prompt: string
  excerpt: string
  words: number
  /** '11-26 21:05' (China time). */
  time: string
  /** '仅保存在本机' (never on the server), '有未保存到云端的修改', or ''. */
  badge: string
}

export const serverEssayKey = (id: number) => `s${id}`

const promptText = (title: string | null) => (title ? `题目：${title}` : '自由写作')
const timeText = (ms: number) => chinaFormat(ms, 'MM-DD HH:mm')

/**
 * 我的草稿: the server's drafts (with the device's newer text where it has unsaved edits) after the
 * device-only drafts, each list last edited first.
 */
export function draftRows(server: readonly EssayDraftSummary[], local: readonly LocalEssay[]): DraftRow[] {
  const byId = new Map(local.filter((e) => e.id !== null).map((e) => [e.id as number, e]))
  const onlyHere = local
    .filter((e) => e.id === null && (e.title.trim() !== '' || e.body.trim() !== ''))
    .map((e) => ({
      key: e.key,
      id: null,
      title: essayTitleText(e.title),
      prompt: promptText(e.prompt_title),
      excerpt: essayExcerpt(e.body, ESSAY_LIMITS.excerptMax),
      words: essayWordCount(e.body),
      time: timeText(e.edited_at),
      badge: '仅保存在本机'
    }))
  const saved = server.map((d): DraftRow => {
    const here = byId.get(d.id)
    if (here?.dirty)
      return {
        key: here.key,
        id: d.id,
        title: essayTitleText(here.title),
        prompt: promptText(d.prompt_title),
        excerpt: essayExcerpt(here.body, ESSAY_LIMITS.excerptMax),
        words: essayWordCount(here.body),
        time: timeText(here.edited_at),
        badge: '有未保存到云端的修改'
      }
    return {
      key: here?.key ?? serverEssayKey(d.id),
      id: d.id,
      title: essayTitleText(d.title),
      prompt: promptText(d.prompt_title),
      excerpt: d.excerpt,
      words: d.word_count,
      time: timeText(Date.parse(d.updated_at)),
      badge: ''
    }
  })
  return [...onlyHere, ...saved]
}
