/**
 * State of the university search page: the query (text and filters), its pages of results
 * (usePagedList), the filters' options with their counts, the window of rows drawn, and 清空 of
 * the search history (the user store holds the history; api/gaokao.ts keeps it in step).
 */
import Taro from '@tarojs/taro'
import { useEffect, useState } from 'react'
import type { InstitutionSummary } from '@types-contract/gaokao'
import { errorText } from '@/api/account'
import { clearSearchHistory, getUniversityFilters, searchUniversities } from '@/api/gaokao'
import { usePageLoad } from '@/components/usePageLoad'
import { buildUniversityQuery, type UniversityFilterState } from '@core/gaokao'
import { pickUniversityFilter, type UniversitySheet } from '@/lib/universityList'
import { usePagedList } from '@/components/usePagedList'
import { useRowWindow } from '@/gaokao/components/useRowWindow'

/** Row height in 750-wide design px: the name, tag and place lines of .gk-row must fit it, at 200 % text too (docs/accessibility.md). */
const ROW_DESIGN_PX = 204

export function useUniversitySearch() {
  const [filters, setFilters] = useState<UniversityFilterState>({ q: '' })
  // A picked history entry remounts the search box with that text (SearchBar owns what is typed).
  const [searchKey, setSearchKey] = useState(0)
  const [clearing, setClearing] = useState(false)
  // Without the filters (they failed) the sheets offer only 全部: nothing to show for the failure.
  const options = usePageLoad(() => getUniversityFilters({ quiet: true })).data
  // Every new filters object is a new query, a pick of the same value included.
  const list = usePagedList<InstitutionSummary>((page) => searchUniversities(buildUniversityQuery(filters, page), { quiet: true }), [filters])
  const rows = useRowWindow(ROW_DESIGN_PX, 8, { start: 0, end: 0 })
  const count = list.state.items.length

  // `rows` is a new object every render: the window moves only when these values change.
  // A new query starts at the top (its scroll view is remounted, key = queryKey).
  // eslint-disable-next-line react-hooks/exhaustive-deps -- rows is a new object each render
  useEffect(() => rows.showAt(0), [list.queryKey])
  // Rows arriving (a new page) widen the window without a scroll event.
  // eslint-disable-next-line react-hooks/exhaustive-deps -- rows is a new object each render
  useEffect(() => rows.recount(count), [count, rows.rowPx])

  const search = (q: string) => setFilters((f) => (f.q === q ? f : { ...f, q }))

  /** A history entry: searched again and shown in the box. */
  const searchAgain = (q: string) => {
    search(q)
    setSearchKey((n) => n + 1)
  }

  const pick = (kind: UniversitySheet, value: string) => setFilters((f) => pickUniversityFilter(f, kind, value))

  const clearHistory = async () => {
    if (clearing) return
    setClearing(true)
    try {
      await clearSearchHistory({ quiet: true })
    } catch (e) {
      Taro.showToast({ title: errorText(e, '清空失败，请稍后再试'), icon: 'none' }).catch(() => undefined)
    } finally {
      setClearing(false)
    }
  }

  return { filters, options, list, rows, searchKey, search, searchAgain, pick, clearing, clearHistory }
}

export type UniversitySearch = ReturnType<typeof useUniversitySearch>
