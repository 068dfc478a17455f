/**
 * Shipping addresses and the division picker (issue 21; types/addresses.ts ADDRESS_PATHS,
 * services/addresses.ts, services/divisions.ts). The divisions need no login (the app carries no
 * division data); addresses do, and another user's address is 404 地址不存在.
 *
 *   GET    /api/cloud/addresses/divisions/?parent=   → DivisionList (no login)
 *   GET    /api/cloud/addresses/                     → AddressList (the default first, then newest)
 *   POST   /api/cloud/addresses/                     AddressInput → 201 Address (422 beyond 20)
 *   PATCH  /api/cloud/addresses/<id>/                AddressPatch → Address
 *   DELETE /api/cloud/addresses/<id>/                → DetailResponse (the default passes to the latest updated other)
 *   POST   /api/cloud/addresses/<id>/default/        → Address
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { ADDRESS_PATHS } from '../../../types/addresses'
import { EmptyBody, NoQuery } from '../../../types/schema'
import { DetailResponse } from '../../../types/schemas/api'
import { Address, AddressIdParams, AddressInput, AddressList, AddressPatch, DivisionList, DivisionQuery } from '../../../types/schemas/addresses'
import { noBodyIsEmpty } from '../../lib/emptyBody'
import { rel } from '../../lib/paths'
import { userIdOf } from '../../plugins/auth'
import { createAddress, deleteAddress, listAddresses, makeDefault, updateAddress } from '../../services/addresses'
import { divisionList } from '../../services/divisions'

const addresses = rel(ADDRESS_PATHS.addresses)
const address = `${addresses}:id/`

export const divisionRoutes: FastifyPluginAsyncTypebox = async (api) => {
  api.get(rel(ADDRESS_PATHS.divisions), { schema: { querystring: DivisionQuery, response: { 200: DivisionList } } }, async (request) =>
    divisionList(request.query.parent)
  )
}

export const addressRoutes: FastifyPluginAsyncTypebox = async (api) => {
  const db = api.database.db
  const now = () => api.accounts.clock()

  api.get(addresses, { schema: { querystring: NoQuery, response: { 200: AddressList } } }, async (request) => listAddresses(db, userIdOf(request)))

  api.post(addresses, { schema: { querystring: NoQuery, body: AddressInput, response: { 201: Address } } }, async (request, reply) =>
    reply.code(201).send(await createAddress(db, userIdOf(request), request.body, now()))
  )

  api.patch(address, { schema: { params: AddressIdParams, querystring: NoQuery, body: AddressPatch, response: { 200: Address } } }, async (request) =>
    updateAddress(db, userIdOf(request), request.params.id, request.body, now())
  )

  api.delete(address, { schema: { params: AddressIdParams, querystring: NoQuery, response: { 200: DetailResponse } } }, async (request) => {
    await deleteAddress(db, userIdOf(request), request.params.id)
    return { detail: '地址已删除' }
  })

  api.post(
    `${address}default/`,
    { preValidation: noBodyIsEmpty, schema: { params: AddressIdParams, querystring: NoQuery, body: EmptyBody, response: { 200: Address } } },
    async (request) => makeDefault(db, userIdOf(request), request.params.id, now())
  )
}
