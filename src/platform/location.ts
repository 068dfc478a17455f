/**
 * Where the user is, for university/around through the choose-location page, and a point shown
 * on a map (open-location), one adapter per platform (DESIGN.md "Platforms"):
 *  - weapp: the device position (Taro.getLocation in WGS-84, like the city table
 *    lib/cityCoordinates.ts) and a point picked on WeChat's map (Taro.chooseLocation; its GCJ-02
 *    point is a few hundred metres off WGS-84, nothing next to city-centre distances). app.json
 *    must declare both in requiredPrivateInfos, with a scope.userLocation purpose in permission,
 *    or WeChat refuses the calls. Showing a point (Taro.openLocation, WeChat's own map page)
 *    needs no permission; it takes GCJ-02, and our WGS-84 city centres land a few hundred
 *    metres off, nothing next to a city centre standing for a campus.
 *  - h5: no device position: browsers give one only on HTTPS pages and after a prompt; the page
 *    offers the city list, which works everywhere. No map either: open-location shows the
 *    coordinates as text.
 */
import Taro from '@tarojs/taro'
import { PLATFORM } from '../env'
import type { MapPoint } from '../lib/mapPoint'
import type { ChosenPlace } from '../lib/place'

export class LocationError extends Error {
  constructor(readonly userMessage: string) {
    super(userMessage)
    this.name = 'LocationError'
  }
}

export interface LocationAdapter {
  /** Device position and map picking exist on this platform. */
  readonly canLocate: boolean
  /** The device's position; null when the user cancelled. */
  locate(): Promise<ChosenPlace | null>
  /** A point picked on the map; null when the user cancelled. */
  pickOnMap(): Promise<ChosenPlace | null>
  /** A map to show a point on exists on this platform. */
  readonly canOpenMap: boolean
  /** Shows the point on the platform's map (`address` under its name). */
  openMap(point: MapPoint, address: string): Promise<void>
}

const DENIED = '未获得位置权限，请在设置中允许使用位置信息，或从城市列表选择'

const errMsg = (error: unknown) => String((error as { errMsg?: string })?.errMsg ?? error)
const isCancel = (error: unknown) => /cancel/i.test(errMsg(error))

function failure(error: unknown): ChosenPlace | null {
  if (isCancel(error)) return null
  const msg = errMsg(error)
  throw new LocationError(/auth|deny|denied/i.test(msg) ? DENIED : '定位失败，请从城市列表选择')
}

export const weappLocation: LocationAdapter = {
  canLocate: true,
  async locate() {
    try {
      const r = await Taro.getLocation({ type: 'wgs84' })
      return { lat: r.latitude, lng: r.longitude, label: '当前位置' }
    } catch (error) {
      return failure(error)
    }
  },
  async pickOnMap() {
    try {
      const r = await Taro.chooseLocation({})
      return { lat: r.latitude, lng: r.longitude, label: r.name || r.address || '地图选点' }
    } catch (error) {
      return failure(error)
    }
  },
  canOpenMap: true,
  async openMap(point, address) {
    try {
      await Taro.openLocation({ latitude: point.lat, longitude: point.lng, name: point.name, address, scale: 12 })
    } catch (error) {
      if (!isCancel(error)) throw new LocationError('地图打开失败，请稍后再试')
    }
  }
}

export const h5Location: LocationAdapter = {
  canLocate: false,
  locate: async () => null,
  pickOnMap: async () => null,
  canOpenMap: false,
  openMap: async () => undefined
}

export const platformLocation: LocationAdapter = PLATFORM === 'weapp' ? weappLocation : h5Location
