import './support/globals'
import { taroMock } from './support/taroMock'
import { LocationError, h5Location, weappLocation } from '../../src/platform/location'

jest.mock('@tarojs/taro', () => ({ __esModule: true, default: require('./support/taroMock').taroMock }))

const mock = taroMock as typeof taroMock & { openLocation?: jest.Mock }
const point = { name: '北京大学', province: '北京', city: '北京市', lat: 39.9, lng: 116.4 }

describe('showing a point on a map (open-location)', () => {
  it('weapp: WeChat’s map page with the name and the address', async () => {
    mock.openLocation = jest.fn().mockResolvedValue({ errMsg: 'openLocation:ok' })
    expect(weappLocation.canOpenMap).toBe(true)
    await weappLocation.openMap(point, '北京 · 北京市')
    expect(mock.openLocation).toHaveBeenCalledWith({ latitude: 39.9, longitude: 116.4, name: '北京大学', address: '北京 · 北京市', scale: 12 })
  })

  it('weapp: closing the map is no error; a failure is one in Chinese', async () => {
    mock.openLocation = jest.fn().mockRejectedValue({ errMsg: 'openLocation:fail cancel' })
    await expect(weappLocation.openMap(point, '')).resolves.toBeUndefined()
    mock.openLocation = jest.fn().mockRejectedValue({ errMsg: 'openLocation:fail' })
    await expect(weappLocation.openMap(point, '')).rejects.toEqual(new LocationError('地图打开失败，请稍后再试'))
  })

  it('h5: no map (the page shows the coordinates)', () => {
    expect(h5Location.canOpenMap).toBe(false)
  })
})
