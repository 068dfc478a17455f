/** Study videos (issue 24, docs/study.md): courses by subject and chapter, lessons, playback progress. */
import type { FastifyPluginAsync } from 'fastify'

export const studyRoutes: FastifyPluginAsync = async () => undefined
