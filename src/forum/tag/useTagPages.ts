import Taro, { useDidShow, useReachBottom } from '@tarojs/taro'
import { useEffect, useRef, useState } from 'react'
import type { PopularHashtag } from '@types-contract/compose'
import { RECOMMEND_TAB, type ForumLevel, type PostSummary } from '@types-contract/forum'
import type { Circle, CirclesResponse, HashtagPage } from '@types-contract/forumCircles'
import type { TabConfigItem } from '@types-contract/user'
import { fetchPopularHashtags } from '@/api/compose'
import { fetchFeed } from '@/api/forum'
import { fetchCircle, fetchCirclePosts, fetchCircles, fetchHashtagPage, joinCircle, leaveCircle } from '@/api/forumCircles'
import { errorText, withErrorText } from '@/api/errorText'
import { ApiError } from '@/api/request'
import { useQaTags } from '@/components/forum/useQaTags'
import { navigate } from '@/components/nav'
import { useCursorList, type CursorList } from '@/components/useCursorList'
import { usePageLoad, type PageLoad } from '@/components/usePageLoad'
import { withCircleMembership, withMembership } from '@/lib/circleView'
import { parseForumPrefs } from '@/lib/forumPrefs'
import { FORUM_HOME_STALE_EVENT } from '@/lib/forumView'
import { loginUrlFor } from '@/lib/loginGuard'
import { STORAGE_KEYS, storage } from '@/platform/storage'
import { urlOf } from '@/routes'
import { userStore } from '@/stores'

const quiet = { quiet: true }
const postKey = (p: PostSummary) => p.id

function toast(title: string): void {
  Taro.showToast({ title, icon: 'none' }).catch(() => undefined)
}

/** A failed join or leave: an ApiError has had its catalogue row (toast, dialog or login); only the network failure is ours. */
function failed(e: unknown): void {
  if (!(e instanceof ApiError)) toast(errorText(e, '操作失败，请稍后再试'))
}

/** The level a page reads when the URL names none: the welcome page's choice, else the server's (the user's identity). */
export function readingLevel(asked: ForumLevel | undefined): ForumLevel | undefined {
  return asked ?? parseForumPrefs(storage.get(STORAGE_KEYS.forumPrefs))?.level
}

/** Opens a post from a feed card: a vote has its own page. */
function openPostOf(items: readonly PostSummary[]) {
  return (id: number) => {
    const vote = items.some((p) => p.id === id && p.kind === 'vote')
    Taro.navigateTo({ url: urlOf(vote ? 'forum/questionRanks/voteDetail' : 'forum/questionRanks/questionDetail', { id }) }).catch(() => undefined)
  }
}

/** Runs `reload` when the page is shown again (not on its first show). */
function useShownAgain(reload: () => void): void {
  const shown = useRef(false)
  useDidShow(() => {
    if (shown.current) reload()
    shown.current = true
  })
}

export interface TopicSquare {
  load: PageLoad<CirclesResponse>
  circles: Circle[]
  hashtags: PopularHashtag[]
  /** The circle whose join is under way. */
  joining: number | undefined
  join: (circle: Circle) => void
  openCircle: (circle: Circle) => void
  openHashtag: (tag: string) => void
}

/**
 * 话题广场 (tag/tag without a query): the level's circles, the user's first, each with its member
 * count and 加入 / 已加入, then the level's popular hashtags. Joining needs login: a visitor goes to
 * the phone login page and comes back here. Shown again (back from a circle), the circles reload.
 */
export function useTopicSquare(asked: ForumLevel | undefined): TopicSquare {
  const level = readingLevel(asked)
  const load = usePageLoad(() => withErrorText(fetchCircles(level, quiet), '加载失败，请稍后再试'))
  const [circles, setCircles] = useState<Circle[]>([])
  const [hashtags, setHashtags] = useState<PopularHashtag[]>([])
  const [joining, setJoining] = useState<number>()
  useEffect(() => setCircles(load.data?.results ?? []), [load.data])
  const shownLevel = load.data?.level
  useEffect(() => {
    if (!shownLevel) return
    fetchPopularHashtags(shownLevel, quiet)
      .then((answer) => setHashtags(answer.results))
      .catch(() => setHashtags([]))
  }, [shownLevel])
  useShownAgain(() => void load.reload())
  useEffect(() => {
    Taro.setNavigationBarTitle({ title: '话题广场' }).catch(() => undefined)
  }, [])

  const here = urlOf('forum/tag/tag', level ? { level } : undefined)
  const join = async (circle: Circle) => {
    if (!userStore.isLoggedIn) return navigate(loginUrlFor(here))
    if (joining !== undefined || circle.joined) return
    setJoining(circle.id)
    try {
      const answer = await joinCircle(circle.slug)
      setCircles((list) => withCircleMembership(list, circle.id, answer))
      toast(`已加入「${circle.name}」`)
    } catch (e) {
      failed(e)
    } finally {
      setJoining(undefined)
    }
  }

  return {
    load,
    circles,
    hashtags,
    joining,
    join: (circle) => void join(circle),
    openCircle: (circle) => navigate(urlOf('forum/tag/tag', { circle: circle.slug })),
    openHashtag: (tag) => navigate(urlOf('forum/tag/tag', shownLevel ? { name: tag, level: shownLevel } : { name: tag }))
  }
}

export interface CirclePage {
  load: PageLoad<Circle>
  /** The circle as shown: the load's, with the user's join or leave. */
  circle: Circle | undefined
  feed: CursorList<PostSummary>
  qaTags: readonly TabConfigItem[]
  busy: boolean
  /** 加入, or 退出 after a confirmation. */
  toggleJoin: () => void
  /** 在圈子里发帖: the composer with the circle (a non-member joins first, after a confirmation). */
  compose: () => void
  openPost: (id: number) => void
}

/**
 * A circle (tag/tag?circle=<slug>): its name, description and member count, 加入 / 退出, its feed
 * (cursor-paged at reach-bottom 80), 在圈子里发帖. Joining and posting need login: a visitor goes
 * to the phone login page and comes back here. After a post (FORUM_HOME_STALE_EVENT) the feed
 * reloads when the page shows again.
 */
export function useCirclePage(ref: string): CirclePage {
  const load = usePageLoad(() => withErrorText(fetchCircle(ref, quiet), '圈子不存在或已删除'))
  const [circle, setCircle] = useState<Circle>()
  useEffect(() => setCircle(load.data), [load.data])
  const feed = useCursorList<PostSummary>((cursor) => fetchCirclePosts(ref, cursor, quiet), [ref], { keyOf: postKey })
  const qaTags = useQaTags()
  const [busy, setBusy] = useState(false)
  useReachBottom(() => feed.loadMore())

  const title = circle?.name
  useEffect(() => {
    if (title) Taro.setNavigationBarTitle({ title }).catch(() => undefined)
  }, [title])

  // A post written from here (or anywhere) makes the feed stale; it reloads when shown again.
  const stale = useRef(false)
  useEffect(() => {
    const mark = () => {
      stale.current = true
    }
    Taro.eventCenter.on(FORUM_HOME_STALE_EVENT, mark)
    return () => {
      Taro.eventCenter.off(FORUM_HOME_STALE_EVENT, mark)
    }
  }, [])
  useShownAgain(() => {
    if (!stale.current) return
    stale.current = false
    void feed.refresh()
    void load.reload()
  })

  const here = urlOf('forum/tag/tag', { circle: ref })
  const goLogin = () => navigate(loginUrlFor(here))
  const setJoined = async (joined: boolean): Promise<boolean> => {
    if (!circle || busy) return false
    setBusy(true)
    try {
      const answer = joined ? await joinCircle(circle.slug) : await leaveCircle(circle.slug)
      setCircle((c) => (c ? withMembership(c, answer) : c))
      toast(joined ? `已加入「${circle.name}」` : `已退出「${circle.name}」`)
      return true
    } catch (e) {
      failed(e)
      return false
    } finally {
      setBusy(false)
    }
  }

  const toggleJoin = async () => {
    if (!circle) return
    if (!userStore.isLoggedIn) return goLogin()
    if (!circle.joined) return void (await setJoined(true))
    const { confirm } = await Taro.showModal({ title: '退出圈子', content: `确定退出「${circle.name}」吗？`, confirmText: '退出' })
    if (confirm) await setJoined(false)
  }

  const compose = async () => {
    if (!circle) return
    if (!userStore.isLoggedIn) return goLogin()
    if (!circle.joined) {
      const { confirm } = await Taro.showModal({ title: '加入圈子', content: `加入「${circle.name}」后才能在圈子里发帖`, confirmText: '加入并发帖' })
      if (!confirm || !(await setJoined(true))) return
    }
    navigate(urlOf('personal/postTopic', { circle: circle.slug }))
  }

  return {
    load,
    circle,
    feed,
    qaTags,
    busy,
    toggleJoin: () => void toggleJoin(),
    compose: () => void compose(),
    openPost: openPostOf(feed.state.items)
  }
}

export interface HashtagPageState {
  load: PageLoad<HashtagPage>
  feed: CursorList<PostSummary>
  qaTags: readonly TabConfigItem[]
  openPost: (id: number) => void
}

/** A hashtag (tag/tag?name=<word>): #word, its number of posts in the level, and its posts (the feed narrowed to it). */
export function useHashtagPage(name: string, asked: ForumLevel | undefined): HashtagPageState {
  const level = readingLevel(asked)
  const load = usePageLoad(() => withErrorText(fetchHashtagPage(name, level, quiet), '加载失败，请稍后再试'))
  const head = load.data
  const feed = useCursorList<PostSummary>(
    (cursor) => fetchFeed({ level: head!.level, tab: RECOMMEND_TAB, hashtag: head!.tag, cursor }, quiet),
    [head?.tag, head?.level],
    { keyOf: postKey, enabled: head !== undefined }
  )
  const qaTags = useQaTags()
  useReachBottom(() => feed.loadMore())
  useEffect(() => {
    Taro.setNavigationBarTitle({ title: `#${head?.tag ?? name}` }).catch(() => undefined)
  }, [head?.tag, name])
  return { load, feed, qaTags, openPost: openPostOf(feed.state.items) }
}
