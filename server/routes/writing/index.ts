/**
 * Writing and the daily study check-in (issue 24, docs/writing.md). Paths: types/writing.ts
 * WRITING_PATHS, CHECKIN_PATHS. Prompts are open; drafts and the check-in need login. All SQL and
 * rules live in server/services/writing/ and core/essayWords.ts, core/studyCheckin.ts.
 */
import type { FastifyPluginAsync } from 'fastify'
import { loginRequired } from '../../plugins/auth'
import { checkinRoutes } from './checkin'
import { draftRoutes } from './drafts'
import { promptRoutes } from './prompts'

export const writingRoutes: FastifyPluginAsync = async (api) => {
  await api.register(promptRoutes)
  await api.register(loginRequired(draftRoutes))
  await api.register(loginRequired(checkinRoutes))
}
