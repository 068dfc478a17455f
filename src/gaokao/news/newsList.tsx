import { Image, Text, View } from '@tarojs/components'
import Taro, { usePageScroll, usePullDownRefresh, useReachBottom } from '@tarojs/taro'
import { useState } from 'react'
import { NEWS_CATEGORIES, type NewsItem } from '@types-contract/edu'
import { listNews } from '@/api/edu'
import { PageShell } from '@/components/PageShell'
import { navigate } from '@/components/nav'
import { newsMeta, pagedQuery } from '@/lib/edu'
import { designToPx } from '@/lib/virtualWindow'
import { sourceLabel } from '@core/gaokao'
import { urlOf } from '@/routes'
import { FilterChip, useProvinces } from '../components/Filters'
import { ListFoot, WindowRows, listStatus, useScreen } from '../components/PagedList'
import { OptionSheet } from '@/components/OptionSheet'
import { usePagedList } from '@/components/usePagedList'
import '@/components/styles/gaokao.scss'
import '../styles/edu.scss'

const ROW_DESIGN_PX = 184
/** Height of the sticky filter bar (.edu-news-top), which sits above the first row. */
const TOP_DESIGN_PX = 104
const newsKey = (n: NewsItem) => n.id

type SheetKind = 'category' | 'province'
interface Filters {
  category?: string
  province?: string
}

/**
 * 高考资讯: the page itself scrolls (so the platform's pull-to-refresh works, spec §2), the next
 * page comes at the reach-bottom distance (80, app config), and only a window of rows is drawn.
 */
export default function NewsListPage() {
  const [filters, setFilters] = useState<Filters>({})
  const [sheet, setSheet] = useState<SheetKind>()
  const provinces = useProvinces()
  const list = usePagedList((page) => listNews(pagedQuery({ ...filters }, page), { quiet: true }), [filters.category, filters.province], newsKey)
  const screen = useScreen()
  const rowPx = designToPx(ROW_DESIGN_PX, screen.width)
  const topPx = designToPx(TOP_DESIGN_PX, screen.width)
  const [scrollTop, setScrollTop] = useState(0)

  usePageScroll(({ scrollTop: top }) => setScrollTop(Math.floor(Math.max(0, top - topPx) / rowPx) * rowPx))
  useReachBottom(() => list.loadMore())
  usePullDownRefresh(async () => {
    const ok = await list.refresh()
    Taro.stopPullDownRefresh()
    if (!ok) Taro.showToast({ title: '刷新失败，请稍后再试', icon: 'none' }).catch(() => undefined)
  })

  const pick = (kind: SheetKind, value: string) => {
    setSheet(undefined)
    setFilters((f) => ({ ...f, [kind]: value || undefined }))
    Taro.pageScrollTo({ scrollTop: 0, duration: 0 }).catch(() => undefined)
    setScrollTop(0)
  }

  return (
    <PageShell>
      <View data-testid='news-list-page'>
        <View className='gk-top edu-sticky edu-news-top'>
          <View className='gk-chips'>
            <FilterChip label='全部分类' value={filters.category} testId='news-filter-category' onClick={() => setSheet('category')} />
            <FilterChip label='全国' value={filters.province} testId='news-filter-province' onClick={() => setSheet('province')} />
          </View>
        </View>
        {listStatus({ list, emptyTitle: '暂无资讯', emptyHint: '换个分类或省份看看', testId: 'news' }) ?? (
          <>
            <WindowRows
              items={list.state.items}
              rowPx={rowPx}
              scrollTop={scrollTop}
              viewportHeight={screen.height}
              keyOf={newsKey}
              rowTestId='news-item'
              onRowClick={(n) => navigate(urlOf('news/newsDetail', { id: n.id }))}
              renderRow={(n) => (
                <View className='edu-news'>
                  <View className='edu-news__body'>
                    <Text className='gk-row__name gk-row__name--clamp'>{n.title}</Text>
                    <Text className='gk-row__meta'>{newsMeta(n, 'relative')}</Text>
                  </View>
                  {n.cover_url ? <Image className='edu-news__cover' src={n.cover_url} mode='aspectFill' lazyLoad imgProps={{ alt: '' }} /> : null}
                </View>
              )}
            />
            <ListFoot list={list} source={sourceLabel(list.last?.source ?? undefined)} sourceTestId='news-source' />
          </>
        )}
        {sheet ? (
          <OptionSheet
            title={sheet === 'category' ? '选择分类' : '选择省份'}
            options={[
              { value: '', label: sheet === 'category' ? '全部分类' : '全国' },
              ...(sheet === 'category' ? NEWS_CATEGORIES : provinces).map((v) => ({ value: v, label: v }))
            ]}
            value={filters[sheet] ?? ''}
            onPick={(v) => pick(sheet, v)}
            onClose={() => setSheet(undefined)}
            testId={`news-sheet-${sheet}`}
          />
        ) : null}
      </View>
    </PageShell>
  )
}
