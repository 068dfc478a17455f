/**
 * Places for university/around, inAround and the choose-location page: the city list grouped by
 * province, finding an institution's city, and distance labels. No Taro import; tested in
 * test/unit/place.test.ts.
 */
import type { CityPoint, GeoPoint } from '@types-contract/edu'
import { PROVINCES } from '@core/provinceFacts'

/** The radius choices of university/around, km; the server's default is 50 and its maximum 500. */
export const AROUND_RADII: readonly number[] = [20, 50, 100, 200, 500]
export const DEFAULT_RADIUS_KM = 50

/** A place the user chose: a city from the list, or a point from the device / the map. */
export interface ChosenPlace extends GeoPoint {
  /** Shown above the list: '河南 · 郑州市', '当前位置' or the map's place name. */
  label: string
  /** The province, when known (a city from the list). */
  province?: string
}

/** Provinces in the usual order, each with its cities in the order the list gives them. */
export function citiesByProvince(cities: readonly CityPoint[]): { province: string; cities: CityPoint[] }[] {
  const groups = new Map<string, CityPoint[]>()
  for (const c of cities) groups.set(c.province, [...(groups.get(c.province) ?? []), c])
  const rank = (p: string) => {
    const i = (PROVINCES as readonly string[]).indexOf(p)
    return i < 0 ? PROVINCES.length : i
  }
  return [...groups.entries()].sort((a, b) => rank(a[0]) - rank(b[0])).map(([province, list]) => ({ province, cities: list }))
}

/** Cities whose name (or province) contains the typed text, in list order. */
export function filterCities(cities: readonly CityPoint[], text: string): CityPoint[] {
  const q = text.trim()
  if (!q) return []
  return cities.filter((c) => c.city.includes(q) || c.province.includes(q))
}

/**
 * The province the city picker opens on: the chosen place's, else the user's (the profile may say
 * '河南省'), else 北京, else the first listed.
 */
export function startProvince(listed: readonly string[], placeProvince: string | undefined, userProvince: string | null | undefined): string | undefined {
  const match = (p: string | null | undefined) => (p ? listed.find((name) => p === name || p.startsWith(name)) : undefined)
  return match(placeProvince) ?? match(userProvince) ?? match('北京') ?? listed[0]
}

/** '郑州' and '郑州市' name one city. */
function sameCity(a: string, b: string): boolean {
  const strip = (s: string) => s.replace(/(市|地区|自治州|盟)$/, '')
  return a === b || strip(a) === strip(b)
}

/**
 * The listed city of a place (an institution's province and city), else the province's first
 * listed city (its capital in the list's order), else undefined.
 */
export function findCity(cities: readonly CityPoint[], province: string, city: string): CityPoint | undefined {
  const inProvince = cities.filter((c) => c.province === province || province.startsWith(c.province))
  return inProvince.find((c) => sameCity(c.city, city)) ?? inProvince[0]
}

export function placeOfCity(c: CityPoint): ChosenPlace {
  return { lat: c.lat, lng: c.lng, province: c.province, label: c.city === c.province ? c.city : `${c.province} · ${c.city}` }
}

/** '同城' under 1 km (distances are to city centres), '8.5 km', '1,234 km'. */
export function distanceLabel(km: number): string {
  if (km < 1) return '同城'
  if (km < 100) return `${Math.round(km * 10) / 10} km`
  return `${String(Math.round(km)).replace(/\B(?=(\d{3})+(?!\d))/g, ',')} km`
}
