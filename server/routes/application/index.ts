/**
 * The application routes (填志愿, issue 6; types/application.ts):
 *
 *   POST indexStat   IndexStatBody → IndexStat                 login optional (indexStat.ts)
 *   GET  recommend   RecommendQuery → RecommendResponse         login (recommend.ts)
 *   POST aiFill      AiFillBody → AiFillResponse                login; non-VIP: masked preview (recommend.ts)
 *   GET  forms       → ApplicationForm[] (newest updated first) login, own forms only (forms.ts)
 *   POST formSave    ApplicationFormBody → ApplicationForm      login; create, or update by id (forms.ts)
 *   POST formDelete  { id } → { detail }                        login (forms.ts)
 *   GET  invite list InvitedUserPage (newest first)             login (invite.ts)
 *   POST invite bind { code } → { detail }                      login (invite.ts)
 *
 * Every input is checked by its schema (400 validation_error with Chinese field messages), then by
 * the rules of the services. Decisions: docs/recommendation.md, "Recommendation API".
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { loginRequired } from '../../plugins/auth'
import { formRoutes } from './forms'
import { indexStatRoutes } from './indexStat'
import { inviteRoutes } from './invite'
import { recommendRoutes } from './recommend'

const memberRoutes: FastifyPluginAsyncTypebox = async (api) => {
  await api.register(recommendRoutes)
  await api.register(formRoutes)
  await api.register(inviteRoutes)
}

export const applicationRoutes: FastifyPluginAsyncTypebox = async (api) => {
  await api.register(indexStatRoutes)
  await api.register(loginRequired(memberRoutes))
}
