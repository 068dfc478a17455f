import { Text, View } from '@tarojs/components'
import Taro, { usePullDownRefresh } from '@tarojs/taro'
import { PageShell } from '@/components/PageShell'
import { navigate } from '@/components/nav'
import { urlOf } from '@/routes'
import './tabs.scss'

/** The gaokao data and content pages, four to a row: spec path, icon, label, test id. */
const CONTENT_ENTRIES: [string, string, string, string][] = [
  ['search/index', '专', '查专业', 'application-majors'],
  ['rank/wonderful', '榜', '排行榜', 'application-rankings'],
  ['news/newsList', '讯', '高考资讯', 'application-news'],
  ['university/fakeUniversity', '假', '虚假大学', 'application-fake'],
  ['gaokao/oneone/index', '询', '一对一', 'application-oneone'],
  ['scoreLine/scoreLine', '线', '分数线', 'application-scoreline'],
  ['university/around', '周', '周边大学', 'application-around'],
  ['university/scoreRecord/scoreRecord', '记', '成绩记录', 'application-score-record']
]

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
      <View className='tab-grid' data-testid='application-content-entries'>
        {CONTENT_ENTRIES.map(([spec, icon, label, testId]) => (
          <View key={spec} className='tab-grid__item' data-testid={testId} onClick={() => navigate(urlOf(spec))}>
            <Text className='tab-grid__icon'>{icon}</Text>
            <Text className='tab-grid__label'>{label}</Text>
          </View>
        ))}
      </View>
    </PageShell>
  )
}
