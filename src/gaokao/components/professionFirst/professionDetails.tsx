import { Input, ScrollView, Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { useState } from 'react'
import type { AdmissionBand, RecommendedUnit, RecommendResponse } from '@types-contract/application'
import { getRecommendations } from '@/api/application'
import { PageShell } from '@/components/PageShell'
import { BAND_LABEL } from '@core/admissionBands'
import { majorSearchNote } from '@/lib/recommendView'
import { applicationFormStore as form } from '@/stores/applicationForm'
import { recommendationCache } from '@/stores/recommendation'
import { ListFoot, listStatus } from '../PagedList'
import { BandTabs } from '../recommend/BandTabs'
import { FormBar } from '../recommend/FormBar'
import { UnitActions } from '../recommend/UnitActions'
import { UnitCard } from '@/components/UnitCard'
import { usePagedList } from '@/components/usePagedList'
import '@/components/styles/gaokao.scss'
import '@/components/styles/application.scss'

/**
 * 专业优先: type a major (计算机, 临床医学 ...) and see, band by band, the units that offer it with
 * the user's probability; choose from there as on application/index. Data without major names
 * (group or institution lines) says so instead of an empty band.
 */
function ProfessionDetails() {
  const [text, setText] = useState('')
  const [major, setMajor] = useState('')
  const [band, setBand] = useState<AdmissionBand>('rush')
  const list = usePagedList<RecommendedUnit, RecommendResponse>(
    async (page) => {
      if (!major) return { count: 0, results: [] } as unknown as RecommendResponse
      const answer = await getRecommendations({ band, page, page_size: 20, major }, undefined, { quiet: true })
      recommendationCache.put(answer.results)
      return answer
    },
    [band, major],
    (u) => u.key
  )
  return (
    <PageShell>
      <View className='gk-page' data-testid='profession-details'>
        <View className='gk-top'>
          <View className='gk-search'>
            <View className='gk-search__icon' />
            <Input
              className='gk-search__input'
              data-testid='profession-search'
              value={text}
              placeholder='输入专业名称，如 计算机、临床医学'
              confirmType='search'
              onInput={(e) => setText(e.detail.value)}
              onConfirm={() => setMajor(text.trim())}
            />
            <Text className='gk-link' data-testid='profession-search-go' onClick={() => setMajor(text.trim())}>
              搜索
            </Text>
          </View>
        </View>
        <BandTabs band={band} onPick={setBand} />
        <ScrollView scrollY className='gk-list' key={list.queryKey} lowerThreshold={400} onScrollToLower={list.loadMore}>
          {!major && <Text className='gk-empty-small'>输入想学的专业，查看各档位开设该专业的院校</Text>}
          {major &&
            (listStatus({
              list,
              emptyTitle: `暂无开设「${major}」的${BAND_LABEL[band]}档院校`,
              emptyHint: majorSearchNote(list.last?.stat) ?? undefined,
              testId: 'profession-first'
            }) ??
              list.state.items.map((unit) => (
                <UnitCard key={unit.key} unit={unit} mode={form.mode}>
                  <UnitActions unit={unit} mode={form.mode} />
                </UnitCard>
              )))}
          {major && <ListFoot list={list} />}
        </ScrollView>
        <FormBar />
      </View>
    </PageShell>
  )
}

export default observer(ProfessionDetails)
