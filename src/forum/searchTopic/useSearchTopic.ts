import Taro, { useReachBottom, useRouter } from '@tarojs/taro'
import { useEffect, useState } from 'react'
import { FORUM_LEVELS, type ForumLevel, type PostSummary } from '@types-contract/forum'
import type { SearchTag, SearchType, SearchUser } from '@types-contract/forumSearch'
import type { TabConfigItem } from '@types-contract/user'
import { fetchPopularHashtags } from '@/api/compose'
import { searchPosts, searchTags, searchUsers } from '@/api/forumSearch'
import { getTabConfig } from '@/api/user'
import { useCursorList, type CursorList } from '@/components/useCursorList'
import { checkSearchWords } from '@core/forumSearch'
import { hashtagSuggestions } from '@/lib/composeHashtags'
import { addSearchWords, parseSearchHistory } from '@/lib/forumSearchHistory'
import { STORAGE_KEYS, storage } from '@/platform/storage'
import { urlOf } from '@/routes'

export interface SearchTopic {
  /** What the box holds. */
  text: string
  type: (text: string) => void
  /** The words searched (trimmed), or '' before searching: then the history and suggestions show. */
  q: string
  /** Searches the box's words (the keyboard's 搜索), or `words` (a history entry, a suggestion). */
  submit: (words?: string) => void
  /** × in the box: empties it and goes back to the history and suggestions. */
  clear: () => void
  /** Why the box's words cannot be searched (too long), shown under it. */
  problem: string | undefined
  history: string[]
  clearHistory: () => void
  /** Hashtags to search before typing: the hashtag config's, then the level's most used. */
  suggestions: string[]
  /** The QA-tag config, for the cards' labels. */
  qaTags: readonly TabConfigItem[]
  tab: SearchType
  pickTab: (tab: SearchType) => void
  posts: CursorList<PostSummary>
  tags: CursorList<SearchTag>
  users: CursorList<SearchUser>
  openPost: (post: PostSummary) => void
  openTag: (tag: string) => void
  openUser: (userId: number) => void
  cancel: () => void
}

const quiet = { quiet: true }
/** Hashtags suggested before typing. */
const SUGGESTIONS_MAX = 10
const go = (url: string) => {
  Taro.navigateTo({ url }).catch(() => undefined)
}

/**
 * The search page's state: the box, the device's history (lib/forumSearchHistory.ts), the level's
 * popular hashtags as suggestions, and the three result lists (帖子 / 话题 / 用户), each fetched the
 * first time its tab shows for the words and kept while switching tabs; the shown one's next page
 * at reach-bottom (80).
 */
export function useSearchTopic(): SearchTopic {
  const { params } = useRouter()
  const level: ForumLevel = (FORUM_LEVELS as readonly string[]).includes(params.level ?? '') ? (params.level as ForumLevel) : 'middle_school'
  const [text, setText] = useState('')
  const [q, setQ] = useState('')
  const [problem, setProblem] = useState<string>()
  const [tab, setTab] = useState<SearchType>('posts')
  /** Tabs shown for the current words: their lists load (and stay loaded). */
  const [shown, setShown] = useState<SearchType[]>(['posts'])
  const [history, setHistory] = useState<string[]>(() => parseSearchHistory(storage.get(STORAGE_KEYS.forumSearchHistory)))
  const [suggestions, setSuggestions] = useState<string[]>([])
  const [qaTags, setQaTags] = useState<readonly TabConfigItem[]>([])

  useEffect(() => {
    Promise.all([getTabConfig(quiet), fetchPopularHashtags(level, quiet).catch(() => ({ results: [] }))])
      .then(([config, popular]) => {
        setQaTags(config.QaTagConfig)
        setSuggestions(hashtagSuggestions(config.HashTagConfig, popular.results, [], undefined, SUGGESTIONS_MAX))
      })
      .catch(() => undefined)
  }, [level])

  const posts = useCursorList<PostSummary>((cursor) => searchPosts(q, cursor, quiet), [q], { keyOf: (p) => p.id, enabled: q !== '' && shown.includes('posts') })
  const tags = useCursorList<SearchTag>(() => searchTags(q, quiet), [q], { keyOf: (t) => t.tag, enabled: q !== '' && shown.includes('tags') })
  const users = useCursorList<SearchUser>((cursor) => searchUsers(q, cursor, quiet), [q], { keyOf: (u) => u.user_id, enabled: q !== '' && shown.includes('users') })
  const lists = { posts, tags, users }
  useReachBottom(() => {
    if (q !== '') lists[tab].loadMore()
  })

  const submit = (words = text) => {
    const checked = checkSearchWords(words)
    if (!checked.ok) {
      setProblem(checked.message === '请输入搜索内容' ? undefined : checked.message)
      return
    }
    setProblem(undefined)
    setText(checked.q)
    const next = addSearchWords(history, checked.q)
    setHistory(next)
    storage.set(STORAGE_KEYS.forumSearchHistory, next)
    if (checked.q !== q) {
      setShown([tab])
      setQ(checked.q)
    }
    Taro.pageScrollTo({ scrollTop: 0, duration: 0 }).catch(() => undefined)
  }

  return {
    text,
    type: (value) => {
      setText(value)
      setProblem(undefined)
      if (value.trim() === '') setQ('')
    },
    q,
    submit,
    clear: () => {
      setText('')
      setQ('')
      setProblem(undefined)
    },
    problem,
    history,
    clearHistory: () => {
      Taro.showModal({ title: '清空搜索历史', content: '确定清空全部搜索历史吗？' })
        .then(({ confirm }) => {
          if (!confirm) return
          setHistory([])
          storage.remove(STORAGE_KEYS.forumSearchHistory)
        })
        .catch(() => undefined)
    },
    suggestions,
    qaTags,
    tab,
    pickTab: (next) => {
      setTab(next)
      if (!shown.includes(next)) setShown([...shown, next])
      Taro.pageScrollTo({ scrollTop: 0, duration: 0 }).catch(() => undefined)
    },
    posts,
    tags,
    users,
    openPost: (post) => go(urlOf(post.kind === 'vote' ? 'forum/questionRanks/voteDetail' : 'forum/questionRanks/questionDetail', { id: post.id })),
    openTag: (tag) => go(urlOf('forum/tag/tag', { name: tag })),
    openUser: (userId) => go(urlOf('personal/peopleInfo', { user_id: userId })),
    cancel: () => {
      Taro.navigateBack().catch(() => Taro.switchTab({ url: urlOf('pages/tabbar/forum') }).catch(() => undefined))
    }
  }
}
