import { Text, View } from '@tarojs/components'
import { useState } from 'react'
import type { FakeInstitution } from '@types-contract/edu'
import { searchFakeUniversities } from '@/api/edu'
import { PageShell } from '@/components/PageShell'
import { navigate } from '@/components/nav'
import { pagedQuery } from '@/lib/edu'
import { placeLabel, sourceLabel } from '@core/gaokao'
import { urlOf } from '@/routes'
import { FakeGuide, useFakeGuideTips } from '../components/Detail'
import { FilterChip, SearchBar, useProvinces } from '../components/Filters'
import { PagedScrollList } from '../components/PagedList'
import { OptionSheet } from '@/components/OptionSheet'
import { usePagedList } from '@/components/usePagedList'
import '@/components/styles/gaokao.scss'
import '../styles/edu.scss'

const ROW_DESIGN_PX = 168
const fakeKey = (f: FakeInstitution) => f.id

/** 虚假大学查询: search the reported unaccredited institutions by name and province. */
export default function FakeUniversityPage() {
  const [q, setQ] = useState('')
  const [province, setProvince] = useState<string>()
  const [sheet, setSheet] = useState(false)
  const provinces = useProvinces()
  const list = usePagedList((page) => searchFakeUniversities(pagedQuery({ q, province }, page), { quiet: true }), [q, province], fakeKey)
  const tips = useFakeGuideTips(list.state.items[0]?.id)

  return (
    <PageShell>
      <View className='gk-page' data-testid='fake-page'>
        <View className='gk-top'>
          <SearchBar value={q} placeholder='输入学校名称，查询是否为虚假大学' onSearch={setQ} testId='fake-search-input' />
          <View className='edu-bar'>
            <FilterChip label='省份' value={province} testId='fake-filter-province' onClick={() => setSheet(true)} />
            <Text className='gk-count' data-testid='fake-count'>
              {list.state.loaded ? `共 ${list.state.count} 所虚假大学` : '正在查询…'}
            </Text>
          </View>
          <FakeGuide tips={tips} folded />
        </View>
        <PagedScrollList
          list={list}
          rowDesignPx={ROW_DESIGN_PX}
          keyOf={fakeKey}
          rowTestId='fake-result'
          testId='fake-list'
          emptyTitle='未在虚假大学名单中找到'
          emptyHint='名单未收录不代表学校正规：请以教育部公布的全国高等学校名单为准'
          source={sourceLabel(list.last?.source ?? undefined)}
          onRowClick={(f) => navigate(urlOf('university/fakeDetail', { id: f.id }))}
          renderRow={(f) => (
            <>
              <View className='gk-row__head'>
                <Text className='gk-row__name'>{f.name}</Text>
                <Text className='gk-tag edu-tag-warn'>虚假</Text>
              </View>
              <Text className='gk-row__meta'>{placeLabel(f.province, f.city)}</Text>
              {f.note ? <Text className='gk-row__note'>{f.note}</Text> : null}
            </>
          )}
        />
        {sheet ? (
          <OptionSheet
            title='选择省份'
            options={[{ value: '', label: '全部' }, ...provinces.map((p) => ({ value: p, label: p }))]}
            value={province ?? ''}
            onPick={(v) => (setSheet(false), setProvince(v || undefined))}
            onClose={() => setSheet(false)}
            testId='fake-sheet-province'
          />
        ) : null}
      </View>
    </PageShell>
  )
}
