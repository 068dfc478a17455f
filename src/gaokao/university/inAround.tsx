import { Text, View } from '@tarojs/components'
import { useRouter } from '@tarojs/taro'
import { withErrorText } from '@/api/account'
import { getCities, getUniversity } from '@/api/gaokao'
import { LoadView } from '@/components/LoadView'
import { PageShell } from '@/components/PageShell'
import { usePageLoad } from '@/components/usePageLoad'
import { findCity } from '@/lib/place'
import { NearbyList } from '../components/lines/NearbyList'
import '@/components/styles/gaokao.scss'
import '../components/lines/lines.scss'

/** 附近的大学: the institutions in and around the city of one institution (from its detail page). */
export default function InAround() {
  const { params } = useRouter()
  const id = Number(params.id)
  const page = usePageLoad(async () => {
    if (!Number.isInteger(id) || id <= 0) throw new Error('院校不存在')
    const [u, cities] = await withErrorText(Promise.all([getUniversity(id, { quiet: true }), getCities({ quiet: true })]), '加载失败，请稍后再试')
    const city = findCity(cities.results, u.province, u.city)
    if (!city) throw new Error(`暂无${u.city || u.province}的位置数据`)
    return { u, city }
  })
  const data = page.data
  return (
    <PageShell>
      <LoadView state={page.state} onRetry={page.reload} />
      {data ? (
        <View className='gk-page' data-testid='in-around-page'>
          <View className='gk-top'>
            <Text className='nb-place__label' data-testid='in-around-title'>
              {data.u.name} · {data.city.city}及周边
            </Text>
          </View>
          <NearbyList point={data.city} currentId={data.u.id} testId='in-around-list' />
        </View>
      ) : null}
    </PageShell>
  )
}
