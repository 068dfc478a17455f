/**
 * The composer's draft (issue 19): what the user wrote is kept under one storage key
 * (STORAGE_KEYS.composeDraft, platform/storage.ts) while they are away, one draft per kind, and
 * dropped once the post is sent. Only finished uploads are kept (their keys and URLs): a picture
 * still on its way when the user leaves has to be picked again. What comes back from storage is
 * checked field by field, so an old or damaged entry restores nothing rather than breaking the page.
 */
import { FORUM_LEVELS, FORUM_LIMITS, type ForumLevel } from '@types-contract/forum'
import { COMPOSE_KINDS, type ComposeForm, type ComposeKind } from './composeForm'

export interface DraftImage {
  key: string
  url: string
}

export interface ComposeDraft {
  level: ForumLevel
  tab: string
  title: string
  body: string
  qaTag: string | null
  hashtags: string[]
  images: DraftImage[]
  /** When it was written (ms). */
  savedAt: number
}

/** The stored value: the draft of each kind. */
export type ComposeDrafts = Partial<Record<ComposeKind, ComposeDraft>>

/** The draft of a form and its finished images; undefined when nothing was written or picked (nothing worth keeping). */
export function draftOf(form: ComposeForm, images: readonly DraftImage[], now: number): ComposeDraft | undefined {
  const written = form.title.trim() !== '' || form.body.trim() !== '' || form.hashtags.length > 0 || images.length > 0
  if (!written) return undefined
  return {
    level: form.level,
    tab: form.tab,
    title: form.title,
    body: form.body,
    qaTag: form.qaTag,
    hashtags: [...form.hashtags],
    images: images.slice(0, FORUM_LIMITS.imagesMax).map((i) => ({ key: i.key, url: i.url })),
    savedAt: now
  }
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v)
const isString = (v: unknown): v is string => typeof v === 'string'

function parseDraft(raw: unknown): ComposeDraft | undefined {
  if (!isObject(raw)) return undefined
  const { level, tab, title, body, qaTag, hashtags, images, savedAt } = raw
  if (!isString(level) || !(FORUM_LEVELS as readonly string[]).includes(level)) return undefined
  if (!isString(tab) || !isString(title) || !isString(body) || typeof savedAt !== 'number') return undefined
  if (qaTag !== null && !isString(qaTag)) return undefined
  if (!Array.isArray(hashtags) || !hashtags.every(isString)) return undefined
  if (!Array.isArray(images) || !images.every((i) => isObject(i) && isString(i.key) && isString(i.url))) return undefined
  return {
    level: level as ForumLevel,
    tab,
    title,
    body,
    qaTag,
    hashtags: hashtags as string[],
    images: (images as DraftImage[]).slice(0, FORUM_LIMITS.imagesMax).map((i) => ({ key: i.key, url: i.url })),
    savedAt
  }
}

/** The draft of `kind` in the stored value, if it is a well-formed one. */
export function readDraft(stored: unknown, kind: ComposeKind): ComposeDraft | undefined {
  return isObject(stored) ? parseDraft(stored[kind]) : undefined
}

/** The stored value with the draft of `kind` set, or removed (undefined); the other kind's well-formed draft stays. */
export function writeDraft(stored: unknown, kind: ComposeKind, draft: ComposeDraft | undefined): ComposeDrafts {
  const next: ComposeDrafts = {}
  for (const k of COMPOSE_KINDS) {
    const kept = k === kind ? draft : readDraft(stored, k)
    if (kept) next[k] = kept
  }
  return next
}

/** The keys the config allows now: the post tabs of the draft's level and the QA tags. */
export interface DraftConfig {
  tabKeys: readonly string[]
  qaTagKeys: readonly string[]
}

/** The form a draft restores, for the kind; a tab or QA tag the config no longer has is dropped. */
export function formOfDraft(kind: ComposeKind, draft: ComposeDraft, config: DraftConfig): ComposeForm {
  const qaTag = kind === 'question' && draft.qaTag !== null && config.qaTagKeys.includes(draft.qaTag) ? draft.qaTag : null
  return {
    kind,
    level: draft.level,
    tab: config.tabKeys.includes(draft.tab) ? draft.tab : '',
    title: kind === 'question' ? draft.title : '',
    body: draft.body,
    qaTag,
    hashtags: kind === 'topic' ? draft.hashtags : []
  }
}
