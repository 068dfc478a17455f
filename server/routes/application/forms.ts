/** The saved application forms (getApplicationForm, save, delete): the caller's own only. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { APPLICATION_PATHS } from '../../../types/application'
import { NoQuery } from '../../../types/schema'
import { ApplicationForm, ApplicationFormBody, ApplicationFormList, FormDeleteBody } from '../../../types/schemas/application'
import { DetailResponse } from '../../../types/schemas/api'
import { rel } from '../../lib/paths'
import { userIdOf } from '../../plugins/auth'
import { deleteForm, listForms, saveForm } from '../../services/applicationForms'

export const formRoutes: FastifyPluginAsyncTypebox = async (api) => {
  const db = api.database.db

  api.get(rel(APPLICATION_PATHS.forms), { schema: { querystring: NoQuery, response: { 200: ApplicationFormList } } }, async (request) => listForms(db, userIdOf(request)))

  api.post(rel(APPLICATION_PATHS.formSave), { schema: { querystring: NoQuery, body: ApplicationFormBody, response: { 200: ApplicationForm } } }, async (request) =>
    saveForm(db, userIdOf(request), request.body, api.accounts.clock())
  )

  api.post(rel(APPLICATION_PATHS.formDelete), { schema: { querystring: NoQuery, body: FormDeleteBody, response: { 200: DetailResponse } } }, async (request) => {
    await deleteForm(db, userIdOf(request), request.body.id)
    return { detail: '已删除' }
  })
}
