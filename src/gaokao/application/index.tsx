import { ScrollView, Text, View } from '@tarojs/components'
import { useDidShow } from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import { useEffect, useRef, useState } from 'react'
import type { AdmissionBand, IndexStat, RecommendedUnit, RecommendResponse } from '@types-contract/application'
import type { InstitutionLevel, InstitutionTag } from '@types-contract/gaokao'
import { getIndexStat, getRecommendations, infoParams } from '@/api/application'
import { LoadView } from '@/components/LoadView'
import { navigate } from '@/components/nav'
import { PageShell } from '@/components/PageShell'
import { usePageLoad } from '@/components/usePageLoad'
import { VipLock } from '@/components/VipLock'
import { BAND_LABEL } from '@core/admissionBands'
import { gaokaoInfoOf, gaokaoSummary } from '@core/gaokaoInfo'
import { emptyNotice, planBasisLine, unitsFromNote } from '@/lib/recommendView'
import { sourceLabel } from '@core/gaokao'
import { urlOf } from '@/routes'
import { userStore } from '@/stores'
import { applicationFormStore as form } from '@/stores/applicationForm'
import { batchChoice, recommendationCache } from '@/stores/recommendation'
import { ListFoot, listStatus } from '../components/PagedList'
import { BandTabs } from '../components/recommend/BandTabs'
import { FormBar } from '../components/recommend/FormBar'
import { UnitActions } from '../components/recommend/UnitActions'
import { BatchSwitch, EmptyNoticeView } from './parts/RecommendIndex'
import { TagFilter } from './parts/TagFilter'
import { UnitCard } from '@/components/UnitCard'
import { usePagedList } from '@/components/usePagedList'
import '@/components/styles/gaokao.scss'
import '@/components/styles/application.scss'

const PAGE_SIZE = 20

/**
 * 填志愿: the user's recommendations in four bands (冲 稳 保 难录) with their counts, each unit with
 * its probability and why; majors are chosen into the form (stores/applicationForm.ts), which the
 * bottom bar opens. The 本科/专科 switch holds its choice in stores/recommendation (batchChoice), which
 * every recommendation request of the info then sends; with nothing to show, the page says why and
 * what to import instead of empty bands. Incomplete gaokao info: the server's BAD_PARAMS sends the user to the setting
 * page (error catalogue). A non-VIP sees the first units of each band and the blur over the rest.
 */
function ApplicationIndex() {
  const [infoKey, setInfoKey] = useState(() => JSON.stringify(infoParams()))
  useDidShow(() => setInfoKey(JSON.stringify(infoParams())))
  const stat = usePageLoad<IndexStat>(() => getIndexStat(JSON.parse(infoKey)))
  // Back from the setting page with other info: load again (the first load is usePageLoad's own).
  const shownKey = useRef(infoKey)
  useEffect(() => {
    if (shownKey.current === infoKey) return
    shownKey.current = infoKey
    stat.reload()
    // eslint-disable-next-line react-hooks/exhaustive-deps -- stat is a new object each render; the info key alone decides
  }, [infoKey])
  const [band, setBand] = useState<AdmissionBand>('rush')
  const [tag, setTag] = useState<InstitutionTag>()
  const pickBatch = (level: InstitutionLevel) => {
    batchChoice.choose(infoParams(), level)
    setInfoKey(JSON.stringify(infoParams()))
  }

  useEffect(() => {
    if (stat.data) form.configure(stat.data.province, stat.data.mode)
  }, [stat.data])

  const list = usePagedList<RecommendedUnit, RecommendResponse>(
    async (page) => {
      const answer = await getRecommendations({ band, page, page_size: PAGE_SIZE, ...(tag ? { tags: tag } : {}) }, JSON.parse(infoKey), { quiet: true })
      recommendationCache.put(answer.results)
      return answer
    },
    [band, tag, infoKey, stat.data !== undefined],
    (u) => u.key
  )

  const data = stat.data
  const notice = data ? emptyNotice(data) : null

  return (
    <PageShell wide>
      <View className='gk-page gk-page--panes' data-testid='application-index'>
        <View className='gk-top'>
          <View className='app-info'>
            <View className='app-info__text'>
              <Text data-testid='application-index-info'>{gaokaoSummary(gaokaoInfoOf(userStore.data)) || '未设置高考信息'}</Text>
              {data && <Text className='gk-muted'>{planBasisLine(data)}</Text>}
              {data && unitsFromNote(data) && (
                <Text className='gk-source' data-testid='application-units-note'>
                  {unitsFromNote(data)}
                </Text>
              )}
            </View>
            <Text className='gk-link' onClick={() => navigate(urlOf('application/setting'))}>
              修改
            </Text>
          </View>
          {data && <BatchSwitch stat={data} onPick={pickBatch} />}
          <View className='gk-chips'>
            <Text className='gk-chip' data-testid='application-profession-first' onClick={() => navigate(urlOf('components/professionFirst/professionDetails'))}>
              专业优先
            </Text>
            <Text className='gk-chip' onClick={() => navigate(urlOf('pages/vip/index'))}>
              AI志愿填报
            </Text>
            <TagFilter value={tag} onPick={setTag} />
          </View>
          {tag && list.last ? (
            <Text className='gk-count' data-testid='recommend-tag-count'>
              「{BAND_LABEL[band]}」中的{tag}院校：{list.last.count + list.last.locked} 个（档位上的数字为全部院校）
            </Text>
          ) : null}
        </View>
        {!notice && <BandTabs band={band} onPick={setBand} counts={data?.counts ?? null} />}
        {!data ? (
          <LoadView state={stat.state} onRetry={stat.reload} />
        ) : notice ? (
          <EmptyNoticeView notice={notice} onPick={pickBatch} />
        ) : (
          <ScrollView scrollY className='gk-list' key={list.queryKey} lowerThreshold={400} onScrollToLower={list.loadMore}>
            {listStatus({
              list,
              emptyTitle: `暂无「${BAND_LABEL[band]}」的${tag ?? ''}院校`,
              emptyHint: tag ? '换一个档位或标签看看' : '换一个档位看看',
              testId: 'recommend'
            }) ??
              list.state.items.map((unit) => (
                <UnitCard key={unit.key} unit={unit} mode={data.mode} testCategories={list.last?.test_categories}>
                  <UnitActions unit={unit} mode={data.mode} />
                </UnitCard>
              ))}
            {list.last && list.last.locked > 0 && (
              <VipLock locked title='开通会员，查看全部推荐' count={`还有 ${list.last.locked} 个「${BAND_LABEL[band]}」志愿`} testId='recommend-lock'>
                {[0, 1].map((i) => (
                  <View key={i} className='app-unit'>
                    <Text className='app-unit__name'>********大学</Text>
                    <Text className='app-unit__meta'>** · 本科 · 计划 ** 人</Text>
                    <View className='app-why'>
                      <Text>往年最低位次 ***** · 录取概率 **%</Text>
                    </View>
                  </View>
                ))}
              </VipLock>
            )}
            <ListFoot list={list} source={sourceLabel(data.source)} sourceTestId='recommend-source' />
          </ScrollView>
        )}
        <FormBar />
      </View>
    </PageShell>
  )
}

export default observer(ApplicationIndex)
