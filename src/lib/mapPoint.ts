/**
 * The point the open-location page (查看位置) shows: built from an institution on its detail
 * page, carried in the URL, read back and labelled. No Taro import; tested in
 * test/unit/mapPoint.test.ts.
 */
import { decodeParam } from './edu'

export interface MapPoint {
  name: string
  province: string
  city: string
  lat: number
  lng: number
}

/** Where the institution is, or null when its city has no coordinates. */
export function mapPointOf(u: { name: string; province: string; city: string; lat: number | null; lng: number | null }): MapPoint | null {
  return u.lat === null || u.lng === null ? null : { name: u.name, province: u.province, city: u.city, lat: u.lat, lng: u.lng }
}

/** The page's URL parameters (urlOf encodes them). */
export function mapPointQuery(p: MapPoint): Record<string, string | number> {
  return { name: p.name, province: p.province, city: p.city, lat: p.lat, lng: p.lng }
}

/** The point back from the page's parameters (percent-encoded or not); null when any is missing or out of range. */
export function parseMapPoint(params: Record<string, string | undefined>): MapPoint | null {
  const name = decodeParam(params.name)?.trim()
  const lat = Number(params.lat)
  const lng = Number(params.lng)
  if (!name || !params.lat || !params.lng || !(Math.abs(lat) <= 90) || !(Math.abs(lng) <= 180)) return null
  return { name, province: decodeParam(params.province) ?? '', city: decodeParam(params.city) ?? '', lat, lng }
}

/** '北纬 39.90°，东经 116.41°' (two decimals: about a kilometre, as precise as a city centre is). */
export function coordinateLabel(lat: number, lng: number): string {
  const ns = lat >= 0 ? '北纬' : '南纬'
  const ew = lng >= 0 ? '东经' : '西经'
  return `${ns} ${Math.abs(lat).toFixed(2)}°，${ew} ${Math.abs(lng).toFixed(2)}°`
}
