/**
 * The caller's messages (types/forumPeople.ts MESSAGE_PATHS; inside the user folder's login guard).
 * The unread total is USER_PATHS.unreadCount (data.ts). Rules and SQL: services/messages.ts.
 *
 *   GET  /api/user/messages/?type=&cursor=&limit=  MessagesQuery → MessagesPage (newest first)
 *   GET  /api/user/messages/counts/               → MessageCounts (unread per type and total)
 *   POST /api/user/messages/consume/              ConsumeBody { type? } → MessageCounts
 *   POST /api/user/messages/clean/                CleanBody { type } → MessageCounts
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { MESSAGE_PATHS } from '../../../types/forumPeople'
import { NoQuery } from '../../../types/schema'
import { CleanBody, ConsumeBody, MessageCounts, MessagesPage, MessagesQuery } from '../../../types/schemas/forumPeople'
import { noBodyIsEmpty } from '../../lib/emptyBody'
import { rel } from '../../lib/paths'
import { userIdOf } from '../../plugins/auth'
import { cleanMessages, consumeMessages, messageCounts, messagesPage } from '../../services/messages'

export const messageRoutes: FastifyPluginAsyncTypebox = async (api) => {
  const db = api.database.db

  api.get(rel(MESSAGE_PATHS.list), { schema: { querystring: MessagesQuery, response: { 200: MessagesPage } } }, async (request) =>
    messagesPage(db, api.config.apiPrefix, userIdOf(request), request.query)
  )

  api.get(rel(MESSAGE_PATHS.counts), { schema: { querystring: NoQuery, response: { 200: MessageCounts } } }, async (request) => messageCounts(db, userIdOf(request)))

  api.post(
    rel(MESSAGE_PATHS.consume),
    { preValidation: noBodyIsEmpty, schema: { querystring: NoQuery, body: ConsumeBody, response: { 200: MessageCounts } } },
    async (request) => consumeMessages(db, userIdOf(request), request.body.type, api.accounts.clock())
  )

  api.post(rel(MESSAGE_PATHS.clean), { schema: { querystring: NoQuery, body: CleanBody, response: { 200: MessageCounts } } }, async (request) =>
    cleanMessages(db, userIdOf(request), request.body.type)
  )
}
