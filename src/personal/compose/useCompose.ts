import Taro, { useDidHide } from '@tarojs/taro'
import { useEffect, useMemo, useRef, useState } from 'react'
import type { PopularHashtag } from '@types-contract/compose'
import type { ForumLevel } from '@types-contract/forum'
import type { Circle } from '@types-contract/forumCircles'
import type { TabConfigResponse } from '@types-contract/user'
import { typingHashtag } from '@core/hashtags'
import { fetchPopularHashtags, postQuestion, postTopic } from '@/api/compose'
import { errorText, withErrorText } from '@/api/errorText'
import { fetchCircle } from '@/api/forumCircles'
import { getTabConfig } from '@/api/user'
import { usePageLoad, type PageLoad } from '@/components/usePageLoad'
import { draftOf, formOfDraft, readDraft, writeDraft } from '@/lib/composeDraft'
import {
  allHashtags,
  checkCompose,
  COMPOSE_TITLES,
  emptyForm,
  levelOfIdentity,
  postTabs,
  toNewQuestion,
  toNewTopic,
  withHashtag,
  type ComposeCheck,
  type ComposeForm,
  type ComposeKind
} from '@/lib/composeForm'
import { completeHashtag, hashtagSuggestions } from '@/lib/composeHashtags'
import { draftImages, imagesOfDraft, imagesReadiness, uploadedKeys } from '@/lib/composeImages'
import { FORUM_HOME_STALE_EVENT } from '@/lib/forumView'
import { STORAGE_KEYS, storage } from '@/platform/storage'
import { urlOf } from '@/routes'
import { userStore } from '@/stores'
import { useComposeImages, type ComposeImages } from '@/components/useComposeImages'

/** How long typing may pause before the draft is written (it is also written when the page hides or closes). */
const DRAFT_SAVE_MS = 400

export interface Compose {
  kind: ComposeKind
  config: PageLoad<TabConfigResponse>
  form: ComposeForm
  setTitle: (title: string) => void
  setBody: (body: string) => void
  setLevel: (level: ForumLevel) => void
  setTab: (tab: string) => void
  /** Picks a QA tag, or drops it when it is the one picked. */
  toggleQaTag: (key: string) => void
  images: ComposeImages
  /** A topic's hashtags: picked and typed, in order; `picked` says which can be removed here. */
  hashtags: { tag: string; picked: boolean }[]
  /** The words to offer now (narrowed to the '#word' being typed, if any). */
  suggestions: string[]
  /** The '#word' being typed at the end of the body, if any ('' right after '#'). */
  typing: string | undefined
  pickSuggestion: (word: string) => void
  removeHashtag: (tag: string) => void
  check: ComposeCheck
  /** A draft was put back when the page opened (until the user clears or dismisses it). */
  restored: boolean
  dismissRestored: () => void
  /** Empties the form and forgets the draft. */
  clearDraft: () => void
  /** The circle it is posted into (?circle=), once loaded: its level is the post's. */
  circle: Circle | undefined
  sending: boolean
  /** Why the last send failed, in Chinese. */
  sendError: string | undefined
  submit: () => void
}

function toast(title: string): void {
  Taro.showToast({ title, icon: 'none' }).catch(() => undefined)
}

/**
 * The composer's state (personal/postTopic): the tab config (GET /api/config/tab/) for levels,
 * tabs, QA tags and hashtags; the form, starting on the user's level (core/identity.ts) or on the
 * draft of this kind (STORAGE_KEYS.composeDraft, lib/composeDraft.ts); the pictures; a topic's
 * hashtags with suggestions (the config's, then the level's popular ones); the check that enables
 * 发布; and sending, after which the draft is dropped and the new post's page replaces this one.
 * With `circleRef` (?circle=, from a circle's 在圈子里发帖) the post goes into that circle, in its level.
 */
export function useCompose(kind: ComposeKind, circleRef?: string): Compose {
  const config = usePageLoad(() => withErrorText(getTabConfig({ quiet: true }), '加载失败，请稍后再试'))
  const [form, setForm] = useState<ComposeForm>(() => emptyForm(kind, levelOfIdentity(userStore.data.identity)))
  const images = useComposeImages()
  const [restored, setRestored] = useState(false)
  const [popular, setPopular] = useState<PopularHashtag[]>([])
  const [sending, setSending] = useState(false)
  const [sendError, setSendError] = useState<string>()
  /** The draft has been looked for (after the config came): from then on changes are saved. */
  const draftReady = useRef(false)
  /** Sent: nothing is saved any more. */
  const sent = useRef(false)

  useEffect(() => {
    Taro.setNavigationBarTitle({ title: COMPOSE_TITLES[kind] }).catch(() => undefined)
  }, [kind])

  // Into a circle: its name is shown and its level is the post's (also over a restored draft's).
  const [circle, setCircle] = useState<Circle>()
  useEffect(() => {
    if (circleRef === undefined) return
    fetchCircle(circleRef, { quiet: true })
      .then(setCircle)
      .catch(() => undefined)
  }, [circleRef])
  useEffect(() => {
    if (circle && form.level !== circle.level) setForm((f) => ({ ...f, level: circle.level, tab: '' }))
  }, [circle, form.level])

  // The draft of this kind comes back once the config says which tabs and QA tags still exist.
  const tabConfig = config.data
  useEffect(() => {
    if (!tabConfig || draftReady.current) return
    draftReady.current = true
    const draft = readDraft(storage.get(STORAGE_KEYS.composeDraft), kind)
    if (!draft) return
    const tabKeys = postTabs(tabConfig.TabConfig[draft.level] ?? []).map((t) => t.key)
    setForm(formOfDraft(kind, draft, { tabKeys, qaTagKeys: tabConfig.QaTagConfig.map((t) => t.key) }))
    images.restore(imagesOfDraft(draft.images))
    setRestored(true)
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, when the config first arrives; `images` is a new object each render
  }, [tabConfig, kind])

  // The draft is written a moment after the last change, and at once when the page hides or closes.
  const pending = useRef<() => void>()
  const timer = useRef<ReturnType<typeof setTimeout>>()
  const flush = () => {
    clearTimeout(timer.current)
    const save = pending.current
    pending.current = undefined
    save?.()
  }
  useEffect(() => {
    if (!draftReady.current || sent.current) return
    const draft = draftOf(form, draftImages(images.list), Date.now())
    pending.current = () => storage.set(STORAGE_KEYS.composeDraft, writeDraft(storage.get(STORAGE_KEYS.composeDraft), kind, draft))
    clearTimeout(timer.current)
    timer.current = setTimeout(flush, DRAFT_SAVE_MS)
  }, [form, images.list, kind])
  useDidHide(flush)
  useEffect(() => flush, [])

  // A topic's suggestions: the level's popular hashtags (none when they do not come: the config's still show).
  useEffect(() => {
    if (kind !== 'topic') return
    let current = true
    fetchPopularHashtags(form.level, { quiet: true })
      .then((answer) => current && setPopular(answer.results))
      .catch(() => current && setPopular([]))
    return () => {
      current = false
    }
  }, [kind, form.level])

  const typing = kind === 'topic' ? typingHashtag(form.body) : undefined
  const tags = useMemo(() => allHashtags(form), [form])
  const hashtags = tags.map((tag) => ({ tag, picked: form.hashtags.includes(tag) }))
  const suggestions = kind === 'topic' ? hashtagSuggestions(tabConfig?.HashTagConfig ?? [], popular, tags, typing) : []
  const check = checkCompose(form, imagesReadiness(images.list))

  const change = (patch: Partial<ComposeForm>) => {
    setForm((f) => ({ ...f, ...patch }))
    setSendError(undefined)
  }

  const submit = async () => {
    if (!check.ok || sending) return
    setSending(true)
    setSendError(undefined)
    try {
      const keys = uploadedKeys(images.list)
      const into = circleRef === undefined ? {} : { circle: circleRef }
      const post = kind === 'question' ? await postQuestion({ ...toNewQuestion(form, keys), ...into }) : await postTopic({ ...toNewTopic(form, keys), ...into })
      sent.current = true
      pending.current = undefined
      clearTimeout(timer.current)
      storage.set(STORAGE_KEYS.composeDraft, writeDraft(storage.get(STORAGE_KEYS.composeDraft), kind, undefined))
      toast(post.status === 'held' ? '已提交，审核通过后对其他人可见' : '发布成功')
      Taro.eventCenter.trigger(FORUM_HOME_STALE_EVENT)
      Taro.redirectTo({ url: urlOf('forum/questionRanks/questionDetail', { id: post.id }) }).catch(() => undefined)
    } catch (e) {
      // 401, 429 and 400 have had the error catalogue's login, dialog or toast; the line stays under the form.
      setSendError(errorText(e, '发布失败，请稍后再试'))
    } finally {
      setSending(false)
    }
  }

  return {
    kind,
    config,
    form,
    setTitle: (title) => change({ title }),
    setBody: (body) => change({ body }),
    setLevel: (level) => {
      if (level !== form.level && circleRef === undefined) change({ level, tab: '' })
    },
    setTab: (tab) => change({ tab }),
    toggleQaTag: (key) => change({ qaTag: form.qaTag === key ? null : key }),
    images,
    hashtags,
    suggestions,
    typing,
    pickSuggestion: (word) => {
      if (typing !== undefined) change({ body: completeHashtag(form.body, typing, word) })
      else change({ hashtags: withHashtag(form.hashtags, word) })
    },
    removeHashtag: (tag) => change({ hashtags: form.hashtags.filter((t) => t !== tag) }),
    check,
    restored,
    dismissRestored: () => setRestored(false),
    clearDraft: () => {
      setForm(emptyForm(kind, levelOfIdentity(userStore.data.identity)))
      images.restore([])
      setRestored(false)
    },
    circle,
    sending,
    sendError,
    submit: () => void submit()
  }
}
