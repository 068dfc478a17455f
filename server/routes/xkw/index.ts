/** The study-material library (issue 24, docs/xkw.md): search, preview, download rights, downloads into the cloud library. */
import type { FastifyPluginAsync } from 'fastify'

export const xkwRoutes: FastifyPluginAsync = async () => undefined
