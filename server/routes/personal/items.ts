/**
 * Pendants and accessories (issue 22; types/personalItems.ts ITEM_PATHS, services/personal/items.ts).
 * The catalogue and an item's page are open (a visitor sees what there is and how to get it); with
 * login they say what the caller owns and wears. Buying, wearing and taking off need login.
 *
 *   GET    /api/user/accessories/                    → ItemCatalogue
 *   GET    /api/user/accessories/<kind>/<key>/       → ItemDetail (404 挂件不存在 / 饰品不存在)
 *   POST   /api/user/accessories/<kind>/<key>/buy/   → ItemBought (409 owned, 422 金币不足 or not sold)
 *   POST   /api/user/accessories/<kind>/<key>/wear/  → WornItems (403 not owned)
 *   DELETE /api/user/accessories/<kind>/<key>/wear/  → DetailResponse (takes it off when worn)
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { ITEM_KIND_NAMES, ITEM_PATHS } from '../../../types/personalItems'
import { EmptyBody, NoQuery } from '../../../types/schema'
import { DetailResponse } from '../../../types/schemas/api'
import { ItemBought, ItemCatalogue, ItemDetail, ItemParams, WornItems } from '../../../types/schemas/personalItems'
import { noBodyIsEmpty } from '../../lib/emptyBody'
import { rel } from '../../lib/paths'
import { loginRequired, optionalUserId, userIdOf } from '../../plugins/auth'
import { buyItem, itemCatalogue, itemDetail, takeOffItem, wearItem } from '../../services/personal/items'

const items = rel(ITEM_PATHS.items)
const item = `${items}:kind/:key/`

const ownerRoutes: FastifyPluginAsyncTypebox = async (api) => {
  const db = api.database.db
  const now = () => api.accounts.clock()
  const action = { preValidation: noBodyIsEmpty, schema: { params: ItemParams, querystring: NoQuery, body: EmptyBody } }

  api.post(`${item}buy/`, { ...action, schema: { ...action.schema, response: { 200: ItemBought } } }, async (request) =>
    buyItem(db, userIdOf(request), request.params.kind, request.params.key, now())
  )

  api.post(`${item}wear/`, { ...action, schema: { ...action.schema, response: { 200: WornItems } } }, async (request) =>
    wearItem(db, userIdOf(request), request.params.kind, request.params.key)
  )

  api.delete(`${item}wear/`, { schema: { params: ItemParams, querystring: NoQuery, response: { 200: DetailResponse } } }, async (request) => {
    await takeOffItem(db, userIdOf(request), request.params.kind, request.params.key)
    return { detail: `已取下${ITEM_KIND_NAMES[request.params.kind]}` }
  })
}

export const itemRoutes: FastifyPluginAsyncTypebox = async (api) => {
  const db = api.database.db

  api.get(items, { schema: { querystring: NoQuery, response: { 200: ItemCatalogue } } }, async (request) => itemCatalogue(db, await optionalUserId(api, request)))

  api.get(item, { schema: { params: ItemParams, querystring: NoQuery, response: { 200: ItemDetail } } }, async (request) =>
    itemDetail(db, await optionalUserId(api, request), request.params.kind, request.params.key)
  )

  await api.register(loginRequired(ownerRoutes))
}
