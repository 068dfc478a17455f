/** Writing and the daily study check-in (issue 24, docs/study.md). */
import type { FastifyPluginAsync } from 'fastify'

export const writingRoutes: FastifyPluginAsync = async () => undefined
