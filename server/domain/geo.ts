/** Great-circle distance between two points (institutions near a place, university/around). */
import type { GeoPoint } from '../../types/edu'

/** Mean Earth radius (IUGG), km. */
const EARTH_RADIUS_KM = 6371.0088

const rad = (deg: number) => (deg * Math.PI) / 180

/** Haversine distance in km. */
export function distanceKm(a: GeoPoint, b: GeoPoint): number {
  const dLat = rad(b.lat - a.lat)
  const dLng = rad(b.lng - a.lng)
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(dLng / 2) ** 2
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)))
}

/** One decimal, as NearbyInstitution.distance_km carries it. */
export function roundKm(km: number): number {
  return Math.round(km * 10) / 10
}
