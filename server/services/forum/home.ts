/**
 * The home tab's first screen in one answer (GET /api/forum/home/): the level (asked for, else the
 * user's, a visitor's middle_school), its tabs, the hashtag and QA-tag config, the hot list and the
 * first page of its 'recommend' feed.
 */
import { eq } from 'drizzle-orm'
import { RECOMMEND_TAB, type ForumLevel, type HomeResponse } from '../../../types/forum'
import type { Db } from '../../db/open'
import { users } from '../../db/schema'
import { TAB_CONFIG } from '../app-config'
import { feedPage } from './feed'
import { hotList } from './hot'
import { levelOfGrade, tabsOf } from './levels'

/** The level a user reads by default: their identity's; a visitor's (or a vanished user's) middle_school. */
export async function levelOfUser(db: Db, userId: number | null): Promise<ForumLevel> {
  if (userId === null) return levelOfGrade(null)
  const [row] = await db.select({ grade: users.grade }).from(users).where(eq(users.id, userId))
  return levelOfGrade(row?.grade)
}

export async function homeScreen(db: Db, apiPrefix: string, viewerId: number | null, asked: ForumLevel | undefined, now: number): Promise<HomeResponse> {
  const level = asked ?? (await levelOfUser(db, viewerId))
  const hot = await hotList(db, level, now, viewerId)
  const feed = await feedPage(db, apiPrefix, viewerId, { level, tab: RECOMMEND_TAB })
  return { level, tabs: tabsOf(level), hashtags: TAB_CONFIG.HashTagConfig, qa_tags: TAB_CONFIG.QaTagConfig, hot, feed }
}
