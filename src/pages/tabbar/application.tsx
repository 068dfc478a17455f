import { Text, View } from '@tarojs/components'
import Taro, { usePullDownRefresh } from '@tarojs/taro'
import { PageShell } from '@/components/PageShell'
import { navigate } from '@/components/nav'
import { urlOf } from '@/routes'
import './tabs.scss'

export default function Application() {
  usePullDownRefresh(() => {
    Taro.stopPullDownRefresh()
  })
  return (
    <PageShell tab='application'>
      <View className='tab-header'>
        <Text className='tab-header__title'>填志愿</Text>
        <Text className='tab-header__subtitle'>智能推荐 · 志愿表 · 一分一段</Text>
      </View>
      <View
        className='tab-card tab-card--link'
        data-testid='application-setting-card'
        onClick={() => Taro.navigateTo({ url: urlOf('application/setting') })}
      >
        <Text className='tab-card__title'>设置高考信息</Text>
        <Text className='tab-card__text'>填写省份、选科、分数与位次后即可开始填志愿</Text>
        <Text className='tab-card__action'>去设置 ›</Text>
      </View>
      <View className='tab-tools'>
        <View className='tab-tool' data-testid='application-university-search' onClick={() => navigate(urlOf('university/list/index'))}>
          <Text className='tab-tool__icon'>校</Text>
          <Text className='tab-tool__title'>搜索大学</Text>
          <Text className='tab-tool__text'>全国 2,900+ 所高校</Text>
        </View>
        <View className='tab-tool' data-testid='application-onescore' onClick={() => navigate(urlOf('search/onescoreoneline'))}>
          <Text className='tab-tool__icon'>段</Text>
          <Text className='tab-tool__title'>一分一段表</Text>
          <Text className='tab-tool__text'>分数位次互查 · 等位分</Text>
        </View>
      </View>
    </PageShell>
  )
}
