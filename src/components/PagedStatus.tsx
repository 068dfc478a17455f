import { Text, View } from '@tarojs/components'
import { EmptyState } from '@/components/EmptyState'
import { RetryButton } from '@/components/RetryButton'
import type { PagedList } from '@/components/usePagedList'
import { hasMore } from '@/lib/pagedList'
import './PagedStatus.scss'

interface Props {
  list: Pick<PagedList<unknown>, 'state' | 'retry'>
  emptyTitle: string
  emptyHint?: string
  testId: string
  /** The error block's class (the gaokao lists show a first-page error in place of the rows). */
  errorClass?: string
}

/** A paged list's states under its rows (usePagedList): loading, the error with 重试, empty, the end. */
export function PagedStatus({ list, emptyTitle, emptyHint, testId, errorClass = 'paged-note' }: Props) {
  const { state } = list
  if (state.loading) return <Text className='paged-note'>加载中…</Text>
  if (state.error)
    return (
      <View className={errorClass} data-testid={`${testId}-error`}>
        <Text>{state.error}</Text>
        <RetryButton onClick={list.retry} />
      </View>
    )
  if (!state.loaded) return null
  if (state.items.length === 0) return <EmptyState testId={`${testId}-empty`} title={emptyTitle} hint={emptyHint} />
  return hasMore(state) ? null : <Text className='paged-note'>没有更多了</Text>
}
