/**
 * 查大学: search by name, abbreviation or initials, filter by province, level, type and tag, page
 * through the results. State: useUniversitySearch; parts: parts/UniversityList.tsx.
 */
import { Text, View } from '@tarojs/components'
import { useState } from 'react'
import { PageShell } from '@/components/PageShell'
import { OFFICIAL_UNIVERSITY_SOURCE, UNIVERSITY_SHEET_TITLES, universitySheetOptions, type UniversitySheet } from '@/lib/universityList'
import { SearchBar } from '@/gaokao/components/Filters'
import { OptionSheet } from '@/components/OptionSheet'
import { FilterChips, Results, SearchHistory } from './parts/UniversityList'
import { useUniversitySearch } from './useUniversitySearch'
import '@/components/styles/gaokao.scss'
import './index.scss'

export default function UniversityList() {
  const { filters, options, list, rows, searchKey, search, searchAgain, pick, clearing, clearHistory } = useUniversitySearch()
  const [sheet, setSheet] = useState<UniversitySheet>()

  return (
    <PageShell wide>
      <View className='gk-page gk-page--panes' data-testid='uni-list-page'>
        <View className='gk-top'>
          <SearchBar key={searchKey} value={filters.q} placeholder='输入院校名称、简称或拼音首字母' onSearch={search} testId='uni-search-input' />
          {filters.q.trim() ? null : <SearchHistory clearing={clearing} onClear={clearHistory} onPick={searchAgain} />}
          <FilterChips filters={filters} withTags={!!options?.tags.length} onOpen={setSheet} />
          <Text className='gk-count' data-testid='uni-count'>
            {list.state.loaded ? `共 ${list.state.count} 所院校` : '正在搜索…'}
          </Text>
        </View>

        <Results list={list} rows={rows} source={options?.source.label ?? OFFICIAL_UNIVERSITY_SOURCE} />

        {sheet ? (
          <OptionSheet
            title={UNIVERSITY_SHEET_TITLES[sheet]}
            options={universitySheetOptions(options, sheet)}
            value={filters[sheet] ?? ''}
            onPick={(v) => {
              setSheet(undefined)
              pick(sheet, v)
            }}
            onClose={() => setSheet(undefined)}
            testId={`uni-sheet-${sheet}`}
          />
        ) : null}
      </View>
    </PageShell>
  )
}
