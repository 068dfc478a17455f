/**
 * The forum's view rules (issue 19), free of Taro and React: what a feed card heads with, how tags
 * are written, which feed a selection asks for. The home tab (components/forum) and the question
 * page (forum/questionRanks) render what these return, always as text.
 */
import { FORUM_LIMITS, RECOMMEND_TAB, type Answer, type FeedQuery, type ForumLevel, type PostKind, type Reply } from '@types-contract/forum'
import type { TabConfigItem } from '@types-contract/user'

/** A card's lines: a question (a vote) heads with its title over the body's excerpt; a topic has no title, so its excerpt heads. */
export function cardLines(post: { kind: PostKind; title: string; excerpt: string }): { headline: string; excerpt: string } {
  const title = post.title.trim()
  if (post.kind !== 'topic' && title) return { headline: title, excerpt: post.excerpt }
  return { headline: post.excerpt, excerpt: '' }
}

/** A hashtag as shown: '#' and the word (stored without it; the config's labels carry it already). */
export function hashtagText(tag: string): string {
  return `#${tag.replace(/^#+/, '')}`
}

/** The label of a config key (QA tag, feed tab); the key itself when the config does not list it. */
export function labelOf(key: string, items: readonly TabConfigItem[]): string {
  return items.find((item) => item.key === key)?.label ?? key
}

/** How many images a card does not show ('+N' on its last thumbnail); 0 when it shows them all. */
export function hiddenImages(post: { images: readonly unknown[]; image_count: number }): number {
  return Math.max(0, post.image_count - post.images.length)
}

/** What the home tab's feed shows: a tab of the level ('recommend' = every post), maybe narrowed to a hashtag. */
export interface FeedSelection {
  tab: string
  /** A hashtag config key, or undefined for none. */
  hashtag?: string
}

/** Taro.eventCenter's event when what the home tab shows is out of date (a post written, the welcome page's choice): it reloads when shown again. */
export const FORUM_HOME_STALE_EVENT = 'forum:home-stale'

export const DEFAULT_FEED: FeedSelection = { tab: RECOMMEND_TAB }

/** The selection the home answer's first feed page is: 'recommend' without a hashtag. */
export function isDefaultFeed(selection: FeedSelection): boolean {
  return selection.tab === RECOMMEND_TAB && selection.hashtag === undefined
}

/** A hashtag chip's tap: picks it, or drops it when it is the one picked. */
export function toggleHashtag(selection: FeedSelection, key: string): FeedSelection {
  return { tab: selection.tab, hashtag: selection.hashtag === key ? undefined : key }
}

/** The feed request of a selection; `cursor` for a next page. */
export function feedQuery(level: ForumLevel, selection: FeedSelection, cursor?: string): FeedQuery {
  return {
    level,
    tab: selection.tab,
    ...(selection.hashtag !== undefined ? { hashtag: selection.hashtag } : {}),
    ...(cursor !== undefined ? { cursor } : {})
  }
}

/** The empty feed's words: honest about what was asked. */
export function emptyFeedText(selection: FeedSelection, hashtags: readonly TabConfigItem[], tabs: readonly TabConfigItem[]): { title: string; hint: string } {
  const inTab = selection.tab !== RECOMMEND_TAB ? `「${labelOf(selection.tab, tabs)}」` : ''
  if (selection.hashtag !== undefined) {
    return { title: `${inTab}${inTab ? '里' : ''}暂无${hashtagText(labelOf(selection.hashtag, hashtags))}的帖子`, hint: '换个话题或分区看看' }
  }
  if (inTab) return { title: `${inTab}还没有帖子`, hint: '换个分区看看，新的问答和话题会显示在这里' }
  return { title: '暂无帖子', hint: '新的问答和话题会显示在这里' }
}

/** An answer box's text before it is sent: trimmed, not empty, within FORUM_LIMITS.answerMax characters. */
export function checkAnswerText(text: string): { ok: true; body: string } | { ok: false; message: string } {
  const body = text.trim()
  if (body === '') return { ok: false, message: '请输入内容' }
  if ([...body].length > FORUM_LIMITS.answerMax) return { ok: false, message: `最多${FORUM_LIMITS.answerMax}字` }
  return { ok: true, body }
}

/**
 * The answers shown, with what the user just posted: a reply goes under its answer (counted), an
 * answer at the end of the list (the list is oldest first; a later page that carries it again skips it).
 */
export function withPosted(answers: readonly Answer[], posted: Answer | Reply): Answer[] {
  if (posted.parent_id === null) {
    if (answers.some((a) => a.id === posted.id)) return [...answers]
    return [...answers, { replies: [], reply_count: 0, ...posted }]
  }
  return answers.map((a) =>
    a.id === posted.parent_id && !a.replies.some((r) => r.id === posted.id) ? { ...a, replies: [...a.replies, toReply(posted)], reply_count: a.reply_count + 1 } : a
  )
}

function toReply(posted: Answer | Reply): Reply {
  const { id, post_id, parent_id, reply_to, author, body, status, is_demo, created_at } = posted
  return { id, post_id, parent_id, reply_to, author, body, status, is_demo, created_at }
}

/** Replies an answer has beyond those shown with it. */
export function moreReplies(answer: Pick<Answer, 'replies' | 'reply_count'>): number {
  return Math.max(0, answer.reply_count - answer.replies.length)
}
