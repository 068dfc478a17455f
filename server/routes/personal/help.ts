/** Issue 22: filled in by its owner (see docs/personal.md once written). */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'

export const helpRoutes: FastifyPluginAsyncTypebox = async () => undefined
