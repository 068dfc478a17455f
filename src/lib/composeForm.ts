/**
 * The forum composer's rules (personal/postTopic, issue 19), free of Taro and React: which kind it
 * writes, which level and tab it starts on, what counts as ready to send (with a Chinese reason
 * when it is not), the character counters, and the body the server is sent. Limits are
 * FORUM_LIMITS (types/forum.ts), the ones the server's schemas hold.
 */
import { FORUM_LIMITS, RECOMMEND_TAB, type ForumLevel, type NewQuestion, type NewTopic } from '@types-contract/forum'
import type { Identity, TabConfigItem } from '@types-contract/user'
import { mergeHashtags, normalizeHashtag } from '@core/hashtags'

/** What the composer writes: ?kind=question asks a question, anything else (or none) posts a topic. */
export const COMPOSE_KINDS = ['topic', 'question'] as const
export type ComposeKind = (typeof COMPOSE_KINDS)[number]

export function composeKindOf(raw: string | undefined): ComposeKind {
  return raw === 'question' ? 'question' : 'topic'
}

export const COMPOSE_TITLES: Record<ComposeKind, string> = { question: '提问', topic: '发布话题' }

/** The level a user writes in by default: a college student's is 'university', anyone else's 'middle_school' (core/identity.ts). */
export function levelOfIdentity(identity: Identity | undefined): ForumLevel {
  return identity === 'college' ? 'university' : 'middle_school'
}

/** The tabs a post can be filed under: the level's tab config without 'recommend'. */
export function postTabs(tabs: readonly TabConfigItem[]): TabConfigItem[] {
  return tabs.filter((t) => t.key !== RECOMMEND_TAB)
}

export interface ComposeForm {
  kind: ComposeKind
  level: ForumLevel
  /** A post tab of the level, '' until one is picked. */
  tab: string
  /** A question's; a topic has none. */
  title: string
  body: string
  /** A key of the QA-tag config, or null (a question's, optional). */
  qaTag: string | null
  /** Hashtags picked from the suggestions (words without '#'); those typed in the body count too. */
  hashtags: string[]
}

export function emptyForm(kind: ComposeKind, level: ForumLevel): ComposeForm {
  return { kind, level, tab: '', title: '', body: '', qaTag: null, hashtags: [] }
}

/** Characters as the server's length limits count them (code points: an emoji is one). */
export function charCount(text: string): number {
  return [...text].length
}

/** A counter under a field: '12/50'. */
export function counterText(text: string, max: number): string {
  return `${charCount(text)}/${max}`
}

/** Every hashtag a topic will carry: the picked ones, then those typed in its body, each once (not capped). */
export function allHashtags(form: Pick<ComposeForm, 'hashtags' | 'body'>): string[] {
  return mergeHashtags(form.hashtags, [form.body], Number.MAX_SAFE_INTEGER)
}

/** The picked hashtags with one more (normalised, each once); unchanged when it is blank or already there. */
export function withHashtag(picked: readonly string[], tag: string): string[] {
  const word = normalizeHashtag(tag)
  return word === '' || picked.includes(word) ? [...picked] : [...picked, word]
}

/** What the images allow: every one uploaded, some still on their way, or some failed. */
export type ImagesReadiness = 'ready' | 'uploading' | 'failed'

export type ComposeField = 'tab' | 'title' | 'body' | 'hashtags' | 'images'

export interface ComposeCheck {
  ok: boolean
  /** Why a field is not ready, in Chinese; only the fields with a problem. */
  errors: Partial<Record<ComposeField, string>>
  /** The first problem in the order the page shows its fields (shown beside the disabled submit). */
  first: string | undefined
}

const ORDER: ComposeField[] = ['title', 'body', 'hashtags', 'images', 'tab']

/** Whether the form can be sent, and if not, why (field by field). */
export function checkCompose(form: ComposeForm, images: ImagesReadiness): ComposeCheck {
  const errors: ComposeCheck['errors'] = {}
  const body = form.body.trim()
  if (form.kind === 'question') {
    const title = charCount(form.title.trim())
    if (title === 0) errors.title = '请填写标题'
    else if (title < FORUM_LIMITS.titleMin) errors.title = `标题至少 ${FORUM_LIMITS.titleMin} 个字`
    else if (charCount(form.title) > FORUM_LIMITS.titleMax) errors.title = `标题最多 ${FORUM_LIMITS.titleMax} 个字`
    if (charCount(form.body) > FORUM_LIMITS.bodyMax) errors.body = `正文最多 ${FORUM_LIMITS.bodyMax} 个字`
  } else {
    if (body === '') errors.body = '请写点内容'
    else if (charCount(form.body) > FORUM_LIMITS.bodyMax) errors.body = `内容最多 ${FORUM_LIMITS.bodyMax} 个字`
    if (allHashtags(form).length > FORUM_LIMITS.hashtagsMax) errors.hashtags = `话题最多 ${FORUM_LIMITS.hashtagsMax} 个，请删去一些`
  }
  if (images === 'uploading') errors.images = '图片上传中，请稍候'
  else if (images === 'failed') errors.images = '有图片上传失败，请重试或删除'
  if (form.tab === '') errors.tab = '请选择分区'
  const first = ORDER.map((field) => errors[field]).find((e) => e !== undefined)
  return { ok: first === undefined, errors, first }
}

/** POST FORUM_PATHS.questions: the title without its surrounding spaces, the body as typed. */
export function toNewQuestion(form: ComposeForm, imageKeys: readonly string[]): NewQuestion {
  return { level: form.level, tab: form.tab, title: form.title.trim(), body: form.body, images: [...imageKeys], qa_tag: form.qaTag }
}

/** POST FORUM_PATHS.topics: the body as typed, the picked hashtags (the server adds those typed in the body). */
export function toNewTopic(form: ComposeForm, imageKeys: readonly string[]): NewTopic {
  return { level: form.level, tab: form.tab, body: form.body, images: [...imageKeys], hashtags: form.hashtags.slice(0, FORUM_LIMITS.hashtagsMax) }
}
