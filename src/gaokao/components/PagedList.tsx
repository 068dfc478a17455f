import { ScrollView, Text, View } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { useEffect, useMemo, useState, type ReactNode } from 'react'
import { PagedStatus } from '@/components/PagedStatus'
import { hasMore } from '@/lib/pagedList'
import { computeWindow, designToPx } from '@/lib/virtualWindow'
import type { PagedList as PagedListApi } from '@/components/usePagedList'
import '@/components/styles/gaokao.scss'
import '../styles/edu.scss'

/** Rows rendered above and below the visible ones. */
const OVERSCAN = 8
/** Start the next page this far (px) before the end of a scroll view. */
const SCROLL_VIEW_LOWER_THRESHOLD = 400

/**
 * The width the 750-px design is drawn on. A phone: the window. On H5 the rem sets it, and from
 * 768 px the rem is fixed (index.html: the page is a column, not the window), so it is read from
 * the root's font size: 40 px of rem is 750 design px on the window's width (Taro's pxtransform).
 */
function designWidth(windowWidth: number): number {
  if (process.env.TARO_ENV !== 'h5' || typeof document === 'undefined') return windowWidth
  const rem = parseFloat(getComputedStyle(document.documentElement).fontSize)
  return rem > 0 ? (rem * 750) / 40 : windowWidth
}

function screenSize(): { width: number; height: number } {
  try {
    const info = Taro.getSystemInfoSync()
    return { width: designWidth(info.windowWidth || 375), height: info.windowHeight || 667 }
  } catch {
    return { width: 375, height: 667 }
  }
}

/**
 * The design's width and the window's height in real px, read once per page (windowing needs real
 * px, styles use design px): `width` is what `designToPx` takes.
 */
export function useScreen(): { width: number; height: number } {
  return useMemo(screenSize, [])
}

interface RowsProps<T> {
  items: readonly T[]
  rowPx: number
  /** Scroll offset measured from the first row. */
  scrollTop: number
  viewportHeight: number
  keyOf: (item: T) => string | number
  renderRow: (item: T) => ReactNode
  onRowClick?: (item: T) => void
  rowTestId: string
}

/**
 * Fixed-height rows of which only a window around the viewport is in the tree (lib/virtualWindow),
 * with blank space standing in for the rest, so lists of thousands stay smooth on both platforms.
 */
export function WindowRows<T>({ items, rowPx, scrollTop, viewportHeight, keyOf, renderRow, onRowClick, rowTestId }: RowsProps<T>) {
  const w = computeWindow({ scrollTop, viewportHeight, rowHeight: rowPx, count: items.length, overscan: OVERSCAN })
  return (
    <View>
      <View style={{ height: `${w.padTop}px` }} />
      {items.slice(w.start, w.end).map((item) => (
        <View key={keyOf(item)} className='gk-row' style={{ height: `${rowPx}px` }} data-testid={rowTestId} onClick={onRowClick ? () => onRowClick(item) : undefined}>
          {renderRow(item)}
        </View>
      ))}
      <View style={{ height: `${w.padBottom}px` }} />
    </View>
  )
}

interface FootProps<T> {
  list: PagedListApi<T>
  /** Source line under the list (lib/gaokao sourceLabel: 示例数据 / 数据来源). */
  source?: string
  sourceTestId?: string
}

/** Under a list: 加载中, an error with 点击重试, 加载更多, 已显示全部, and the data source. */
export function ListFoot<T>({ list, source, sourceTestId }: FootProps<T>) {
  const { state } = list
  const more = hasMore(state)
  return (
    <View className='gk-foot'>
      {state.loading ? <Text>加载中…</Text> : null}
      {state.error && state.items.length ? (
        <Text className='gk-link' data-testid='list-retry' onClick={list.retry}>
          {state.error}，点击重试
        </Text>
      ) : null}
      {!state.loading && !state.error && more ? (
        <Text className='gk-link' data-testid='list-more' onClick={list.loadMore}>
          加载更多
        </Text>
      ) : null}
      {!state.loading && !state.error && state.loaded && !more && state.items.length ? <Text>已显示全部 {state.count} 条</Text> : null}
      {source ? <Text data-testid={sourceTestId}>{source}</Text> : null}
    </View>
  )
}

interface StatusArgs<T> {
  list: PagedListApi<T>
  emptyTitle: string
  emptyHint?: string
  testId: string
}

/**
 * What stands instead of the rows: the empty state, or a first-page error with 重试. Null when
 * rows (or the first page's loading) are to be shown, so a page writes `listStatus(...) ?? rows`.
 */
export function listStatus<T>({ list, ...args }: StatusArgs<T>): ReactNode {
  const { state } = list
  if (state.items.length || state.loading || !(state.loaded || state.error)) return null
  return <PagedStatus list={list} {...args} errorClass='gk-error' />
}

interface Props<T> extends Omit<RowsProps<T>, 'items' | 'scrollTop' | 'viewportHeight' | 'rowPx'>, Omit<StatusArgs<T>, 'list'> {
  list: PagedListApi<T>
  /** Row height in 750-wide design px (the row's SCSS must fit it). */
  rowDesignPx: number
  source?: string
}

/**
 * A paginated list in its own scroll view filling the rest of a `gk-page`: windowed rows,
 * the next page near the end, empty and error states, the source line underneath.
 */
export function PagedScrollList<T>({ list, rowDesignPx, source, testId, emptyTitle, emptyHint, ...rows }: Props<T>) {
  const screen = useScreen()
  const rowPx = designToPx(rowDesignPx, screen.width)
  const [scrollTop, setScrollTop] = useState(0)
  useEffect(() => setScrollTop(0), [list.queryKey])

  const status = listStatus({ list, emptyTitle, emptyHint, testId })
  if (status) return status
  return (
    <ScrollView
      className='gk-list'
      key={list.queryKey}
      scrollY
      lowerThreshold={SCROLL_VIEW_LOWER_THRESHOLD}
      // Whole rows only: the window moves when the first visible row changes, not on every pixel.
      onScroll={(e) => setScrollTop(Math.floor(e.detail.scrollTop / rowPx) * rowPx)}
      onScrollToLower={list.loadMore}
    >
      <View data-testid={testId}>
        <WindowRows {...rows} items={list.state.items} rowPx={rowPx} scrollTop={scrollTop} viewportHeight={screen.height} />
        <ListFoot list={list} source={source} sourceTestId={`${testId}-source`} />
      </View>
    </ScrollView>
  )
}
