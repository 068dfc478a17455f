import { Text, View } from '@tarojs/components'
import Taro, { useRouter } from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import { useState } from 'react'
import type { InstitutionDetail } from '@types-contract/gaokao'
import { getUniversity } from '@/api/gaokao'
import { CollectButton } from '@/components/CollectButton'
import { ShareButton } from '@/components/ShareButton'
import { BRAND } from '@/env'
import { institutionCard } from '@/lib/shareCards'
import { useShareCard } from '@/platform/shareCard'
import { itemLinkText } from '@core/shareLink'
import { InstitutionChips } from '@/components/InstitutionChips'
import { InstitutionMark } from '@/components/InstitutionMark'
import { LoadView } from '@/components/LoadView'
import { PageShell } from '@/components/PageShell'
import { useMinWidth } from '@/components/useMinWidth'
import { navigate } from '@/components/nav'
import { defaultProvince } from '@core/admission'
import { decodeParam } from '@/lib/edu'
import { COMPARE_MAX, placeLabel } from '@core/gaokao'
import { institutionChips, institutionRemark } from '@core/institutionFacts'
import { mapPointOf, mapPointQuery } from '@/lib/mapPoint'
import { urlOf } from '@/routes'
import { userStore } from '@/stores'
import { compareStore } from '@/stores/compare'
import { Kv, useRecordFromRoute } from '../components/Detail'
import { Tabs } from '../components/Filters'
import { AdmissionTab, MajorsTab, PlansTab } from '../components/lines/InstitutionTabs'
import { SourceNote } from '../components/lines/Status'
import '@/components/styles/gaokao.scss'
import '../components/lines/lines.scss'
import './detail.scss'

type Tab = 'overview' | 'lines' | 'plans' | 'majors'
const TAB_LABELS: Record<Tab, string> = { overview: '概况', lines: '历年分数线', plans: '招生计划', majors: '开设专业' }
const TABS = Object.keys(TAB_LABELS) as Tab[]
/** Two panes (≥ 1280 px): the overview stays on the left, so the right pane's tabs are the data's. */
const DATA_TABS = TABS.filter((t) => t !== 'overview')

// An observer of its own: it reads the compare list.
const Overview = observer(function Overview({ u }: { u: InstitutionDetail }) {
  const added = compareStore.has(u.id)
  const point = mapPointOf(u)
  const add = () => {
    if (added) return navigate(urlOf('university/contrast'))
    const result = compareStore.add(u)
    const title = result === 'full' ? `最多对比 ${COMPARE_MAX} 所院校` : `已加入对比（${compareStore.items.length}/${COMPARE_MAX}）`
    Taro.showToast({ title, icon: 'none' }).catch(() => undefined)
  }
  return (
    <>
      <View className='gk-card' data-testid='uni-overview'>
        <Text className='gk-card__title'>院校概况</Text>
        <Kv k='学校标识码' v={u.code} testId='uni-detail-code' />
        <Kv k='所在地' v={placeLabel(u.province, u.city)} />
        <Kv k='办学层次' v={u.level} />
        <Kv k='院校类型' v={u.type} testId='uni-detail-type' />
        <Kv k='主管部门' v={u.department} />
        <View className='gk-kv'>
          <Text className='gk-kv__k'>标签</Text>
          <InstitutionChips chips={institutionChips(u)} testId='uni-detail-tags' />
        </View>
        <Kv k='备注' v={institutionRemark(u)} testId='uni-detail-remark' />
        <SourceNote source={u.source} testId='uni-detail-source' />
        <Text className='ln-note'>院校类型依校名归类，仅供参考</Text>
      </View>

      <View className='gk-actions'>
        <View className={`gk-btn${added ? ' gk-btn--ghost' : ''}`} data-testid='uni-compare-add' onClick={add}>
          {added ? '已加入对比 · 去对比' : '加入对比'}
        </View>
        <View className='gk-btn gk-btn--ghost' data-testid='uni-compare-link' onClick={() => navigate(urlOf('university/contrast'))}>
          对比院校（{compareStore.items.length}/{COMPARE_MAX}）
        </View>
      </View>

      <View className='gk-card'>
        <View className='ln-link' data-testid='uni-assessment-link' onClick={() => navigate(urlOf('university/subjectassessment', { institution_id: u.id }))}>
          <Text>学科评估</Text>
          <Text className='ln-link__arrow'>›</Text>
        </View>
        <View className='ln-link' data-testid='uni-around-link' onClick={() => navigate(urlOf('university/inAround', { id: u.id }))}>
          <Text>{u.city || u.province}及周边的大学</Text>
          <Text className='ln-link__arrow'>›</Text>
        </View>
        {point ? (
          <View className='ln-link' data-testid='uni-location-link' onClick={() => navigate(urlOf('open-location', mapPointQuery(point)))}>
            <Text>查看位置</Text>
            <Text className='ln-link__arrow'>›</Text>
          </View>
        ) : null}
      </View>
    </>
  )
})

function UniversityDetail() {
  const { params } = useRouter()
  const { state, data: u, reload } = useRecordFromRoute(getUniversity, '院校不存在', '院校信息加载失败')
  const [tab, setTab] = useState<Tab>(() => ((TABS as string[]).includes(params.tab ?? '') ? (params.tab as Tab) : 'overview'))
  // One province for every data tab: the link's, else the user's, else 北京.
  const [province, setProvince] = useState(() => defaultProvince(userStore.data.province, decodeParam(params.province)))
  useShareCard(u ? institutionCard(u) : null, urlOf('university/detail', { id: params.id ?? '' }))
  const twoPane = useMinWidth('xl')
  const shown: Tab = twoPane && tab === 'overview' ? 'lines' : tab

  return (
    <PageShell wide>
      <LoadView state={state} onRetry={reload} />
      {u ? (
        <View className='gk-scroll-page uni-detail' data-testid='uni-detail-page' data-panes={twoPane ? '2' : '1'}>
          <View className='uni-detail__side'>
            <View className='gk-hero'>
              <View className='collect-head'>
                <View className='uni-detail__title'>
                  <InstitutionMark name={u.name} size='lg' />
                  <Text className='gk-hero__name' data-testid='uni-detail-name'>
                    {u.name}
                  </Text>
                </View>
                <View className='collect-head__actions'>
                  <ShareButton linkText={itemLinkText({ kind: 'institution', id: u.id, name: u.name, appName: BRAND.appName })} testId='uni-share' />
                  <CollectButton kind='univ' id={u.id} here={urlOf('university/detail', { id: u.id })} />
                </View>
              </View>
              <Text className='gk-hero__meta'>
                {placeLabel(u.province, u.city)} · {u.level} · {u.type}
              </Text>
              <InstitutionChips chips={institutionChips(u)} light testId='uni-detail-chips' />
            </View>
            {twoPane ? <Overview u={u} /> : null}
          </View>

          <View className='uni-detail__main'>
            <View className='ln-tabs'>
              <Tabs options={twoPane ? DATA_TABS : TABS} value={shown} onChange={setTab} labels={TAB_LABELS} testId='uni-tab' />
            </View>

            {shown === 'overview' ? <Overview u={u} /> : null}
            {shown === 'lines' ? <AdmissionTab id={u.id} province={province} onProvince={setProvince} /> : null}
            {shown === 'plans' ? <PlansTab id={u.id} province={province} onProvince={setProvince} /> : null}
            {shown === 'majors' ? <MajorsTab id={u.id} province={province} onProvince={setProvince} /> : null}
          </View>
        </View>
      ) : null}
    </PageShell>
  )
}

export default observer(UniversityDetail)
