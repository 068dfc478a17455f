/**
 * The chat WebSocket (issue 24): GET /api/edu/live/<id>/chat/ upgraded by @fastify/websocket; the
 * protocol is server/live/room.ts's. The upgrade request is exempt from the request signature (a
 * browser WebSocket cannot set the X-Ts/X-Sign headers): the socket is authenticated by the
 * access token in its first frame, and every frame after that is checked by the server's rules.
 * Not in the OpenAPI document (hide): its frames are types/schemas/live.ts LiveClientFrame and
 * LiveServerFrame, in docs/live.md.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import type { FastifyRequest } from 'fastify'
import { LIVE_PATHS } from '../../../types/live'
import { LiveIdParams } from '../../../types/schemas/live'
import { rel } from '../../lib/paths'
import { createHub } from '../../live/hub'
import { serveChatSocket, type ChatContext } from '../../live/room'

export const liveChatRoutes: FastifyPluginAsyncTypebox = async (api) => {
  const hub = createHub(api.config.live.redisUrl, (error) => api.log.error({ err: error }, 'live chat: redis'))
  api.addHook('onClose', async () => hub.close())

  const userOfToken = async (token: string): Promise<number | null> => {
    // The same check as every HTTP route's (plugins/auth.ts), on a request that carries only the token.
    const probe = { headers: { authorization: `Bearer ${token}` }, user: null } as unknown as FastifyRequest
    try {
      await api.authenticate(probe)
      return probe.user?.id ?? null
    } catch {
      return null
    }
  }
  const ctx: ChatContext = {
    db: api.database.db,
    hub,
    clock: () => api.accounts.clock(),
    userOfToken,
    sends: new Map(),
    chains: new Map(),
    onError: (error) => api.log.error({ err: error }, 'live chat')
  }

  api.get(rel(LIVE_PATHS.chat(':id')), { websocket: true, config: { signature: false }, schema: { params: LiveIdParams, hide: true } }, (socket, request) =>
    serveChatSocket(socket, request.params.id, ctx)
  )
}
