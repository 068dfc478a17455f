/**
 * Institutions around a point and the cities with coordinates (university/around, choose-location).
 * Signed, no login needed. /edu/university/around/ is a static path, so Fastify's router matches it
 * before the parametric /edu/university/:id/ whatever the order of registration.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { AROUND_RADIUS, CITY_SOURCE, EDU_PATHS } from '../../../types/edu'
import { INSTITUTION_SOURCE } from '../../../types/gaokao'
import { NoQuery } from '../../../types/schema'
import { CityPoints, NearbyPage, NearbyQuery } from '../../../types/schemas/edu'
import { CITY_POINTS } from '../../domain/cityCoordinates'
import { roundKm } from '../../domain/geo'
import { paginate } from '../../lib/paginate'
import { rel } from '../../lib/paths'
import { institutionIndex } from '../../services/institutionSearch'

export const placeRoutes: FastifyPluginAsyncTypebox = async (api) => {
  api.get(rel(EDU_PATHS.around), { schema: { querystring: NearbyQuery, response: { 200: NearbyPage } } }, async (request) => {
    const { lat, lng, radius_km: radiusKm = AROUND_RADIUS.default, level, page, page_size } = request.query
    const hit = (await institutionIndex(api.database)).nearby({ point: { lat, lng }, radiusKm, level, page, page_size })
    const results = hit.results.map((r) => ({ ...r.summary, distance_km: roundKm(r.distanceKm) }))
    return { ...paginate(request.raw.url ?? '', request.query, hit.total, results), source: INSTITUTION_SOURCE }
  })

  api.get(rel(EDU_PATHS.cities), { schema: { querystring: NoQuery, response: { 200: CityPoints } } }, async () => ({ results: [...CITY_POINTS], source: CITY_SOURCE }))
}
