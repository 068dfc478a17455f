/** lib/mapPoint.ts: the point of 查看位置, through the URL and back, and its label. */
import { urlOf } from '../../src/routes'
import { coordinateLabel, mapPointOf, mapPointQuery, parseMapPoint } from '../../src/lib/mapPoint'

const pku = { name: '北京大学', province: '北京', city: '北京市', lat: 39.9042, lng: 116.4074 }

test('an institution without coordinates has no point', () => {
  expect(mapPointOf({ ...pku, lat: null, lng: null })).toBeNull()
  expect(mapPointOf({ ...pku, lng: null })).toBeNull()
  expect(mapPointOf(Object.assign({ code: '4111010001' }, pku))).toEqual(pku)
})

test('through the URL and back, encoded (weapp hands parameters over as sent) or decoded (H5)', () => {
  const url = urlOf('open-location', mapPointQuery(pku))
  expect(url.startsWith('/pages/open-location/index?')).toBe(true)
  const raw: Record<string, string> = Object.fromEntries(
    url
      .split('?')[1]
      .split('&')
      .map((kv) => kv.split('='))
  )
  expect(parseMapPoint(raw)).toEqual(pku)
  const decoded = Object.fromEntries(Object.entries(raw).map(([k, v]) => [k, decodeURIComponent(v)]))
  expect(parseMapPoint(decoded)).toEqual(pku)
})

test('missing or impossible parameters give no point', () => {
  const q = { name: '北京大学', lat: '39.9', lng: '116.4' }
  expect(parseMapPoint(q)).toEqual({ name: '北京大学', province: '', city: '', lat: 39.9, lng: 116.4 })
  expect(parseMapPoint({ ...q, name: ' ' })).toBeNull()
  expect(parseMapPoint({ ...q, lat: undefined })).toBeNull()
  expect(parseMapPoint({ ...q, lat: '' })).toBeNull()
  expect(parseMapPoint({ ...q, lat: 'abc' })).toBeNull()
  expect(parseMapPoint({ ...q, lat: '91' })).toBeNull()
  expect(parseMapPoint({ ...q, lng: '-180.5' })).toBeNull()
})

test('coordinates in Chinese, two decimals, hemispheres named', () => {
  expect(coordinateLabel(39.9042, 116.4074)).toBe('北纬 39.90°，东经 116.41°')
  expect(coordinateLabel(-33.8688, -70.6693)).toBe('南纬 33.87°，西经 70.67°')
})
