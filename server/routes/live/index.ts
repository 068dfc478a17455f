/**
 * Live classes (issue 24, docs/live.md): groups, sessions, the room, tickets and the chat stream.
 * Paths: types/live.ts LIVE_PATHS. SQL and rules in server/services/live/ and core/live*.ts; the
 * chat socket and its fan-out in server/live/.
 */
import type { FastifyPluginAsync } from 'fastify'
import { loginRequired } from '../../plugins/auth'
import { liveChatRoutes } from './chat'
import { liveRoomRoutes } from './room'
import { liveSessionRoutes } from './sessions'

export const liveRoutes: FastifyPluginAsync = async (api) => {
  await api.register(liveSessionRoutes)
  await api.register(loginRequired(liveRoomRoutes))
  // The socket authenticates in its first frame (chat.ts), not by header.
  await api.register(liveChatRoutes)
}
