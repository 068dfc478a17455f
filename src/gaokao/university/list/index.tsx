import { ScrollView, Text, View } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import type { InstitutionFilters, InstitutionLevel, InstitutionSummary, InstitutionTag, InstitutionType } from '../../../../types/gaokao'
import { errorText } from '@/api/account'
import { clearSearchHistory, getUniversityFilters, searchUniversities } from '@/api/gaokao'
import { EmptyState } from '@/components/EmptyState'
import { PageShell } from '@/components/PageShell'
import { RetryButton } from '@/components/RetryButton'
import { navigate } from '@/components/nav'
import { buildUniversityQuery, placeLabel, UNIVERSITY_PAGE_SIZE, type UniversityFilterState } from '@core/gaokao'
import { computeWindow, designToPx } from '@/lib/virtualWindow'
import { urlOf } from '@/routes'
import { userStore } from '@/stores'
import { SearchBar } from '../../components/Filters'
import { OptionSheet, type SheetOption } from '../../components/Sheet'
import '../../styles/gaokao.scss'
import './index.scss'

const ROW_DESIGN_PX = 156
const OFFICIAL_SOURCE = '教育部 2025 年全国普通高等学校名单'

type SheetKind = 'province' | 'level' | 'type' | 'tag'

const SHEET_TITLES: Record<SheetKind, string> = { province: '选择省份', level: '选择层次', type: '选择院校类型', tag: '选择标签' }

interface ListState {
  items: InstitutionSummary[]
  count: number
  page: number
  loading: boolean
  error: string | null
  /** True once the first page of the current query has answered. */
  loaded: boolean
}

const INITIAL: ListState = { items: [], count: 0, page: 0, loading: false, error: null, loaded: false }

function screen(): { width: number; height: number } {
  try {
    const info = Taro.getSystemInfoSync()
    return { width: info.windowWidth || 375, height: info.windowHeight || 667 }
  } catch {
    return { width: 375, height: 667 }
  }
}

/**
 * 最近搜索: a logged-in user's searches (user store, kept in step by api/gaokao.ts), shown while
 * the box is empty; a tap searches again, 清空 empties them on the server.
 */
const SearchHistory = observer(function SearchHistory({ onPick }: { onPick: (q: string) => void }) {
  const [clearing, setClearing] = useState(false)
  const history = userStore.data.searchHistory
  if (!userStore.isLoggedIn || !history.length) return null
  const clear = async () => {
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
  return (
    <View className='gk-history' data-testid='uni-history'>
      <View className='gk-history__head'>
        <Text className='gk-history__title'>最近搜索</Text>
        <Text className='gk-history__clear' data-testid='uni-history-clear' onClick={clear}>
          {clearing ? '清空中…' : '清空'}
        </Text>
      </View>
      <View className='gk-history__items'>
        {history.map((q) => (
          <Text key={q} className='gk-history__item' data-testid='uni-history-item' onClick={() => onPick(q)}>
            {q}
          </Text>
        ))}
      </View>
    </View>
  )
})

export default function UniversityList() {
  const [filters, setFilters] = useState<UniversityFilterState>({ q: '' })
  // A picked history entry remounts the search box with that text (SearchBar owns what is typed).
  const [picked, setPicked] = useState(0)
  const [list, setList] = useState<ListState>(INITIAL)
  const [options, setOptions] = useState<InstitutionFilters>()
  const [sheet, setSheet] = useState<SheetKind>()
  const [range, setRange] = useState({ start: 0, end: 0 })
  const [queryKey, setQueryKey] = useState(0)

  const view = useMemo(screen, [])
  const rowPx = designToPx(ROW_DESIGN_PX, view.width)
  const generation = useRef(0)
  const stateRef = useRef(list)
  stateRef.current = list
  const scrollRef = useRef(0)

  useEffect(() => {
    getUniversityFilters({ quiet: true })
      .then(setOptions)
      .catch(() => undefined)
  }, [])

  const loadPage = useCallback(
    async (page: number) => {
      const gen = generation.current
      setList((s) => ({ ...s, loading: true, error: null }))
      try {
        const res = await searchUniversities(buildUniversityQuery(filters, page), { quiet: true })
        if (gen !== generation.current) return
        setList((s) => ({
          items: page === 1 ? res.results : [...s.items, ...res.results],
          count: res.count,
          page,
          loading: false,
          error: null,
          loaded: true
        }))
      } catch (e) {
        if (gen !== generation.current) return
        setList((s) => ({ ...s, loading: false, error: errorText(e, '加载失败，请稍后再试'), loaded: s.loaded || page > 1 }))
      }
    },
    [filters]
  )

  // A new query starts over at page 1 and at the top.
  useEffect(() => {
    generation.current += 1
    setList({ ...INITIAL, loading: true })
    scrollRef.current = 0
    setQueryKey((k) => k + 1)
    setRange(computeWindowRange(0))
    loadPage(1)
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [loadPage])

  function computeWindowRange(top: number) {
    const w = computeWindow({ scrollTop: top, viewportHeight: view.height, rowHeight: rowPx, count: stateRef.current.items.length, overscan: 8 })
    return { start: w.start, end: w.end }
  }

  const hasMore = list.loaded && list.items.length < list.count
  const loadMore = () => {
    const s = stateRef.current
    if (s.loading || s.error || !s.loaded || s.items.length >= s.count) return
    loadPage(s.page + 1)
  }

  const onScroll = (e: { detail: { scrollTop: number } }) => {
    scrollRef.current = e.detail.scrollTop
    const next = computeWindowRange(e.detail.scrollTop)
    setRange((r) => (r.start === next.start && r.end === next.end ? r : next))
  }

  // Rows arriving (a new page) widen the window without a scroll event.
  useEffect(() => {
    const next = computeWindowRange(scrollRef.current)
    setRange((r) => (r.start === next.start && r.end === next.end ? r : next))
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [list.items.length, rowPx])

  const rows = list.items.slice(range.start, Math.min(range.end, list.items.length))
  const padTop = range.start * rowPx
  const padBottom = Math.max(0, (list.items.length - range.start - rows.length) * rowPx)

  const sheetOptions = (kind: SheetKind): SheetOption[] => {
    const counted = { province: options?.provinces, level: options?.levels, type: options?.types, tag: options?.tags }[kind] ?? []
    return [{ value: '', label: '全部' }, ...counted.map((p) => ({ value: p.value, label: p.value, count: p.count }))]
  }

  const pick = (kind: SheetKind, value: string) => {
    setSheet(undefined)
    setFilters((f) => {
      if (kind === 'province') return { ...f, province: value || undefined }
      if (kind === 'level') return { ...f, level: (value || undefined) as InstitutionLevel | undefined }
      if (kind === 'type') return { ...f, type: (value || undefined) as InstitutionType | undefined }
      return { ...f, tag: (value || undefined) as InstitutionTag | undefined }
    })
  }

  const chip = (kind: SheetKind, label: string, value: string | undefined, testId: string) => (
    <View className={`gk-chip${value ? ' gk-chip--on' : ''}`} data-testid={testId} onClick={() => setSheet(kind)}>
      <Text>{value ?? label}</Text>
      <Text className='gk-chip__arrow'>▼</Text>
    </View>
  )

  const sourceLabel = options?.source.label ?? OFFICIAL_SOURCE
  const search = (q: string) => setFilters((f) => (f.q === q ? f : { ...f, q }))
  const searchAgain = (q: string) => {
    search(q)
    setPicked((n) => n + 1)
  }

  return (
    <PageShell>
      <View className='gk-page' data-testid='uni-list-page'>
        <View className='gk-top'>
          <SearchBar key={picked} value={filters.q} placeholder='输入院校名称、简称或拼音首字母' onSearch={search} testId='uni-search-input' />
          {filters.q.trim() ? null : <SearchHistory onPick={searchAgain} />}
          <View className='gk-chips'>
            {chip('province', '省份', filters.province, 'uni-filter-province')}
            {chip('level', '层次', filters.level, 'uni-filter-level')}
            {chip('type', '类型', filters.type, 'uni-filter-type')}
            {options?.tags.length ? chip('tag', '标签', filters.tag, 'uni-filter-tag') : null}
          </View>
          <Text className='gk-count' data-testid='uni-count'>
            {list.loaded ? `共 ${list.count} 所院校` : '正在搜索…'}
          </Text>
        </View>

        {list.loaded && !list.items.length && !list.error ? (
          <EmptyState title='没有找到相关院校' hint='换个关键词或筛选条件试试' testId='uni-empty' />
        ) : !list.loaded && list.error ? (
          <View className='gk-error' data-testid='uni-error'>
            <Text>{list.error}</Text>
            <RetryButton onClick={() => loadPage(1)} />
          </View>
        ) : (
          <ScrollView
            className='gk-list'
            key={queryKey}
            scrollY
            lowerThreshold={400}
            onScroll={onScroll}
            onScrollToLower={loadMore}
            data-testid='uni-list'
          >
            <View style={{ height: `${padTop}px` }} />
            {rows.map((u) => (
              <View
                key={u.id}
                className='gk-row'
                style={{ height: `${rowPx}px` }}
                data-testid='uni-result'
                onClick={() => navigate(urlOf('university/detail', { id: u.id }))}
              >
                <View className='gk-row__head'>
                  <Text className='gk-row__name'>{u.name}</Text>
                  {u.tags.map((t) => (
                    <Text key={t} className='gk-tag'>
                      {t}
                    </Text>
                  ))}
                  <Text className='gk-tag gk-tag--muted'>{u.level}</Text>
                  <Text className='gk-tag gk-tag--muted' data-testid='uni-result-type'>
                    {u.type}
                  </Text>
                </View>
                <Text className='gk-row__meta'>
                  {placeLabel(u.province, u.city)}
                  {u.department ? ` · ${u.department}` : ''}
                </Text>
              </View>
            ))}
            <View style={{ height: `${padBottom}px` }} />
            <View className='gk-foot'>
              {list.loading ? <Text>加载中…</Text> : null}
              {list.error && list.loaded ? (
                <Text className='gk-link' onClick={() => loadPage(list.page + 1)}>
                  {list.error}，点击重试
                </Text>
              ) : null}
              {!list.loading && !list.error && list.loaded && !hasMore && list.items.length > UNIVERSITY_PAGE_SIZE / 2 ? <Text>已显示全部</Text> : null}
              {!list.loading && hasMore ? (
                <Text className='gk-link' onClick={loadMore}>
                  加载更多
                </Text>
              ) : null}
              <Text data-testid='uni-source'>数据来源：{sourceLabel}</Text>
            </View>
          </ScrollView>
        )}

        {sheet ? (
          <OptionSheet
            title={SHEET_TITLES[sheet]}
            options={sheetOptions(sheet)}
            value={filters[sheet] ?? ''}
            onPick={(v) => pick(sheet, v)}
            onClose={() => setSheet(undefined)}
            testId={`uni-sheet-${sheet}`}
          />
        ) : null}
      </View>
    </PageShell>
  )
}
