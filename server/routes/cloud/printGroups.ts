/**
 * Merged prints (issue 21; types/print.ts PRINT_PATHS.groups, services/print/groups.ts). Login
 * required; another user's group is 404 合并打印不存在, another user's file 404 文件不存在.
 *
 *   POST   /api/cloud/print/groups/       PrintGroupCreate → 201 PrintGroup (≥ 2 unlocked files; a file leaves its old group)
 *   PATCH  /api/cloud/print/groups/<id>/  PrintGroupPatch → PrintGroup (order, name, settings for every file)
 *   DELETE /api/cloud/print/groups/<id>/  → DetailResponse (its files stay queued)
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { PRINT_PATHS } from '../../../types/print'
import { NoQuery } from '../../../types/schema'
import { DetailResponse } from '../../../types/schemas/api'
import { PrintGroup, PrintGroupCreate, PrintGroupPatch, PrintIdParams } from '../../../types/schemas/print'
import { rel } from '../../lib/paths'
import { userIdOf } from '../../plugins/auth'
import { createGroup, deleteGroup, patchGroup } from '../../services/print/groups'

const groups = rel(PRINT_PATHS.groups)
const group = `${groups}:id/`

export const printGroupRoutes: FastifyPluginAsyncTypebox = async (api) => {
  const db = api.database.db

  api.post(groups, { schema: { querystring: NoQuery, body: PrintGroupCreate, response: { 201: PrintGroup } } }, async (request, reply) =>
    reply.code(201).send(await createGroup(db, userIdOf(request), request.body, api.accounts.clock()))
  )

  api.patch(group, { schema: { params: PrintIdParams, querystring: NoQuery, body: PrintGroupPatch, response: { 200: PrintGroup } } }, async (request) =>
    patchGroup(db, userIdOf(request), request.params.id, request.body)
  )

  api.delete(group, { schema: { params: PrintIdParams, querystring: NoQuery, response: { 200: DetailResponse } } }, async (request) => {
    await deleteGroup(db, userIdOf(request), request.params.id)
    return { detail: '已取消合并' }
  })
}
