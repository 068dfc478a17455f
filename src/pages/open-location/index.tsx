import { Text, View } from '@tarojs/components'
import Taro, { useRouter } from '@tarojs/taro'
import { useEffect, useMemo } from 'react'
import { EmptyState } from '@/components/EmptyState'
import { PageShell } from '@/components/PageShell'
import { placeLabel } from '@core/gaokao'
import { coordinateLabel, parseMapPoint, type MapPoint } from '@/lib/mapPoint'
import { LocationError, platformLocation } from '@/platform/location'
import './index.scss'

async function showOnMap(point: MapPoint): Promise<void> {
  try {
    await platformLocation.openMap(point, placeLabel(point.province, point.city))
  } catch (e) {
    const title = e instanceof LocationError ? e.userMessage : '地图打开失败，请稍后再试'
    Taro.showToast({ title, icon: 'none' }).catch(() => undefined)
  }
}

/**
 * 查看位置: an institution's position from its detail page (name, province, city, lat, lng in the
 * URL, lib/mapPoint.ts). The mini-program opens WeChat's map at once and keeps the card behind it
 * to open it again; H5 has no map and shows the card only. The point is the city centre: say so.
 */
export default function OpenLocation() {
  const { params } = useRouter()
  const point = useMemo(() => parseMapPoint(params), [params])

  useEffect(() => {
    if (point && platformLocation.canOpenMap) void showOnMap(point)
  }, [point])

  if (!point) {
    return (
      <PageShell>
        <EmptyState title='位置信息有误' hint='请从院校详情页重新打开' testId='open-location-invalid' />
      </PageShell>
    )
  }
  const city = point.city || point.province
  return (
    <PageShell>
      <View className='ol-page' data-testid='open-location-page'>
        <View className='ol-card'>
          <View className='ol-pin' />
          <Text className='ol-name' data-testid='open-location-name'>
            {point.name}
          </Text>
          {city ? (
            <Text className='ol-place' data-testid='open-location-place'>
              {placeLabel(point.province, point.city)}
            </Text>
          ) : null}
          <View className='ol-coords'>
            <Text className='ol-coords__label'>坐标</Text>
            <Text className='ol-coords__value' data-testid='open-location-coords'>
              {coordinateLabel(point.lat, point.lng)}
            </Text>
          </View>
          {platformLocation.canOpenMap ? (
            <View className='ol-btn' data-testid='open-location-map' onClick={() => showOnMap(point)}>
              在地图中查看
            </View>
          ) : null}
        </View>
        <Text className='ol-note' data-testid='open-location-note'>
          坐标取{city || '所在城市'}的中心位置，并非校区位置：教育部公布的高校名单不含校区坐标。前往学校请以学校官方公布的地址为准。
        </Text>
      </View>
    </PageShell>
  )
}
