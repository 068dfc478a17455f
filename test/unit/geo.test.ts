/** Haversine distance (server/domain/geo.ts) and the city table (server/domain/cityCoordinates.ts). */
import { PROVINCES } from '../../server/services/provinces'
import { CITY_POINTS, cityPoint } from '../../server/domain/cityCoordinates'
import { distanceKm, roundKm } from '../../server/domain/geo'
import { readOfficialList } from '../support/officialList'

test('distanceKm: zero, symmetric, known distances', () => {
  const beijing = { lat: 39.9042, lng: 116.4074 }
  const shanghai = { lat: 31.2304, lng: 121.4737 }
  expect(distanceKm(beijing, beijing)).toBe(0)
  // Beijing – Shanghai is about 1,067 km great-circle.
  expect(distanceKm(beijing, shanghai)).toBeGreaterThan(1060)
  expect(distanceKm(beijing, shanghai)).toBeLessThan(1075)
  expect(distanceKm(shanghai, beijing)).toBeCloseTo(distanceKm(beijing, shanghai), 9)
  // One degree of latitude ≈ 111.2 km; one degree of longitude at 60° ≈ half of that.
  expect(distanceKm({ lat: 0, lng: 0 }, { lat: 1, lng: 0 })).toBeCloseTo(111.19, 1)
  expect(distanceKm({ lat: 60, lng: 0 }, { lat: 60, lng: 1 })).toBeCloseTo(55.6, 0)
  // Antipodes: half the circumference, no NaN.
  expect(distanceKm({ lat: 0, lng: 0 }, { lat: 0, lng: 180 })).toBeCloseTo(Math.PI * 6371.0088, 6)
  expect(roundKm(12.345)).toBe(12.3)
  expect(roundKm(12.35)).toBe(12.4)
})

/** Rough bounds (lat, lng) of each province: a typo in the table lands outside them. */
const BOUNDS: Record<string, [number, number, number, number]> = {
  北京: [39.4, 41.1, 115.4, 117.5],
  天津: [38.5, 40.3, 116.7, 118.1],
  河北: [36.0, 42.7, 113.4, 119.9],
  山西: [34.5, 40.8, 110.2, 114.6],
  内蒙古: [37.4, 53.4, 97.2, 126.1],
  辽宁: [38.7, 43.5, 118.8, 125.8],
  吉林: [40.8, 46.3, 121.6, 131.4],
  黑龙江: [43.4, 53.6, 121.2, 135.1],
  上海: [30.7, 31.9, 120.8, 122.0],
  江苏: [30.7, 35.2, 116.3, 121.9],
  浙江: [27.0, 31.2, 118.0, 123.0],
  安徽: [29.4, 34.7, 114.9, 119.7],
  福建: [23.5, 28.4, 115.8, 120.7],
  江西: [24.5, 30.1, 113.5, 118.5],
  山东: [34.4, 38.4, 114.8, 122.8],
  河南: [31.4, 36.4, 110.3, 116.7],
  湖北: [29.0, 33.3, 108.3, 116.2],
  湖南: [24.6, 30.2, 108.8, 114.3],
  广东: [20.2, 25.6, 109.6, 117.4],
  广西: [20.9, 26.4, 104.4, 112.1],
  海南: [18.1, 20.2, 108.6, 111.1],
  重庆: [28.1, 32.3, 105.2, 110.2],
  四川: [26.0, 34.4, 97.3, 108.6],
  贵州: [24.6, 29.3, 103.6, 109.6],
  云南: [21.1, 29.3, 97.5, 106.2],
  西藏: [26.8, 36.5, 78.4, 99.2],
  陕西: [31.7, 39.6, 105.4, 111.3],
  甘肃: [32.5, 42.8, 92.2, 108.8],
  青海: [31.6, 39.3, 89.4, 103.1],
  宁夏: [35.2, 39.4, 104.2, 107.7],
  新疆: [34.3, 49.2, 73.5, 96.4]
}

test('every city lies inside its province; names are unique', () => {
  expect(Object.keys(BOUNDS).sort()).toEqual([...PROVINCES].sort())
  for (const point of CITY_POINTS) {
    const [latMin, latMax, lngMin, lngMax] = BOUNDS[point.province]
    expect([point.city, point.lat >= latMin && point.lat <= latMax && point.lng >= lngMin && point.lng <= lngMax]).toEqual([point.city, true])
  }
  expect(new Set(CITY_POINTS.map((p) => p.city)).size).toBe(CITY_POINTS.length)
  // Neighbouring cities are where they should be relative to each other.
  expect(distanceKm(cityPoint('南京市')!, cityPoint('镇江市')!)).toBeLessThan(80)
  expect(distanceKm(cityPoint('广州市')!, cityPoint('佛山市')!)).toBeLessThan(30)
  expect(cityPoint('南京')).toEqual(cityPoint('南京市'))
  expect(cityPoint('不存在市')).toBeNull()
})

test('coordinates cover all 2,919 institutions of the ministry list (345 cities)', () => {
  const list = readOfficialList()
  const located = list.filter((row) => cityPoint(row.location) !== null).length
  expect(list).toHaveLength(2919)
  expect(located).toBe(2919)
  expect(located / list.length).toBeGreaterThanOrEqual(0.95)
  expect(new Set(list.map((row) => row.location)).size).toBe(345)
  expect(CITY_POINTS).toHaveLength(345)
})
