/**
 * A post page's 收藏 and 分享 (questionDetail, voteDetail, personal/favorites): which page a post
 * opens, what a share of it is called, the optimistic keep. Pure (no Taro import).
 */
import type { PostKind } from '@types-contract/forum'
import { urlOf } from '../routes'

/** Characters of a topic's body a share title takes (a topic has no title). */
export const SHARE_TITLE_MAX = 30

/** The page a post opens: a vote has its own, questions and topics the question page ('/forum/…?id=1'). */
export function postPagePath(post: { id: number; kind: PostKind }): string {
  return urlOf(post.kind === 'vote' ? 'forum/questionRanks/voteDetail' : 'forum/questionRanks/questionDetail', { id: post.id })
}

/**
 * What a shared post is called: a question's title, a vote's question, a topic's body from its start
 * (whitespace runs as one space, SHARE_TITLE_MAX code points, … when cut; a character outside the
 * BMP is never cut in two); a topic of pictures only: 分享一个帖子.
 */
export function shareTitleOf(post: { kind: PostKind; title: string; body: string }): string {
  const text = (post.kind === 'topic' ? post.body : post.title).replace(/\s+/g, ' ').trim()
  if (text === '') return '分享一个帖子'
  const chars = Array.from(text)
  return chars.length > SHARE_TITLE_MAX ? `${chars.slice(0, SHARE_TITLE_MAX).join('')}…` : text
}

export interface FavoriteState {
  favorited: boolean
  count: number
}

/** The keep as shown the moment it is tapped (before the server answers): the other state, the count one more or one less (never below 0). */
export function toggledFavorite(state: FavoriteState): FavoriteState {
  return { favorited: !state.favorited, count: Math.max(0, state.count + (state.favorited ? -1 : 1)) }
}

/** The toast of a keep or a drop. */
export const favoriteToast = (favorited: boolean): string => (favorited ? '已收藏' : '已取消收藏')
