import { Text, View } from '@tarojs/components'
import Taro, { useDidShow, usePullDownRefresh } from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import { useState } from 'react'
import { refreshUser } from '@/api/account'
import { PageShell } from '@/components/PageShell'
import { navigate } from '@/components/nav'
import { ToolIcon } from '@/components/ToolIcon'
import type { ToolIconName } from '@/lib/toolIcons'
import { checkGaokaoInfo, gaokaoInfoOf, gaokaoSummary } from '@core/gaokaoInfo'
import { applyYearOptions } from '@/lib/gaokaoSetting'
import { countdownLabel, gaokaoCountdown } from '@core/provinceFacts'
import { urlOf } from '@/routes'
import { userStore } from '@/stores'
import { TabTools, type TabTool } from './TabTools'
import './tabs.scss'

/** The application tools, two to a row: spec path, icon, label, note, test id. */
const TOOLS: TabTool[] = [
  ['application/index', 'recommend', '智能推荐', '冲稳保 · 录取概率', 'application-recommend'],
  ['pages/vip/index', 'ai', 'AI志愿填报', '一键生成志愿表', 'application-ai'],
  ['application/applicationTable', 'form', '我的志愿表', '排序 · 保存 · 导出', 'application-table'],
  ['application/applicationHelper', 'helper', '志愿助手', '等位分 · 志愿检查', 'application-helper'],
  ['university/list/index', 'university', '搜索大学', '全国 2,900+ 所高校', 'application-university-search'],
  ['search/onescoreoneline', 'scoreTable', '一分一段表', '分数位次互查 · 等位分', 'application-onescore']
]

/** The gaokao data and content pages, four to a row: spec path, icon, label, test id. */
const CONTENT_ENTRIES: [string, ToolIconName, string, string][] = [
  ['search/index', 'majors', '查专业', 'application-majors'],
  ['rank/wonderful', 'rankings', '排行榜', 'application-rankings'],
  ['news/newsList', 'news', '高考资讯', 'application-news'],
  ['university/fakeUniversity', 'warning', '虚假大学', 'application-fake'],
  ['gaokao/oneone/index', 'consult', '一对一', 'application-oneone'],
  ['scoreLine/scoreLine', 'scoreLine', '分数线', 'application-scoreline'],
  ['university/around', 'nearby', '周边大学', 'application-around'],
  ['university/scoreRecord/scoreRecord', 'record', '成绩记录', 'application-score-record'],
  ['application/strongBasePlan', 'strongBase', '强基计划', 'application-strongbase'],
  ['application/applicationSchool', 'international', '国际本科', 'application-intl'],
  ['application/applicationService', 'service', '志愿服务', 'application-service'],
  ['application/invite', 'invite', '邀请有礼', 'application-invite']
]

/** 距高考还有 N 天 for the user's province and apply year (the coming gaokao when unset). */
function countdownText(now: Date): string {
  const { province, apply_year } = userStore.data
  return countdownLabel(gaokaoCountdown(province ?? '', now, apply_year ?? applyYearOptions(now)[0]))
}

function Application() {
  const [now, setNow] = useState(() => new Date())
  useDidShow(() => setNow(new Date()))
  usePullDownRefresh(async () => {
    setNow(new Date())
    await refreshUser()
    Taro.stopPullDownRefresh()
  })
  const info = gaokaoInfoOf(userStore.data)
  const complete = userStore.isLoggedIn && checkGaokaoInfo(info).complete
  return (
    <PageShell tab='application'>
      <View className='tab-header'>
        <Text className='tab-header__title'>填志愿</Text>
        <Text className='tab-header__subtitle' data-testid='application-countdown'>
          {`${userStore.data.province ?? ''}${userStore.data.province ? ' · ' : ''}${countdownText(now)}`}
        </Text>
      </View>
      <View className='tab-card tab-card--link' data-testid='application-setting-card' onClick={() => navigate(urlOf('application/setting'))}>
        <Text className='tab-card__title'>{complete ? '我的高考信息' : '设置高考信息'}</Text>
        <Text className='tab-card__text' data-testid='application-info'>
          {complete ? gaokaoSummary(info) : '填写省份、选科、分数与位次后即可开始填志愿'}
        </Text>
        <Text className='tab-card__action'>{complete ? '修改 ›' : '去设置 ›'}</Text>
      </View>
      <TabTools tools={TOOLS} />
      <View className='tab-grid' data-testid='application-content-entries'>
        {CONTENT_ENTRIES.map(([spec, icon, label, testId]) => (
          <View key={spec} className='tab-grid__item' data-testid={testId} onClick={() => navigate(urlOf(spec))}>
            <ToolIcon name={icon} className='tab-grid__icon tab-grid__icon--drawn' />
            <Text className='tab-grid__label'>{label}</Text>
          </View>
        ))}
      </View>
      <View className='tab-card tab-card--link' data-testid='application-mall' onClick={() => navigate(urlOf('bookMall/goodsPreview', { category: 'application' }))}>
        <Text className='tab-card__title'>图书商城</Text>
        <Text className='tab-card__text'>志愿填报指南、高考真题、教辅与考试好物</Text>
        <Text className='tab-card__action'>去逛逛 ›</Text>
      </View>
    </PageShell>
  )
}

export default observer(Application)
