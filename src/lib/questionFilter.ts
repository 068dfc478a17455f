/**
 * The question filter page (forum/questionFilterPage/questionFilterDetail) and the rank lists
 * (forum/questionRanks/index) as pure rules: the filter's state ⇄ the page's query string (so a
 * reload keeps the choice), the API query, labels, the empty text, a rank row's numbers.
 */
import { FORUM_LEVELS, RECOMMEND_TAB, type ForumLevel } from '@types-contract/forum'
import { QUESTION_SORTS, QUESTION_STATES, RANK_KINDS, type QuestionFilterQuery, type QuestionSort, type QuestionState, type RankKind } from '@types-contract/forumRanks'
import type { TabConfigItem } from '@types-contract/user'
import { countText } from './countText'
import { labelOf } from './forumView'

/** What the filter bar shows; undefined qaTag / tab: all of them. */
export interface QuestionFilter {
  level: ForumLevel
  qaTag?: string
  tab?: string
  state: QuestionState
  sort: QuestionSort
}

export const STATE_LABELS: Record<QuestionState, string> = { all: '全部', unanswered: '待回答', solved: '已解决', unsolved: '未解决' }
export const SORT_LABELS: Record<QuestionSort, string> = { latest: '最新', hot: '最热' }
export const RANK_LABELS: Record<RankKind, string> = { answers: '回答最多', likes: '获赞最多', week: '本周热门' }

const isOneOf = <T extends string>(list: readonly T[], value: string | undefined): value is T => value !== undefined && (list as readonly string[]).includes(value)
/** A config-like key: what the server could accept; anything else is dropped rather than sent (it would be a 400). */
const KEY = /^[A-Za-z0-9_-]{1,32}$/

export function levelParam(raw: string | undefined, fallback: ForumLevel): ForumLevel {
  return isOneOf(FORUM_LEVELS, raw) ? raw : fallback
}

export function rankKindParam(raw: string | undefined): RankKind {
  return isOneOf(RANK_KINDS, raw) ? raw : 'answers'
}

/** The filter a page address describes (`?level=&qa_tag=&tab=&state=&sort=`); unknown values fall back to all / the default. */
export function filterFromParams(params: Partial<Record<string, string>>, fallbackLevel: ForumLevel): QuestionFilter {
  const key = (raw: string | undefined) => (raw !== undefined && KEY.test(raw) && raw !== RECOMMEND_TAB ? raw : undefined)
  return {
    level: levelParam(params.level, fallbackLevel),
    qaTag: key(params.qa_tag),
    tab: key(params.tab),
    state: isOneOf(QUESTION_STATES, params.state) ? params.state : 'all',
    sort: isOneOf(QUESTION_SORTS, params.sort) ? params.sort : 'latest'
  }
}

/** The page address's query for a filter: the level always, the rest only when not the default. */
export function filterParams(filter: QuestionFilter): Record<string, string> {
  const params: Record<string, string> = { level: filter.level }
  if (filter.qaTag) params.qa_tag = filter.qaTag
  if (filter.tab) params.tab = filter.tab
  if (filter.state !== 'all') params.state = filter.state
  if (filter.sort !== 'latest') params.sort = filter.sort
  return params
}

/** Keeps only a QA tag and tab the config lists (a stale address must not ask the server for a 400). */
export function withinConfig(filter: QuestionFilter, qaTags: readonly TabConfigItem[], tabs: readonly TabConfigItem[]): QuestionFilter {
  const listed = (key: string | undefined, items: readonly TabConfigItem[]) => (key !== undefined && items.some((i) => i.key === key) ? key : undefined)
  return { ...filter, qaTag: listed(filter.qaTag, qaTags), tab: listed(filter.tab, tabs) }
}

export function filterQuery(filter: QuestionFilter, cursor?: string): QuestionFilterQuery {
  const query: QuestionFilterQuery = { level: filter.level, state: filter.state, sort: filter.sort }
  if (filter.qaTag) query.qa_tag = filter.qaTag
  if (filter.tab) query.tab = filter.tab
  if (cursor !== undefined) query.cursor = cursor
  return query
}

/** Whether two filters ask for the same list. */
export const sameFilter = (a: QuestionFilter, b: QuestionFilter) =>
  a.level === b.level && a.qaTag === b.qaTag && a.tab === b.tab && a.state === b.state && a.sort === b.sort

/** A chip picked again goes back to all. */
export const toggled = (current: string | undefined, key: string | undefined): string | undefined => (key === current ? undefined : key)

/** The filter in words: '志愿填报 · 高考 · 待回答', '全部问题' when nothing narrows it. */
export function filterSummary(filter: QuestionFilter, qaTags: readonly TabConfigItem[], tabs: readonly TabConfigItem[]): string {
  const parts: string[] = []
  if (filter.qaTag) parts.push(labelOf(filter.qaTag, qaTags))
  if (filter.tab) parts.push(labelOf(filter.tab, tabs))
  if (filter.state !== 'all') parts.push(STATE_LABELS[filter.state])
  return parts.length > 0 ? parts.join(' · ') : '全部问题'
}

/** The empty state names the filter. */
export function emptyFilterText(filter: QuestionFilter, qaTags: readonly TabConfigItem[], tabs: readonly TabConfigItem[]): { title: string; hint: string } {
  const narrowed = filter.qaTag !== undefined || filter.tab !== undefined || filter.state !== 'all'
  if (!narrowed) return { title: '还没有问题', hint: '去首页提一个问题吧' }
  return { title: `「${filterSummary(filter, qaTags, tabs)}」下暂无问题`, hint: '换个条件试试' }
}

/** A rank row's figure: what the list ranks by, written k/w. */
export function rankFigure(kind: RankKind, entry: { heat: number; post: { answer_count: number; like_count: number } }): string {
  if (kind === 'answers') return `${countText(entry.post.answer_count)} 回答`
  if (kind === 'likes') return `${countText(entry.post.like_count)} 赞`
  return `${countText(entry.heat)} 热度`
}

/** A rank row's second line under its figure: the counts the list does not rank by. */
export function rankSecondary(kind: RankKind, post: { answer_count: number; like_count: number }): string {
  const answers = `${countText(post.answer_count)} 回答`
  const likes = `${countText(post.like_count)} 赞`
  if (kind === 'answers') return likes
  if (kind === 'likes') return answers
  return `${answers} · ${likes}`
}

/** The empty text of a rank list. */
export function emptyRankText(kind: RankKind): { title: string; hint: string } {
  if (kind === 'week') return { title: '本周还没有热门问题', hint: '回答和点赞会让问题上榜' }
  return { title: '暂无上榜问题', hint: kind === 'answers' ? '有回答的问题会出现在这里' : '获赞的问题会出现在这里' }
}
