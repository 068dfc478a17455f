/** lib/place.ts: the city picker's grouping and search, an institution's city, distance labels. */
import type { CityPoint } from '../../types/edu'
import { citiesByProvince, distanceLabel, filterCities, findCity, placeOfCity, startProvince } from '../../src/lib/place'

const c = (province: string, city: string, lat = 30, lng = 110): CityPoint => ({ province, city, lat, lng })
const CITIES = [c('河南', '郑州市'), c('北京', '北京市'), c('河南', '洛阳市'), c('江苏', '南京市'), c('江苏', '苏州市')]

test('cities grouped by province in the usual order, list order kept inside', () => {
  expect(citiesByProvince(CITIES).map((g) => [g.province, g.cities.map((x) => x.city)])).toEqual([
    ['北京', ['北京市']],
    ['江苏', ['南京市', '苏州市']],
    ['河南', ['郑州市', '洛阳市']]
  ])
})

test('search by city or province name', () => {
  expect(filterCities(CITIES, ' 州').map((x) => x.city)).toEqual(['郑州市', '苏州市'])
  expect(filterCities(CITIES, '江苏').map((x) => x.city)).toEqual(['南京市', '苏州市'])
  expect(filterCities(CITIES, ' ')).toEqual([])
})

test('findCity: 洛阳 = 洛阳市; an unknown city falls back to the province’s first', () => {
  expect(findCity(CITIES, '河南', '洛阳')?.city).toBe('洛阳市')
  expect(findCity(CITIES, '河南省', '洛阳市')?.city).toBe('洛阳市')
  expect(findCity(CITIES, '河南', '开封市')?.city).toBe('郑州市')
  expect(findCity(CITIES, '西藏', '拉萨市')).toBeUndefined()
})

test('startProvince: the place’s, the user’s, 北京, the first', () => {
  const listed = ['北京', '江苏', '河南']
  expect(startProvince(listed, '江苏', '河南省')).toBe('江苏')
  expect(startProvince(listed, undefined, '河南省')).toBe('河南')
  expect(startProvince(listed, undefined, null)).toBe('北京')
  expect(startProvince(['河南'], undefined, null)).toBe('河南')
  expect(startProvince([], undefined, null)).toBeUndefined()
})

test('place labels and distances', () => {
  expect(placeOfCity(c('河南', '郑州市', 34.75, 113.63))).toEqual({ lat: 34.75, lng: 113.63, province: '河南', label: '河南 · 郑州市' })
  expect(placeOfCity(c('北京', '北京')).label).toBe('北京')
  expect(distanceLabel(0.4)).toBe('同城')
  expect(distanceLabel(8.46)).toBe('8.5 km')
  expect(distanceLabel(1234.4)).toBe('1,234 km')
})
