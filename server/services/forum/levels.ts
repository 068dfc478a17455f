/**
 * The forum's levels and what the tab config (server/services/app-config.ts TAB_CONFIG) allows in
 * each: the feed tabs of a level, the QA tags, the hashtag config. A user's level follows their
 * identity (core/identity.ts): a college student reads 'university', a high-school student and a
 * visitor 'middle_school'.
 */
import { RECOMMEND_TAB, type ForumLevel } from '../../../types/forum'
import type { TabConfigItem } from '../../../types/user'
import { identityOf } from '../../../core/identity'
import { normalizeHashtag } from '../../../core/hashtags'
import { fieldError } from '../../errors'
import { TAB_CONFIG } from '../app-config'

/** How a detail names a level. */
export const LEVEL_LABELS: Record<ForumLevel, string> = { middle_school: '高中', university: '大学' }

/** The level a user reads by default (null: a visitor). */
export function levelOfGrade(grade: string | null | undefined): ForumLevel {
  return identityOf(grade) === 'college' ? 'university' : 'middle_school'
}

/** The level's feed tabs as the tab config lists them, 'recommend' first. */
export function tabsOf(level: ForumLevel): TabConfigItem[] {
  return TAB_CONFIG.TabConfig[level]
}

/** A tab a post can be filed under: a key of the level's tab config other than 'recommend'. */
export function isPostTab(level: ForumLevel, tab: string): boolean {
  return tab !== RECOMMEND_TAB && tabsOf(level).some((t) => t.key === tab)
}

/** 400 naming `field` unless `tab` is a post tab of the level (or, for a feed, 'recommend'). */
export function checkTab(level: ForumLevel, tab: string, options: { allowRecommend: boolean; field?: string }): void {
  if (isPostTab(level, tab) || (options.allowRecommend && tab === RECOMMEND_TAB)) return
  throw fieldError(options.field ?? 'tab', `该分区不属于${LEVEL_LABELS[level]}版块，请重新选择`)
}

/** 400 unless `qaTag` is a key of the QA-tag config. */
export function checkQaTag(qaTag: string): void {
  if (!TAB_CONFIG.QaTagConfig.some((t) => t.key === qaTag)) throw fieldError('qa_tag', '问答标签不存在，请重新选择')
}

/**
 * The stored word of a hashtag filter: a key of the hashtag config ('qiangji') means its label's
 * word (强基计划); anything else is taken as the word itself, with or without '#'.
 */
export function hashtagWord(filter: string): string {
  const configured = TAB_CONFIG.HashTagConfig.find((t) => t.key === filter)
  return normalizeHashtag(configured ? configured.label : filter)
}
