import { Input, ScrollView, Text, View } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import { useMemo, useState } from 'react'
import type { CityPoint } from '@types-contract/edu'
import { withErrorText } from '@/api/account'
import { getCities } from '@/api/gaokao'
import { LoadView } from '@/components/LoadView'
import { PageShell } from '@/components/PageShell'
import { goBackOr } from '@/components/nav'
import { usePageLoad } from '@/components/usePageLoad'
import { sourceLabel } from '@core/gaokao'
import { citiesByProvince, filterCities, placeOfCity, startProvince, type ChosenPlace } from '@/lib/place'
import { LocationError, platformLocation } from '@/platform/location'
import { urlOf } from '@/routes'
import { userStore } from '@/stores'
import { placeStore } from '@/stores/place'
import './index.scss'

/**
 * 选择位置: a city from the list (province, then city; or by name), or on the mini-program the
 * device position or a point on the map. The choice goes to placeStore and the page goes back
 * (to university/around when it was opened directly).
 */
function ChooseLocation() {
  const page = usePageLoad(() => withErrorText(getCities({ quiet: true }), '城市列表加载失败'))
  const groups = useMemo(() => citiesByProvince(page.data?.results ?? []), [page.data])
  const [picked, setPicked] = useState<string>()
  const province =
    picked ??
    startProvince(
      groups.map((g) => g.province),
      placeStore.place?.province,
      userStore.data.province
    )
  const [text, setText] = useState('')
  const matches = useMemo(() => filterCities(page.data?.results ?? [], text), [page.data, text])

  const done = (place: ChosenPlace) => {
    placeStore.choose(place)
    goBackOr(urlOf('university/around'))
  }
  const fromDevice = async (how: 'locate' | 'pickOnMap') => {
    try {
      const place = await platformLocation[how]()
      if (place) done(place)
    } catch (e) {
      const title = e instanceof LocationError ? e.userMessage : '定位失败，请从城市列表选择'
      Taro.showToast({ title, icon: 'none' }).catch(() => undefined)
    }
  }

  const cityItem = (c: CityPoint) => (
    <View key={`${c.province}-${c.city}`} className='cl-city' data-testid='city-option' onClick={() => done(placeOfCity(c))}>
      <Text>{c.city}</Text>
      {text ? <Text className='cl-city__province'>{c.province}</Text> : null}
    </View>
  )

  return (
    <PageShell>
      <LoadView state={page.state} onRetry={page.reload} />
      {page.data ? (
        <View className='cl-page' data-testid='choose-location-page'>
          <View className='cl-top'>
            {placeStore.place ? <Text className='cl-current'>当前位置：{placeStore.place.label}</Text> : null}
            <View className='cl-search'>
              <Input
                className='cl-search__input'
                data-testid='city-search'
                value={text}
                placeholder='搜索城市，如 郑州'
                placeholderStyle='color:#aaa'
                onInput={(e) => setText(e.detail.value)}
              />
            </View>
            {platformLocation.canLocate ? (
              <View className='cl-actions'>
                <Text className='cl-action' data-testid='locate-device' onClick={() => fromDevice('locate')}>
                  使用当前位置
                </Text>
                <Text className='cl-action' data-testid='locate-map' onClick={() => fromDevice('pickOnMap')}>
                  在地图上选点
                </Text>
              </View>
            ) : null}
          </View>

          {text.trim() ? (
            <ScrollView scrollY className='cl-body'>
              <View data-testid='city-matches'>{matches.length ? matches.map(cityItem) : <Text className='cl-none'>没有找到“{text.trim()}”</Text>}</View>
            </ScrollView>
          ) : (
            <View className='cl-body cl-columns'>
              <ScrollView scrollY className='cl-provinces'>
                {groups.map((g) => (
                  <View
                    key={g.province}
                    className={`cl-province${g.province === province ? ' cl-province--on' : ''}`}
                    data-testid='province-option'
                    onClick={() => setPicked(g.province)}
                  >
                    <Text>{g.province}</Text>
                  </View>
                ))}
              </ScrollView>
              <ScrollView scrollY className='cl-cities'>
                {(groups.find((g) => g.province === province)?.cities ?? []).map(cityItem)}
              </ScrollView>
            </View>
          )}
          <Text className='cl-source'>{sourceLabel(page.data.source)}</Text>
        </View>
      ) : null}
    </PageShell>
  )
}

export default observer(ChooseLocation)
