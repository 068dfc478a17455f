/** Live classes (issue 24, docs/live.md): groups, sessions, tickets and the chat stream. */
import type { FastifyPluginAsync } from 'fastify'

export const liveRoutes: FastifyPluginAsync = async () => undefined
