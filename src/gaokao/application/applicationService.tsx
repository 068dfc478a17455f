import { Text, View } from '@tarojs/components'
import { useDidShow } from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import { useState } from 'react'
import { PageShell } from '@/components/PageShell'
import { VipLock } from '@/components/VipLock'
import { navigate } from '@/components/nav'
import { checkGaokaoInfo, gaokaoInfoOf, gaokaoSummary } from '@core/gaokaoInfo'
import { applyYearOptions } from '@/lib/gaokaoSetting'
import { gaokaoTimeline } from '@/lib/gaokaoTimeline'
import { countdownLabel, gaokaoCountdown } from '@core/provinceFacts'
import { urlOf } from '@/routes'
import { userStore } from '@/stores'
import { Card, EntryGrid, Steps, type Entry } from './parts/Content'

const TOOLS: readonly Entry[] = [
  { spec: 'application/index', icon: '推', label: '智能推荐', note: '冲稳保 · 概率', testId: 'service-recommend' },
  { spec: 'pages/vip/index', icon: 'AI', label: 'AI志愿填报', note: '一键生成志愿表', testId: 'service-ai' },
  { spec: 'application/applicationTable', icon: '表', label: '我的志愿表', note: '排序 · 保存', testId: 'service-table' },
  { spec: 'search/onescoreoneline', icon: '段', label: '一分一段', note: '分数位次互查', testId: 'service-onescore' },
  { spec: 'application/applicationHelper', icon: '助', label: '志愿助手', note: '等位分 · 检查', testId: 'service-helper' }
]

/** 2025志愿填报: the user's gaokao info, the province's year and the application tools. */
function ApplicationService() {
  const [now, setNow] = useState(() => new Date())
  useDidShow(() => setNow(new Date()))
  const info = gaokaoInfoOf(userStore.data)
  const complete = checkGaokaoInfo(info).complete
  const province = info.province
  const year = info.apply_year ?? applyYearOptions(now)[0]

  return (
    <PageShell>
      <View className='gk-scroll-page' data-testid='service-page'>
        <Card
          title='我的高考信息'
          testId='service-info'
          extra={
            <Text className='gk-link' data-testid='service-setting' onClick={() => navigate(urlOf('application/setting'))}>
              {complete ? '修改 ›' : '去设置 ›'}
            </Text>
          }
        >
          {complete ? (
            <Text className='ac-para' data-testid='service-summary'>{`${year} 年高考 · ${gaokaoSummary(info)}`}</Text>
          ) : (
            <Text className='ac-para' data-testid='service-info-missing'>
              请先完善高考信息：填写省份、选科、分数与位次后，推荐和志愿工具才能按你的情况计算。
            </Text>
          )}
        </Card>

        <Card title={`${province ? `${province} ` : ''}${year} 年高考时间线`} testId='service-timeline'>
          <Text className='ac-countdown' data-testid='service-countdown'>
            {countdownLabel(gaokaoCountdown(province ?? '', now, year))}
          </Text>
          <Steps steps={gaokaoTimeline(province, year).map((t) => ({ title: t.title, when: t.when, note: t.note }))} />
        </Card>

        <Card title='志愿工具'>
          <VipLock locked={!userStore.isVip} title='开通会员，使用全部志愿工具' testId='service-lock'>
            <EntryGrid entries={TOOLS} />
          </VipLock>
        </Card>
      </View>
    </PageShell>
  )
}

export default observer(ApplicationService)
